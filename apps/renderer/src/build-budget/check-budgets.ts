import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { readPageStyles } from '../server/render/inline-style';
import {
  budgetTemplates,
  defaultScriptBudget,
  fontBudget,
  scriptBudgets,
  styleBudget,
} from './budgets';
import { type Manifest, pageFiles, pageIds, totalGzipped } from './page-weight';

// `pnpm check:budgets` (after `vike build`): prints what each page loads up
// front and each template's fonts, with the budgets beside them, and exits 1
// when anything is over its ceiling. A size check of the build, not a timing.

const rendererRoot = fileURLToPath(new URL('../../', import.meta.url));
const repoRoot = path.join(rendererRoot, '../../');
const kb = (bytes: number) => bytes / 1024;
const fmt = (value: number) => value.toFixed(1).padStart(6);

/**
 * The font files (without extension) a template's pages may load: the files its
 * fonts.css (written by `pnpm fonts` from fonts.json) declares.
 */
export function fontFilesOf(template: string): string[] {
  const css = readFileSync(path.join(repoRoot, 'templates', template, 'fonts.css'), 'utf8');
  return [...css.matchAll(/url\("[^"]*\/([^/"]+)\.woff2"\)/g)].map((match) => match[1] ?? '');
}

async function main(): Promise<number> {
  const distDir = path.join(rendererRoot, 'dist');
  const clientDir = path.join(distDir, 'client');
  let manifest: Manifest;
  try {
    manifest = JSON.parse(readFileSync(path.join(distDir, 'assets.json'), 'utf8')) as Manifest;
  } catch {
    console.error('No production build (dist/assets.json): run `vike build` first.');
    return 1;
  }
  const failures: string[] = [];

  console.log('JavaScript loaded with each page (gzipped KB): measured / target / ceiling');
  for (const id of pageIds(manifest)) {
    const files = pageFiles(manifest, id);
    const js = kb(totalGzipped(clientDir, files.scripts));
    const later = kb(totalGzipped(clientDir, files.deferred));
    const budget = scriptBudgets[id] ?? defaultScriptBudget;
    const over = js > budget.ceilingKb;
    if (over) failures.push(`${id}: ${js.toFixed(1)} KB of JS, ceiling ${budget.ceilingKb} KB`);
    const mark = over ? '✗' : js <= budget.targetKb ? '✓' : '~';
    console.log(
      `  ${mark} ${id.padEnd(30)} ${fmt(js)} / ${budget.targetKb} / ${budget.ceilingKb}` +
        `   (${files.scripts.length} files; ${later.toFixed(1)} KB more on interaction)`,
    );
  }

  // What the server puts in each page's head: the page type's CSS for the site's template.
  const pageStyles = await readPageStyles(distDir, budgetTemplates);
  console.log(
    `\nEach page type's stylesheet, carried in its head (gzipped KB per template: ${budgetTemplates.join(' / ')}; budget ${styleBudget.kb})`,
  );
  for (const [id, byTemplate] of pageStyles) {
    const sizes = [...byTemplate.values()].map((css) => kb(gzipSync(css, { level: 9 }).length));
    const over = Math.max(...sizes) > styleBudget.kb;
    if (over) failures.push(`${id}: stylesheet ${Math.max(...sizes).toFixed(1)} KB`);
    console.log(`  ${over ? '✗' : '✓'} ${id.padEnd(30)} ${sizes.map(fmt).join(' ')}`);
  }

  console.log('\nFonts per template (woff2 bytes as sent): KB / files, budget');
  const built = readdirSync(path.join(clientDir, 'assets', 'static')).filter((file) =>
    file.endsWith('.woff2'),
  );
  for (const template of budgetTemplates) {
    const names = fontFilesOf(template);
    const files = names.map((name) => {
      const file = built.find((candidate) => candidate.startsWith(`${name}.`));
      if (!file) throw new Error(`${template}: ${name}.woff2 is not in the build`);
      return file;
    });
    const bytes = files.reduce(
      (sum, file) => sum + statSync(path.join(clientDir, 'assets', 'static', file)).size,
      0,
    );
    const over = kb(bytes) > fontBudget.kb || files.length > fontBudget.files;
    if (over)
      failures.push(`${template}: fonts ${kb(bytes).toFixed(1)} KB in ${files.length} files`);
    console.log(
      `  ${over ? '✗' : '✓'} ${template.padEnd(10)} ${fmt(kb(bytes))} KB / ${files.length} files (budget ${fontBudget.kb} KB / ${fontBudget.files})`,
    );
  }
  const stray = built.filter((file) => !/-latin-(\d{3}|wght)-normal\./.test(file));
  if (stray.length > 0) failures.push(`font files outside the Latin subset: ${stray.join(', ')}`);

  if (failures.length > 0) {
    console.error(`\nOver budget:\n  ${failures.join('\n  ')}`);
    return 1;
  }
  console.log('\nEvery page is within its ceiling.');
  return 0;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  process.exitCode = await main();
}
