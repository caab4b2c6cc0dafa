import { usePageContext } from 'vike-react/usePageContext';
import { requestOrigin } from './cars/@slug/car-page';

/** The canonical path a page's +data may name (the search page's normalised address). */
function canonicalPathOf(data: unknown, pathname: string): string {
  if (data && typeof data === 'object' && 'canonicalPath' in data) {
    const path = (data as { canonicalPath: unknown }).canonicalPath;
    if (typeof path === 'string' && path.startsWith('/')) return path;
  }
  return pathname;
}

// Every page's icon (one platform mark, served from public/) and its canonical
// address: the site's production domain where it has one, else the address asked.
// Error pages name no canonical address.
export default function Head() {
  const pageContext = usePageContext();
  // +Head renders on the server only, where the page context carries the site config.
  const {
    siteConfig,
    headersOriginal,
    urlPathname,
    data,
    is404,
    abortStatusCode,
    pageStyles,
    pageId,
    cspNonce,
  } = pageContext as typeof pageContext &
    Partial<Pick<Vike.PageContextServer, 'siteConfig' | 'pageStyles'>> & {
      headersOriginal?: Record<string, string | string[] | undefined>;
      abortStatusCode?: number;
    };
  const inlineStyle = pageId ? pageStyles?.get(pageId)?.get(pageContext.site.template) : undefined;
  const failed = is404 || (abortStatusCode !== undefined && abortStatusCode >= 400);
  const origin = siteConfig ? requestOrigin(headersOriginal?.host, siteConfig) : '';
  return (
    <>
      {inlineStyle ? (
        // The page type's stylesheet (src/server/render/inline-style.ts); its <link>s are left out.
        // biome-ignore lint/security/noDangerouslySetInnerHtml: the build's own CSS, checked to hold no </style
        <style nonce={cspNonce ?? undefined} dangerouslySetInnerHTML={{ __html: inlineStyle }} />
      ) : null}
      {/* A small PNG, not an SVG: the browser fetches the icon again for each address the
        search page pushes, and an SVG icon is drawn as a document of its own on the page's
        main thread, in the middle of a filter click. */}
      <link rel="icon" type="image/png" sizes="32x32" href="/favicon.png" />
      {origin && !failed ? (
        <link rel="canonical" href={`${origin}${canonicalPathOf(data, urlPathname)}`} />
      ) : null}
    </>
  );
}
