import type { Favourite } from '@forecourt/core';
import type { KeyValueStorage } from '@forecourt/machines/react';
import axe from 'axe-core';
import type { ReactNode } from 'react';
import { expect, vi } from 'vitest';
import { type Storefront, type StorefrontClient, StorefrontProvider } from '../context';
import { FavouritesProvider } from '../favourites';
import type { CarPageCar, CarPageSite } from './types';

// Test helpers of the car and favourites widgets: an in-memory storefront, a
// car page's data, and the axe check the UI kit's tests run (jsdom cannot
// compute colours, so contrast is left to the Chromium suites).

export async function expectNoAxeViolations(node: Element = document.body): Promise<void> {
  const results = await axe.run(node, {
    rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
  });
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`),
  ).toEqual([]);
}

export function memoryStorage(initial: Record<string, string> = {}): KeyValueStorage & {
  data: Map<string, string>;
} {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
  };
}

export function testClient(overrides: Partial<StorefrontClient> = {}): StorefrontClient {
  return {
    search: vi.fn(async () => {
      throw new Error('search is not part of this test');
    }),
    submitLead: vi.fn(async () => ({ lead_id: 'L1' })),
    logPhoneReveal: vi.fn(async () => null),
    suggest: vi.fn(async (input: string) => ({ input, suggestions: [] })),
    carPdf: vi.fn(async () => new Blob(['%PDF-1.7'], { type: 'application/pdf' })),
    financeDisclaimer: vi.fn(async (carId: string) => ({
      car_id: carId,
      disclaimer: 'The lender’s disclaimer for this car.',
      rate: '7.99%',
      comparison_rate: '8.49%',
    })),
    geocodePostcode: vi.fn(async () => ({ ok: false as const, error: 'Invalid postcode' })),
    startReservation: vi.fn(async () => ({ error: 'reservations are not part of this test' })),
    reservationStatus: vi.fn(async () => ({ error: 'reservations are not part of this test' })),
    confirmCardPayment: vi.fn(async () => ({ error: 'payments are not part of this test' })),
    authenticateCardPayment: vi.fn(async () => ({ error: 'payments are not part of this test' })),
    tradeIn: vi.fn(async () => ({ status: 404, body: { error: 'not part of this test' } })),
    ...overrides,
  };
}

export function testStorefront(overrides: Partial<Storefront> = {}): Storefront {
  return {
    client: testClient(),
    storage: memoryStorage(),
    navigate: vi.fn(),
    track: vi.fn(),
    logger: vi.fn(),
    site: {
      slug: 'acme-motors',
      name: 'Acme Motors',
      privacyPolicyHref: '/privacy-policy',
      dealershipId: '41',
      websiteId: '1041',
      carsPath: '/search',
    },
    ...overrides,
  };
}

/** Wraps widgets as +Layout does: the storefront, then the page-wide favourites. */
export function withStorefront(storefront: Storefront) {
  // biome-ignore lint/correctness/noComponentHookFactories: one wrapper per render() call, as Testing Library's `wrapper` option expects
  return function Wrapper({ children }: { children: ReactNode }) {
    return (
      <StorefrontProvider value={storefront}>
        <FavouritesProvider>{children}</FavouritesProvider>
      </StorefrontProvider>
    );
  };
}

export function testFavourite(id: string, name: string): Favourite {
  return {
    id,
    name,
    slug: name.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
    make: name.split(' ')[1] ?? 'Toyota',
    model: name.split(' ')[2] ?? 'Hilux',
    primary_image_url: `/media/cars/${id}/0.svg`,
  };
}

export function testCarPageCar(overrides: Partial<CarPageCar> = {}): CarPageCar {
  return {
    id: '7',
    slug: '2021-toyota-hilux-sr5-7',
    name: '2021 Toyota Hilux SR5',
    year: 2021,
    make: 'Toyota',
    model: 'Hilux',
    badge: 'SR5',
    car_type: 'used',
    item_type: 'car',
    status: 'in_stock',
    tag: null,
    reserved: false,
    preorder: false,
    price: 38990,
    dealership_id: '41',
    primary_image_url: '/media/cars/7/0.svg',
    description: 'One owner, full service history.',
    file: null,
    title: '2021 Toyota Hilux SR5',
    images: [0, 1, 2].map((n) => ({
      src: `/images/media/cars/7/${n}.svg?w=1024&q=80`,
      alt: `2021 Toyota Hilux SR5, photo ${n + 1}`,
    })),
    details: [
      ['Odometer', '42,100 km'],
      ['Transmission', 'Automatic'],
    ],
    displayTag: { kind: 'none', label: '' },
    belowMarket: null,
    finance: null,
    financeHref: '/finance?car_id=7&vehiclePriceBudget=24990&car_type=used#finance-form',
    sold_date_timestamp: null,
    reserveDeposit: '$200',
    dealer: { name: 'Acme Motors', location: 'Acme Motors Sales', phone: '07 5550 1234' },
    ...overrides,
  };
}

export function testCarPageSite(overrides: Partial<CarPageSite> = {}): CarPageSite {
  return {
    buttons: {
      reserveAllowed: true,
      tradeInAllowed: true,
      testDriveAllowed: true,
      financeAllowed: true,
      callAllowed: true,
      chatAllowed: false,
    },
    financeButtonLabel: 'Get Finance',
    checkoutRoute: 'checkout',
    similarHref: '/search/toyota/hilux',
    chat: null,
    carsPath: '/search',
    ...overrides,
  };
}

// axe asks a canvas about icon ligatures; jsdom has none and says so loudly.
HTMLCanvasElement.prototype.getContext = (() =>
  null) as typeof HTMLCanvasElement.prototype.getContext;
