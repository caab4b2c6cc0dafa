import {
  type FinanceEnquiryPath,
  type LeadSettings,
  leadSettings,
  locationSlugOf,
  locationsDropdown,
  type Model,
  modelRangeOf,
  modelsDropdownLinks,
  type Offer,
  type PhoneBannerEntry,
  PRIVACY_POLICY_PATH,
  phoneBannerEntries,
  type SiteAddress,
  type SiteConfig,
  type SiteNavItem,
  siteNavigation,
  sitePages,
  sortLocationsByType,
  type TemplateName,
} from '@forecourt/core';
import type { FrameEmergencyBanner, FramePopup } from '@forecourt/storefront/frame';

// What every page of a site sends to the browser about the site itself: enough
// for the template's header (navigation) and footer (locations and phones), and
// nothing else. The server-only `server` settings (search keys, lead webhooks
// and e-mails) never reach this shape, and neither do settings no page shows.

export type FrameLocation = {
  id: string;
  name: string;
  location_type: 'sales' | 'service' | 'parts';
  phone: string | null;
  address: SiteAddress | null;
};

export type SiteFrameData = {
  slug: string;
  name: string;
  /** The privacy policy the footer and every form's privacy notice link (docs/rules.md#privacy-notice). */
  privacyPolicyHref: string;
  /** The franchise's make on a manufacturer site (a template may name it in its header) (docs/rules.md#stock-scope). */
  manufacturer: string | null;
  template: TemplateName;
  /** dealership_id: favourites are kept per dealership; the phone-reveal log names it (docs/rules.md#favourites). */
  dealershipId: string;
  /** The phone-reveal log's website_id (the site slug when the config has none). */
  websiteId: string;
  /**
   * The header's menus and the phone drawer's: the configured navigation with its
   * Models dropdown (the site's range by body category) and Locations dropdown (each
   * location with its phone) filled in by core's `siteNavigation`, which leaves out the
   * pages the site does not have (docs/rules.md#feature-switches). Only labels,
   * addresses, group headings and phones: it travels with every page.
   */
  navigation: SiteNavItem[];
  /** The cars path is configurable per site (docs/rules.md#search-urls). */
  carsPath: string;
  /** The dealership's finance enquiry page, /finance-enquiry or /apply-for-finance (docs/rules.md#finance-pages). */
  financeEnquiryPath: FinanceEnquiryPath;
  address: SiteAddress;
  /** Sales first, then service, then parts (docs/rules.md#location-order: sort order). */
  locations: FrameLocation[];
  /** Phone-link banner: Sales, Service, Parts, or Service/Parts when their numbers are equal (docs/rules.md#phone-banner). */
  phoneBanner: PhoneBannerEntry[];
  /** Lead form: the site's flags, and the choices a form about no car offers (docs/rules.md#lead-form). */
  lead: LeadSettings;
  /** Whether cars may be reserved, and the reserve route (the deposit is per car: core's `reservePrice`) (docs/rules.md#reserve-deposit). */
  reserve: { allowed: boolean; checkoutRoute: 'checkout' | 'buy-online' };
  /** The site takes deposits online (reserve allowed): its footer shows the cards it accepts. */
  takesPayments: boolean;
  /** The sticky emergency banner, where the site configures one (docs/rules.md#emergency-banner). */
  emergencyBanner: FrameEmergencyBanner | null;
  /** The promotional popup, where the site configures one (shown until its expiry) (docs/rules.md#popup). */
  popup: FramePopup | null;
};

/** The platform's data the frame reads: the models and the offers (read once at start). */
export type SiteFrameSources = { models: readonly Model[]; offers: readonly Offer[] };

/** What the pages of a site share, from its configuration and the platform's data. */
export function siteFrameData(config: SiteConfig, data: SiteFrameSources): SiteFrameData {
  const { models } = data;
  const locations = sortLocationsByType(config.locations).map((location) => ({
    id: location.id,
    name: location.name,
    location_type: location.location_type,
    phone: location.phone,
    address: location.address,
  }));
  return {
    slug: config.slug,
    name: config.name,
    privacyPolicyHref: PRIVACY_POLICY_PATH,
    manufacturer: config.manufacturer ?? null,
    template: config.template,
    dealershipId: config.dealership_id,
    websiteId: config.website_id ?? config.slug,
    navigation: siteNavigation(config.navigation, {
      models: modelsDropdownLinks(modelRangeOf(config, models)),
      locations: locationsDropdown(
        config.locations.map((l) => ({
          id: l.id,
          name: l.name,
          slug: locationSlugOf(l.name),
          location_type: l.location_type,
          contact_detail: { phone: l.phone, landline_phone: null },
        })),
      ),
      pages: sitePages(config, data),
    }),
    carsPath: config.cars_path,
    financeEnquiryPath: config.finance_enquiry_path,
    address: { ...config.address },
    locations,
    phoneBanner: phoneBannerEntries(
      locations.map((l) => ({
        location_type: l.location_type,
        contact_detail: { phone: l.phone, landline_phone: null },
      })),
    ),
    lead: leadSettings(config),
    reserve: {
      allowed: config.reserve.allowed,
      checkoutRoute: config.reserve.checkout_route,
    },
    takesPayments: config.reserve.allowed,
    emergencyBanner: config.emergency_banner
      ? {
          message: config.emergency_banner.message,
          link: config.emergency_banner.link,
          linkLabel: config.emergency_banner.link_label,
        }
      : null,
    popup: config.popup
      ? {
          image: config.popup.image,
          title: config.popup.title,
          description: config.popup.description,
          buttonText: config.popup.button_text,
          link: config.popup.link,
          expiry: config.popup.expiry,
        }
      : null,
  };
}
