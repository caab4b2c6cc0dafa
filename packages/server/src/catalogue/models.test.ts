import { beforeAll, expect, it } from 'vitest';
import { manufacturers, models } from '../db/schema';
import { describeEachBackend } from '../testing/backends';
import { loadModels } from './models';

describeEachBackend('model range', (getDb) => {
  beforeAll(async () => {
    const { db } = getDb();
    await db.insert(manufacturers).values([
      { id: 1, name: 'Toyota', slug: 'toyota', logoUrl: null },
      { id: 2, name: 'Kia', slug: 'kia', logoUrl: null },
    ]);
    await db.insert(models).values([
      {
        id: 1,
        manufacturerId: 1,
        name: 'RAV4',
        slug: 'rav4',
        data: {
          manufacturer_body: 'SUV',
          manufacturer_body2: 'Hybrid',
          body: ['SUV'],
          description:
            '<p style="x">Hybrid from $45,990.<sup>1</sup><img src=x onerror=alert(1)></p>',
        },
      },
      { id: 2, manufacturerId: 2, name: 'EV9', slug: 'ev9', status: 'coming_soon', data: {} },
      {
        id: 3,
        manufacturerId: 1,
        name: 'HiLux',
        slug: 'hilux',
        data: { manufacturer_body: 'Utes' },
      },
      { id: 4, manufacturerId: 1, name: 'Odd', slug: 'Odd Feed/Slug', data: {} },
    ]);
  });

  it("lists every make's models with the make's name and their body categories, make by make", async () => {
    const range = await loadModels(getDb().db);
    expect(
      range.map((m) => [
        m.manufacturer_name,
        m.name,
        m.slug,
        m.status,
        m.manufacturer_body,
        m.manufacturer_body2,
      ]),
    ).toEqual([
      ['Kia', 'EV9', 'ev9', 'coming_soon', null, null],
      ['Toyota', 'RAV4', 'rav4', '', 'SUV', 'Hybrid'],
      ['Toyota', 'HiLux', 'hilux', '', 'Utes', null],
    ]);
    expect(range[1]?.id).toBe('1');
  });

  it('sanitises each description on the server, footnote markers kept', async () => {
    const range = await loadModels(getDb().db);
    expect(range.find((m) => m.slug === 'rav4')?.description).toBe(
      '<p>Hybrid from $45,990.<sup>1</sup></p>',
    );
    expect(range.find((m) => m.slug === 'ev9')?.description).toBeNull();
  });
});
