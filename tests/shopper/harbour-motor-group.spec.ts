import { createShopperTests } from '../common/shopper';

// A multi-franchise dealer group on the metro template; see tests/common/shopper.ts.
createShopperTests({
  slug: 'harbour-motor-group',
  template: 'metro',
  carsPath: '/search',
  termsRequired: true,
  features: { tradeIn: true, testDrive: true, reserve: true },
});
