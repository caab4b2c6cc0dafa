import {
  type Car,
  financeDisclaimerAnswer,
  type LocationType,
  leadSettings,
  locationSlugOf,
  locationsDropdown,
  type Model,
  modelRangeOf,
  modelSchema,
  modelsDropdownLinks,
  offerSchema,
  PRIVACY_POLICY_PATH,
  type PublicSearchResult,
  phoneBannerEntries,
  resolveSiteConfig,
  type SearchRequest,
  type SiteConfig,
  searchRequestSchema,
  siteNavigation,
  sitePages,
  sortLocationsByType,
  templateNames,
} from '@forecourt/core';
import { countRequest, suggestQueries, vocabularyOfCars } from '@forecourt/search';
import { referenceSearch, testCar } from '@forecourt/search/testing';
import {
  carPageCar as buildCarPageCar,
  carPageSite as buildCarPageSite,
} from '../car/car-page-data';
import type { CarPageCar, CarPageSite } from '../car/types';
import type { Storefront } from '../context';
import type { FrameSite } from '../frame';
import { type SearchCardSettings, searchCardSettings } from '../search/card-view';

// Fixture data of the page stories (Storybook only): one dealer site, its stock and
// an in-memory API client, shaped as the renderer's +data hooks shape them and put
// through the same core rules, so the pages draw what a real site would and no story
// touches the network. The clock is frozen, so tags and finance never change under a
// screenshot.

/** The stories' clock: 'Just Arrived' windows, finance age rules and sold windows read it. */
export const NOW = new Date('2026-03-02T00:00:00Z');

const DEALERSHIP = 'riverbend-motors';

const address = { street: '120 River Road', city: 'Riverbend', state: 'qld', postcode: '4000' };

/** The fixture site, resolved by core from a site file's values as every demo site is. */
export const siteConfig: SiteConfig = (() => {
  const result = resolveSiteConfig({
    slug: 'riverbend-motors',
    template: templateNames[0],
    name: 'Riverbend Motors',
    dealership_id: '501',
    address,
    dealerships: [DEALERSHIP],
    // A franchise dealer (docs/rules.md#stock-scope): new and demo Toyotas, used cars of any make.
    manufacturer: 'Toyota',
    finance_provider: 'Manual',
    reserve: { allowed: true },
    tags: { electric_hybrid: true },
    locations: [
      {
        id: '501',
        name: 'Riverbend Motors Sales',
        location_type: 'sales',
        dealership_slug: DEALERSHIP,
        phone: '07 5550 2010',
        address,
      },
      {
        id: '502',
        name: 'Riverbend Motors Service',
        location_type: 'service',
        dealership_slug: DEALERSHIP,
        phone: '07 5550 2020',
        address: { ...address, street: '124 River Road' },
      },
      {
        id: '503',
        name: 'Riverbend Motors Parts',
        location_type: 'parts',
        dealership_slug: DEALERSHIP,
        phone: '07 5550 2020',
        address: { ...address, street: '124 River Road' },
      },
    ],
  });
  if (!result.ok) throw new Error(`fixture site: ${result.problems.join('; ')}`);
  return result.config;
})();

/** The platform's model catalogue as far as the fixture site's range goes (the Models dropdown). */
export const models: readonly Model[] = (
  [
    ['Corolla', 'Cars', 'Hybrid'],
    ['Camry', 'Cars', 'Hybrid'],
    ['RAV4', 'SUV', 'Hybrid'],
    ['LandCruiser 300', 'SUV', null],
    ['Hilux', 'Ute', null],
    ['HiAce', 'Vans and Trucks', null],
  ] as const
).map(([name, body, body2], i) =>
  modelSchema.parse({
    id: String(9001 + i),
    name,
    slug: name.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
    manufacturer_name: 'Toyota',
    manufacturer_body: body,
    manufacturer_body2: body2,
  }),
);

/** The platform's offers as far as the fixture site goes: one, so the site has an offers page. */
export const offers = [
  offerSchema.parse({ id: '7001', name: 'Corolla Hybrid runout', manufacturer: 'Toyota' }),
];

/** Which of its pages the fixture site has (core's feature-page map). */
export const pages = sitePages(siteConfig, { models, offers });

/** The frame's view of the site, as the renderer's `siteFrameData` builds it. */
export function frameSite(overrides: Partial<FrameSite> = {}): FrameSite {
  const locations = sortLocationsByType(siteConfig.locations).map((l) => ({
    id: l.id,
    name: l.name,
    location_type: l.location_type as LocationType,
    phone: l.phone,
    address: l.address,
  }));
  return {
    slug: siteConfig.slug,
    name: siteConfig.name,
    manufacturer: siteConfig.manufacturer,
    navigation: siteNavigation(siteConfig.navigation, {
      models: modelsDropdownLinks(modelRangeOf(siteConfig, models)),
      locations: locationsDropdown(
        siteConfig.locations.map((l) => ({
          id: l.id,
          name: l.name,
          slug: locationSlugOf(l.name),
          location_type: l.location_type,
          contact_detail: { phone: l.phone, landline_phone: null },
        })),
      ),
      pages,
    }),
    address: siteConfig.address,
    locations,
    phoneBanner: phoneBannerEntries(
      locations.map((l) => ({
        location_type: l.location_type,
        contact_detail: { phone: l.phone, landline_phone: null },
      })),
    ),
    takesPayments: siteConfig.reserve.allowed,
    emergencyBanner: null,
    popup: null,
    ...overrides,
  };
}

function svgDataUri(svg: string): string {
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** A side view of a car in the given colours (local SVG: no network, never changes). */
export function carPhoto(body: string, sky: string, view: 0 | 1 | 2 = 0): string {
  const road = ['#9ca3af', '#a8a29e', '#94a3b8'][view];
  const x = [0, -30, 30][view];
  return svgDataUri(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300">` +
      `<rect width="400" height="300" fill="${sky}"/>` +
      `<rect y="212" width="400" height="88" fill="${road}"/>` +
      `<g transform="translate(${x} 0)">` +
      `<path d="M62 214 L66 188 L112 150 L190 134 L268 139 L318 172 L346 182 L350 214 Z" fill="${body}"/>` +
      `<path d="M124 153 L184 142 L188 174 L114 177 Z" fill="#e0f2fe"/>` +
      `<path d="M198 142 L260 146 L292 175 L202 175 Z" fill="#e0f2fe"/>` +
      `<circle cx="122" cy="214" r="26" fill="#1f2937"/><circle cx="122" cy="214" r="11" fill="#d1d5db"/>` +
      `<circle cx="292" cy="214" r="26" fill="#1f2937"/><circle cx="292" cy="214" r="11" fill="#d1d5db"/>` +
      `</g></svg>`,
  );
}

/** A geometric mark standing in for a make's logo (not any brand's artwork). */
function logo(colour: string): string {
  return svgDataUri(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48"><circle cx="24" cy="24" r="16" fill="none" stroke="${colour}" stroke-width="6"/></svg>`,
  );
}

type Line = {
  make: string;
  model: string;
  badge: string;
  body: string;
  fuel: string;
  colour: [name: string, hex: string];
};

/** make, model, badge, body, fuel, colour name, colour. */
type LineRow = [string, string, string, string, string, string, string];
const toLine = ([make, model, badge, body, fuel, name, hex]: LineRow): Line => ({
  make,
  model,
  badge,
  body,
  fuel,
  colour: [name, hex],
});

const lines = (
  [
    ['Toyota', 'Hilux', 'SR5', 'Ute', 'Diesel', 'White', '#f8fafc'],
    ['Mazda', 'CX-5', 'Maxx Sport', 'SUV', 'Petrol', 'Red', '#b91c1c'],
    ['Kia', 'Sportage', 'GT-Line', 'SUV', 'Hybrid', 'Blue', '#1d4ed8'],
    ['Hyundai', 'i30', 'N Line', 'Hatch', 'Petrol', 'Grey', '#475569'],
    ['Ford', 'Ranger', 'XLT', 'Ute', 'Diesel', 'Orange', '#c2410c'],
    ['Tesla', 'Model 3', 'Long Range', 'Sedan', 'Electric', 'Black', '#111827'],
    ['Toyota', 'RAV4', 'Cruiser', 'SUV', 'Hybrid', 'Green', '#166534'],
    ['Mazda', 'Mazda3', 'G25 GT', 'Hatch', 'Petrol', 'Silver', '#cbd5e1'],
  ] satisfies LineRow[]
).map(toLine);

/** New and demo stock is the franchise's make only (docs/rules.md#model-range); used stock may be any make. */
const toyotas = (
  [
    ['Toyota', 'Corolla', 'Ascent Sport', 'Hatch', 'Hybrid', 'Blue', '#1d4ed8'],
    ['Toyota', 'RAV4', 'GXL', 'SUV', 'Hybrid', 'Red', '#b91c1c'],
    ['Toyota', 'Hilux', 'SR5', 'Ute', 'Diesel', 'White', '#f8fafc'],
    ['Toyota', 'Camry', 'Ascent', 'Sedan', 'Hybrid', 'Grey', '#475569'],
  ] satisfies LineRow[]
).map(toLine);

const skies = ['#cfe3f5', '#fde68a', '#d1fae5', '#e9d5ff'];

/** The logos the make filter shows, by make (the renderer sends the catalogue's). */
export const makeLogos: Record<string, string> = {
  Toyota: logo('#b91c1c'),
  Mazda: logo('#334155'),
  Kia: logo('#0f766e'),
  Hyundai: logo('#1d4ed8'),
  Ford: logo('#1e3a8a'),
};

/**
 * 24 cars of the fixture dealership: new and demo Toyotas, used cars of any make;
 * tagged, reserved, coming soon and sold within the sold window; one unpriced.
 * Fixed, so screenshots are too.
 */
export const stock: readonly Car[] = Array.from({ length: 24 }, (_, i) => {
  const carType = i % 5 === 0 ? 'new' : i % 7 === 3 ? 'demo' : 'used';
  const line = (carType === 'used' ? lines[i % lines.length] : toyotas[i % toyotas.length]) as Line;
  const year = carType === 'used' ? 2025 - (i % 7) : 2026;
  const km = carType === 'new' ? 10 : carType === 'demo' ? 1_500 + i * 90 : 4_200 + i * 7_350;
  const price = i === 13 ? 0 : 18_990 + ((i * 3_170) % 41_000) + (carType === 'used' ? 0 : 9_000);
  const id = String(1001 + i);
  const name = `${year} ${line.make} ${line.model} ${line.badge}`;
  const photos = ([0, 1, 2] as const).map((view) => ({
    image: { url: carPhoto(line.colour[1], skies[(i + view) % skies.length] as string, view) },
  }));
  return testCar({
    id,
    slug: `${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${id}`,
    name,
    year,
    make: line.make,
    model: line.model,
    badge: line.badge,
    colour: line.colour[0],
    simple_body: line.body,
    bodyconfiguration: line.body,
    simple_transmission: 'Automatic',
    simple_fuel: line.fuel,
    fuel: line.fuel,
    drive: line.body === 'Ute' ? '4WD' : 'FWD',
    seats: 5,
    km,
    car_type: carType,
    status: i === 9 ? 'coming_soon' : i === 17 ? 'sold' : 'in_stock',
    sold_date_timestamp: i === 17 ? Math.floor(NOW.getTime() / 1000) - 86_400 : null,
    reserved: i === 4,
    tag: i === 2 ? 'Special' : null,
    created_at: new Date(NOW.getTime() - i * 2 * 86_400_000).toISOString(),
    price,
    before_price: i === 6 ? price + 2_000 : null,
    stocknum: `RB${String(300 + i).padStart(5, '0')}`,
    vin: `RBM${String(10_000_000_000 + i * 7_919).padStart(14, '0')}`,
    description: `${name} in ${line.colour[0].toLowerCase()}, ${km.toLocaleString('en-AU')} km. Service history, two keys. Finance and trade-ins welcome at Riverbend Motors.`,
    primary_image_url: photos[0]?.image.url ?? null,
    images: photos,
    photos_count: photos.length,
    dealership_id: siteConfig.dealership_id,
    dealership_slug: DEALERSHIP,
    dealership_name: siteConfig.name,
    location: 'Riverbend, QLD',
    location_id: '501',
    location_name: 'Riverbend Motors Sales',
    city: 'Riverbend',
    state: 'QLD',
    autograb_data: price
      ? {
          average_market_price: price + (i % 3 === 0 ? 1_350 : -400),
          state_average_market_price: price + (i % 3 === 0 ? 1_100 : -600),
        }
      : null,
    finance_lenders: price
      ? {
          Manual: {
            interestRate: 8.49,
            comparisonRate: 8.99,
            paymentWeek: Math.round(price / 230),
            paymentMonth: null,
            termYears: 5,
            termMonths: null,
            deposit: null,
            balloon: null,
            disclaimer: null,
          },
        }
      : null,
  });
});

const searchOptions = { dealershipSlugs: [DEALERSHIP] };

/** The search answer for a request, as the server's engine gives it for this stock. */
export function searchAnswer(request: Partial<SearchRequest>): PublicSearchResult {
  return {
    ...referenceSearch(stock, searchRequestSchema.parse(request), searchOptions, NOW),
    ms: 1,
  };
}

/** The browser side of the API, answered in memory from the fixture stock. */
export function storyStorefront(storage: Storefront['storage'] = null): Storefront {
  return {
    client: {
      async search(request) {
        return searchAnswer(request);
      },
      async suggest(input) {
        const shown = stock.filter((car) => car.status !== 'sold');
        return suggestQueries(input, vocabularyOfCars(shown), async (queries) =>
          queries.map(
            (query) => referenceSearch(stock, countRequest(query), searchOptions, NOW).count,
          ),
        );
      },
      async submitLead() {
        return { lead_id: 'story-lead-1' };
      },
      async logPhoneReveal() {
        return null;
      },
      async carPdf() {
        throw new Error('The PDF is not available in Storybook.');
      },
      async geocodePostcode() {
        return { ok: false as const, error: 'Invalid postcode' };
      },
      // Storybook takes no money: a reservation is refused as a server without payments would.
      async startReservation() {
        return { error: 'Reservations are not available in Storybook.' };
      },
      async reservationStatus() {
        return { error: 'Reservations are not available in Storybook.' };
      },
      async confirmCardPayment() {
        return { error: 'Payments are not available in Storybook.' };
      },
      async authenticateCardPayment() {
        return { error: 'Payments are not available in Storybook.' };
      },
      async tradeIn() {
        return { status: 404, body: { error: 'The stories look up no rego.' } };
      },
      async financeDisclaimer(carId) {
        const car = stock.find((c) => c.id === carId);
        if (!car) throw new Error(`no fixture car ${carId}`);
        return financeDisclaimerAnswer(
          car,
          {
            provider: siteConfig.finance_provider,
            manufacturer: siteConfig.manufacturer,
            showTermsLink: siteConfig.finance_terms_link,
          },
          NOW.getUTCFullYear(),
        );
      },
    },
    storage,
    navigate: () => {},
    track: () => {},
    logger: () => {},
    site: {
      slug: siteConfig.slug,
      name: siteConfig.name,
      privacyPolicyHref: PRIVACY_POLICY_PATH,
      dealershipId: siteConfig.dealership_id,
      websiteId: siteConfig.website_id ?? siteConfig.slug,
      carsPath: siteConfig.cars_path,
      lead: leadSettings(siteConfig),
    },
  };
}

/** localStorage's shape over a map, with the stored values a story starts from. */
export function memoryStorage(initial: Record<string, string> = {}): Storefront['storage'] {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
  };
}

/** The result cards' settings, as the search page's +data sends them. */
export const cardSettings: SearchCardSettings = searchCardSettings(siteConfig, NOW);

/** The car page's data for a fixture car, built as the renderer's +data builds it. */
export function carPageCar(car: Car): CarPageCar {
  return buildCarPageCar(car, siteConfig, NOW);
}

/** The car page's site settings, as the car page's +data builds them. */
export function carPageSite(car: Car): CarPageSite {
  return buildCarPageSite(car, siteConfig);
}
