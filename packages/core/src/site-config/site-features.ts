import type { SiteConfig } from './site-config';

// Buttons on a car: the site's switches for the actions its cars offer,
// read from the merged configuration in one place (docs/rules.md#car-buttons). Every page and widget that
// draws a car's buttons passes this to `carButtons`, so no screen keeps its own
// list of what a site allows.

/** The site's switches for the car actions (docs/rules.md#car-buttons). */
export type SiteFeatures = {
  reserveAllowed: boolean;
  tradeInAllowed: boolean;
  testDriveAllowed: boolean;
  financeAllowed: boolean;
  callAllowed: boolean;
  /** The chat button, where the site configures a chat (docs/rules.md#chat). */
  chatAllowed: boolean;
};

export type SiteFeaturesConfig = Pick<SiteConfig, 'features' | 'reserve' | 'chat'>;

/** What the site allows on its cars, from its merged configuration. */
export function siteFeatures(site: SiteFeaturesConfig): SiteFeatures {
  return {
    reserveAllowed: site.reserve.allowed,
    tradeInAllowed: site.features.trade_in,
    testDriveAllowed: site.features.test_drive,
    financeAllowed: site.features.finance,
    callAllowed: site.features.call,
    chatAllowed: site.chat !== null,
  };
}
