// /cars/{slug}/buy-online is the reserve page on sites whose reserve.checkout_route says
// so (docs/rules.md#routes); +data sends the other spelling to the site's own.
export { default } from '../checkout/+Page';
