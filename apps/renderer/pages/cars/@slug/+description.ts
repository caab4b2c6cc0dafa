import type { PageContext } from 'vike/types';
import type { Data } from './+data';

// The car page's description: what the car is, its price and where it is sold.
export default function description(pageContext: PageContext<Data>): string {
  const { car } = pageContext.data;
  const facts = car.details
    .filter(([label]) => ['Odometer', 'Transmission', 'Fuel'].includes(label))
    .map(([, value]) => value);
  return [`${car.title} at ${car.dealer.name}`, ...facts].join(', ').concat('.');
}
