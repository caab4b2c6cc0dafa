import { BlockList, isIP } from 'node:net';

// Who a request comes from, for rate limits and the lead's client address.
// Behind a reverse proxy every request arrives from the proxy's address; the
// shopper's address is then in X-Forwarded-For, which anyone can also write.
// So the header is read only as far as the server trusts it: from the right
// (the hop nearest this server), each address that is a trusted proxy passes
// the request on, and the first one that is not is the shopper.
//
// TRUST_PROXY names the trusted proxies, comma-separated: addresses
// (10.0.0.5, ::1), subnets (10.0.0.0/8, fd00::/8) or the word 'loopback'
// (127.0.0.0/8 and ::1). Unset or empty: no proxy is trusted and the socket's
// address is the client, whatever the headers say.

export type TrustedProxies = {
  /** Whether this address is a proxy whose X-Forwarded-For entry is believed. */
  trusts(address: string): boolean;
  /** Whether any proxy is trusted at all. */
  readonly any: boolean;
};

export class TrustProxyError extends Error {}

/** An IPv4 address written as IPv6 (::ffff:10.0.0.1) is read as the IPv4 address. */
export function normaliseAddress(address: string): string {
  const trimmed = address.trim();
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(trimmed);
  return mapped?.[1] ?? trimmed;
}

function family(address: string): 'ipv4' | 'ipv6' | null {
  const kind = isIP(address);
  return kind === 4 ? 'ipv4' : kind === 6 ? 'ipv6' : null;
}

/** Reads TRUST_PROXY; an entry that is not an address, subnet or 'loopback' throws, naming it. */
export function parseTrustedProxies(setting: string | undefined): TrustedProxies {
  const list = new BlockList();
  let any = false;
  for (const raw of (setting ?? '').split(',')) {
    const entry = raw.trim();
    if (!entry) continue;
    any = true;
    if (entry.toLowerCase() === 'loopback') {
      list.addSubnet('127.0.0.0', 8, 'ipv4');
      list.addAddress('::1', 'ipv6');
      continue;
    }
    const [address = '', prefix, extra] = entry.split('/');
    const kind = family(address);
    const bits = prefix === undefined ? null : Number(prefix);
    const maxBits = kind === 'ipv4' ? 32 : 128;
    if (
      !kind ||
      extra !== undefined ||
      (bits !== null && (!/^\d{1,3}$/.test(prefix ?? '') || bits > maxBits))
    ) {
      throw new TrustProxyError(
        `TRUST_PROXY: "${entry}" is not an IP address, a subnet (10.0.0.0/8) or 'loopback'.`,
      );
    }
    if (bits === null) list.addAddress(address, kind);
    else list.addSubnet(address, bits, kind);
  }
  return {
    any,
    trusts(address) {
      const normal = normaliseAddress(address);
      const kind = family(normal);
      return any && kind !== null && list.check(normal, kind);
    },
  };
}

/**
 * The client's address: the socket's, or, when the socket's peer is a trusted
 * proxy, the nearest untrusted address in X-Forwarded-For.
 */
export function clientAddressOf(
  socketAddress: string | undefined,
  forwardedFor: string | string[] | undefined,
  trusted: TrustedProxies,
): string {
  let client = normaliseAddress(socketAddress ?? '') || 'unknown';
  if (!trusted.any || !trusted.trusts(client)) return client;
  const header = Array.isArray(forwardedFor) ? forwardedFor.join(',') : (forwardedFor ?? '');
  const hops = header
    .split(',')
    .map((hop) => normaliseAddress(hop))
    .filter((hop) => hop !== '');
  for (let i = hops.length - 1; i >= 0; i -= 1) {
    const hop = hops[i] ?? '';
    // A hop that is not an address ends the chain: what lies left of it is unknowable.
    if (!family(hop)) return client;
    client = hop;
    if (!trusted.trusts(hop)) return client;
  }
  return client;
}
