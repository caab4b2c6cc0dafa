export {
  Alert,
  type AlertProps,
  alertVariants,
  Toast,
  type ToastProps,
  ToastProvider,
} from './toast';
