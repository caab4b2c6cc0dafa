import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

// The domain core stays framework-free (docs/decisions/0001-rules-live-in-core.md): no React, no DOM, no Node
// built-ins and no network in the shipped sources. The tsconfig already has no
// DOM or Node types; this also catches untyped escapes such as globalThis.fetch.
const root = new URL('../src/', import.meta.url).pathname;

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.ts$/.test(name) && !/\.test\.ts$/.test(name) ? [path] : [];
  });
}

const forbidden: [RegExp, string][] = [
  [/from ['"](react|react-dom)(\/[^'"]*)?['"]/, 'imports React'],
  [/from ['"]node:/, 'imports a Node built-in'],
  [/from ['"](fs|path|http|https|crypto|os)['"]/, 'imports a Node built-in'],
  [/\bfetch\s*\(/, 'calls fetch'],
  [/\b(window|document|localStorage|sessionStorage|navigator)\./, 'touches a DOM global'],
  [/\bDate\.now\s*\(/, 'reads the clock (inject now instead)'],
  [/new Date\(\s*\)/, 'reads the clock (inject now instead)'],
];

describe('core purity', () => {
  const files = sources(root);

  it('finds the sources it checks', () => {
    expect(files.length).toBeGreaterThan(20);
  });

  it('has no React, DOM, Node, network or global clock in shipped sources', () => {
    const problems = files.flatMap((file) => {
      const text = readFileSync(file, 'utf8');
      return forbidden
        .filter(([pattern]) => pattern.test(text))
        .map(([, what]) => `${relative(root, file)} ${what}`);
    });
    expect(problems).toEqual([]);
  });
});
