import { createShopperTests } from '../common/shopper';

// A Mazda franchise on the heritage template that switches trade-in, test drives
// and reserve off (sites/tamar-valley-mazda.json): the journeys assert those
// buttons are absent. The dev server runs a smoke subset; see tests/common/shopper.ts.
createShopperTests({
  slug: 'tamar-valley-mazda',
  template: 'heritage',
  carsPath: '/search',
  termsRequired: true,
  features: { tradeIn: false, testDrive: false, reserve: false },
  devJourneys: ["buttons on a car follow the site's switches"],
});
