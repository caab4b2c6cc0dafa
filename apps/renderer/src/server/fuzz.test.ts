import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Car, facetNames, isCarOnSite, type SiteConfig, sortKeys } from '@forecourt/core';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSiteRegistry } from '../site-registry/hosts';
import { defaultSitesDir, loadSites } from '../site-registry/load-sites';
import { closeServer, listenOnFreePort, quietConsole } from '../testing/http-client';
import { createMemoryServices, type MemoryServices, testCar } from '../testing/memory-services';
import { acmeDomainAndSales, acmeSite, baySite } from '../testing/test-sites';
import { createApp, type RendererApp } from './app';
import { createDataServices, type DataServices } from './services/data-services';
import type { RendererServices } from './services/services';

// Property-based fuzz of every API route and every page route over real HTTP
// (docs/decisions/0016-one-guard-for-requests.md): requests built by fast-check from hostile parts (huge, deeply
// nested, wrong-typed and badly percent-encoded values, prototype-shaped keys
// and words, lone UTF-16 surrogates and NUL, wrong content types, wrong
// methods, odd Host headers). The one property: no answer is a 5xx, every
// request gets an answer, and the server still serves a page at the end.
//
// Two apps take the requests: the in-memory data side with two test sites (the
// bulk, pages included), and the real data side over an embedded PGlite
// database with two demo sites, where the lead and phone-reveal handlers write
// and the search runs on the real engine. The seed is fixed so a failure
// reproduces; FUZZ_SEED picks another run.

const root = fileURLToPath(new URL('../../', import.meta.url));
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_122);
/** Requests in flight at once: enough to overlap I/O, few enough for two cores. */
const CONCURRENCY = 8;
const ANSWER_TIMEOUT_MS = 15_000;

/** Requests per route on the in-memory app (about 7,300). */
const MEMORY_RUNS = {
  'api/search': 1_700,
  'api/suggest': 300,
  'api/leads': 1_400,
  'api/phone-reveal': 1_000,
  'api/cars/pdf': 500,
  images: 700,
  'media/logos': 300,
  'api/other': 300,
  'host/odd': 400,
  'page/home': 80,
  'page/search': 300,
  'page/car': 250,
  'page/reserve': 80,
  'page/book-test-drive': 80,
  'page/content': 90,
  'page/other': 120,
} as const;

/** Requests per route on the app over the real data side (about 2,850). */
const DATA_RUNS = {
  'api/search': 900,
  'api/suggest': 150,
  'api/leads': 1_000,
  'api/phone-reveal': 500,
  'api/cars/pdf': 150,
  images: 150,
  'page/car': 80,
  'page/search': 70,
} as const;

type Route = keyof typeof MEMORY_RUNS;

const acme: SiteConfig = acmeSite({
  ...acmeDomainAndSales,
  website_id: 1041,
  reserve: { allowed: true },
});

const bay: SiteConfig = baySite({ reserve: { allowed: true, checkout_route: 'buy-online' } });

const memoryCars = [
  testCar({
    id: '1',
    slug: 'acme-hilux-1',
    make: 'Toyota',
    model: 'Hilux',
    dealership_slug: 'acme-motors',
  }),
  testCar({
    id: '2',
    slug: 'acme-ranger-2',
    make: 'Ford',
    model: 'Ranger',
    dealership_slug: 'acme-motors',
    car_type: 'new',
  }),
  testCar({
    id: '3',
    slug: 'acme-corolla-3',
    make: 'Toyota',
    model: 'Corolla',
    dealership_slug: 'acme-motors',
    status: 'sold',
  }),
  testCar({
    id: '4',
    slug: 'bay-swift-4',
    make: 'Suzuki',
    model: 'Swift',
    dealership_slug: 'bay-cars',
  }),
  testCar({
    id: '5',
    slug: 'bay-vitara-5',
    make: 'Suzuki',
    model: 'Vitara',
    dealership_slug: 'bay-cars',
    car_type: 'demo',
  }),
];

// ---------------------------------------------------------------------------
// The request and how it is sent

type FuzzRequest = {
  route: string;
  method: string;
  /** The request-target exactly as sent (may be malformed). */
  path: string;
  /** The Host header as sent; null sends none. */
  host: string | null;
  headers: Record<string, string>;
  body: Buffer | null;
  /** Sent in two chunks without a content-length. */
  chunked: boolean;
};

type Outcome =
  | { kind: 'answer'; status: number; text: string }
  | { kind: 'no-answer'; error: string }
  | { kind: 'not-sendable'; error: string };

function send(port: number, request: FuzzRequest): Promise<Outcome> {
  return new Promise((resolve) => {
    let settled = false;
    const settle = (outcome: Outcome) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(outcome);
    };
    const headers: Record<string, string> = { ...request.headers };
    if (request.host !== null) headers.host = request.host;
    if (request.body && !request.chunked) headers['content-length'] = String(request.body.length);
    let req: http.ClientRequest;
    try {
      req = http.request(
        {
          host: '127.0.0.1',
          port,
          path: request.path,
          method: request.method,
          headers,
          setHost: false,
          // A new connection per request: a kept socket the server had closed
          // would fail the next request, which did not cause it.
          agent: false,
        },
        (res) => {
          const chunks: Buffer[] = [];
          let size = 0;
          res.on('data', (chunk: Buffer) => {
            if (size < 4096) chunks.push(chunk);
            size += chunk.length;
          });
          res.on('end', () =>
            settle({
              kind: 'answer',
              status: res.statusCode ?? 0,
              text: Buffer.concat(chunks).toString('utf8').slice(0, 4096),
            }),
          );
          res.on('error', (error) => settle({ kind: 'no-answer', error: String(error) }));
        },
      );
    } catch (error) {
      // The client refused to send it (a request line node will not write):
      // the generator made a request no client can send, so it is not the server's.
      resolve({ kind: 'not-sendable', error: String(error) });
      return;
    }
    const timer = setTimeout(() => {
      settle({ kind: 'no-answer', error: `no answer within ${ANSWER_TIMEOUT_MS} ms` });
      req.destroy();
    }, ANSWER_TIMEOUT_MS);
    req.on('error', (error) => settle({ kind: 'no-answer', error: String(error) }));
    if (request.body) {
      if (request.chunked) {
        const half = Math.floor(request.body.length / 2);
        req.write(request.body.subarray(0, half));
        req.end(request.body.subarray(half));
      } else {
        req.end(request.body);
      }
    } else {
      req.end();
    }
  });
}

type Failure = { route: string; index: number; outcome: string; request: FuzzRequest };

/** What the app and the data side logged: the app names the method and the request-target of a request that threw. */
type LogEntry = { message: string; error: string };

function clip(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max)}… (${text.length} characters)` : text;
}

function describeRequest(request: FuzzRequest): string {
  const body = request.body;
  const preview = body ? JSON.stringify(clip(body.subarray(0, 700).toString('latin1'), 600)) : '';
  return [
    `${request.method} ${clip(JSON.stringify(request.path), 300)}`,
    `host ${clip(JSON.stringify(request.host), 80)}`,
    `headers ${JSON.stringify(request.headers)}`,
    body
      ? `body ${body.length} bytes${request.chunked ? ' (chunked)' : ''} starting ${preview}`
      : 'no body',
  ].join('; ');
}

/** Sends every request, CONCURRENCY at a time; answers the failures and the counts per route. */
async function fuzz(port: number, requests: readonly FuzzRequest[], logs: readonly LogEntry[]) {
  const failures: Failure[] = [];
  const counts = new Map<string, number>();
  /** Requests node's client refuses to write (the generator's mistake, not the server's). */
  const unsendable: string[] = [];
  let next = 0;
  const worker = async () => {
    while (next < requests.length) {
      const index = next++;
      const request = requests[index] as FuzzRequest;
      const outcome = await send(port, request);
      if (outcome.kind === 'not-sendable') {
        unsendable.push(
          `${request.method} ${clip(JSON.stringify(request.path), 80)}: ${outcome.error}`,
        );
        continue;
      }
      counts.set(request.route, (counts.get(request.route) ?? 0) + 1);
      if (outcome.kind === 'no-answer') {
        failures.push({ route: request.route, index, outcome: outcome.error, request });
      } else if (outcome.status >= 500) {
        const outcomeText = `${outcome.status} ${JSON.stringify(clip(outcome.text, 100))}`;
        failures.push({ route: request.route, index, outcome: outcomeText, request });
      }
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  // The app logs '{method} {target} failed' when a request threw into its 500
  // path. The client may have seen something else (node answers 400 itself
  // when the rest of the request cannot be parsed, before the app's 500 is
  // written), so each such request is a failure too.
  const failed = new Set(failures.map((f) => `${f.request.method} ${f.request.path} failed`));
  const byTarget = new Map(requests.map((r, i) => [`${r.method} ${r.path} failed`, i]));
  for (const entry of logs) {
    const index = byTarget.get(entry.message);
    if (index === undefined || failed.has(entry.message)) continue;
    failed.add(entry.message);
    const request = requests[index] as FuzzRequest;
    failures.push({ route: request.route, index, outcome: 'the app took its 500 path', request });
  }
  return { failures, counts, unsendable };
}

/** Every failed request (the first 60), each with its answer and the error the app logged for it. */
function failureReport(name: string, failures: readonly Failure[], logs: readonly LogEntry[]) {
  const lines = [...failures]
    .sort((a, b) => a.route.localeCompare(b.route) || a.index - b.index)
    .slice(0, 60)
    .map((failure) => {
      const { method, path } = failure.request;
      const logged = logs.find((l) => l.message === `${method} ${path} failed`);
      const error = logged
        ? `\n      the app logged: ${clip(logged.error.split('\n')[0] ?? '', 300)}`
        : '';
      return `  #${failure.index} ${failure.route} → ${failure.outcome}\n      ${describeRequest(failure.request)}${error}`;
    });
  const more = failures.length > 60 ? `\n  … and ${failures.length - 60} more` : '';
  // Errors logged by handlers that do not name the request (the lead handler's own catch).
  const attached = new Set(failures.map((f) => `${f.request.method} ${f.request.path} failed`));
  const others = [
    ...new Set(
      logs
        .filter((l) => l.error !== '' && !attached.has(l.message))
        .map((l) => `${clip(l.message, 120)}: ${clip(l.error.split('\n')[0] ?? '', 200)}`),
    ),
  ].slice(0, 10);
  const logged =
    others.length > 0 ? `\n  errors logged meanwhile:\n    ${others.join('\n    ')}` : '';
  return `${name} (seed ${SEED}): ${failures.length} request(s) failed\n${lines.join('\n')}${more}${logged}`;
}

// ---------------------------------------------------------------------------
// The hostile parts

const protoWords = [
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'valueOf',
  'hasOwnProperty',
  '__defineGetter__',
  'isPrototypeOf',
] as const;

const nastyPieces = [
  '\u0000',
  '\uD800',
  '\uDBFF',
  '\uDC00',
  '\uDFFF',
  '\uDBFF\uDFFF',
  '\uFFFE',
  '\uFEFF',
  '\u202E',
  '\u2028',
  '\u0085',
  '\n',
  '\r\n',
  '\t',
  '"',
  "'",
  '\\',
  '<script>',
  '&amp;',
  '%',
  '%00',
  '/',
  '..',
  '😀',
  'e\u0301',
  '\u{10FFFF}',
  ' ',
  '',
] as const;

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** UTF-8 bytes as a Buffer, but a lone surrogate keeps its own three bytes (invalid UTF-8). */
function looseUtf8(text: string): Buffer {
  const parts: Buffer[] = [];
  let from = 0;
  for (const match of text.matchAll(LONE_SURROGATE)) {
    const unit = match[0].charCodeAt(0);
    parts.push(Buffer.from(text.slice(from, match.index), 'utf8'));
    parts.push(
      Buffer.from([0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)]),
    );
    from = match.index + 1;
  }
  parts.push(Buffer.from(text.slice(from), 'utf8'));
  return Buffer.concat(parts);
}

const UNRESERVED = /^[A-Za-z0-9._~-]$/;
const byteText = Array.from({ length: 256 }, (_, byte) => {
  const char = String.fromCharCode(byte);
  return UNRESERVED.test(char) ? char : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
});

/** Every byte but the unreserved ones as %XX, lone surrogates as their (invalid) three bytes. */
function percentEncode(text: string): string {
  let out = '';
  for (const byte of looseUtf8(text)) out += byteText[byte];
  return out;
}

const badEscapes = [
  '%',
  '%%',
  '%E0%A4%A',
  '%zz',
  '%G0',
  '%ED%A0%80',
  '%ED%BF%BF',
  '%00',
  '%C0%AE',
  '%C0%AF',
  '%2e%2e',
  '%2E',
  '%2F',
  '%5C',
  '%FF%FE',
  '%F4%90%80%80',
  '%u0041',
  '%uD800',
  '%25',
  '%3Cscript%3E',
  '%0D%0A',
  '%E2%80%AE',
] as const;

/** A short string of hostile text: any code point, the pieces above, prototype words, real ids. */
function nastyString(words: readonly string[]): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 3, arbitrary: fc.string({ unit: 'binary', maxLength: 24 }) },
    {
      weight: 4,
      arbitrary: fc
        .array(
          fc.oneof(
            fc.constantFrom(...nastyPieces),
            fc.constantFrom(...protoWords),
            fc.constantFrom(...words),
            fc.string({ maxLength: 4 }),
          ),
          { maxLength: 8 },
        )
        .map((parts) => parts.join('')),
    },
    { weight: 2, arbitrary: fc.constantFrom(...protoWords) },
    { weight: 2, arbitrary: fc.constantFrom(...words) },
  );
}

/** Hostile text, sometimes a very long run of one piece (up to 20,000 of them). */
function hugeOrNasty(strings: fc.Arbitrary<string>): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 8, arbitrary: strings },
    {
      weight: 1,
      arbitrary: fc
        .tuple(
          fc.constantFrom('x', '\u0000', '\uD800', '\uDC00', 'é', '😀', '%', '/'),
          fc.integer({ min: 200, max: 20_000 }),
        )
        .map(([piece, times]) => piece.repeat(times)),
    },
  );
}

/** JSON number text, including the ones JSON.parse reads as Infinity, -0 or a rounded float. */
const numberText = fc.oneof(
  fc.integer().map(String),
  fc.double({ noNaN: true, noDefaultInfinity: true }).map((n) => JSON.stringify(n)),
  fc.constantFrom(
    '0',
    '-0',
    '1e309',
    '-1e309',
    '1e-400',
    '0.5',
    '-1',
    '9007199254740993',
    '123456789012345678901234567890',
    '1'.repeat(400),
  ),
);

/** JSON text for any value, with object keys drawn from `keys` (prototype words among them). */
function jsonText(strings: fc.Arbitrary<string>, keys: fc.Arbitrary<string>) {
  const scalar = fc.oneof(
    { weight: 3, arbitrary: strings.map((s) => JSON.stringify(s)) },
    { weight: 2, arbitrary: numberText },
    { weight: 1, arbitrary: fc.constantFrom('true', 'false', 'null') },
  );
  return fc.letrec<{ value: string }>((tie) => ({
    value: fc.oneof(
      { depthSize: 'small', maxDepth: 3 },
      scalar,
      fc.array(tie('value'), { maxLength: 4 }).map((items) => `[${items.join(',')}]`),
      fc
        .array(fc.tuple(keys, tie('value')), { maxLength: 4 })
        .map((entries) => `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${v}`).join(',')}}`),
    ),
  })).value;
}

/**
 * JSON text of an object with these fields, each left out, set as the
 * generator says, or set to any JSON value; plus a few prototype-shaped keys.
 */
function objectText(
  fields: Record<string, fc.Arbitrary<string>>,
  anyJson: fc.Arbitrary<string>,
): fc.Arbitrary<string> {
  const set = fc.record(
    Object.fromEntries(
      Object.entries(fields).map(([key, arb]) => [
        key,
        fc.oneof(
          { weight: 6, arbitrary: arb },
          { weight: 1, arbitrary: anyJson },
          { weight: 2, arbitrary: fc.constant(undefined) },
        ),
      ]),
    ),
  );
  const extra = fc.array(fc.tuple(fc.constantFrom(...protoWords), anyJson), { maxLength: 2 });
  return fc.tuple(set, extra).map(([fieldsSet, protoEntries]) => {
    const parts = [...Object.entries(fieldsSet), ...protoEntries]
      .filter((entry): entry is [string, string] => entry[1] !== undefined)
      .map(([key, value]) => `${JSON.stringify(key)}:${value}`);
    return `{${parts.join(',')}}`;
  });
}

/** JSON text of an object from its entries in order (so `__proto__` stays an own key, and keys may repeat). */
function entriesText(entries: readonly (readonly [string, unknown])[]): string {
  return `{${entries.map(([key, value]) => `${JSON.stringify(key)}:${JSON.stringify(value) ?? 'null'}`).join(',')}}`;
}

/** JSON.stringify writes lone surrogates and NUL as escapes; this puts the raw characters back. */
function unescapeHostile(json: string): string {
  return json.replace(/\\u(d[89a-f][0-9a-f]{2}|0000)/gi, (_, hex: string) =>
    String.fromCharCode(Number.parseInt(hex, 16)),
  );
}

/** The body bytes: the JSON as sent by a client, or mangled on the way. */
function bodyOf(jsonArb: fc.Arbitrary<string>): fc.Arbitrary<Buffer> {
  return fc
    .oneof(
      { weight: 10, arbitrary: jsonArb.map((json) => Buffer.from(json, 'utf8')) },
      // Raw lone surrogates (invalid UTF-8) and raw NUL inside the JSON strings.
      { weight: 2, arbitrary: jsonArb.map((json) => looseUtf8(unescapeHostile(json))) },
      // Cut short, with a byte order mark, or as Latin-1.
      {
        weight: 1,
        arbitrary: fc
          .tuple(jsonArb, fc.nat())
          .map(([json, at]) => Buffer.from(json.slice(0, at % (json.length + 1)))),
      },
      { weight: 1, arbitrary: jsonArb.map((json) => Buffer.from(`\uFEFF${json}`, 'utf8')) },
      { weight: 1, arbitrary: jsonArb.map((json) => Buffer.from(json, 'latin1')) },
      // Deep nesting, just under and over the body limits, random bytes.
      {
        weight: 1,
        arbitrary: fc
          .tuple(
            fc.integer({ min: 100, max: 30_000 }),
            fc.constantFrom('[', '{"a":', '{"__proto__":'),
          )
          .map(([depth, open]) => {
            const close = open === '[' ? ']' : '}';
            return Buffer.from(`${open.repeat(depth)}1${close.repeat(depth)}`);
          }),
      },
      {
        weight: 1,
        arbitrary: fc
          .constantFrom(4 * 1024, 16 * 1024, 64 * 1024, 200 * 1024)
          .chain((limit) => fc.integer({ min: limit - 40, max: limit + 40 }))
          .map((size) => {
            const pad = Math.max(0, size - 12);
            return Buffer.from(`{"query":"${'x'.repeat(pad)}"}`);
          }),
      },
      {
        weight: 1,
        arbitrary: fc.uint8Array({ maxLength: 300 }).map((bytes) => Buffer.from(bytes)),
      },
      { weight: 1, arbitrary: fc.constantFrom('', ' ', 'null', '[]', '"x"', '0', '{}', '{"":{}}') },
    )
    .map((body) => (typeof body === 'string' ? Buffer.from(body) : body));
}

const contentTypes = fc.oneof(
  { weight: 12, arbitrary: fc.constant('application/json') },
  {
    weight: 4,
    arbitrary: fc.constantFrom(
      'application/json; charset=utf-8',
      'APPLICATION/JSON',
      'application/vnd.api+json',
      'application/json;charset=latin1',
      'application/json; charset=utf-16',
    ),
  },
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      undefined,
      '',
      'text/plain',
      'text/plain;charset=UTF-8',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'application/jsonp',
      'application/json-patch',
      'json',
      'application/xml',
      '__proto__',
      '*/*',
      'application/json\u0080',
      ' application/json ',
    ),
  },
);

const headerValues = {
  accept: fc.constantFrom(
    undefined,
    '*/*',
    'image/webp,*/*',
    'image/avif,image/webp',
    'image/webp;q=0',
    'text/html',
    'application/json',
    '',
    '__proto__',
    'image/*;q=abc',
  ),
  acceptEncoding: fc.constantFrom(
    undefined,
    'gzip',
    'br',
    'gzip, deflate, br',
    'br;q=0, gzip;q=abc',
    '*;q=0',
    'identity',
    '__proto__',
    'gzip;q=1e400',
    ',,,',
  ),
  origin: fc.constantFrom(
    undefined,
    undefined,
    'null',
    'http://evil.example',
    'javascript:alert(1)',
    '__proto__',
    'http://[::1',
  ),
  fetchSite: fc.constantFrom(
    undefined,
    undefined,
    'same-origin',
    'cross-site',
    'same-site',
    'none',
  ),
  forwardedFor: fc.constantFrom(
    undefined,
    undefined,
    undefined,
    '203.0.113.7',
    '1.2.3.4, , ,',
    '__proto__',
    '::ffff:',
    '999.999.999.999',
    'x'.repeat(3000),
  ),
  cacheControl: fc.constantFrom(undefined, undefined, 'no-cache', 'max-age=0', '__proto__'),
};

/** Header values a client can send: no CR, LF or NUL (node refuses to write them). */
function headerSafe(value: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters removed
  return value.replace(/[\u0000-\u0008\u000a-\u001f\u007f]|[^\u0000-\u00ff]/g, '?');
}

const sharedHeaders = fc
  .record({
    accept: headerValues.accept,
    'accept-encoding': headerValues.acceptEncoding,
    origin: headerValues.origin,
    'sec-fetch-site': headerValues.fetchSite,
    'x-forwarded-for': headerValues.forwardedFor,
    'cache-control': headerValues.cacheControl,
  })
  .map((record) => {
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(record)) {
      if (value !== undefined) headers[name] = headerSafe(value);
    }
    return headers;
  });

const postMethods = fc.oneof(
  { weight: 17, arbitrary: fc.constant('POST') },
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      'GET',
      'HEAD',
      'PUT',
      'DELETE',
      'PATCH',
      'OPTIONS',
      'TRACE',
      'PROPFIND',
    ),
  },
);
const getMethods = fc.oneof(
  { weight: 16, arbitrary: fc.constant('GET') },
  { weight: 2, arbitrary: fc.constant('HEAD') },
  {
    weight: 2,
    arbitrary: fc.constantFrom('POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'TRACE', 'PURGE'),
  },
);

/** One path segment as sent: a real id or slug, a prototype word, a bad escape, encoded hostile text, raw Latin-1. */
function segmentOf(words: readonly string[], strings: fc.Arbitrary<string>) {
  return fc.oneof(
    { weight: 5, arbitrary: fc.constantFrom(...words) },
    { weight: 2, arbitrary: fc.constantFrom(...protoWords) },
    { weight: 2, arbitrary: fc.constantFrom(...badEscapes) },
    {
      weight: 2,
      arbitrary: fc
        .tuple(fc.constantFrom(...words), fc.constantFrom(...badEscapes))
        .map(([word, bad]) => `${word}${bad}`),
    },
    { weight: 3, arbitrary: strings.map(percentEncode) },
    {
      weight: 1,
      arbitrary: fc
        .string({
          unit: fc.integer({ min: 0x21, max: 0xff }).map((c) => String.fromCharCode(c)),
          maxLength: 12,
        })
        .map((s) => s.replace(/[?#/]/g, '_')),
    },
    { weight: 1, arbitrary: fc.integer({ min: 1, max: 6_000 }).map((n) => 'a'.repeat(n)) },
    { weight: 1, arbitrary: fc.constantFrom('', '.', '..', '...', '-', '_') },
  );
}

const queryKeys = [
  'query',
  'page',
  'sortBy',
  'make',
  'model',
  'price_range',
  'km_range',
  'year',
  'refinementList[make][0]',
  'refinementList[make][]',
  'refinementList[dealership_slug][0]',
  'refinementList[__proto__][0]',
  'refinementList[constructor][prototype]',
  'car_id',
  'w',
  'q',
  'utm_source',
  '__proto__',
  '__proto__[x]',
  'constructor[prototype][x]',
  'toString',
] as const;

function queryOf(segment: fc.Arbitrary<string>) {
  return fc
    .array(
      fc.oneof(
        fc
          .tuple(fc.oneof(fc.constantFrom(...queryKeys), segment), segment)
          .map(([k, v]) => `${k}=${v}`),
        segment,
        fc.constantFrom('', '=', '&', '==', 'page=-1', 'page=1e9', 'page=NaN', 'price_range=9:1'),
      ),
      { maxLength: 6 },
    )
    .chain((pairs) => fc.constantFrom('&', ';', '&&').map((sep) => pairs.join(sep)));
}

const oddHosts = [
  '',
  'localhost',
  '127.0.0.1',
  '[::1]:80',
  '[::1',
  'nobody.localhost',
  '__proto__.localhost',
  'constructor.localhost',
  'toString.localhost',
  'tostring.localhost',
  'prototype.localhost',
  'hasownproperty.localhost',
  'a.acme-motors.localhost',
  'acme-motors.localhost:999999',
  'acme-motors.localhost:abc',
  'acme-motors.localhost:',
  'ACME-MOTORS.LOCALHOST',
  'acme-motors.localhost.',
  'acme-motors.localhost..',
  'acme motors.localhost',
  'acme-motors.localhost\u0080',
  'acme-motors.localhost, bay-cars.localhost',
  'http://acme-motors.localhost',
  '%61cme-motors.localhost',
  'xn--e1afmkfd.localhost',
  'www.acme.example:443',
  'WWW.ACME.EXAMPLE.',
  'evil.example',
  `${'a'.repeat(4000)}.localhost`,
  '.localhost',
  '-.localhost',
] as const;

const contentPaths = [
  '/finance',
  '/about-us',
  '/contact',
  '/service',
  '/careers',
  '/dealerships',
  '/special-offers',
  '/models',
  '/parts/search',
  '/warranty',
  '/cars/trade-in',
  '/favourites',
  '/success',
] as const;

type Ids = {
  /** Host names of the sites. */
  hosts: readonly string[];
  /** Slugs, ids, makes, dealership and website ids of every site's stock, to mix in. */
  words: readonly string[];
  carIds: readonly string[];
  /** Photo source paths of the stock. */
  photos: readonly string[];
  /** A lead body every site of this app takes, but for what the fuzz changes. */
  leadBase: (host: string) => Record<string, unknown>;
};

/** The arbitrary of one route's requests. */
function routeArbitrary(route: Route, ids: Ids): fc.Arbitrary<FuzzRequest> {
  const words = ids.words;
  const strings = nastyString(words);
  const anyKey = fc.oneof(
    fc.constantFrom(...protoWords),
    fc.constantFrom(
      'query',
      'filters',
      'refinements',
      'ranges',
      'make',
      'car_id',
      'userData',
      'category',
      'message',
    ),
    strings,
  );
  const anyJson = jsonText(strings, anyKey);
  const stringJson = strings.map((s) => JSON.stringify(s));
  const hugeJson = hugeOrNasty(strings).map((s) => JSON.stringify(s));
  // Text a shopper could type around a character no store should have to keep.
  const storable = fc
    .tuple(
      fc.constantFrom('Alex', 'Do you have a white one?', '0412 345 678', ''),
      fc.constantFrom('\u0000', '\uD800', '\uDBFF', '\uDC00', '\uDFFF', '\uDFFF\uD800', '\uFFFE'),
      fc.nat(30),
    )
    .map(([text, odd, at]) => `${text.slice(0, at)}${odd}${text.slice(at)}`);
  const segment = segmentOf(words, strings);
  const query = queryOf(segment);
  const withQuery = (base: fc.Arbitrary<string>) =>
    fc.tuple(base, fc.option(query, { freq: 2 })).map(([p, q]) => (q === null ? p : `${p}?${q}`));
  const siteHost = fc.oneof(
    { weight: 10, arbitrary: fc.constantFrom(...ids.hosts) },
    { weight: 1, arbitrary: fc.constantFrom(...ids.hosts).map((h) => `${h.toUpperCase()}:3000`) },
  );

  const jsonPost = (pathArb: fc.Arbitrary<string>, bodyJson: fc.Arbitrary<string>) =>
    fc
      .record({
        method: postMethods,
        path: pathArb,
        host: siteHost,
        headers: fc
          .tuple(sharedHeaders, contentTypes)
          .map(([headers, type]) =>
            type === undefined ? headers : { ...headers, 'content-type': headerSafe(type) },
          ),
        body: fc.option(bodyOf(bodyJson), { freq: 12 }),
        chunked: fc.boolean(),
      })
      .map((r) => ({ route, ...r }));

  const get = (pathArb: fc.Arbitrary<string>, hostArb: fc.Arbitrary<string | null> = siteHost) =>
    fc
      .record({
        method: getMethods,
        path: pathArb,
        host: hostArb,
        headers: sharedHeaders,
        body: fc.option(bodyOf(anyJson), { freq: 8 }),
        chunked: fc.boolean(),
      })
      .map((r) => ({ route, ...r }));

  switch (route) {
    case 'api/search': {
      const values = fc.array(fc.oneof(stringJson, anyJson), { maxLength: 4 });
      const list = values.map((items) => `[${items.join(',')}]`);
      const range = objectText({ min: numberText, max: numberText }, anyJson);
      const body = objectText(
        {
          query: hugeJson,
          filters: objectText(
            {
              refinements: objectText(
                {
                  make: list,
                  model: list,
                  make_model: list,
                  dealership_slug: list,
                  status: list,
                  car_type: list,
                  tag: list,
                },
                anyJson,
              ),
              ranges: objectText({ price: range, km: range, year: range }, anyJson),
            },
            anyJson,
          ),
          sort: fc.oneof(
            fc.constantFrom(...sortKeys).map((s) => JSON.stringify(s)),
            stringJson,
          ),
          hitsPerPage: numberText,
          offset: numberText,
          facets: fc
            .array(fc.constantFrom(...facetNames, ...protoWords), { maxLength: 8 })
            .map((f) => JSON.stringify(f)),
        },
        anyJson,
      );
      return jsonPost(withQuery(fc.constant('/api/search')), fc.oneof(body, anyJson));
    }
    case 'api/suggest': {
      const typed = fc.oneof(
        fc.string({ maxLength: 120 }),
        storable,
        fc.constantFrom('to', 'white su', 'rav 4', 'land cru', 'x'.repeat(101), '', ' ', '2020'),
      );
      return fc.oneof(
        // Byte by byte: a lone surrogate goes as the bytes UTF-8 gives it.
        get(
          typed.map(
            (q) =>
              `/api/suggest?q=${[...Buffer.from(q, 'utf8')].map((b) => `%${b.toString(16).padStart(2, '0')}`).join('')}`,
          ),
        ),
        get(withQuery(fc.constant('/api/suggest'))),
        jsonPost(fc.constant('/api/suggest'), anyJson),
      );
    }
    case 'api/leads': {
      const userData = fc
        .record({
          field: fc.constantFrom(
            'name',
            'email',
            'phone',
            'message',
            'postcode',
            'category',
            'subcategory',
            'location',
            'dealership_slug',
            'hp_website',
            '__proto__',
            'constructor',
          ),
          value: fc.oneof(
            { weight: 3, arbitrary: hugeOrNasty(strings) },
            { weight: 3, arbitrary: storable },
            { weight: 1, arbitrary: fc.constantFrom(null, true, 0, -1, 1e308, [], ['x'], {}) },
          ),
        })
        .map(({ field, value }) => [field, value] as const);
      // Mostly a lead the site takes with one to three fields made hostile, so
      // the hostile text reaches the lead store; sometimes any JSON at all.
      const nearValid = fc
        .record({
          host: fc.constantFrom(...ids.hosts),
          changes: fc.array(userData, { minLength: 1, maxLength: 3 }),
          topLevel: fc.option(
            fc.record({
              field: fc.constantFrom(
                'url',
                'source',
                'user_agent',
                'car_id',
                'car_dealership_id',
                'idempotency_key',
                'lead_attributes',
                '__proto__',
              ),
              value: fc.oneof(
                strings,
                fc.constantFrom(...ids.carIds),
                fc.constantFrom(null, 0, -1, 1.5, true, [], {}),
              ),
            }),
            { freq: 3 },
          ),
          key: fc.uuid(),
        })
        .map(({ host, changes, topLevel, key }) => {
          const base = ids.leadBase(host);
          const changed = new Map<string, unknown>(changes);
          const userData = Object.entries(base.userData as Record<string, unknown>).map(
            ([field, value]) => [field, changed.has(field) ? changed.get(field) : value] as const,
          );
          // Fields the base lacks (and prototype-shaped ones) are added as own keys.
          for (const [field, value] of changes) {
            if (!userData.some(([name]) => name === field)) userData.push([field, value]);
          }
          const top = Object.entries(base)
            .filter(([field]) => field !== 'userData')
            .map(([field, value]) => [field, value] as [string, unknown]);
          top.push(['idempotency_key', key]);
          if (topLevel) {
            const at = top.findIndex(([field]) => field === topLevel.field);
            if (at === -1) top.push([topLevel.field, topLevel.value]);
            else top[at] = [topLevel.field, topLevel.value];
          }
          const rest = entriesText(top).slice(1);
          return `{"userData":${entriesText(userData)},${rest}`;
        });
      return jsonPost(
        withQuery(fc.constant('/api/leads')),
        fc.oneof({ weight: 3, arbitrary: nearValid }, { weight: 1, arbitrary: anyJson }),
      );
    }
    case 'api/phone-reveal': {
      const idValue = fc.oneof(
        { weight: 4, arbitrary: fc.constantFrom(...words).map((w) => JSON.stringify(w)) },
        { weight: 2, arbitrary: stringJson },
        { weight: 1, arbitrary: storable.map((text) => JSON.stringify(text)) },
        { weight: 1, arbitrary: numberText },
        { weight: 1, arbitrary: anyJson },
      );
      const body = objectText(
        { car_id: idValue, dealership_id: idValue, website_id: idValue },
        anyJson,
      );
      return jsonPost(withQuery(fc.constant('/api/phone-reveal')), fc.oneof(body, anyJson));
    }
    case 'api/cars/pdf':
      return get(
        withQuery(
          fc.oneof(
            { weight: 6, arbitrary: segment.map((s) => `/api/cars/${s}/pdf`) },
            {
              weight: 1,
              arbitrary: fc.tuple(segment, segment).map(([a, b]) => `/api/cars/${a}/${b}/pdf`),
            },
            { weight: 1, arbitrary: segment.map((s) => `/api/cars/${s}/pdf/`) },
          ),
        ),
      );
    case 'images': {
      const source = fc.oneof(
        { weight: 4, arbitrary: fc.constantFrom(...ids.photos) },
        {
          weight: 3,
          arbitrary: fc
            .tuple(
              fc.oneof(fc.constantFrom(...ids.carIds), segment),
              fc.oneof(fc.nat(99).map(String), segment),
            )
            .map(([id, n]) => `/media/cars/${id}/${n}.svg`),
        },
        { weight: 2, arbitrary: segment.map((s) => `/media/logos/${s}.svg`) },
        {
          weight: 1,
          arbitrary: fc.constantFrom('/media/logos/toyota.svg', '/media/logos/suzuki.svg'),
        },
        { weight: 2, arbitrary: fc.array(segment, { maxLength: 4 }).map((s) => `/${s.join('/')}`) },
      );
      const width = fc.oneof(
        fc.integer({ min: 1, max: 4000 }).map(String),
        fc.constantFrom(
          '100',
          '320',
          '640',
          '',
          '0',
          '-1',
          '1e3',
          '0x10',
          'NaN',
          '99999',
          '__proto__',
          '1.5',
        ),
        segment,
      );
      const params = fc
        .record({
          w: fc.option(width, { freq: 5 }),
          q: fc.option(width, { freq: 2 }),
          extra: fc.option(query),
        })
        .map(({ w, q, extra }) =>
          [w === null ? null : `w=${w}`, q === null ? null : `q=${q}`, extra]
            .filter((p) => p !== null)
            .join('&'),
        );
      return get(
        fc.tuple(source, params).map(([s, p]) => (p ? `/images${s}?${p}` : `/images${s}`)),
      );
    }
    case 'media/logos':
      return get(
        withQuery(
          fc.oneof(
            segment.map((s) => `/media/logos/${s}.svg`),
            segment.map((s) => `/media/logos/${s}`),
            fc.constantFrom('/media/logos/toyota.svg', '/media/logos/', '/media/logos'),
          ),
        ),
      );
    case 'api/other':
      return fc.oneof(
        get(
          withQuery(
            fc.oneof(
              segment.map((s) => `/api/${s}`),
              fc.constantFrom(
                '/api',
                '/api/',
                '/api/search/',
                '/API/search',
                '/api//search',
                '/api/cars',
                '/api/cars//pdf',
                '/api/leads/1/deliveries',
                '/api/%2e%2e/search',
              ),
            ),
          ),
        ),
        jsonPost(
          segment.map((s) => `/api/${s}`),
          anyJson,
        ),
      );
    case 'host/odd':
      return get(
        withQuery(
          fc.oneof(
            fc.constantFrom(
              '/',
              '/search',
              '/cars/acme-hilux-1',
              '/api/search',
              '/images/media/cars/1/0.svg?w=100',
            ),
            segment.map((s) => `/${s}`),
          ),
        ),
        fc.oneof(fc.constantFrom(...oddHosts).map(headerSafe), fc.constant(null)),
      );
    case 'page/home':
      return get(
        withQuery(fc.constantFrom('/', '//', '/?', '/index', '/./', '/%2F', '/.', '/index.html')),
      );
    case 'page/search':
      return get(
        withQuery(
          fc.oneof(
            fc.constant('/search'),
            segment.map((s) => `/search/${s}`),
            fc.tuple(segment, segment).map(([a, b]) => `/search/${a}/${b}`),
            fc.tuple(segment, segment, segment).map(([a, b, c]) => `/search/${a}/${b}/${c}`),
            fc.constantFrom(
              '/search/new-cars',
              '/search/used-and-demo-cars',
              '/search/toyota/hilux',
              '/search/',
              '/search//',
            ),
          ),
        ),
      );
    case 'page/car':
      return get(
        withQuery(
          fc.oneof(
            { weight: 4, arbitrary: segment.map((s) => `/cars/${s}`) },
            { weight: 1, arbitrary: segment.map((s) => `/cars/${s}/`) },
            { weight: 1, arbitrary: fc.tuple(segment, segment).map(([a, b]) => `/cars/${a}/${b}`) },
          ),
        ),
      );
    case 'page/reserve':
      return get(
        withQuery(
          fc
            .tuple(segment, fc.constantFrom('checkout', 'buy-online', 'checkout/', 'Checkout'))
            .map(([s, r]) => `/cars/${s}/${r}`),
        ),
      );
    case 'page/book-test-drive':
      return get(
        fc
          .tuple(
            fc.constantFrom('/book-test-drive', '/book-test-drive/'),
            fc.oneof(fc.constantFrom(...ids.carIds), segment),
            fc.option(query),
          )
          .map(([p, id, q]) => `${p}?car_id=${id}${q ? `&${q}` : ''}`),
      );
    case 'page/content':
      return get(
        withQuery(
          fc.oneof(
            fc.constantFrom(...contentPaths),
            fc.tuple(fc.constantFrom(...contentPaths), segment).map(([p, s]) => `${p}/${s}`),
          ),
        ),
      );
    case 'page/other':
      return get(
        withQuery(
          fc.oneof(
            fc.array(segment, { minLength: 1, maxLength: 4 }).map((s) => `/${s.join('/')}`),
            fc.constantFrom(
              '*',
              'http://acme-motors.localhost/search',
              'http://evil.example/cars/acme-hilux-1',
              '//evil.example/x',
              '/\\evil.example',
              '/..%2f..%2fpackage.json',
              '/cars/',
              '/cars',
              '/%00',
              '/%ED%A0%80',
            ),
          ),
        ),
      );
    default:
      return route satisfies never;
  }
}

/** The routes' requests from one seed, interleaved so pages and the API arrive mixed. */
function requestsFor(runs: Partial<Record<Route, number>>, ids: Ids, seed: number): FuzzRequest[] {
  const lists = Object.entries(runs).map(([route, numRuns], i) =>
    fc.sample(routeArbitrary(route as Route, ids), { seed: seed + i, numRuns }),
  );
  const mixed: FuzzRequest[] = [];
  const longest = Math.max(...lists.map((l) => l.length));
  for (let i = 0; i < longest; i++) {
    for (const list of lists) {
      const request = list[i];
      if (request) mixed.push(request);
    }
  }
  return mixed;
}

// ---------------------------------------------------------------------------
// The two apps

function errorText(error: unknown): string {
  if (error instanceof Error) return `${error.name}: ${error.message}`;
  return error === undefined ? '' : String(error);
}

type Running = { app: RendererApp; server: http.Server; port: number };

async function start(
  registry: SiteConfig[],
  services: RendererServices,
  logs: LogEntry[],
): Promise<Running> {
  const app = await createApp({
    root,
    mode: 'development',
    registry: createSiteRegistry(registry),
    services,
    now: () => new Date('2026-11-22T00:00:00Z'),
    log: (message, error) => {
      if (logs.length < 2_000) logs.push({ message, error: errorText(error) });
    },
  });
  return { app, ...(await listenOnFreePort(app.handle)) };
}

async function stop(running: Running | undefined) {
  if (!running) return;
  await closeServer(running.server);
  await running.app.close();
}

function status(
  port: number,
  host: string,
  path: string,
  init: { method?: string; body?: string } = {},
) {
  return send(port, {
    route: 'health',
    method: init.method ?? 'GET',
    path,
    host,
    headers: init.body ? { 'content-type': 'application/json' } : {},
    body: init.body ? Buffer.from(init.body) : null,
    chunked: false,
  });
}

/** Vike logs every request in development; the fuzz would print thousands of lines. */
const quietVike = () => quietConsole(['log', 'info', 'warn']);

/** Requests sent per app and route, for the one-line summary at the end. */
const sentPerApp = new Map<string, { counts: Map<string, number>; ms: number }>();

function record(app: string, counts: Map<string, number>, ms: number) {
  const kept = sentPerApp.get(app) ?? { counts: new Map<string, number>(), ms: 0 };
  for (const [route, n] of counts) kept.counts.set(route, (kept.counts.get(route) ?? 0) + n);
  kept.ms += ms;
  sentPerApp.set(app, kept);
}

function sentTotal(): number {
  let total = 0;
  for (const { counts } of sentPerApp.values()) for (const n of counts.values()) total += n;
  return total;
}

describe('the in-memory data side, two test sites', () => {
  let running: Running | undefined;
  let services: MemoryServices;
  const logs: LogEntry[] = [];

  beforeAll(async () => {
    services = createMemoryServices(memoryCars);
    running = await start([acme, bay], services, logs);
  }, 120_000);

  afterAll(() => stop(running), 60_000);

  it('answers every generated request below 500 and still serves pages afterwards', async () => {
    const port = running?.port ?? 0;
    const ids: Ids = {
      hosts: ['acme-motors.localhost', 'bay-cars.localhost', 'www.acme.example'],
      words: [
        ...memoryCars.flatMap((c) => [c.slug, c.id, c.make, c.model.toLowerCase()]),
        'acme-motors',
        'bay-cars',
        '41',
        '42',
        '1041',
        'toyota',
      ],
      carIds: memoryCars.map((c) => c.id),
      photos: memoryCars.flatMap((c) => c.images.map((i) => i.image.url)),
      leadBase: (host) => ({
        userData: {
          category: 'General Enquiry',
          subcategory: null,
          name: 'Alex',
          email: 'alex@example.com',
          phone: '0412 345 678',
          message: 'Do you have a white one?',
          postcode: host.startsWith('bay') ? '4870' : '4000',
        },
        url: `http://${host}/contact`,
        source: 'Website',
        user_agent: 'vitest',
        car_id: null,
        car_dealership_id: null,
        lead_attributes: { visited_pages: ['/'], linked_query_params: {} },
      }),
    };
    const requests = requestsFor(MEMORY_RUNS, ids, SEED);
    // Warm Vite's module graph first, so the first pages do not race its transforms.
    for (const host of ['acme-motors.localhost', 'bay-cars.localhost']) {
      for (const p of ['/', '/search', '/cars/acme-hilux-1', '/book-test-drive', '/finance']) {
        await status(port, host, p);
      }
    }
    const restore = quietVike();
    const started = Date.now();
    let result: Awaited<ReturnType<typeof fuzz>>;
    try {
      result = await fuzz(port, requests, logs);
    } finally {
      restore();
    }
    record('in-memory', result.counts, Date.now() - started);
    expect(result.failures.length, failureReport('in-memory app', result.failures, logs)).toBe(0);
    // Nearly every generated request reaches the server.
    expect(result.unsendable.length, result.unsendable.slice(0, 5).join('\n')).toBeLessThan(
      requests.length / 100,
    );

    const home = await status(port, 'acme-motors.localhost', '/');
    expect(home.kind === 'answer' && home.status).toBe(200);
    const search = await status(port, 'bay-cars.localhost', '/api/search', {
      method: 'POST',
      body: '{"query":""}',
    });
    expect(search.kind === 'answer' && search.status).toBe(200);
  }, 180_000);

  it('reads no API body whose content type is not JSON, and writes nothing from one', async () => {
    const port = running?.port ?? 0;
    const leadsBefore = services.leads.length;
    const revealsBefore = services.reveals.length;
    const bodies: Record<string, string> = {
      '/api/search': '{"query":"hilux"}',
      '/api/leads': JSON.stringify({
        userData: { category: 'General Enquiry', subcategory: null, name: 'Alex' },
        url: 'http://acme-motors.localhost/contact',
        source: 'Website',
        user_agent: 'vitest',
        car_id: null,
        car_dealership_id: null,
        lead_attributes: { visited_pages: [], linked_query_params: {} },
        idempotency_key: '6f1d3c1e-8a8f-4a57-9d55-3d1c8f0f6a11',
      }),
      '/api/phone-reveal': '{"car_id":"1","dealership_id":"41","website_id":"1041"}',
    };
    let runs = 0;
    const started = Date.now();
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('/api/search', '/api/leads', '/api/phone-reveal'),
        fc.constantFrom(
          undefined,
          '',
          'text/plain',
          'text/plain;charset=UTF-8',
          'application/x-www-form-urlencoded',
          'multipart/form-data; boundary=x',
          'application/jsonp',
          'application/json-seq',
          'json',
          'application/xml',
          '*/*',
        ),
        fc.boolean(),
        async (route, type, chunked) => {
          runs++;
          const answer = await send(port, {
            route,
            method: 'POST',
            path: route,
            host: `acme-motors.localhost:${port}`,
            headers: type === undefined ? {} : { 'content-type': type },
            body: Buffer.from(bodies[route] ?? '{}'),
            chunked,
          });
          expect(answer.kind === 'answer' && answer.status, `${route} with ${type}`).toBe(415);
          expect(services.leads.length, `${route} with ${type}: a lead was stored`).toBe(
            leadsBefore,
          );
          expect(services.reveals.length, `${route} with ${type}: a reveal was logged`).toBe(
            revealsBefore,
          );
        },
      ),
      { seed: SEED, numRuns: 200 },
    );
    record('in-memory', new Map([['api/content-type', runs]]), Date.now() - started);
  });
});

describe('the real data side (PGlite), two demo sites', () => {
  let running: Running | undefined;
  let services: DataServices | undefined;
  let dataDir: string;
  let sites: SiteConfig[] = [];
  const logs: LogEntry[] = [];

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'forecourt-fuzz-'));
    const loaded = await loadSites(defaultSitesDir);
    if (!loaded.ok) throw new Error(loaded.problems.join('\n'));
    sites = loaded.sites.filter((s) => ['red-gum-used-cars', 'top-end-isuzu'].includes(s.slug));
    services = await createDataServices({
      sites,
      // Every request comes from one address: the lead limit would answer 429 to most.
      env: { DATA_DIR: dataDir, LEAD_RATE_LIMIT: '1000000' },
      seedCarCount: 24,
      deliverLeads: false,
      log: (message, error) => {
        if (logs.length < 2_000) logs.push({ message, error: errorText(error) });
      },
    });
    running = await start(sites, services, logs);
  }, 180_000);

  afterAll(async () => {
    await stop(running);
    await services?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);

  it('answers every generated request below 500 and still serves pages afterwards', async () => {
    const port = running?.port ?? 0;
    const stock: Car[] = (services?.stockCopy() ?? []).filter((c) =>
      sites.some((s) => isCarOnSite(c, s)),
    );
    expect(stock.length).toBeGreaterThan(0);
    const bySlug = new Map(sites.map((s) => [s.slug, s]));
    const ids: Ids = {
      hosts: sites.map((s) => `${s.slug}.localhost`),
      words: [
        ...stock.slice(0, 30).flatMap((c) => [c.slug, c.id, c.make, String(c.dealership_id)]),
        ...sites.flatMap((s) => [s.slug, String(s.dealership_id), String(s.website_id ?? s.slug)]),
      ],
      carIds: stock.slice(0, 30).map((c) => c.id),
      photos: stock.slice(0, 30).flatMap((c) => c.images.slice(0, 2).map((i) => i.image.url)),
      leadBase: (host) => {
        const site = bySlug.get(host.replace(/\.localhost$/, '')) ?? sites[0];
        return {
          userData: {
            category: 'General Enquiry',
            subcategory: null,
            name: 'Alex',
            email: 'alex@example.com',
            phone: '0412 345 678',
            message: 'Do you have a white one?',
            postcode: site?.address.postcode ?? '5082',
          },
          url: `http://${host}/contact`,
          source: 'Website',
          user_agent: 'vitest',
          car_id: null,
          car_dealership_id: null,
          lead_attributes: { visited_pages: ['/'], linked_query_params: {} },
        };
      },
    };
    const requests = requestsFor(DATA_RUNS, ids, SEED + 1000);
    for (const host of ids.hosts) await status(port, host, '/');
    const restore = quietVike();
    const started = Date.now();
    let result: Awaited<ReturnType<typeof fuzz>>;
    try {
      result = await fuzz(port, requests, logs);
    } finally {
      restore();
    }
    record('real data side', result.counts, Date.now() - started);
    expect(result.failures.length, failureReport('real data side app', result.failures, logs)).toBe(
      0,
    );
    expect(result.unsendable.length, result.unsendable.slice(0, 5).join('\n')).toBeLessThan(
      requests.length / 100,
    );

    const host = ids.hosts[0] ?? '';
    const home = await status(port, host, '/');
    expect(home.kind === 'answer' && home.status).toBe(200);
  }, 180_000);
});

describe('the fuzz as a whole', () => {
  it('sent at least 10,000 requests', () => {
    const apps = [...sentPerApp].map(
      ([app, { counts, ms }]) =>
        `${app} (${(ms / 1000).toFixed(1)} s): ${[...counts].map(([route, n]) => `${route} ${n}`).join(', ')}`,
    );
    console.info(`fuzz, seed ${SEED}: ${sentTotal()} requests; ${apps.join('; ')}`);
    expect(sentTotal()).toBeGreaterThanOrEqual(10_000);
  });
});
