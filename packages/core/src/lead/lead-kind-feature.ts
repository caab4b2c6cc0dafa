import type { SiteFeatures } from '../site-config/site-features';
import type { LeadKind } from './lead-form-config';

// Every site takes enquiries, but a form that belongs to a switched-off feature
// (a test drive on a site that books none, a trade-in valuation on a site that
// takes no trade-ins, a finance enquiry about a car on a site without finance
// pages) is not one of the site's forms, so its lead is refused as its pages
// and API routes are (docs/rules.md#feature-switches).

/** The site switch each kind of lead belongs to; a kind not named here every site takes. */
export const leadKindFeatures: Readonly<Partial<Record<LeadKind, keyof SiteFeatures>>> = {
  'test-drive': 'testDriveAllowed',
  'trade-in': 'tradeInAllowed',
  finance: 'financeAllowed',
};

/** Whether a site with these switches takes a lead of this kind. */
export function isLeadKindAllowed(kind: LeadKind, features: SiteFeatures): boolean {
  const feature = leadKindFeatures[kind];
  return feature === undefined || features[feature];
}
