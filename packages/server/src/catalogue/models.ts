import { type Model, modelSchema } from '@forecourt/core';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { manufacturers, models } from '../db/schema';
import { descriptionHtml } from '../html/sanitise';

/**
 * The new-car model range of every make (docs/rules.md#model-and-manufacturer-records), as the model documents
 * store it, with the make's name (`manufacturer_name`) from the catalogue; each
 * make's models in the order the catalogue holds them. Shared by every site: a site's
 * Models dropdown picks its makes' models with core's `modelRangeOf`. Descriptions
 * come sanitised to `descriptionHtml`'s allow-list, footnote markers kept.
 */
export async function loadModels(db: Database): Promise<Model[]> {
  const rows = await db
    .select({
      id: models.id,
      name: models.name,
      slug: models.slug,
      status: models.status,
      data: models.data,
      make: manufacturers.name,
    })
    .from(models)
    .innerJoin(manufacturers, eq(models.manufacturerId, manufacturers.id))
    .orderBy(asc(manufacturers.name), asc(models.id));
  // A document the schema refuses (a feed's odd slug) drops out of the range rather
  // than taking the rest of the range with it.
  return rows.flatMap((row) => {
    const parsed = modelSchema.safeParse({
      ...row.data,
      id: row.id,
      name: row.name,
      slug: row.slug,
      status: row.status,
      manufacturer_name: row.make,
    });
    if (!parsed.success) return [];
    // The description is a feed's HTML (docs/rules.md#model-range): cut to the allow-list here, on the server.
    const html = parsed.data.description;
    return [{ ...parsed.data, description: html === null ? null : descriptionHtml(html) }];
  });
}
