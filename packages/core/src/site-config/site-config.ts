import { z } from 'zod';
import { carTypes, financeProviders, itemTypes } from '../car/car';
import { chatConfigSchema } from '../chat/chat';
import { DEFAULT_CTA_POSITION, DEFAULT_PROMO_POSITION } from '../content/promos';
import { campaignSchema, contentPagesSchema } from '../content/site-pages';
import { financeEnquiryPaths } from '../finance/finance-link';
import { parseSearchHost } from './search-host';
import { templateNames } from './template-registry';

// SPEC §1: a site is selected by slug and carries a template, feature flags and a
// merged configuration (platform defaults overlaid by the dealership's values).
// Every setting a dealership may leave out has its default here, so this schema is
// the one place the platform defaults are written down (see `platformDefaults`).
// Objects are strict: a misspelt key in a site file is reported, not silently ignored.

/** The templates a site may use: the registry's names (template-registry.ts). */
export const templateNameSchema = z.enum(templateNames);

/** Australian states and territories, lower-case as the search facets use them. */
const stateCodes = ['act', 'nsw', 'nt', 'qld', 'sa', 'tas', 'vic', 'wa'] as const;

/** SPEC §2 Routes: /cars/{slug}/checkout, or /cars/{slug}/buy-online on some sites. */
export const checkoutRoutes = ['checkout', 'buy-online'] as const;

/** SPEC §3 Location: location_type is sales, service or parts; empty means sales. */
const locationTypes = ['sales', 'service', 'parts'] as const;

const lowerCased = (v: unknown) => (typeof v === 'string' ? v.trim().toLowerCase() : v);

const text = z.string().trim().min(1);

/** Ids arrive as numbers or strings; they are kept as strings, like the Car schema does. */
const idSchema = z.preprocess(
  (v) => (typeof v === 'number' && Number.isInteger(v) && v > 0 ? String(v) : v),
  text,
);

// The demo serves each site at http://{slug}.localhost:3000/, so a slug must be a DNS label.
const slugSchema = z.string().regex(/^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/, {
  message:
    'is not a DNS label (1 to 63 lower-case letters, digits and hyphens, not starting or ending with a hyphen)',
});

const dealershipSlugSchema = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, {
  message: 'is not a slug (lower-case words joined by hyphens)',
});

const domainSchema = z
  .string()
  .regex(/^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z][a-z0-9-]*[a-z0-9]$/, {
    message: 'is not a lower-case domain name such as www.example.com.au',
  });

// Landlines (0X XXXX XXXX), mobiles (04XX XXX XXX), 1300/1800 and 13 XX XX numbers.
const PHONE = /^(?:0[2-478]\d{8}|1[38]00\d{6}|13\d{4})$/;
const phoneSchema = z
  .string()
  .trim()
  .refine((v) => PHONE.test(v.replace(/[\s()-]/g, '')), {
    message: 'is not an Australian phone number such as 02 5550 1234 or 0491 570 156',
  });

const postcodeSchema = z.string().regex(/^\d{4}$/, { message: 'is not a 4-digit postcode' });

const urlSchema = z.url({ protocol: /^https?$/, message: 'is not an http(s) address' });

/** A link target inside the site ("/finance") or an absolute http(s) address. */
const hrefSchema = z.string().regex(/^(?:\/|https?:\/\/\S+$)/, {
  message: 'must start with "/" or be an http(s) address',
});

const DATE = /^\d{4}-\d{2}-\d{2}(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:\d{2})?)?$/;
const dateSchema = z.string().refine((v) => DATE.test(v) && !Number.isNaN(Date.parse(v)), {
  message: 'is not a date (use YYYY-MM-DD or an ISO-8601 date-time)',
});

const positiveInt = z.number().int().min(1);
const dayCount = z.number().int().nonnegative();

export const siteAddressSchema = z.strictObject({
  street: text,
  city: text,
  state: z.preprocess(lowerCased, z.enum(stateCodes)),
  postcode: postcodeSchema,
});
export type SiteAddress = z.infer<typeof siteAddressSchema>;

/** A location as the site configuration names it (SPEC §1: location_type, id, dealership_slug). */
export const siteLocationSchema = z.strictObject({
  id: idSchema,
  name: text,
  location_type: z.preprocess(
    (v) => (v === undefined || v === null || v === '' ? 'sales' : lowerCased(v)),
    z.enum(locationTypes),
  ),
  dealership_slug: dealershipSlugSchema,
  phone: phoneSchema.nullable().default(null),
  address: siteAddressSchema.nullable().default(null),
});
export type SiteLocation = z.infer<typeof siteLocationSchema>;

/**
 * The dropdowns a navigation item may fill from the site's own data (SPEC §2 Screens):
 * `models`, the site's model range grouped by body category; `locations`, each of the
 * site's locations with its phone (site-navigation.ts).
 */
export const navDropdowns = ['models', 'locations'] as const;
export type NavDropdown = (typeof navDropdowns)[number];

const navLinkSchema = z.strictObject({ label: text, href: hrefSchema });
export const navItemSchema = z.strictObject({
  label: text,
  href: hrefSchema,
  children: z.array(navLinkSchema).default([]),
  /** Adds the site's models or locations to the item's dropdown, after its children. */
  dropdown: z.enum(navDropdowns).optional(),
});
export type NavItem = z.infer<typeof navItemSchema>;

/**
 * SPEC §2 "Default navigation: Home, Models, Offers, Our Stock, Service and Parts,
 * Company, Finance". Our Stock follows the site's cars path (SPEC §2 Routes). Models
 * drops down the site's model range; Company, beside About Us, Dealerships and Contact,
 * its locations with their phones (the SPEC names no Locations item of its own).
 */
export function defaultNavigation(carsPath = '/search'): NavItem[] {
  return [
    { label: 'Home', href: '/', children: [] },
    { label: 'Models', href: '/models', children: [], dropdown: 'models' },
    { label: 'Offers', href: '/special-offers', children: [] },
    { label: 'Our Stock', href: carsPath, children: [] },
    {
      label: 'Service and Parts',
      href: '/service',
      children: [
        { label: 'Book a Service', href: '/service#service-booking' },
        { label: 'Parts', href: '/parts/search' },
      ],
    },
    {
      label: 'Company',
      href: '/about-us',
      children: [
        { label: 'About Us', href: '/about-us' },
        { label: 'Dealerships', href: '/dealerships' },
        { label: 'Careers', href: '/careers' },
        { label: 'Contact', href: '/contact' },
      ],
      dropdown: 'locations',
    },
    { label: 'Finance', href: '/finance', children: [] },
  ];
}

/** SPEC §2 Screens: the dismissible popup (image, title, description, button text, link). */
export const sitePopupSchema = z.strictObject({
  image: hrefSchema,
  title: text,
  description: z.string().default(''),
  button_text: text,
  link: hrefSchema,
  /** SPEC §4: not shown after its optional expiry date. */
  expiry: dateSchema.nullable().default(null),
});
export type SitePopup = z.infer<typeof sitePopupSchema>;

/** SPEC §2 Screens: the sticky emergency banner with a 'Book a Service' link. */
export const emergencyBannerSchema = z.strictObject({
  message: text,
  link: hrefSchema.default('/service#service-booking'),
  link_label: text.default('Book a Service'),
});
export type EmergencyBanner = z.infer<typeof emergencyBannerSchema>;

// SPEC §3 Promo node and Card tile, SPEC §2 Search page (tiles at result position 8,
// randomised) and §9 (CTA card position default 30). The rules that read these are
// core's content/promos.ts; docs/architecture.md ("Promotional tiles") explains them.

/** A tile's background: a hex colour, so it can go in a style attribute as it is. */
const hexColourSchema = z.string().regex(/^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i, {
  message: 'is not a hex colour such as #0b3d91',
});

/** An image served by the site itself (the pages' CSP loads images from the site alone). */
const sitePathSchema = z.string().regex(/^\/[^/\s]\S*$/, {
  message: 'is not a path on the site such as /promos/tile.svg',
});

/** Where a promo or tile shows: the car types of the search page (see `showsOnPage`). */
const displaySchema = z.array(z.enum(carTypes)).default([]);

/** A strict item with no display type could never show: that is a mistake in the file. */
function strictNeedsDisplay(
  item: { display: readonly string[]; strictDisplay: boolean },
  ctx: z.RefinementCtx,
) {
  if (item.strictDisplay && item.display.length === 0) {
    ctx.addIssue({
      code: 'custom',
      path: ['display'],
      message: 'must name at least one car type when strictDisplay is on',
    });
  }
}

/** SPEC §3 Card tile: image name, alt text, background, display types, strict-display flag. */
export const siteCardTileSchema = z
  .strictObject({
    image: sitePathSchema,
    alt: text,
    /** Behind the image; the theme's colours when left out. */
    background: hexColourSchema.nullable().default(null),
    /** Where the tile leads; a tile without one is an image only. */
    href: hrefSchema.nullable().default(null),
    display: displaySchema,
    strictDisplay: z.boolean().default(false),
  })
  .superRefine(strictNeedsDisplay);
export type SiteCardTile = z.infer<typeof siteCardTileSchema>;

/** SPEC §3 Promo node: start, expiry, position, display, strictDisplay; with its card tiles. */
export const sitePromoSchema = z
  .strictObject({
    /** From this instant (included); a date alone is midnight UTC. */
    start: dateSchema.nullable().default(null),
    /** Until this instant (excluded). */
    expiry: dateSchema.nullable().default(null),
    /** The result its tile is placed before, counted over every page (SPEC §2: 8). */
    position: positiveInt.default(DEFAULT_PROMO_POSITION),
    display: displaySchema,
    strictDisplay: z.boolean().default(false),
    tiles: z.array(siteCardTileSchema).min(1),
  })
  .superRefine((promo, ctx) => {
    strictNeedsDisplay(promo, ctx);
    if (promo.start !== null && promo.expiry !== null) {
      if (Date.parse(promo.start) >= Date.parse(promo.expiry)) {
        ctx.addIssue({ code: 'custom', path: ['expiry'], message: 'must be after start' });
      }
    }
  });
export type SitePromo = z.infer<typeof sitePromoSchema>;

/** SPEC §9: the call-to-action card among the search results, at result position 30. */
export const siteCtaCardSchema = z.strictObject({
  position: positiveInt.default(DEFAULT_CTA_POSITION),
  title: text.default('Can’t find the car you’re after?'),
  body: text.default('Tell us what you are looking for and our team will find it for you.'),
  label: text.default('Contact us'),
  href: hrefSchema.default('/contact'),
});
export type SiteCtaCard = z.infer<typeof siteCtaCardSchema>;

/** An environment variable's name, as shells write it. */
const envNameSchema = z.string().regex(/^[A-Za-z_][A-Za-z0-9_]*$/, {
  message: 'is not an environment variable name (letters, digits and _, not starting with a digit)',
});

const searchHostSchema = z
  .string()
  .trim()
  .superRefine((value, ctx) => {
    const parsed = parseSearchHost(value);
    if (!parsed.ok) ctx.addIssue({ code: 'custom', message: parsed.message });
  });

/**
 * SPEC §7: the main search goes to a hosted search engine (Algolia) whose host
 * and key come from site config. A site with this section is searched there by
 * the renderer's server; a site without it by the embedded engine. The key is a
 * search-only key and never leaves the server: either written here, or (better
 * for a site file kept in version control) the name of the environment variable
 * that holds it, read when the server starts.
 */
export const hostedSearchSchema = z
  .strictObject({
    /** The Algolia application id. */
    app_id: text,
    api_key: text.nullable().default(null),
    api_key_env: envNameSchema.nullable().default(null),
    /** null: Algolia's own hosts for the application id. */
    host: searchHostSchema.nullable().default(null),
    /** null: 'Car_production' (SPEC §7); the sort replicas are named after it. */
    index_name: text.nullable().default(null),
  })
  .superRefine((search, ctx) => {
    if (search.api_key !== null && search.api_key_env !== null) {
      ctx.addIssue({
        code: 'custom',
        path: ['api_key_env'],
        message: 'cannot be given together with api_key: keep one of the two',
      });
    } else if (search.api_key === null && search.api_key_env === null) {
      ctx.addIssue({
        code: 'custom',
        path: ['api_key'],
        message:
          'must be given, or api_key_env must name the environment variable that holds the key',
      });
    }
  });
export type HostedSearchConfig = z.infer<typeof hostedSearchSchema>;

/**
 * SPEC §7: the maps service (Google Maps). Two keys, kept apart as Google advises:
 * the Geocoding API key answers the 'find your nearest dealership' postcode on this
 * server and never reaches a browser; the Maps Embed API key is a browser key (its
 * use restricted to the site's domains in Google's console), put in the interactive
 * map's address only when a shopper asks for the map. Each is given itself or as
 * the name of the environment variable holding it (read when the server starts).
 * A site without a key uses the embedded defaults: the postcode table and the map
 * drawn from open data.
 */
export const mapsServerSchema = z
  .strictObject({
    geocoding_key: text.nullable().default(null),
    geocoding_key_env: envNameSchema.nullable().default(null),
    embed_key: text.nullable().default(null),
    embed_key_env: envNameSchema.nullable().default(null),
  })
  .superRefine((maps, ctx) => {
    for (const name of ['geocoding_key', 'embed_key'] as const) {
      if (maps[name] !== null && maps[`${name}_env`] !== null) {
        ctx.addIssue({
          code: 'custom',
          path: [`${name}_env`],
          message: `cannot be given together with ${name}: keep one of the two`,
        });
      }
    }
  });
export type MapsServerConfig = z.infer<typeof mapsServerSchema>;

/**
 * Issue 20: the reserve deposit is taken by Stripe when this is set (PaymentIntents,
 * the card entered in Stripe's own element, webhooks signed with the endpoint's
 * secret); without it, by the embedded payment simulator. The secret key and the
 * webhook secret never reach a browser; each is given itself or as the name of
 * the environment variable holding it (read when the server starts). The
 * publishable key is a browser key.
 */
export const paymentsServerSchema = z
  .strictObject({
    provider: z.literal('stripe'),
    publishable_key: text,
    secret_key: text.nullable().default(null),
    secret_key_env: envNameSchema.nullable().default(null),
    webhook_secret: text.nullable().default(null),
    webhook_secret_env: envNameSchema.nullable().default(null),
    /** ISO currency of the deposit, lower case as Stripe writes it. */
    currency: z
      .string()
      .regex(/^[a-z]{3}$/)
      .default('aud'),
  })
  .superRefine((payments, ctx) => {
    for (const name of ['secret_key', 'webhook_secret'] as const) {
      if (payments[name] !== null && payments[`${name}_env`] !== null) {
        ctx.addIssue({
          code: 'custom',
          path: [`${name}_env`],
          message: `cannot be given together with ${name}: keep one of the two`,
        });
      } else if (payments[name] === null && payments[`${name}_env`] === null) {
        ctx.addIssue({
          code: 'custom',
          path: [name],
          message: `must be given, or ${name}_env must name the environment variable that holds it`,
        });
      }
    }
  });
export type PaymentsServerConfig = z.infer<typeof paymentsServerSchema>;

/**
 * SPEC §7/§9 Trade-in: the rego lookup and valuation provider (AutoGrab's API,
 * whose market data the stock's `autograb_data` comes from). Its key is a server
 * key, given itself or as the name of the environment variable holding it. A site
 * without it uses the embedded register and valuation model.
 */
export const tradeInServerSchema = z
  .strictObject({
    provider: z.literal('autograb'),
    api_key: text.nullable().default(null),
    api_key_env: envNameSchema.nullable().default(null),
    endpoint: urlSchema.nullable().default(null),
  })
  .superRefine((tradeIn, ctx) => {
    if ((tradeIn.api_key === null) === (tradeIn.api_key_env === null)) {
      ctx.addIssue({
        code: 'custom',
        path: ['api_key'],
        message: 'give exactly one of api_key and api_key_env',
      });
    }
  });
export type TradeInServerConfig = z.infer<typeof tradeInServerSchema>;

/** One set of lead addresses: JSON webhooks and ADF e-mail. */
const leadAddressesSchema = z.strictObject({
  webhook_urls: z.array(urlSchema).default([]),
  emails: z.array(z.email({ message: 'is not an e-mail address' })).default([]),
});

/** Server-only settings: never sent to a browser (see `publicSiteConfig`). */
export const siteServerSchema = z
  .strictObject({
    /** SPEC §7: the hosted search engine, or null for the embedded one. */
    search: hostedSearchSchema.nullable().default(null),
    /** SPEC §7: Google Maps keys (geocoding, the interactive map), or null for the embedded defaults. */
    maps: mapsServerSchema.nullable().default(null),
    /** Issue 20: the reserve deposit's payment provider, or null for the embedded simulator. */
    payments: paymentsServerSchema.nullable().default(null),
    /** SPEC §7/§9: the trade-in provider, or null for the embedded register and valuation model. */
    trade_in: tradeInServerSchema.nullable().default(null),
    /** Where leads are delivered besides the database. */
    leads: z
      .strictObject({
        webhook_urls: z.array(urlSchema).default([]),
        emails: z.array(z.email({ message: 'is not an e-mail address' })).default([]),
        /**
         * A group's stores each take their own leads: by dealership slug, where
         * that store's leads go instead of the site's addresses above.
         */
        dealerships: z.record(dealershipSlugSchema, leadAddressesSchema).default({}),
      })
      .prefault({}),
  })
  .prefault({});
export type SiteServerConfig = z.infer<typeof siteServerSchema>;

/** Everything a site must state itself: no platform default makes sense for these. */
const identityShape = {
  slug: slugSchema,
  template: templateNameSchema,
  name: text,
  /** The dealership the site belongs to (SPEC §1 dealership_id). */
  dealership_id: idSchema,
  address: siteAddressSchema,
  /** Search scoping: the dealerships whose stock the site shows. */
  dealerships: z.array(dealershipSlugSchema).min(1),
};

/** The settings every site may leave out, each with its platform default. */
const settingsShape = {
  /** The franchise's make, or null for a multi-franchise or used-car site. */
  manufacturer: text.nullable().default(null),
  website_id: idSchema.nullable().default(null),
  /** Production host names; the demo uses {slug}.localhost instead. */
  domains: z.array(domainSchema).default([]),
  locations: z.array(siteLocationSchema).default([]),
  stock: z.strictObject({ count: z.number().int().nonnegative().default(0) }).prefault({}),
  /** SPEC §5 Finance display; null means the site shows no finance. */
  finance_provider: z.enum(financeProviders).nullable().default(null),
  /** SPEC §9: finance button label defaults to 'Get Finance'. */
  finance_button_label: text.default('Get Finance'),
  /**
   * SPEC §2 Routes: the dealership's finance enquiry page is /finance-enquiry or
   * /apply-for-finance; the other spelling moves to this one.
   */
  finance_enquiry_path: z.enum(financeEnquiryPaths).default('/finance-enquiry'),
  /** SPEC §9: one dealer shows a T&Cs link beside the weekly estimate. */
  finance_terms_link: z.boolean().default(false),
  /** SPEC §9: default state qld. */
  default_state: z.preprocess(lowerCased, z.enum(stateCodes)).default('qld'),
  /** SPEC §2 Routes: the cars path is configurable per site. */
  cars_path: z
    .string()
    .regex(/^\/[a-z0-9-]+(?:\/[a-z0-9-]+)*$/, { message: 'is not a path such as /search' })
    .default('/search'),
  lead_form: z
    .strictObject({
      /** SPEC §5: message optional on some dealerships, required by default. */
      message_required: z.boolean().default(true),
      /** SPEC §5: a terms-of-use checkbox is required on some dealerships. */
      terms_checkbox_required: z.boolean().default(false),
    })
    .prefault({}),
  /**
   * SPEC §4 Buttons on a car: which actions the site offers on its cars. Each
   * defaults to on; a dealer that does not value trade-ins, book test drives,
   * take finance enquiries or take calls from the site switches it off here.
   * Reserve has its own settings below (`reserve.allowed`).
   */
  features: z
    .strictObject({
      trade_in: z.boolean().default(true),
      test_drive: z.boolean().default(true),
      finance: z.boolean().default(true),
      call: z.boolean().default(true),
    })
    .prefault({}),
  reserve: z
    .strictObject({
      /** SPEC §4: reserve is hidden when not allowed. */
      allowed: z.boolean().default(false),
      /** SPEC §9: reserve deposit label default $200. */
      deposit_label: text.default('$200'),
      checkout_route: z.enum(checkoutRoutes).default('checkout'),
      /** Issue 20: the dealer's terms for the deposit, shown on the reserve page before payment. */
      refund_terms: text.default(
        'Your deposit is fully refundable if the sale does not proceed. It is taken off the drive-away price when you buy the car.',
      ),
    })
    .prefault({}),
  tags: z
    .strictObject({
      /** SPEC §4 Car tag precedence: the electric/hybrid tag comes first, if enabled. */
      electric_hybrid: z.boolean().default(false),
      /** The make whose certified used cars get the certified image; null for none. */
      certified_make: text.nullable().default(null),
      /** SPEC §9: new tag window 8 days. */
      new_window_days: dayCount.default(8),
    })
    .prefault({}),
  search: z
    .strictObject({
      /** SPEC §9: the main search page size is configured; 21 is the default. */
      page_size: positiveInt.max(100).default(21),
      /** SPEC §9: search facet limits 20 and 40. */
      facet_limit: positiveInt.default(20),
      max_facet_limit: positiveInt.default(40),
      /** SPEC §9: about 10 recent queries are cached. */
      cache_size: positiveInt.default(10),
      /** SPEC §5 Price sort: ascending sort excludes price 0 on some sites. */
      price_asc_excludes_zero: z.boolean().default(false),
      /** SPEC §2: 'Popular Makes' / 'All Makes' headings on some sites. */
      popular_makes_headings: z.boolean().default(false),
      /** SPEC §4: sold cars stay in search for a window, default 3 days. */
      sold_window_days: dayCount.default(3),
      car_types: z
        .array(z.enum(carTypes))
        .min(1)
        .default(() => [...carTypes]),
      item_types: z.array(z.enum(itemTypes)).min(1).default(['car']),
      /**
       * The makes whose new and demo cars the site sells (a multi-franchise
       * group's brands); null: the franchise's manufacturer, or any make.
       */
      new_car_makes: z.array(text).min(1).nullable().default(null),
    })
    .prefault({}),
  reviews: z
    .strictObject({
      /** SPEC §9: rating stars show only above the minimum rating (default 4). */
      minimum_rating: z.number().min(0).max(5).default(4),
    })
    .prefault({}),
  /**
   * SPEC §2: the service booking frame, default width 1000 and height 510 (or 750).
   * The address is the booking system's (http(s)), or a path on the site itself
   * ('/demo/service-booking', the offline demo's stand-in).
   */
  service_booking: z
    .strictObject({
      url: z
        .union([urlSchema, z.string().regex(/^\/[^/\s]\S*$/, { message: 'is not a site path' })])
        .nullable()
        .default(null),
      width: positiveInt.default(1000),
      height: positiveInt.default(510),
    })
    .prefault({}),
  /** SPEC §3 promo nodes with their card tiles, for the search results. */
  promos: z.array(sitePromoSchema).default([]),
  /** SPEC §9 CTA card among the search results; null turns it off. */
  cta_card: siteCtaCardSchema.nullable().prefault({}),
  /**
   * SPEC §2 Car detail: the chat button. Null (the default) shows none;
   * `{ "provider": "embedded" }` opens the car's enquiry as a conversation;
   * `{ "provider": "livechat", "license": "…" }` loads LiveChat's widget on click.
   */
  chat: chatConfigSchema.nullable().default(null),
  popup: sitePopupSchema.nullable().default(null),
  emergency_banner: emergencyBannerSchema.nullable().default(null),
  navigation: z.array(navItemSchema).default(() => defaultNavigation()),
  /** SPEC §2 content pages: the site's own words over the platform's (content/site-pages.ts). */
  content_pages: contentPagesSchema.default({}),
  /** SPEC §2 campaign and brand pages (/eofy, a dealership's sale, /brands/jeep). */
  campaigns: z.array(campaignSchema).default([]),
  server: siteServerSchema,
};

/** The settings part alone; parsing `{}` with it yields the platform defaults. */
export const siteSettingsSchema = z.strictObject(settingsShape);
export type SiteSettings = z.infer<typeof siteSettingsSchema>;

/** The platform defaults every site is overlaid on (SPEC §1). */
export const platformDefaults: SiteSettings = siteSettingsSchema.parse({});

type SiteShape = z.infer<z.ZodObject<typeof identityShape & typeof settingsShape>>;

/** Checks that span several fields of one site. */
function checkSite(site: SiteShape, ctx: z.RefinementCtx): void {
  const known = new Set(site.dealerships);
  const seenIds = new Map<string, number>();
  site.locations.forEach((location, index) => {
    if (!known.has(location.dealership_slug)) {
      ctx.addIssue({
        code: 'custom',
        path: ['locations', index, 'dealership_slug'],
        message: `is not one of ${site.dealerships.join(', ')}`,
      });
    }
    const first = seenIds.get(location.id);
    if (first !== undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['locations', index, 'id'],
        message: `is already used by locations.${first}`,
      });
    } else {
      seenIds.set(location.id, index);
    }
  });
  for (const slug of Object.keys(site.server.leads.dealerships)) {
    if (!known.has(slug)) {
      ctx.addIssue({
        code: 'custom',
        path: ['server', 'leads', 'dealerships', slug],
        message: `is not one of ${site.dealerships.join(', ')}`,
      });
    }
  }
  const campaignPaths = new Map<string, number>();
  site.campaigns.forEach((campaign, index) => {
    const first = campaignPaths.get(campaign.path);
    if (first !== undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['campaigns', index, 'path'],
        message: `is already used by campaigns.${first}`,
      });
    } else campaignPaths.set(campaign.path, index);
  });
  if (site.search.facet_limit > site.search.max_facet_limit) {
    ctx.addIssue({
      code: 'custom',
      path: ['search', 'facet_limit'],
      message: `must not exceed search.max_facet_limit (${site.search.max_facet_limit})`,
    });
  }
}

const siteObjectSchema = z.strictObject({ ...identityShape, ...settingsShape });

/** A complete site configuration: identity plus settings, with every default applied. */
export const siteConfigSchema = siteObjectSchema.superRefine(checkSite);
/** A site file as written: settings may be left out. */
export type SiteConfigInput = z.input<typeof siteConfigSchema>;
export type SiteConfig = z.infer<typeof siteConfigSchema>;

/** What may reach a browser: the config without its `server` key. */
export const publicSiteConfigSchema = siteObjectSchema.omit({ server: true });
export type PublicSiteConfig = z.infer<typeof publicSiteConfigSchema>;

/** Drops the server-only settings (search keys, lead destinations) from a resolved config. */
export function publicSiteConfig(config: SiteConfig): PublicSiteConfig {
  const { server: _server, ...rest } = config;
  return rest;
}
