import { featurePageOf, pageUnavailableReason } from '@forecourt/core';
import { render } from 'vike/abort';
import type { PageContextServer } from 'vike/types';
import { sitePagesOf } from '../src/page-data/site-pages';

// Every page of the feature-page map answers the site's own 404 page when the site
// does not have it: its switch is off, or it has nothing to list (no model range, no
// offers). Core's map decides, as it does for the navigation and the sitemap.
// docs/rules.md#feature-switches
export async function guard(pageContext: PageContextServer) {
  const { siteConfig, services, urlPathname } = pageContext;
  if (featurePageOf(urlPathname) === null) return;
  const missing = pageUnavailableReason(await sitePagesOf(siteConfig, services), urlPathname);
  if (missing === null) return;
  throw render(
    404,
    'needs' in missing
      ? `${urlPathname}: this site has ${missing.needs} off.`
      : `${urlPathname}: this site has no ${missing.content}.`,
  );
}
