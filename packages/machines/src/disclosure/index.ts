export {
  type DisclosureContext,
  type DisclosureEvent,
  type DisclosureInput,
  type DisclosureKind,
  type DisclosureView,
  disclosureMachine,
  disclosureView,
} from './disclosure-machine';
