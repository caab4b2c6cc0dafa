import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  checkDocLinks,
  headingSlug,
  markdownAnchors,
  markdownLinks,
  scriptSegments,
} from './check-doc-links';

// The docs link check of `pnpm check:docs`: its readers of Markdown and source text, and
// the whole check on a small throwaway repository.

describe('heading anchors', () => {
  it('are GitHub slugs: lower case, punctuation dropped, spaces as hyphens', () => {
    expect(headingSlug('Price display')).toBe('price-display');
    expect(headingSlug("Today's hours")).toBe('todays-hours');
    expect(headingSlug('Offers, promos and content')).toBe('offers-promos-and-content');
    expect(headingSlug('The `carTag` rule')).toBe('the-cartag-rule');
    expect(headingSlug('[Linked](x.md) heading')).toBe('linked-heading');
    expect(headingSlug('A & B')).toBe('a--b');
  });

  it('number repeated headings, read setext headings and HTML ids, and skip code', () => {
    const md = [
      '# Title',
      '## Notes',
      '## Notes',
      'Setext heading',
      '---',
      '<a id="custom-place"></a>',
      '```',
      '## Not a heading',
      '```',
    ].join('\n');
    expect([...markdownAnchors(md)].sort()).toEqual(
      ['custom-place', 'notes', 'notes-1', 'setext-heading', 'title'].sort(),
    );
  });
});

describe('Markdown links', () => {
  it('lists relative links with their lines, not addresses elsewhere or code', () => {
    const md = [
      'See [rules](docs/rules.md#sliders) and [site](https://example.com).',
      '`[not](a-link.md)` and ![shot](images/a.png "title")',
      '[ref]: ../other.md',
      '<a href="guide.md#start">guide</a> <a href="mailto:x@example.com">mail</a>',
      '```',
      '[in code](missing.md)',
      '```',
    ].join('\n');
    expect(markdownLinks(md)).toEqual([
      { line: 1, target: 'docs/rules.md#sliders' },
      { line: 2, target: 'images/a.png' },
      { line: 3, target: '../other.md' },
      { line: 4, target: 'guide.md#start' },
    ]);
  });
});

describe('source segments', () => {
  it('tells comments from strings, template literals and regular expressions', () => {
    const code = [
      "const a = 'issue 1 // not a comment';",
      'const r = /\\/\\/ not a comment either/;',
      // a template literal holding an expression (written in two parts here)
      ['const t = `x $', '{a + `y`} // still text`;'].join(''),
      '// a real comment',
      '/* a block */',
    ].join('\n');
    const comments = scriptSegments(code)
      .filter((s) => s.kind === 'comment')
      .map((s) => code.slice(s.start, s.end));
    expect(comments).toEqual(['// a real comment', '/* a block */']);
  });
});

describe('the whole check', () => {
  const root = mkdtempSync(join(tmpdir(), 'check-doc-links-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const write = (file: string, text: string) => {
    mkdirSync(dirname(join(root, file)), { recursive: true });
    writeFileSync(join(root, file), text);
  };
  write(
    'README.md',
    '[Rules](docs/rules.md#sliders), [gone](docs/gone.md), [bad](docs/rules.md#nope)\n',
  );
  write('docs/rules.md', '# Rules\n\n## Sliders\n\n[back](../README.md)\n');
  write('packages/a/README.md', '[up](../../docs/rules.md#sliders)\n');
  write(
    'packages/a/src/a.ts',
    [
      '// Sliders (docs/rules.md#sliders), fine.',
      '// Broken: docs/rules.md#no-such-rule and docs/missing.md.',
      `// As ${'SPEC'} §5 says.`,
      '// Kept for a reason (issue 12).',
      "const label = 'issue 12 is product text, never a citation';",
      "describe('a test (issue 20)', () => {});",
      '',
    ].join('\n'),
  );
  write('scripts/run', '#!/usr/bin/env bash\n# Build first (issue 7).\necho "issue 7"\n');
  execFileSync('git', ['init', '-q'], { cwd: root });

  it('names each problem with its file and line', () => {
    expect(checkDocLinks({ root }).sort()).toEqual(
      [
        'README.md:1: broken link docs/gone.md (no such file)',
        'README.md:1: broken link docs/rules.md#nope (no heading #nope in docs/rules.md)',
        'packages/a/src/a.ts:2: broken link docs/rules.md#no-such-rule (no heading #no-such-rule in docs/rules.md)',
        'packages/a/src/a.ts:2: broken link docs/missing.md (no such file)',
        `packages/a/src/a.ts:3: cites the specification (${'SPEC'} §5); link docs/rules.md#… instead`,
        'packages/a/src/a.ts:4: a comment cites issue 12; link docs/decisions/… or say why',
        "packages/a/src/a.ts:6: a test's name cites issue 20",
        'scripts/run:2: a comment cites issue 7; link docs/decisions/… or say why',
      ].sort(),
    );
  });

  it('looks only under the paths it is given', () => {
    expect(checkDocLinks({ root, only: ['docs', 'packages/a/README.md'] })).toEqual([]);
    expect(checkDocLinks({ root, only: ['scripts'] })).toHaveLength(1);
  });
});
