import { z } from 'zod';
import { carTypes, financeProviders, itemTypes } from '../car/car';
import { chatConfigSchema } from '../chat/chat';
import { DEFAULT_CTA_POSITION, DEFAULT_PROMO_POSITION } from '../content/promos';
import { campaignSchema, contentPagesSchema } from '../content/site-pages';
import { financeEnquiryPaths } from '../finance/finance-link';
import { parseSearchHost } from './search-host';
import { templateNames } from './template-registry';

// A site is selected by slug and carries a template, feature flags and a
// merged configuration (platform defaults overlaid by the dealership's values) (docs/rules.md#site-configuration).
// Every setting a dealership may leave out has its default here, so this schema is
// the one place the platform defaults are written down (see `platformDefaults`).
// Objects are strict: a misspelt key in a site file is reported, not silently ignored.
// Each field's description is what a site author reads: `pnpm site-schema` writes them
// into the site files' JSON Schema and docs/site-config-reference.md.

/** The templates a site may use: the registry's names (template-registry.ts). */
export const templateNameSchema = z.enum(templateNames);

/** Australian states and territories, lower-case as the search facets use them. */
const stateCodes = ['act', 'nsw', 'nt', 'qld', 'sa', 'tas', 'vic', 'wa'] as const;

/** /cars/{slug}/checkout, or /cars/{slug}/buy-online on some sites (docs/rules.md#routes). */
export const checkoutRoutes = ['checkout', 'buy-online'] as const;

/** location_type is sales, service or parts; empty means sales (docs/rules.md#location-record). */
const locationTypes = ['sales', 'service', 'parts'] as const;

const lowerCased = (v: unknown) => (typeof v === 'string' ? v.trim().toLowerCase() : v);

const text = z.string().trim().min(1);

/** Ids arrive as numbers or strings; they are kept as strings, like the Car schema does. */
const idSchema = z
  .preprocess((v) => (typeof v === 'number' && Number.isInteger(v) && v > 0 ? String(v) : v), text)
  // What a file may hold, for the JSON Schema (a preprocess has no input type of its own).
  .meta({ type: ['integer', 'string'], minimum: 1 });

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

const stateSchema = z.preprocess(lowerCased, z.enum(stateCodes));

export const siteAddressSchema = z.strictObject({
  street: text.meta({ description: 'Street number and name.', examples: ['10 Example Road'] }),
  city: text.meta({ description: 'Suburb or town.', examples: ['Brisbane'] }),
  state: stateSchema.describe('State or territory, written in lower case.'),
  postcode: postcodeSchema.meta({ description: 'Four digits.', examples: ['4000'] }),
});
export type SiteAddress = z.infer<typeof siteAddressSchema>;

/** A location as the site configuration names it (docs/rules.md#site-configuration: location_type, id, dealership_slug). */
export const siteLocationSchema = z.strictObject({
  id: idSchema.meta({
    description:
      "The location's id, as the stock feed names it on each car (`location_id`). No two locations of any sites may share one.",
    examples: [101],
  }),
  name: text.meta({ description: 'The name shoppers see.', examples: ['Acme Motors Sales'] }),
  location_type: z
    .preprocess(
      (v) => (v === undefined || v === null || v === '' ? 'sales' : lowerCased(v)),
      z.enum(locationTypes),
    )
    .default('sales')
    .describe('What happens there: sales (cars are sold from it), service or parts.'),
  dealership_slug: dealershipSlugSchema.describe(
    "The dealership it belongs to: one of the site's `dealerships`.",
  ),
  phone: phoneSchema
    .nullable()
    .default(null)
    .meta({
      description: 'Its phone number, shown with it in menus and on its page; null: none.',
      examples: ['07 5550 1234'],
    }),
  address: siteAddressSchema
    .nullable()
    .default(null)
    .describe("Its address; null: the site's `address`."),
});
export type SiteLocation = z.infer<typeof siteLocationSchema>;

/**
 * The dropdowns a navigation item may fill from the site's own data (docs/rules.md#navigation):
 * `models`, the site's model range grouped by body category; `locations`, each of the
 * site's locations with its phone (site-navigation.ts).
 */
export const navDropdowns = ['models', 'locations'] as const;
export type NavDropdown = (typeof navDropdowns)[number];

const navLabel = text.meta({ description: 'The words of the link.', examples: ['Finance'] });
const navHref = hrefSchema.meta({
  description: 'Where it leads: a path on the site or an http(s) address.',
  examples: ['/finance'],
});
const navLinkSchema = z.strictObject({ label: navLabel, href: navHref });
export const navItemSchema = z.strictObject({
  label: navLabel,
  href: navHref,
  children: z.array(navLinkSchema).default([]).describe("The links of the item's dropdown."),
  dropdown: z
    .enum(navDropdowns)
    .optional()
    .describe(
      "Fills the dropdown from the site's data after its children: `models`, the site's model range by body type; `locations`, each location with its phone.",
    ),
});
export type NavItem = z.infer<typeof navItemSchema>;

/**
 * The default navigation: Home, Models, Offers, Our Stock, Service and Parts, Company
 * and Finance (docs/rules.md#navigation). Our Stock follows the site's cars path. Models
 * drops down the site's model range; Company, beside About Us, Dealerships and Contact,
 * its locations with their phones (there is no Locations item of its own).
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

/** The dismissible popup (image, title, description, button text, link) (docs/rules.md#popup). */
export const sitePopupSchema = z.strictObject({
  image: hrefSchema.meta({
    description: 'Its image: a path on the site or an http(s) address.',
    examples: ['/popups/service-special.svg'],
  }),
  title: text.describe('Its heading.'),
  description: z.string().default('').describe('A line or two under the heading.'),
  button_text: text.meta({ description: 'The words of its button.', examples: ['Book now'] }),
  link: hrefSchema.meta({
    description: 'Where the button leads: a path on the site or an http(s) address.',
    examples: ['/service#service-booking'],
  }),
  expiry: dateSchema
    .nullable()
    .default(null)
    .meta({
      description:
        'From this date (YYYY-MM-DD, midnight UTC) or instant on, it no longer opens; null: never.',
      examples: ['2027-06-30'],
    }),
});
export type SitePopup = z.infer<typeof sitePopupSchema>;

/** The sticky emergency banner with a 'Book a Service' link (docs/rules.md#emergency-banner). */
export const emergencyBannerSchema = z.strictObject({
  message: text.meta({
    description: 'What the banner says.',
    examples: ['Flooding: our workshop is closed until Monday.'],
  }),
  link: hrefSchema.default('/service#service-booking').describe('Where its link leads.'),
  link_label: text.default('Book a Service').describe('The words of its link.'),
});
export type EmergencyBanner = z.infer<typeof emergencyBannerSchema>;

// Promo nodes with their card tiles, drawn among the search results, and the CTA
// card (docs/rules.md#promotional-tiles, docs/rules.md#cta-card). The rules that read these are
// core's content/promos.ts; docs/architecture.md ("Promotional tiles") explains them.

/** A tile's background: a hex colour, so it can go in a style attribute as it is. */
const hexColourSchema = z.string().regex(/^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/, {
  message: 'is not a hex colour such as #0b3d91',
});

/** An image served by the site itself (the pages' CSP loads images from the site alone). */
const sitePathSchema = z.string().regex(/^\/[^/\s]\S*$/, {
  message: 'is not a path on the site such as /promos/tile.svg',
});

/** Where a promo or tile shows: the car types of the search page (see `showsOnPage`). */
const displaySchema = z
  .array(z.enum(carTypes))
  .default([])
  .describe(
    'The car types of the search pages it shows on (see `strictDisplay`); empty: every search page.',
  );
const strictDisplaySchema = z
  .boolean()
  .default(false)
  .describe(
    "Shows only on pages about its display types alone: a strict 'new' item shows on new-car searches, not on the whole stock of a site that also sells used cars. Needs at least one display type.",
  );

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

/** Card tile: image name, alt text, background, display types, strict-display flag (docs/rules.md#promotional-tiles). */
export const siteCardTileSchema = z
  .strictObject({
    image: sitePathSchema.meta({
      description: "The tile's image, a path on the site (pages load images from the site alone).",
      examples: ['/promos/service-special.svg'],
    }),
    alt: text.describe('What the image says, for shoppers who cannot see it.'),
    background: hexColourSchema
      .nullable()
      .default(null)
      .meta({
        description: "The colour behind the image; null: the theme's.",
        examples: ['#0b3d91'],
      }),
    href: hrefSchema
      .nullable()
      .default(null)
      .describe('Where the tile leads: a path on the site or an http(s) address; null: nowhere.'),
    display: displaySchema,
    strictDisplay: strictDisplaySchema,
  })
  .superRefine(strictNeedsDisplay);
export type SiteCardTile = z.infer<typeof siteCardTileSchema>;

/** Promo node: start, expiry, position, display, strictDisplay; with its card tiles (docs/rules.md#promotional-tiles). */
export const sitePromoSchema = z
  .strictObject({
    start: dateSchema
      .nullable()
      .default(null)
      .meta({
        description:
          'From this instant on (included; a date alone is midnight UTC); null: from now.',
        examples: ['2027-06-01'],
      }),
    expiry: dateSchema
      .nullable()
      .default(null)
      .meta({
        description: 'Until this instant (excluded); null: no end.',
        examples: ['2027-07-01'],
      }),
    position: positiveInt
      .default(DEFAULT_PROMO_POSITION)
      .describe(
        'The search result its tile is placed before, counted across pages; a page with fewer results shows no tile.',
      ),
    display: displaySchema,
    strictDisplay: strictDisplaySchema,
    tiles: z
      .array(siteCardTileSchema)
      .min(1)
      .describe('Its tiles; each search answer shows one tile drawn from every running promo.'),
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

/** The call-to-action card among the search results, at result position 30 (docs/rules.md#cta-card). */
export const siteCtaCardSchema = z.strictObject({
  position: positiveInt
    .default(DEFAULT_CTA_POSITION)
    .describe('The search result it is placed before, counted across pages.'),
  title: text.default('Can’t find the car you’re after?').describe('Its heading.'),
  body: text
    .default('Tell us what you are looking for and our team will find it for you.')
    .describe('Its words under the heading.'),
  label: text.default('Contact us').describe('The words of its link.'),
  href: hrefSchema.default('/contact').describe('Where its link leads.'),
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
 * The main search goes to a hosted search engine (Algolia) whose host
 * and key come from site config (docs/rules.md#hosted-search). A site with this section is searched there by
 * the renderer's server; a site without it by the embedded engine. The key is a
 * search-only key and never leaves the server: either written here, or (better
 * for a site file kept in version control) the name of the environment variable
 * that holds it, read when the server starts.
 */
export const hostedSearchSchema = z
  .strictObject({
    app_id: text.describe('The Algolia application id.'),
    api_key: text
      .nullable()
      .default(null)
      .describe('A search-only key; give it here or name its variable in `api_key_env`.'),
    api_key_env: envNameSchema
      .nullable()
      .default(null)
      .meta({
        description: 'The environment variable holding the search-only key.',
        examples: ['ALGOLIA_SEARCH_KEY'],
      }),
    host: searchHostSchema
      .nullable()
      .default(null)
      .describe(
        "The search host (https, except on a loopback address); null: Algolia's own hosts for the application.",
      ),
    index_name: text
      .nullable()
      .default(null)
      .describe("The index; null: 'Car_production'. Its sort replicas are named after it."),
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
 * The maps service (Google Maps) (docs/rules.md#nearest-dealership). Two keys, kept apart as Google advises:
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
    geocoding_key: text
      .nullable()
      .default(null)
      .describe(
        "A Geocoding API key for the 'find your nearest dealership' postcode search; it stays on the server. Null: the built-in postcode table.",
      ),
    geocoding_key_env: envNameSchema
      .nullable()
      .default(null)
      .describe('The environment variable holding the Geocoding API key, instead of the key.'),
    embed_key: text
      .nullable()
      .default(null)
      .describe(
        "A Maps Embed API key (a browser key: restrict it to the site's domains) for the interactive map a shopper asks for. Null: a map drawn from open data.",
      ),
    embed_key_env: envNameSchema
      .nullable()
      .default(null)
      .describe('The environment variable holding the Maps Embed API key, instead of the key.'),
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
 * The reserve deposit is taken by Stripe when this is set (PaymentIntents,
 * the card entered in Stripe's own element, webhooks signed with the endpoint's
 * secret); without it, by the embedded payment simulator. The secret key and the
 * webhook secret never reach a browser; each is given itself or as the name of
 * the environment variable holding it (read when the server starts). The
 * publishable key is a browser key.
 */
export const paymentsServerSchema = z
  .strictObject({
    provider: z.literal('stripe').describe('The payment provider: Stripe.'),
    publishable_key: text.describe("Stripe's publishable key (it reaches the browser)."),
    secret_key: text
      .nullable()
      .default(null)
      .describe("Stripe's secret key; give it here or name its variable in `secret_key_env`."),
    secret_key_env: envNameSchema
      .nullable()
      .default(null)
      .meta({
        description: "The environment variable holding Stripe's secret key.",
        examples: ['STRIPE_SECRET_KEY'],
      }),
    webhook_secret: text
      .nullable()
      .default(null)
      .describe(
        "The signing secret of the site's Stripe webhook endpoint; give it here or name its variable in `webhook_secret_env`.",
      ),
    webhook_secret_env: envNameSchema
      .nullable()
      .default(null)
      .describe('The environment variable holding the webhook signing secret.'),
    currency: z
      .string()
      .regex(/^[a-z]{3}$/)
      .default('aud')
      .describe("The deposit's currency, as Stripe writes it (three lower-case letters)."),
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
 * The rego lookup and valuation provider (AutoGrab's API,
 * whose market data the stock's `autograb_data` comes from) (docs/rules.md#trade-in-steps). Its key is a server
 * key, given itself or as the name of the environment variable holding it. A site
 * without it uses the embedded register and valuation model.
 */
export const tradeInServerSchema = z
  .strictObject({
    provider: z.literal('autograb').describe('The valuation provider: AutoGrab.'),
    api_key: text
      .nullable()
      .default(null)
      .describe('The AutoGrab key; give exactly one of this and `api_key_env`.'),
    api_key_env: envNameSchema
      .nullable()
      .default(null)
      .describe('The environment variable holding the AutoGrab key.'),
    endpoint: urlSchema
      .nullable()
      .default(null)
      .describe("The API's address; null: AutoGrab's own."),
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
const leadWebhooks = z
  .array(urlSchema)
  .default([])
  .describe('Addresses each lead is posted to as JSON.');
const leadEmails = z
  .array(z.email({ message: 'is not an e-mail address' }))
  .default([])
  .meta({
    description: 'Addresses each lead is e-mailed to in ADF, the format dealer systems read.',
    examples: [['leads@acmemotors.example']],
  });
const leadAddressesSchema = z.strictObject({ webhook_urls: leadWebhooks, emails: leadEmails });

/** Server-only settings: never sent to a browser (see `publicSiteConfig`). */
export const siteServerSchema = z
  .strictObject({
    search: hostedSearchSchema
      .nullable()
      .default(null)
      .describe('Search on Algolia; null: the built-in search engine.'),
    maps: mapsServerSchema
      .nullable()
      .default(null)
      .describe('Google Maps keys; null: the built-in postcode table and open-data map.'),
    payments: paymentsServerSchema
      .nullable()
      .default(null)
      .describe('Take reserve deposits with Stripe; null: the built-in payment simulator.'),
    trade_in: tradeInServerSchema
      .nullable()
      .default(null)
      .describe(
        'Look up regos and value trade-ins with AutoGrab; null: the built-in register and valuation model.',
      ),
    leads: z
      .strictObject({
        webhook_urls: leadWebhooks,
        emails: leadEmails,
        dealerships: z
          .record(dealershipSlugSchema, leadAddressesSchema)
          .default({})
          .describe(
            "Per dealership of a group, by slug: where that store's leads go instead of the site's addresses.",
          ),
      })
      .prefault({})
      .describe('Where leads go besides the database.'),
  })
  .prefault({})
  .describe(
    'Settings that stay on the server and never reach a browser: hosted services and their keys, where leads go. A key may be given itself or as the name of the environment variable holding it, read when the server starts (better for a file kept in version control).',
  );
export type SiteServerConfig = z.infer<typeof siteServerSchema>;

/** Everything a site must state itself: no platform default makes sense for these. */
const identityShape = {
  slug: slugSchema.meta({
    description:
      "The site's name in addresses: the demo serves it at http://{slug}.localhost:PORT/. Lower-case letters, digits and hyphens, at most 63; no other site may use it.",
    examples: ['acme-motors'],
  }),
  template: templateNameSchema.meta({
    description: 'The template that gives the site its look (docs/templates.md).',
    examples: ['metro'],
  }),
  name: text.meta({
    description:
      "The dealer's name as shoppers read it: page titles, the frame's footer, car PDFs, and `{site}` in the content pages.",
    examples: ['Acme Motors'],
  }),
  dealership_id: idSchema.meta({
    description:
      "The id of the site's own dealership, the first of `dealerships`: its stock feed carries this id (`pnpm stock:import`). No other site may use it.",
    examples: [17],
  }),
  address: siteAddressSchema.describe(
    "The site's main address: in the frame's footer, for a location that gives none, and its state sets the site's time zone (campaign dates).",
  ),
  dealerships: z
    .array(dealershipSlugSchema)
    .min(1)
    .meta({
      description:
        "The dealerships whose stock the site shows, by slug (lower-case words joined by hyphens). The first is the site's own, whose id is `dealership_id`; a group site lists each of its stores, and the others are known by their slug, in their stock feeds too.",
      examples: [['acme-motors']],
    }),
};

/** The settings every site may leave out, each with its platform default. */
const settingsShape = {
  manufacturer: text
    .nullable()
    .default(null)
    .meta({
      description:
        "The franchise's make for a single-brand dealer; null for a multi-franchise or used-car site. Unless `search.new_car_makes` says otherwise, the site sells new and demo cars of this make only (of any make when null). A Suzuki site shows no repayment estimates.",
      examples: ['Mazda'],
    }),
  website_id: idSchema
    .nullable()
    .default(null)
    .meta({
      description:
        "The site's id in the database and the phone reveal log; offers exclude sites by it. Null: the slug stands in. No other site may use it.",
      examples: [1001],
    }),
  domains: z
    .array(domainSchema)
    .default([])
    .meta({
      description:
        'The production host names that serve the site: a request picks its site by host. The demo serves every site at {slug}.localhost as well. No two sites may share one.',
      examples: [['www.acmemotors.com.au', 'acmemotors.com.au']],
    }),
  locations: z
    .array(siteLocationSchema)
    .default([])
    .describe(
      "The site's premises (sales, service, parts): the locations menu, location pages, the phone banner and the lead forms' choice of location. Empty: the site's address is its one sales location.",
    ),
  stock: z
    .strictObject({
      count: z
        .number()
        .int()
        .nonnegative()
        .default(0)
        .describe(
          "About how many cars the site has: the figure an unrefined search shows once the count is too large to be exact, and the demo's share of cars for the site. 0: the search engine's own estimate.",
        ),
    })
    .prefault({})
    .describe("The site's stock as a whole."),
  finance_provider: z
    .enum(financeProviders)
    .nullable()
    .default(null)
    .describe(
      "The finance company whose repayment figures the site's cars show, each by its own rule (docs/rules.md, finance display); null: no repayment estimates.",
    ),
  finance_button_label: text
    .default('Get Finance')
    .describe("The label of each car's finance button."),
  finance_enquiry_path: z
    .enum(financeEnquiryPaths)
    .default('/finance-enquiry')
    .describe('The address of the finance enquiry page; the other spelling redirects to it.'),
  finance_terms_link: z
    .boolean()
    .default(false)
    .describe("Shows a terms link beside each car's repayment estimate."),
  default_state: stateSchema
    .default('qld')
    .describe("The site's home state, in lower case: the trade-in form's rego state starts at it."),
  cars_path: z
    .string()
    .regex(/^\/[a-z0-9-]+(?:\/[a-z0-9-]+)*$/, { message: 'is not a path such as /search' })
    .default('/search')
    .meta({
      description:
        "Where the search page lives (the default navigation's 'Our Stock' follows it); /search answers as well.",
      examples: ['/stock'],
    }),
  lead_form: z
    .strictObject({
      message_required: z
        .boolean()
        .default(true)
        .describe('Whether an enquiry needs a message; false makes it optional.'),
      terms_checkbox_required: z
        .boolean()
        .default(false)
        .describe('Adds a terms-of-use checkbox the shopper must tick to send an enquiry.'),
    })
    .prefault({})
    .describe("The site's enquiry forms (docs/rules.md, lead form)."),
  features: z
    .strictObject({
      trade_in: z
        .boolean()
        .default(true)
        .describe(
          'Trade-in valuation: the trade-in button on cars, /trade-in, /sell-your-car and their API.',
        ),
      test_drive: z
        .boolean()
        .default(true)
        .describe('Test drive booking: the test-drive button on cars and /book-test-drive.'),
      finance: z
        .boolean()
        .default(true)
        .describe(
          'Finance enquiries: the finance button on cars, /finance, /finance-pre-approval and the finance enquiry page.',
        ),
      call: z
        .boolean()
        .default(true)
        .describe('The call button on cars and the phone reveal behind it.'),
    })
    .prefault({})
    .describe(
      'Switches for what the site offers, each on by default. A switch turned off takes away its buttons and pages, and the links to them in the navigation and sitemap. Reserving is switched by `reserve.allowed`, chat by `chat`.',
    ),
  reserve: z
    .strictObject({
      allowed: z
        .boolean()
        .default(false)
        .describe('Lets shoppers reserve a car online with a deposit: its button and page.'),
      deposit_label: text
        .default('$200')
        .describe(
          "The deposit as the site words it; its amount is what a shopper pays, unless the car's own payment details name one.",
        ),
      checkout_route: z
        .enum(checkoutRoutes)
        .default('checkout')
        .describe(
          "The reserve page's address, /cars/{slug}/checkout or /cars/{slug}/buy-online (its button then reads 'Buy Online'); the other redirects to it.",
        ),
      refund_terms: text
        .default(
          'Your deposit is fully refundable if the sale does not proceed. It is taken off the drive-away price when you buy the car.',
        )
        .describe(
          "The dealer's terms for the deposit, shown on the reserve page before payment and in the confirmation e-mail.",
        ),
    })
    .prefault({})
    .describe('Reserving a car online with a deposit, off by default.'),
  tags: z
    .strictObject({
      electric_hybrid: z
        .boolean()
        .default(false)
        .describe("Tags electric and hybrid cars 'Electric' or 'Hybrid', before any other tag."),
      certified_make: text
        .nullable()
        .default(null)
        .meta({
          description:
            "The make whose used cars flagged certified get that make's certified-used tag; null: none.",
          examples: ['Toyota'],
        }),
      new_window_days: dayCount
        .default(8)
        .describe("For how many days after it is added to the stock a car is tagged 'New'."),
    })
    .prefault({})
    .describe('The tag a car shows on its card and page; it shows one at most.'),
  search: z
    .strictObject({
      page_size: positiveInt.max(100).default(21).describe('Results per search page.'),
      facet_limit: positiveInt
        .default(20)
        .describe('How many values each filter lists; at most `max_facet_limit`.'),
      max_facet_limit: positiveInt
        .default(40)
        .describe(
          'The upper bound of `facet_limit`. The make and model lists show up to 40 values on every site.',
        ),
      cache_size: positiveInt
        .default(10)
        .describe(
          "How many recent search answers the site keeps in memory; emptied when the site's stock changes.",
        ),
      price_asc_excludes_zero: z
        .boolean()
        .default(false)
        .describe('The lowest-price sort leaves out cars priced 0 or with no price.'),
      popular_makes_headings: z
        .boolean()
        .default(false)
        .describe("Heads the make filter's lists 'Popular Makes' and 'All Makes'."),
      sold_window_days: dayCount
        .default(3)
        .describe('For how many days a sold car stays in search results.'),
      car_types: z
        .array(z.enum(carTypes))
        .min(1)
        .default(() => [...carTypes])
        .describe(
          "The car types the site sells; cars of other types are not on the site. A used-car dealer lists only 'used'.",
        ),
      item_types: z
        .array(z.enum(itemTypes))
        .min(1)
        .default(['car'])
        .describe(
          "What the site sells, cars, caravans or both; the pages call the stock by it ('Caravans').",
        ),
      new_car_makes: z
        .array(text)
        .min(1)
        .nullable()
        .default(null)
        .meta({
          description:
            "The makes whose new and demo cars a multi-franchise site sells; null: the site's `manufacturer` (any make when that is null too). Used cars of any make are shown.",
          examples: [['Toyota', 'Mazda', 'Kia']],
        }),
    })
    .prefault({})
    .describe('What the site sells, and how its search page lists it.'),
  reviews: z
    .strictObject({
      minimum_rating: z
        .number()
        .min(0)
        .max(5)
        .default(4)
        .describe("A location's rating stars show only when its average is above this."),
    })
    .prefault({})
    .describe("The ratings on the site's location pages."),
  service_booking: z
    .strictObject({
      url: z
        .union([urlSchema, z.string().regex(/^\/[^/\s]\S*$/, { message: 'is not a site path' })])
        .nullable()
        .default(null)
        .meta({
          description:
            "The service booking system shown in a frame at /service#service-booking: its http(s) address (the page lets only its origin in), or a path on the site ('/demo/service-booking' is the demo's stand-in). Null: a service enquiry form instead.",
          examples: ['https://booking.example/acme-motors'],
        }),
      width: positiveInt.default(1000).describe("The frame's width in pixels."),
      height: positiveInt.default(510).describe("The frame's height in pixels."),
    })
    .prefault({})
    .describe("The service booking system on the site's /service page."),
  promos: z
    .array(sitePromoSchema)
    .default([])
    .describe(
      'Promotional tiles among the search results. Each promo runs for its dates and carries tiles; one tile is drawn at random for each answer.',
    ),
  cta_card: siteCtaCardSchema
    .nullable()
    .prefault({})
    .describe(
      'The call-to-action card among the search results; null turns it off. It moves one result on when the promotional tile wants its place.',
    ),
  chat: chatConfigSchema
    .nullable()
    .default(null)
    .meta({
      description:
        "The chat button on car pages. Null: none; embedded: the car enquiry as a conversation; livechat: LiveChat's widget, loaded when the shopper clicks.",
      examples: [{ provider: 'embedded' }, { provider: 'livechat', license: '12345678' }],
    }),
  popup: sitePopupSchema
    .nullable()
    .default(null)
    .describe(
      'A popup that opens once the page has loaded, until the shopper closes it or it expires; null: none.',
    ),
  emergency_banner: emergencyBannerSchema
    .nullable()
    .default(null)
    .describe(
      'A banner stuck to the top of every page, with a link, until the shopper closes it; null: none.',
    ),
  navigation: z
    .array(navItemSchema)
    .default(() => defaultNavigation())
    .describe(
      "The header's menu, in order. A site that lists its own replaces the default whole. Links to pages the site does not have (no model range, no offers, a switch off) are left out.",
    ),
  content_pages: contentPagesSchema
    .default({})
    .describe(
      "The site's own words for its content pages, by path; whatever an entry leaves out is the platform's text. `{site}` stands for the site's name.",
    ),
  campaigns: z
    .array(campaignSchema)
    .default([])
    .describe(
      "Campaign and brand pages (/eofy, a dealership's sale, /brands/jeep): each runs between its dates and shows the stock its filter finds.",
    ),
  server: siteServerSchema,
};

/** The settings part alone; parsing `{}` with it yields the platform defaults. */
export const siteSettingsSchema = z.strictObject(settingsShape);
export type SiteSettings = z.infer<typeof siteSettingsSchema>;

/** The platform defaults every site is overlaid on (docs/rules.md#site-configuration). */
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

const siteObjectSchema = z.strictObject({
  // Editors read it to check the file as it is written; the platform has no use for it.
  $schema: z
    .string()
    .optional()
    .describe(
      'The JSON Schema an editor checks the file against: ../packages/core/site.schema.json from sites/. The platform ignores it.',
    ),
  ...identityShape,
  ...settingsShape,
});

/** A complete site configuration: identity plus settings, with every default applied. */
export const siteConfigSchema = siteObjectSchema
  .superRefine(checkSite)
  .transform(({ $schema: _schema, ...site }) => site);
/** A site file as written: settings may be left out. */
export type SiteConfigInput = z.input<typeof siteConfigSchema>;
export type SiteConfig = z.infer<typeof siteConfigSchema>;

/** What may reach a browser: the config without its `server` key. */
export const publicSiteConfigSchema = siteObjectSchema.omit({ $schema: true, server: true });
export type PublicSiteConfig = z.infer<typeof publicSiteConfigSchema>;

/** Drops the server-only settings (search keys, lead destinations) from a resolved config. */
export function publicSiteConfig(config: SiteConfig): PublicSiteConfig {
  const { server: _server, ...rest } = config;
  return rest;
}
