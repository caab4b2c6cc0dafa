import { type RangeFacet, sliderRounding, sliderStep } from '@forecourt/core';
import { expect, type Locator, type Page, type Request, test } from '@playwright/test';
import { searchSettled } from '../common/shopper';
import { serverOf } from '../servers';
import { siteUrl, templateSites } from './sites';

// The search page's range sliders from the keyboard (docs/rules.md#sliders), on each
// template's baseline site: every slider the page shows (price, km, year, weekly
// repayment), each thumb moved by the slider's step in both directions with the arrow
// keys, then back to the end of the range with Home and End. After each move the thumb
// and the values above the slider show the new value, and the search the page asks for
// has that range, with the count of its answer shown.

type Ranges = Partial<Record<RangeFacet, { min?: number; max?: number }>>;
type Search = { ranges: Ranges; count: Promise<number> };

/** Collects the searches the page asks for, with the count each answer brings. */
function watchSearches(page: Page): Search[] {
  const searches: Search[] = [];
  page.on('request', (request: Request) => {
    if (request.method() !== 'POST' || !request.url().endsWith('/api/search')) return;
    const body = request.postDataJSON() as { filters?: { ranges?: Ranges } };
    const count = request.response().then(async (response) => {
      const answer = (await response?.json()) as { count: number } | undefined;
      return answer?.count ?? -1;
    });
    searches.push({ ranges: body.filters?.ranges ?? {}, count });
  });
  return searches;
}

async function thumbValue(thumb: Locator): Promise<number> {
  return Number(await thumb.getAttribute('aria-valuenow'));
}

/**
 * Presses a key on the focused thumb and returns the value it moved to, once the thumb
 * and the values above the slider both show it.
 */
async function press(slider: Locator, thumb: Locator, key: string): Promise<number> {
  const before = await thumbValue(thumb);
  await thumb.press(key);
  await expect
    .poll(() => thumbValue(thumb), `${key} moves the thumb from ${before}`)
    .not.toBe(before);
  await expect(thumb).toBeFocused();
  const min = await slider.getByRole('slider').first().getAttribute('aria-valuetext');
  const max = await slider.getByRole('slider').last().getAttribute('aria-valuetext');
  await expect(slider.locator('.fc-range__values')).toHaveText(`${min} – ${max}`);
  return thumbValue(thumb);
}

/**
 * Where an arrow key takes a thumb (docs/rules.md#sliders): one step along the grid the
 * steps lay from the range's minimum, or to the grid's next step when the value lies
 * between steps (a range's maximum can), never out of the range.
 */
function arrow(value: number, direction: 1 | -1, low: number, high: number, step: number) {
  const steps = (value - low) / step;
  const next = Number.isInteger(steps)
    ? steps + direction
    : direction > 0
      ? Math.ceil(steps)
      : Math.floor(steps);
  return Math.min(high, Math.max(low, low + next * step));
}

/** The latest search the page asked for with `thumb` of some range at `value`. */
async function searchWith(searches: Search[], thumb: 'min' | 'max', value: number) {
  let found: { facet: RangeFacet; search: Search } | null = null;
  await expect
    .poll(
      () => {
        for (const search of [...searches].reverse()) {
          for (const [facet, range] of Object.entries(search.ranges)) {
            if (range?.[thumb] === value) {
              found = { facet: facet as RangeFacet, search };
              return true;
            }
          }
        }
        return false;
      },
      { message: `a search with a ${thumb} of ${value}` },
    )
    .toBe(true);
  return found as unknown as { facet: RangeFacet; search: Search };
}

/** The page shows the count the search answered. */
async function expectCountShown(page: Page, search: Search) {
  const count = await search.count;
  await searchSettled(page);
  await expect(page.locator('.fc-search__results-title')).toHaveText(
    new RegExp(`^${count.toLocaleString('en-AU')}\\+? `),
  );
}

for (const site of templateSites()) {
  test(`${site.slug} (${site.template}): each range slider of the search page moves by its step from the keyboard`, async ({
    page,
  }, testInfo) => {
    test.skip(serverOf(testInfo) !== 'production', 'one server is enough for this journey');
    test.setTimeout(120_000);
    const searches = watchSearches(page);
    await page.goto(siteUrl(testInfo, site.slug, site.carsPath));
    // The first page of a run can wait on the server's cold start beside other browsers.
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true', {
      timeout: 30_000,
    });
    await searchSettled(page);
    const names = await page
      .locator('[data-slot="range-slider"]')
      .evaluateAll((sliders) =>
        sliders.map((s) =>
          [...s.querySelectorAll('[data-thumb]')].map((t) => t.getAttribute('aria-label') ?? ''),
        ),
      );
    expect(names.length, 'range sliders on the search page').toBeGreaterThan(0);

    for (const [minName = '', maxName = ''] of names) {
      await test.step(minName, async () => {
        // The live slider replaces its still drawing when a thumb is focused, and keeps
        // the focus on that thumb.
        const live = page.locator('[data-slot="facet-slider-host"][data-state="live"]');
        const minThumb = page.getByRole('slider', { name: minName, exact: true });
        await minThumb.focus();
        await expect(live.getByRole('slider', { name: minName, exact: true })).toBeFocused();
        const slider = live.filter({ has: minThumb }).locator('[data-slot="range-slider"]');
        const maxThumb = slider.getByRole('slider', { name: maxName, exact: true });
        const low = Number(await minThumb.getAttribute('aria-valuemin'));
        const high = Number(await minThumb.getAttribute('aria-valuemax'));
        expect(await thumbValue(minThumb), `${minName} starts at the range's minimum`).toBe(low);
        expect(await thumbValue(maxThumb), `${maxName} starts at the range's maximum`).toBe(high);

        // The lower thumb: up three steps and back one.
        const up: number[] = [];
        for (const key of ['ArrowRight', 'ArrowRight', 'ArrowRight', 'ArrowLeft']) {
          up.push(await press(slider, minThumb, key));
        }
        // The search names the slider's facet, whose rounding the step follows.
        const lower = await searchWith(searches, 'min', up[3] ?? Number.NaN);
        const step = sliderStep({ min: low, max: high }, sliderRounding(lower.facet));
        expect(up, `${minName}: steps of ${step} from ${low}`).toEqual([
          low + step,
          low + 2 * step,
          low + 3 * step,
          low + 2 * step,
        ]);
        await expectCountShown(page, lower.search);
        expect(await press(slider, minThumb, 'Home')).toBe(low);

        // The upper thumb: down two steps and up one, then back to the end.
        await maxThumb.focus();
        const down: number[] = [];
        for (const key of ['ArrowLeft', 'ArrowLeft', 'ArrowRight']) {
          down.push(await press(slider, maxThumb, key));
        }
        const first = arrow(high, -1, low, high, step);
        const second = arrow(first, -1, low, high, step);
        expect(down, `${maxName}: steps of ${step} from ${high}`).toEqual([
          first,
          second,
          arrow(second, 1, low, high, step),
        ]);
        const upper = await searchWith(searches, 'max', down[2] ?? Number.NaN);
        expect(upper.facet).toBe(lower.facet);
        await expectCountShown(page, upper.search);
        expect(await press(slider, maxThumb, 'End')).toBe(high);
      });
    }
  });
}
