import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { joinStyles, type Manifest, pageIds, pageStyleFiles } from '../../build-budget/page-weight';

// Each page type has a stylesheet of its own: the CSS of every component the
// page may ever draw, its dialogs and later steps included, and nothing of the
// other page types (docs/decisions/0007-page-budgets-and-deferred-code.md). The build splits the CSS by chunk (vite.config.ts,
// cssCodeSplit); the manifest says which chunks a page loads or may load, and
// in what order (build-budget/page-weight.ts). A production page carries its
// stylesheet in a <style> of its head instead of linking it: the first paint
// waits for no second request, which on a phone's connection is a round trip
// or two, and Vite never fetches a chunk's CSS at run time (the build drops it
// from what a dynamic import preloads). The stylesheets' font URLs are absolute
// (/assets/static/…), so they resolve the same from the page.

// A template's theme, fonts and frame are stylesheets whose every rule is
// scoped to its `<html data-template="…">` (or is a font face). Only the <html>
// element carries that attribute, so such a stylesheet draws nothing on another
// template's site, and each site's pages leave the other templates' out.

/** Each page id's stylesheet on a site of each template ('/pages/search' → 'metro' → CSS). */
export type PageStyles = ReadonlyMap<string, ReadonlyMap<string, string>>;

/** The top-level blocks of minified CSS: each prelude with the text between its braces. */
function blocksOf(css: string): { prelude: string; body: string }[] | null {
  const blocks: { prelude: string; body: string }[] = [];
  let depth = 0;
  let quote = '';
  let start = 0;
  let open = 0;
  for (let i = 0; i < css.length; i += 1) {
    const char = css[i];
    if (quote) {
      if (char === '\\') i += 1;
      else if (char === quote) quote = '';
    } else if (char === '"' || char === "'") quote = char;
    else if (char === '{') {
      if (depth === 0) open = i;
      depth += 1;
    } else if (char === '}') {
      depth -= 1;
      if (depth < 0) return null;
      if (depth === 0) {
        blocks.push({ prelude: css.slice(start, open).trim(), body: css.slice(open + 1, i) });
        start = i + 1;
      }
    } else if (char === ';' && depth === 0) {
      // A statement at the top (an @import or @charset): not a template's.
      return null;
    }
  }
  return depth === 0 && css.slice(start).trim() === '' ? blocks : null;
}

/** A selector list's selectors: split at the commas outside brackets and parentheses. */
function selectorsOf(list: string): string[] {
  const selectors: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < list.length; i += 1) {
    const char = list[i];
    if (char === '(' || char === '[') depth += 1;
    else if (char === ')' || char === ']') depth -= 1;
    else if (char === ',' && depth === 0) {
      selectors.push(list.slice(start, i));
      start = i + 1;
    }
  }
  selectors.push(list.slice(start));
  return selectors.map((selector) => selector.trim());
}

const TEMPLATE_SCOPE = /^(?::where\()?\[data-template=(?:"([\w-]+)"|([\w-]+))\]/;

/**
 * The template a stylesheet belongs to: the one every rule is scoped to, with
 * at least one rule so scoped; null for a stylesheet that may draw on any site.
 */
export function templateOfStyle(css: string): string | null {
  let template: string | null = null;
  const scopedTo = (text: string): boolean => {
    const blocks = blocksOf(text);
    if (!blocks) return false;
    for (const { prelude, body } of blocks) {
      if (prelude === '@font-face') continue;
      if (/^@(media|supports|layer)\b/.test(prelude)) {
        if (!scopedTo(body)) return false;
        continue;
      }
      for (const selector of selectorsOf(prelude)) {
        const match = TEMPLATE_SCOPE.exec(selector);
        const name = match ? (match[1] ?? match[2]) : undefined;
        if (!name || (template !== null && name !== template)) return false;
        template = name;
      }
    }
    return true;
  };
  return scopedTo(css) ? template : null;
}

/**
 * The stylesheet of each page type of a production build (`distDir` holds
 * assets.json and client/), for a site of each of `templates`. Fails when a
 * stylesheet could close the element that carries it, rather than serve a
 * page without its styles.
 */
export async function readPageStyles(
  distDir: string,
  templates: readonly string[],
): Promise<PageStyles> {
  const manifest = JSON.parse(
    await readFile(path.join(distDir, 'assets.json'), 'utf8'),
  ) as Manifest;
  const files = new Map<string, { text: string; template: string | null }>();
  const styles = new Map<string, Map<string, string>>();
  for (const id of pageIds(manifest)) {
    const parts: { text: string; template: string | null }[] = [];
    for (const file of pageStyleFiles(manifest, id)) {
      let part = files.get(file);
      if (part === undefined) {
        const text = await readFile(path.join(distDir, 'client', file), 'utf8');
        if (/<\/style/i.test(text)) {
          throw new Error(`${file} holds "</style", so no page can carry it in its head`);
        }
        part = { text, template: templateOfStyle(text) };
        files.set(file, part);
      }
      parts.push(part);
    }
    const byTemplate = new Map<string, string>();
    for (const template of templates) {
      const own = parts.filter((part) => part.template === null || part.template === template);
      byTemplate.set(template, joinStyles(own.map((part) => part.text)));
    }
    styles.set(id, byTemplate);
  }
  return styles;
}
