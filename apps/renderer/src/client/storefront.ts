import type { Storefront } from '@forecourt/storefront';
import type { SiteFrameData } from '../page-data/site-frame';
import { createApiClient } from './api-client';

// The storefront every page's widgets get (+Layout): the API client, the browser
// storage, navigation (a whole page load: client routing is off), analytics through the page's dataLayer
// (where a dealer's tag manager reads it) and the console as the logger.

const client = createApiClient();

function browserStorage(): Storefront['storage'] {
  if (typeof window === 'undefined') return null;
  try {
    // Reading the property throws where storage is disabled (some private modes).
    return window.localStorage;
  } catch {
    return null;
  }
}

type DataLayerWindow = Window & { dataLayer?: unknown[] };

export function browserStorefront(site: SiteFrameData): Storefront {
  return {
    client,
    storage: browserStorage(),
    navigate: (to) => {
      window.location.assign(to);
    },
    track: (event) => {
      if (typeof window === 'undefined') return;
      const w = window as DataLayerWindow;
      w.dataLayer ??= [];
      w.dataLayer.push({ event: 'lead', ...event });
    },
    logger: ({ level, message, data }) => {
      const line = `[${site.slug}] ${message}`;
      if (level === 'error') console.error(line, data ?? '');
      else if (level === 'warn') console.warn(line, data ?? '');
      else console.info(line, data ?? '');
    },
    site: {
      slug: site.slug,
      name: site.name,
      privacyPolicyHref: site.privacyPolicyHref,
      dealershipId: site.dealershipId,
      websiteId: site.websiteId,
      carsPath: site.carsPath,
      lead: site.lead,
    },
  };
}
