import type { CarType, FinanceProvider, ItemType } from '@forecourt/core';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { manufacturers, models, offers, openingHours, specialHours } from '../db/schema';
import { type ImportReport, importFeed } from '../import/import-feed';
import { type PostcodeTable, postcodeTableFromEnv } from '../places/postcodes';
import {
  dealershipIdFor,
  dealershipNameOf,
  locationsOfSite,
  registerSite,
  type SiteRecord,
} from '../sites/register-sites';
import type { StockEvents } from '../stock-events/stock-events';
import { bodyCategoryOf, caravanLines, makeNames, modelLines } from './catalogue';
import { demoLocationExtras, demoSpecialHours, demoToday, demoWeek } from './locations';
import {
  type DemoDealership,
  type DemoLocation,
  type DemoStockScope,
  generateDemoStock,
  isOnSaleNew,
} from './stock';

/**
 * The parts of a site configuration (core `SiteConfig`) the seed reads: what the
 * database keeps of every site, and what the demo stock is made for. Kept
 * structural so a validated site config can be passed as it is.
 */
export interface SeedSite extends SiteRecord {
  manufacturer?: string | null;
  finance_provider?: FinanceProvider | null;
  /** What the site sells (core site config `search`); each part left out means all of it. */
  search?: {
    item_types?: readonly ItemType[];
    car_types?: readonly CarType[];
    /** The makes whose new and demo cars it sells; null: its manufacturer, or any make. */
    new_car_makes?: readonly string[] | null;
  };
  /** The site's stock size (`stock.count`): its share of the demo stock beside the others'. */
  stock?: { count?: number };
}

export interface SeedOptions {
  sites: readonly SeedSite[];
  /** Cars in all, over every dealership of every site (the demo uses 5,000). */
  carCount: number;
  now: Date;
  seed?: number;
  events?: StockEvents;
  /** The whole validated config of each site by slug, stored with the site row. */
  configs?: ReadonlyMap<string, Record<string, unknown>>;
  /** Where each location's postcode puts it on the map; the embedded table by default. */
  postcodes?: PostcodeTable;
}

export interface SeedReport {
  manufacturers: number;
  models: number;
  sites: number;
  dealerships: number;
  locations: number;
  imports: ImportReport[];
}

function slugify(value: string): string {
  return value
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * The makes whose new and demo cars a site sells (docs/rules.md#stock-scope): its
 * `search.new_car_makes`, else its franchise's manufacturer; null for any make.
 */
export function newCarMakesOfSite(site: SeedSite): readonly string[] | null {
  return site.search?.new_car_makes ?? (site.manufacturer ? [site.manufacturer] : null);
}

const wordsOf = (value: string) => ` ${slugify(value).replace(/-/g, ' ')} `;

/**
 * What one of a site's dealerships stocks: the site's item types and car types,
 * and its new-car makes. On a group selling several makes new, a dealership
 * named after one of them (harbour-toyota) sells that make new and the others
 * sell them all; every dealership's used stock is any make.
 */
export function demoStockScopeOf(site: SeedSite, dealershipSlug: string): DemoStockScope {
  const makes = newCarMakesOfSite(site);
  const named = makes?.filter((make) => wordsOf(dealershipSlug).includes(wordsOf(make))) ?? [];
  return {
    itemTypes: site.search?.item_types ?? ['car'],
    carTypes: site.search?.car_types ?? ['new', 'used', 'demo'],
    newCarMakes: named.length > 0 ? named : makes,
  };
}

/**
 * The dealerships the demo stock is made for, each with what its site sells,
 * its sales locations and its share of the stock: the site's `stock.count`
 * split over its dealerships, so a small caravan yard has fewer vans than a
 * group has cars. A dealership two sites list stocks for the first.
 */
export function demoDealershipsOf(sites: readonly SeedSite[]): DemoDealership[] {
  const counts = sites.map((s) => s.stock?.count ?? 0).filter((n) => n > 0);
  const usual = counts.length > 0 ? counts.reduce((a, b) => a + b, 0) / counts.length : 1;
  const out = new Map<string, DemoDealership>();
  for (const site of sites) {
    const siteShare = (site.stock?.count ?? 0) > 0 ? (site.stock?.count as number) : usual;
    const financeProvider = site.finance_provider ?? null;
    for (const slug of site.dealerships) {
      const id = dealershipIdFor(site, slug);
      if (out.has(id)) continue;
      const locations: DemoLocation[] = locationsOfSite(site)
        .filter((l) => l.dealership_slug === slug && (l.location_type || 'sales') === 'sales')
        .map((l) => {
          const address = l.address ?? site.address;
          return {
            id: l.id,
            name: l.name,
            city: address.city,
            state: address.state.toUpperCase(),
            postcode: address.postcode,
          };
        });
      out.set(id, {
        id,
        slug,
        name: dealershipNameOf(site, slug),
        financeProvider,
        locations,
        scope: demoStockScopeOf(site, slug),
        share: siteShare / site.dealerships.length,
      });
    }
  }
  return [...out.values()];
}

/**
 * A demo offer (docs/rules.md#offer-record) on one model line. Half name their make as an object
 * in the document and half only in the make column (a feed's string), as feeds send
 * both; every third has a long description and disclaimer, so the View more / View
 * less toggles show (docs/rules.md#text-truncation).
 */
function demoOffer(
  id: string,
  l: (typeof modelLines)[number],
  index: number,
  excluded: ReadonlySet<string>,
) {
  const price = `$${l.newPrice.toLocaleString('en-AU')}`;
  const long = index % 3 === 0;
  const description = long
    ? `<p>Drive away a new <strong>${l.make} ${l.model}</strong> from ${price}.<sup>1</sup></p><p>Every ${l.model} on this offer comes with a 7 year warranty, capped-price servicing for the first five services and roadside assistance for as long as it is serviced with us.*</p>`
    : `<p>Drive away a new <strong>${l.make} ${l.model}</strong> from ${price}.<sup>1</sup></p>`;
  const disclaimer = long
    ? `1. Offer available at participating dealers while stocks last, on new ${l.model} vehicles ordered and delivered by the end of the month. Drive-away price includes registration, CTP and dealer delivery. Not available with any other offer, to fleet, government or rental buyers. *Conditions apply.`
    : 'Offer available at participating dealers while stocks last.';
  return {
    id,
    name: `${l.model} drive away offer`,
    manufacturerName: l.make,
    excludedWebsiteIds: [...excluded],
    data: {
      ...(index % 2 === 0 ? { manufacturer: { name: l.make } } : {}),
      sanitized_description: description,
      disclaimer,
      image_or_model_image: { url: `/media/models/${slugify(`${l.make} ${l.model}`)}.svg` },
      model: { name: l.model, slug: slugify(l.model), override_url: null },
    },
  };
}

export async function seedDemo(db: Database, options: SeedOptions): Promise<SeedReport> {
  const postcodes = options.postcodes ?? postcodeTableFromEnv();
  const report: SeedReport = {
    manufacturers: 0,
    models: 0,
    sites: 0,
    dealerships: 0,
    locations: 0,
    imports: [],
  };

  const makeIds = new Map(makeNames.map((name, i) => [name as string, i + 1]));
  await db
    .insert(manufacturers)
    .values(
      makeNames.map((name, i) => ({
        id: i + 1,
        name,
        slug: slugify(name),
        logoUrl: `/media/logos/${slugify(name)}.svg`,
      })),
    )
    .onConflictDoNothing();
  report.manufacturers = makeNames.length;

  // The new-car range (docs/rules.md#model-and-manufacturer-records): every line sold new this year or last, with the
  // body category a manufacturer lists it under and, for an electric or hybrid, that
  // second category (the Models dropdown's groups).
  const seenModels = new Set<string>();
  const modelRows = [];
  const currentYear = options.now.getUTCFullYear();
  const lines = [
    ...modelLines.map((l) => ({
      ...l,
      bodies: [l.body],
      categories: [
        bodyCategoryOf[l.body],
        l.fuels.includes('Electric')
          ? 'Electric'
          : l.fuels.some((f) => f === 'Hybrid' || f === 'Plug-in Hybrid')
            ? 'Hybrid'
            : null,
      ],
    })),
    ...caravanLines.map((l) => ({ ...l, bodies: [l.style], fuels: [], categories: [l.style] })),
  ].filter((l) => isOnSaleNew(l, currentYear));
  for (const l of lines) {
    const key = `${l.make}/${l.model}`;
    if (seenModels.has(key)) continue;
    seenModels.add(key);
    const manufacturerId = makeIds.get(l.make);
    if (manufacturerId === undefined)
      throw new Error(`seed: model line make "${l.make}" is not in makeNames`);
    modelRows.push({
      id: modelRows.length + 1,
      manufacturerId,
      name: l.model,
      slug: slugify(l.model),
      // Model status: the demo calls a line all new for its first three years (docs/rules.md#model-range).
      status: l.since >= currentYear - 2 ? 'all_new' : '',
      data: {
        manufacturer_name: l.make,
        manufacturer_body: l.categories[0] ?? null,
        manufacturer_body2: l.categories[1] ?? null,
        bodyStyle: l.bodies,
        body: l.bodies,
        fuel: l.fuels.filter((f) => f === 'Hybrid' || f === 'Electric'),
        image: { url: `/media/models/${slugify(`${l.make} ${l.model}`)}.svg`, thumb: null },
        description: `The ${l.make} ${l.model}, from $${l.newPrice.toLocaleString('en-AU')} drive away.`,
        // Model accessories_count: a made-up but steady range, shown on the parts pages (docs/rules.md#model-and-manufacturer-records).
        accessories_count: 8 + ((l.model.length * 7 + l.since) % 33),
      },
    });
  }
  await db.insert(models).values(modelRows).onConflictDoNothing();
  report.models = modelRows.length;

  const seenDealerships = new Set<string>();
  const offerLines = new Map<
    string,
    { line: (typeof modelLines)[number]; excluded: Set<string> }
  >();
  for (const site of options.sites) {
    // The site's own rows, as a production start writes them, with the demo's
    // reviews and licence numbers in each location and its opening hours beside.
    const registered = await registerSite(db, site, {
      config: options.configs?.get(site.slug) ?? {},
      postcodes,
      locationExtras: (location) =>
        demoLocationExtras({ ...location, location_type: location.department }),
      onLocation: async (location) => {
        const { id, department } = location;
        await db
          .insert(openingHours)
          .values(demoWeek(id, department).map((row) => ({ ...row, locationId: id, department })))
          .onConflictDoNothing();
        const existing = await db
          .select({ date: specialHours.date, department: specialHours.department })
          .from(specialHours)
          .where(eq(specialHours.locationId, id));
        const known = new Set(existing.map((e) => `${e.date} ${e.department}`));
        const today = demoToday({ ...location, location_type: department }, options.now);
        const entries = demoSpecialHours(department, today).filter(
          (entry) => !known.has(`${entry.date} ${entry.department}`),
        );
        if (entries.length > 0) {
          await db
            .insert(specialHours)
            .values(entries.map((entry) => ({ ...entry, locationId: id })));
        }
      },
    });
    report.sites++;
    for (const id of registered.dealershipIds) {
      if (!seenDealerships.has(id)) {
        seenDealerships.add(id);
        report.dealerships++;
      }
    }
    report.locations += registered.locations;

    // Drive-away offers on the new cars the site sells: four of a franchise's
    // models, two of each brand of a group. An offer is the make's, shared by every
    // site that sells the make; a franchise's fourth is excluded from its own
    // website (docs/rules.md#offers-on-a-site), so the demo shows the rule.
    const newMakes = newCarMakesOfSite(site) ?? [];
    for (const make of newMakes) {
      const makeLines = modelLines
        .filter((l) => l.make === make && seenModels.has(`${l.make}/${l.model}`))
        .slice(0, newMakes.length > 1 ? 2 : 4);
      makeLines.forEach((line, index) => {
        const id = slugify(`${line.make} ${line.model}`);
        const offer = offerLines.get(id) ?? { line, excluded: new Set<string>() };
        if (newMakes.length === 1 && index === 3 && site.website_id) {
          offer.excluded.add(String(site.website_id));
        }
        offerLines.set(id, offer);
      });
    }
  }
  if (offerLines.size > 0) {
    await db
      .insert(offers)
      .values(
        [...offerLines].map(([id, { line: l, excluded }], index) =>
          demoOffer(id, l, index, excluded),
        ),
      )
      .onConflictDoNothing();
  }

  const stock = generateDemoStock({
    dealerships: demoDealershipsOf(options.sites),
    count: options.carCount,
    now: options.now,
    seed: options.seed,
  });
  for (const [dealershipId, rows] of stock) {
    report.imports.push(
      await importFeed(db, { dealershipId, rows, now: options.now, events: options.events }),
    );
  }
  return report;
}
