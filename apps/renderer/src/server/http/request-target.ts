// What a request names, read before anything else looks at it (the
// fuzz found a 500 for each of these). HTTP allows four forms of target; a
// site answers only paths:
//
//   origin form     /path?query       the only one browsers send to a site
//   absolute form   http://host/path  sent to proxies; its path is taken
//   asterisk form   *                 OPTIONS * (server-wide), nothing here
//   authority form  host:443          CONNECT, nothing here
//
// A path that starts with '//' stays a path ('//x' is not a host named x).

/** The target as a path with its query, or null when the request names no path. */
export function originFormTarget(raw: string | undefined): string | null {
  if (raw === undefined || raw === '') return '/';
  if (raw.startsWith('/')) return raw;
  if (/^https?:\/\//i.test(raw)) {
    try {
      const url = new URL(raw);
      return `${url.pathname}${url.search}`;
    } catch {
      return null;
    }
  }
  return null;
}

/**
 * Why the request's Host is refused with 400, or null. RFC 9112 (section 3.2)
 * asks for 400 on more than one Host header; Node keeps only the first in
 * `req.headers`, so the raw headers are counted. An absolute-form target names
 * a host of its own: one that is not the Host header's is refused, so no two
 * readers of the request (a proxy in front, the site lookup here) can take it
 * for two different sites.
 */
export function hostProblem(rawHeaders: readonly string[], raw: string | undefined): string | null {
  const hosts: string[] = [];
  for (let i = 0; i < rawHeaders.length; i += 2) {
    if (rawHeaders[i]?.toLowerCase() === 'host') hosts.push(rawHeaders[i + 1] ?? '');
  }
  if (hosts.length > 1) return 'more than one Host header';
  const host = hosts[0];
  if (host === undefined || raw === undefined || !/^https?:\/\//i.test(raw)) return null;
  let target: URL;
  try {
    target = new URL(raw);
  } catch {
    // originFormTarget refuses it.
    return null;
  }
  let named: string | null = null;
  try {
    // Read as the target's scheme reads it, so a default port written out is the same
    // host; a Host with a path, user or space in it names no host at all.
    if (!/[/?#@\\\s]/.test(host)) named = new URL(`${target.protocol}//${host}`).host;
  } catch {
    named = null;
  }
  return named === target.host ? null : 'the target names another host than the Host header';
}

/** The target as a URL on a fixed origin (the site comes from the Host header). */
export function targetUrl(target: string): URL {
  return new URL(`http://localhost${target}`);
}

/** Names of Object.prototype's own properties: 'hasOwnProperty', 'constructor', '__proto__'… */
const PROTOTYPE_NAMES = new Set(Object.getOwnPropertyNames(Object.prototype));

function parameterName(pair: string): string | null {
  const name = pair.split('=', 1)[0] ?? '';
  try {
    return decodeURIComponent(name.replace(/\+/g, ' '));
  } catch {
    return null;
  }
}

/**
 * The page target as the page renderer reads it: query parameters named like a
 * property every object has are left out. No page reads such a parameter, and
 * the router's query reader keeps parameters in a plain object, where a
 * parameter named 'hasOwnProperty' breaks the reading of the next one.
 */
export function pageTarget(target: string): string {
  const at = target.indexOf('?');
  if (at < 0) return target;
  const pairs = target.slice(at + 1).split('&');
  const kept = pairs.filter((pair) => {
    const name = parameterName(pair);
    return name === null || !PROTOTYPE_NAMES.has(name);
  });
  if (kept.length === pairs.length) return target;
  return kept.length > 0 ? `${target.slice(0, at)}?${kept.join('&')}` : target.slice(0, at);
}
