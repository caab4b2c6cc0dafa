export { CloseIcon } from './close-icon';
export { DeferredDialog, type DeferredDialogProps, preloadDialog } from './deferred-dialog';
export {
  Dialog,
  DialogClose,
  DialogContent,
  type DialogContentProps,
  DialogTrigger,
} from './dialog';
export { DialogFrame, type DialogFrameProps } from './dialog-frame';
