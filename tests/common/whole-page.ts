import type { Page } from '@playwright/test';

// Result cards carry `content-visibility: auto` (docs/decisions/0007-page-budgets-and-deferred-code.md): the browser draws a card only
// when it comes near the screen. A full-page capture does not scroll, so it would show
// the cards below the first screen as empty space. Before a full-page screenshot every
// such element is told to draw; it looks exactly as it does once a shopper scrolls to it.
// (Set through the CSS object model: the pages' CSP refuses inline style attributes in
// markup, not properties set by script.)
export async function drawWholePage(page: Page): Promise<void> {
  await page.evaluate(() => {
    for (const element of document.querySelectorAll<HTMLElement>('body *')) {
      if (getComputedStyle(element).contentVisibility === 'auto') {
        element.style.contentVisibility = 'visible';
      }
    }
  });
}

/**
 * Loads every picture of the page, lazy ones too, and waits until each is drawn: a
 * full-page capture does not scroll, so a lazy picture below the first screen would
 * otherwise be caught loaded in one run and empty in the next.
 */
export async function loadEveryImage(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const images = Array.from(document.images);
    for (const img of images) img.loading = 'eager';
    await Promise.all(images.map((img) => img.decode().catch(() => undefined)));
  });
}
