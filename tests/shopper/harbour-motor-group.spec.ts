import { createShopperTests } from '../common/shopper';

// A multi-franchise dealer group on the metro template; see tests/common/shopper.ts.
createShopperTests({
  slug: 'harbour-motor-group',
  template: 'metro',
  carsPath: '/search',
  termsRequired: true,
  features: { tradeIn: true, testDrive: true, reserve: true },
  // On the dev server: the journeys no other site runs there.
  devJourneys: [
    'car page: reveal the phone and download the PDF',
    'test drive from a result card',
    'favourites: a saved car is still there after a reload',
    'a sold car says so and offers a similar one',
  ],
});
