import type { Car } from '../car/car';

// What a search answer carries of each car (the public hit projection): the
// fields a result card's rules read, and nothing a shopper need not see. The
// renderer projects every hit to these fields; the result cards are typed
// against them, so a page can draw cards from the projection as it arrived.

export const publicHitFields = [
  'id',
  'slug',
  'name',
  'year',
  'make',
  'model',
  'badge',
  'car_type',
  'item_type',
  'status',
  'tag',
  'reserved',
  'certified',
  'preorder',
  'created_at',
  'sold_date_timestamp',
  'price',
  'before_price',
  'price_type',
  'km',
  'fuel',
  'simple_fuel',
  'simple_transmission',
  'simple_body',
  'description',
  'primary_image_url',
  'images',
  'location_name',
  'city',
  'dealership_id',
  'dealership_slug',
  'finance_lenders',
] as const satisfies readonly (keyof Car)[];

/** `finance_lenders` is left out when the site's provider has no figures for the car. */
export type PublicHit = Omit<Pick<Car, (typeof publicHitFields)[number]>, 'finance_lenders'> & {
  finance_lenders?: Car['finance_lenders'];
};
