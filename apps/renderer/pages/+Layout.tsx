// First: the browser's CSP set-up (zod without eval, the style nonce) before any page code.
import '../src/client/browser-setup';
import type { TemplateName } from '@forecourt/core';
import '@forecourt/ui/tokens.css';
import { StorefrontProvider } from '@forecourt/storefront';
import { FavouritesLink, FavouritesProvider } from '@forecourt/storefront/favourites';
import { Layout as HeritageLayout } from '@forecourt/template-heritage';
import { Layout as MetroLayout } from '@forecourt/template-metro';
import { Layout as OutbackLayout } from '@forecourt/template-outback';
import { type ReactNode, useEffect, useMemo } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import { browserStorefront } from '../src/client/storefront';

// The site's template chooses the page frame; the site was resolved from the
// Host header on the server and travels to the browser as pageContext.site.
const layouts = {
  metro: MetroLayout,
  heritage: HeritageLayout,
  outback: OutbackLayout,
} satisfies Record<TemplateName, unknown>;

export default function Layout({ children }: { children: ReactNode }) {
  const { site } = usePageContext();
  const TemplateLayout = layouts[site.template];
  const storefront = useMemo(() => browserStorefront(site), [site]);
  // Marks the document once React is live, so browser tests act on a hydrated page
  // rather than on server HTML whose buttons do nothing yet.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <StorefrontProvider value={storefront}>
      <FavouritesProvider>
        <TemplateLayout site={site} actions={<FavouritesLink />}>
          {children}
        </TemplateLayout>
      </FavouritesProvider>
    </StorefrontProvider>
  );
}
