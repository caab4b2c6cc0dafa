import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// What `pnpm fonts` and `pnpm tokens` share: the template folders that hold a source
// file (fonts.json, tokens.json), and writing the build file made from it (or, with
// --check, saying it is stale).

const templatesDir = fileURLToPath(new URL('../templates/', import.meta.url));

/** The template folders holding `file`. */
export function templatesWith(file: string): string[] {
  return readdirSync(templatesDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => path.join(templatesDir, entry.name))
    .filter((dir) => existsSync(path.join(dir, file)));
}

/**
 * Writes `content` to `target` unless it holds it already; with `check`, writes nothing
 * and says the file is stale instead. Returns whether it was stale.
 */
export function writeBuildFile(
  target: string,
  content: string,
  options: { check: boolean; command: string },
): boolean {
  const current = existsSync(target) ? readFileSync(target, 'utf8') : null;
  if (current === content) return false;
  const shown = path.relative(process.cwd(), target);
  if (options.check) {
    console.error(`${shown} is stale: run ${options.command}`);
    return true;
  }
  writeFileSync(target, content);
  console.log(`wrote ${shown}`);
  return true;
}
