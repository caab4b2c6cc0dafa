import type {
  BelowMarket,
  Car,
  CarButtonsSite,
  CarTag,
  ChatSetting,
  checkoutRoutes,
  FinanceDisplay,
} from '@forecourt/core';
import type { CarouselImage } from '@forecourt/ui';

// The car page's contract between the server and the widgets. The renderer's
// +data builds it from the full car and the site config: the car's own fields
// the page shows, plus the verdicts of the rules that need data the browser
// never receives (tag needs the clock, below-market needs the valuation, finance
// needs the lender table, the reserve price needs the payment processors).

/** The car as the car page shows it. Field names follow the Car schema (docs/rules.md#car-record). */
export type CarPageCar = Pick<
  Car,
  | 'id'
  | 'slug'
  | 'name'
  | 'year'
  | 'make'
  | 'model'
  | 'badge'
  | 'car_type'
  | 'item_type'
  | 'status'
  | 'tag'
  | 'reserved'
  | 'preorder'
  | 'price'
  | 'sold_date_timestamp'
  | 'dealership_id'
  | 'primary_image_url'
  | 'description'
  | 'file'
> & {
  /** '2021 Toyota Hilux SR5': the page heading and the name of the car in dialogs. */
  title: string;
  /** The photos, already sized for the page; the first is the primary photo. */
  images: CarouselImage[];
  /** The details table: only the rows the car has. */
  details: [label: string, value: string][];
  /** Car tag precedence, decided on the server (it needs the clock) (docs/rules.md#car-tag-precedence). */
  displayTag: Pick<CarTag, 'kind' | 'label'>;
  /** Below-market indicator, or null when it does not show (docs/rules.md#below-market-indicator). */
  belowMarket: Extract<BelowMarket, { kind: 'shown' }> | null;
  /** Finance display for the site's provider only, or null when hidden (docs/rules.md#finance-display). */
  finance: Extract<FinanceDisplay, { kind: 'shown' }> | null;
  /** The finance page about this car (core's `financeLink`). */
  financeHref: string;
  /** Reserve deposit: '$200', the site's label or the payment processor's price (docs/rules.md#reserve-deposit). */
  reserveDeposit: string;
  /** The dealership that sells the car; its phone is the one the reveal shows. */
  dealer: { name: string; location: string | null; phone: string | null };
};

/** The site settings the car page needs, computed on the server from the merged config. */
export type CarPageSite = {
  /** The site's switches for the car's buttons (docs/rules.md#car-buttons), from core's `siteFeatures`. */
  buttons: CarButtonsSite;
  /** The site's finance button label ('Get Finance' by default) (docs/rules.md#finance-disclaimer). */
  financeButtonLabel: string;
  /** /cars/{slug}/checkout, or /cars/{slug}/buy-online on some sites (docs/rules.md#routes). */
  checkoutRoute: (typeof checkoutRoutes)[number];
  /** Where 'Find Me Something Similar' goes: a search of the car's make and model. */
  similarHref: string;
  /** The site's stock search (the favourites page's empty state links to it). */
  carsPath: string;
  /** The chat button's chat (core's `chatSetting`), null for none (docs/rules.md#chat). */
  chat: ChatSetting | null;
};
