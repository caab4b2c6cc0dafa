export {
  type DisclosureContext,
  type DisclosureEvent,
  type DisclosureInput,
  type DisclosureKind,
  type DisclosureView,
  disclosureMachine,
  disclosureView,
  VIEW_LESS_LABEL,
  VIEW_MORE_LABEL,
} from './disclosureMachine';
