// `pnpm bench:freshness`: how long a stock change takes to reach every renderer process.
// Starts --processes production demo processes over
// one new database on a PostgreSQL server (tests/bench/stock-freshness.ts; the first seeds
// it), then makes --changes stock changes through the stock import from a connection of its
// own, one at a time, each to a different car in stock, in turn: sold before the sold window
// (it must leave search), sold now (search shows it as sold) and a new price. After each
// import's commit every process's search API is asked every --poll milliseconds until it
// shows the change. Prints p50, p99 and the worst of the commit-to-visible times, per process
// and over all, with the target beside them (p99 ≤ 1 s). A benchmark, not a test: the exit
// code is 0 whatever the figures, unless a change never showed (5 s). The report is also
// written to its results file (docs/benchmarks/README.md).
//
//   --changes N     stock changes (default 240)
//   --processes N   serving processes (default 2)
//   --poll MS       how often a process is asked (default 5)
//
// The PostgreSQL server comes from TEST_DATABASE_URL; `pnpm bench:freshness` starts a
// throwaway one when it is not set (scripts/with-postgres.sh, as the test command does).

import { parseArgs } from 'node:util';
import { benchResults } from './results';
import {
  carsInStock,
  makeChange,
  type StockChangeKind,
  startStockRig,
  timeUntilSeen,
} from './stock-freshness';

const out = benchResults('freshness', 'pnpm bench:freshness');

const { values: argv } = parseArgs({
  options: {
    changes: { type: 'string', default: '240' },
    processes: { type: 'string', default: '2' },
    poll: { type: 'string', default: '5' },
  },
});
const positive = (name: string, raw: string | undefined): number => {
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1) throw new Error(`--${name} wants a whole number ≥ 1`);
  return n;
};
const CHANGES = positive('changes', argv.changes);
const PROCESSES = positive('processes', argv.processes);
const POLL_MS = positive('poll', argv.poll);
const TARGET_P99_MS = 1_000;
const kinds: StockChangeKind[] = ['sold-gone', 'sold-shown', 'price'];

const log = (message: string) => process.stderr.write(`${message}\n`);

function quantile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return Number.NaN;
  const at = Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1);
  return sorted[Math.max(0, at)] as number;
}

async function main(): Promise<number> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    log('TEST_DATABASE_URL is not set: run `pnpm bench:freshness`, which starts a PostgreSQL');
    return 2;
  }
  const rig = await startStockRig({ serverUrl, processes: PROCESSES, log });
  try {
    const cars = await carsInStock(rig.importer, CHANGES);
    if (cars.length < CHANGES) throw new Error(`only ${cars.length} cars in stock to change`);
    log(`${CHANGES} changes over ${PROCESSES} processes, each asked every ${POLL_MS} ms…`);
    const perProcess: number[][] = rig.processes.map(() => []);
    const byKind = new Map<StockChangeKind, number[]>(kinds.map((k) => [k, []]));
    let missed = 0;
    for (const [i, car] of cars.entries()) {
      const kind = kinds[i % kinds.length] as StockChangeKind;
      const change = await makeChange(rig, car, kind, new Date());
      const times = await timeUntilSeen(rig, car, change, { pollMs: POLL_MS, timeoutMs: 5_000 });
      for (const [p, ms] of times.entries()) {
        if (!Number.isFinite(ms)) missed += 1;
        perProcess[p]?.push(ms);
        byKind.get(kind)?.push(ms);
      }
      if ((i + 1) % 40 === 0) log(`  ${i + 1} changes made`);
    }
    const line = (label: string, values: readonly number[]) => {
      const sorted = [...values].sort((a, b) => a - b);
      const f = (ms: number) => `${ms.toFixed(0).padStart(5)} ms`;
      return `${label.padEnd(22)} ${String(values.length).padStart(5)}  p50 ${f(quantile(sorted, 0.5))}  p99 ${f(quantile(sorted, 0.99))}  worst ${f(sorted.at(-1) ?? Number.NaN)}`;
    };
    out.log(
      `\nCommit to visible in search (stock import → PostgreSQL NOTIFY → each process's index and render cache → POST /api/search), polled every ${POLL_MS} ms`,
    );
    out.log(`${'where'.padEnd(22)} ${'n'.padStart(5)}`);
    for (const [p, values] of perProcess.entries()) out.log(line(`process ${p + 1}`, values));
    for (const [kind, values] of byKind) out.log(line(`  ${kind}`, values));
    const all = perProcess.flat();
    out.log(line('all', all));
    const p99 = quantile(
      [...all].sort((a, b) => a - b),
      0.99,
    );
    out.log(
      `target: p99 ≤ ${TARGET_P99_MS} ms — ${p99 <= TARGET_P99_MS ? 'met' : 'NOT met'}; never shown: ${missed}`,
    );
    return missed > 0 ? 1 : 0;
  } finally {
    await rig.dispose();
  }
}

main().then(
  async (code) => {
    await out.write();
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    process.exitCode = 1;
  },
);
