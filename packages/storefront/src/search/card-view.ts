import {
  type CarButton,
  carButtons,
  carStatusAttribute,
  carTag,
  carTitle,
  collapsedText,
  FIND_SIMILAR_LABEL,
  type FinanceProvider,
  financeButtonLabel,
  financeDisplay,
  financeLink,
  financeSummaryText,
  formatDollars,
  formatKm,
  isCarActive,
  isPriceShown,
  type PublicHit,
  priceDisplay,
  type SiteConfig,
  type SiteFeatures,
  siteFeatures,
  truncateDescription,
} from '@forecourt/core';
import { type SearchUrlOptions, searchStateToUrl } from '@forecourt/search';

// What a result card shows for a car, worked out by core's rules (price display,
// tag precedence, finance display, the buttons a car offers) with the site's
// flags. The card draws it; nothing here restates a rule.

/** The site flags and clock the cards read (the renderer's +data sends them). */
export type SearchCardSettings = {
  /** The request's clock as an ISO instant: the new-tag window and the finance age rule read it. */
  now: string;
  financeProvider: FinanceProvider | null;
  manufacturer: string | null;
  financeButtonLabel: string | null;
  /** Buttons on a car: the site's switches, from core's `siteFeatures` (docs/rules.md#car-buttons). */
  features: SiteFeatures;
  /** /cars/{slug}/checkout, or /cars/{slug}/buy-online on some sites (docs/rules.md#routes). */
  checkoutRoute: 'checkout' | 'buy-online';
  electricHybridTag: boolean;
  certifiedMake: string | null;
  newTagWindowDays: number;
};

export const defaultCardSettings: SearchCardSettings = {
  now: new Date(0).toISOString(),
  financeProvider: null,
  manufacturer: null,
  financeButtonLabel: null,
  features: {
    reserveAllowed: false,
    tradeInAllowed: true,
    testDriveAllowed: true,
    financeAllowed: true,
    callAllowed: true,
    chatAllowed: false,
  },
  checkoutRoute: 'checkout',
  electricHybridTag: false,
  certifiedMake: null,
  newTagWindowDays: 8,
};

/** The site settings a result card reads, from the merged site configuration. */
export type CardSettingsSite = Pick<
  SiteConfig,
  | 'finance_provider'
  | 'manufacturer'
  | 'finance_button_label'
  | 'features'
  | 'reserve'
  | 'chat'
  | 'tags'
>;

/**
 * The settings every car card of a site is drawn with (search page, home page,
 * any list of cars), so two lists of the same site never disagree on a button.
 */
export function searchCardSettings(site: CardSettingsSite, now: Date): SearchCardSettings {
  return {
    now: now.toISOString(),
    financeProvider: site.finance_provider,
    manufacturer: site.manufacturer,
    financeButtonLabel: site.finance_button_label,
    features: siteFeatures(site),
    checkoutRoute: site.reserve.checkout_route,
    electricHybridTag: site.tags.electric_hybrid,
    certifiedMake: site.tags.certified_make,
    newTagWindowDays: site.tags.new_window_days,
  };
}

/** The card's buttons, in core's order: the ones a search result shows (docs/rules.md#result-cards). */
export type CardAction = {
  kind: 'details' | Extract<CarButton, 'finance' | 'reserve' | 'test-drive' | 'similar'>;
  label: string;
  href: string;
};

export type CardView = {
  title: string;
  href: string;
  status: string;
  image: string | null;
  location: string | null;
  tag: { kind: string; label: string } | null;
  price: string;
  beforePrice: string | null;
  priceNote: string | null;
  finance: string | null;
  specs: string[];
  /**
   * The description as core cuts it (docs/rules.md#result-card-description): `preview` is
   * what shows before View more, null when the text shows whole.
   */
  description: { full: string; preview: string | null } | null;
  actions: CardAction[];
};

const cardButtonKinds: readonly CarButton[] = ['finance', 'test-drive', 'reserve', 'similar'];

function query(params: Record<string, string | number | null>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== null && value !== '') search.set(key, String(value));
  }
  return search.toString();
}

// A page of results shares a handful of makes and models: each 'Find Similar' search
// URL is written once per page's options, not once per card and render.
const similarUrls = new WeakMap<SearchUrlOptions, Map<string, string>>();

function similarSearchUrl(make: string, model: string, urlOptions: SearchUrlOptions): string {
  let urls = similarUrls.get(urlOptions);
  if (!urls) {
    urls = new Map();
    similarUrls.set(urlOptions, urls);
  }
  const key = `${make}\u0000${model}`;
  let url = urls.get(key);
  if (url === undefined) {
    url = searchStateToUrl(
      {
        query: '',
        page: 1,
        sortBy: 'relevance',
        refinements: { make: [make], model: [model] },
        ranges: {},
      },
      urlOptions,
    );
    urls.set(key, url);
  }
  return url;
}

export function cardView(
  car: PublicHit,
  settings: SearchCardSettings,
  urlOptions: SearchUrlOptions = {},
): CardView {
  const now = new Date(settings.now);
  const href = `/cars/${encodeURIComponent(car.slug)}`;
  const title = carTitle(car);
  const tag = carTag(car, {
    electricHybridTag: settings.electricHybridTag,
    certifiedMake: settings.certifiedMake,
    now,
    newTagWindowDays: settings.newTagWindowDays,
  });
  const finance = financeDisplay(
    car,
    { provider: settings.financeProvider, manufacturer: settings.manufacturer },
    now.getUTCFullYear(),
  );
  const price = priceDisplay(car);
  const beforePrice =
    price.kind === 'price' && isPriceShown(car.before_price) && car.before_price > price.amount
      ? formatDollars(car.before_price)
      : null;
  // The same rule as the car page; a card shows the subset a result shows (docs/rules.md#result-cards).
  const kinds = carButtons({ car, site: settings.features }).filter((kind) =>
    cardButtonKinds.includes(kind),
  );

  const similarHref = similarSearchUrl(car.make, car.model, urlOptions);
  const actions: CardAction[] = isCarActive(car)
    ? [{ kind: 'details', label: 'View details', href }]
    : [];
  for (const kind of kinds) {
    switch (kind) {
      case 'finance':
        actions.push({
          kind,
          label: financeButtonLabel(settings.financeButtonLabel),
          // Core's one finance link helper (car_id, vehiclePriceBudget, car_type) (docs/rules.md#finance-link).
          href: financeLink(car),
        });
        break;
      case 'test-drive':
        actions.push({
          kind,
          label: 'Book a Test Drive',
          href: `/book-test-drive?${query({ car_id: car.id })}`,
        });
        break;
      case 'reserve':
        actions.push({ kind, label: 'Reserve Now', href: `${href}/${settings.checkoutRoute}` });
        break;
      case 'similar':
        actions.push({
          kind,
          label: isCarActive(car) ? 'Find Similar' : FIND_SIMILAR_LABEL,
          href: similarHref,
        });
        break;
      default:
        break;
    }
  }

  const description = truncateDescription(car.description);
  return {
    title,
    href,
    status: carStatusAttribute(car),
    image: car.primary_image_url ?? car.images[0]?.image.url ?? null,
    location: car.location_name ?? car.city ?? null,
    tag: tag.kind === 'none' ? null : { kind: tag.kind, label: tag.label },
    price: price.text,
    beforePrice,
    priceNote: car.price_type,
    finance:
      // Both rates beside the repayment; the '*' points at the page's finance disclaimer.
      finance.kind === 'shown' ? financeSummaryText(finance) : null,
    specs: [
      car.km === null ? null : formatKm(car.km),
      car.simple_transmission,
      car.simple_fuel ?? car.fuel,
      car.simple_body,
    ].filter((s): s is string => Boolean(s)),
    description: car.description?.trim()
      ? {
          full: car.description,
          preview: description.truncated ? collapsedText(description) : null,
        }
      : null,
    actions,
  };
}
