import { createShopperTests } from '../common/shopper';

// A single-brand Nissan franchise on the heritage template (buy-online reserve route); see tests/common/shopper.ts.
createShopperTests({
  slug: 'ironbark-nissan',
  template: 'heritage',
  carsPath: '/search',
  termsRequired: false,
  features: { tradeIn: true, testDrive: true, reserve: true },
  devJourneys: ['search: filter by make, sort, page, back and forward'],
});
