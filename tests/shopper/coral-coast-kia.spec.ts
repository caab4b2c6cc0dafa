import { createShopperTests } from '../common/shopper';

// A Kia franchise on the franchise template, the fourth template, made with
// `pnpm new-template` (sites/coral-coast-kia.json): new and demo cars of its make
// only, reserve on, no terms checkbox. The dev server runs a smoke subset; see
// tests/common/shopper.ts.
createShopperTests({
  slug: 'coral-coast-kia',
  template: 'franchise',
  carsPath: '/search',
  termsRequired: false,
  features: { tradeIn: true, testDrive: true, reserve: true },
  devJourneys: ["buttons on a car follow the site's switches"],
});
