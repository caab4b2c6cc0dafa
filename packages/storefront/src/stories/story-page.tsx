import { type ReactNode, useMemo } from 'react';
import { type Storefront, StorefrontProvider } from '../context';
import { FavouritesLink, FavouritesProvider } from '../favourites';
import {
  ContactDetails,
  PageShell as FramePageShell,
  type FrameSettings,
  type FrameSite,
  type PageShellProps,
  SiteFrame,
} from '../frame';
import { frameSite, storyStorefront } from './fixtures';
import { frameFor } from './template-frames';

// A whole page as the renderer draws it (apps/renderer/pages/+Layout.tsx): the
// storefront and favourites providers, then the site frame in the chosen template's
// settings, with the favourites link in the header.

export type StoryPageProps = {
  /** The template chosen in the toolbar ('default' for the kit's own values). */
  template: string;
  /** Another header arrangement than the template's own, to try one out. */
  header?: FrameSettings['header'];
  site?: FrameSite;
  /** The browser storage the page starts with (favourites, a closed popup). */
  storage?: Storefront['storage'];
  children: ReactNode;
};

export function StoryPage({ template, header, site, storage = null, children }: StoryPageProps) {
  const storefront = useMemo(() => storyStorefront(storage), [storage]);
  const frame = frameFor(template);
  const settings = header ? { ...frame, header } : frame;
  return (
    <StorefrontProvider value={storefront}>
      <FavouritesProvider>
        <SiteFrame settings={settings} site={site ?? frameSite()} actions={<FavouritesLink />}>
          {children}
        </SiteFrame>
      </FavouritesProvider>
    </StorefrontProvider>
  );
}

export { Breadcrumbs, ContactDetails } from '../frame';

/** The renderer's page shell, with the fixture site's contact details at its foot. */
export function PageShell({
  contact = true,
  ...props
}: Omit<PageShellProps, 'contact'> & { contact?: boolean }) {
  return (
    <FramePageShell {...props} contact={contact ? <ContactDetails site={frameSite()} /> : null} />
  );
}
