import { describe, expect, it } from 'vitest';
import { type ModelInput, modelSchema } from './catalogue';
import {
  bodyCategoriesOf,
  groupModelsByBodyCategory,
  modelPageHref,
  modelRangeOf,
  modelsDropdownLinks,
} from './models-dropdown';

function model(slug: string, bodies: Partial<ModelInput> = {}) {
  return modelSchema.parse({ id: slug, name: slug, slug, ...bodies });
}

const names = (groups: { label: string; models: { slug: string }[] }[]) =>
  groups.map((g) => [g.label, g.models.map((m) => m.slug)]);

describe('Models dropdown grouped by body category', () => {
  it('Models dropdown groups models by manufacturer_body labels, in first-seen order', () => {
    const groups = groupModelsByBodyCategory([
      model('sportage', { manufacturer_body: 'SUV' }),
      model('cerato', { manufacturer_body: 'Hatch and Sedan' }),
      model('sorento', { manufacturer_body: 'SUV' }),
      model('carnival', { manufacturer_body: 'Vans and Trucks' }),
    ]);
    expect(names(groups)).toEqual([
      ['SUV', ['sportage', 'sorento']],
      ['Hatch and Sedan', ['cerato']],
      ['Vans and Trucks', ['carnival']],
    ]);
  });

  it('Models dropdown puts a model under each of its body categories 1, 2 and 3', () => {
    const groups = groupModelsByBodyCategory([
      model('sportage-hybrid', {
        manufacturer_body: 'SUV',
        manufacturer_body2: 'Hybrid',
        manufacturer_body3: 'Popular',
      }),
      model('ev9', {
        manufacturer_body: 'SUV',
        manufacturer_body2: 'Electric',
        manufacturer_body3: 'Coming Soon',
      }),
    ]);
    expect(names(groups)).toEqual([
      ['SUV', ['sportage-hybrid', 'ev9']],
      ['Hybrid', ['sportage-hybrid']],
      ['Popular', ['sportage-hybrid']],
      ['Electric', ['ev9']],
      ['Coming Soon', ['ev9']],
    ]);
  });

  it('Models dropdown lists a model once per group when its labels repeat or differ only in case', () => {
    const groups = groupModelsByBodyCategory([
      model('niro', {
        manufacturer_body: 'SUV',
        manufacturer_body2: 'suv ',
        manufacturer_body3: 'SUV',
      }),
      model('stonic', { manufacturer_body: 'suv' }),
    ]);
    expect(names(groups)).toEqual([['SUV', ['niro', 'stonic']]]);
    expect(
      bodyCategoriesOf({
        manufacturer_body: 'SUV',
        manufacturer_body2: 'suv ',
        manufacturer_body3: null,
      }),
    ).toEqual(['SUV']);
  });

  it("Models dropdown puts models without a body category last under 'Other'", () => {
    const groups = groupModelsByBodyCategory([
      model('picanto'),
      model('sportage', { manufacturer_body: 'SUV' }),
      model('rio', { manufacturer_body: '  ' }),
    ]);
    expect(names(groups)).toEqual([
      ['SUV', ['sportage']],
      ['Other', ['picanto', 'rio']],
    ]);
  });

  it("Models dropdown merges a feed label 'Other' with uncategorised models, placed last", () => {
    const groups = groupModelsByBodyCategory([
      model('k4', { manufacturer_body: 'Other' }),
      model('picanto'),
      model('sportage', { manufacturer_body: 'SUV' }),
    ]);
    expect(names(groups)).toEqual([
      ['SUV', ['sportage']],
      ['Other', ['k4', 'picanto']],
    ]);
  });

  it('Models dropdown is empty for no models', () => {
    expect(groupModelsByBodyCategory([])).toEqual([]);
  });
});

describe('the site model range', () => {
  const catalogue = [
    model('rav4', { manufacturer_name: 'Toyota', manufacturer_body: 'SUV' }),
    model('cx-5', { manufacturer_name: 'Mazda', manufacturer_body: 'SUV' }),
    model('hilux', { manufacturer_name: 'Toyota', manufacturer_body: 'Utes' }),
    model('sportage', { manufacturer_name: 'Kia', manufacturer_body: 'SUV' }),
    model('mystery'),
  ];
  const site = (
    manufacturer: string | null,
    newCarMakes: string[] | null = null,
    carTypes: ('new' | 'used' | 'demo')[] = ['new', 'used', 'demo'],
  ) => ({
    dealerships: ['acme'],
    manufacturer,
    search: { item_types: ['car' as const], car_types: carTypes, new_car_makes: newCarMakes },
  });
  const slugs = (models: { slug: string }[]) => models.map((m) => m.slug);

  it("a franchise site's range is its make's models, in catalogue order", () => {
    expect(slugs(modelRangeOf(site('Toyota'), catalogue))).toEqual(['rav4', 'hilux']);
  });

  it("a group's range is each of its new-car makes' models, the makes in the site's order", () => {
    expect(slugs(modelRangeOf(site(null, ['kia', 'Toyota ']), catalogue))).toEqual([
      'sportage',
      'rav4',
      'hilux',
    ]);
  });

  it('a site that names no make, or sells no new cars, has no range', () => {
    expect(modelRangeOf(site(null), catalogue)).toEqual([]);
    expect(modelRangeOf(site('Toyota', null, ['used']), catalogue)).toEqual([]);
    expect(modelRangeOf(site('Holden'), catalogue)).toEqual([]);
  });
});

describe('Models dropdown links', () => {
  it('a model links to /models/{slug}, or to its safe override_url', () => {
    expect(modelPageHref(model('rav4'))).toBe('/models/rav4');
    expect(modelPageHref(model('ev6', { override_url: 'https://kia.example/ev6' }))).toBe(
      'https://kia.example/ev6',
    );
    expect(modelPageHref(model('ev6', { override_url: 'javascript:alert(1)' }))).toBe(
      '/models/ev6',
    );
  });

  it('Models dropdown links list each model under each of its body categories', () => {
    const links = modelsDropdownLinks([
      model('rav4', {
        name: 'RAV4',
        manufacturer_name: 'Toyota',
        manufacturer_body: 'SUV',
        manufacturer_body2: 'Hybrid',
      }),
      model('hilux', { name: 'HiLux', manufacturer_name: 'Toyota', manufacturer_body: 'Utes' }),
      model('corolla', {
        name: 'Corolla',
        manufacturer_name: 'Toyota',
        manufacturer_body: 'Hatch and Sedan',
        manufacturer_body2: 'Hybrid',
      }),
    ]);
    expect(links).toEqual([
      { label: 'RAV4', href: '/models/rav4', group: 'SUV' },
      { label: 'RAV4', href: '/models/rav4', group: 'Hybrid' },
      { label: 'Corolla', href: '/models/corolla', group: 'Hybrid' },
      { label: 'HiLux', href: '/models/hilux', group: 'Utes' },
      { label: 'Corolla', href: '/models/corolla', group: 'Hatch and Sedan' },
    ]);
  });

  it("a range of several makes names each model's make, unless its name starts with it", () => {
    const links = modelsDropdownLinks([
      model('cx-5', { name: 'CX-5', manufacturer_name: 'Mazda', manufacturer_body: 'SUV' }),
      model('mazda3', { name: 'Mazda3', manufacturer_name: 'Mazda', manufacturer_body: 'Hatch' }),
      model('sportage', { name: 'Sportage', manufacturer_name: 'Kia', manufacturer_body: 'SUV' }),
    ]);
    expect(links.map((l) => l.label)).toEqual(['Mazda CX-5', 'Kia Sportage', 'Mazda3']);
  });

  it('Models dropdown links are empty for an empty range', () => {
    expect(modelsDropdownLinks([])).toEqual([]);
  });
});
