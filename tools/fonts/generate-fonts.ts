import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { fontFacesCss, installedFontSources, readFontManifest } from './font-faces';

// `pnpm fonts`: writes each template's fonts.css from its fonts.json.
// `pnpm fonts --check`: exits 1 when a fonts.css is not what fonts.json makes.

const templatesDir = fileURLToPath(new URL('../../templates/', import.meta.url));

export function templatesWithFonts(): string[] {
  return readdirSync(templatesDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => path.join(templatesDir, entry.name))
    .filter((dir) => {
      try {
        readFileSync(path.join(dir, 'fonts.json'));
        return true;
      } catch {
        return false;
      }
    });
}

export async function expectedFontsCss(templateDir: string): Promise<string> {
  return fontFacesCss(readFontManifest(templateDir), await installedFontSources(templateDir));
}

async function main(argv: readonly string[]): Promise<number> {
  const check = argv.includes('--check');
  let stale = 0;
  for (const dir of templatesWithFonts()) {
    const target = path.join(dir, 'fonts.css');
    const css = await expectedFontsCss(dir);
    let current = '';
    try {
      current = readFileSync(target, 'utf8');
    } catch {}
    if (current === css) continue;
    if (check) {
      console.error(`${path.relative(process.cwd(), target)} is stale: run pnpm fonts`);
      stale += 1;
    } else {
      writeFileSync(target, css);
      console.log(`wrote ${path.relative(process.cwd(), target)}`);
    }
  }
  return stale === 0 ? 0 : 1;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  process.exitCode = await main(process.argv.slice(2));
}
