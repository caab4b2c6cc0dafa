import { z } from 'zod';
import { calendarDateIn } from '../hours/hours';
import { termRefinementsSchema } from '../search/protocol';

// The content pages (/warranty, /roadside-assist, /owner-benefits,
// /about-us, /fleet, /terms-and-conditions, /privacy-policy) and the campaign pages
// (/eofy, per-dealership sale pages, /brands/{brand}), held as data (docs/rules.md#content-pages). A page's words
// are the platform's default (below) overlaid by the site's `content_pages` entry; a
// campaign is the site's `campaigns` entry. Both are rich text the server sanitises
// before a page shows it (the renderer's `richText` service).

/** The content pages every site has, by path (docs/rules.md#content-pages). */
export const contentPagePaths = [
  '/warranty',
  '/roadside-assist',
  '/owner-benefits',
  '/about-us',
  '/fleet',
  '/terms-and-conditions',
  '/privacy-policy',
] as const;
export type ContentPagePath = (typeof contentPagePaths)[number];

const text = z.string().trim().min(1);

/** A site's own words for a content page; whatever it leaves out is the platform's. */
export const contentPageSchema = z.strictObject({
  title: text.optional().describe("The page's heading."),
  summary: text
    .optional()
    .describe('One sentence under the heading, also the description search engines show.'),
  body_html: text
    .optional()
    .describe(
      "The page's body as HTML; the server keeps only the tags and attributes it allows (headings, paragraphs, lists, links…).",
    ),
});
export type ContentPageInput = z.infer<typeof contentPageSchema>;

export const contentPagesSchema = z.partialRecord(z.enum(contentPagePaths), contentPageSchema);

/** A content page as a shopper reads it: heading, summary, body HTML (not yet sanitised). */
export type ContentPageText = {
  path: ContentPagePath;
  title: string;
  summary: string;
  bodyHtml: string;
  /** /fleet carries a fleet enquiry form. */
  enquiry: 'fleet' | null;
};

type DefaultPage = { title: string; summary: string; body: string };

/**
 * The platform's words for each content page, written for any dealership: `{site}`
 * stands for the site's name. A dealership's own figures (its warranty terms, its
 * privacy officer's time limits) belong in its site file.
 */
const defaultPages: Record<ContentPagePath, DefaultPage> = {
  '/warranty': {
    title: 'Warranty',
    summary: 'What the warranty on a car from {site} covers, and how to make a claim.',
    body: `<p>Every new car from {site} comes with its manufacturer's warranty, honoured at any authorised dealer in Australia. Used cars carry the statutory warranty that applies to them, and many carry the balance of their factory warranty.</p>
<h3>Making a claim</h3>
<p>Call or visit our service department with your car's registration and service history. We will inspect the fault, confirm what the warranty covers and book the repair.</p>
<p>Your rights under the Australian Consumer Law are not limited by any warranty.</p>`,
  },
  '/roadside-assist': {
    title: 'Roadside Assist',
    summary: 'Help on the road, around the clock, for cars bought and serviced at {site}.',
    body: `<p>Roadside assistance helps when your car will not start, has a flat tyre or battery, runs out of fuel or is locked with the keys inside. Many new cars include it from the manufacturer; ask us what your car carries.</p>
<h3>When you need help</h3>
<ul><li>Move to a safe place and turn on your hazard lights.</li><li>Have your registration and location ready.</li><li>Call the roadside number on your service booklet or key tag.</li></ul>`,
  },
  '/owner-benefits': {
    title: 'Owner Benefits',
    summary: 'What owners of a car from {site} get after the sale.',
    body: `<p>Buying from {site} is the start of looking after your car. Owners receive service reminders, priority service bookings and genuine parts fitted by trained technicians.</p>
<ul><li>Reminders before each scheduled service</li><li>Genuine parts and accessories</li><li>Loan cars and courtesy transport where available</li></ul>`,
  },
  '/about-us': {
    title: 'About Us',
    summary: 'Who we are at {site}, and how we look after our customers.',
    body: `<p>{site} sells and services new and used cars, and our team has helped local drivers find the right car for years. We are here before, during and after the sale: finance, trade-ins, servicing and parts under one roof.</p>
<p>Come and see us at one of our locations, or send us an enquiry and we will get back to you.</p>`,
  },
  '/fleet': {
    title: 'Fleet',
    summary: 'Cars and light commercials for businesses and government, from {site}.',
    body: `<p>Our fleet team supplies businesses, not-for-profits and government with cars and light commercial vehicles, one at a time or many at once. We quote on fleet pricing, arrange finance and leasing, and look after servicing across the fleet's life.</p>
<p>Tell us what your fleet needs and a fleet manager will contact you.</p>`,
  },
  '/terms-and-conditions': {
    title: 'Terms and Conditions',
    summary: 'The terms of use of the {site} website.',
    body: `<p>Prices, specifications and availability shown on this website are a guide only and may change without notice. A price is confirmed only in a written contract of sale. Images may show optional equipment.</p>
<p>Finance estimates are indicative only and are for approved applicants; fees, charges and terms and conditions apply.</p>
<p>Nothing on this website limits your rights under the Australian Consumer Law.</p>`,
  },
  '/privacy-policy': {
    title: 'Privacy Policy',
    summary: 'How {site} collects, uses and protects your personal information.',
    body: `<p>{site} collects the details you give us in an enquiry, a booking or an application so that we can answer you, and uses them as the Australian Privacy Principles allow. We do not sell your personal information.</p>
<h3>Access and complaints</h3>
<p>You may ask for the information we hold about you, or complain about how we handled it, by writing to our privacy officer at any of our locations.</p>`,
  },
};

/** Whether a path is one of the content pages (docs/rules.md#content-pages) (a trailing slash allowed). */
export function isContentPagePath(path: string): path is ContentPagePath {
  return (contentPagePaths as readonly string[]).includes(path);
}

const withSite = (words: string, site: string) => words.replaceAll('{site}', site);

/** Content page of a site: the platform's words overlaid by the site's own (docs/rules.md#content-pages). */
export function contentPageOf(
  site: { name: string; content_pages: z.infer<typeof contentPagesSchema> },
  path: ContentPagePath,
): ContentPageText {
  const base = defaultPages[path];
  const own = site.content_pages[path] ?? {};
  return {
    path,
    title: own.title ?? base.title,
    summary: withSite(own.summary ?? base.summary, site.name),
    // The site's name goes into HTML: its markup characters are written as text.
    bodyHtml: withSite(own.body_html ?? base.body, escapeHtml(site.name)),
    enquiry: path === '/fleet' ? 'fleet' : null,
  };
}

function escapeHtml(words: string): string {
  return words.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A campaign path: /eofy, /brands/jeep, /harbour-toyota-sale. */
const campaignPathSchema = z
  .string()
  .regex(/^\/[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)?$/, {
    message: 'must be a path of lower-case words joined by hyphens, like /eofy or /brands/jeep',
  });

const dateSchema = z.iso.date({ message: 'must be a date, YYYY-MM-DD' });

/**
 * Campaign and brand pages: a sale or a brand's page as data (docs/rules.md#campaign-pages). It runs from
 * `starts` to the end of `ends` (both dates in the site's time zone, inclusive) and
 * features the stock its filter finds and the site's offers on its makes.
 */
export const campaignSchema = z
  .strictObject({
    path: campaignPathSchema.meta({
      description: "The campaign page's address: lower-case words joined by hyphens.",
      examples: ['/eofy', '/brands/jeep'],
    }),
    title: text.meta({ description: 'Its heading.', examples: ['End of Financial Year Sale'] }),
    summary: text.describe("The hero's words under the heading."),
    body_html: text
      .optional()
      .describe('More words under the hero, as HTML (kept to the allowed tags, as content pages).'),
    image_url: z
      .url({ protocol: /^https?$/ })
      .optional()
      .describe("The hero's image, an http(s) address."),
    starts: dateSchema.meta({
      description: "Its first day (YYYY-MM-DD), in the site's time zone.",
      examples: ['2027-06-01'],
    }),
    ends: dateSchema.meta({
      description: 'Its last day, included; after it the page is gone.',
      examples: ['2027-06-30'],
    }),
    stock: termRefinementsSchema.default({}).meta({
      description:
        'The stock it features, as search filters by facet (make, model, body, car_type…), each a list of values.',
      examples: [{ make: ['Jeep'], car_type: ['new', 'demo'] }],
    }),
    offers: z
      .boolean()
      .default(true)
      .describe("Shows the site's offers, on the campaign's makes when its stock names some."),
  })
  .refine((c) => c.starts <= c.ends, { message: 'must not be before starts', path: ['ends'] });
export type Campaign = z.infer<typeof campaignSchema>;

export type CampaignState = 'upcoming' | 'running' | 'ended';

/**
 * Whether a campaign runs at `now` in the site's time zone (core's `timeZoneOfState` of
 * its address): from its first day to the end of its last. Before, it is not yet a
 * page; after, it is gone.
 */
export function campaignState(
  campaign: Pick<Campaign, 'starts' | 'ends'>,
  now: Date,
  timeZone: string,
): CampaignState {
  const today = calendarDateIn(now, timeZone);
  if (today < campaign.starts) return 'upcoming';
  if (today > campaign.ends) return 'ended';
  return 'running';
}

/** The site's campaign at a path, whatever its dates; null when it has none there. */
export function campaignAt<C extends Pick<Campaign, 'path'>>(
  campaigns: readonly C[],
  path: string,
): C | null {
  return campaigns.find((c) => c.path === path) ?? null;
}

/** A campaign's dates as its hero says them: 'Until 30 June 2027'. */
export function campaignDatesText(campaign: Pick<Campaign, 'ends'>): string {
  const [year, month, day] = campaign.ends.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  const words = new Intl.DateTimeFormat('en-AU', {
    timeZone: 'UTC',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(date);
  return `Until ${words}`;
}
