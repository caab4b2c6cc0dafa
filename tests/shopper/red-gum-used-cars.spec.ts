import { createShopperTests } from '../common/shopper';

// A used-car specialist on the outback template, its cars path /stock; see tests/common/shopper.ts.
createShopperTests({
  slug: 'red-gum-used-cars',
  template: 'outback',
  carsPath: '/stock',
  termsRequired: false,
  features: { tradeIn: true, testDrive: true, reserve: true },
});
