import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

// `pnpm check:docs [path…]`: every link a reader can follow resolves. It fails, with one
// line per problem (file:line, then the target), when
//   - a relative link in README.md, docs/**/*.md or any package README names a file
//     that does not exist, or an #anchor that is not a heading of its target;
//   - a code comment names a docs/….md#anchor (or a docs/ folder) that does not resolve;
//   - a source file still cites the product specification by section, or a comment (or
//     a test's name) cites an issue number: a clone has neither, so the reason belongs
//     in docs/rules.md or docs/decisions/.
// Paths given on the command line limit the check to the files under them.

/** The words that cite the specification by section, spelled so this file does not cite it. */
const SPEC_CITATION = /SPEC \u00a7\d/;
const ISSUE_CITATION = /\bissues? #?\d+\b/i;

/**
 * A heading's anchor as GitHub makes it: the text as rendered (code, links and emphasis
 * reduced to their words), lower-cased, punctuation dropped, each space a hyphen.
 */
export function headingSlug(heading: string): string {
  return heading
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]+>/g, '')
    .replace(/[`*~]/g, '')
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\p{M} _-]/gu, '')
    .replace(/ /g, '-');
}

/** Lines outside fenced code blocks, with their 1-based numbers. */
function proseLines(markdown: string): { line: number; text: string }[] {
  const out: { line: number; text: string }[] = [];
  let fence: string | null = null;
  markdown.split('\n').forEach((text, i) => {
    const marker = /^\s*(`{3,}|~{3,})/.exec(text)?.[1];
    if (marker) {
      if (fence === null) fence = marker[0] as string;
      else if (marker[0] === fence) fence = null;
      return;
    }
    if (fence === null) out.push({ line: i + 1, text });
  });
  return out;
}

/** Every anchor a Markdown file offers: its headings' slugs (repeats numbered) and HTML ids. */
export function markdownAnchors(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  const add = (slug: string) => {
    const n = seen.get(slug);
    seen.set(slug, (n ?? -1) + 1);
    anchors.add(n === undefined ? slug : `${slug}-${n + 1}`);
  };
  const lines = proseLines(markdown);
  lines.forEach(({ text }, i) => {
    const atx = /^ {0,3}#{1,6}\s+(.*?)(?:\s+#+)?\s*$/.exec(text);
    if (atx) add(headingSlug(atx[1] ?? ''));
    const next = lines[i + 1];
    if (
      !atx &&
      text.trim() !== '' &&
      next &&
      next.line === lines[i]?.line + 1 &&
      /^ {0,3}(=+|-+)\s*$/.test(next.text)
    ) {
      add(headingSlug(text));
    }
    for (const m of text.matchAll(/<[a-z][^>]*\s(?:id|name)=["']([^"']+)["']/gi)) {
      anchors.add(m[1] as string);
    }
  });
  return anchors;
}

/** The relative links of a Markdown file (inline, reference definitions, HTML href/src). */
export function markdownLinks(markdown: string): { line: number; target: string }[] {
  const links: { line: number; target: string }[] = [];
  for (const { line, text } of proseLines(markdown)) {
    const prose = text.replace(/(`+)[^`]*?\1/g, '');
    for (const m of prose.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+["'(][^)]*)?\)/g)) {
      links.push({ line, target: m[1] as string });
    }
    const definition = /^ {0,3}\[[^\]]+\]:\s*<?(\S+?)>?(?:\s|$)/.exec(prose);
    if (definition) links.push({ line, target: definition[1] as string });
    for (const m of prose.matchAll(/<(?:a|img|source)\s[^>]*?(?:href|src)=["']([^"']+)["']/gi)) {
      links.push({ line, target: m[1] as string });
    }
  }
  return links.filter(({ target }) => !/^(?:[a-z][a-z0-9+.-]*:|\/\/)/i.test(target));
}

type Segment = { kind: 'comment' | 'string'; start: number; end: number };

const REGEX_AFTER_WORD =
  /^(?:return|typeof|case|do|else|in|of|new|delete|void|throw|yield|await|instanceof)$/;

/** Comments and string literals of JavaScript or TypeScript (JSX included). */
export function scriptSegments(text: string): Segment[] {
  const out: Segment[] = [];
  const braces: number[] = []; // open braces inside each template literal's ${ }
  let prev = '';
  let prevWord = '';
  let i = 0;
  while (i < text.length) {
    const c = text[i] as string;
    const d = text[i + 1];
    if (c === '/' && (d === '/' || d === '*')) {
      const close = d === '/' ? text.indexOf('\n', i) : text.indexOf('*/', i + 2);
      const end = close === -1 ? text.length : d === '/' ? close : close + 2;
      out.push({ kind: 'comment', start: i, end });
      i = end;
      continue;
    }
    if (c === "'" || c === '"') {
      let j = i + 1;
      while (j < text.length && text[j] !== c && text[j] !== '\n') j += text[j] === '\\' ? 2 : 1;
      out.push({ kind: 'string', start: i, end: Math.min(j + 1, text.length) });
      i = j + 1;
      prev = c;
      prevWord = '';
      continue;
    }
    if (c === '`' || (c === '}' && braces.length > 0 && braces[braces.length - 1] === 0)) {
      if (c === '}') braces.pop();
      let j = i + 1;
      while (j < text.length && text[j] !== '`' && !(text[j] === '$' && text[j + 1] === '{')) {
        j += text[j] === '\\' ? 2 : 1;
      }
      const opensExpression = text[j] === '$';
      out.push({ kind: 'string', start: i, end: opensExpression ? j : j + 1 });
      if (opensExpression) braces.push(0);
      i = opensExpression ? j + 2 : j + 1;
      prev = opensExpression ? '{' : '`';
      prevWord = '';
      continue;
    }
    if (c === '{' && braces.length > 0) braces[braces.length - 1] = (braces.at(-1) ?? 0) + 1;
    if (c === '}' && braces.length > 0) braces[braces.length - 1] = (braces.at(-1) ?? 0) - 1;
    if (
      c === '/' &&
      (prev === '' || /[(,=:[!&|?{};+\-*%<>~^]/.test(prev) || REGEX_AFTER_WORD.test(prevWord))
    ) {
      let j = i + 1;
      let inClass = false;
      while (j < text.length && text[j] !== '\n') {
        if (text[j] === '\\') j += 1;
        else if (text[j] === '[') inClass = true;
        else if (text[j] === ']') inClass = false;
        else if (text[j] === '/' && !inClass) break;
        j += 1;
      }
      if (text[j] === '/') {
        j += 1;
        while (/[a-z]/i.test(text[j] ?? '')) j += 1;
        i = j;
        prev = '/';
        prevWord = '';
        continue;
      }
    }
    if (/\s/.test(c)) {
      i += 1;
      continue;
    }
    if (/[\w$]/.test(c)) {
      let j = i;
      while (j < text.length && /[\w$]/.test(text[j] as string)) j += 1;
      prevWord = text.slice(i, j);
      prev = text[j - 1] as string;
      i = j;
      continue;
    }
    prev = c;
    prevWord = '';
    i += 1;
  }
  return out;
}

/** Comments of CSS, shell scripts and YAML; JSON has none. */
function otherSegments(text: string, kind: 'css' | 'shell'): Segment[] {
  const re = kind === 'css' ? /\/\*[\s\S]*?\*\//g : /(?:^|(?<=\s))#(?!!)[^\n]*/g;
  return [...text.matchAll(re)].map((m) => ({
    kind: 'comment' as const,
    start: m.index,
    end: m.index + m[0].length,
  }));
}

function segmentsOf(file: string, text: string): Segment[] {
  if (/\.(?:[mc]?[jt]sx?)$/.test(file)) return scriptSegments(text);
  if (/\.css$/.test(file)) return otherSegments(text, 'css');
  if (/\.(?:sh|ya?ml)$/.test(file) || /^#!.*\b(?:ba)?sh\b/.test(text)) {
    return otherSegments(text, 'shell');
  }
  return [];
}

const TEST_CALL = /\b(?:describe\w*|it|test)(?:\.\w+)*(?:\([^()]*\))?\(\s*$/;

function lineAt(text: string, offset: number): number {
  let line = 1;
  for (let i = text.indexOf('\n'); i !== -1 && i < offset; i = text.indexOf('\n', i + 1)) line += 1;
  return line;
}

/** Files of the repository: tracked, or new and not ignored. */
function repositoryFiles(root: string): string[] {
  const out = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  return out
    .split('\n')
    .filter((f) => f !== '' && !f.split('/').includes('node_modules'))
    .filter((f) => existsSync(join(root, f)));
}

const BINARY = /\.(?:png|jpe?g|webp|gif|ico|woff2?|pdf|zip|gz|snap|lock)$/i;
const SOURCE_ROOTS = ['apps/', 'packages/', 'templates/', 'tests/', 'tools/', 'scripts/', '.ci/'];

export type CheckOptions = { root: string; only?: readonly string[] };

/** Every problem, one line each: `file:line: what is wrong`. */
export function checkDocLinks({ root, only = [] }: CheckOptions): string[] {
  const problems: string[] = [];
  const prefixes = only.map((p) => relative(root, resolve(root, p)).split(sep).join('/'));
  const wanted = (file: string) =>
    prefixes.length === 0 ||
    prefixes.some((p) => p === '' || file === p || file.startsWith(`${p}/`));
  const anchorsOf = new Map<string, Set<string>>();
  const anchors = (file: string) => {
    let set = anchorsOf.get(file);
    if (!set) {
      set = markdownAnchors(readFileSync(join(root, file), 'utf8'));
      anchorsOf.set(file, set);
    }
    return set;
  };
  /** Why `target` (repository-relative, with its #anchor) does not resolve, or null. */
  const unresolved = (path: string, anchor: string | null): string | null => {
    if (path.startsWith('..')) return 'leaves the repository';
    if (!existsSync(join(root, path))) return 'no such file';
    if (anchor === null) return null;
    if (statSync(join(root, path)).isDirectory()) return `#${anchor} on a folder`;
    if (!path.endsWith('.md')) return null;
    return anchors(path).has(anchor) ? null : `no heading #${anchor} in ${path}`;
  };

  const files = repositoryFiles(root);
  for (const file of files.filter(wanted)) {
    const isMarkdown = file.endsWith('.md');
    if (isMarkdown) {
      const readerDoc =
        file === 'README.md' || file.startsWith('docs/') || file.endsWith('/README.md');
      if (!readerDoc) continue;
      const text = readFileSync(join(root, file), 'utf8');
      for (const { line, target } of markdownLinks(text)) {
        const [rawPath = '', rawAnchor] = target.split('#', 2);
        let path: string;
        try {
          path = decodeURIComponent(rawPath);
        } catch {
          path = rawPath;
        }
        const resolved =
          path === ''
            ? file
            : path.startsWith('/')
              ? normalize(path.slice(1))
              : normalize(join(dirname(file), path));
        const why = unresolved(resolved.split(sep).join('/'), rawAnchor ?? null);
        if (why) problems.push(`${file}:${line}: broken link ${target} (${why})`);
      }
      continue;
    }
    if (BINARY.test(file)) continue;
    const text = readFileSync(join(root, file), 'utf8');
    if (text.includes('\u0000')) continue;
    const spec = SPEC_CITATION.exec(text);
    if (spec) {
      for (const m of text.matchAll(new RegExp(SPEC_CITATION.source, 'g'))) {
        problems.push(
          `${file}:${lineAt(text, m.index)}: cites the specification (${text.slice(m.index, m.index + 7)}); link docs/rules.md#… instead`,
        );
      }
    }
    if (!SOURCE_ROOTS.some((r) => file.startsWith(r))) continue;
    for (const seg of segmentsOf(file, text)) {
      const body = text.slice(seg.start, seg.end);
      if (seg.kind === 'string') {
        const call = text.slice(Math.max(0, seg.start - 120), seg.start);
        const issue = ISSUE_CITATION.exec(body);
        if (issue && TEST_CALL.test(call)) {
          problems.push(
            `${file}:${lineAt(text, seg.start + issue.index)}: a test's name cites ${issue[0]}`,
          );
        }
        continue;
      }
      for (const m of body.matchAll(new RegExp(ISSUE_CITATION.source, 'gi'))) {
        problems.push(
          `${file}:${lineAt(text, seg.start + m.index)}: a comment cites ${m[0]}; link docs/decisions/… or say why`,
        );
      }
      const docLinks =
        /(?<![\w/.-])((?:\.\.\/)*docs\/(?:[\w.-]+\/)*(?:[\w.-]+\.md(?:#[\w-]+)?|(?=[\s)'"`,;:]|$)))/g;
      for (const m of body.matchAll(docLinks)) {
        const target = m[1] as string;
        const [path = '', anchor] = target.replace(/^(?:\.\.\/)+/, '').split('#', 2);
        const why = unresolved(path.replace(/\/$/, ''), anchor ?? null);
        if (why) {
          problems.push(
            `${file}:${lineAt(text, seg.start + m.index)}: broken link ${target} (${why})`,
          );
        }
      }
    }
  }
  return problems;
}

const isMain =
  process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
  const problems = checkDocLinks({ root, only: process.argv.slice(2) });
  for (const problem of problems) console.log(problem);
  if (problems.length > 0) {
    console.error(`check:docs: ${problems.length} problem${problems.length === 1 ? '' : 's'}`);
    process.exitCode = 1;
  }
}
