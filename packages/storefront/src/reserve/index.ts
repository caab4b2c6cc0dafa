export {
  type BrowserPayments,
  type CardAnswer,
  type ReservationState,
  readCardAnswer,
  readReservationState,
  readStartedReservation,
  reserveMessages,
  type StartedReservation,
} from './answers';
export { CardPayment, type CardPaymentProps, cardFormMessages } from './card-payment';
export { ReserveCheckout, type ReserveCheckoutProps } from './reserve-checkout';
