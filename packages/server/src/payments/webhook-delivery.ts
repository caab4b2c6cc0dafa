import type { AddressInfo } from 'node:net';

// How the payment simulator's webhooks reach our endpoint: over
// HTTP, as a provider's would, to the address the serving process listens on
// (learned when it starts listening) (docs/decisions/0012-payments-through-a-provider-interface.md). Whatever process of a scale-out answers
// there, the endpoint verifies the signature over the raw body it received.

/** How long one delivery may take before it counts as failed and is retried. */
export const WEBHOOK_DELIVERY_TIMEOUT_MS = 10_000;

/**
 * The base address (`http://host:port`) at which a server listening on
 * `address` is reached from the same machine: a server on every interface
 * (`::`, `0.0.0.0`) through the loopback, one bound to an address at it.
 */
export function ownBaseUrl(address: AddressInfo): string {
  const host =
    address.address === '::' || address.address === '0.0.0.0' || address.address === ''
      ? '127.0.0.1'
      : address.family === 'IPv6' || address.address.includes(':')
        ? `[${address.address}]`
        : address.address;
  return `http://${host}:${address.port}`;
}

export interface HttpWebhookDeliveryOptions {
  /** The endpoint's address; null while the server is not listening yet. */
  url(): string | null;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

/**
 * The simulator's `deliver`: POSTs the signed event to the endpoint and
 * resolves with its status. A refused connection, a time-out or a server not
 * yet listening rejects, which the simulator counts as a failed attempt.
 */
export function httpWebhookDelivery(options: HttpWebhookDeliveryOptions) {
  const send = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? WEBHOOK_DELIVERY_TIMEOUT_MS;
  return async (body: string, headers: Record<string, string>): Promise<number> => {
    const url = options.url();
    if (!url) throw new Error('the webhook endpoint is not listening yet');
    const response = await send(url, {
      method: 'POST',
      headers,
      body,
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
    });
    // The answer's body is not needed; reading it frees the connection.
    await response.arrayBuffer().catch(() => undefined);
    return response.status;
  };
}
