import { describe, expect, it } from 'vitest';
import {
  BODY_TILE_LIMIT,
  BRAND_GRID_LIMIT,
  bodyTypeTiles,
  brandGridMakes,
  CUSTOM_BODY_TILE_LIMIT,
  dealershipTiles,
  defaultStockRows,
  FACET_TILE_LIMIT,
  facetTileValues,
  homeStockRowSchema,
  STOCK_ROW_MAX,
} from './home-sections';

const facet = (value: string, count: number) => ({ value, count });

describe('home page sections', () => {
  it('gives the 4 most stocked body types a tile, ties by name, none without stock', () => {
    const bodies = [
      facet('Van', 3),
      facet('SUV', 40),
      facet('Ute', 12),
      facet('Hatch', 12),
      facet('Sedan', 9),
      facet('Coupe', 0),
    ];
    expect(bodyTypeTiles(bodies).map((b) => b.value)).toEqual(['SUV', 'Hatch', 'Ute', 'Sedan']);
    expect(BODY_TILE_LIMIT).toBe(4);
    expect(bodyTypeTiles([facet('Coupe', 0), facet(' ', 3)])).toEqual([]);
  });

  it('up to 20 on a site with custom bodies', () => {
    const many = Array.from({ length: 25 }, (_, i) => facet(`Body ${i}`, 100 - i));
    expect(bodyTypeTiles(many, { customBodies: true })).toHaveLength(CUSTOM_BODY_TILE_LIMIT);
    expect(bodyTypeTiles(many)).toHaveLength(4);
  });

  it('shows makes with a logo, most stocked first, at most 12, and never a grid of one', () => {
    const makes = Array.from({ length: 15 }, (_, i) => facet(`Make ${i}`, 50 - i));
    const shown = brandGridMakes([facet('Nologo', 99), ...makes], (m) => m !== 'Nologo');
    expect(shown).toHaveLength(BRAND_GRID_LIMIT);
    expect(shown[0]?.value).toBe('Make 0');
    expect(brandGridMakes([facet('Kia', 80), facet('Nologo', 5)], (m) => m === 'Kia')).toEqual([]);
  });

  it('facet tiles: values in stock, most stocked first, at most 8, never a single tile', () => {
    const fuels = [
      facet('Diesel', 30),
      facet('Petrol', 55),
      facet('Electric', 0),
      facet('Hybrid', 30),
    ];
    expect(facetTileValues(fuels).map((f) => f.value)).toEqual(['Petrol', 'Diesel', 'Hybrid']);
    const many = Array.from({ length: 12 }, (_, i) => facet(`Value ${i}`, 20 - i));
    expect(facetTileValues(many)).toHaveLength(FACET_TILE_LIMIT);
    expect(facetTileValues([facet('Petrol', 9), facet('Diesel', 0)])).toEqual([]);
  });

  it('a stock row is a filter and a limit of at most a search page (21)', () => {
    const row = homeStockRowSchema.parse({ title: 'Utes', refinements: { body: ['Ute'] } });
    expect(row).toMatchObject({ sortBy: 'latest', limit: 4, ranges: {} });
    expect(STOCK_ROW_MAX).toBe(21);
    expect(() => homeStockRowSchema.parse({ title: 'Utes', limit: 22 })).toThrow();
    expect(() => homeStockRowSchema.parse({ title: ' ' })).toThrow(/needs a title/);
    expect(defaultStockRows.map((r) => r.title)).toEqual(['Under $20,000', 'Low kilometres']);
    expect(defaultStockRows[0]?.ranges.price).toEqual({ min: 1_001, max: 20_000 });
  });

  it("dealership tiles: a group site's dealerships with stock, most stocked first, never one alone", () => {
    const north = { slug: 'north', name: 'North Motors', count: 12, minPrice: 9_990 };
    const south = { slug: 'south', name: 'South Motors', count: 40, minPrice: null };
    const empty = { slug: 'east', name: 'East Motors', count: 0, minPrice: null };
    expect(dealershipTiles([north, empty, south]).map((d) => d.slug)).toEqual(['south', 'north']);
    expect(dealershipTiles([north, empty])).toEqual([]);
  });
});
