import { describe, expect, it } from 'vitest';
import { parseApiRequest } from './request-gate';
import { cleanRequestValue, MAX_REQUEST_DEPTH, requestValueReasons } from './request-value';
import { apiRequestSchemas } from './route-schemas';

const parts = (body: unknown, query: [string, string][] = [], params = {}) => ({
  body,
  query,
  params,
});

describe('cleanRequestValue', () => {
  it('normalises every string and key to NFC, at any depth', () => {
    const decomposed = 'Cafe\u0301';
    const cleaned = cleanRequestValue({ [decomposed]: [{ name: decomposed }] });
    expect(cleaned).toEqual({ ok: true, value: { Café: [{ name: 'Café' }] } });
  });

  it('refuses a NUL in a value or a key, naming where it is', () => {
    expect(cleanRequestValue({ a: [{ b: 'x\u0000' }] })).toEqual({
      ok: false,
      path: ['a', 0, 'b'],
      reason: requestValueReasons.nul,
    });
    expect(cleanRequestValue({ a: { 'k\u0000': 1 } })).toMatchObject({
      ok: false,
      path: ['a', 'k\u0000'],
    });
  });

  it('refuses a lone surrogate, or replaces it where asked (the enquiry way)', () => {
    const body = { answers: { q: 'y\ud800es', '\udc00': true } };
    expect(cleanRequestValue(body)).toMatchObject({
      ok: false,
      reason: requestValueReasons.loneSurrogate,
    });
    expect(cleanRequestValue(body, 'replace')).toEqual({
      ok: true,
      value: { answers: { q: 'y\ufffdes', '\ufffd': true } },
    });
    // A whole pair is text like any other.
    expect(cleanRequestValue({ q: '\ud83d\ude97' })).toEqual({ ok: true, value: { q: '🚗' } });
  });

  it('drops prototype keys at any depth, leaving plain objects', () => {
    const body = JSON.parse(
      '{"__proto__":{"polluted":1},"a":{"constructor":{"prototype":{"x":1}},"b":1},"prototype":2}',
    );
    const cleaned = cleanRequestValue(body);
    expect(cleaned).toEqual({ ok: true, value: { a: { b: 1 } } });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('refuses nesting deeper than MAX_REQUEST_DEPTH without recursing', () => {
    let deep: unknown = 'x';
    for (let i = 0; i < 100_000; i += 1) deep = [deep];
    expect(cleanRequestValue(deep)).toMatchObject({
      ok: false,
      reason: requestValueReasons.tooDeep,
    });
    let shallow: unknown = 'x';
    for (let i = 0; i < MAX_REQUEST_DEPTH; i += 1) shallow = { a: shallow };
    expect(cleanRequestValue(shallow).ok).toBe(true);
  });
});

describe('parseApiRequest', () => {
  it('names the field and the reason of a refused part', () => {
    const refused = parseApiRequest(
      apiRequestSchemas.tradeInValuation,
      parts({
        rego: 'ABC123',
        regoState: 'QLD',
        year: { toString: 1 },
        km: 10,
        make: 'A',
        model: 'B',
      }),
    );
    expect(refused.ok).toBe(false);
    if (refused.ok) return;
    expect(refused.issues[0]?.field).toBe('body.year');
    expect(refused.issues[0]?.reason).toMatch(/number/);
  });

  it('reads numbers only from the schema: digits or JSON numbers, bounded and whole', () => {
    const schema = apiRequestSchemas.tradeInValuation;
    const base = { rego: 'ABC123', regoState: 'QLD', make: 'Toyota', model: 'Corolla' };
    const read = (year: unknown, km: unknown) =>
      parseApiRequest(schema, parts({ ...base, year, km }));
    const ok = read(' 2020 ', 45_000);
    expect(ok.ok && [ok.body.year, ok.body.km]).toEqual([2020, 45_000]);
    for (const [year, km] of [
      [Number.POSITIVE_INFINITY, 1],
      [2020.5, 1],
      [2020, -1],
      [2020, 1e12],
      ['2020abc', 1],
      [[2020], 1],
      [true, 1],
      [null, 1],
      ['0x7e4', 1],
    ]) {
      expect(read(year, km).ok, `${String(year)} ${String(km)}`).toBe(false);
    }
  });

  it('refuses anything in a part a route does not take', () => {
    const query = parseApiRequest(apiRequestSchemas.search, parts({}, [['x', '1']]));
    expect(query).toMatchObject({ ok: false, issues: [{ field: 'query' }] });
    const params = parseApiRequest(apiRequestSchemas.makeLogo, parts({}, [], { x: 'y' }));
    expect(params.ok).toBe(false);
    const body = parseApiRequest(apiRequestSchemas.demoBooking, parts({ a: 1 }));
    expect(body.ok).toBe(false);
  });

  it('refuses a query name given twice where one text is meant', () => {
    const twice = parseApiRequest(
      apiRequestSchemas.financeDisclaimer,
      parts({}, [
        ['car_id', '1'],
        ['car_id', '2'],
      ]),
    );
    expect(twice).toMatchObject({ ok: false, issues: [{ field: 'query.car_id' }] });
  });

  it('decodes a path segment, refusing bad encoding and NUL', () => {
    const read = (slug: string) =>
      parseApiRequest(apiRequestSchemas.carPdf, parts({}, [], { slug }));
    const ok = read('caf%C3%A9-1');
    expect(ok.ok && ok.params.slug).toBe('café-1');
    for (const slug of ['%E0%A4%A', '%00', 'a%ED%A0%80', ''])
      expect(read(slug).ok, slug).toBe(false);
  });

  it('trims text fields and keeps an enquiry whole, its broken characters replaced', () => {
    const vehicle = parseApiRequest(
      apiRequestSchemas.tradeInVehicle,
      parts({ rego: '  abc 123 ', regoState: ' qld' }),
    );
    expect(vehicle.ok && vehicle.body).toEqual({ rego: 'abc 123', regoState: 'qld' });
    const lead = parseApiRequest(
      apiRequestSchemas.lead,
      parts(JSON.parse('{"userData":{"message":"hi \\ud800"},"__proto__":1}')),
    );
    expect(lead.ok && lead.body).toEqual({ userData: { message: 'hi \ufffd' } });
    const nul = parseApiRequest(apiRequestSchemas.lead, parts({ userData: { name: 'A\u0000' } }));
    expect(nul).toMatchObject({ ok: false, issues: [{ field: 'body.userData.name' }] });
  });

  it('bounds the free-form answers of a valuation at any depth', () => {
    const save = {
      offer_price: 18_450,
      rego: 'ABC123',
      regoState: 'QLD',
      lead_id: '6f1d3c1e-8a8f-4a57-9d55-3d1c8f0f6a11',
      column_name: 'valuation',
    };
    const read = (adjustmentAnswers: unknown) =>
      parseApiRequest(apiRequestSchemas.miscellaneous, parts({ ...save, adjustmentAnswers }));
    expect(read({ service_history: true }).ok).toBe(true);
    expect(read({ a: 'x\u0000' })).toMatchObject({
      ok: false,
      issues: [{ field: 'body.adjustmentAnswers.a' }],
    });
    expect(read({ a: '\udbff' }).ok).toBe(false);
    expect(read({ a: { nested: true } }).ok).toBe(false);
  });
});
