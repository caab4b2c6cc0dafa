export { DeferredPopup, type DeferredPopupProps } from './deferred-popup';
export { Popup, type PopupProps } from './popup';
