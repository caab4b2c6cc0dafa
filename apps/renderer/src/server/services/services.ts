import type {
  Car,
  LocationDetail,
  Manufacturer,
  Model,
  Offer,
  SearchRequest,
  SearchResult,
  SearchSuggestions,
  SiteConfig,
} from '@forecourt/core';
import type { HandlerRequest, HandlerResponse, RateLimitStore } from '@forecourt/server';
import type { Places } from './places';
import type { TradeIn } from './trade-in';

// What the renderer needs from the data side, as one interface: pages and API
// routes call these and never open the database or the search index themselves.
// `createDataServices` (data-services.ts) wires them to @forecourt/server and
// @forecourt/search; tests pass a small in-memory stand-in. Requests to the
// lead and phone-reveal handlers take the server package's own HandlerRequest
// and HandlerResponse (a server-only file, so it may name @forecourt/server).

/** The slugs of the sites whose stock a committed change touched. */
export type StockChangeListener = (sites: readonly string[]) => void;

/**
 * Whether a serving process can answer: `/readyz` says 200 or 503 with the
 * reason. Reasons are short and name no host, address or query, since any
 * caller on any host may read them.
 */
export type Readiness = { ready: true } | { ready: false; reason: string };

export type RendererServices = {
  /**
   * Main car search, scoped to the site's dealerships whatever the
   * request asks: through the site's hosted search (Algolia) when its config
   * names one, else the embedded engine (docs/rules.md#search-request). A hosted search that fails rejects
   * with a SearchUnavailableError (src/page-data/search-unavailable.ts).
   */
  search(site: SiteConfig, request: SearchRequest, now: Date): Promise<SearchResult>;
  /**
   * The search box's suggestions for what the shopper has typed, from the
   * same engine as `search` and counted by it; fails as `search` does.
   */
  suggest(site: SiteConfig, input: string, now: Date): Promise<SearchSuggestions>;
  /**
   * The same search over the stock the server holds (the database's cars), for
   * listings of the whole stock (sitemap, vehicle feed) whichever engine serves
   * the shoppers' searches; left out, `search` is used.
   */
  stockSearch?(site: SiteConfig, request: SearchRequest, now: Date): Promise<SearchResult>;
  /** The car with this slug when one of the site's dealerships sells it, else null. */
  carBySlug(site: SiteConfig, slug: string): Promise<Car | null>;
  /** The car with this id when the site sells it (core's `isCarOnSite`), else null. */
  carById(site: SiteConfig, id: string): Promise<Car | null>;
  /**
   * Manufacturer catalogue (id, name, slug, logo.url): every make, in
   * name order (docs/rules.md#model-and-manufacturer-records). The catalogue is the platform's and the same for every site;
   * it is read once and kept.
   */
  manufacturers(): Promise<readonly Manufacturer[]>;
  /**
   * The new-car range of every make, each with its make's name, make by
   * make (docs/rules.md#model-and-manufacturer-records). The platform's, like the manufacturers; a site's Models dropdown takes its
   * makes' models (core's `modelRangeOf`). Read once and kept.
   */
  models(): Promise<readonly Model[]>;
  /**
   * Every location of the site's dealerships
   * (hidden ones too: the pages leave them out), with each department's week and
   * the special hours that apply (docs/rules.md#location-pages, docs/rules.md#location-record). Read once at start and kept.
   */
  locations(site: SiteConfig): Promise<readonly LocationDetail[]>;
  /** The maps service (places.ts): geocoding, the interactive map's address, the static maps. */
  places: Places;
  /**
   * Every offer, descriptions sanitised on the server; a site shows
   * those core's `offersOfSite` picks (docs/rules.md#offer-record). Platform-wide like the models; read once and kept.
   */
  offers(): Promise<readonly Offer[]>;
  /**
   * The words of HTML the server sanitised (an offer's description), for the collapsed
   * preview: the parser stays in the server process, out of the pages' modules.
   */
  htmlText(html: string): string;
  /**
   * A site's own rich text (a content or campaign page's body) cut on the server to
   * the description allow-list, ready to insert as markup.
   */
  richText(html: string): string;
  /**
   * The source bytes of an image path the image endpoint may resize
   * (`/media/cars/{id}/{n}.svg` for the demo stock, `/media/logos/{slug}.svg`
   * for a make's logo), or null when there is none.
   */
  sourceImage(path: string): Promise<Buffer | null>;
  /**
   * Calls `listener` after each stock change, once the answers above already
   * reflect it, with the sites it touched (the render cache drops theirs).
   * Returns the function that stops the calls.
   */
  onStockChange(listener: StockChangeListener): () => void;
  /** Lead submission: the server package's lead handler (docs/rules.md#lead-submission). */
  submitLead(site: SiteConfig, request: HandlerRequest): Promise<HandlerResponse>;
  /**
   * Reserve with a paid deposit (the server package's reservations):
   * starts a reservation for the shopper's contact details and the car, and
   * answers the payment the browser confirms (the provider, its payment id and
   * client secret; never a secret key).
   */
  startReservation(site: SiteConfig, request: HandlerRequest): Promise<HandlerResponse>;
  /** Where a reservation stands (`{ reservation_id }`): what the checkout page polls after paying. */
  reservationStatus(site: SiteConfig, request: HandlerRequest): Promise<HandlerResponse>;
  /** The payment provider's signed webhook (raw body and headers, verified before anything is read). */
  paymentWebhook(site: SiteConfig, request: HandlerRequest): Promise<HandlerResponse>;
  /**
   * The embedded payment simulator's signed webhook, posted over HTTP to the
   * platform's `/api/payments/simulator/webhook` (no site: the simulator is
   * one provider for every site); verified before anything is read.
   */
  simulatorWebhook(request: HandlerRequest): Promise<HandlerResponse>;
  /** The embedded payment simulator's card form: confirm a payment with a test card. */
  confirmSimulatedPayment(site: SiteConfig, request: HandlerRequest): Promise<HandlerResponse>;
  /** The simulator's extra authentication step: complete or fail it. */
  authenticateSimulatedPayment(site: SiteConfig, request: HandlerRequest): Promise<HandlerResponse>;
  /**
   * Test-drive appointments: the free times at one of the site's
   * locations on a day (docs/rules.md#test-drive-slots). The request's body is JSON `{ location, date }` (a
   * location id, YYYY-MM-DD); 200 `{ location, date, slots }`, 404 or 400
   * `{ error }`. Bookings are the database's, so a cluster worker asks the primary.
   */
  testDriveSlots(site: SiteConfig, request: HandlerRequest): Promise<HandlerResponse>;
  /** Valuation by rego and regoState (trade-in.ts): each site's provider, the rule of 7 years / 100,000 km first (docs/rules.md#trade-in-steps). */
  tradeIn: TradeIn;
  /**
   * POST /api/miscellaneous: the valuation result saved against a lead of
   * the site (the body is the JSON object the API read) (docs/rules.md#trade-in-steps).
   */
  saveValuation(site: SiteConfig, request: HandlerRequest): Promise<HandlerResponse>;
  /** Phone reveal log: always answers; failures are logged only (docs/rules.md#phone-reveal). */
  logPhoneReveal(site: SiteConfig, request: HandlerRequest): Promise<HandlerResponse>;
  /**
   * Ready when the stock view is loaded and the database answers a trivial
   * query (in a cluster worker, through the primary that owns it); not ready
   * once `close()` has begun. Answers within a few seconds whatever happens.
   */
  readiness(): Promise<Readiness>;
  /**
   * Where the rate limits count (rate-limits.ts): the database's table, shared by
   * every process and machine on it; a cluster worker asks the primary. Left
   * out, each process counts on its own.
   */
  rateLimits?: RateLimitStore;
  close(): Promise<void>;
};
