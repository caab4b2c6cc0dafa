import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { siteSchemaFiles } from './site-schema';

// `pnpm site-schema`: writes the site files' JSON Schema and docs/site-config-reference.md
// from core's site schema. `pnpm site-schema --check`: exits 1 when either is out of date
// (the test run checks the same).

const root = fileURLToPath(new URL('../../', import.meta.url));
const check = process.argv.includes('--check');
let stale = 0;
for (const [file, text] of siteSchemaFiles()) {
  const at = path.join(root, file);
  let current: string | null = null;
  try {
    current = readFileSync(at, 'utf8');
  } catch {
    current = null;
  }
  if (current === text) continue;
  if (check) {
    console.error(`${file} is out of date: run pnpm site-schema`);
    stale += 1;
  } else {
    writeFileSync(at, text);
    console.log(`wrote ${file}`);
  }
}
process.exitCode = stale > 0 ? 1 : 0;
