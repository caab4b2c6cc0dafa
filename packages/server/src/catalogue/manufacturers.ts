import { type Manufacturer, manufacturerSchema } from '@forecourt/core';
import { asc } from 'drizzle-orm';
import type { Database } from '../db/database';
import { manufacturers } from '../db/schema';

/**
 * The manufacturer catalogue (docs/rules.md#model-and-manufacturer-records: id, name, slug, logo.url),
 * every make in name order. The catalogue is the platform's, shared by every
 * site; a site's make list picks from it by the makes its stock has.
 */
export async function loadManufacturers(db: Database): Promise<Manufacturer[]> {
  const rows = await db
    .select({
      id: manufacturers.id,
      name: manufacturers.name,
      slug: manufacturers.slug,
      logoUrl: manufacturers.logoUrl,
    })
    .from(manufacturers)
    .orderBy(asc(manufacturers.name));
  // A row the schema refuses (a feed's odd slug) drops out of the list rather
  // than taking every other make's logo with it.
  return rows.flatMap((row) => {
    const parsed = manufacturerSchema.safeParse({
      id: row.id,
      name: row.name,
      slug: row.slug,
      logo: row.logoUrl ? { url: row.logoUrl } : null,
    });
    return parsed.success ? [parsed.data] : [];
  });
}
