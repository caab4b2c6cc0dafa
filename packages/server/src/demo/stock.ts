import {
  type CarInput,
  type CarType,
  type FinanceLender,
  type FinanceProvider,
  formatFeet,
  formatKg,
  formatKm,
  type ItemType,
  parseFeet,
  repaymentAmount,
  taurusDefaultDeposit,
} from '@forecourt/core';
import {
  type CaravanLine,
  caravanColours,
  caravanFeatures,
  caravanLines,
  certifiedMakes,
  colours,
  features,
  type ModelLine,
  modelLines,
} from './catalogue';

// A deterministic demo stock: the same seed and clock give the same cars, so
// demo pages, screenshots and tests are stable. The rows are feed rows
// (CarInput): the seed imports them through the same path a dealer feed takes.
// Each dealership stocks what its site sells (docs/rules.md#stock-scope): its item
// types and car types, and new and demo stock only of its franchise makes;
// used stock may be any make. A caravan dealer's vans are caravans through and
// through: caravan makes, layouts, berths and weights, no engine or gearbox.

export interface DemoLocation {
  id: string;
  name: string;
  city: string;
  /** Upper-case state code as listings show it (QLD, NSW, …). */
  state: string;
  postcode: string;
}

/** What a dealership stocks; every part left out means all of it. */
export interface DemoStockScope {
  /** Cars, caravans or both (default cars only, as a site's `search.item_types`). */
  itemTypes?: readonly ItemType[];
  /** New, used and demo (default all, as a site's `search.car_types`). */
  carTypes?: readonly CarType[];
  /** The makes of its new and demo stock; null or left out: any make. */
  newCarMakes?: readonly string[] | null;
}

export interface DemoDealership {
  id: string;
  slug: string;
  name: string;
  /** The finance provider of the site selling this dealership's cars; null for none. */
  financeProvider: FinanceProvider | null;
  /** Sales locations the cars sit at. */
  locations: readonly DemoLocation[];
  /** What the dealership stocks; by default new, used and demo cars of any make. */
  scope?: DemoStockScope;
  /** Its share of the count beside the other dealerships' (default 1). */
  share?: number;
}

export interface DemoStockOptions {
  dealerships: readonly DemoDealership[];
  /** Cars in all, shared over the dealerships by their `share`. */
  count: number;
  now: Date;
  seed?: number;
}

/** mulberry32: a small, fast PRNG with a 32-bit state; good enough for demo data. */
export function createRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
  const chance = (p: number) => next() < p;
  return { next, int, pick, chance };
}
export type Random = ReturnType<typeof createRandom>;

const VIN_CHARS = [...'ABCDEFGHJKLMNPRSTUVWXYZ0123456789'];
const DAY = 86_400_000;

function slugify(value: string): string {
  return value
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** One of `items`, each as likely as its weight. */
function weighted<T extends { weight: number }>(random: Random, items: readonly T[]): T {
  const total = items.reduce((sum, item) => sum + item.weight, 0);
  let roll = random.next() * total;
  for (const item of items) {
    roll -= item.weight;
    if (roll < 0) return item;
  }
  return items[items.length - 1] as T;
}

/** FNV-1a: a dealership's own stream of the seed, so its stock does not move when another's does. */
function hashText(value: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < value.length; i++) {
    hash ^= value.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

function roundTo(value: number, step: number): number {
  return Math.round(value / step) * step;
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/** Lender figures for the site's provider, worked out with the core repayment maths. */
export function demoFinanceLender(
  provider: FinanceProvider,
  price: number,
  random: Random,
): FinanceLender {
  const interestRate = round2(6.49 + random.int(0, 500) / 100);
  const comparisonRate = round2(interestRate + 0.3 + random.int(0, 90) / 100);
  const deposit = provider === 'Taurus' ? taurusDefaultDeposit(price) : 0;
  const term = { years: 5 } as const;
  return {
    interestRate,
    comparisonRate,
    paymentWeek: Math.round(
      repaymentAmount({ price, deposit, ratePercent: interestRate, term, frequency: 'weekly' }),
    ),
    paymentMonth: Math.round(
      repaymentAmount({ price, deposit, ratePercent: interestRate, term, frequency: 'monthly' }),
    ),
    termYears: 5,
    termMonths: 60,
    deposit,
    balloon: 0,
    disclaimer: `Indicative only, based on a 5 year secured loan at ${comparisonRate}% p.a. comparison rate. Finance for approved applicants only.`,
  };
}

/**
 * `count` shared by weight, the remainders to the largest fractions (ties to
 * the first); each gets at least one while there are enough to go round.
 */
export function shareOut(count: number, weights: readonly number[]): number[] {
  if (weights.length === 0) return [];
  const floor = count >= weights.length ? 1 : 0;
  const positive = weights.map((w) => (Number.isFinite(w) && w > 0 ? w : 0));
  const total = positive.reduce((sum, w) => sum + w, 0);
  const even = total === 0;
  const rest = count - floor * weights.length;
  const exact = positive.map((w) => (even ? rest / weights.length : (rest * w) / total));
  const shares = exact.map((x) => floor + Math.floor(x));
  let left = count - shares.reduce((sum, n) => sum + n, 0);
  const order = exact
    .map((x, i) => ({ i, fraction: x - Math.floor(x) }))
    .sort((p, q) => q.fraction - p.fraction || p.i - q.i);
  for (const { i } of order) {
    if (left <= 0) break;
    shares[i] = (shares[i] ?? 0) + 1;
    left--;
  }
  return shares;
}

/** Shares of a dealership's stock by car type, before its site's car types are applied. */
const carTypeWeights: Readonly<Record<CarType, number>> = { new: 0.33, demo: 0.1, used: 0.57 };
/** On a site selling both, how much of the stock is caravans. */
const itemTypeWeights: Readonly<Record<ItemType, number>> = { car: 0.85, caravan: 0.15 };
/** How much of a franchise dealer's used stock is its own make (trade-ins on new ones). */
const OWN_MAKE_USED_SHARE = 0.35;

type StockLine = ({ kind: 'car'; line: ModelLine } | { kind: 'caravan'; line: CaravanLine }) & {
  weight: number;
};
type Choice = {
  itemType: ItemType;
  carType: CarType;
  lines: StockLine[];
  /** Used stock of the dealership's own new makes, for its trade-ins. */
  ownLines: StockLine[];
  weight: number;
};

const sellsNewIn = (line: { since: number; until?: number }, year: number) =>
  line.since <= year && year <= (line.until ?? year);

/** Whether a line is sold new: on sale this year or last (its new and demo cars are of those years). */
export const isOnSaleNew = (line: { since: number; until?: number }, currentYear: number) =>
  sellsNewIn(line, currentYear) || sellsNewIn(line, currentYear - 1);

/**
 * What a dealership can stock: one choice per item type and car type its site
 * sells, with the model lines that fit it. New and demo stock is of the
 * dealership's makes and of a model on sale this year or last; used stock is
 * any make of a model at least a year old.
 */
function stockChoices(dealership: DemoDealership, currentYear: number): Choice[] {
  const itemTypes = dealership.scope?.itemTypes ?? ['car'];
  const carTypes = dealership.scope?.carTypes ?? ['new', 'used', 'demo'];
  const makes = dealership.scope?.newCarMakes?.map((m) => m.trim().toLowerCase()) ?? null;
  const choices: Choice[] = [];
  for (const itemType of itemTypes) {
    const all: StockLine[] =
      itemType === 'car'
        ? modelLines.map((line) => ({ kind: 'car', line, weight: line.weight }))
        : caravanLines.map((line) => ({ kind: 'caravan', line, weight: line.weight }));
    for (const carType of carTypes) {
      const lines = all.filter(({ line }) =>
        carType === 'used'
          ? line.since <= currentYear - 1
          : (makes === null || makes.includes(line.make.toLowerCase())) &&
            isOnSaleNew(line, currentYear),
      );
      if (lines.length > 0) {
        const weight = itemTypeWeights[itemType] * carTypeWeights[carType];
        const ownLines =
          carType === 'used' && makes !== null
            ? lines.filter(({ line }) => makes.includes(line.make.toLowerCase()))
            : [];
        choices.push({ itemType, carType, lines, ownLines, weight });
      }
    }
  }
  return choices;
}

/** A model year for a car of this line and type: new and demo this year or last, used up to 15 years old. */
function modelYear(
  random: Random,
  line: { since: number; until?: number },
  carType: CarType,
  currentYear: number,
): number {
  if (carType === 'used') {
    const newest = Math.min(line.until ?? currentYear - 1, currentYear - 1);
    const oldest = Math.min(Math.max(line.since, currentYear - 15), newest);
    return random.int(oldest, newest);
  }
  const thisYear = sellsNewIn(line, currentYear);
  const lastYear = sellsNewIn(line, currentYear - 1);
  const preferThisYear = random.chance(carType === 'new' ? 0.8 : 0.5);
  return thisYear && (preferThisYear || !lastYear) ? currentYear : currentYear - 1;
}

/** A stock number prefix from the dealership's slug: 'harbour-toyota' → 'HT'. */
function stockPrefix(slug: string): string {
  const initials = slug
    .split('-')
    .filter(Boolean)
    .map((word) => word[0]?.toUpperCase() ?? '')
    .join('');
  return initials.slice(0, 4) || 'STK';
}

type Common = Pick<
  CarInput,
  | 'status'
  | 'sold_date_timestamp'
  | 'reserved'
  | 'preorder'
  | 'show_on_dealer_website'
  | 'created_at'
  | 'views'
  | 'custom_rank'
  | 'vin'
>;

/** Status, sale date and the rest every listing has, the same for cars and caravans. */
function commonFields(random: Random, nowMs: number): Common {
  const statusRoll = random.next();
  let status: 'in_stock' | 'coming_soon' | 'sold' | 'others' = 'in_stock';
  let soldAt: number | null = null;
  if (statusRoll < 0.012) {
    status = 'sold';
    // Sold within the 3-day window search still shows (docs/rules.md#sold-window).
    soldAt = nowMs - random.int(1, 71) * 3_600_000;
  } else if (statusRoll < 0.04) {
    status = 'sold';
    soldAt = nowMs - random.int(4, 60) * DAY;
  } else if (statusRoll < 0.09) {
    status = 'coming_soon';
  } else if (statusRoll < 0.1) {
    status = 'others';
  }
  return {
    status,
    sold_date_timestamp: soldAt === null ? null : Math.floor(soldAt / 1000),
    reserved: status === 'in_stock' && random.chance(0.02),
    preorder: status === 'coming_soon' && random.chance(0.3),
    show_on_dealer_website: true,
    created_at: new Date(
      nowMs - random.int(0, 120) * DAY - random.int(0, 86_399) * 1000,
    ).toISOString(),
    views: random.int(0, 900),
    custom_rank: random.int(0, 1000),
    vin: Array.from({ length: 17 }, () => random.pick(VIN_CHARS)).join(''),
  };
}

/** The photos a listing has: `photos_count` says how many, and images[] holds exactly that many. */
function photoFields(random: Random, id: string) {
  const photos = random.chance(0.05) ? 1 : random.int(3, 8);
  const images = Array.from({ length: photos }, (_, i) => ({
    image: { url: `/media/cars/${id}/${i}.svg` },
  }));
  return {
    primary_image_url: images[0]?.image.url ?? null,
    images,
    thumbnails: images.map((i) => i.image.url.replace('.svg', '.svg?w=320')),
    photos_count: photos,
  };
}

/** Where the car sits and who sells it. */
function placeFields(dealership: DemoDealership, location: DemoLocation | undefined) {
  return {
    dealership_id: dealership.id,
    dealership_slug: dealership.slug,
    dealership_name: dealership.name,
    location: location ? `${location.city}, ${location.state}` : null,
    location_id: location?.id ?? null,
    location_name: location?.name ?? null,
    city: location?.city ?? null,
    state: location?.state ?? null,
    private_suburb: null,
    private_postcode: null,
  };
}

/** The price, the market averages and the site's lender figures, with a small share unpriced. */
function priceFields(random: Random, dealership: DemoDealership, listPrice: number, step: number) {
  let price: number | null = roundTo(listPrice, step) - 10;
  if (random.chance(0.01)) price = 0; // 'Enquire for price.' (docs/rules.md#price-display)
  const market = price && price > 0 ? price * (0.93 + random.next() * 0.17) : null;
  const provider = dealership.financeProvider;
  return {
    price,
    autograb_data: market
      ? {
          average_market_price: roundTo(market, 10),
          state_average_market_price: roundTo(market * (0.97 + random.next() * 0.06), 10),
        }
      : null,
    finance_lenders:
      provider && price && price > 500
        ? { [provider]: demoFinanceLender(provider, price, random) }
        : null,
    payment_processors: random.chance(0.6)
      ? [{ name: 'Stripe', reserve_price: 200, enabled: true }]
      : null,
  };
}

/** Who sells the car, where it sits, and its id and stock number. */
type RowContext = {
  dealership: DemoDealership;
  location: DemoLocation | undefined;
  currentYear: number;
  nowMs: number;
  id: string;
  stocknum: string;
};

function carRow(random: Random, l: ModelLine, carType: CarType, context: RowContext): CarInput {
  const { dealership, currentYear, id } = context;
  const badge = random.pick(l.badges);
  const badgeIndex = l.badges.indexOf(badge);
  const colour = random.pick(colours);
  const fuel = random.pick(l.fuels);
  const year = modelYear(random, l, carType, currentYear);
  const age = Math.max(0, currentYear - year);
  const km =
    carType === 'new'
      ? random.int(0, 50)
      : carType === 'demo'
        ? random.int(1_000, 9_500)
        : Math.max(3_000, roundTo(age * random.int(9_000, 22_000), 1));
  const newPrice = l.newPrice * (1 + badgeIndex * 0.12);
  const depreciation = carType === 'used' ? 0.86 ** age * (1 - Math.min(km, 250_000) / 900_000) : 1;
  const demoDiscount = carType === 'demo' ? 0.92 : 1;
  const common = commonFields(random, context.nowMs);
  const money = priceFields(random, dealership, newPrice * depreciation * demoDiscount, 10);
  const tagRoll = random.next();
  // Test drive only and runout are what a dealer puts on new and demo stock.
  const tag =
    tagRoll < 0.03 && carType !== 'used'
      ? 'Test Drive Only'
      : tagRoll < 0.07 && carType !== 'used'
        ? 'Runout Sale'
        : tagRoll < 0.09
          ? 'Just Arrived'
          : null;
  const certified =
    carType === 'used' &&
    (certifiedMakes as readonly string[]).includes(l.make) &&
    age <= 5 &&
    random.chance(0.4);
  const name = `${year} ${l.make} ${l.model} ${badge}`;
  const carFeatures = features.filter(() => random.chance(0.35));
  return {
    id,
    slug: slugify(`${name} ${id}`),
    name,
    year,
    make: l.make,
    model: l.model,
    badge,
    series: null,
    colour: colour.name,
    gearnum: l.transmission === 'Manual' ? 6 : 8,
    bodyconfiguration: l.body,
    simple_body: l.body,
    simple_transmission: l.transmission,
    simple_fuel: fuel,
    fuel,
    drive: l.drive,
    seats: l.seats,
    km,
    stocknum: context.stocknum,
    item_type: 'car',
    car_type: carType,
    ...common,
    tag,
    certified,
    before_price: tag === 'Runout Sale' && money.price ? roundTo(money.price * 1.08, 100) : null,
    subscription_price: null,
    price_type: carType === 'used' ? 'Excl. Govt. Charges' : 'Drive Away',
    description: `${name} in ${colour.name.toLowerCase()}, ${formatKm(km)}. ${carFeatures.join(', ') || 'Well kept'}. Finance and trade-ins welcome at ${dealership.name}.`,
    ...photoFields(random, id),
    ...placeFields(dealership, context.location),
    file: carType === 'used' && random.chance(0.3) ? `/media/history/${id}.pdf` : null,
    carsales_title: name,
    categories: [l.body, 'Cars'],
    filtered_features: carFeatures,
    ...money,
  };
}

/** A layout's length as the catalogue writes it ('21ft 2in'), in feet to two places. */
function lengthFeet(l: CaravanLine, badge: string, length: string): number {
  const feet = parseFeet(length);
  if (feet === null) {
    throw new Error(
      `demo catalogue: caravan ${l.make} ${l.model} ${badge} has length "${length}", not feet and inches such as "19ft 6in"`,
    );
  }
  return Math.round(feet * 100) / 100;
}

/**
 * A caravan: its layout is the badge, its style the body, and its berths,
 * length, weights, axles and off-road rating its caravan fields, which the
 * description repeats. A caravan has no odometer, seats, engine, gearbox or
 * driven wheels, so those fields stay empty and the caravan dealer's filters
 * are its own.
 */
function caravanRow(
  random: Random,
  l: CaravanLine,
  carType: CarType,
  context: RowContext,
): CarInput {
  const { dealership, currentYear, id } = context;
  const plan = random.pick(l.layouts);
  const planIndex = l.layouts.indexOf(plan);
  const colour = random.pick(caravanColours);
  const year = modelYear(random, l, carType, currentYear);
  const age = Math.max(0, currentYear - year);
  const newPrice = l.newPrice * (1 + planIndex * 0.1);
  // Caravans hold their value better than cars.
  const depreciation = carType === 'used' ? 0.9 ** age : 1;
  const demoDiscount = carType === 'demo' ? 0.94 : 1;
  const common = commonFields(random, context.nowMs);
  const money = priceFields(random, dealership, newPrice * depreciation * demoDiscount, 100);
  const tagRoll = random.next();
  const tag =
    tagRoll < 0.05 && carType !== 'used' ? 'Runout Sale' : tagRoll < 0.08 ? 'Just Arrived' : null;
  const name = `${year} ${l.make} ${l.model} ${plan.badge}`;
  const vanFeatures = [
    ...(plan.ensuite ? ['Ensuite'] : []),
    ...(plan.bunks ? ['Bunks'] : []),
    ...caravanFeatures.filter(() => random.chance(0.4)),
  ];
  const axle = plan.axles === 2 ? 'Tandem axle' : 'Single axle';
  const caravan = {
    berths: plan.berths,
    tare_kg: plan.tareKg,
    atm_kg: plan.atmKg,
    length_ft: lengthFeet(l, plan.badge, plan.length),
    axles: plan.axles,
    off_road_rating: l.offRoad,
  };
  return {
    id,
    slug: slugify(`${name} ${id}`),
    name,
    year,
    make: l.make,
    model: l.model,
    badge: plan.badge,
    series: null,
    colour,
    gearnum: null,
    bodyconfiguration: axle,
    simple_body: l.style,
    simple_transmission: null,
    simple_fuel: null,
    fuel: null,
    drive: null,
    seats: null,
    ...caravan,
    km: null,
    stocknum: context.stocknum,
    item_type: 'caravan',
    car_type: carType,
    ...common,
    tag,
    certified: false,
    before_price: tag === 'Runout Sale' && money.price ? roundTo(money.price * 1.06, 100) : null,
    subscription_price: null,
    price_type: carType === 'used' ? 'Excl. Govt. Charges' : 'Drive Away',
    description: `${name} in ${colour.toLowerCase()}: ${formatFeet(caravan.length_ft)} body, sleeps ${caravan.berths}, tare ${formatKg(caravan.tare_kg)}, ATM ${formatKg(caravan.atm_kg)}, ${axle.toLowerCase()}. ${vanFeatures.join(', ') || 'Well kept'}. Finance and trade-ins welcome at ${dealership.name}.`,
    ...photoFields(random, id),
    ...placeFields(dealership, context.location),
    file: null,
    carsales_title: name,
    categories: [l.style, 'Caravans'],
    filtered_features: vanFeatures,
    ...money,
  };
}

/** One dealership's cars, from its own stream of the seed. */
function dealershipStock(
  dealership: DemoDealership,
  count: number,
  seed: number,
  now: Date,
): CarInput[] {
  const currentYear = now.getUTCFullYear();
  const choices = stockChoices(dealership, currentYear);
  if (count > 0 && choices.length === 0) {
    throw new Error(
      `demo stock: dealership "${dealership.slug}" sells nothing the demo catalogue has (item types ${(dealership.scope?.itemTypes ?? ['car']).join(', ')}; car types ${(dealership.scope?.carTypes ?? ['new', 'used', 'demo']).join(', ')}; new makes ${dealership.scope?.newCarMakes?.join(', ') ?? 'any'}); add model lines of those makes to demo/data/model-lines.json or widen the site's search settings`,
    );
  }
  const random = createRandom((seed ^ hashText(dealership.id)) >>> 0);
  const prefix = stockPrefix(dealership.slug);
  const rows: CarInput[] = [];
  for (let n = 1; n <= count; n++) {
    const choice = weighted(random, choices);
    // A franchise dealer's used yard is part trade-ins of its own make.
    const own = choice.ownLines.length > 0 && random.chance(OWN_MAKE_USED_SHARE);
    const stockLine = weighted(random, own ? choice.ownLines : choice.lines);
    const context: RowContext = {
      dealership,
      location: dealership.locations[n % Math.max(1, dealership.locations.length)],
      currentYear,
      nowMs: now.getTime(),
      id: `${dealership.id}-${String(n).padStart(6, '0')}`,
      stocknum: `${prefix}${String(n).padStart(5, '0')}`,
    };
    rows.push(
      stockLine.kind === 'car'
        ? carRow(random, stockLine.line, choice.carType, context)
        : caravanRow(random, stockLine.line, choice.carType, context),
    );
  }
  return rows;
}

/** The cars of one demo stock, as feed rows grouped by dealership id. */
export function generateDemoStock(options: DemoStockOptions): Map<string, CarInput[]> {
  const seed = options.seed ?? 20_250_601;
  const counts = shareOut(
    options.count,
    options.dealerships.map((d) => d.share ?? 1),
  );
  const out = new Map<string, CarInput[]>();
  options.dealerships.forEach((dealership, i) => {
    if (out.has(dealership.id)) {
      throw new Error(`demo stock: dealership id "${dealership.id}" is listed twice`);
    }
    out.set(dealership.id, dealershipStock(dealership, counts[i] ?? 0, seed, options.now));
  });
  return out;
}
