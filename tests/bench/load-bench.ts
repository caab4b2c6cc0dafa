// `pnpm bench:load`: the production demo under the mixed traffic of many shoppers at once.
// Starts the production demo on a new temporary data folder and a free port (building
// first when the build is stale, tests/bench/demo-server.ts), then for --duration seconds
// keeps --connections connections busy, each sending its next request as soon as the last
// is answered, every request drawn at random from this mix, over three sites (one per
// template) chosen at random by Host header:
//
//   45%  pages: the home page 10, search pages 15 (the cars path, and a make's), car pages 20
//   15%  card photos: a car's photo at a result card's width, as a results page asks for it
//   20%  the search API: POST /api/search with a make refined, as a filter click sends
//   10%  leads: POST /api/leads, a valid enquiry about a car in stock, each with its own
//        idempotency key and e-mail address
//   10%  phone reveals: POST /api/phone-reveal naming a car in stock, the site's dealership
//        and the site
//
// Beside the shoppers, one abusive client (one address, 10.66.0.1) keeps --abuse-connections
// connections busy, a quarter on each of: photos and make logos at the largest width with a
// new quality each time (no copy is ever cached), widths no page asks for (2,560 px and
// others, refused with 400), car PDFs, and searches with a new query text each time (no
// answer is ever cached). The server limits the expensive part of this (resizing, PDFs) per
// client and answers 429 or 503 with Retry-After (docs/operations.md#expensive-work); its
// answers are counted apart. The target: the shoppers' p99 latency stays within
// SHOPPER_P99_TARGET_MS while the abusive client runs.
//
// Every POST is JSON and says it comes from the site's own page (Sec-Fetch-Site:
// same-origin), as the browser's are. The server limits leads (LEAD_RATE_LIMIT a minute)
// and phone reveals per shopper address, and real load comes from many shoppers: the demo
// runs with TRUST_PROXY=loopback and each request names its shopper in X-Forwarded-For,
// one address of a pool of 65,536; pages and searches come from any shopper, leads and
// reveals from each in turn, so no shopper comes near a limit. A 429 is counted apart from
// the errors: it means the server did not read the forwarded address (or a limit is lower
// than this traffic allows).
//
// Prints, per kind of request and in total: requests sent, answers per second, p50 and
// p99 latency of every answer whatever its status, answers by status, connection errors
// and time-outs. Then SIGTERM goes to the demo's process group, as Ctrl-C in its terminal
// sends it (each serving process should answer what it holds and shut down; what each
// logged is printed), and its database is opened with @forecourt/server's openDatabase:
// every lead answered 200 or 201 with a lead_id must be stored, once. Targets, printed beside
// the figures: 0 errors (an answer ≥ 500, a connection error or a time-out) and 0 lost
// leads. The machine's load average is printed at the start, when the traffic starts and
// when it ends: a busy machine gives lower figures. It is a benchmark, not a test: the
// exit code is 0 whatever the figures.
//
//   --duration S      seconds of traffic (default 60)
//   --connections N   connections kept busy (default 100)
//   --sites a,b,c     these sites (slugs) instead of one per template
//   --abuse-connections N  the abusive client's connections (default 16; 0: no abusive client)
//
// The demo serves from WEB_CONCURRENCY processes (default one per core); TRUST_PROXY, when
// set, replaces 'loopback'; LEAD_RATE_LIMIT and the rest of the environment reach it as they
// are. DATA_DIR names its data folder (default: a new temporary one, removed at the end).

import { randomUUID } from 'node:crypto';
import type { EventEmitter } from 'node:events';
import { readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { CARD_IMAGE_WIDTH, FULL_IMAGE_WIDTH } from '@forecourt/core';
import { openDatabase } from '@forecourt/server';
import autocannon, { type Request, type Result } from 'autocannon';
import { type Demo, type DemoStop, repoRoot, siteRequest, startDemo } from './demo-server';
import { benchResults } from './results';

const out = benchResults('load', 'pnpm bench:load');

// --- options -------------------------------------------------------------------------------

const { values: argv } = parseArgs({
  options: {
    duration: { type: 'string', default: '60' },
    connections: { type: 'string', default: '100' },
    sites: { type: 'string', default: 'harbour-motor-group,ironbark-nissan,red-gum-used-cars' },
    'abuse-connections': { type: 'string', default: '16' },
  },
});
const positive = (name: string, raw: string | undefined): number => {
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1) throw new Error(`--${name} wants a whole number ≥ 1`);
  return n;
};
const DURATION = positive('duration', argv.duration);
const CONNECTIONS = positive('connections', argv.connections);
const ABUSE_CONNECTIONS = Number(argv['abuse-connections']);
if (!Number.isInteger(ABUSE_CONNECTIONS) || ABUSE_CONNECTIONS < 0) {
  throw new Error('--abuse-connections wants a whole number ≥ 0');
}
const SITES = (argv.sites as string)
  .split(',')
  .map((s) => s.trim())
  .filter(Boolean);
if (SITES.length === 0) throw new Error('--sites wants at least one site slug');
/** Seconds without an answer before autocannon counts a time-out and reconnects. */
const TIMEOUT_SECONDS = 10;
/** The shoppers' p99 latency, every kind together, while the abusive client runs. */
const SHOPPER_P99_TARGET_MS = 2_000;

const log = (message: string) => process.stderr.write(`${message}\n`);

// --- the mix -------------------------------------------------------------------------------

const kinds = [
  'home page',
  'search page',
  'car page',
  'card photo',
  'search API',
  'lead',
  'phone reveal',
] as const;
type Kind = (typeof kinds)[number];

/** Parts of 100 of the requests sent. */
const mix: Record<Kind, number> = {
  'home page': 10,
  'search page': 15,
  'car page': 20,
  'card photo': 15,
  'search API': 20,
  lead: 10,
  'phone reveal': 10,
};

function pickKind(): Kind {
  let draw = Math.random() * 100;
  for (const kind of kinds) {
    draw -= mix[kind];
    if (draw < 0) return kind;
  }
  return 'home page';
}

const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)] as T;

// --- shoppers ------------------------------------------------------------------------------

/** Shopper addresses: 10.1.0.0 to 10.1.255.255. */
const SHOPPERS = 65_536;
const shopperAddress = (i: number) =>
  `10.${1 + Math.floor(i / 65_536)}.${(i >> 8) & 255}.${i & 255}`;

/** Leads and reveals go round the pool, so each shopper sends one per 65,536. */
const turns = { lead: 0, reveal: SHOPPERS / 2 };
function nextShopper(of: keyof typeof turns): string {
  const address = shopperAddress(turns[of] % SHOPPERS);
  turns[of] += 1;
  return address;
}
const anyShopper = () => shopperAddress(Math.floor(Math.random() * SHOPPERS));

// --- the sites -----------------------------------------------------------------------------

type SearchHit = { id: string; slug: string; dealership_id: string | number };
type SearchAnswer = {
  hits: SearchHit[];
  facets: Record<string, { value: string; count: number }[]>;
};

type SiteTargets = {
  slug: string;
  host: string;
  pages: Record<'home page' | 'search page' | 'car page', string[]>;
  searchBodies: string[];
  cars: SearchHit[];
  /** The makes of its stock, as the logo paths spell them. */
  makes: string[];
  dealershipId: string;
  websiteId: string;
  postcode: string;
  termsRequired: boolean;
};

/** As the search pages spell a make in their path ('Land Rover' → 'land-rover'). */
const makeSlug = (make: string) =>
  make
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

function postHeaders(host: string, port: number, shopper: string): Record<string, string> {
  return {
    host: `${host}:${port}`,
    accept: 'application/json',
    'content-type': 'application/json',
    'sec-fetch-site': 'same-origin',
    'x-forwarded-for': shopper,
    'user-agent': 'forecourt-bench-load',
  };
}

/** The lead a shopper sends from a car page's enquiry form (docs/rules.md#lead-form). */
function leadBody(site: SiteTargets, port: number, car: SearchHit, n: number, key: string) {
  return {
    userData: {
      category: 'Vehicle Enquiry',
      subcategory: null,
      name: 'Sam',
      last_name: 'Shopper',
      email: `shopper-${n}-${key.slice(0, 8)}@example.com`,
      phone: '0412 345 678',
      postcode: site.postcode,
      message: 'Is this car still available? I could come in on Saturday.',
      ...(site.termsRequired ? { terms_conditions: true } : {}),
    },
    url: `http://${site.host}:${port}/cars/${car.slug}`,
    source: 'Website',
    user_agent: 'forecourt-bench-load',
    car_id: car.id,
    car_dealership_id: car.dealership_id,
    lead_attributes: { visited_pages: ['/', `/cars/${car.slug}`], linked_query_params: {} },
    idempotency_key: key,
  };
}

function revealBody(site: SiteTargets, car: SearchHit) {
  return { car_id: String(car.id), dealership_id: site.dealershipId, website_id: site.websiteId };
}

/** What each site is asked for, every address and body checked once before the run. */
async function siteTargets(port: number, slug: string): Promise<SiteTargets> {
  const host = `${slug}.localhost`;
  const file = JSON.parse(await readFile(path.join(repoRoot, 'sites', `${slug}.json`), 'utf8'));
  const carsPath: string = file.cars_path ?? '/search';
  const ask = async (body: unknown) => {
    const res = await siteRequest(
      port,
      host,
      'POST',
      '/api/search',
      body,
      postHeaders(host, port, anyShopper()),
    );
    if (res.status !== 200) throw new Error(`${slug} /api/search: ${res.status} ${res.text}`);
    return JSON.parse(res.text) as SearchAnswer;
  };
  const inStock = await ask({
    filters: { refinements: { status: ['in_stock'] }, ranges: {} },
    hitsPerPage: 20,
    facets: ['make'],
  });
  const makes = (inStock.facets.make ?? []).slice(0, 3).map((f) => f.value);
  if (inStock.hits.length === 0 || makes.length === 0) throw new Error(`${slug}: no car in stock`);
  const site: SiteTargets = {
    slug,
    host,
    pages: {
      'home page': ['/'],
      'search page': [carsPath, ...makes.slice(0, 2).map((m) => `${carsPath}/${makeSlug(m)}`)],
      'car page': inStock.hits.map((car) => `/cars/${car.slug}`),
    },
    searchBodies: makes.map((make) =>
      JSON.stringify({
        query: '',
        filters: { refinements: { make: [make] }, ranges: {} },
        sort: 'relevance',
        offset: 0,
      }),
    ),
    cars: inStock.hits,
    makes: makes.map(makeSlug),
    dealershipId: String(file.dealership_id),
    websiteId: String(file.website_id ?? slug),
    postcode: String(file.address?.postcode ?? '2000'),
    termsRequired: file.lead_form?.terms_checkbox_required === true,
  };
  for (const pathname of Object.values(site.pages).flat()) {
    const res = await siteRequest(port, host, 'GET', pathname, undefined, {
      'x-forwarded-for': anyShopper(),
    });
    if (res.status !== 200) throw new Error(`${slug} ${pathname}: ${res.status}`);
  }
  for (const body of site.searchBodies) await ask(JSON.parse(body));
  return site;
}

// --- what the run saw ----------------------------------------------------------------------

type KindFigures = {
  sent: number;
  latencies: number[];
  statuses: Map<number, number>;
  connErrors: number;
  timeouts: number;
};

const figures = Object.fromEntries(
  kinds.map((kind) => [
    kind,
    { sent: 0, latencies: [], statuses: new Map(), connErrors: 0, timeouts: 0 },
  ]),
) as unknown as Record<Kind, KindFigures>;

/** Every lead sent, by idempotency key: its answer's status and lead_id once answered. */
type SentLead = { site: string; status?: number; leadId?: string };
const leadsSent = new Map<string, SentLead>();

/** What autocannon keeps per request between building it and reading its answer. */
type RequestContext = { kind?: Kind; key?: string };

// Which kind a response, a time-out or a connection error belongs to. setupRequest picks
// the kind; autocannon builds one request at a time for a connection and, with one request
// in flight per connection, emits synchronously in this order:
//   answer:  response (still of the request answered) → request → setupRequest (the next);
//   time-out:  request → setupRequest (the next, on a new connection) → timeout;
//   connection error: connError → request → setupRequest (the next).
// A connection's first request is built with the connection, before setupClient; its
// first 'request' event builds nothing.
type Connection = { inflight: Kind; previous: Kind; started: boolean; answers: number };
/** The connection whose next request setupRequest builds now, if any. */
let building: Connection | null = null;
let lastBuilt: Kind = 'home page';
/** Time-outs of a connection's first request: the connection had not been served at all. */
let firstRequestTimeouts = 0;

function setupClient(client: EventEmitter): void {
  const connection: Connection = {
    inflight: lastBuilt,
    previous: lastBuilt,
    started: false,
    answers: 0,
  };
  client.on('request', () => {
    if (!connection.started) {
      connection.started = true;
      return;
    }
    connection.previous = connection.inflight;
    building = connection;
  });
  client.on('response', (status: number, _bytes: number, ms: number) => {
    const f = figures[connection.inflight];
    connection.answers += 1;
    f.latencies.push(ms);
    f.statuses.set(status, (f.statuses.get(status) ?? 0) + 1);
  });
  client.on('timeout', () => {
    figures[connection.previous].timeouts += 1;
    if (connection.answers === 0) firstRequestTimeouts += 1;
  });
  client.on('connError', () => {
    figures[connection.inflight].connErrors += 1;
  });
}

function requestMaker(sites: readonly SiteTargets[], port: number) {
  let leadNumber = 0;
  return (request: Request, context: object): Request => {
    const ctx = context as RequestContext;
    const kind = pickKind();
    const site = pick(sites);
    lastBuilt = kind;
    if (building) {
      building.inflight = kind;
      building = null;
    }
    figures[kind].sent += 1;
    ctx.kind = kind;
    switch (kind) {
      case 'home page':
      case 'search page':
      case 'car page':
        return {
          ...request,
          method: 'GET',
          path: pick(site.pages[kind]),
          headers: {
            host: `${site.host}:${port}`,
            accept: 'text/html',
            // What a browser sends; the render cache answers gzip.
            'accept-encoding': 'gzip, deflate, br',
            'x-forwarded-for': anyShopper(),
            'user-agent': 'forecourt-bench-load',
          },
          body: undefined,
        };
      case 'card photo':
        return {
          ...request,
          method: 'GET',
          path: `/images/media/cars/${encodeURIComponent(pick(site.cars).id)}/0.svg?w=${CARD_IMAGE_WIDTH}&q=80`,
          headers: {
            host: `${site.host}:${port}`,
            accept: 'image/avif,image/webp,*/*',
            'x-forwarded-for': anyShopper(),
            'user-agent': 'forecourt-bench-load',
          },
          body: undefined,
        };
      case 'search API':
        return {
          ...request,
          method: 'POST',
          path: '/api/search',
          headers: {
            ...postHeaders(site.host, port, anyShopper()),
            'accept-encoding': 'gzip, deflate, br',
          },
          body: pick(site.searchBodies),
        };
      case 'lead': {
        const key = randomUUID();
        leadNumber += 1;
        leadsSent.set(key, { site: site.slug });
        ctx.key = key;
        return {
          ...request,
          method: 'POST',
          path: '/api/leads',
          headers: postHeaders(site.host, port, nextShopper('lead')),
          body: JSON.stringify(leadBody(site, port, pick(site.cars), leadNumber, key)),
        };
      }
      case 'phone reveal':
        return {
          ...request,
          method: 'POST',
          path: '/api/phone-reveal',
          headers: postHeaders(site.host, port, nextShopper('reveal')),
          body: JSON.stringify(revealBody(site, pick(site.cars))),
        };
      default:
        return kind satisfies never;
    }
  };
}

function onResponse(status: number, body: string, context: object): void {
  const ctx = context as RequestContext;
  if (ctx.kind !== 'lead' || ctx.key === undefined) return;
  const lead = leadsSent.get(ctx.key);
  if (!lead) return;
  lead.status = status;
  if (status === 200 || status === 201) {
    try {
      const id = (JSON.parse(body) as { lead_id?: unknown }).lead_id;
      if (typeof id === 'string') lead.leadId = id;
    } catch {
      // not JSON: answered without a lead_id
    }
  }
}

/** One valid lead and one reveal per site before the run, so a wrong body stops here. */
async function checkWrites(port: number, sites: readonly SiteTargets[]): Promise<void> {
  for (const site of sites) {
    const car = site.cars[0] as SearchHit;
    const key = randomUUID();
    leadsSent.set(key, { site: site.slug });
    const lead = await siteRequest(
      port,
      site.host,
      'POST',
      '/api/leads',
      leadBody(site, port, car, 0, key),
      postHeaders(site.host, port, nextShopper('lead')),
    );
    onResponse(lead.status, lead.text, { kind: 'lead', key } satisfies RequestContext);
    if (lead.status !== 201)
      throw new Error(`${site.slug} /api/leads: ${lead.status} ${lead.text}`);
    const reveal = await siteRequest(
      port,
      site.host,
      'POST',
      '/api/phone-reveal',
      revealBody(site, car),
      postHeaders(site.host, port, nextShopper('reveal')),
    );
    if (reveal.status !== 204) {
      throw new Error(`${site.slug} /api/phone-reveal: ${reveal.status} ${reveal.text}`);
    }
  }
}

function run(port: number, sites: readonly SiteTargets[]): Promise<Result> {
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: `http://127.0.0.1:${port}`,
        connections: CONNECTIONS,
        duration: DURATION,
        timeout: TIMEOUT_SECONDS,
        requests: [{ setupRequest: requestMaker(sites, port), onResponse }],
        setupClient: (client) => setupClient(client),
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
}

// --- the abusive client --------------------------------------------------------------------

/** The abusive client's one address: every limit the server keeps per client applies to it. */
const ABUSER = '10.66.0.1';

const abuseKinds = ['large photos', 'unlisted widths', 'car PDFs', 'new searches'] as const;
type AbuseKind = (typeof abuseKinds)[number];

/** Widths no page asks for: the image endpoint refuses them (core's IMAGE_WIDTHS are the set). */
const UNLISTED_WIDTHS = [2560, 2000, 1999, 1024, 100, 16];

function abusiveRequest(kind: AbuseKind, sites: readonly SiteTargets[], port: number) {
  return (request: Request): Request => {
    const site = pick(sites);
    const get = (pathname: string): Request => ({
      ...request,
      method: 'GET',
      path: pathname,
      headers: {
        host: `${site.host}:${port}`,
        accept: 'image/webp,*/*',
        'x-forwarded-for': ABUSER,
        'user-agent': 'forecourt-bench-abuse',
      },
      body: undefined,
    });
    const quality = 1 + Math.floor(Math.random() * 100);
    switch (kind) {
      case 'large photos':
        return get(
          Math.random() < 0.5
            ? `/images/media/cars/${encodeURIComponent(pick(site.cars).id)}/0.svg?w=${FULL_IMAGE_WIDTH}&q=${quality}`
            : `/images/media/logos/${pick(site.makes)}.svg?w=${FULL_IMAGE_WIDTH}&q=${quality}`,
        );
      case 'unlisted widths':
        return get(
          `/images/media/logos/${pick(site.makes)}.svg?w=${pick(UNLISTED_WIDTHS)}&q=${quality}`,
        );
      case 'car PDFs':
        return get(`/api/cars/${encodeURIComponent(pick(site.cars).slug)}/pdf`);
      case 'new searches':
        return {
          ...request,
          method: 'POST',
          path: '/api/search',
          headers: postHeaders(site.host, port, ABUSER),
          body: JSON.stringify({
            query: randomUUID().slice(0, 2 + Math.floor(Math.random() * 6)),
            filters: { refinements: {}, ranges: {} },
            sort: pick(['relevance', 'price-asc', 'price-desc', 'newest']),
            offset: Math.floor(Math.random() * 5) * 20,
          }),
        };
      default:
        return kind satisfies never;
    }
  };
}

/** The abusive client: one autocannon run per kind, side by side, for the whole traffic. */
function runAbuse(port: number, sites: readonly SiteTargets[]): Promise<[AbuseKind, Result][]> {
  if (ABUSE_CONNECTIONS === 0) return Promise.resolve([]);
  const each = Math.max(1, Math.ceil(ABUSE_CONNECTIONS / abuseKinds.length));
  return Promise.all(
    abuseKinds.map(
      (kind) =>
        new Promise<[AbuseKind, Result]>((resolve, reject) => {
          autocannon(
            {
              url: `http://127.0.0.1:${port}`,
              connections: each,
              duration: DURATION,
              timeout: TIMEOUT_SECONDS,
              requests: [{ setupRequest: abusiveRequest(kind, sites, port) }],
            },
            (error, result) => (error ? reject(error) : resolve([kind, result])),
          );
        }),
    ),
  );
}

function abuseRow(kind: AbuseKind, result: Result): string[] {
  const statuses = Object.entries(result.statusCodeStats ?? {})
    .map(([status, stat]) => [Number(status), (stat as { count: number }).count] as const)
    .sort((a, b) => a[0] - b[0])
    .map(([status, n]) => `${status}: ${whole(n)}`)
    .join(', ');
  return [
    kind,
    whole(result.requests.sent),
    whole(result.requests.total),
    whole(result.requests.average),
    ms(result.latency.p50),
    ms(result.latency.p99),
    whole(result.errors),
    whole(result.timeouts),
    statuses || '-',
  ];
}

// --- the server's log ----------------------------------------------------------------------

/**
 * What the demo logged (JSON lines: level, pid, msg, err) from the start of the traffic to
 * its exit: errors and warnings with a few examples, and how each process shut down.
 */
const serverLog = {
  phase: 'start' as 'start' | 'traffic' | 'stop',
  errors: 0,
  warnings: 0,
  /** Lines of the traffic that are not the JSON log (a stack trace, a library's own message). */
  other: 0,
  examples: new Map<string, number>(),
  /** Every process (pid) that logged, and its last line about shutting down, if any. */
  shutdown: new Map<number, string | null>(),
  /** The process that owns the database and hands connections to the workers. */
  primary: null as number | null,
};

type LogEntry = { level?: string | number; pid?: number; msg?: string; err?: { message?: string } };

const levelOf = (level: LogEntry['level']): 'error' | 'warning' | null => {
  if (level === 'error' || level === 'fatal' || (typeof level === 'number' && level >= 50)) {
    return 'error';
  }
  if (level === 'warn' || (typeof level === 'number' && level >= 40)) return 'warning';
  return null;
};

function noteExample(message: string): void {
  // One example per kind of message: ids and numbers vary from line to line.
  const example = message
    .replace(/[0-9a-f]{8}-[0-9a-f-]{4,}[0-9a-f]/gi, '<id>')
    .replace(/\d+/g, '<n>')
    .slice(0, 160);
  if (serverLog.examples.has(example) || serverLog.examples.size < 8) {
    serverLog.examples.set(example, (serverLog.examples.get(example) ?? 0) + 1);
  }
}

function onServerLine(line: string): void {
  if (line.trim() === '') return;
  let entry: LogEntry;
  try {
    entry = JSON.parse(line) as LogEntry;
  } catch {
    if (serverLog.phase === 'start') return;
    // While stopping, pnpm reports that the script it ran ended on the signal: not the server.
    if (serverLog.phase === 'traffic') {
      serverLog.other += 1;
      noteExample(line);
    }
    return;
  }
  if (entry.pid !== undefined && !serverLog.shutdown.has(entry.pid)) {
    serverLog.shutdown.set(entry.pid, null);
  }
  // The demo's own 'listening' line; each worker logs 'worker listening'.
  if (entry.msg === 'listening' && entry.pid !== undefined) serverLog.primary = entry.pid;
  if (serverLog.phase === 'start') return;
  const level = levelOf(entry.level);
  if (level === 'error') serverLog.errors += 1;
  if (level === 'warning') serverLog.warnings += 1;
  if (level) noteExample([entry.msg, entry.err?.message].filter(Boolean).join(': '));
  if (serverLog.phase === 'stop' && entry.pid !== undefined && entry.msg !== undefined) {
    if (entry.msg === 'shutting down' || entry.msg === 'shut down' || level === 'error') {
      serverLog.shutdown.set(entry.pid, entry.msg);
    }
  }
}

/**
 * What each serving process logged last about its shutdown. Its SIGTERM handler logs
 * 'shutting down' first thing, synchronously: a process that logged nothing after the
 * signal never ran its graceful shutdown (it was killed).
 */
function shutdownSummary(): string {
  const said = (last: string | null | undefined) =>
    last === null || last === undefined
      ? 'nothing after SIGTERM (its graceful shutdown did not run)'
      : `"${last}"`;
  const parts: string[] = [];
  const { primary } = serverLog;
  if (primary !== null)
    parts.push(`the primary (pid ${primary}) logged ${said(serverLog.shutdown.get(primary))}`);
  const others = new Map<string, number>();
  for (const [pid, last] of serverLog.shutdown) {
    if (pid !== primary) others.set(said(last), (others.get(said(last)) ?? 0) + 1);
  }
  for (const [what, n] of others) {
    parts.push(
      `${n} ${primary === null ? 'process' : 'worker'}${n === 1 ? '' : 's'} logged ${what}`,
    );
  }
  return parts.join('; ') || 'no process logged anything';
}

// --- the lost-lead check -------------------------------------------------------------------

type LeadCheck = {
  answered: number;
  stored: number;
  lost: number;
  /** Keys with more than one row. */
  duplicates: number;
  /** Answered keys stored under another lead_id than the one answered. */
  otherId: number;
  /** Leads not answered 200/201 that were stored all the same, by what they were answered. */
  storedUnanswered: Map<string, number>;
};

async function checkLeads(dataDir: string): Promise<LeadCheck> {
  const handle = await openDatabase({ dataDir, migrate: false });
  let rows: { id: string; idempotency_key: string | null }[];
  try {
    const result = (await handle.db.execute(
      'select id, idempotency_key from leads',
    )) as unknown as {
      rows: { id: string; idempotency_key: string | null }[];
    };
    rows = result.rows;
  } finally {
    await handle.close();
  }
  const byKey = new Map<string, string[]>();
  for (const row of rows) {
    if (row.idempotency_key === null || !leadsSent.has(row.idempotency_key)) continue;
    const ids = byKey.get(row.idempotency_key) ?? [];
    ids.push(row.id);
    byKey.set(row.idempotency_key, ids);
  }
  const check: LeadCheck = {
    answered: 0,
    stored: 0,
    lost: 0,
    duplicates: 0,
    otherId: 0,
    storedUnanswered: new Map(),
  };
  for (const [key, lead] of leadsSent) {
    const ids = byKey.get(key) ?? [];
    if (ids.length > 1) check.duplicates += 1;
    if (lead.leadId !== undefined) {
      check.answered += 1;
      if (ids.length === 0) check.lost += 1;
      else {
        check.stored += 1;
        if (!ids.includes(lead.leadId)) check.otherId += 1;
      }
    } else if (ids.length > 0) {
      const how = lead.status === undefined ? 'not answered' : `answered ${lead.status}`;
      check.storedUnanswered.set(how, (check.storedUnanswered.get(how) ?? 0) + 1);
    }
  }
  return check;
}

// --- the report ----------------------------------------------------------------------------

const whole = (n: number) => Math.round(n).toLocaleString('en-AU');
const ms = (n: number | null) => (n === null ? '' : n < 10 ? n.toFixed(1) : whole(n));
const mark = (ok: boolean) => (ok ? 'met' : 'NOT met');

function percentile(sorted: readonly number[], p: number): number | null {
  if (sorted.length === 0) return null;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number;
}

const answeredOf = (f: KindFigures) => f.latencies.length;
const count = (f: KindFigures, test: (status: number) => boolean) =>
  [...f.statuses].reduce((n, [status, k]) => n + (test(status) ? k : 0), 0);
/** Errors as the target counts them: answers ≥ 500, connection errors, time-outs. */
const errorsOf = (f: KindFigures) => count(f, (s) => s >= 500) + f.connErrors + f.timeouts;

function row(label: string, f: KindFigures, seconds: number): string[] {
  const sorted = [...f.latencies].sort((a, b) => a - b);
  const non2xx = [...f.statuses]
    .filter(([status]) => status < 200 || status > 299)
    .sort((a, b) => a[0] - b[0])
    .map(([status, n]) => `${status}: ${whole(n)}`)
    .join(', ');
  return [
    label,
    whole(f.sent),
    whole(answeredOf(f)),
    whole(answeredOf(f) / seconds),
    ms(percentile(sorted, 50)),
    ms(percentile(sorted, 99)),
    whole(count(f, (s) => s >= 200 && s <= 299)),
    whole(f.connErrors),
    whole(f.timeouts),
    whole(errorsOf(f)),
    non2xx || '-',
  ];
}

function total(): KindFigures {
  const all: KindFigures = {
    sent: 0,
    latencies: [],
    statuses: new Map(),
    connErrors: 0,
    timeouts: 0,
  };
  for (const kind of kinds) {
    const f = figures[kind];
    all.sent += f.sent;
    all.latencies.push(...f.latencies);
    all.connErrors += f.connErrors;
    all.timeouts += f.timeouts;
    for (const [status, n] of f.statuses)
      all.statuses.set(status, (all.statuses.get(status) ?? 0) + n);
  }
  return all;
}

function print(lines: readonly string[][]): void {
  const header = lines[0] as string[];
  const widths = header.map((_, i) => Math.max(...lines.map((l) => (l[i] ?? '').length)));
  const last = header.length - 1;
  const line = (cells: readonly string[]) =>
    cells
      .map((c, i) =>
        i === 0 || i === last ? c.padEnd(widths[i] as number) : c.padStart(widths[i] as number),
      )
      .join('  ')
      .trimEnd();
  out.log(line(header));
  out.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const l of lines.slice(1)) out.log(line(l));
}

// --- main ----------------------------------------------------------------------------------

const loadAverage = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

async function main(): Promise<void> {
  const started = new Date();
  const loadAtStart = loadAverage();
  const env = { TRUST_PROXY: process.env.TRUST_PROXY ?? 'loopback' };
  const demo: Demo = await startDemo({
    dataPrefix: 'load-bench-',
    env,
    graceMs: 30_000,
    log,
    onLine: onServerLine,
  });
  const stopOnSignal = () => {
    log('interrupted: stopping the server');
    void demo.dispose().finally(() => process.exit(130));
  };
  process.once('SIGINT', stopOnSignal);
  process.once('SIGTERM', stopOnSignal);
  try {
    const sites: SiteTargets[] = [];
    for (const slug of SITES) sites.push(await siteTargets(demo.port, slug));
    await checkWrites(demo.port, sites);
    const loadAtTraffic = loadAverage();
    log(
      `${DURATION} s of mixed traffic at ${CONNECTIONS} connections${ABUSE_CONNECTIONS > 0 ? `, beside an abusive client on ${ABUSE_CONNECTIONS}` : ''}…`,
    );
    serverLog.phase = 'traffic';
    const [result, abuse] = await Promise.all([run(demo.port, sites), runAbuse(demo.port, sites)]);
    const loadAtEnd = loadAverage();
    log('stopping the demo (SIGTERM) and counting the stored leads…');
    serverLog.phase = 'stop';
    const stopped = (await demo.stop()) as DemoStop;
    const leads = await checkLeads(demo.dataDir as string);

    const seconds = result.duration;
    const minutes = ((Date.now() - started.getTime()) / 60_000).toFixed(1);
    out.log(`pnpm bench:load — ${started.toISOString()} (${minutes} min)`);
    out.log(
      `machine: ${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'unknown'}), Node ${process.version}; load average (1, 5, 15 min) at start ${loadAtStart}, when the traffic started ${loadAtTraffic}, at its end ${loadAtEnd}`,
    );
    out.log(
      `server: the production demo on port ${demo.port} (WEB_CONCURRENCY ${process.env.WEB_CONCURRENCY ?? `unset: ${os.availableParallelism()} workers`}, TRUST_PROXY ${env.TRUST_PROXY}, LEAD_RATE_LIMIT ${process.env.LEAD_RATE_LIMIT ?? 'unset: 10'} a minute); autocannon runs on the same machine`,
    );
    out.log(
      `traffic: ${CONNECTIONS} connections for ${seconds.toFixed(1)} s, each sending its next request when the last is answered (time-out ${TIMEOUT_SECONDS} s); sites ${SITES.join(', ')}`,
    );
    const all = total();
    out.log(
      `mix asked: ${kinds.map((k) => `${k} ${mix[k]}%`).join(', ')}; sent: ${kinds.map((k) => `${((100 * figures[k].sent) / Math.max(1, all.sent)).toFixed(1)}%`).join(', ')}`,
    );
    const mostLeads = Math.ceil(turns.lead / SHOPPERS);
    const mostReveals = Math.ceil((turns.reveal - SHOPPERS / 2) / SHOPPERS);
    out.log(
      `shoppers: ${whole(SHOPPERS)} addresses (10.1.0.0/16) in X-Forwarded-For; at most ${mostLeads} lead(s) and ${mostReveals} phone reveal(s) from one address in the run`,
    );
    out.log('latency: of every answer, whatever its status; req/s: answers per second');
    out.log('');
    const header = [
      'request',
      'sent',
      'answered',
      'req/s',
      'p50 ms',
      'p99 ms',
      '2xx',
      'conn errors',
      'time-outs',
      'errors',
      'non-2xx by status',
    ];
    print([
      header,
      ...kinds.map((kind) => row(kind, figures[kind], seconds)),
      row('all', all, seconds),
    ]);
    out.log('');
    if (abuse.length > 0) {
      out.log('');
      out.log(
        `the abusive client (${ABUSER}, ${ABUSE_CONNECTIONS} connections, a quarter per kind), counted apart from the shoppers:`,
      );
      print([
        [
          'abusive request',
          'sent',
          'answered',
          'req/s',
          'p50 ms',
          'p99 ms',
          'conn errors',
          'time-outs',
          'by status',
        ],
        ...abuse.map(([kind, r]) => abuseRow(kind, r)),
      ]);
    }
    out.log('');
    const errors = errorsOf(all);
    const limited = kinds
      .map((kind) => [kind, count(figures[kind], (s) => s === 429)] as const)
      .filter(([, n]) => n > 0);
    out.log(
      `autocannon's own count: ${whole(result.requests.sent)} sent, ${whole(result.errors)} errors, ${whole(result.timeouts)} time-outs, ${whole(result.non2xx)} non-2xx`,
    );
    const unanswered = all.sent - answeredOf(all) - all.connErrors - all.timeouts;
    out.log(
      `sent, not answered: ${whole(unanswered)} (in flight when the traffic stopped, at most one per connection)`,
    );
    if (all.timeouts > 0) {
      out.log(
        `time-outs of a connection's first request (the connection not served at all for ${TIMEOUT_SECONDS} s): ${whole(firstRequestTimeouts)} of ${whole(all.timeouts)}`,
      );
    }
    out.log(
      `rate limited (429, counted apart from errors): ${limited.length === 0 ? 'none' : limited.map(([k, n]) => `${k} ${whole(n)}`).join(', ')}`,
    );
    if (limited.length > 0) {
      out.log(
        `  no shopper here sent more than ${Math.max(mostLeads, mostReveals)} lead(s) or reveal(s): the server did not take the shopper from X-Forwarded-For (TRUST_PROXY not read?), or a limit is lower than that`,
      );
    }
    out.log(
      `demo stopped: SIGTERM to its process group (pnpm and the server), ${stopped.killed ? `still running after ${stopped.seconds.toFixed(1)} s and killed` : `every process gone after ${stopped.seconds.toFixed(1)} s`}`,
    );
    out.log(`  ${shutdownSummary()}`);
    out.log(
      `server log from the start of the traffic to the exit: ${serverLog.errors} errors, ${serverLog.warnings} warnings, ${serverLog.other} lines outside the JSON log`,
    );
    for (const [message, n] of serverLog.examples) out.log(`  ${n} × ${message}`);
    out.log('');
    out.log(
      `leads answered ${whole(leads.answered)}, stored ${whole(leads.stored)}, lost ${whole(leads.lost)}; duplicates ${whole(leads.duplicates)}; stored under another lead_id ${whole(leads.otherId)} (answered: ${sites.length} sent before the traffic, one per site, and those of the traffic)`,
    );
    if (leads.storedUnanswered.size > 0) {
      out.log(
        `  also stored, though not answered 200/201 with a lead_id: ${[...leads.storedUnanswered].map(([how, n]) => `${whole(n)} ${how}`).join(', ')}`,
      );
    }
    out.log(
      `target errors (answers ≥ 500, connection errors, time-outs) 0: ${whole(errors)} (${mark(errors === 0)})`,
    );
    const shopperP99 = percentile(
      [...all.latencies].sort((a, b) => a - b),
      99,
    );
    out.log(
      `target shoppers' p99 ≤ ${whole(SHOPPER_P99_TARGET_MS)} ms ${abuse.length > 0 ? 'beside the abusive client' : '(no abusive client in this run)'}: ${ms(shopperP99)} ms (${mark(shopperP99 !== null && shopperP99 <= SHOPPER_P99_TARGET_MS)})`,
    );
    out.log(
      `target lost leads 0: ${whole(leads.lost + leads.duplicates)} lost or duplicated (${mark(leads.lost === 0 && leads.duplicates === 0)})`,
    );
  } finally {
    await demo.dispose();
  }
}

await main();
await out.write();
