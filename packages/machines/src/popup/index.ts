export {
  POPUP_VISIBILITY_KEY,
  type PopupContext,
  type PopupEvent,
  type PopupInput,
  popupMachine,
} from './popup-machine';
