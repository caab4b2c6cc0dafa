export {
  type PhoneRevealContext,
  type PhoneRevealEvent,
  type PhoneRevealInput,
  type PhoneRevealView,
  phoneRevealMachine,
  phoneRevealView,
  REVEAL_LOG_TIMEOUT_MS,
} from './phone-reveal-machine';
