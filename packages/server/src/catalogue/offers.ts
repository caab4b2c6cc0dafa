import { type Offer, offerSchema } from '@forecourt/core';
import { asc } from 'drizzle-orm';
import type { Database } from '../db/database';
import { offers } from '../db/schema';
import { descriptionHtml } from '../html/sanitise';

/**
 * Every offer (docs/rules.md#offer-record), in id order, as core's offerSchema reads it: the make
 * is the document's `manufacturer` (an object with a name, or a string) when it has
 * one, else the row's make name; excluded_website_ids come from their column. The
 * description is HTML from the feed, so it is sanitised here, on the server, to the
 * allow-list of `descriptionHtml` whatever the feed promised. Which offers a site
 * shows is core's `offersOfSite`.
 */
export async function loadOffers(db: Database): Promise<Offer[]> {
  const rows = await db.select().from(offers).orderBy(asc(offers.id));
  // A document the schema refuses drops out rather than taking every offer with it.
  return rows.flatMap((row) => {
    const parsed = offerSchema.safeParse({
      ...row.data,
      id: row.id,
      name: row.name,
      manufacturer: row.data.manufacturer ?? row.manufacturerName,
      excluded_website_ids: row.excludedWebsiteIds,
    });
    if (!parsed.success) return [];
    const html = parsed.data.sanitized_description;
    return [
      { ...parsed.data, sanitized_description: html === null ? null : descriptionHtml(html) },
    ];
  });
}
