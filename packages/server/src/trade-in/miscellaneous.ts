import { storableJson, valuationSaveSchema } from '@forecourt/core';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { leadMiscellaneous, leads } from '../db/schema';
import type { HandlerResponse } from '../leads/lead-request';
import { leadAnswer } from '../leads/lead-request';

// POST /api/miscellaneous: the valuation result plus column_name
// 'valuation', saved against the trade-in lead it belongs to (docs/rules.md#trade-in-steps). The browser only
// logs the outcome (docs/rules.md#trade-in-steps: 'Valuation data saved successfully' or 'Failed to
// save valuation data'); the answer still says plainly what went wrong.

export const miscellaneousMessages = {
  invalid: 'The valuation to save is not valid.',
  nulCharacter: 'The valuation to save contains a NUL character (U+0000).',
  leadUnknown: 'There is no such lead on this site.',
} as const;

/**
 * Saves one valuation: the body must be core's `valuationSaveSchema` (offer_price,
 * rego, regoState, adjustmentAnswers, lead_id, column_name 'valuation'), with
 * no NUL anywhere (a lone surrogate is replaced), and lead_id a lead of this
 * site. 201 `{ saved: true }`, 400 or 404 `{ error }`.
 */
export async function saveMiscellaneous(
  db: Database,
  siteId: string,
  raw: Record<string, unknown>,
): Promise<HandlerResponse> {
  // jsonb holds neither NUL nor half a surrogate pair, at any depth of the answers (core's storableJson).
  const storable = storableJson(raw);
  if (!storable.ok) return leadAnswer(400, { error: miscellaneousMessages.nulCharacter });
  const parsed = valuationSaveSchema.safeParse(storable.value);
  if (!parsed.success || parsed.data.lead_id === null) {
    return leadAnswer(400, {
      error: miscellaneousMessages.invalid,
      issues: parsed.success
        ? ['lead_id: required']
        : parsed.error.issues.map((i) => `${i.path.join('.') || 'body'}: ${i.message}`),
    });
  }
  const { column_name, ...data } = parsed.data;
  const leadId = parsed.data.lead_id;
  // A lead id is a UUID; anything else names no lead (and must not reach the query as one).
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(leadId)) {
    return leadAnswer(404, { error: miscellaneousMessages.leadUnknown });
  }
  const [lead] = await db
    .select({ id: leads.id })
    .from(leads)
    .where(and(eq(leads.id, leadId), eq(leads.siteId, siteId)));
  if (!lead) return leadAnswer(404, { error: miscellaneousMessages.leadUnknown });
  await db.insert(leadMiscellaneous).values({
    leadId,
    columnName: column_name,
    data: data as unknown as Record<string, unknown>,
  });
  return leadAnswer(201, { saved: true });
}
