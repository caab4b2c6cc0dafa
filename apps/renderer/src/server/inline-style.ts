import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

// The build makes one stylesheet for every page (vite.config.ts, cssCodeSplit
// false; about 9 KB compressed). A production page carries it in a <style> of
// its head instead of linking it: the first paint then waits for no second
// request, which on a phone's connection is a round trip or two (issue 12).
// The stylesheet's font URLs are absolute (/assets/static/…), so they resolve
// the same from the page.

/** The built stylesheet's text, or null when the build has not exactly one. */
export async function readInlineStyle(clientDir: string): Promise<string | null> {
  const folder = path.join(clientDir, 'assets', 'static');
  let names: string[];
  try {
    names = (await readdir(folder)).filter((name) => name.endsWith('.css'));
  } catch {
    return null;
  }
  if (names.length !== 1) return null;
  const css = await readFile(path.join(folder, names[0] as string), 'utf8');
  // Only a stylesheet that cannot end its own element is inlined.
  return /<\/style/i.test(css) ? null : css;
}
