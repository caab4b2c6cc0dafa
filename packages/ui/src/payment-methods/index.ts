export {
  type PaymentMethod,
  PaymentMethods,
  type PaymentMethodsProps,
  paymentMethodName,
  paymentMethods,
} from './payment-methods';
