// The trade-in and sell-your-car valuation flow (docs/rules.md#trade-in-steps), and the
// trade-in pages made of it.
export { TradeInFaq, type TradeInFaqProps } from './trade-in-faq';
export { TradeInForm, type TradeInFormProps } from './trade-in-form';
export { TradeInPage, type TradeInPageProps } from './trade-in-page';
