import { describe, expect, it } from 'vitest';
import {
  BODY_TILE_LIMIT,
  BRAND_GRID_LIMIT,
  bodyTypeTiles,
  brandGridMakes,
  CUSTOM_BODY_TILE_LIMIT,
} from './home-sections';

const facet = (value: string, count: number) => ({ value, count });

describe('home page sections (SPEC §2)', () => {
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
});
