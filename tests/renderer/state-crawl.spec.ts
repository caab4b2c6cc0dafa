import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  contentPagePaths,
  locationSlugOf,
  type SiteConfig,
  type SiteConfigInput,
  siteConfigSchema,
} from '@forecourt/core';
import { type APIRequestContext, expect, type Page, type TestInfo, test } from '@playwright/test';
import { axeViolations, labelInNameProblems } from '../common/axe';
import { serverOf } from '../servers';
import { siteUrl, type TemplateSite, templateSites } from './sites';

// The state crawl: accessibility in every state a shopper can reach with one press, found
// rather than listed. On one page of every page type (each folder of the renderer's pages)
// of each template's baseline site, at a desktop width and then at a phone width, it
// presses every visible control that carries aria-pressed, aria-expanded or aria-haspopup
// (a control that opens a dialog carries aria-haspopup="dialog"), runs axe and the Label
// in Name check (WCAG 2.5.3) on what the press changed, and puts the control back: Escape
// for a popup, whose focus must come back to the control, and a second press for a toggle
// or a disclosure. Controls revealed by a press (a dropdown's or a dialog's) are crawled
// in turn. A kind of control (its element, role, classes and ARIA attributes) is pressed
// once per template, on the first page it shows on, so the frame's menus are not pressed
// on every page. Each page is also checked whole once, before any press.
// docs/visual-regression.md#the-state-crawl

const PAGES_DIR = fileURLToPath(new URL('../../apps/renderer/pages/', import.meta.url));
const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };
/** How long a press has to show its effect (a dialog's code loads on first use). */
const SETTLE_MS = 5_000;
/** How long a page has to become live, beside three other browsers on two cores. */
const HYDRATED_MS = 15_000;

/** Every page type: the renderer's page folders (those holding a +Page), e.g. `cars/@slug`. */
function pageTypes(dir = PAGES_DIR, prefix = ''): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(dir).sort()) {
    const full = path.join(dir, entry);
    if (!statSync(full).isDirectory()) continue;
    const name = prefix ? `${prefix}/${entry}` : entry;
    if (readdirSync(full).some((file) => file.startsWith('+Page.'))) found.push(name);
    found.push(...pageTypes(full, name));
  }
  return found;
}

type Sample = {
  site: SiteConfig;
  car: { id: string; slug: string } | null;
  model: string | null;
  offer: string | null;
};

/**
 * One address of each page type. A page type added to the renderer fails the crawl
 * until it has an address here, so no page goes uncrawled.
 */
const samplePaths: Record<string, (s: Sample) => string | null> = {
  _error: () => '/no-such-page',
  'book-test-drive': () => '/book-test-drive',
  careers: () => '/careers',
  cars: () => null,
  'cars/@slug': ({ car }) => (car ? `/cars/${car.slug}` : null),
  'cars/@slug/buy-online': ({ car, site }) =>
    car ? `/cars/${car.slug}/${site.reserve.checkout_route}` : null,
  'cars/@slug/checkout': ({ car, site }) =>
    car ? `/cars/${car.slug}/${site.reserve.checkout_route}` : null,
  'cars/trade-in': ({ car }) => (car ? `/cars/trade-in?car_id=${car.id}` : null),
  contact: () => '/contact',
  'contact-us/@slug': ({ site }) =>
    site.locations[0] ? `/contact-us/${locationSlugOf(site.locations[0].name)}` : null,
  content: () => contentPagePaths[0] ?? null,
  dealerships: () => '/dealerships',
  favourites: () => '/favourites',
  finance: () => '/finance',
  index: () => '/',
  model: ({ model }) => model,
  models: () => '/models',
  offer: ({ offer }) => offer,
  parts: () => '/parts/search',
  search: ({ site }) => site.cars_path,
  service: () => '/service',
  'special-offers': () => '/special-offers',
  success: () => '/success',
  'trade-in': () => '/trade-in',
};

function siteConfig(slug: string): SiteConfig {
  const file = readFileSync(new URL(`../../sites/${slug}.json`, import.meta.url), 'utf8');
  return siteConfigSchema.parse(JSON.parse(file) as SiteConfigInput);
}

/** A page's HTML, or null when the site has no such page (`missing` allows a 404). */
async function get(
  request: APIRequestContext,
  info: TestInfo,
  slug: string,
  where: string,
  missing = false,
): Promise<string | null> {
  // Node does not resolve *.localhost as Chromium does: ask loopback, naming the site.
  const port = info.project.metadata.port as number;
  const response = await request.get(`http://127.0.0.1:${port}${where}`, {
    headers: { host: `${slug}.localhost:${port}` },
  });
  return response.ok() || (missing && response.status() === 404) ? response.text() : null;
}

async function sampleOf(request: APIRequestContext, info: TestInfo, slug: string) {
  const port = info.project.metadata.port as number;
  const search = await request.post(`http://127.0.0.1:${port}/api/search`, {
    data: { hitsPerPage: 1, filters: { refinements: { status: ['in_stock'] }, ranges: {} } },
    headers: { host: `${slug}.localhost:${port}` },
  });
  const hits = ((await search.json()) as { hits: { id: string; slug: string }[] }).hits;
  const firstLink = (html: string, prefix: string) =>
    new RegExp(`href="(${prefix}[^"#?]+)"`).exec(html)?.[1] ?? null;
  return {
    site: siteConfig(slug),
    car: hits[0] ?? null,
    model: firstLink((await get(request, info, slug, '/models')) ?? '', '/models/'),
    offer: firstLink((await get(request, info, slug, '/special-offers')) ?? '', '/offers/'),
  } satisfies Sample;
}

/** A control the crawl can press, as the page describes it. */
type Control = {
  id: string;
  kind: string;
  name: string;
  popup: boolean;
  dialog: boolean;
  combobox: boolean;
  typed: boolean;
  pressed: string | null;
  expanded: string | null;
};

/**
 * Marks the visible, enabled controls with aria-pressed, aria-expanded or aria-haspopup
 * inside `scope` (the whole page, or what a press revealed) and describes each.
 */
async function controlsIn(page: Page, scope: string | null): Promise<Control[]> {
  return page.evaluate((scopeSelector) => {
    const roots = scopeSelector ? [...document.querySelectorAll(scopeSelector)] : [document];
    const w = window as unknown as { crawlNext?: number };
    const found: Control[] = [];
    for (const root of roots) {
      for (const el of root.querySelectorAll<HTMLElement>(
        '[aria-pressed], [aria-expanded], [aria-haspopup]',
      )) {
        if (!el.checkVisibility({ visibilityProperty: true }) || el.closest('[inert]')) continue;
        if (el.closest('[aria-hidden="true"]') || el.matches(':disabled')) continue;
        if (!el.dataset.crawl) {
          w.crawlNext = (w.crawlNext ?? 0) + 1;
          el.dataset.crawl = String(w.crawlNext);
        }
        const attributes = ['aria-pressed', 'aria-expanded', 'aria-haspopup']
          .filter((a) => el.hasAttribute(a))
          .map((a) => (a === 'aria-haspopup' ? `${a}=${el.getAttribute(a)}` : a));
        const role = el.getAttribute('role') ?? el.tagName.toLowerCase();
        const classes = [...el.classList].sort().join('.');
        found.push({
          id: el.dataset.crawl,
          kind: `${role}.${classes}[${attributes.join(' ')}]`,
          name: (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 60),
          popup: el.hasAttribute('aria-haspopup'),
          dialog: el.getAttribute('aria-haspopup') === 'dialog',
          combobox: role === 'combobox',
          // A text box suggests as the shopper types; a select-like combobox opens on Enter.
          typed: role === 'combobox' && el instanceof HTMLInputElement,
          pressed: el.getAttribute('aria-pressed'),
          expanded: el.getAttribute('aria-expanded'),
        });
      }
    }
    return found;
  }, scope);
}

type Crawl = { page: Page; seen: Set<string>; problems: string[]; where: string };

const openDialogs = '[role="dialog"]:not([hidden]), [role="alertdialog"]:not([hidden])';

async function stateOf(page: Page, selector: string) {
  return page.evaluate(
    ({ selector, dialogs }) => {
      const el = document.querySelector(selector);
      return {
        attached: el !== null,
        pressed: el?.getAttribute('aria-pressed') ?? null,
        expanded: el?.getAttribute('aria-expanded') ?? null,
        dialogs: [...document.querySelectorAll(dialogs)].filter((d) =>
          (d as HTMLElement).checkVisibility(),
        ).length,
        focused: el !== null && document.activeElement === el,
        url: location.href,
      };
    },
    { selector, dialogs: openDialogs },
  );
}

/** Marks what a press changed, for axe and for the crawl of what it revealed. */
async function markChanged(page: Page, selector: string, dialogOpened: boolean) {
  await page.evaluate(
    ({ selector, dialogOpened, dialogs }) => {
      for (const old of document.querySelectorAll('[data-crawl-scope]')) {
        old.removeAttribute('data-crawl-scope');
      }
      const el = document.querySelector(selector);
      const changed: Element[] = [];
      if (dialogOpened) {
        // A modal dialog hides the page behind it: what matters is the dialog.
        changed.push(...[...document.querySelectorAll(dialogs)].slice(-1));
      } else if (el) {
        changed.push(el);
        for (const id of (el.getAttribute('aria-controls') ?? '').split(/\s+/).filter(Boolean)) {
          const target = document.getElementById(id);
          if (target) changed.push(target);
        }
      }
      for (const c of changed) c.setAttribute('data-crawl-scope', '');
    },
    { selector, dialogOpened, dialogs: openDialogs },
  );
}

/**
 * Focuses the control. A deferred widget (a still version drawn first, data-state="preview")
 * becomes live when focused and carries the focus to its live control, which then takes
 * the crawl's mark. False when the control is gone and nothing has the focus.
 */
async function focus(page: Page, selector: string, id: string): Promise<boolean> {
  if (!(await page.locator(selector).count())) return false;
  await page.locator(selector).focus({ timeout: SETTLE_MS });
  await page
    .waitForFunction(() => !document.activeElement?.closest('[data-state="preview"]'), null, {
      timeout: SETTLE_MS,
    })
    .catch(() => {});
  return page.evaluate(
    ({ selector, id }) => {
      if (document.querySelector(selector)) return true;
      const active = document.activeElement;
      if (!(active instanceof HTMLElement) || active === document.body) return false;
      active.dataset.crawl = id;
      return true;
    },
    { selector, id },
  );
}

/** Presses the focused control as a keyboard user does: Enter, or typing into a search box. */
async function press(page: Page, control: Control) {
  if (control.typed) await page.keyboard.type('to');
  else await page.keyboard.press('Enter');
}

/**
 * Presses every control of the page (or of what a press revealed, `scope`) whose kind the
 * template has not had pressed yet, checks the state it leads to, and puts it back.
 */
async function crawl(c: Crawl, scope: string | null, depth = 0): Promise<void> {
  // Looked for again after each control: a press can draw the page again (or reload it).
  for (;;) {
    const control = (await controlsIn(c.page, scope)).find((found) => !c.seen.has(found.kind));
    if (!control) return;
    c.seen.add(control.kind);
    const selector = `[data-crawl="${control.id}"]`;
    const label = `${c.where}: '${control.name}' (${control.kind})`;
    if (!(await focus(c.page, selector, control.id))) {
      c.problems.push(`${label}: focusing it lost the focus`);
      continue;
    }
    const before = await stateOf(c.page, selector);
    await press(c.page, control);

    // The press shows: a dialog opens, or the control's state flips.
    let after = before;
    const deadline = Date.now() + SETTLE_MS;
    do {
      await c.page.waitForTimeout(50);
      after = await stateOf(c.page, selector);
    } while (
      Date.now() < deadline &&
      (after.url === before.url || control.typed) &&
      // A dialog's opener waits for its dialog (whose code may still be loading).
      (control.dialog
        ? after.dialogs === before.dialogs
        : after.pressed === before.pressed && after.expanded === before.expanded)
    );
    if (after.url !== before.url && !control.typed) {
      c.problems.push(`${label}: pressing it left the page for ${after.url}`);
      await c.page.goto(before.url);
      continue;
    }
    if (!after.attached) {
      // Drawn again by its press (a deferred widget made live): the focus must have been
      // carried to the control that took its place.
      const carried = await c.page
        .waitForFunction(
          (id) => {
            const active = document.activeElement;
            if (!(active instanceof HTMLElement) || active === document.body) return false;
            active.dataset.crawl = id;
            return true;
          },
          control.id,
          { timeout: SETTLE_MS },
        )
        .then(() => true)
        .catch(() => false);
      if (!carried) {
        c.problems.push(`${label}: pressing it lost the focus`);
        continue;
      }
      after = await stateOf(c.page, selector);
    }
    const dialogOpened = after.dialogs > before.dialogs;
    if (control.dialog && !dialogOpened) {
      c.problems.push(`${label}: it says it opens a dialog, but none opened`);
    }
    if (!dialogOpened && after.pressed === before.pressed && after.expanded === before.expanded) {
      c.problems.push(`${label}: pressing it changed neither its state nor opened a dialog`);
      continue;
    }
    // A dialog's content can still be loading: let its busy parts finish.
    await c.page
      .waitForFunction(() => !document.querySelector('[role="dialog"] [aria-busy="true"]'), null, {
        timeout: SETTLE_MS,
      })
      .catch(() => {});
    await markChanged(c.page, selector, dialogOpened);
    for (const line of await axeViolations(c.page, { include: '[data-crawl-scope]' })) {
      c.problems.push(`${label}, pressed: ${line}`);
    }
    for (const line of await labelInNameProblems(c.page, '[data-crawl-scope]')) {
      c.problems.push(`${label}, pressed: ${line}`);
    }
    if (depth < 2) {
      // What the press revealed (a dropdown's, a drawer's controls) is crawled in turn.
      await c.page.evaluate((level) => {
        for (const el of document.querySelectorAll('[data-crawl-scope]')) {
          el.setAttribute('data-crawl-reveal', String(level));
        }
      }, depth + 1);
      const revealed = `[data-crawl-reveal="${depth + 1}"]`;
      await crawl(c, revealed, depth + 1);
      await c.page.evaluate((sel) => {
        for (const el of document.querySelectorAll(sel)) el.removeAttribute('data-crawl-reveal');
      }, revealed);
    }
    await restore(c, selector, control, before, dialogOpened, label);
  }
}

async function restore(
  c: Crawl,
  selector: string,
  control: Control,
  before: Awaited<ReturnType<typeof stateOf>>,
  dialogOpened: boolean,
  label: string,
) {
  if (dialogOpened || control.popup || control.combobox) {
    // A popup closes with Escape and gives the focus back to the control that opened it.
    await c.page.keyboard.press('Escape');
    await expect
      .poll(async () => (await stateOf(c.page, selector)).dialogs, { timeout: SETTLE_MS })
      .toBe(before.dialogs)
      .catch(() => c.problems.push(`${label}: Escape did not close its dialog`));
    await expect
      .poll(async () => (await stateOf(c.page, selector)).focused, { timeout: SETTLE_MS })
      .toBe(true)
      .catch(() => c.problems.push(`${label}: the focus did not come back to it after Escape`));
    if (control.typed) {
      // What the crawl typed is searched for: start the page again from its address.
      await c.page.goto(before.url);
      await expect(c.page.locator('html')).toHaveAttribute('data-hydrated', 'true', {
        timeout: HYDRATED_MS,
      });
      return;
    }
  } else {
    // A toggle or a disclosure: a second press puts it back.
    await c.page.locator(selector).focus();
    await press(c.page, control);
  }
  await expect
    .poll(async () => {
      const now = await stateOf(c.page, selector);
      return `${now.pressed} ${now.expanded}`;
    })
    .toBe(`${before.pressed} ${before.expanded}`)
    .catch(() => c.problems.push(`${label}: it did not go back to its first state`));
}

/**
 * The kinds of control a page's HTML holds, as `controlsIn` names them: a page whose kinds
 * the template has all had pressed already is not opened in the browser.
 */
function kindsInHtml(html: string): string[] {
  const kinds: string[] = [];
  for (const [, tag = '', rest = ''] of html.matchAll(/<([a-z][a-z0-9-]*)\s([^>]*)>/g)) {
    if (!/\baria-(?:pressed|expanded|haspopup)=/.test(rest)) continue;
    const attribute = (name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(` ${rest}`)?.[1];
    const attributes = ['aria-pressed', 'aria-expanded', 'aria-haspopup']
      .filter((a) => attribute(a) !== undefined)
      .map((a) => (a === 'aria-haspopup' ? `${a}=${attribute(a)}` : a));
    const classes = (attribute('class') ?? '').split(/\s+/).filter(Boolean).sort().join('.');
    kinds.push(`${attribute('role') ?? tag}.${classes}[${attributes.join(' ')}]`);
  }
  return kinds;
}

async function crawlTemplate(
  page: Page,
  request: APIRequestContext,
  info: TestInfo,
  { template, slug }: TemplateSite,
) {
  const sample = await sampleOf(request, info, slug);
  const problems: string[] = [];
  const seen = new Set<string>();
  // The home page first: it holds the frame, whose controls every page shares.
  const types = ['index', ...pageTypes().filter((type) => type !== 'index')];
  const unmapped = types.filter((type) => !(type in samplePaths));
  expect(unmapped, 'page types the crawl has no address for (add them to samplePaths)').toEqual([]);
  const visited = new Set<string>();
  for (const type of types) {
    const where = samplePaths[type]?.(sample);
    if (!where || visited.has(where)) continue;
    visited.add(where);
    const html = await get(request, info, slug, where, type === '_error');
    // A page the site does not have (its switch is off, or it has nothing to list), or
    // one with no kind of control left to press.
    if (html === null || kindsInHtml(html).every((kind) => seen.has(kind))) continue;
    await test.step(`${template}: ${type} (${where})`, async () => {
      await page.setViewportSize(DESKTOP);
      await page.goto(siteUrl(info, slug, where));
      await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true', {
        timeout: HYDRATED_MS,
      });
      for (const line of await labelInNameProblems(page)) {
        problems.push(`${slug}${where}: ${line}`);
      }
      await crawl({ page, seen, problems, where: `${slug}${where}` }, null);
      // The phone width shows controls of its own (the frame's Menu, the search Filters).
      await page.setViewportSize(PHONE);
      await crawl({ page, seen, problems, where: `${slug}${where} (phone)` }, null);
    });
  }
  expect(problems, `${slug}: states that fail accessibility checks`).toEqual([]);
}

for (const site of templateSites()) {
  test(`${site.slug} (${site.template}): every state one press away passes axe and Label in Name`, async ({
    page,
    request,
  }, testInfo) => {
    test.skip(serverOf(testInfo) !== 'production', 'one server is enough for the crawl');
    test.setTimeout(180_000);
    await crawlTemplate(page, request, testInfo, site);
  });
}
