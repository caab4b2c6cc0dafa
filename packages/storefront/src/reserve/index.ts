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
// The card forms load with the payment step (reserve-checkout.tsx), so they are not exported here.
export { ReserveCheckout, type ReserveCheckoutProps } from './reserve-checkout';
export { ReservePage, type ReservePageProps, reserveVerb } from './reserve-page';
