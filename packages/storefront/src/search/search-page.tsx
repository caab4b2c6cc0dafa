import {
  availableLinks,
  type CarType,
  carTypes,
  type PublicSearchResult,
  placeResultCards,
  type SitePages,
  type SortKey,
  searchDisplayTypes,
  showsOnPage,
} from '@forecourt/core';
import { useSearch } from '@forecourt/machines/react';
import { type SearchUrlOptions, searchStateToUrl } from '@forecourt/search';
import {
  Button,
  CarCardSkeleton,
  DeferredDialog,
  NativeSelect,
  preloadDialog,
} from '@forecourt/ui';
import {
  Fragment,
  useCallback,
  useDeferredValue,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useStorefront } from '../context';
import { HydrateLater } from '../deferred/hydrate-later';
import { defaultCardSettings, type SearchCardSettings } from './card-view';
import { FinanceFootnote } from './finance-footnote';
import {
  carWords,
  countText,
  searchHeading,
  searchHistoryLabel,
  showMeLabel,
  shownSort,
  sortOptionsFor,
  type VehicleWords,
} from './labels';
import { OffersBanner, searchOffers } from './offers-banner';
import { Pagination } from './pagination';
import { placeFromWords } from './place-from-words';
import { rememberedPostcode, rememberPostcode } from './place-memory';
import { RecentSearchesScope } from './recent-searches';
import { SearchResultCard } from './result-card';
import { CardTile, CtaCard, type SearchCardTile, type SearchCtaCard } from './result-promos';
import { SearchFilters } from './search-filters';
import { browserSearchLocation, type SearchLocation } from './search-location';
import { TowingScope } from './tow-capacity';
import { UnderstoodQuery } from './understood-query';
import './search.css';

export type SearchPageSettings = {
  /** 'Cars', or 'Caravans' on a caravan site: the results button and headings say it. */
  vehicleWords?: VehicleWords;
  /** The car types the site sells (`search.car_types`); all three by default. */
  carTypes?: readonly CarType[];
  /** 'Popular Makes' / 'All Makes' headings on some sites (docs/rules.md#make-list). */
  popularMakesHeadings?: boolean;
  /** The site's provider quotes weekly payments (core's `weeklyFacetProvider`): sort by them. */
  weeklySort?: boolean;
  /** The site sells caravans: 'Can my car tow it?' shows (docs/rules.md#towing-capacity). */
  towing?: boolean;
  cards?: SearchCardSettings;
  /**
   * Which of its pages the site has (core's `sitePages`): the offers banner links only
   * to those. By default, those the cards' switches allow.
   */
  pages?: SitePages;
};

export type SearchPageProps = {
  /** The address the page was opened at (path and query), read with the search URL codec. */
  url: string;
  /** The server's answer for `url`: the first paint has cars and filters, with no request. */
  initialResult?: PublicSearchResult | null;
  /** The main search page size is configured per site (docs/rules.md#search-request). */
  hitsPerPage: number;
  /** The site's cars path and the makes and models its stock carries (for /search/{make}/{model}). */
  urlOptions?: SearchUrlOptions;
  settings?: SearchPageSettings;
  /**
   * The promotional card tile the server drew (docs/rules.md#promotional-tiles: randomised), so the page
   * hydrates as it was drawn. Placed before its result position (8) on the page that
   * has that result, while the search's car types still show it (core's `showsOnPage`).
   */
  promo?: SearchCardTile | null;
  /** The site's CTA card, placed before result 30 (core's `placeResultCards`) (docs/rules.md#cta-card). */
  cta?: SearchCtaCard | null;
  /** Logo address by make name, where the catalogue has one. */
  makeLogos?: Readonly<Record<string, string>>;
  /** Where refinements push their URL and back/forward come from; the browser's history by default. */
  location?: SearchLocation;
};

const SKELETONS = ['a', 'b', 'c', 'd', 'e', 'f'];

/**
 * Cards drawn at once when new results arrive (about a wide screen's first view; a
 * phone shows one or two). The rest are drawn a moment later, as React's deferred
 * work, with placeholders holding their place meanwhile, so what the shopper sees
 * changes as soon as the answer is in (filter click to paint).
 */
const FIRST_CARDS = 6;
/**
 * On a phone's single column the first view holds part of one card: under the title
 * and toolbar, the second starts more than 1,000 px down on every template at 390 px.
 */
const FIRST_CARDS_ONE_COLUMN = 1;
const ONE_COLUMN = '(max-width: 39.99rem)';

/**
 * An answer sooner than this replaces the results without dimming them first: a dim
 * and an 'Updating results…' that show for a blink tell the shopper nothing, and
 * drawing them costs the click a frame (filter click to paint). A slower
 * answer dims the last results and says so, as before.
 */
export const LOADING_SHOWN_AFTER_MS = 300;

/** True once `on` has held for `delayMs`; false as soon as it stops. */
function useShownAfter(on: boolean, delayMs: number): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!on) {
      setShown(false);
      return;
    }
    const timer = setTimeout(() => setShown(true), delayMs);
    return () => clearTimeout(timer);
  }, [on, delayMs]);
  return on && shown;
}

/** How many cards to draw at once; only asked in the browser, after new results. */
function firstCards(): number {
  return typeof window !== 'undefined' && window.matchMedia?.(ONE_COLUMN).matches
    ? FIRST_CARDS_ONE_COLUMN
    : FIRST_CARDS;
}

/**
 * The shopper's search page (docs/rules.md#search-state): filters,
 * sort, result cards with a promotional tile, paging and the offers banner,
 * over the search machine. While a search runs, or after one fails, the last
 * results stay on screen; once a search has run for `LOADING_SHOWN_AFTER_MS`, or
 * after a failure, they are dimmed (`aria-busy`) with a polite message.
 */
export function SearchPage({
  url,
  initialResult = null,
  hitsPerPage,
  urlOptions = {},
  settings = {},
  promo = null,
  cta = null,
  makeLogos,
  location = browserSearchLocation,
}: SearchPageProps) {
  const { client, logger, storage, site } = useStorefront();
  const words = settings.vehicleWords ?? carWords;
  const cardSettings = settings.cards ?? defaultCardSettings;
  const pages = settings.pages ?? {
    features: cardSettings.features,
    content: { 'model-range': true, offers: true },
  };
  const search = useSearch({
    url,
    urlOptions,
    hitsPerPage,
    initialResult,
    search: (request) => client.search(request),
    navigate: (to) => location.push(to),
    logger,
  });
  const [filtersOpen, setFiltersOpen] = useState(false);
  const resultsHeadingRef = useRef<HTMLHeadingElement>(null);
  const ids = { filters: useId(), results: useId(), status: useId() };

  // Back/forward: the machine restores that URL's search without routing again.
  const urlChanged = useRef(search.urlChanged);
  urlChanged.current = search.urlChanged;
  useEffect(() => location.subscribe((next) => urlChanged.current(next)), [location]);

  const { result, state, status } = search;

  // Where the shopper is (docs/rules.md#place-in-search): a place the search found is
  // kept for the session, and one kept earlier is searched with when the address
  // names none. Removing the place's chip forgets it and leaves nearest first.
  // 'Nearest' is offered above 'Most relevant' and the rest once a place is known.
  const placeKnown = result?.place !== undefined;
  const foundPostcode = result?.place?.postcode ?? null;
  useEffect(() => {
    if (foundPostcode !== null) rememberPostcode(foundPostcode);
  }, [foundPostcode]);
  const sendRef = useRef(search.send);
  sendRef.current = search.send;
  const askedForPlace = useRef(state.near !== undefined || placeKnown);
  useEffect(() => {
    if (askedForPlace.current) return;
    askedForPlace.current = true;
    const kept = rememberedPostcode();
    if (kept !== null) sendRef.current({ type: 'place.set', near: kept });
  }, []);
  // A place the words named becomes the search's place (placeFromWords), once the
  // result of those words is in.
  const fromWords = status === 'hasData' ? placeFromWords(result, state.query) : null;
  const movedNear = fromWords?.near;
  const movedQuery = fromWords?.query;
  useEffect(() => {
    if (movedNear === undefined || movedQuery === undefined) return;
    askedForPlace.current = true;
    sendRef.current({ type: 'place.set', near: movedNear, query: movedQuery });
  }, [movedNear, movedQuery]);
  const clearPlace = (query: string) => {
    rememberPostcode(null);
    search.send({ type: 'place.clear', query });
  };

  // Search history: each search the shopper runs (not the bare stock list) is
  // kept (RecentSearchesScope) and offered again in the empty search box (docs/rules.md#search-history).
  const statePath = searchStateToUrl({ ...state, page: 1 }, urlOptions);
  const narrowed =
    state.query.trim() !== '' ||
    Object.keys(state.refinements).length > 0 ||
    Object.keys(state.ranges).length > 0;
  const historyLabel = searchHistoryLabel(state, settings.vehicleWords ?? carWords);
  const chooseRecent = (path: string) => {
    location.push(path);
    urlChanged.current(path);
  };
  const loading = useShownAfter(status === 'loading', LOADING_SHOWN_AFTER_MS);
  const failed = status === 'hasError';
  const count = result?.count ?? 0;
  const estimated = result?.countEstimated ?? false;
  const showMe = showMeLabel(count, estimated, words);
  const hits = result?.hits ?? [];
  // The drawn tile follows the shopper's car types (a strict 'new' tile leaves a used
  // search); both cards go before their results, never after the last one.
  const pageTypes = searchDisplayTypes(state.refinements.car_type, settings.carTypes ?? carTypes);
  const tile = promo !== null && showsOnPage(promo, pageTypes) ? promo : null;
  const slots = placeResultCards({
    page: result?.page ?? state.page,
    hitsPerPage: result?.hitsPerPage ?? hitsPerPage,
    hitCount: hits.length,
    tilePosition: tile?.position ?? null,
    ctaPosition: cta?.position ?? null,
  });
  const deferredHits = useDeferredValue(hits);
  const drawn = deferredHits === hits ? hits : hits.slice(0, firstCards());
  const waiting = hits.length - drawn.length;

  const hrefFor = (page: number) => searchStateToUrl({ ...state, page }, urlOptions);
  const focusResults = () => {
    resultsHeadingRef.current?.focus({ preventScroll: true });
    resultsHeadingRef.current?.scrollIntoView?.({ block: 'start' });
  };
  // 'Show Me' in the drawer takes the shopper to the results it counted; any
  // other way out of the drawer gives focus back to the Filters button.
  const resultsAfterDrawer = useRef(false);
  const showResults = () => {
    if (filtersOpen) {
      resultsAfterDrawer.current = true;
      setFiltersOpen(false);
    } else focusResults();
  };
  const drawerClosed = (event: Event) => {
    if (!resultsAfterDrawer.current) return;
    resultsAfterDrawer.current = false;
    event.preventDefault();
    focusResults();
  };
  // Both are the same functions from render to render: the filter groups are memoised.
  const logFilter = useCallback(
    (message: string, data?: unknown) => logger({ level: 'info', message, data }),
    [logger],
  );
  const suggest = useCallback((input: string) => client.suggest(input), [client]);

  let statusText = '';
  if (loading) statusText = 'Updating results…';
  else if (!failed && result)
    statusText = `${countText(count, estimated)} ${count === 1 ? words.one : words.many} found`;

  // The filters follow the shopper's choices at once (a ticked box is drawn ticked in
  // the click's own render), but the new counts of an answer a moment after its cards:
  // the answer's first render draws the results only (filter click to paint).
  // The element is kept while neither changes, so React skips the filters then.
  const facetsResult = useDeferredValue(result);
  const draftQuery = search.query;
  // biome-ignore lint/correctness/useExhaustiveDependencies: redrawn on what it shows; its handlers only send events
  const filters = useMemo(
    () => (
      <SearchFilters
        search={{ ...search, result: facetsResult }}
        popularMakesHeadings={settings.popularMakesHeadings}
        makeLogos={makeLogos}
        carTypes={settings.carTypes}
        onLog={logFilter}
        suggest={suggest}
        vehicleWords={words}
      />
    ),
    [state, draftQuery, facetsResult],
  );

  return (
    <RecentSearchesScope
      siteSlug={site.slug}
      storage={storage}
      logger={logger}
      latest={status === 'hasData' && narrowed ? { label: historyLabel, path: statePath } : null}
      choose={chooseRecent}
    >
      <TowingScope enabled={settings.towing ?? false} ranges={state.ranges} send={search.send}>
        <div className="fc-search" data-slot="search-page" data-state={status}>
          <h1 className="fc-search__title">{searchHeading(state, words)}</h1>
          <div className="fc-search__layout">
            <aside className="fc-search__sidebar" aria-labelledby={ids.filters}>
              <h2 id={ids.filters} className="fc-search__sidebar-title">
                Filters
              </h2>
              {/* While the Filters drawer is open (a phone, where this sidebar is hidden) the
              drawer holds the only filters, so a tick in it re-renders them once, not twice. */}
              <HydrateLater>{filtersOpen ? null : filters}</HydrateLater>
              <Button className="fc-search__show-me" fullWidth onClick={showResults}>
                {showMe}
              </Button>
            </aside>

            <section className="fc-search__results" aria-labelledby={ids.results}>
              <div className="fc-search__toolbar">
                <h2
                  id={ids.results}
                  ref={resultsHeadingRef}
                  tabIndex={-1}
                  className="fc-search__results-title"
                >
                  {result
                    ? `${countText(count, estimated)} ${words.many.toLowerCase()}`
                    : 'Results'}
                </h2>
                <Button
                  variant="outline"
                  className="fc-search__filters-button"
                  aria-haspopup="dialog"
                  aria-expanded={filtersOpen}
                  onClick={() => setFiltersOpen(true)}
                  onPointerEnter={preloadDialog}
                  onFocus={preloadDialog}
                >
                  Filters
                </Button>
                <DeferredDialog
                  open={filtersOpen}
                  onOpenChange={setFiltersOpen}
                  title="Filters"
                  side="left"
                  className="fc-search-drawer"
                  closeLabel="Close filters"
                  onCloseAutoFocus={drawerClosed}
                >
                  {filters}
                  <div className="fc-search-drawer__footer">
                    <Button fullWidth onClick={showResults}>
                      {showMe}
                    </Button>
                  </div>
                </DeferredDialog>
                <NativeSelect
                  className="fc-search__sort"
                  label="Sort by"
                  options={sortOptionsFor(settings.weeklySort ?? false, placeKnown)}
                  value={shownSort(state, placeKnown)}
                  onValueChange={(sortBy) =>
                    search.send({ type: 'sort.change', sortBy: sortBy as SortKey })
                  }
                />
              </div>

              <div id={ids.status} role="status" className="fc-search__status" data-state={status}>
                {failed ? (
                  <>
                    <span>
                      We couldn’t update the results just now. These are from your last search.
                    </span>{' '}
                    <button
                      type="button"
                      className="fc-search-link-button"
                      onClick={() => search.send({ type: 'retry' })}
                    >
                      Try again
                    </button>
                  </>
                ) : (
                  <span className={loading ? undefined : 'fc-visually-hidden'}>{statusText}</span>
                )}
              </div>

              <UnderstoodQuery
                understood={result?.understood}
                query={state.query}
                onSearch={(query) => search.send({ type: 'query.submit', query })}
                onClearPlace={clearPlace}
              />

              {result === null ? (
                <ul className="fc-search__grid" aria-busy="true">
                  {SKELETONS.map((key) => (
                    <li key={key}>
                      <CarCardSkeleton label={`Loading ${words.one.toLowerCase()}`} />
                    </li>
                  ))}
                </ul>
              ) : hits.length === 0 ? (
                <div className="fc-search__empty">
                  <p>No {words.many.toLowerCase()} match your search.</p>
                  <Button variant="outline" onClick={() => search.send({ type: 'filter.clear' })}>
                    Clear all filters
                  </Button>
                </div>
              ) : (
                <ul
                  className="fc-search__grid"
                  aria-busy={loading || waiting > 0}
                  aria-describedby={ids.status}
                  data-state={loading ? 'loading' : 'idle'}
                >
                  {drawn.map((car, index) => (
                    <Fragment key={car.id}>
                      {tile !== null && slots.tile === index ? (
                        <li className="fc-search__promo-cell">
                          <CardTile tile={tile} />
                        </li>
                      ) : null}
                      {cta !== null && slots.cta === index ? (
                        <li className="fc-search__promo-cell">
                          <CtaCard card={cta} />
                        </li>
                      ) : null}
                      <li>
                        <HydrateLater>
                          <SearchResultCard
                            car={car}
                            settings={cardSettings}
                            urlOptions={urlOptions}
                            priority={index === 0}
                            distanceKm={result?.distancesKm?.[index] ?? null}
                          />
                        </HydrateLater>
                      </li>
                    </Fragment>
                  ))}
                  {/* A card still to come holds its place with one plain box, not a skeleton's
                  eight: on a phone about 20 of them are made and dropped after every filter click,
                  and they are off the screen for the moment they last. */}
                  {hits.slice(drawn.length).map((car) => (
                    <li
                      key={`waiting-${car.id}`}
                      className="fc-search__waiting"
                      aria-hidden="true"
                    />
                  ))}
                </ul>
              )}

              {result ? (
                <Pagination
                  page={state.page}
                  pages={result.pages}
                  hrefFor={hrefFor}
                  onNavigate={(page) => {
                    search.send({ type: 'page.change', page });
                    resultsHeadingRef.current?.focus({ preventScroll: true });
                    resultsHeadingRef.current?.scrollIntoView?.({ block: 'start' });
                  }}
                />
              ) : null}
              {drawn.length > 0 ? <FinanceFootnote settings={cardSettings} /> : null}
              <OffersBanner offers={availableLinks(searchOffers, pages)} />
            </section>
          </div>
        </div>
      </TowingScope>
    </RecentSearchesScope>
  );
}
