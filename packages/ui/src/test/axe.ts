import axe from 'axe-core';
import { expect } from 'vitest';

/**
 * Runs axe over a rendered component and fails with the rule ids and targets of
 * every violation. jsdom cannot compute colours, so contrast is checked in
 * Chromium by the visual suite instead.
 */
export async function expectNoAxeViolations(node: Element = document.body): Promise<void> {
  const results = await axe.run(node, {
    rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
  });
  const found = results.violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(found).toEqual([]);
}
