import type { ItemType } from './car';
import { type CarType, carTypes } from './car-vocabulary';

// What the pages call the stock (docs/rules.md#vehicle-words: new, used and demo cars, plus
// caravans by item_type). One rule, so the search page, a car's own page and
// its dialogs cannot call the same caravan a car.

/** A vehicle's name in the singular and plural, capitalised: 'Car' / 'Cars'. */
export type VehicleWords = { one: string; many: string };

const wordsByItemType = {
  car: { one: 'Car', many: 'Cars' },
  caravan: { one: 'Caravan', many: 'Caravans' },
} as const satisfies Record<ItemType, VehicleWords>;

/** What one item type is called: a caravan's page says caravan. */
export function vehicleWords(itemType: ItemType): VehicleWords {
  return wordsByItemType[itemType];
}

/**
 * What a site's stock as a whole is called (docs/rules.md#vehicle-words: 'Show Me {count} {vehicle
 * type}'): its one item type's words, or 'Cars' when it sells more than one.
 */
export function siteVehicleWords(itemTypes: readonly ItemType[]): VehicleWords {
  const [only, ...others] = itemTypes;
  return only !== undefined && others.length === 0 ? vehicleWords(only) : wordsByItemType.car;
}

const carTypeWords = {
  new: 'New',
  used: 'Used',
  demo: 'Demo',
} as const satisfies Record<CarType, string>;

/** One car type as a label: 'new' → 'New'. */
export function carTypeLabel(carType: CarType): string {
  return carTypeWords[carType];
}

/**
 * The car types a site sells, named in one phrase in the order the car-type
 * paths use (new, used, demo; docs/rules.md#search-urls): 'New, used and demo', 'New and used',
 * 'Used'. The search page's Condition filter offers it as its 'any' choice, so
 * a used-car dealer's page never promises new or demo cars.
 */
export function carTypesPhrase(types: readonly CarType[]): string {
  const named = carTypes.filter((type) => types.includes(type));
  const words = named.map((type, index) =>
    index === 0 ? carTypeWords[type] : carTypeWords[type].toLowerCase(),
  );
  const last = words.pop();
  if (last === undefined) return '';
  return words.length === 0 ? last : `${words.join(', ')} and ${last}`;
}
