// Every content and campaign route, and every default navigation
// destination, renders a page shell (heading, breadcrumbs, the site's contact
// details) until its full page is built, so no link of a site ends in a 404 (docs/rules.md#content-pages).

export type Crumb = { label: string; href: string };

export type ContentPage = {
  title: string;
  /** Home first, this page last. */
  breadcrumbs: Crumb[];
};

/** Fixed routes and their headings. */
export const contentTitles: Readonly<Record<string, string>> = {
  '/models': 'Models',
  '/special-offers': 'Special Offers',
  '/service': 'Service',
  '/parts/search': 'Parts',
  '/vehicle-parts-and-accessories': 'Vehicle Parts and Accessories',
  '/about-us': 'About Us',
  '/dealerships': 'Dealerships',
  '/careers': 'Careers',
  '/contact': 'Contact',
  '/finance': 'Finance',
  '/finance-enquiry': 'Finance Enquiry',
  '/apply-for-finance': 'Apply for Finance',
  '/finance-pre-approval': 'Finance Pre-Approval',
  '/trade-in': 'Trade-In',
  '/sell-your-car': 'Sell Your Car',
  '/cars/trade-in': 'Trade-In',
  '/book-test-drive': 'Book a Test Drive',
  '/success': 'Thank you',
  '/favourites': 'My Favourites',
  '/warranty': 'Warranty',
  '/roadside-assist': 'Roadside Assist',
  '/owner-benefits': 'Owner Benefits',
  '/fleet': 'Fleet',
  '/terms-and-conditions': 'Terms and Conditions',
  '/privacy-policy': 'Privacy Policy',
};

/** Routes with a parameter: the parent crumb and how the heading reads. */
const patterns: { pattern: RegExp; parent: Crumb; title: (slug: string) => string }[] = [
  {
    pattern: /^\/contact-us\/([a-z0-9-]+)$/,
    parent: { label: 'Contact', href: '/contact' },
    title: (slug) => words(slug),
  },
  {
    pattern: /^\/models\/([a-z0-9-]+)$/,
    parent: { label: 'Models', href: '/models' },
    title: (slug) => words(slug),
  },
];

function words(slug: string): string {
  return slug
    .split('-')
    .filter(Boolean)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');
}

const home: Crumb = { label: 'Home', href: '/' };

/**
 * Content routes that have a page of their own (docs/rules.md#content-pages): the
 * shell's route leaves them to it. They stay in the titles above, which the
 * sitemap reads.
 */
export function hasOwnPage(pathname: string): boolean {
  const path = normalisePath(pathname);
  return path === '/dealerships' || path === '/contact' || /^\/contact-us\/[^/]+$/.test(path);
}

/** Drops a trailing slash (docs/rules.md#test-drive-slots: writes /book-test-drive/ with one). */
export function normalisePath(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname;
}

/**
 * The shell for a path: a fixed content route, a parameterised one, or any
 * link of the site's own navigation (a site may add destinations); else null.
 */
export function contentPageFor(
  pathname: string,
  navigation: readonly { label: string; href: string; children: readonly Crumb[] }[] = [],
): ContentPage | null {
  const path = normalisePath(pathname);
  const fixed = contentTitles[path];
  if (fixed) return { title: fixed, breadcrumbs: [home, { label: fixed, href: path }] };
  // The navigation's own words for the page (a model's or a location's name in the
  // header's menus) read better than its slug's.
  const linked = navigationLabel(path, navigation);
  for (const { pattern, parent, title } of patterns) {
    const match = pattern.exec(path);
    if (match?.[1]) {
      const heading = linked ?? title(match[1]);
      return { title: heading, breadcrumbs: [home, parent, { label: heading, href: path }] };
    }
  }
  if (linked) return { title: linked, breadcrumbs: [home, { label: linked, href: path }] };
  return null;
}

function navigationLabel(
  path: string,
  navigation: readonly { label: string; href: string; children: readonly Crumb[] }[],
): string | null {
  for (const item of navigation) {
    for (const link of [item, ...item.children]) {
      const href = link.href.split('#')[0] ?? '';
      if (href !== '/' && normalisePath(href) === path) return link.label;
    }
  }
  return null;
}

/** What the 410 page of a campaign past its last day says (pages/content, pages/_error). */
export type CampaignEnded = { kind: 'campaign-ended'; title: string; path: string };

export function campaignEndedReason(title: string, path: string): CampaignEnded {
  return { kind: 'campaign-ended', title, path };
}

export function isCampaignEnded(value: unknown): value is CampaignEnded {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return v.kind === 'campaign-ended' && typeof v.title === 'string' && typeof v.path === 'string';
}
