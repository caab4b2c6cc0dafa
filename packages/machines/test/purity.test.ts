import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

// No machine imports React, the DOM or fetch, and none reads timers or
// the clock itself; all of that is injected by name through setup() (docs/decisions/0005-headless-state-machines.md). The
// package tsconfig already has no DOM or Node types; this also catches untyped
// escapes (globalThis.fetch, a stray React import that type-checks through
// @types/react). The hooks in src/react may import React, but they too take
// storage, network and the clock from the app.
const root = new URL('../src/', import.meta.url).pathname;

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.ts$/.test(name) && !/\.test\.ts$/.test(name) ? [path] : [];
  });
}

const browserAndClock: [RegExp, string][] = [
  [/from ['"]node:/, 'imports a Node built-in'],
  [/\bfetch\s*\(/, 'calls fetch'],
  [/\bXMLHttpRequest\b/, 'uses XMLHttpRequest'],
  [/\b(window|document|localStorage|sessionStorage|navigator)\s*[.[]/, 'touches a DOM global'],
  [/\b(setTimeout|setInterval|requestAnimationFrame)\s*\(/, 'schedules a timer (use delays)'],
  [/\bDate\.now\s*\(/, 'reads the clock (inject it)'],
  [/new Date\(\s*\)/, 'reads the clock (inject it)'],
];

const react: [RegExp, string][] = [
  [/from ['"](react|react-dom|@xstate\/react)(\/[^'"]*)?['"]/, 'imports React'],
];

function problems(files: string[], rules: [RegExp, string][]): string[] {
  return files.flatMap((file) => {
    const text = readFileSync(file, 'utf8');
    return rules
      .filter(([pattern]) => pattern.test(text))
      .map(([, what]) => `${relative(root, file)} ${what}`);
  });
}

describe('machines purity', () => {
  const all = sources(root);
  const hooks = all.filter((f) => relative(root, f).startsWith('react/'));
  const machines = all.filter((f) => !hooks.includes(f));

  it('finds the sources it checks', () => {
    expect(machines.length).toBeGreaterThan(20);
    expect(hooks.length).toBeGreaterThan(10);
  });

  it('no machine imports React, the DOM, fetch, timers or the clock', () => {
    expect(problems(machines, [...react, ...browserAndClock])).toEqual([]);
  });

  it('the hooks take storage, network and the clock from the app', () => {
    expect(problems(hooks, browserAndClock)).toEqual([]);
  });

  it('the rules catch what they are for', () => {
    const sample = (text: string) =>
      [...react, ...browserAndClock].filter(([p]) => p.test(text)).map(([, w]) => w);
    expect(sample("import { useState } from 'react';")).toEqual(['imports React']);
    expect(sample('const r = await fetch(url);')).toEqual(['calls fetch']);
    expect(sample("window.localStorage.getItem('x')")).toEqual(['touches a DOM global']);
    expect(sample("localStorage.getItem('x')")).toEqual(['touches a DOM global']);
    expect(sample('setTimeout(() => {}, 300)')).toEqual(['schedules a timer (use delays)']);
    expect(sample('const t = new Date();')).toEqual(['reads the clock (inject it)']);
    expect(sample("const d = new Date('2025-01-01');")).toEqual([]);
  });
});
