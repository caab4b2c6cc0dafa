// `pnpm bench:pages`: how fast the demo's pages are on a phone. Starts the
// production demo (or uses one already running), then for one site per template
// (metro, heritage, outback):
//
//   - Lighthouse with its default mobile settings (simulated throttling, Moto G Power
//     emulation, 4x CPU), performance only, on the home, search and car pages, several
//     runs each; the run with the median performance score is reported;
//   - in Playwright at 390×844 with the CPU slowed 4x, the time from a click on a make in
//     the search page's filter drawer to the first paint of the changed results.
//
// Prints one row per page with each figure beside its budget, the weight of each page by
// kind of resource, then the click figures, and ends with "budgets met: N of M", and writes
// the same report to its results file (docs/benchmarks/README.md). It is a benchmark, not a test: the exit code
// is 0 whatever the figures.
//
//   --runs N        Lighthouse runs per page (default 3)
//   --clicks N      filter clicks per search page (default 10)
//   --sites a,b     these sites (slugs) instead of one per template
//   --all-sites     every site in sites/
//   --port N        measure the demo already serving on PORT (not started or stopped);
//                   also BENCH_PORT
//
// DATA_DIR names the data folder of the server the benchmark starts (default: a new
// temporary one, removed at the end). CHROMIUM_PATH overrides /usr/bin/chromium.

import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { type TemplateName, templateNames, templateRegistry } from '@forecourt/core';
import { type Browser, chromium, type Page } from '@playwright/test';
import lighthouse, { type Result } from 'lighthouse';
import { repoRoot, siteRequest, startDemo } from './demo-server';
import { benchResults } from './results';

const out = benchResults('pages', 'pnpm bench:pages');

const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const KB = 1024; // as Lighthouse reports sizes (KiB)

// --- options -------------------------------------------------------------------------------

const { values: argv } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    clicks: { type: 'string', default: '10' },
    sites: { type: 'string' },
    'all-sites': { type: 'boolean', default: false },
    port: { type: 'string', default: process.env.BENCH_PORT },
  },
});
const positive = (name: string, raw: string | undefined): number => {
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1) throw new Error(`--${name} wants a whole number ≥ 1`);
  return n;
};
const RUNS = positive('runs', argv.runs);
const CLICKS = positive('clicks', argv.clicks);
const givenPort = argv.port === undefined ? undefined : positive('port', argv.port);

const log = (message: string) => process.stderr.write(`${message}\n`);

/** What an interrupted run still has to stop: the Chromiums open at that moment. */
const openBrowsers = new Set<() => Promise<void>>();
/** Every process group started here and not yet stopped, killed outright on exit. */
const groups = new Set<ChildProcess>();
let stopping = false;
process.on('exit', () => {
  for (const child of groups) {
    try {
      process.kill(-(child.pid as number), 'SIGKILL');
    } catch {
      // already gone
    }
  }
});

// --- budgets -------------------------------------------------------------------------------

type PageKind = 'home' | 'search' | 'car';

const budget = {
  score: 95,
  lcpMs: 2000,
  cls: 0.02,
  tbtMs: 150,
  totalKb: 350,
  jsKb: { home: 130, search: 130, car: 100 } satisfies Record<PageKind, number>,
  clickMs: 200,
};

// --- sites ---------------------------------------------------------------------------------

type Template = TemplateName;
type Site = { slug: string; template: Template; carsPath: string };

async function readSites(): Promise<Site[]> {
  const dir = path.join(repoRoot, 'sites');
  const files = (await readdir(dir)).filter((f) => f.endsWith('.json')).sort();
  const sites: Site[] = [];
  for (const file of files) {
    const raw = JSON.parse(await readFile(path.join(dir, file), 'utf8')) as {
      slug: string;
      template: Template;
      cars_path?: string;
    };
    sites.push({ slug: raw.slug, template: raw.template, carsPath: raw.cars_path ?? '/search' });
  }
  return sites;
}

function chooseSites(all: readonly Site[]): Site[] {
  if (argv['all-sites']) return [...all];
  const bySlug = new Map(all.map((s) => [s.slug, s]));
  if (argv.sites) {
    return argv.sites.split(',').map((slug) => {
      const site = bySlug.get(slug.trim());
      if (!site) throw new Error(`no site '${slug}' in sites/ (${[...bySlug.keys()].join(', ')})`);
      return site;
    });
  }
  // One per template of core's registry: the site its visual baselines and journeys use.
  const chosen: Site[] = [];
  for (const template of templateNames) {
    const site =
      bySlug.get(templateRegistry[template].baselineSite) ??
      all.find((s) => s.template === template);
    if (site) chosen.push(site);
  }
  return chosen;
}

// --- HTTP to a site from Node --------------------------------------------------------------

type ApiAnswer = {
  count: number;
  hits: { slug: string; make: string | null }[];
  facets: Record<string, { value: string; count: number }[]>;
};

async function searchApi(port: number, slug: string, body: unknown): Promise<ApiAnswer> {
  const res = await siteRequest(port, `${slug}.localhost`, 'POST', '/api/search', body);
  if (res.status !== 200) throw new Error(`${slug} /api/search: ${res.status} ${res.text}`);
  return JSON.parse(res.text) as ApiAnswer;
}

/** A car in stock on the site: its page is the car page measured. */
async function carPath(port: number, slug: string): Promise<string> {
  const answer = await searchApi(port, slug, {
    query: '',
    filters: { refinements: { status: ['in_stock'] }, ranges: {} },
    sort: 'relevance',
    hitsPerPage: 1,
    offset: 0,
    facets: [],
  });
  const car = answer.hits[0];
  if (!car) throw new Error(`${slug}: no car in stock`);
  return `/cars/${car.slug}`;
}

/**
 * The make ticked and unticked in the click test: the biggest make with at most half of
 * the site's cars, so ticking it always changes the first page of results.
 */
async function makeToToggle(port: number, slug: string): Promise<string> {
  const answer = await searchApi(port, slug, { hitsPerPage: 1, facets: ['make'] });
  const makes = answer.facets.make ?? [];
  const make = makes.find((m) => m.count <= answer.count / 2) ?? makes[makes.length - 1];
  if (!make) throw new Error(`${slug}: no make facet`);
  return make.value;
}

// --- the demo server -----------------------------------------------------------------------

type Server = { port: number; stop(): Promise<void> };

/** Kills a process group started with `detached: true`, politely first. */
async function stopGroup(child: ChildProcess, graceMs: number): Promise<void> {
  const signal = (sig: NodeJS.Signals) => {
    try {
      process.kill(-(child.pid as number), sig);
    } catch {
      // already gone
    }
  };
  if (child.pid !== undefined && child.exitCode === null && child.signalCode === null) {
    const exited = once(child, 'exit');
    signal('SIGTERM');
    const timer = setTimeout(() => signal('SIGKILL'), graceMs);
    await exited;
    clearTimeout(timer);
  }
  if (child.pid !== undefined) signal('SIGKILL'); // anything of the group left behind
  groups.delete(child);
}

async function startServer(): Promise<Server> {
  const demo = await startDemo({
    port: givenPort,
    dataPrefix: 'pages-bench-',
    // The start page line is demo-server.ts's own; this benchmark never printed it.
    log: (message) => {
      if (!/^(Start page: |started$)/.test(message)) log(message);
    },
  });
  return { port: demo.port, stop: demo.dispose };
}

// --- Lighthouse ----------------------------------------------------------------------------

/** Chromium for one Lighthouse run: a fresh profile, reachable over the DevTools port. */
async function launchChromium(): Promise<{ port: number; close(): Promise<void> }> {
  if (stopping) throw new Error('interrupted');
  const profile = await mkdtemp(path.join(os.tmpdir(), 'pages-bench-chromium-'));
  const child = spawn(
    chromiumPath,
    [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--remote-debugging-port=0',
      `--user-data-dir=${profile}`,
      // Quiet: no first-run work, no background traffic, no throttled background tabs.
      '--no-first-run',
      '--no-default-browser-check',
      '--disable-extensions',
      '--disable-default-apps',
      '--disable-sync',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-client-side-phishing-detection',
      '--disable-domain-reliability',
      '--disable-background-timer-throttling',
      '--disable-backgrounding-occluded-windows',
      '--disable-renderer-backgrounding',
      '--disable-features=Translate,OptimizationHints,MediaRouter',
      '--metrics-recording-only',
      '--mute-audio',
      '--password-store=basic',
      'about:blank',
    ],
    { detached: true, stdio: ['ignore', 'ignore', 'pipe'] },
  );
  groups.add(child);
  const close = async () => {
    openBrowsers.delete(close);
    await stopGroup(child, 5_000);
    await rm(profile, { recursive: true, force: true });
  };
  openBrowsers.add(close);
  const port = await new Promise<number>((resolve, reject) => {
    let seen = '';
    const timer = setTimeout(() => reject(new Error(`Chromium did not start:\n${seen}`)), 30_000);
    child.stderr?.on('data', (chunk: Buffer) => {
      seen += chunk.toString();
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(seen);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    });
    child.once('exit', () => reject(new Error(`Chromium exited:\n${seen}`)));
  }).catch(async (error: unknown) => {
    await close();
    throw error;
  });
  return { port, close };
}

async function chromiumVersion(): Promise<string> {
  const browser = await launchChromium();
  try {
    const res = await fetch(`http://127.0.0.1:${browser.port}/json/version`);
    const info = (await res.json()) as { Browser: string };
    return info.Browser;
  } finally {
    await browser.close();
  }
}

type Resource = { url: string; type: string; transfer: number; size: number };

type Run = {
  score: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  fcpMs: number;
  total: number;
  js: number;
  fonts: { bytes: number; count: number };
  stylesheets: number;
  byType: Record<string, { bytes: number; count: number }>;
  resources: Resource[];
  lcpElement: string | null;
  lcpPhases: { phase: string; ms: number }[];
  benchmarkIndex: number;
  lighthouseVersion: string;
  warnings: string[];
};

type Table = { headings?: unknown[]; items: Record<string, unknown>[] };

function figuresOf(lhr: Result): Run {
  const audit = (id: string) => lhr.audits[id];
  const numeric = (id: string) => {
    const value = audit(id)?.numericValue;
    if (value === undefined) throw new Error(`no ${id} in the Lighthouse result`);
    return value;
  };
  const summary = ((audit('resource-summary')?.details as Table | undefined)?.items ?? []) as {
    resourceType: string;
    requestCount: number;
    transferSize: number;
  }[];
  const byType: Run['byType'] = {};
  for (const row of summary)
    byType[row.resourceType] = { bytes: row.transferSize, count: row.requestCount };
  const requests = ((audit('network-requests')?.details as Table | undefined)?.items ?? []) as {
    url: string;
    resourceType?: string;
    transferSize?: number;
    resourceSize?: number;
  }[];
  const resources = requests.map((r) => ({
    url: r.url,
    type: r.resourceType ?? 'Other',
    transfer: r.transferSize ?? 0,
    size: r.resourceSize ?? 0,
  }));
  const sum = (type: string) =>
    resources.filter((r) => r.type === type).reduce((n, r) => n + r.transfer, 0);
  const count = (type: string) => resources.filter((r) => r.type === type).length;

  // The LCP element and its phases: a list of two tables (element, then phases).
  const lcpDetails = audit('largest-contentful-paint-element')?.details as
    | { items?: Table[] }
    | undefined;
  const elementRow = lcpDetails?.items?.[0]?.items?.[0] as
    | { node?: { selector?: string; snippet?: string } }
    | undefined;
  const phaseRows = (lcpDetails?.items?.[1]?.items ?? []) as { phase: string; timing: number }[];

  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    lcpMs: numeric('largest-contentful-paint'),
    cls: numeric('cumulative-layout-shift'),
    tbtMs: numeric('total-blocking-time'),
    fcpMs: numeric('first-contentful-paint'),
    total: resources.reduce((n, r) => n + r.transfer, 0),
    js: sum('Script'),
    fonts: { bytes: sum('Font'), count: count('Font') },
    stylesheets: count('Stylesheet'),
    byType,
    resources,
    lcpElement: elementRow?.node
      ? `${elementRow.node.selector ?? ''} ${elementRow.node.snippet ?? ''}`.trim()
      : null,
    lcpPhases: phaseRows.map((p) => ({ phase: p.phase, ms: p.timing })),
    benchmarkIndex: lhr.environment.benchmarkIndex,
    lighthouseVersion: lhr.lighthouseVersion,
    warnings: lhr.runWarnings.map(String),
  };
}

async function lighthouseRun(url: string): Promise<Run> {
  const browser = await launchChromium();
  try {
    // No config: Lighthouse's default, which is the mobile one.
    const result = await lighthouse(url, {
      port: browser.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    });
    if (!result) throw new Error('Lighthouse returned nothing');
    if (result.lhr.runtimeError)
      throw new Error(`${result.lhr.runtimeError.code}: ${result.lhr.runtimeError.message}`);
    return figuresOf(result.lhr);
  } finally {
    await browser.close();
  }
}

/** The run with the median performance score (ties: the median LCP among them). */
function medianRun(runs: readonly Run[]): Run {
  const sorted = [...runs].sort((a, b) => a.score - b.score || a.lcpMs - b.lcpMs);
  return sorted[Math.floor((sorted.length - 1) / 2)] as Run;
}

// --- filter click to paint -----------------------------------------------------------------

type ClickSample = {
  /** From the click event's timestamp to the frame after the results changed. */
  toPaint: number;
  /** Click to the start of the /api/search request (null: no request seen). */
  toRequest: number | null;
  /** The request, start to end of the response. */
  request: number | null;
  /** End of the response to the DOM change of the results (React's render and commit). */
  responseToDom: number | null;
  /** The DOM change to the frame after it (style, layout, paint). */
  domToPaint: number;
};

type BenchWindow = Window & {
  __bench?: {
    clickAt: number | null;
    changedAt: number | null;
    paintedAt: number | null;
    api: { start: number; end: number } | null;
  };
};

/**
 * Arms the page for one click: the click's timestamp (a capture listener on window, read
 * from `event.timeStamp`, the time of the input) and a MutationObserver on the search page
 * that waits until, after the click, the set of result links differs from before; then a requestAnimationFrame
 * callback (run just before that frame's style, layout and paint) queues a task, which runs
 * once the frame is rendered: its time is taken as the paint.
 */
async function armClick(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as BenchWindow;
    const sample = { clickAt: null, changedAt: null, paintedAt: null, api: null } as NonNullable<
      BenchWindow['__bench']
    >;
    w.__bench = sample;
    performance.clearResourceTimings();
    const root = document.querySelector('[data-slot="search-page"]');
    if (!root) throw new Error('no search page');
    const results = () =>
      Array.from(root.querySelectorAll('.fc-search__grid a[href]'), (a) =>
        a.getAttribute('href'),
      ).join(' ');
    const before = results();
    window.addEventListener(
      'click',
      (event) => {
        sample.clickAt = event.timeStamp;
      },
      { capture: true, once: true },
    );
    const observer = new MutationObserver(() => {
      // A change before the click is the last answer's later cards, not this click's.
      if (sample.clickAt === null || results() === before) return;
      observer.disconnect();
      sample.changedAt = performance.now();
      requestAnimationFrame(() => {
        setTimeout(() => {
          sample.paintedAt = performance.now();
          const api = performance
            .getEntriesByType('resource')
            .filter((e) => e.name.endsWith('/api/search'))
            .at(-1) as PerformanceResourceTiming | undefined;
          sample.api = api ? { start: api.startTime, end: api.responseEnd } : null;
        }, 0);
      });
    });
    observer.observe(root, { subtree: true, childList: true, characterData: true });
  });
}

async function readClick(page: Page): Promise<ClickSample> {
  await page.waitForFunction(() => (window as BenchWindow).__bench?.paintedAt != null, undefined, {
    timeout: 20_000,
    polling: 50,
  });
  const s = await page.evaluate(() => (window as BenchWindow).__bench);
  if (!s || s.clickAt === null || s.changedAt === null || s.paintedAt === null)
    throw new Error('the click was not seen');
  return {
    toPaint: s.paintedAt - s.clickAt,
    toRequest: s.api ? s.api.start - s.clickAt : null,
    request: s.api ? s.api.end - s.api.start : null,
    responseToDom: s.api ? s.changedAt - s.api.end : null,
    domToPaint: s.paintedAt - s.changedAt,
  };
}

/**
 * The page is live and quiet: the last answer is in and all its cards are drawn (the grid
 * is busy while the cards after the first few are still to come).
 */
async function settled(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      document.documentElement.dataset.hydrated === 'true' &&
      document.querySelector('[data-slot="search-page"]')?.getAttribute('data-state') ===
        'hasData' &&
      document.querySelector('.fc-search__grid[aria-busy="true"]') === null,
    undefined,
    { timeout: 30_000 },
  );
}

type ClickResult = { make: string; samples: ClickSample[] } | { error: string };

async function measureClicks(
  browser: Browser,
  url: string,
  make: string,
  clicks: number,
): Promise<ClickResult> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    reducedMotion: 'reduce',
  });
  // tsx keeps function names with a `__name` helper, which the functions handed to
  // page.evaluate then call in the page: give the page one that does nothing.
  await context.addInitScript('globalThis.__name = (fn) => fn;');
  const page = await context.newPage();
  try {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(url, { waitUntil: 'load' });
    await settled(page);
    // At phone width the filters live in a drawer behind the 'Filters' button.
    await page.locator('.fc-search__filters-button').click();
    const drawer = page.getByRole('dialog', { name: 'Filters' });
    const box = drawer.getByRole('checkbox', { name: make, exact: true });
    await box.waitFor();
    const samples: ClickSample[] = [];
    for (let i = 0; i < clicks; i++) {
      await settled(page);
      await page.waitForTimeout(300); // let the last answer's images and idle work finish
      await armClick(page);
      await box.click();
      samples.push(await readClick(page));
    }
    return { make, samples };
  } catch (error) {
    return {
      error: error instanceof Error ? (error.message.split('\n')[0] as string) : String(error),
    };
  } finally {
    await context.close();
  }
}

// --- the report ----------------------------------------------------------------------------

const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
};
const kb = (bytes: number) => (bytes / KB).toFixed(1);
const mark = (ok: boolean) => (ok ? '✓' : '✗');

type Verdict = { ok: boolean; what: string };

type PageResult = {
  site: Site;
  kind: PageKind;
  path: string;
  runs: Run[];
  errors: string[];
};

function pageVerdicts(result: PageResult, run: Run): Verdict[] {
  return [
    { ok: run.score >= budget.score, what: 'performance' },
    { ok: run.lcpMs <= budget.lcpMs, what: 'LCP' },
    { ok: run.cls <= budget.cls, what: 'CLS' },
    { ok: run.tbtMs <= budget.tbtMs, what: 'TBT' },
    { ok: run.total / KB <= budget.totalKb, what: 'total transfer' },
    { ok: run.js / KB <= budget.jsKb[result.kind], what: 'JS' },
  ];
}

function printTable(rows: string[][], numericFrom: number): void {
  const widths = (rows[0] as string[]).map((_, c) =>
    Math.max(...rows.map((r) => (r[c] ?? '').length)),
  );
  const line = (r: string[]) =>
    r
      .map((cell, c) =>
        c >= numericFrom ? cell.padStart(widths[c] ?? 0) : cell.padEnd(widths[c] ?? 0),
      )
      .join('  ')
      .trimEnd();
  out.log(line(rows[0] as string[]));
  out.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const r of rows.slice(1)) out.log(line(r));
}

const shortUrl = (url: string) => {
  const { pathname, search } = new URL(url);
  const name = `${pathname}${search}`;
  return name.length > 60 ? `${name.slice(0, 57)}…` : name;
};

// --- main ----------------------------------------------------------------------------------

async function main(): Promise<void> {
  const sites = chooseSites(await readSites());
  if (sites.length === 0) throw new Error('no sites to measure');
  const server = await startServer();
  const stopOnSignal = () => {
    stopping = true;
    log('interrupted: stopping the browsers and the server');
    void Promise.all([...openBrowsers].map((close) => close()))
      .then(() => server.stop())
      .finally(() => process.exit(130));
  };
  process.once('SIGINT', stopOnSignal);
  process.once('SIGTERM', stopOnSignal);
  try {
    const { port } = server;
    const started = new Date();
    const loadBefore = os.loadavg()[0] ?? 0;
    const version = await chromiumVersion();

    // The pages, each asked for once first so no figure includes a cold server.
    const pages: PageResult[] = [];
    const makes = new Map<string, string>();
    for (const site of sites) {
      const carPage = await carPath(port, site.slug);
      makes.set(site.slug, await makeToToggle(port, site.slug));
      for (const [kind, p] of [
        ['home', '/'],
        ['search', site.carsPath],
        ['car', carPage],
      ] as const) {
        const res = await siteRequest(port, `${site.slug}.localhost`, 'GET', p);
        if (res.status !== 200) throw new Error(`${site.slug}${p}: ${res.status}`);
        pages.push({ site, kind, path: p, runs: [], errors: [] });
      }
    }

    // Lighthouse, round by round (every page once per round), so slow spells of the
    // machine spread over all pages rather than landing on one.
    for (let round = 1; round <= RUNS; round++) {
      for (const page of pages) {
        const url = `http://${page.site.slug}.localhost:${port}${page.path}`;
        const label = `[${round}/${RUNS}] ${page.site.slug} ${page.kind}`;
        // Lighthouse now and then loses a trace (NO_NAVSTART and the like): one more try.
        for (let attempt = 1; attempt <= 2 && !stopping; attempt++) {
          try {
            const run = await lighthouseRun(url);
            page.runs.push(run);
            log(
              `${label}: performance ${run.score}, LCP ${(run.lcpMs / 1000).toFixed(2)} s, TBT ${run.tbtMs.toFixed(0)} ms`,
            );
            break;
          } catch (error) {
            const message = error instanceof Error ? error.message : String(error);
            log(`${label}: failed (attempt ${attempt}): ${message}`);
            if (attempt === 2) page.errors.push(message);
          }
        }
      }
    }

    // Filter click to paint, one search page per site.
    const browser = await chromium.launch({
      executablePath: chromiumPath,
      args: ['--no-sandbox', '--disable-gpu'],
    });
    const clicks = new Map<string, ClickResult>();
    try {
      for (const site of sites) {
        const make = makes.get(site.slug) as string;
        const url = `http://${site.slug}.localhost:${port}${site.carsPath}`;
        const result = await measureClicks(browser, url, make, CLICKS);
        clicks.set(site.slug, result);
        log(
          'error' in result
            ? `${site.slug} clicks: failed: ${result.error}`
            : `${site.slug} clicks on ${make}: ${result.samples.map((s) => s.toPaint.toFixed(0)).join(' ')} ms`,
        );
      }
    } finally {
      await browser.close();
    }

    // --- print ---
    const allRuns = pages.flatMap((p) => p.runs);
    const cpus = os.cpus();
    out.log('');
    out.log('pnpm bench:pages: Lighthouse mobile (default config) and filter click to paint');
    out.log(
      `date:       ${started.toISOString()} (${((Date.now() - started.getTime()) / 60_000).toFixed(1)} min)`,
    );
    out.log(
      `machine:    ${cpus.length} × ${cpus[0]?.model.trim() ?? 'unknown CPU'}, ${(os.totalmem() / 2 ** 30).toFixed(1)} GiB, ${os.platform()} ${os.release()}, node ${process.version}`,
    );
    // Other work on the machine slows every figure: the 1-minute load average says how much.
    out.log(
      `load:       ${loadBefore.toFixed(2)} at the start, ${(os.loadavg()[0] ?? 0).toFixed(2)} at the end (1-minute average)`,
    );
    out.log(`chromium:   ${version} (${chromiumPath})`);
    out.log(
      `lighthouse: ${allRuns[0]?.lighthouseVersion ?? '?'}; performance only, mobile, simulated throttling; benchmarkIndex median ${allRuns.length ? median(allRuns.map((r) => r.benchmarkIndex)).toFixed(0) : '?'}`,
    );
    out.log(
      `runs:       ${RUNS} per page, the run with the median performance score shown; KB = 1024 bytes transferred (compressed)`,
    );
    out.log(
      `server:     ${givenPort === undefined ? 'started by the benchmark' : 'reused'}, port ${port}`,
    );
    const warnings = [...new Set(allRuns.flatMap((r) => r.warnings))];
    for (const w of warnings) out.log(`warning:    ${w}`);
    out.log('');

    const verdicts: { where: string; verdict: Verdict }[] = [];
    const rows: string[][] = [
      [
        'site',
        'template',
        'page',
        'perf',
        'LCP s',
        'CLS',
        'TBT ms',
        'total KB',
        'JS KB',
        'fonts KB (files)',
        'CSS files',
        'scores of runs',
      ],
    ];
    for (const page of pages) {
      const where = `${page.site.slug} ${page.kind}`;
      if (page.runs.length === 0) {
        rows.push([
          page.site.slug,
          page.site.template,
          page.kind,
          'failed',
          '',
          '',
          '',
          '',
          '',
          '',
          '',
          '',
          '',
        ]);
        for (const what of ['performance', 'LCP', 'CLS', 'TBT', 'total transfer', 'JS'])
          verdicts.push({ where, verdict: { ok: false, what } });
        continue;
      }
      const run = medianRun(page.runs);
      const v = pageVerdicts(page, run);
      for (const verdict of v) verdicts.push({ where, verdict });
      const [score, lcp, cls, tbt, total, js] = v.map((x) => mark(x.ok));
      rows.push([
        page.site.slug,
        page.site.template,
        page.kind,
        `${run.score} (≥${budget.score}) ${score}`,
        `${(run.lcpMs / 1000).toFixed(2)} (≤${(budget.lcpMs / 1000).toFixed(1)}) ${lcp}`,
        `${run.cls.toFixed(3)} (≤${budget.cls}) ${cls}`,
        `${run.tbtMs.toFixed(0)} (≤${budget.tbtMs}) ${tbt}`,
        `${kb(run.total)} (≤${budget.totalKb}) ${total}`,
        `${kb(run.js)} (≤${budget.jsKb[page.kind]}) ${js}`,
        `${kb(run.fonts.bytes)} (${run.fonts.count})`,
        String(run.stylesheets),
        page.runs.map((r) => r.score).join(' ') +
          (page.errors.length ? ` (${page.errors.length} failed)` : ''),
      ]);
    }
    printTable(rows, 3);

    // Where the bytes go, and what the LCP is, on each page's reported run.
    out.log('');
    out.log('weight by kind of resource (KB transferred, requests), reported run:');
    const kinds = ['document', 'script', 'stylesheet', 'font', 'image', 'other'];
    const weightRows: string[][] = [['site', 'page', ...kinds, 'requests']];
    for (const page of pages) {
      if (page.runs.length === 0) continue;
      const run = medianRun(page.runs);
      weightRows.push([
        page.site.slug,
        page.kind,
        ...kinds.map((k) => {
          const t = run.byType[k];
          return t ? `${kb(t.bytes)} (${t.count})` : '-';
        }),
        String(run.byType.total?.count ?? run.resources.length),
      ]);
    }
    printTable(weightRows, 2);

    out.log('');
    // The heaviest files, each once with the number of pages that load it (most are shared).
    const reported = pages.filter((p) => p.runs.length > 0).map((p) => medianRun(p.runs));
    const heaviest = new Map<string, Resource & { pages: number }>();
    for (const run of reported) {
      for (const r of run.resources) {
        const key = shortUrl(r.url);
        const seen = heaviest.get(key);
        if (seen) {
          seen.pages++;
          seen.transfer = Math.max(seen.transfer, r.transfer);
        } else heaviest.set(key, { ...r, pages: 1 });
      }
    }
    out.log(`heaviest requests (KB transferred; on how many of the ${reported.length} pages):`);
    const top = [...heaviest].sort(([, a], [, b]) => b.transfer - a.transfer).slice(0, 12);
    for (const [name, r] of top)
      out.log(
        `  ${kb(r.transfer).padStart(6)}  ${r.type.padEnd(10)} ${String(r.pages).padStart(2)}  ${name} (${kb(r.size)} KB unpacked)`,
      );

    out.log('');
    out.log('first paint and the LCP element, reported run:');
    for (const page of pages) {
      if (page.runs.length === 0) continue;
      const run = medianRun(page.runs);
      const phases = run.lcpPhases.map((p) => `${p.phase} ${p.ms.toFixed(0)}`).join(', ');
      out.log(
        `${page.site.slug} ${page.kind} (${page.path}): FCP ${(run.fcpMs / 1000).toFixed(2)} s; LCP phases (ms): ${phases || '-'}`,
      );
      if (run.lcpElement) out.log(`    LCP element: ${run.lcpElement}`);
    }

    out.log('');
    out.log(
      `filter click to paint: search page at 390×844, CPU 4x slower (CDP), no network throttling; the make ticked then unticked in the Filters drawer, ${CLICKS} clicks; from the click event to the first frame after the result links changed`,
    );
    const clickRows: string[][] = [
      [
        'site',
        'template',
        'make',
        'median ms',
        'min',
        'max',
        'click→request',
        'request',
        'response→DOM',
        'DOM→paint',
      ],
    ];
    for (const site of sites) {
      const result = clicks.get(site.slug);
      const where = `${site.slug} search`;
      if (!result || 'error' in result) {
        clickRows.push([
          site.slug,
          site.template,
          makes.get(site.slug) ?? '',
          `failed: ${result && 'error' in result ? result.error : '?'}`,
          '',
          '',
          '',
          '',
          '',
          '',
        ]);
        verdicts.push({ where, verdict: { ok: false, what: 'click to paint' } });
        continue;
      }
      const toPaint = result.samples.map((s) => s.toPaint);
      const part = (pick: (s: ClickSample) => number | null) => {
        const values = result.samples.map(pick).filter((v): v is number => v !== null);
        return values.length ? median(values).toFixed(0) : '-';
      };
      const m = median(toPaint);
      const ok = m <= budget.clickMs;
      verdicts.push({ where, verdict: { ok, what: 'click to paint' } });
      clickRows.push([
        site.slug,
        site.template,
        result.make,
        `${m.toFixed(0)} (≤${budget.clickMs}) ${mark(ok)}`,
        Math.min(...toPaint).toFixed(0),
        Math.max(...toPaint).toFixed(0),
        part((s) => s.toRequest),
        part((s) => s.request),
        part((s) => s.responseToDom),
        part((s) => s.domToPaint),
      ]);
    }
    printTable(clickRows, 3);

    out.log('');
    const failed = verdicts.filter((v) => !v.verdict.ok);
    const byPlace = new Map<string, string[]>();
    for (const f of failed) byPlace.set(f.where, [...(byPlace.get(f.where) ?? []), f.verdict.what]);
    const list = [...byPlace].map(([where, whats]) => `${where} (${whats.join(', ')})`).join('; ');
    out.log(
      `budgets met: ${verdicts.length - failed.length} of ${verdicts.length}${failed.length ? `; failed: ${list}` : ''}`,
    );
  } finally {
    await server.stop();
  }
}

try {
  await main();
  await out.write();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  out.log('budgets met: 0 of 0 (the benchmark did not finish)');
}
process.exit(0);
