import {
  type CarInput,
  type FinanceLender,
  type FinanceProvider,
  repaymentAmount,
  taurusDefaultDeposit,
} from '@forecourt/core';
import { certifiedMakes, colours, features, type ModelLine, modelLines } from './catalogue-data';

// A deterministic demo stock: the same seed and clock give the same cars, so
// demo pages, screenshots and tests are stable. The rows are feed rows
// (CarInput): the seed imports them through the same path a dealer feed takes.

export interface DemoLocation {
  id: string;
  name: string;
  city: string;
  /** Upper-case state code as listings show it (QLD, NSW, …). */
  state: string;
  postcode: string;
}

export interface DemoDealership {
  id: string;
  slug: string;
  name: string;
  /** The finance provider of the site selling this dealership's cars; null for none. */
  financeProvider: FinanceProvider | null;
  /** Sales locations the cars sit at. */
  locations: readonly DemoLocation[];
}

export interface DemoStockOptions {
  dealerships: readonly DemoDealership[];
  /** Cars in all, spread evenly over the dealerships. */
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

const VIN_CHARS = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789';
const DAY = 86_400_000;

function slugify(value: string): string {
  return value
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

function weightedLine(random: Random): ModelLine {
  const total = modelLines.reduce((sum, l) => sum + l.weight, 0);
  let roll = random.next() * total;
  for (const l of modelLines) {
    roll -= l.weight;
    if (roll < 0) return l;
  }
  return modelLines[0] as ModelLine;
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

/** The cars of one demo stock, as feed rows grouped by dealership id. */
export function generateDemoStock(options: DemoStockOptions): Map<string, CarInput[]> {
  const random = createRandom(options.seed ?? 20_250_601);
  const nowMs = options.now.getTime();
  const currentYear = options.now.getUTCFullYear();
  const out = new Map<string, CarInput[]>(options.dealerships.map((d) => [d.id, []]));
  for (let n = 1; n <= options.count; n++) {
    const dealership = options.dealerships[(n - 1) % options.dealerships.length];
    if (!dealership) break;
    const location = dealership.locations[n % Math.max(1, dealership.locations.length)];
    const l = weightedLine(random);
    const badge = random.pick(l.badges);
    const badgeIndex = l.badges.indexOf(badge);
    const colour = random.pick(colours);
    const fuel = random.pick(l.fuels);

    const typeRoll = random.next();
    const carType = typeRoll < 0.33 ? 'new' : typeRoll < 0.43 ? 'demo' : 'used';
    const oldest = Math.max(l.since, currentYear - 15);
    const year =
      carType === 'new'
        ? random.chance(0.8)
          ? currentYear
          : currentYear - 1
        : carType === 'demo'
          ? currentYear - random.int(0, 1)
          : random.int(Math.min(oldest, currentYear - 1), currentYear - 1);
    const age = Math.max(0, currentYear - year);
    const km =
      carType === 'new'
        ? random.int(0, 50)
        : carType === 'demo'
          ? random.int(1_000, 9_500)
          : Math.max(3_000, roundTo(age * random.int(9_000, 22_000), 1));

    const newPrice = l.newPrice * (1 + badgeIndex * 0.12);
    const depreciation =
      carType === 'used' ? 0.86 ** age * (1 - Math.min(km, 250_000) / 900_000) : 1;
    const demoDiscount = carType === 'demo' ? 0.92 : 1;
    let price: number | null = roundTo(newPrice * depreciation * demoDiscount, 10) - 10;
    if (random.chance(0.01)) price = 0; // 'Enquire for price.' (SPEC §5 Price display)

    const statusRoll = random.next();
    let status: 'in_stock' | 'coming_soon' | 'sold' | 'others' = 'in_stock';
    let soldAt: number | null = null;
    if (statusRoll < 0.012) {
      status = 'sold';
      // Sold within the 3-day window search still shows (SPEC §4, §9).
      soldAt = nowMs - random.int(1, 71) * 3_600_000;
    } else if (statusRoll < 0.04) {
      status = 'sold';
      soldAt = nowMs - random.int(4, 60) * DAY;
    } else if (statusRoll < 0.09) {
      status = 'coming_soon';
    } else if (statusRoll < 0.1) {
      status = 'others';
    }

    const tagRoll = random.next();
    const tag =
      tagRoll < 0.03
        ? 'Test Drive Only'
        : tagRoll < 0.07
          ? 'Runout Sale'
          : tagRoll < 0.09
            ? 'Just Arrived'
            : null;
    const certified =
      carType === 'used' &&
      (certifiedMakes as readonly string[]).includes(l.make) &&
      age <= 5 &&
      random.chance(0.4);
    const id = `${dealership.id}-${String(n).padStart(6, '0')}`;
    const name = `${year} ${l.make} ${l.model} ${badge}`;
    const photos = random.chance(0.05) ? 1 : random.int(3, 8);
    const images = Array.from({ length: photos }, (_, i) => ({
      image: { url: `/media/cars/${id}/${i}.svg` },
    }));
    const vin = Array.from({ length: 17 }, () => random.pick([...VIN_CHARS])).join('');
    const market = price && price > 0 ? price * (0.93 + random.next() * 0.17) : null;
    const provider = dealership.financeProvider;
    const lenders =
      provider && price && price > 500
        ? { [provider]: demoFinanceLender(provider, price, random) }
        : null;
    const carFeatures = features.filter(() => random.chance(0.35));

    const row: CarInput = {
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
      views: random.int(0, 900),
      stocknum: `${dealership.slug.slice(0, 3).toUpperCase()}${String(n).padStart(5, '0')}`,
      item_type: l.itemType ?? 'car',
      car_type: carType,
      status,
      tag,
      reserved: status === 'in_stock' && random.chance(0.02),
      certified,
      preorder: status === 'coming_soon' && random.chance(0.3),
      show_on_dealer_website: true,
      created_at: new Date(
        nowMs - random.int(0, 120) * DAY - random.int(0, 86_399) * 1000,
      ).toISOString(),
      price,
      before_price: tag === 'Runout Sale' && price ? roundTo(price * 1.08, 100) : null,
      subscription_price: null,
      price_type: carType === 'used' ? 'Excl. Govt. Charges' : 'Drive Away',
      custom_rank: random.int(0, 1000),
      description: `${name} in ${colour.name.toLowerCase()}, ${km.toLocaleString('en-AU')} km. ${carFeatures.join(', ') || 'Well kept'}. Finance and trade-ins welcome at ${dealership.name}.`,
      primary_image_url: images[0]?.image.url ?? null,
      images,
      thumbnails: images.map((i) => i.image.url.replace('.svg', '.svg?w=320')),
      photos_count: photos,
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
      vin,
      file: carType === 'used' && random.chance(0.3) ? `/media/history/${id}.pdf` : null,
      carsales_title: name,
      sold_date_timestamp: soldAt === null ? null : Math.floor(soldAt / 1000),
      categories: [l.body, l.itemType === 'caravan' ? 'Caravans' : 'Cars'],
      filtered_features: carFeatures,
      payment_processors: random.chance(0.6)
        ? [{ name: 'Stripe', reserve_price: 200, enabled: true }]
        : null,
      autograb_data: market
        ? {
            average_market_price: roundTo(market, 10),
            state_average_market_price: roundTo(market * (0.97 + random.next() * 0.06), 10),
          }
        : null,
      finance_lenders: lenders,
    };
    out.get(dealership.id)?.push(row);
  }
  return out;
}
