// First: the browser's CSP set-up (zod without eval, the style nonce) before any page code.
import '../src/client/browser-setup';
import '@forecourt/ui/tokens.css';
import { StorefrontProvider, whenPageLive } from '@forecourt/storefront';
import { FavouritesLink, FavouritesProvider } from '@forecourt/storefront/favourites';
import { SiteFrame } from '@forecourt/storefront/frame';
import { type ReactNode, useEffect, useMemo } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import { browserStorefront } from '../src/client/storefront';
import { templateFrames } from '../src/site-registry/template-settings';

// Every page is drawn in the storefront's site frame as the site's template sets it
// up; the site was resolved from the Host header on the server and travels to the
// browser as pageContext.site.

export default function Layout({ children }: { children: ReactNode }) {
  const { site } = usePageContext();
  const storefront = useMemo(() => browserStorefront(site), [site]);
  // Marks the document once React is live in every part of the page (the parts a
  // page hydrates later included), so browser tests act on a hydrated page rather
  // than on server HTML whose buttons do nothing yet.
  useEffect(
    () =>
      whenPageLive(() => {
        document.documentElement.dataset.hydrated = 'true';
      }),
    [],
  );
  return (
    <StorefrontProvider value={storefront}>
      <FavouritesProvider>
        <SiteFrame
          settings={templateFrames[site.template]}
          site={site}
          actions={<FavouritesLink />}
        >
          {children}
        </SiteFrame>
      </FavouritesProvider>
    </StorefrontProvider>
  );
}
