import { beforeAll, expect, it } from 'vitest';
import { manufacturers } from '../db/schema';
import { describeEachBackend } from '../testing/backends';
import { loadManufacturers } from './manufacturers';

describeEachBackend('manufacturer catalogue', (getDb) => {
  beforeAll(async () => {
    await getDb()
      .db.insert(manufacturers)
      .values([
        { id: 1, name: 'Toyota', slug: 'toyota', logoUrl: '/media/logos/toyota.svg' },
        {
          id: 2,
          name: 'Mercedes-Benz',
          slug: 'mercedes-benz',
          logoUrl: '/media/logos/mercedes-benz.svg',
        },
        { id: 3, name: 'Alfa Romeo', slug: 'alfa-romeo', logoUrl: null },
        { id: 4, name: 'Odd Feed Make', slug: 'Odd Feed/Make', logoUrl: null },
      ]);
  });

  it('lists every make in name order with its slug and logo address', async () => {
    expect(await loadManufacturers(getDb().db)).toEqual([
      { id: '3', name: 'Alfa Romeo', slug: 'alfa-romeo', logo: null },
      {
        id: '2',
        name: 'Mercedes-Benz',
        slug: 'mercedes-benz',
        logo: { url: '/media/logos/mercedes-benz.svg' },
      },
      { id: '1', name: 'Toyota', slug: 'toyota', logo: { url: '/media/logos/toyota.svg' } },
    ]);
  });
});
