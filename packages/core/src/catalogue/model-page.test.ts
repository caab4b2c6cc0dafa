import { describe, expect, it } from 'vitest';
import { modelSchema } from './catalogue';
import { modelFullName, modelStatusLabel, siteModelAt } from './model-page';

const model = (slug: string, make: string, extra: Record<string, unknown> = {}) =>
  modelSchema.parse({
    id: slug,
    name: slug.toUpperCase(),
    slug,
    manufacturer_name: make,
    ...extra,
  });

const kiaSite = {
  dealerships: ['coral-coast-kia'],
  manufacturer: 'Kia',
  search: { item_types: ['car' as const], car_types: ['new' as const], new_car_makes: null },
};

describe('model status badge', () => {
  it("status all_new shows 'All New', coming_soon 'Coming Soon', a current model none", () => {
    expect(modelStatusLabel('all_new')).toBe('All New');
    expect(modelStatusLabel('coming_soon')).toBe('Coming Soon');
    expect(modelStatusLabel('')).toBeNull();
  });
});

describe('the model a /models/{slug} address names', () => {
  const range = [
    model('ev6', 'Kia'),
    model('cx-5', 'Mazda'),
    model('ev9', 'Kia', { status: 'coming_soon' }),
  ];

  it("is a model of the site's range by its slug", () => {
    expect(siteModelAt(range, kiaSite, 'ev9')?.status).toBe('coming_soon');
  });

  it("is none for an unknown slug or another make's model (404)", () => {
    expect(siteModelAt(range, kiaSite, 'nope')).toBeNull();
    expect(siteModelAt(range, kiaSite, 'cx-5')).toBeNull();
  });

  it('is none on a site that sells no new cars', () => {
    expect(
      siteModelAt(
        range,
        { ...kiaSite, search: { ...kiaSite.search, car_types: ['used' as const] } },
        'ev6',
      ),
    ).toBeNull();
  });
});

describe('model full name', () => {
  it('names the make before the model unless the name starts with it', () => {
    expect(modelFullName({ name: 'Sportage', manufacturer_name: 'Kia' })).toBe('Kia Sportage');
    expect(modelFullName({ name: 'Mazda3', manufacturer_name: 'Mazda' })).toBe('Mazda3');
    expect(modelFullName({ name: 'Hilux', manufacturer_name: null })).toBe('Hilux');
  });
});
