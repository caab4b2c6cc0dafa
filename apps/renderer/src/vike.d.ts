import type { SiteConfig } from '@forecourt/core';
import type { SiteFrameData } from './page-data/site-frame';
import type { PageVariant } from './server/http/render-cache';
import type { PageStyles } from './server/render/inline-style';
import type { RendererServices } from './server/services/services';

// The site is resolved once per request (host → site config → template) by the
// server and handed to Vike in pageContextInit.
declare global {
  namespace Vike {
    interface PageContext {
      /** The site's header and footer data; the only site data sent to the browser. */
      site: SiteFrameData;
    }
    interface PageContextServer {
      /** The whole merged site config, server side only (it holds the `server` secrets). */
      siteConfig: SiteConfig;
      services: RendererServices;
      /** The request's clock (docs/rules.md#sold-window, new tag). */
      now: Date;
      /**
       * Draws which of a few versions a page shows when it shows one at random
       * (the search page's promotional tile), so the render cache can keep each.
       */
      pageVariant: PageVariant;
      /**
       * Each page type's stylesheet, put in the page's head (production,
       * src/server/render/inline-style.ts); null in development, where Vite serves
       * the styles.
       */
      pageStyles: PageStyles | null;
    }
  }
}
