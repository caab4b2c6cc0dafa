import type { ModelsDropdownLink } from '../catalogue/models-dropdown';
import type { LocationsDropdownItem } from '../location/location-rules';
import { pageAvailable, type SitePages } from './feature-pages';
import type { NavItem } from './site-config';

// The header's Models dropdown (the site's model range grouped by body
// category) and Locations dropdown (each location with its phone) (docs/rules.md#model-range). A navigation item
// names the dropdown it shows (`dropdown` in the site configuration); this rule fills
// it from the site's data, so every template's header and phone drawer list the same.
// A link to a page the site does not have is left out (docs/rules.md#feature-switches).

/** A link of the site's navigation as the header and the phone drawer show it. */
export type SiteNavLink = {
  label: string;
  href: string;
  /** The heading the link is listed under (a body category, 'Locations'). */
  group?: string;
  /** A location's phone, shown under its name. */
  phone?: string;
};

export type SiteNavItem = { label: string; href: string; children: SiteNavLink[] };

/** The link to the whole range (the Models item's own page), which a dropdown hides. */
export const ALL_MODELS_LABEL = 'All models';
/** The heading of the locations in a dropdown that has other links too. */
export const LOCATIONS_GROUP_LABEL = 'Locations';

export type SiteNavigationData = {
  /** The Models dropdown's links (core's `modelsDropdownLinks` over the site's range). */
  models: readonly ModelsDropdownLink[];
  /** The site's locations (core's `locationsDropdown`: sales, service, parts). */
  locations: readonly LocationsDropdownItem[];
  /** Which of its pages the site has (core's `sitePages`). */
  pages: SitePages;
};

/**
 * The site's navigation with its dropdowns filled in, less the links to pages the
 * site does not have (`pageAvailable`: Models without a model range, Offers without
 * offers, a page whose switch is off); an item whose own page is one of them goes
 * with its dropdown. An item with `dropdown: 'models'`
 * lists its children, then the range's models under their body categories, then
 * 'All models' to the item's own page (a header button opens the dropdown instead of
 * going there) unless a child already links to it. An item with `dropdown: 'locations'`
 * lists its children, then each location with its phone, under 'Locations' when the
 * item has children of its own. With no models or no locations, an item keeps the links
 * the site configured.
 */
export function siteNavigation(
  navigation: readonly NavItem[],
  data: SiteNavigationData,
): SiteNavItem[] {
  const has = (href: string) => pageAvailable(data.pages, href);
  return navigation
    .filter((item) => has(item.href))
    .map((item) => {
      const children: SiteNavLink[] = item.children
        .filter((c) => has(c.href))
        .map((c) => ({ label: c.label, href: c.href }));
      if (item.dropdown === 'models' && data.models.length > 0) {
        const linksToItem = children.some((c) => c.href === item.href);
        children.push(
          ...data.models.map((m) => ({ label: m.label, href: m.href, group: m.group })),
        );
        if (!linksToItem) children.push({ label: ALL_MODELS_LABEL, href: item.href });
      } else if (item.dropdown === 'locations' && data.locations.length > 0) {
        const grouped = children.length > 0;
        for (const location of data.locations) {
          children.push({
            label: location.name,
            href: location.href,
            ...(grouped ? { group: LOCATIONS_GROUP_LABEL } : {}),
            ...(location.phone ? { phone: location.phone } : {}),
          });
        }
      }
      return { label: item.label, href: item.href, children };
    });
}
