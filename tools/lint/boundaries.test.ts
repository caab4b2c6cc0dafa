import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The package boundaries of docs/architecture.md#package-boundaries
// are enforced by `pnpm lint` (biome.json + tools/lint/no-package-escape.grit) (docs/decisions/0001-rules-live-in-core.md). Each
// case writes a small probe file into a throwaway folder INSIDE the folder a rule
// covers, runs Biome on just that file, and deletes the folder again, pass or fail.

const root = fileURLToPath(new URL('../../', import.meta.url));
const biome = join(root, 'node_modules/.bin/biome');
const run = promisify(execFile);

const PROBE_PREFIX = '__lint_probe_';
let counter = 0;

/** Biome's output and exit code for one file, linted exactly as `pnpm lint` would. */
async function lintProbe(file: string, code: string) {
  // A folder of its own per probe, so concurrent cases never see each other's files.
  const probeDir = `${PROBE_PREFIX}${process.pid}_${counter++}__`;
  const rel = file.replace('__PROBE__', probeDir);
  const dir = join(root, rel.slice(0, rel.indexOf(probeDir) + probeDir.length));
  try {
    mkdirSync(dirname(join(root, rel)), { recursive: true });
    writeFileSync(join(root, rel), code);
    try {
      const { stdout, stderr } = await run(biome, ['lint', '--colors=off', rel], { cwd: root });
      return { exitCode: 0, output: stdout + stderr };
    } catch (error) {
      const e = error as { code?: number; stdout?: string; stderr?: string };
      return { exitCode: e.code ?? 1, output: `${e.stdout ?? ''}${e.stderr ?? ''}` };
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

// Rule names as the messages carry them.
const FETCH = 'boundary/no-fetch-in-storefront:';
const EXPORTS = 'boundary/package-exports-only:';
const CORE = 'boundary/core-imports-zod-only:';
const SERVER = 'boundary/no-server-code-in-browser:';
const MACHINES = 'boundary/machines-headless:';

type Probe = { what: string; file: string; code: string; fails?: string[] };

const violations: Probe[] = [
  // 1. storefront and templates never call fetch
  {
    what: 'storefront calls the global fetch',
    file: 'packages/storefront/src/__PROBE__/probe.ts',
    code: "export const load = () => fetch('/api/search');\n",
    fails: [FETCH, 'go through the API client the app provides'],
  },
  {
    what: 'storefront calls globalThis.fetch and window.fetch',
    file: 'packages/storefront/src/__PROBE__/probe.tsx',
    code: "export const a = () => globalThis.fetch('/a');\nexport const b = () => window.fetch('/b');\n",
    fails: [FETCH, "Do not use 'globalThis.fetch'", "Do not use 'window.fetch'"],
  },
  {
    what: 'a template calls fetch',
    file: 'templates/metro/src/__PROBE__/probe.tsx',
    code: "export const load = () => fetch('/api/search');\n",
    fails: [FETCH],
  },
  // 2. no src/ internals, only declared exports, no relative climb into another package
  {
    what: 'the renderer server imports @forecourt/core/src/…',
    file: 'apps/renderer/src/server/__PROBE__/probe.ts',
    code: "export { carSchema } from '@forecourt/core/src/car/car';\n",
    fails: [EXPORTS, "never import another package's src/ internals"],
  },
  {
    what: 'storefront imports an undeclared subpath of another package',
    file: 'packages/storefront/src/__PROBE__/probe.ts',
    code: "export { Button } from '@forecourt/ui/button';\n",
    fails: [EXPORTS, "not declared in that package's package.json exports"],
  },
  {
    what: 'storefront climbs into ../../../core/src',
    file: 'packages/storefront/src/__PROBE__/probe.ts',
    code: "export { carSchema } from '../../../core/src/car/car';\n",
    fails: [EXPORTS, 'climbs out of its package into another'],
  },
  {
    what: 'the renderer climbs into ../../../../../packages/server/src (dynamic import)',
    file: 'apps/renderer/src/server/__PROBE__/probe.ts',
    code: "export const load = () => import('../../../../../packages/server/src/index');\n",
    fails: [EXPORTS, 'climbs out of its package into another'],
  },
  {
    what: 'a file outside every package reaches into packages/core/src by path',
    file: 'tests/__PROBE__/probe.ts',
    code: "export { carSchema } from '../../packages/core/src/car/car';\n",
    fails: [EXPORTS, "never reach into a package's src/ by path"],
  },
  // 3. core imports nothing but zod and its own files
  {
    what: 'core imports react',
    file: 'packages/core/src/__PROBE__/probe.ts',
    code: "export { useState } from 'react';\n",
    fails: [CORE],
  },
  {
    what: 'core imports another @forecourt package, xstate and a Node built-in',
    file: 'packages/core/src/__PROBE__/probe.ts',
    code: "export { slugify } from '@forecourt/search';\nexport { setup } from 'xstate';\nexport { readFileSync } from 'node:fs';\n",
    fails: [CORE, "'@forecourt/search'", "'xstate'", "'node:fs'"],
  },
  // 4. server code never reaches a browser bundle
  {
    what: 'storefront imports @forecourt/server',
    file: 'packages/storefront/src/__PROBE__/probe.ts',
    code: "export { makeLogoSvg } from '@forecourt/server';\n",
    fails: [SERVER],
  },
  {
    what: 'ui imports a Node built-in',
    file: 'packages/ui/src/__PROBE__/probe.tsx',
    code: "export { readFileSync } from 'node:fs';\n",
    fails: [SERVER],
  },
  {
    what: 'the browser side of search imports drizzle-orm',
    file: 'packages/search/src/__PROBE__/probe.ts',
    code: "export { sql } from 'drizzle-orm';\n",
    fails: [SERVER],
  },
  {
    what: 'a template imports PGlite',
    file: 'templates/heritage/src/__PROBE__/probe.tsx',
    code: "export { PGlite } from '@electric-sql/pglite';\n",
    fails: [SERVER],
  },
  {
    what: 'a renderer page imports @forecourt/server',
    file: 'apps/renderer/pages/__PROBE__/+Page.tsx',
    code: "export { makeLogoSvg } from '@forecourt/server';\n",
    fails: [SERVER],
  },
  {
    what: 'a renderer +route.ts (loaded in the browser under client routing) imports pg',
    file: 'apps/renderer/pages/__PROBE__/+route.ts',
    code: "export { Pool } from 'pg';\n",
    fails: [SERVER],
  },
  {
    what: 'a renderer component imports a bare Node built-in',
    file: 'apps/renderer/components/__PROBE__/probe.tsx',
    code: "export { join } from 'path';\n",
    fails: [SERVER],
  },
  {
    what: "the renderer's client imports @forecourt/search/server",
    file: 'apps/renderer/src/client/__PROBE__/probe.ts',
    code: "export { createEmbeddedSearch } from '@forecourt/search/server';\n",
    fails: [SERVER],
  },
  // 5. machines stay headless
  {
    what: 'a machine imports react and react-dom',
    file: 'packages/machines/src/__PROBE__/probe.ts',
    code: "export { useState } from 'react';\nexport { flushSync } from 'react-dom';\n",
    fails: [MACHINES, "'react'", "'react-dom'"],
  },
  {
    what: 'a machine imports @forecourt/server',
    file: 'packages/machines/src/__PROBE__/probe.ts',
    code: "export { makeLogoSvg } from '@forecourt/server';\n",
    fails: [SERVER],
  },
  {
    what: 'a machine calls fetch',
    file: 'packages/machines/src/__PROBE__/probe.ts',
    code: "export const a = () => fetch('/a');\nexport const b = () => globalThis.fetch('/b');\n",
    fails: [MACHINES, 'never calls fetch', "Do not use 'globalThis.fetch'"],
  },
  {
    what: 'a hook in machines/src/react calls fetch',
    file: 'packages/machines/src/react/__PROBE__/probe.ts',
    code: "export const a = () => fetch('/a');\n",
    fails: [MACHINES, 'never calls fetch'],
  },
  // rules for different concerns add up on one file
  {
    what: 'storefront both calls fetch and imports server code',
    file: 'packages/storefront/src/__PROBE__/probe.ts',
    code: "export { makeLogoSvg } from '@forecourt/server';\nexport const load = () => fetch('/a');\n",
    fails: [FETCH, SERVER],
  },
];

const compliant: Probe[] = [
  {
    what: 'storefront goes through the injected client and imports declared subpaths',
    file: 'packages/storefront/src/__PROBE__/probe.ts',
    code: [
      "export { StatusBadge } from '@forecourt/ui';",
      "export { useLeadForm } from '@forecourt/machines/react';",
      "export { LeadDialog } from '@forecourt/storefront/lead';",
      "export { helper } from '../context/storefront';",
      'export const load = (client: { search(q: string): Promise<unknown> }) => client.search("x");',
      'export const injected = (fetch: (url: string) => Promise<unknown>) => fetch("/a");',
      '',
    ].join('\n'),
  },
  {
    what: 'core imports zod and its own files',
    file: 'packages/core/src/__PROBE__/probe.ts',
    code: "export { z } from 'zod';\nexport { carSchema } from '../car/car';\n",
  },
  {
    what: 'a core test file may import vitest (tests are exempt from rule 3)',
    file: 'packages/core/src/__PROBE__/probe.test.ts',
    code: "export { it } from 'vitest';\n",
  },
  {
    what: 'the hook layer machines/src/react imports react',
    file: 'packages/machines/src/react/__PROBE__/probe.ts',
    code: "export { useState } from 'react';\nexport { useActor } from '@xstate/react';\n",
  },
  {
    what: "a renderer page's +data.ts (server-only hook) imports server code",
    file: 'apps/renderer/pages/__PROBE__/+data.ts',
    code: "export { makeLogoSvg } from '@forecourt/server';\nexport { join } from 'node:path';\n",
  },
  {
    what: "the renderer's server side imports server code",
    file: 'apps/renderer/src/server/__PROBE__/probe.ts',
    code: "export { makeLogoSvg } from '@forecourt/server';\nexport { createEmbeddedSearch } from '@forecourt/search/server';\nexport { readFile } from 'node:fs/promises';\n",
  },
  {
    what: 'a ui test file may read files with node:fs (tests are exempt from rule 4)',
    file: 'packages/ui/src/__PROBE__/probe.test.tsx',
    code: "export { readFileSync } from 'node:fs';\n",
  },
];

function staleProbeDirs(): string[] {
  const parents = [
    'packages/storefront/src',
    'packages/core/src',
    'packages/ui/src',
    'packages/search/src',
    'packages/machines/src',
    'packages/machines/src/react',
    'templates/metro/src',
    'templates/heritage/src',
    'apps/renderer/pages',
    'apps/renderer/components',
    'apps/renderer/src/client',
    'apps/renderer/src/server',
    'tests',
  ];
  return parents.flatMap((parent) => {
    const abs = join(root, parent);
    if (!existsSync(abs)) return [];
    return readdirSync(abs)
      .filter((name) => name.startsWith(PROBE_PREFIX))
      .map((name) => join(abs, name));
  });
}

describe('package boundaries (biome.json)', () => {
  // A run killed half-way cannot clean up after itself; the next one does.
  beforeAll(() => {
    for (const dir of staleProbeDirs()) rmSync(dir, { recursive: true, force: true });
  });
  afterAll(() => {
    expect(staleProbeDirs()).toEqual([]);
  });

  describe.concurrent('violations fail the lint and name the rule', () => {
    for (const probe of violations) {
      it(probe.what, async () => {
        const { exitCode, output } = await lintProbe(probe.file, probe.code);
        // The probe folder is untracked: Biome must still lint a file it is given.
        expect(output).toContain('Checked 1 file');
        expect(exitCode, output).not.toBe(0);
        for (const text of probe.fails ?? []) expect(output).toContain(text);
      });
    }
  });

  describe.concurrent('compliant code passes', () => {
    for (const probe of compliant) {
      it(probe.what, async () => {
        const { exitCode, output } = await lintProbe(probe.file, probe.code);
        expect(output).toContain('Checked 1 file');
        expect(output).not.toContain('boundary/');
        expect(exitCode, output).toBe(0);
      });
    }
  });
});

describe('biome.json stays in step with the packages', () => {
  type Pattern = { group: string[]; message: string };
  type Override = {
    includes: string[];
    linter?: {
      rules?: { style?: { noRestrictedImports?: { options: { patterns: Pattern[] } } } };
    };
  };
  const config = JSON.parse(readFileSync(join(root, 'biome.json'), 'utf8')) as {
    plugins: string[];
    overrides: Override[];
  };
  const importOverrides = config.overrides.filter(
    (o) => o.linter?.rules?.style?.noRestrictedImports,
  );
  const patternsOf = (o: Override) =>
    o.linter?.rules?.style?.noRestrictedImports?.options.patterns ?? [];

  it('registers the relative-climb plugin', () => {
    expect(config.plugins).toContain('./tools/lint/no-package-escape.grit');
  });

  it('allows exactly the @forecourt subpaths the package.json files export', () => {
    const exported: string[] = [];
    for (const folder of ['packages', 'templates', 'apps']) {
      for (const name of readdirSync(join(root, folder))) {
        const file = join(root, folder, name, 'package.json');
        if (!existsSync(file)) continue;
        const pkg = JSON.parse(readFileSync(file, 'utf8')) as {
          name: string;
          exports?: Record<string, unknown>;
        };
        for (const key of Object.keys(pkg.exports ?? {})) {
          exported.push(key === '.' ? pkg.name : `${pkg.name}/${key.replace(/^\.\//, '')}`);
        }
      }
    }
    for (const override of importOverrides) {
      const declared = patternsOf(override).find((p) => p.group[0] === '@forecourt/**');
      const allowed = (declared?.group ?? [])
        .filter((g) => g.startsWith('!') && !g.includes('/src'))
        .map((g) => g.slice(1));
      expect(allowed.sort(), `override ${override.includes.join(', ')}`).toEqual(
        [...exported].sort(),
      );
    }
  });

  // Biome applies only the LAST matching override's options for a rule, so every
  // override that restricts imports must repeat the package-exports-only patterns.
  it('repeats the package-exports-only patterns in every import override', () => {
    const first = patternsOf(importOverrides[0]).filter((p) => p.message.startsWith(EXPORTS));
    expect(first.length).toBeGreaterThanOrEqual(2);
    for (const override of importOverrides) {
      const own = patternsOf(override).filter((p) => p.message.startsWith(EXPORTS));
      for (const pattern of first.filter((p) => p.group[0].startsWith('@forecourt'))) {
        expect(own, `override ${override.includes.join(', ')}`).toContainEqual(pattern);
      }
    }
  });

  it('keeps the server-only entry of @forecourt/search out of the browser rule', () => {
    const browser = importOverrides.find((o) =>
      patternsOf(o).some((p) => p.message.startsWith(SERVER)),
    );
    expect(browser?.includes).toContain('packages/search/src/**');
    expect(browser?.includes).toContain('!packages/search/src/server.ts');
  });
});
