import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { templateNames } from '@forecourt/core';
import { type Browser, test as base, expect, type Page } from '@playwright/test';
import type { AxeResults } from 'axe-core';
import { type PageViewport, pageViewports } from '../.storybook/viewports';

type Entry = { id: string; title: string; name: string; type: 'story' | 'docs'; tags?: string[] };

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

// Page stories (packages/storefront/src/stories) name in their tags the widths they are
// checked and screenshot at: a 390 px phone, a 1280 px desktop (.storybook/viewports.ts).
function pageWidths(story: Entry): PageViewport[] {
  return (Object.keys(pageViewports) as PageViewport[]).filter((label) =>
    story.tags?.includes(`screenshot-${label}`),
  );
}
const defaultViewport = { width: 1100, height: 800 };

// axe-core is injected into every page before it loads and run in the page: much
// faster than a builder that opens helper pages, which matters across ~200 runs.
const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);
const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

// One page per worker, reused by its tests: a fresh browser context per test would
// download and parse the whole Storybook bundle every time (about 3 s each). The docs
// page has a page of its own, so stories are never switched to from a docs page.
const workerPage = async (
  { browser }: { browser: Browser },
  use: (page: Page) => Promise<void>,
) => {
  const context = await browser.newContext({
    baseURL: 'http://127.0.0.1:6107',
    viewport: defaultViewport,
    deviceScaleFactor: 1,
    reducedMotion: 'reduce',
  });
  await context.addInitScript(axeSource);
  const page = await context.newPage();
  await use(page);
  await context.close();
};
const test = base.extend<object, { storyPage: Page; docsPage: Page }>({
  storyPage: [workerPage, { scope: 'worker' }],
  docsPage: [workerPage, { scope: 'worker' }],
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
  // a11y.manual stops Storybook's own a11y panel from running axe alongside this check.
  const url = `/iframe.html?id=${id}&viewMode=story&globals=template:${template};a11y.manual:!true`;
  const loadAfresh = async () => {
    // The preview can still be replacing its own document when a fresh load starts (CI saw
    // a switch that had failed navigate to the same story's address, with its globals
    // percent-encoded, while this load was under way). That navigation interrupts this one;
    // once it has settled the load is asked for again, once.
    try {
      await page.goto(url);
    } catch (error) {
      if (!/interrupted by another navigation/i.test((error as Error).message)) throw error;
      await page.waitForLoadState('load');
      await page.goto(url);
    }
  };
  if (fresh || !loaded) {
    await loadAfresh();
  } else {
    // Switch story and template inside the loaded preview, as Storybook's own UI does,
    // instead of reloading the page. 'All States' stories always load afresh, so nothing a
    // previous story left behind (focus, scroll) can move a pixel. The story on show
    // already (a page story at its second width) is mounted again from scratch.
    await page
      .evaluate(
        ({ id, template }) =>
          new Promise<void>((resolve, reject) => {
            const channel = (window as unknown as { __STORYBOOK_ADDONS_CHANNEL__: Channel })
              .__STORYBOOK_ADDONS_CHANNEL__;
            const current = (
              window as unknown as { __STORYBOOK_PREVIEW__?: { currentRender?: { id?: string } } }
            ).__STORYBOOK_PREVIEW__?.currentRender?.id;
            const sameTemplate =
              (document.documentElement.getAttribute('data-template') ?? 'default') === template;
            const timer = setTimeout(() => reject(new Error(`story ${id} did not render`)), 10_000);
            const onRendered = (storyId: unknown) => {
              if (storyId !== id) return;
              if (
                (document.documentElement.getAttribute('data-template') ?? 'default') !== template
              )
                return;
              clearTimeout(timer);
              channel.off('storyRendered', onRendered);
              resolve();
            };
            channel.on('storyRendered', onRendered);
            if (current === id && sameTemplate) {
              channel.emit('forceRemount', { storyId: id });
              return;
            }
            channel.emit('updateGlobals', { globals: { template } });
            channel.emit('setCurrentStory', { storyId: id, viewMode: 'story' });
          }),
        { id, template },
      )
      .catch(async (error: Error) => {
        // The preview document was replaced while switching (CI saw it once, between two
        // Badge stories): the switch cannot finish in a page that is gone, so the story is
        // loaded afresh instead. Any other failure (a story that never renders) still fails.
        if (!/Execution context was destroyed|navigation/i.test(error.message)) throw error;
        await loadAfresh();
      });
  }
  await page.waitForFunction(
    () =>
      document.body.classList.contains('sb-show-main') ||
      document.body.classList.contains('sb-show-errordisplay'),
  );
  // A story with a play function (an open menu, an open dialog) is checked in the
  // state its play leaves it in: wait until Storybook has finished the whole render.
  await page.waitForFunction(() => {
    const preview = (
      window as unknown as { __STORYBOOK_PREVIEW__?: { currentRender?: { phase?: string } } }
    ).__STORYBOOK_PREVIEW__;
    const phase = preview?.currentRender?.phase;
    return phase === undefined || ['finished', 'errored', 'aborted'].includes(phase);
  });
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

/**
 * Result cards carry `content-visibility: auto` and their photos `loading="lazy"` (the
 * search page): the browser draws a card and loads its photo only near the
 * screen, so a full-page capture would show what lies below the first screen as blank,
 * or half of it, depending on timing. Each is drawn and loaded as once a shopper
 * scrolls to it.
 */
async function drawWholePage(page: Page) {
  await page.evaluate(async () => {
    for (const element of document.querySelectorAll<HTMLElement>('body *')) {
      if (getComputedStyle(element).contentVisibility === 'auto') {
        element.style.contentVisibility = 'visible';
      }
    }
    const lazy = Array.from(document.images).filter((img) => img.loading === 'lazy');
    for (const img of lazy) img.loading = 'eager';
    await Promise.all(lazy.map((img) => img.decode().catch(() => undefined)));
  });
}

for (const template of templates) {
  test.describe(`template ${template}`, () => {
    for (const story of stories) {
      const widths = pageWidths(story);
      if (widths.length > 0) {
        // A whole page: axe and a screenshot at each width it names, the whole page, or the
        // screen alone while a dialog (a drawer, a lead form) is open over it. Named
        // `<story id>--<template>--<width>.png`. Switched to inside the loaded preview at
        // the width, not loaded afresh: a page story interacts only through its play
        // function and leaves nothing behind once unmounted, and a fresh load of the
        // bundle per width made these tests a third slower.
        test(`${story.title} / ${story.name}`, { tag: ['@screenshot'] }, async ({
          storyPage: page,
        }) => {
          try {
            for (const label of widths) {
              await page.setViewportSize(pageViewports[label]);
              await page.evaluate(() => window.scrollTo(0, 0)).catch(() => undefined);
              await openStory(page, story.id, template, false);
              const violations = await axeViolations(page);
              expect(
                violations,
                `axe violations in ${story.id} under ${template} (${label})`,
              ).toEqual([]);
              await drawWholePage(page);
              const dialogOpen = await page.locator('[role="dialog"]').count();
              await expect(page).toHaveScreenshot(`${story.id}--${template}--${label}.png`, {
                fullPage: dialogOpen === 0,
              });
            }
          } finally {
            await page.setViewportSize(defaultViewport);
          }
        });
        continue;
      }
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

// The Design tokens docs page follows the Template toolbar: its tables show the chosen
// template's values and the contrast of each colour pair, and pass axe (the pairs'
// text samples are drawn in the pair's colours, so a text pair under 4.5:1 fails here).
const tokensPage = Object.values(index.entries).find(
  (entry) => entry.type === 'docs' && entry.title === 'Design tokens',
);
if (!tokensPage) throw new Error('visual: the Design tokens docs page is missing from the index');

async function tokenTables(page: Page) {
  await page.locator('[data-slot="contrast-table"][aria-busy="false"]').waitFor();
  await page.locator('[data-slot="token-table"][aria-busy="false"]').waitFor();
  return page.evaluate(() => ({
    themes: Array.from(
      document.querySelectorAll<HTMLElement>('[data-theme]'),
      (e) => e.dataset.theme,
    ),
    primary: document.querySelector('[data-token="primary"] [data-slot="token-value"]')
      ?.textContent,
    ratios: Array.from(
      document.querySelectorAll('[data-slot="contrast-table"] [data-slot="ratio"]'),
      (e) => e.textContent,
    ),
  }));
}

test.describe('Design tokens page', () => {
  for (const template of templates) {
    test(`under ${template}`, async ({ docsPage: page }) => {
      await page.goto(
        `/iframe.html?id=${tokensPage.id}&viewMode=docs&globals=template:${template}`,
      );
      const tables = await tokenTables(page);
      expect(tables.themes).toEqual([template, template]);
      expect(tables.ratios.length).toBeGreaterThan(0);
      for (const ratio of tables.ratios) expect(ratio).toMatch(/^\d+\.\d\d:1$/);
      expect(
        await axeViolations(page),
        `axe violations in the tokens page under ${template}`,
      ).toEqual([]);
    });
  }

  test('follows the toolbar without a reload', async ({ docsPage: page }) => {
    await page.goto(`/iframe.html?id=${tokensPage.id}&viewMode=docs&globals=template:default`);
    const seen = new Set([(await tokenTables(page)).primary]);
    for (const template of templateNames) {
      await page.evaluate((template) => {
        const channel = (window as unknown as { __STORYBOOK_ADDONS_CHANNEL__: Channel })
          .__STORYBOOK_ADDONS_CHANNEL__;
        channel.emit('updateGlobals', { globals: { template } });
      }, template);
      await expect(page.locator('[data-theme]:has([data-slot="token-table"])')).toHaveAttribute(
        'data-theme',
        template,
      );
      const tables = await tokenTables(page);
      const declared = await page.evaluate(() =>
        getComputedStyle(document.documentElement).getPropertyValue('--primary').trim(),
      );
      expect(tables.primary).toBe(declared);
      seen.add(tables.primary);
    }
    // The value shown changed with the template (templates may share a colour, not all of them).
    expect(seen.size).toBeGreaterThan(1);
  });
});
