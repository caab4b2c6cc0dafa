import { testCar } from '@forecourt/search/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { defaultCardSettings } from '../search/card-view';
import { defaultPromoTiles } from '../search/offers-banner';
import { expectNoAxeViolations, renderInStorefront } from '../search/testing';
import { HomePage, type HomePageData } from './home-page';

const car = (id: string, name: string) =>
  testCar({ id, slug: `car-${id}`, name, primary_image_url: '/a.svg' });

const data: HomePageData = {
  siteName: 'Riverbend Motors',
  city: 'Riverbend',
  carsPath: '/search',
  count: 1234,
  countEstimated: false,
  carTypes: [{ label: 'Used cars', href: '/search/used-cars' }],
  bodyTiles: [
    { label: 'SUV', detail: '12 cars', href: '/search?body=SUV' },
    { label: 'Ute', detail: '4 cars', href: '/search?body=Ute' },
  ],
  facetTiles: {
    title: 'Shop by fuel type',
    tiles: [
      { label: 'Petrol', detail: '10 cars', href: '/search?fuel=Petrol' },
      { label: 'Diesel', detail: '6 cars', href: '/search?fuel=Diesel' },
    ],
  },
  brands: [],
  featured: [car('1', '2020 Toyota Corolla')],
  stockRows: [
    { title: 'Under $20,000', href: '/search?price=-20000', cars: [car('2', '2018 Kia Rio')] },
    { title: 'Low kilometres', href: '/search?km=-30000', cars: [] },
  ],
  dealerships: [
    { label: 'North Motors', detail: '40 cars from $9,990', href: '/search?d=north' },
    { label: 'South Motors', detail: '12 cars', href: '/search?d=south' },
  ],
  promos: defaultPromoTiles.slice(0, 1),
  cards: { ...defaultCardSettings, now: '2026-03-02T00:00:00.000Z' },
};

const contact = <aside aria-label="Contact Riverbend Motors">Call us</aside>;

describe('HomePage', () => {
  it('draws the sections in the order given, each under its heading, with no accessibility violations', async () => {
    renderInStorefront(
      <HomePage
        sections={[
          'search',
          'stock-rows',
          'facet-tiles',
          'dealerships',
          'latest',
          'promos',
          'body-types',
          'contact',
        ]}
        data={data}
        contact={contact}
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Riverbend Motors' })).toBeTruthy();
    expect(screen.getByText('1,234 cars in stock across Riverbend and beyond.')).toBeTruthy();
    // The sections' headings, in the order asked for; the empty stock row is left out.
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Under $20,000',
      'Shop by fuel type',
      'Shop by dealership',
      'Latest in stock',
      'Shop by body type',
    ]);
    const row = screen.getByRole('region', { name: 'Under $20,000' });
    expect(
      within(row).getByRole('link', { name: 'View all under $20,000' }).getAttribute('href'),
    ).toBe('/search?price=-20000');
    expect(within(row).getAllByRole('heading', { level: 3 })).toHaveLength(1);
    expect(
      screen.getByRole('link', { name: 'North Motors 40 cars from $9,990' }).getAttribute('href'),
    ).toBe('/search?d=north');
    expect(screen.getByRole('complementary', { name: 'Get pre-approved' })).toBeTruthy();
    expect(screen.getByRole('complementary', { name: 'Contact Riverbend Motors' })).toBeTruthy();
    await expectNoAxeViolations();
  });

  it('leaves out what a template does not ask for and what has nothing to show', () => {
    renderInStorefront(
      <HomePage
        sections={['search', 'brands', 'dealerships']}
        data={{ ...data, dealerships: [], count: 0 }}
        contact={contact}
      />,
    );
    expect(screen.getByText('New stock arrives every week.')).toBeTruthy();
    expect(screen.queryAllByRole('heading', { level: 2 })).toEqual([]);
    expect(screen.queryByRole('complementary', { name: 'Contact Riverbend Motors' })).toBeNull();
    expect(document.querySelector('[data-slot="home"]')?.getAttribute('data-sections')).toBe(
      'search brands dealerships',
    );
  });

  it('loads one photo at once with high priority: the first card of the first list of cars', () => {
    const twoRows = {
      ...data,
      stockRows: [
        { title: 'Under $20,000', href: '/a', cars: [car('2', '2018 Kia Rio')] },
        { title: 'Low kilometres', href: '/b', cars: [car('3', '2019 Mazda CX-3')] },
      ],
    };
    const priorityPhotos = () =>
      [...document.querySelectorAll('img[fetchpriority="high"]')].map((img) =>
        img.closest('article')?.querySelector('a[href*="/car-"]')?.getAttribute('href'),
      );
    const { unmount } = renderInStorefront(
      <HomePage sections={['stock-rows', 'latest']} data={twoRows} contact={contact} />,
    );
    expect(priorityPhotos()).toEqual(['/cars/car-2']);
    expect(document.querySelectorAll('img[loading="lazy"]')).toHaveLength(2);
    unmount();
    renderInStorefront(
      <HomePage sections={['latest', 'stock-rows']} data={twoRows} contact={contact} />,
    );
    expect(priorityPhotos()).toEqual(['/cars/car-1']);
  });
});
