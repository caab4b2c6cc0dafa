import type { Page } from '@playwright/test';

// Result cards carry `content-visibility: auto` (issue 12): the browser draws a card only
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
