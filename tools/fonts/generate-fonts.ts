import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { templatesWith, writeBuildFile } from '../template-files';
import { fontFacesCss, installedFontSources, readFontManifest } from './font-faces';

// `pnpm fonts`: writes each template's fonts.css from its fonts.json.
// `pnpm fonts --check`: exits 1 when a fonts.css is not what fonts.json makes.

export function templatesWithFonts(): string[] {
  return templatesWith('fonts.json');
}

export async function expectedFontsCss(templateDir: string): Promise<string> {
  return fontFacesCss(readFontManifest(templateDir), await installedFontSources(templateDir));
}

async function main(argv: readonly string[]): Promise<number> {
  const check = argv.includes('--check');
  let stale = 0;
  for (const dir of templatesWithFonts()) {
    const css = await expectedFontsCss(dir);
    if (writeBuildFile(path.join(dir, 'fonts.css'), css, { check, command: 'pnpm fonts' })) {
      stale += 1;
    }
  }
  return check && stale > 0 ? 1 : 0;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  process.exitCode = await main(process.argv.slice(2));
}
