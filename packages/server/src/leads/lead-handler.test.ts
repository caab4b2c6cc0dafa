import { readdir, readFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import {
  CAREER_SUBCATEGORY,
  GENERAL_CATEGORY,
  LEAD_FORM_ERROR_HEADING,
  LEAD_SUBMISSION_DEFAULT_ERROR,
  TERMS_REQUIRED_MESSAGE,
} from '@forecourt/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dealerships, leadDeliveries, leads, sites } from '../db/schema';
import { importFeed } from '../import/import-feed';
import { fileMailTransport } from '../outbox/mail';
import { createOutboxWorker, leadDeliveryState, retryDelayMs } from '../outbox/outbox';
import { createRateLimiter, RATE_LIMIT_MESSAGE } from '../rate-limit/rate-limit';
import { adfDtdProblems } from '../testing/adf-dtd';
import { describeEachBackend } from '../testing/backends';
import { feedRow, insertTestSite, type TestSite } from '../testing/fixtures';
import { leadBody } from '../testing/lead-fixtures';
import { HONEYPOT_FIELD } from './lead-check';
import { createLeadHandler, type HandlerResponse, leadErrorMessages } from './lead-handler';
import { type LeadSite, loadLeadSite } from './lead-site';

const now = new Date('2025-06-01T10:00:00.000Z');

describeEachBackend('lead endpoint', (getDb) => {
  let site: TestSite;
  let leadSite: LeadSite;
  let strictSite: LeadSite;
  const errors: unknown[] = [];

  const send = (body: unknown, target?: LeadSite, extra: Partial<{ clientAddress: string }> = {}) =>
    createLeadHandler({ db: getDb().db, now: () => now, log: (_m, e) => errors.push(e) })({
      body: JSON.stringify(body),
      headers: { 'content-type': 'application/json' },
      clientAddress: extra.clientAddress ?? '127.0.0.1',
      site: target ?? leadSite,
    });

  beforeAll(async () => {
    const { db } = getDb();
    site = await insertTestSite(db, 'lead');
    await importFeed(db, {
      dealershipId: site.dealershipId,
      rows: [feedRow(1), feedRow(2, { car_type: 'new', km: 5 })],
      now,
    });
    await importFeed(db, {
      dealershipId: site.otherDealershipId,
      rows: [feedRow(3, { stocknum: 'O1' })],
      now,
    });
    const loaded = await loadLeadSite(db, 'lead-site');
    if (!loaded) throw new Error('test site missing');
    leadSite = loaded;
    // A second site with the stricter flags (terms required, message optional)
    // and two sales locations, so the form asks which one.
    await insertTestSite(db, 'strict', {
      lead_form: { message_required: false, terms_checkbox_required: true },
      locations: [
        {
          id: 'sl1',
          name: 'Strict North',
          location_type: 'sales',
          dealership_slug: 'strict-motors',
        },
        {
          id: 'sl2',
          name: 'Strict South',
          location_type: 'sales',
          dealership_slug: 'strict-motors',
        },
        {
          id: 'ss1',
          name: 'Strict Service',
          location_type: 'service',
          dealership_slug: 'strict-motors',
        },
      ],
    });
    const strict = await loadLeadSite(db, 'strict-site');
    if (!strict) throw new Error('strict site missing');
    strictSite = strict;
  });

  it('stores a valid lead and answers its lead_id', async () => {
    const answer = await send(
      leadBody({}, { car_id: 'car-1', car_dealership_id: site.dealershipId }),
    );
    expect(answer.status).toBe(201);
    const leadId = (answer.body as { lead_id: string }).lead_id;
    const [row] = await getDb().db.select().from(leads).where(eq(leads.id, leadId));
    expect(row?.carId).toBe('car-1');
    // A used car enquiry is event 15 (docs/rules.md#lead-form).
    expect(row?.eventId).toBe(15);
    const deliveries = await getDb()
      .db.select()
      .from(leadDeliveries)
      .where(eq(leadDeliveries.leadId, leadId));
    expect(deliveries.map((d) => [d.status, d.destination])).toEqual([
      ['pending', { kind: 'file', format: 'adf' }],
    ]);
  });

  it('keeps a lead whose text holds a lone UTF-16 surrogate, the broken character replaced', async () => {
    // JSON may escape half of a surrogate pair; PostgreSQL cannot store it.
    const body = JSON.stringify(leadBody()).replace(
      'Is this car still available?',
      'Is this car still available? \\ud83d',
    );
    const answer = await createLeadHandler({ db: getDb().db, now: () => now })({
      body,
      headers: { 'content-type': 'application/json' },
      clientAddress: '127.0.0.1',
      site: leadSite,
    });
    expect(answer.status).toBe(201);
    const leadId = (answer.body as { lead_id: string }).lead_id;
    const [row] = await getDb().db.select().from(leads).where(eq(leads.id, leadId));
    expect(JSON.stringify(row)).toContain('Is this car still available? \uFFFD');
  });

  it('refuses a NUL character however deep in the body, before anything is written', async () => {
    let deep: unknown = 'a\u0000b';
    for (let i = 0; i < 40; i += 1) deep = [deep];
    const answer = await send(leadBody({}, { lead_attributes: { visited_pages: deep } }));
    expect(answer).toMatchObject({
      status: 400,
      body: { error: leadErrorMessages.nulCharacter },
    });
  });

  it('files a test drive on a new car as event 17', async () => {
    const answer = await send(
      leadBody(
        { category: 'Book a Test Drive' },
        { car_id: 'car-2', car_dealership_id: site.dealershipId },
      ),
    );
    const leadId = (answer.body as { lead_id: string }).lead_id;
    const [row] = await getDb().db.select().from(leads).where(eq(leads.id, leadId));
    expect(row?.eventId).toBe(17);
  });

  it('rejects a car of a dealership the site does not sell for', async () => {
    const answer = await send(
      leadBody({}, { car_id: 'car-3', car_dealership_id: site.otherDealershipId }),
    );
    expect(answer).toMatchObject({
      status: 400,
      body: { errors: { car_id: leadErrorMessages.carNotOnSite } },
    });
    const spoofed = await send(
      leadBody({}, { car_id: 'car-1', car_dealership_id: site.otherDealershipId }),
    );
    expect(spoofed.status).toBe(400);
  });

  it('answers the same lead_id for a retried submit and stores one row', async () => {
    const body = leadBody();
    const [a, b] = await Promise.all([send(body), send(body)]);
    const c = await send(body);
    const ids = [a, b, c].map((r) => (r.body as { lead_id: string }).lead_id);
    expect(new Set(ids).size).toBe(1);
    expect([a.status, b.status].sort()).toEqual([200, 201]);
    const rows = await getDb()
      .db.select()
      .from(leads)
      .where(eq(leads.idempotencyKey, body.idempotency_key as string));
    expect(rows).toHaveLength(1);
  });

  it('requires the message by default and answers the spec heading with per-field errors', async () => {
    const answer = await send(leadBody({ message: '' }));
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      error: LEAD_FORM_ERROR_HEADING,
      errors: { message: 'Please enter a message.' },
    });
  });

  it('on a site that asks for the terms checkbox: message optional, terms required with the spec message', async () => {
    const withoutTerms = await send(leadBody({ message: '', location: 'sl1' }), strictSite);
    expect(withoutTerms.body).toMatchObject({
      errors: { terms_conditions: TERMS_REQUIRED_MESSAGE },
    });
    expect((withoutTerms.body as { errors: Record<string, string> }).errors).not.toHaveProperty(
      'message',
    );
    const accepted = await send(
      leadBody({ message: '', terms_conditions: 'on', location: 'sl1' }),
      strictSite,
    );
    expect(accepted.status).toBe(201);
  });

  it('requires a location when the site has more than one, and only one of its own', async () => {
    const missing = await send(leadBody({ terms_conditions: true }), strictSite);
    expect(missing.body).toMatchObject({ errors: { location: 'Please choose a location.' } });
    const unknown = await send(
      leadBody({ terms_conditions: true, location: 'Elsewhere' }),
      strictSite,
    );
    expect(unknown.body).toMatchObject({ errors: { location: leadErrorMessages.locationUnknown } });
  });

  it('requires a 4-digit postcode on every form', async () => {
    const answer = await send(leadBody({ postcode: '400' }));
    expect(answer.body).toMatchObject({
      errors: { postcode: 'Invalid postcode. Please enter a 4-digit number.' },
    });
    const { postcode: _postcode, ...withoutPostcode } = leadBody().userData as Record<
      string,
      unknown
    >;
    const missing = await send({ ...leadBody(), userData: withoutPostcode });
    expect(missing.body).toMatchObject({
      errors: { postcode: 'Invalid postcode. Please enter a 4-digit number.' },
    });
    expect((await send(leadBody({ postcode: '4000' }))).status).toBe(201);
  });

  it("files a lead for the chosen location by its name, or the service location an 'Email Us' names; an unknown one is no choice", async () => {
    const byName = await send(
      leadBody({ terms_conditions: true, location: 'Strict South' }),
      strictSite,
    );
    expect(byName.status).toBe(201);
    const [row] = await getDb()
      .db.select()
      .from(leads)
      .where(eq(leads.id, (byName.body as { lead_id: string }).lead_id));
    expect(row?.dealershipId).toBe('strict-d1');
    const service = await send(
      leadBody({ terms_conditions: true, location: 'Strict Service' }),
      strictSite,
    );
    expect(service.status).toBe(201);
    const unknown = await send(
      leadBody({ terms_conditions: true, location: 'Strict Nowhere' }),
      strictSite,
    );
    expect(unknown.body).toMatchObject({ errors: { location: leadErrorMessages.locationUnknown } });
  });

  it('reads the lead form from the validated configuration stored with the site, and says so when there is none', async () => {
    expect(strictSite.config.lead_form).toEqual({
      message_required: false,
      terms_checkbox_required: true,
    });
    const { db } = getDb();
    await db
      .insert(sites)
      .values({ id: 'bare-site', slug: 'bare-site', name: 'Bare', template: 'metro' });
    await expect(loadLeadSite(db, 'bare-site')).rejects.toThrow(
      /site "bare-site": the configuration stored with the site is not a valid site config/,
    );
  });

  it('applies the enquiry transformation before storing', async () => {
    const answer = await send(
      leadBody({
        category: 'Careers Enquiry',
        check__Tyres: true,
        check__Wash: false,
        radio__choice: 'x',
      }),
    );
    const leadId = (answer.body as { lead_id: string }).lead_id;
    const [row] = await getDb().db.select().from(leads).where(eq(leads.id, leadId));
    expect([row?.category, row?.subcategory, row?.eventId]).toEqual([
      GENERAL_CATEGORY,
      CAREER_SUBCATEGORY,
      51,
    ]);
    const userData =
      (row?.payload as { userData?: Record<string, unknown> } | undefined)?.userData ?? {};
    expect(userData.additional_services).toEqual(['Tyres']);
    expect(
      Object.keys(userData).some((k) => k.startsWith('radio__') || k.startsWith('check__')),
    ).toBe(false);
  });

  it('pretends to accept a honeypot submit and stores nothing', async () => {
    const body = leadBody({ [HONEYPOT_FIELD]: 'http://spam.example' });
    const answer = await send(body);
    expect(answer.status).toBe(201);
    const rows = await getDb()
      .db.select()
      .from(leads)
      .where(eq(leads.idempotencyKey, body.idempotency_key as string));
    expect(rows).toEqual([]);
  });

  it('answers 429 with a clear message once a client passes the rate limit', async () => {
    const handler = createLeadHandler({
      db: getDb().db,
      rateLimiter: createRateLimiter({ name: 'leads', limit: 2, windowMs: 60_000, now: () => 0 }),
    });
    const request = () => ({
      body: JSON.stringify(leadBody()),
      headers: { 'content-type': 'application/json' },
      clientAddress: '10.0.0.9',
      site: leadSite,
    });
    const answers: HandlerResponse[] = [];
    for (let i = 0; i < 3; i++) answers.push(await handler(request()));
    expect(answers.map((a) => a.status)).toEqual([201, 201, 429]);
    expect(answers[2]?.body).toEqual({ error: RATE_LIMIT_MESSAGE });
    expect(answers[2]?.headers['retry-after']).toBe('100');
  });

  it('answers the spec text for an unknown error and logs it, without a stack trace', async () => {
    const broken = { ...leadSite, dealerships: [] };
    const answer = await send(leadBody(), broken);
    expect(answer).toMatchObject({ status: 500, body: { error: LEAD_SUBMISSION_DEFAULT_ERROR } });
    expect(JSON.stringify(answer.body)).not.toMatch(/at .*\.ts/);
    expect(errors.at(-1)).toBeInstanceOf(Error);
  });
});

describeEachBackend('lead outbox', (getDb) => {
  let leadSite: LeadSite;
  let failing = true;
  const received: { body: string; key: string | undefined; type: string | undefined }[] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c) => {
      body += c;
    });
    req.on('end', () => {
      if (failing) {
        res.writeHead(503).end();
        return;
      }
      received.push({
        body,
        key: req.headers['idempotency-key'] as string | undefined,
        type: req.headers['content-type'],
      });
      res.writeHead(204).end();
    });
  });
  let hookUrl = '';

  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    hookUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
    const { db } = getDb();
    const site = await insertTestSite(db, 'out');
    await db
      .update(dealerships)
      .set({
        leadDestinations: [
          { kind: 'webhook', url: hookUrl, format: 'json' },
          { kind: 'webhook', url: hookUrl, format: 'adf' },
          { kind: 'email', to: 'sales@out.example', format: 'adf' },
          { kind: 'file', format: 'adf' },
        ],
      })
      .where(eq(dealerships.id, site.dealershipId));
    const loaded = await loadLeadSite(db, 'out-site');
    if (!loaded) throw new Error('site missing');
    leadSite = loaded;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('retries a failing destination with backoff, across a worker restart, until it comes back', async () => {
    const { db, dataDir } = getDb();
    let clock = now.getTime();
    const handler = createLeadHandler({ db, now: () => new Date(clock) });
    const answer = await handler({
      body: JSON.stringify(leadBody({ message: 'Hello <b>&</b> "dealer"' })),
      headers: { 'content-type': 'application/json' },
      clientAddress: '127.0.0.1',
      site: leadSite,
    });
    const leadId = (answer.body as { lead_id: string }).lead_id;
    const backoff = { baseMs: 10_000, maxMs: 60_000, maxAttempts: 5 };
    const context = {
      dataDir,
      mail: fileMailTransport(path.join(dataDir, 'mail')),
      mailFrom: 'leads@test',
    };
    const first = createOutboxWorker({
      db,
      context,
      now: () => new Date(clock),
      backoff,
      log: () => {},
    });
    expect(await first.runOnce()).toBe(4);
    let state = await leadDeliveryState(db, leadId);
    expect(state.map((s) => s.status)).toEqual(['pending', 'pending', 'delivered', 'delivered']);
    expect(state[0]).toMatchObject({ attempts: 1, lastError: 'webhook answered HTTP 503' });
    expect(state[0]?.nextAttemptAt.getTime()).toBe(clock + retryDelayMs(1, backoff));

    // Not due yet: nothing is attempted before the backoff has passed.
    clock += 9_999;
    expect(await first.runOnce()).toBe(0);
    clock += 1;
    expect(await first.runOnce()).toBe(2);
    state = await leadDeliveryState(db, leadId);
    expect(state[0]).toMatchObject({ status: 'pending', attempts: 2 });
    expect(state[0]?.nextAttemptAt.getTime()).toBe(clock + 20_000);

    // The process restarts (a new worker, same database), and the CRM is back.
    failing = false;
    clock += 20_000;
    const second = createOutboxWorker({
      db,
      context,
      now: () => new Date(clock),
      backoff,
      log: () => {},
    });
    expect(await second.runOnce()).toBe(2);
    state = await leadDeliveryState(db, leadId);
    expect(state.map((s) => [s.status, s.attempts])).toEqual([
      ['delivered', 3],
      ['delivered', 3],
      ['delivered', 1],
      ['delivered', 1],
    ]);
    // Deliveries run side by side, so their order of arrival is not fixed.
    received.sort((a, b) => String(a.key).localeCompare(String(b.key)));
    expect(received.map((r) => r.key)).toEqual([`${leadId}:0`, `${leadId}:1`]);
    const json = JSON.parse(received[0]?.body ?? '{}');
    expect(json).toMatchObject({
      lead_id: leadId,
      userData: { message: 'Hello <b>&</b> "dealer"' },
    });
    expect(received[1]?.type).toBe('application/xml');
    expect(received[1]?.body).toContain(
      '<comments>Vehicle Enquiry\nmessage: Hello &lt;b&gt;&amp;&lt;/b&gt; &quot;dealer&quot;',
    );

    const files = await readdir(path.join(dataDir, 'deliveries', 'out-motors'));
    expect(files).toEqual([`2025-06-01_${leadId}_3.xml`]);
    const xml = await readFile(
      path.join(dataDir, 'deliveries', 'out-motors', files[0] ?? ''),
      'utf8',
    );
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<\?adf version="1.0"\?>/);
    // What the CRM receives is valid ADF 1.0, the webhook's copy as the file's.
    expect(adfDtdProblems(xml)).toEqual([]);
    expect(adfDtdProblems(received[1]?.body ?? '')).toEqual([]);
    expect(await readdir(path.join(dataDir, 'mail'))).toEqual([`${leadId}.2_forecourt.eml`]);
  });

  it('gives up after the last attempt and says so in the delivery state', async () => {
    const { db, dataDir } = getDb();
    failing = true;
    let clock = now.getTime();
    const answer = await createLeadHandler({ db, now: () => new Date(clock) })({
      body: JSON.stringify(leadBody()),
      headers: { 'content-type': 'application/json' },
      clientAddress: '127.0.0.1',
      site: leadSite,
    });
    const leadId = (answer.body as { lead_id: string }).lead_id;
    const backoff = { baseMs: 1_000, maxMs: 4_000, maxAttempts: 3 };
    const worker = createOutboxWorker({
      db,
      context: { dataDir, mail: fileMailTransport(path.join(dataDir, 'mail')), mailFrom: 'x@test' },
      now: () => new Date(clock),
      backoff,
      log: () => {},
    });
    for (let i = 0; i < 3; i++) {
      await worker.runOnce();
      clock += 10_000;
    }
    const state = await leadDeliveryState(db, leadId);
    expect(state[0]).toMatchObject({ status: 'failed', attempts: 3 });
    failing = false;
  });
});

describe('retry delay', () => {
  it('doubles from the base and stops at the cap', () => {
    const policy = { baseMs: 1_000, maxMs: 5_000, maxAttempts: 10 };
    expect([1, 2, 3, 4].map((n) => retryDelayMs(n, policy))).toEqual([1_000, 2_000, 4_000, 5_000]);
  });
});
