import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { templateNames } from '@forecourt/core';
import { test as base, expect, type Page } from '@playwright/test';
import type { AxeResults } from 'axe-core';

type Entry = { id: string; title: string; name: string; type: 'story' | 'docs' };

const indexPath = join(import.meta.dirname, '../storybook-static/index.json');
if (!existsSync(indexPath)) {
  throw new Error(
    'visual: storybook-static/index.json is missing; run `pnpm build-storybook` first',
  );
}
const index = JSON.parse(readFileSync(indexPath, 'utf8')) as { entries: Record<string, Entry> };
const stories = Object.values(index.entries).filter((entry) => entry.type === 'story');

// Every template of core's registry (the one list of template names), plus the kit's own defaults.
const templates = ['default', ...templateNames];

// axe-core is injected into every page before it loads and run in the page: much
// faster than a builder that opens helper pages, which matters across ~200 runs.
const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);
const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

// One page per worker, reused by its tests: a fresh browser context per test would
// download and parse the whole Storybook bundle every time (about 3 s each).
const test = base.extend<object, { storyPage: Page }>({
  storyPage: [
    async ({ browser }, use) => {
      const context = await browser.newContext({
        baseURL: 'http://127.0.0.1:6107',
        viewport: { width: 1100, height: 800 },
        deviceScaleFactor: 1,
        reducedMotion: 'reduce',
      });
      await context.addInitScript(axeSource);
      const page = await context.newPage();
      await use(page);
      await context.close();
    },
    { scope: 'worker' },
  ],
});

async function axeViolations(page: Page): Promise<string[]> {
  const violations = await page.evaluate(async (tags) => {
    const axe = (window as unknown as { axe: { run: (...args: unknown[]) => Promise<AxeResults> } })
      .axe;
    const results = await axe.run(document, {
      runOnly: { type: 'tag', values: tags },
      resultTypes: ['violations'],
    });
    return results.violations.map((v) => ({
      id: v.id,
      targets: v.nodes.map((n) => n.target.join(' ')),
    }));
  }, wcagTags);
  return violations.map((v) => `${v.id}: ${v.targets.join(', ')}`);
}

type Channel = {
  emit: (event: string, ...args: unknown[]) => void;
  on: (event: string, listener: (...args: unknown[]) => void) => void;
  off: (event: string, listener: (...args: unknown[]) => void) => void;
};

async function openStory(page: Page, id: string, template: string, fresh: boolean) {
  const loaded = await page
    .evaluate(() => '__STORYBOOK_ADDONS_CHANNEL__' in window)
    .catch(() => false);
  if (fresh || !loaded) {
    // a11y.manual stops Storybook's own a11y panel from running axe alongside this check.
    await page.goto(
      `/iframe.html?id=${id}&viewMode=story&globals=template:${template};a11y.manual:!true`,
    );
  } else {
    // Switch story and template inside the loaded preview, as Storybook's own UI does,
    // instead of reloading the page. Screenshot stories always load afresh, so nothing a
    // previous story left behind (focus, scroll) can move a pixel.
    await page.evaluate(
      ({ id, template }) =>
        new Promise<void>((resolve, reject) => {
          const channel = (window as unknown as { __STORYBOOK_ADDONS_CHANNEL__: Channel })
            .__STORYBOOK_ADDONS_CHANNEL__;
          const timer = setTimeout(() => reject(new Error(`story ${id} did not render`)), 10_000);
          const onRendered = (storyId: unknown) => {
            if (storyId !== id) return;
            if ((document.documentElement.getAttribute('data-template') ?? 'default') !== template)
              return;
            clearTimeout(timer);
            channel.off('storyRendered', onRendered);
            resolve();
          };
          channel.on('storyRendered', onRendered);
          channel.emit('updateGlobals', { globals: { template } });
          channel.emit('setCurrentStory', { storyId: id, viewMode: 'story' });
        }),
      { id, template },
    );
  }
  await page.waitForFunction(
    () =>
      document.body.classList.contains('sb-show-main') ||
      document.body.classList.contains('sb-show-errordisplay'),
  );
  await expect(page.locator('body')).not.toHaveClass(/sb-show-errordisplay/);
  await page.evaluate(async () => {
    await document.fonts.ready;
    // Let images decode so screenshots never catch a half-drawn picture. A lazy image
    // that is off screen may never load, so each wait is capped.
    const settle = (img: HTMLImageElement) =>
      Promise.race([
        img.decode().catch(() => undefined),
        new Promise((resolve) => setTimeout(resolve, 1000)),
      ]);
    await Promise.all(Array.from(document.images, settle));
  });
  if (template !== 'default') {
    await expect(page.locator('html')).toHaveAttribute('data-template', template);
  } else {
    await expect(page.locator('html')).not.toHaveAttribute('data-template', /.*/);
  }
}

for (const template of templates) {
  test.describe(`template ${template}`, () => {
    for (const story of stories) {
      // Tests that compare a screenshot are tagged @screenshot: `pnpm test:visual` (the QA
      // command, scripts/test-visual) runs those alone (`--grep @screenshot`).
      const screenshot = story.id.endsWith('--all-states');
      test(`${story.title} / ${story.name}`, { tag: screenshot ? ['@screenshot'] : [] }, async ({
        storyPage: page,
      }) => {
        await openStory(page, story.id, template, screenshot);
        const violations = await axeViolations(page);
        expect(violations, `axe violations in ${story.id} under ${template}`).toEqual([]);

        if (screenshot) {
          await expect(page).toHaveScreenshot(`${story.id}--${template}.png`, {
            fullPage: true,
          });
        }
      });
    }
  });
}
