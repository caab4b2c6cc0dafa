import { OFFER_ACCEPTED_SUBCATEGORY } from '@forecourt/core';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { leadMiscellaneous, leads } from '../db/schema';
import { createLeadHandler } from '../leads/lead-handler';
import { type LeadSite, loadLeadSite } from '../leads/lead-site';
import { describeEachBackend } from '../testing/backends';
import { insertTestSite } from '../testing/fixtures';
import { leadBody } from '../testing/lead-fixtures';
import { miscellaneousMessages, saveMiscellaneous } from './miscellaneous';

const now = new Date('2026-06-01T10:00:00.000Z');
const tradeIn = {
  category: 'Trade-In',
  message: undefined,
  rego: 'ABC123',
  regoState: 'QLD',
  offer_price: 18_450,
};

describeEachBackend('trade-in leads and POST /api/miscellaneous', (getDb) => {
  let site: LeadSite;
  let otherSite: LeadSite;
  const send = (body: unknown, target: LeadSite) =>
    createLeadHandler({ db: getDb().db, now: () => now })({
      body: JSON.stringify(body),
      headers: { 'content-type': 'application/json' },
      clientAddress: '127.0.0.1',
      site: target,
    });

  beforeAll(async () => {
    const { db } = getDb();
    await insertTestSite(db, 'tin');
    await insertTestSite(db, 'tout');
    const a = await loadLeadSite(db, 'tin-site');
    const b = await loadLeadSite(db, 'tout-site');
    if (!a || !b) throw new Error('test sites missing');
    site = a;
    otherSite = b;
  });

  it('a trade-in lead needs the last name and no message; the offer-accepted lead follows it', async () => {
    const noLastName = await send(leadBody({ ...tradeIn, last_name: '' }), site);
    expect(noLastName.status).toBe(400);
    const first = await send(leadBody(tradeIn), site);
    expect(first.status).toBe(201);
    const leadId = String(first.body?.lead_id);
    const accepted = await send(
      leadBody({
        ...tradeIn,
        subcategory: OFFER_ACCEPTED_SUBCATEGORY,
        lead_id: leadId,
        form_completed: true,
        offer_accepted: true,
      }),
      site,
    );
    expect(accepted.status).toBe(201);
    const [row] = await getDb()
      .db.select()
      .from(leads)
      .where(eq(leads.id, String(accepted.body?.lead_id)));
    expect(row?.category).toBe('Trade-In');
    expect(row?.subcategory).toBe(OFFER_ACCEPTED_SUBCATEGORY);
  });

  it('saves the valuation against a lead of the site, and only such a lead', async () => {
    const filed = await send(leadBody(tradeIn), site);
    const leadId = String(filed.body?.lead_id);
    const save = {
      offer_price: 18_450,
      rego: 'abc 123',
      regoState: 'qld',
      adjustmentAnswers: { service_history: true },
      lead_id: leadId,
      column_name: 'valuation',
    };
    const saved = await saveMiscellaneous(getDb().db, site.id, save);
    expect(saved.status).toBe(201);
    const rows = await getDb()
      .db.select()
      .from(leadMiscellaneous)
      .where(eq(leadMiscellaneous.leadId, leadId));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.columnName).toBe('valuation');
    expect(rows[0]?.data).toMatchObject({ offer_price: 18_450, rego: 'ABC123', regoState: 'QLD' });

    const elsewhere = await saveMiscellaneous(getDb().db, otherSite.id, save);
    expect(elsewhere).toMatchObject({
      status: 404,
      body: { error: miscellaneousMessages.leadUnknown },
    });
    const notUuid = await saveMiscellaneous(getDb().db, site.id, { ...save, lead_id: '42' });
    expect(notUuid.status).toBe(404);
    const wrongColumn = await saveMiscellaneous(getDb().db, site.id, { ...save, column_name: 'x' });
    expect(wrongColumn).toMatchObject({
      status: 400,
      body: { error: miscellaneousMessages.invalid },
    });
  });

  it('refuses a NUL in the answers with 400, and keeps a lone surrogate replaced (jsonb holds neither)', async () => {
    const filed = await send(leadBody(tradeIn), site);
    const leadId = String(filed.body?.lead_id);
    const save = (adjustmentAnswers: Record<string, unknown>) =>
      saveMiscellaneous(getDb().db, site.id, {
        offer_price: 18_450,
        rego: 'ABC123',
        regoState: 'QLD',
        adjustmentAnswers,
        lead_id: leadId,
        column_name: 'valuation',
      });
    for (const answers of [{ service_history: 'y\u0000s' }, { 'key\u0000': true }]) {
      expect(await save(answers)).toMatchObject({
        status: 400,
        body: { error: miscellaneousMessages.nulCharacter },
      });
    }
    expect((await save({ service_history: 'y\ud800s', '\udc00': false })).status).toBe(201);
    const rows = await getDb()
      .db.select()
      .from(leadMiscellaneous)
      .where(eq(leadMiscellaneous.leadId, leadId));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.data).toMatchObject({
      adjustmentAnswers: { service_history: 'y\ufffds', '\ufffd': false },
    });
  });
});

describe('saveMiscellaneous without a lead id', () => {
  it('is refused before the database is asked', async () => {
    const answer = await saveMiscellaneous(null as never, 's', {
      offer_price: 1,
      rego: 'A1',
      regoState: 'QLD',
      column_name: 'valuation',
    });
    expect(answer.status).toBe(400);
  });
});
