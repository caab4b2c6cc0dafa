// The hosted search engine's host comes from site config (docs/rules.md#hosted-search). A host is
// written as a bare name ("acme-dsn.algolia.net", "search.example:8443") or as an
// address with its scheme ("https://search.example"). Algolia takes HTTPS only,
// and the search key travels in a header of every request, so plain http is
// accepted for a loopback host alone: a stand-in on the same machine (tests, a
// local proxy), where the key never crosses a network.

export type SearchHost = {
  protocol: 'https' | 'http';
  /** The name or address, IPv6 in brackets ("[::1]"), lower-cased. */
  hostname: string;
  port: number | null;
};

export type SearchHostResult = { ok: true; host: SearchHost } | { ok: false; message: string };

const HOST =
  /^(?:([a-z][a-z0-9+.-]*):\/\/)?([a-z0-9](?:[a-z0-9.-]*[a-z0-9])?|\[[0-9a-f:.]+\])(?::(\d{1,5}))?\/?$/i;

/** 127.0.0.0/8, ::1 and localhost (and its subdomains, which resolve to loopback). */
export function isLoopbackHostname(hostname: string): boolean {
  const name = hostname.toLowerCase();
  return (
    name === 'localhost' ||
    name.endsWith('.localhost') ||
    name === '[::1]' ||
    /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(name)
  );
}

/** Reads a configured search host; the message follows the value in a problem line. */
export function parseSearchHost(text: string): SearchHostResult {
  const match = HOST.exec(text.trim());
  if (!match) {
    return {
      ok: false,
      message:
        'is not a host (write a name such as acme-dsn.algolia.net, optionally with :port, or an https:// address)',
    };
  }
  const scheme = (match[1] ?? 'https').toLowerCase();
  const hostname = (match[2] ?? '').toLowerCase();
  const port = match[3] === undefined ? null : Number(match[3]);
  if (port !== null && (port < 1 || port > 65_535)) {
    return { ok: false, message: 'has a port outside 1 to 65535' };
  }
  if (scheme === 'http') {
    if (!isLoopbackHostname(hostname)) {
      return {
        ok: false,
        message:
          'uses http, which would send the search key in the clear: use https (http is for a loopback stand-in such as http://127.0.0.1:7700 only)',
      };
    }
    return { ok: true, host: { protocol: 'http', hostname, port } };
  }
  if (scheme !== 'https') {
    return {
      ok: false,
      message: `uses "${scheme}://": a search host is https (or http on loopback)`,
    };
  }
  return { ok: true, host: { protocol: 'https', hostname, port } };
}
