import { createHmac, timingSafeEqual } from 'node:crypto';
import { WebhookSignatureError } from './payment-provider';

// The simulator signs its webhooks as Stripe does (a `t=<seconds>,v1=<hex>`
// header, HMAC-SHA256 of `<t>.<raw body>`), so the endpoint verifies both the
// same way: a forged or replayed-late event is refused.

/** How old a signature may be: Stripe's default tolerance, five minutes. */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

function digest(secret: string, timestamp: number, body: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${body}`, 'utf8').digest('hex');
}

export function signWebhook(secret: string, body: string, now: Date): string {
  const timestamp = Math.floor(now.getTime() / 1000);
  return `t=${timestamp},v1=${digest(secret, timestamp, body)}`;
}

export function verifyWebhook(
  secret: string,
  body: string,
  header: string | undefined,
  now: Date,
): void {
  if (!header) throw new WebhookSignatureError('the webhook carries no signature');
  const parts = header.split(',').map((p) => p.split('=', 2) as [string, string | undefined]);
  const timestamp = Number(parts.find(([k]) => k === 't')?.[1]);
  const signatures = parts.filter(([k]) => k === 'v1').map(([, v]) => v ?? '');
  if (!Number.isInteger(timestamp) || signatures.length === 0) {
    throw new WebhookSignatureError('the webhook signature cannot be read');
  }
  if (Math.abs(now.getTime() / 1000 - timestamp) > SIGNATURE_TOLERANCE_SECONDS) {
    throw new WebhookSignatureError('the webhook signature is too old');
  }
  const expected = Buffer.from(digest(secret, timestamp, body), 'hex');
  const ok = signatures.some((s) => {
    const given = Buffer.from(s, 'hex');
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
  if (!ok) throw new WebhookSignatureError('the webhook signature does not match');
}
