import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

// Writes spec-weights.json, the seconds each production spec took in a Playwright JSON
// report, which playwright.config.ts splits the production specs over its two servers by.
//
//   cd tests && pnpm exec playwright test --reporter=json > /tmp/run.json
//   node tools/spec-weights.ts /tmp/run.json      (Node 22; on Node 20: node --import tsx)

type Result = { duration: number };
type Spec = { file: string; tests: { projectName: string; results: Result[] }[] };
type Suite = { file: string; specs?: Spec[]; suites?: Suite[] };

const report = process.argv[2];
if (!report) {
  console.error('usage: node tools/spec-weights.ts <playwright-json-report>');
  process.exit(1);
}
const { suites } = JSON.parse(readFileSync(report, 'utf8')) as { suites: Suite[] };
const seconds = new Map<string, number>();

function add(root: string, suite: Suite): void {
  for (const spec of suite.specs ?? []) {
    for (const test of spec.tests) {
      if (!test.projectName.startsWith('production')) continue;
      const ms = test.results.reduce((sum, result) => sum + result.duration, 0);
      seconds.set(root, (seconds.get(root) ?? 0) + ms / 1000);
    }
  }
  for (const inner of suite.suites ?? []) add(root, inner);
}
// A top-level suite is a spec file, whatever file its tests are written in (common/shopper.ts).
for (const suite of suites) add(suite.file, suite);

const weights = Object.fromEntries(
  [...seconds].sort(([a], [b]) => a.localeCompare(b)).map(([file, s]) => [file, Math.round(s)]),
);
const out = path.join(import.meta.dirname, '..', 'spec-weights.json');
writeFileSync(out, `${JSON.stringify(weights, null, 2)}\n`);
console.log(`wrote ${out}: ${Object.keys(weights).length} specs`);
