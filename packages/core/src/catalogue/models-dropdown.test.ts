import { describe, expect, it } from 'vitest';
import { type ModelInput, modelSchema } from './catalogue';
import { bodyCategoriesOf, groupModelsByBodyCategory } from './models-dropdown';

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
