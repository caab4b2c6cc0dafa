import { expect, type Page } from '@playwright/test';

// The lead a page's form sent, read in the browser: the answer of /api/leads and what
// the form tracked (window.dataLayer), kept in sessionStorage across the move to /success.

/** Keeps what the lead form tracked (window.dataLayer) and the lead answer across the move to /success. */
export async function noteLeads(page: Page) {
  await page.addInitScript(() => {
    const layer: unknown[] = [];
    const push = layer.push.bind(layer);
    layer.push = (...items: unknown[]) => {
      for (const item of items) {
        sessionStorage.setItem('e2e-tracked', JSON.stringify(item));
      }
      return push(...items);
    };
    (window as unknown as { dataLayer: unknown[] }).dataLayer = layer;
    const send = window.fetch.bind(window);
    window.fetch = async (input, init) => {
      const response = await send(input, init);
      if (String(input).endsWith('/api/leads')) {
        const text = await response.clone().text();
        sessionStorage.setItem(
          'e2e-lead-answer',
          JSON.stringify({ status: response.status, text, sent: String(init?.body ?? '') }),
        );
      }
      return response;
    };
  });
  return async () => {
    // A lead is stored and delivered before the page moves on: slower on a busy machine.
    await expect(page).toHaveURL(/\/success$/, { timeout: 30_000 });
    const read = (key: string) =>
      page.evaluate((k) => sessionStorage.getItem(k), key).catch(() => null);
    await expect.poll(() => read('e2e-lead-answer')).not.toBeNull();
    await expect.poll(() => read('e2e-tracked')).not.toBeNull();
    const answer = JSON.parse((await read('e2e-lead-answer')) ?? '{}') as {
      status: number;
      text: string;
      sent: string;
    };
    const tracked = JSON.parse((await read('e2e-tracked')) ?? '{}') as { eventId?: number };
    return {
      status: answer.status,
      leadId: (JSON.parse(answer.text) as { lead_id?: string }).lead_id ?? '',
      sent: JSON.parse(answer.sent) as { userData: Record<string, unknown>; car_id: unknown },
      eventId: tracked.eventId,
    };
  };
}
