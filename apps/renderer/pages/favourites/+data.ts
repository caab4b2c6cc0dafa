import type { PageContextServer } from 'vike/types';

export type Data = Awaited<ReturnType<typeof data>>;

/**
 * The favourites list (docs/rules.md#favourites): the list itself lives in the shopper's browser
 * (kept per dealership), so the server sends only the frame.
 */
export function data(pageContext: PageContextServer) {
  return {
    carsPath: pageContext.siteConfig.cars_path,
    breadcrumbs: [
      { label: 'Home', href: '/' },
      { label: 'My Favourites', href: '/favourites' },
    ],
  };
}
