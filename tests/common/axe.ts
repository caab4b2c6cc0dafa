import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import type { AxeResults } from 'axe-core';

// axe-core run inside the page under test, against the WCAG 2.2 AA rule set.
// Each violation comes back as one readable line so a failing test says what and where.

const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);
const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Loads axe into the page once (a page that navigates loads it again). */
async function withAxe(page: Page): Promise<void> {
  if (await page.evaluate(() => 'axe' in window)) return;
  // Evaluated through the DevTools protocol, which the page's Content-Security-Policy
  // does not govern (a script tag would be refused, as it should be).
  await page.evaluate(axeSource);
}

export type AxeScope = {
  /** A CSS selector: only the elements it matches are checked (the whole page otherwise). */
  include?: string;
};

export async function axeViolations(page: Page, scope: AxeScope = {}): Promise<string[]> {
  await withAxe(page);
  const results = await page.evaluate(
    async ({ tags, include }) => {
      const axe = (
        window as unknown as { axe: { run: (...args: unknown[]) => Promise<AxeResults> } }
      ).axe;
      const context = include ? { include: [include] } : document;
      const answer = await axe.run(context, { runOnly: { type: 'tag', values: tags } });
      return answer.violations.map((v) => ({
        id: v.id,
        help: v.help,
        targets: v.nodes.slice(0, 5).map((n) => n.target.join(' ')),
      }));
    },
    { tags: wcagTags, include: scope.include ?? null },
  );
  return results.map((v) => `${v.id}: ${v.help} (${v.targets.join(', ')})`);
}

/**
 * WCAG 2.5.3 Label in Name: every control whose name is not its text must still contain
 * the text it shows. axe's own rule reads the text a screen reader gets, so it misses a
 * visible word hidden from assistive technology behind an aria-label ('Saved' shown,
 * 'Save … to favourites' spoken); this reads the words on screen instead. Only controls
 * whose name can differ from their text are asked: those named by aria-labelledby or
 * aria-label (which take the name over, in that order), or holding words hidden with
 * aria-hidden (which the name leaves out). Controls inside `include` (a CSS selector), or
 * the whole page; one line per control that fails.
 */
export async function labelInNameProblems(page: Page, include?: string): Promise<string[]> {
  return page.evaluate((scope) => {
    /** Whether an element is drawn out of sight but read aloud (a visually hidden span). */
    const offScreen = (el: HTMLElement, style: CSSStyleDeclaration) =>
      (style.position === 'absolute' || style.position === 'fixed') &&
      (style.clip === 'rect(0px, 0px, 0px, 0px)' ||
        style.clipPath === 'inset(50%)' ||
        (el.offsetWidth <= 1 && el.offsetHeight <= 1));
    /** The words on the control: what a sighted shopper reads, or what the name reads. */
    const textOf = (node: Node, read: 'shown' | 'spoken'): string => {
      let text = '';
      for (const child of node.childNodes) {
        if (child.nodeType === Node.TEXT_NODE) text += child.textContent ?? '';
        if (!(child instanceof Element)) continue;
        const style = getComputedStyle(child);
        if (style.display === 'none' || style.visibility === 'hidden') continue;
        if (read === 'shown' && child instanceof HTMLElement && offScreen(child, style)) continue;
        if (read === 'spoken') {
          if (child.getAttribute('aria-hidden') === 'true') continue;
          const label = child.getAttribute('aria-label') ?? child.getAttribute('alt');
          if (label) {
            text += ` ${label} `;
            continue;
          }
        }
        text += ` ${textOf(child, read)} `;
      }
      return text;
    };
    const nameOf = (el: Element): string => {
      const ids = el.getAttribute('aria-labelledby')?.split(/\s+/).filter(Boolean) ?? [];
      if (ids.length > 0) {
        return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
      }
      const label = el.getAttribute('aria-label')?.trim();
      return label ? label : textOf(el, 'spoken');
    };
    // Letters and digits only: a name joins inline spans without a space ('SUV1,073 cars').
    const letters = (text: string) =>
      text
        .toLowerCase()
        .normalize('NFKD')
        .replace(/[^\p{L}\p{N}]+/gu, '');
    const selector =
      'a[href], button, summary, [role="button"], [role="link"], [role="tab"], [role="menuitem"], [role="switch"], [role="checkbox"], [role="radio"], [role="option"]';
    const roots = scope ? [...document.querySelectorAll(scope)] : [document.body];
    const controls = new Set<Element>();
    for (const root of roots) {
      if (root.matches(selector)) controls.add(root);
      for (const el of root.querySelectorAll(selector)) controls.add(el);
    }
    const problems: string[] = [];
    for (const el of controls) {
      const named = el.hasAttribute('aria-label') || el.hasAttribute('aria-labelledby');
      if (!named && !el.querySelector('[aria-hidden="true"]')) continue;
      if (!el.checkVisibility({ visibilityProperty: true })) continue;
      if (el.closest('[aria-hidden="true"], [inert]')) continue;
      const shown = textOf(el, 'shown');
      // A single character or none is an icon (×, ‹), which needs a name, not its text.
      if (letters(shown).length < 2) continue;
      const name = nameOf(el).replace(/\s+/g, ' ').trim();
      if (!letters(name).includes(letters(shown))) {
        const words = shown.replace(/\s+/g, ' ').trim();
        problems.push(
          `label-in-name: shows '${words}' but is named '${name}' (${el.outerHTML.slice(0, 120)})`,
        );
      }
    }
    return problems;
  }, include ?? null);
}
