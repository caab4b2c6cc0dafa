import { beforeAll, expect, it } from 'vitest';
import { offers } from '../db/schema';
import { describeEachBackend } from '../testing/backends';
import { loadOffers } from './offers';

describeEachBackend('offers', (getDb) => {
  beforeAll(async () => {
    const { db } = getDb();
    await db.insert(offers).values([
      {
        id: 'kia-sportage',
        name: 'Sportage drive away offer',
        manufacturerName: 'Kia',
        excludedWebsiteIds: ['1010'],
        data: {
          manufacturer: { name: 'Kia' },
          sanitized_description:
            '<p onclick="x()">From <b>$39,990</b><sup>1</sup><script>alert(1)</script></p>',
          disclaimer: '1. While stocks last.',
          model: { name: 'Sportage', slug: 'sportage', override_url: null },
        },
      },
      { id: 'mazda-cx-5', name: 'CX-5 offer', manufacturerName: 'Mazda', data: {} },
      { id: 'broken', name: 'Broken', manufacturerName: null, data: { model: { slug: 'x' } } },
    ]);
  });

  it('reads each offer with its make in either shape, its exclusions and a sanitised description', async () => {
    const all = await loadOffers(getDb().db);
    expect(all.map((o) => o.id)).toEqual(['kia-sportage', 'mazda-cx-5']);
    const [sportage, cx5] = all;
    expect(sportage?.manufacturer).toEqual({ name: 'Kia' });
    expect(sportage?.excluded_website_ids).toEqual(['1010']);
    expect(sportage?.sanitized_description).toBe('<p>From <b>$39,990</b><sup>1</sup></p>');
    expect(sportage?.model).toEqual({ name: 'Sportage', slug: 'sportage', override_url: null });
    expect(cx5?.manufacturer).toBe('Mazda');
    expect(cx5?.excluded_website_ids).toEqual([]);
  });
});
