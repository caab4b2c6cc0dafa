import { type SiteConfig, type SitePages, sitePages } from '@forecourt/core';
import type { RendererServices } from '../server/services/services';

/**
 * Which of its pages the site has (core's feature-page map), from the platform's
 * models and offers, which the services keep in memory.
 * docs/rules.md#feature-switches
 */
export async function sitePagesOf(
  site: SiteConfig,
  services: Pick<RendererServices, 'models' | 'offers'>,
): Promise<SitePages> {
  const [models, offers] = await Promise.all([services.models(), services.offers()]);
  return sitePages(site, { models, offers });
}
