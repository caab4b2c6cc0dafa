// Issue 19: the trade-in and sell-your-car valuation flow (SPEC §2 Trade-in screen).
export { TradeInForm, type TradeInFormProps } from './trade-in-form';
