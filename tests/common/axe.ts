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

export async function axeViolations(page: Page): Promise<string[]> {
  // Evaluated through the DevTools protocol, which the page's Content-Security-Policy
  // does not govern (a script tag would be refused, as it should be).
  await page.evaluate(axeSource);
  const results = await page.evaluate(async (tags) => {
    const axe = (window as unknown as { axe: { run: (...args: unknown[]) => Promise<AxeResults> } })
      .axe;
    const answer = await axe.run(document, { runOnly: { type: 'tag', values: tags } });
    return answer.violations.map((v) => ({
      id: v.id,
      help: v.help,
      targets: v.nodes.slice(0, 5).map((n) => n.target.join(' ')),
    }));
  }, wcagTags);
  return results.map((v) => `${v.id}: ${v.help} (${v.targets.join(', ')})`);
}
