import { type Car, isPriceShown } from '@forecourt/core';

// The relevance suite's queries (docs/decisions/0004-query-understanding-for-both-backends.md): what shoppers type, each with what its words
// mean over a car, written straight from the car's fields and not through the search
// code, so the suite measures the engines against the shopper's meaning. The first
// group is the first examples shoppers gave; then aliases, plurals, typos, mixed queries,
// range shorthands, feature and tag words, price words and caravan words.

export type RelevanceQuery = {
  query: string;
  /** Does this car match what the words mean? */
  means: (car: Car) => boolean;
};

const words = (text: string | null): string[] =>
  (text ?? '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);

const body = (name: string) => (car: Car) => car.simple_body === name;
const fuel = (name: string) => (car: Car) => car.simple_fuel === name;
const hybrid = (car: Car) => car.simple_fuel === 'Hybrid' || car.simple_fuel === 'Plug-in Hybrid';
const make = (name: string) => (car: Car) => car.make === name;
const model = (name: string) => (car: Car) => car.model === name;
const badge = (name: string) => (car: Car) => car.badge === name;
/** A paint of that colour: 'white' is White and Glacier White. */
const colour = (name: string) => (car: Car) => words(car.colour).includes(name);
const automatic = (car: Car) => car.simple_transmission === 'Automatic';
const manual = (car: Car) => car.simple_transmission === 'Manual';
const fourWheelDrive = (car: Car) => car.drive === '4WD' || car.drive === '4x4';
const type = (name: Car['car_type']) => (car: Car) => car.car_type === name;
const caravan = (car: Car) => car.item_type === 'caravan';
// A budget in words means a price the shopper can see: 'Enquire for price' is not under 20k.
const priceAtMost = (n: number) => (car: Car) => isPriceShown(car.price) && car.price <= n;
const priceAtLeast = (n: number) => (car: Car) => isPriceShown(car.price) && car.price >= n;
const kmAtMost = (n: number) => (car: Car) => car.km !== null && car.km <= n;
const kmAtLeast = (n: number) => (car: Car) => car.km !== null && car.km >= n;
const feature = (name: string) => (car: Car) => car.filtered_features.includes(name);
const tag = (name: string) => (car: Car) => car.tag === name;
const year =
  (from: number, to = from) =>
  (car: Car) =>
    car.year >= from && car.year <= to;
const seatsAtLeast = (n: number) => (car: Car) => car.seats !== null && car.seats >= n;
const berthsAtLeast = (n: number) => (car: Car) => car.berths !== null && car.berths >= n;
const atmAtMost = (kg: number) => (car: Car) => car.atm_kg !== null && car.atm_kg <= kg;
const tareAtMost = (kg: number) => (car: Car) => car.tare_kg !== null && car.tare_kg <= kg;
const rated = (rating: Car['off_road_rating']) => (car: Car) => car.off_road_rating === rating;
const all =
  (...tests: ((car: Car) => boolean)[]) =>
  (car: Car) =>
    tests.every((test) => test(car));

const q = (query: string, means: (car: Car) => boolean): RelevanceQuery => ({ query, means });

export const relevanceQueries: readonly RelevanceQuery[] = [
  // The examples.
  q('ute', body('Ute')),
  q('suv', body('SUV')),
  q('white suv', all(colour('white'), body('SUV'))),
  q('automatic', automatic),
  q('new', type('new')),
  q('used toyota', all(type('used'), make('Toyota'))),
  q('caravan', caravan),
  q('under 20k', priceAtMost(20_000)),
  q('below $20,000', priceAtMost(20_000)),
  q('less than 20000', priceAtMost(20_000)),
  q('rav 4', model('RAV4')),
  q('cx5', model('CX-5')),
  q('land cruiser', model('LandCruiser')),
  q('hi lux', model('HiLux')),
  q('electric', fuel('Electric')),
  q('hybrid', hybrid),
  q('2020 ranger', all(year(2020), model('Ranger'))),
  q('7 seater', seatsAtLeast(7)),
  q('under 50,000 km', kmAtMost(50_000)),
  q('merc', make('Mercedes-Benz')),
  q('vw', make('Volkswagen')),
  q('4wd', fourWheelDrive),
  q('phev', fuel('Plug-in Hybrid')),
  q('ute under 30k', all(body('Ute'), priceAtMost(30_000))),
  // Typos.
  q('toyata', make('Toyota')),
  q('hilxu', model('HiLux')),
  q('mazada cx5', model('CX-5')),
  q('subaro', make('Subaru')),
  q('hyundia tucson', model('Tucson')),
  q('misubishi triton', model('Triton')),
  // Plurals.
  q('utes', body('Ute')),
  q('SUVs', body('SUV')),
  q('caravans', caravan),
  q('corollas', model('Corolla')),
  q('rangers', model('Ranger')),
  q('sedans', body('Sedan')),
  q('white utes', all(colour('white'), body('Ute'))),
  // Aliases and the other spellings of a value.
  q('pickup', body('Ute')),
  q('ute-style', body('Ute')),
  q('auto', automatic),
  q('manual', manual),
  q('ev', fuel('Electric')),
  q('plug-in hybrid', fuel('Plug-in Hybrid')),
  q('diesel', fuel('Diesel')),
  q('4x4', fourWheelDrive),
  q('awd', (car) => car.drive === 'AWD'),
  q('chevy', make('Chevrolet')),
  q('gray', colour('grey')),
  q('demo', type('demo')),
  q('second hand', type('used')),
  q('rav4', model('RAV4')),
  q('cx-5', model('CX-5')),
  q('landcruiser', model('LandCruiser')),
  q('mazda 3', model('Mazda3')),
  q('tesla model 3', model('Model 3')),
  q('model y', model('Model Y')),
  q('mx5 convertible', all(model('MX-5'), body('Convertible'))),
  // Numbers.
  q('over $50k', priceAtLeast(50_000)),
  q('between 20k and 30k', all(priceAtLeast(20_000), priceAtMost(30_000))),
  q('after 2022', year(2022, 2100)),
  q('2018 to 2020 corolla', all(year(2018, 2020), model('Corolla'))),
  q('8 seats', seatsAtLeast(8)),
  q(
    'landcruiser 300',
    all(model('LandCruiser'), (car) => words(car.series).includes('300')),
  ),
  q('less than 20000 kms', kmAtMost(20_000)),
  // Mixed.
  q('used diesel 4x4', all(type('used'), fuel('Diesel'), fourWheelDrive)),
  q('new hybrid suv', all(type('new'), hybrid, body('SUV'))),
  q('red mazda', all(colour('red'), make('Mazda'))),
  q('black bmw', all(colour('black'), make('BMW'))),
  q('toyota hilux sr5', all(model('HiLux'), badge('SR5'))),
  q('ford ranger xlt', all(model('Ranger'), badge('XLT'))),
  q('automatic hatch under 15k', all(automatic, body('Hatch'), priceAtMost(15_000))),
  q('electric suv under 60k', all(fuel('Electric'), body('SUV'), priceAtMost(60_000))),
  q('kluger 7 seater', all(model('Kluger'), seatsAtLeast(7))),
  q('cheap ute', body('Ute')),
  q('merc glc', model('GLC')),
  q('vw golf', model('Golf')),
  q('subaru outback', model('Outback')),
  q('silver suv under 40,000', all(colour('silver'), body('SUV'), priceAtMost(40_000))),
  q('qld', (car) => car.state === 'QLD'),
  q('jayco', make('Jayco')),
  // Range shorthands: every range form, with k and km.
  q('20-30k', all(priceAtLeast(20_000), priceAtMost(30_000))),
  q('20k-30k', all(priceAtLeast(20_000), priceAtMost(30_000))),
  q('20k - 30k', all(priceAtLeast(20_000), priceAtMost(30_000))),
  q('from 20k to 30k', all(priceAtLeast(20_000), priceAtMost(30_000))),
  q('2018-2020 corolla', all(year(2018, 2020), model('Corolla'))),
  q('between 2018 and 2020', year(2018, 2020)),
  q('from 2021', year(2021, 2100)),
  q('50-100k km', all(kmAtLeast(50_000), kmAtMost(100_000))),
  q('over 100,000 km', kmAtLeast(100_000)),
  q('up to 15k', priceAtMost(15_000)),
  q('suv 30-40k', all(body('SUV'), priceAtLeast(30_000), priceAtMost(40_000))),
  // Feature and tag words, as one word or several.
  q('towbar', feature('Tow Bar')),
  q('tow bar', feature('Tow Bar')),
  q('sun roof', feature('Sunroof')),
  q('bullbar', feature('Bull Bar')),
  q('ute with a towbar', all(body('Ute'), feature('Tow Bar'))),
  q('just arrived', tag('Just Arrived')),
  q('runout', tag('Runout Sale')),
  q('run out toyota', all(tag('Runout Sale'), make('Toyota'))),
  // Price words and cars without a shown price.
  q('used kia under 10k', all(type('used'), make('Kia'), priceAtMost(10_000))),
  q('toyota under 30k', all(make('Toyota'), priceAtMost(30_000))),
  // Caravan words: berths, weights in kg (a weight alone is the ATM) and the off-road rating.
  q('sleeps 4', berthsAtLeast(4)),
  q('caravan sleeps 6', all(caravan, berthsAtLeast(6))),
  q('5 berth', berthsAtLeast(5)),
  q('under 2500 kg', atmAtMost(2500)),
  q('sleeps 4 under 2500kg', all(berthsAtLeast(4), atmAtMost(2500))),
  q('tare under 1800 kg', tareAtMost(1800)),
  q('off road', rated('off_road')),
  q('offroad caravan', all(caravan, rated('off_road'))),
  q('jayco off road sleeps 4', all(make('Jayco'), rated('off_road'), berthsAtLeast(4))),
];
