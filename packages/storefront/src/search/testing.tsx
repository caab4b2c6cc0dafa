import type { Car, SearchRequest, SearchResult } from '@forecourt/core';
import type { LogParams } from '@forecourt/machines';
import { countRequest, suggestQueries, vocabularyOfCars } from '@forecourt/search';
import { referenceSearch, testCar } from '@forecourt/search/testing';
import { render } from '@testing-library/react';
import axe from 'axe-core';
import type { ReactElement } from 'react';
import { expect } from 'vitest';
import { type Storefront, StorefrontProvider } from '../context';
import { FavouritesProvider } from '../favourites';

// Test helpers for the search widgets: an in-memory client over the search
// package's reference engine (every request is recorded), and a render inside
// the storefront and favourites providers.

export const NOW = new Date('2026-03-02T00:00:00Z');

const makes = [
  'Toyota',
  'Mazda',
  'Kia',
  'Ford',
  'Hyundai',
  'Mitsubishi',
  'Nissan',
  'Subaru',
  'Honda',
];
const models: Record<string, string[]> = {
  Toyota: ['Corolla', 'Hilux', 'RAV4'],
  Mazda: ['CX-5', 'Mazda3'],
};

/** 30 cars over 9 makes at dealership 'alpha': enough for two pages of 21 and the make toggle. */
export function stockCars(): Car[] {
  return Array.from({ length: 30 }, (_, i) => {
    const make = makes[i % makes.length] as string;
    const list = models[make] ?? ['Base'];
    const model = list[Math.floor(i / makes.length) % list.length] as string;
    return testCar({
      id: String(i + 1),
      slug: `car-${i + 1}`,
      name: `2021 ${make} ${model}`,
      year: 2015 + (i % 10),
      make,
      model,
      price: 15_000 + i * 1_000,
      km: 5_000 * i,
      car_type: i % 3 === 0 ? 'new' : 'used',
      simple_body: i % 2 === 0 ? 'SUV' : 'Sedan',
      simple_transmission: 'Automatic',
      simple_fuel: 'Petrol',
      location_name: 'Harbour City',
      primary_image_url: `/media/cars/${i + 1}/0.svg`,
      images: [
        { image: { url: `/media/cars/${i + 1}/0.svg` } },
        { image: { url: `/media/cars/${i + 1}/1.svg` } },
      ],
      description: 'One owner, full service history.',
    });
  });
}

export type MemoryClient = Storefront['client'] & {
  requests: SearchRequest[];
  /** Makes the next search calls fail (true) or answer again (false). */
  failing: boolean;
  /** Holds every answer until the returned function is called. */
  hold(): () => void;
};

export function memoryClient(cars: readonly Car[] = stockCars()): MemoryClient {
  let gate: Promise<void> | null = null;
  const client: MemoryClient = {
    requests: [],
    failing: false,
    hold() {
      let release = () => {};
      gate = new Promise<void>((resolve) => {
        release = () => {
          gate = null;
          resolve();
        };
      });
      return () => release();
    },
    async search(request) {
      client.requests.push(request);
      const failing = client.failing;
      if (gate) await gate;
      if (failing) throw new Error('search is down');
      return { ...referenceSearch(cars, request, { dealershipSlugs: ['alpha'] }, NOW), ms: 1 };
    },
    async suggest(input) {
      // Worked out car by car, as the server's engines do it.
      const shown = cars.filter((car) => car.dealership_slug === 'alpha');
      return suggestQueries(input, vocabularyOfCars(shown), async (queries) =>
        queries.map(
          (query) =>
            referenceSearch(cars, countRequest(query), { dealershipSlugs: ['alpha'] }, NOW).count,
        ),
      );
    },
    async submitLead() {
      return { lead_id: 'lead-1' };
    },
    async logPhoneReveal() {
      return null;
    },
    async carPdf() {
      return new Blob([]);
    },
    async financeDisclaimer(carId) {
      return { car_id: carId, disclaimer: 'Disclaimer.', rate: null, comparison_rate: null };
    },
    async geocodePostcode() {
      return { ok: false as const, error: 'Invalid postcode' };
    },
    // The search widgets start no reservation.
    async startReservation() {
      return { error: 'reservations are not part of search tests' };
    },
    async reservationStatus() {
      return { error: 'reservations are not part of search tests' };
    },
    async confirmCardPayment() {
      return { error: 'payments are not part of search tests' };
    },
    async authenticateCardPayment() {
      return { error: 'payments are not part of search tests' };
    },
    async tradeIn() {
      return { status: 404, body: { error: 'The search tests look up no rego.' } };
    },
  };
  return client;
}

export function answer(client: MemoryClient, request: Partial<SearchRequest> = {}) {
  return client.search({
    query: '',
    filters: { refinements: {}, ranges: {} },
    sort: 'relevance',
    hitsPerPage: 21,
    offset: 0,
    facets: undefined,
    ...request,
  }) as Promise<SearchResult>;
}

export function renderInStorefront(
  ui: ReactElement,
  {
    client = memoryClient(),
    logs = [] as LogParams[],
    storage = null as Storefront['storage'],
  } = {},
) {
  const storefront: Storefront = {
    client,
    storage,
    navigate: () => {},
    track: () => {},
    logger: (params) => logs.push(params),
    site: {
      slug: 'alpha-motors',
      name: 'Alpha Motors',
      privacyPolicyHref: '/privacy-policy',
      dealershipId: '1',
      websiteId: '1',
      carsPath: '/search',
    },
  };
  return {
    client,
    logs,
    ...render(
      <StorefrontProvider value={storefront}>
        <FavouritesProvider>{ui}</FavouritesProvider>
      </StorefrontProvider>,
    ),
  };
}

/** axe over the rendered page; contrast needs real layout, so Chromium checks it instead. */
export async function expectNoAxeViolations(node: Element = document.body): Promise<void> {
  const results = await axe.run(node, {
    rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
  });
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}
