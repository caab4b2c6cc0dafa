import { financeRouteFor } from '@forecourt/core';
import type { PageContext } from 'vike/types';

// /finance, /finance-pre-approval and the dealership's finance
// enquiry page (/finance-enquiry or /apply-for-finance, the site's configuration
// says which; the other spelling is answered here too, with a move to it) (docs/rules.md#finance-pages).
export default function route(pageContext: PageContext) {
  const enquiryPath = pageContext.site?.financeEnquiryPath ?? '/finance-enquiry';
  return financeRouteFor(pageContext.urlPathname, enquiryPath) !== null;
}
