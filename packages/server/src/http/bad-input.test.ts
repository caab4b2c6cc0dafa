import http from 'node:http';
import { expect, it } from 'vitest';
import { importFeed } from '../import/import-feed';
import { createRateLimiter } from '../rate-limit/rate-limit';
import { describeEachBackend } from '../testing/backends';
import { feedRow, insertTestSite } from '../testing/fixtures';
import { leadBody } from '../testing/lead-fixtures';
import { createLeadServer, listen } from './server';

// Bad-input test: at least 1,000 generated malformed lead bodies, each
// answered 4xx with a clear message, none 5xx, and the server still serving (docs/decisions/0011-leads-through-an-outbox.md).
// Loopback only; a fixed number of requests.

const payloads = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  "'; DROP TABLE leads; --",
  "' OR '1'='1",
  '1; SELECT pg_sleep(10)',
  '"><svg/onload=alert(1)>',
  // A template-injection probe, written as plain text on purpose.
  // biome-ignore lint/suspicious/noTemplateCurlyInString: the payload is the point
  '${7*7}{{7*7}}',
  '../../../../etc/passwd',
  '\u0000\u0001\u0002',
  '𝔘𝔫𝔦𝔠𝔬𝔡𝔢 ✓ ünïcödé',
];
const wrongValues: unknown[] = [
  null,
  42,
  -1.5,
  true,
  [],
  {},
  ['a'],
  { nested: { deep: 1 } },
  '',
  Number.POSITIVE_INFINITY,
];

/** Sets a dotted path on a copy of a valid lead. */
function withValue(path: string, value: unknown): Record<string, unknown> {
  const body = structuredClone(leadBody()) as Record<string, unknown>;
  const keys = path.split('.');
  let target = body as Record<string, unknown>;
  for (const key of keys.slice(0, -1)) target = target[key] as Record<string, unknown>;
  const last = keys.at(-1) as string;
  if (value === undefined) delete target[last];
  else target[last] = value;
  return body;
}

/**
 * Values the schema rightly accepts for a field are not malformed. JSON has no
 * Infinity: it travels as null.
 */
function acceptedAsValid(path: string, value: unknown): boolean {
  const sent = JSON.parse(JSON.stringify(value ?? null)) as unknown;
  const isObject = typeof sent === 'object' && sent !== null && !Array.isArray(sent);
  switch (path) {
    case 'car_id':
    case 'car_dealership_id':
    case 'userData.test_drive_date':
      return sent === null || sent === '';
    case 'user_agent':
      return sent === '';
    case 'lead_attributes':
      // The core schema ignores keys it does not know.
      return isObject;
    case 'lead_attributes.linked_query_params':
      return isObject && Object.values(sent as object).every((v) => typeof v === 'string');
    case 'lead_attributes.visited_pages':
      return Array.isArray(sent) && sent.every((v) => typeof v === 'string');
    case 'userData.additional_services':
      return Array.isArray(sent) && sent.every((v) => typeof v === 'string');
    default:
      return false;
  }
}

/** Every malformed request body, as the bytes to send. */
function malformedBodies(): { name: string; bytes: Buffer }[] {
  const out: { name: string; bytes: Buffer }[] = [];
  const add = (name: string, value: unknown) =>
    out.push({ name, bytes: Buffer.from(JSON.stringify(value)) });
  const required = [
    'userData',
    'url',
    'source',
    'user_agent',
    'car_id',
    'car_dealership_id',
    'lead_attributes',
    'idempotency_key',
    'userData.category',
    'userData.name',
    'userData.email',
    'userData.phone',
    'userData.message',
    // Postcode: required on every lead form (docs/rules.md#postcode).
    'userData.postcode',
  ];
  // Missing fields.
  for (const path of required) add(`missing ${path}`, withValue(path, undefined));
  // Wrong types, in every field.
  const typed = [
    ...required,
    'lead_attributes.visited_pages',
    'lead_attributes.linked_query_params',
    'userData.test_drive_date',
    'userData.additional_services',
  ];
  for (const path of typed) {
    for (const value of wrongValues) {
      if (acceptedAsValid(path, value)) continue;
      add(`${path} = ${JSON.stringify(value)}`, withValue(path, value));
    }
  }
  // HTML and SQL payloads where they are not valid values.
  for (const p of payloads) {
    for (const path of [
      'userData.email',
      'userData.phone',
      'userData.postcode',
      'url',
      'idempotency_key',
      'source',
      'car_id',
      'car_dealership_id',
      'userData.test_drive_date',
    ]) {
      add(`${path} = payload`, withValue(path, p));
    }
    out.push({ name: 'payload as the whole body', bytes: Buffer.from(p) });
  }
  // Huge strings.
  for (const size of [5_001, 20_000, 60_000]) {
    add(`message of ${size}`, withValue('userData.message', 'x'.repeat(size)));
    add(`name of ${size}`, withValue('userData.name', 'y'.repeat(size)));
  }
  add('huge body', withValue('userData.message', 'z'.repeat(200_000)));
  add('huge unknown field', withValue('userData.notes', 'n'.repeat(70_000)));
  // Invalid UTF-8 and broken JSON.
  const valid = Buffer.from(JSON.stringify(leadBody()));
  for (const bad of [
    [0xff],
    [0xfe, 0xff],
    [0xc3],
    [0xe2, 0x82],
    [0xed, 0xa0, 0x80],
    [0xf8, 0x88, 0x80, 0x80, 0x80],
    [0xc0, 0xaf],
  ]) {
    for (let at = 20; at < valid.length; at += Math.ceil(valid.length / 60)) {
      out.push({
        name: `invalid utf-8 ${bad.join(',')} at ${at}`,
        bytes: Buffer.concat([valid.subarray(0, at), Buffer.from(bad), valid.subarray(at)]),
      });
    }
  }
  for (let cut = 1; cut < valid.length; cut += Math.ceil(valid.length / 300)) {
    out.push({ name: `truncated at ${cut}`, bytes: valid.subarray(0, cut) });
  }
  for (const top of [
    'null',
    '42',
    '"lead"',
    '[]',
    '[1,2]',
    'true',
    '',
    ' ',
    '{',
    '}',
    '{"userData":}',
    'NaN',
  ]) {
    out.push({ name: `top-level ${top}`, bytes: Buffer.from(top) });
  }
  out.push({
    name: 'deep nesting',
    bytes: Buffer.from(`${'['.repeat(20_000)}${']'.repeat(20_000)}`),
  });
  add('prototype key', JSON.parse(`{"__proto__": {"admin": true}, "userData": {"category": "x"}}`));
  // Combinations: two broken fields at once, deterministic.
  for (const a of typed) {
    for (const b of typed) {
      if (a >= b) continue;
      const body = withValue(a, 12345);
      const again = withValue(b, [{}]);
      add(`${a} and ${b}`, {
        ...body,
        ...again,
        userData: {
          ...(again.userData as object),
          ...(a.startsWith('userData.') ? { [a.slice(9)]: 12345 } : {}),
        },
      });
    }
  }
  return out;
}

function request(
  port: number,
  bytes: Buffer,
  agent: http.Agent,
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        path: '/api/leads',
        method: 'POST',
        agent,
        headers: {
          'content-type': 'application/json',
          'x-forecourt-site': 'bad-site',
          'content-length': bytes.length,
        },
        timeout: 15_000,
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (c) => {
          body += c;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      },
    );
    req.on('timeout', () => req.destroy(new Error('timed out')));
    req.on('error', reject);
    req.end(bytes);
  });
}

describeEachBackend('lead endpoint under malformed input', (getDb) => {
  it('answers every one of at least 1,000 malformed bodies with a 4xx and a message, and keeps serving', async () => {
    const { db } = getDb();
    const site = await insertTestSite(db, 'bad');
    await importFeed(db, { dealershipId: site.dealershipId, rows: [feedRow(1)], now: new Date() });
    const errors: unknown[] = [];
    const server = createLeadServer({
      db,
      rateLimiter: createRateLimiter({ name: 'leads', limit: 100_000, windowMs: 60_000 }),
      log: (_m, e) => errors.push(e),
    });
    const port = await listen(server);
    const agent = new http.Agent({ keepAlive: true, maxSockets: 8 });
    try {
      const bodies = malformedBodies();
      expect(bodies.length).toBeGreaterThanOrEqual(1_000);
      const failures: string[] = [];
      let index = 0;
      const worker = async () => {
        while (index < bodies.length) {
          const item = bodies[index++];
          if (!item) break;
          const answer = await request(port, item.bytes, agent).catch((e: Error) => ({
            status: 0,
            body: e.message,
          }));
          let message: unknown;
          try {
            message = (JSON.parse(answer.body) as { error?: unknown }).error;
          } catch {
            message = undefined;
          }
          if (
            answer.status < 400 ||
            answer.status >= 500 ||
            typeof message !== 'string' ||
            message.length < 10
          ) {
            failures.push(`${item.name}: ${answer.status} ${answer.body.slice(0, 200)}`);
          }
        }
      };
      await Promise.all(Array.from({ length: 8 }, worker));
      expect(failures).toEqual([]);
      expect(errors).toEqual([]);
      // Still serving: a good lead goes through.
      const good = await request(
        port,
        Buffer.from(JSON.stringify(leadBody({}, { url: 'http://bad-site.localhost/' }))),
        agent,
      );
      expect(good.status).toBe(201);
    } finally {
      agent.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  }, 120_000);
});
