import {
  type CarType,
  type FacetValue,
  formatCount,
  type SearchSuggestions,
  type TermFacet,
  type VehicleWords,
} from '@forecourt/core';
import type { SliderView } from '@forecourt/machines';
import { type useSearch, useSearchSuggestions } from '@forecourt/machines/react';
import {
  Combobox,
  FilterSection,
  NativeSelect,
  RangeSliderPreview,
  thumbLabel,
} from '@forecourt/ui';
import { type FormEvent, memo, useCallback, useEffect, useRef, useState } from 'react';
import { focusControl } from '../deferred/focus-carry';
import { useDeferredLive } from '../deferred/use-deferred-live';
import type { FacetSliderProps } from './facet-slider';
import { carWords, facetValueLabel, formatSliderValue, selectFacets, sliderFacets } from './labels';
import { MakeFilter } from './make-filter';
import { useRecentSearches } from './recent-searches';
import { TowingFilter } from './tow-capacity';

export type SearchApi = ReturnType<typeof useSearch>;
/** The search machine's `send`: the same function for the page's whole life. */
export type SearchSend = SearchApi['send'];

export type SearchFiltersProps = {
  search: SearchApi;
  popularMakesHeadings?: boolean;
  makeLogos?: Readonly<Record<string, string>>;
  /** The car types the site sells (`search.car_types`): the Condition filter's 'any' choice names them. */
  carTypes?: readonly CarType[];
  /** Where logged-only problems go (docs/rules.md#sliders: slider attempts out of range). */
  onLog?: (message: string, data?: unknown) => void;
  /** The search box's suggestions call (GET /api/suggest); none: the box suggests nothing. */
  suggest?: (input: string) => Promise<SearchSuggestions>;
  /** What the site's stock is called, for the suggestions' counts ('12 caravans'). */
  vehicleWords?: VehicleWords;
};

const RECENT = 'recent ';

/** The value of a dropdown's 'any' option: no facet value is spelt like this. */
const ANY = '__any__';

const EMPTY: readonly FacetValue[] = [];
const NONE: readonly string[] = [];

const noSuggestions = async (input: string): Promise<SearchSuggestions> => ({
  input,
  suggestions: [],
});

/**
 * The 'Search...' box (docs/rules.md#search-request), searching as the shopper types (300 ms, docs/rules.md#search-suggestions),
 * with suggestions under it: makes, models and facet words that finish
 * the last word, each with the number of cars the finished words find. Choosing one
 * searches for it.
 */
const SearchBox = memo(function SearchBox({
  query,
  send,
  suggest = noSuggestions,
  vehicleWords = carWords,
  onLog,
}: {
  /** The box's text (the machine's draft query). */
  query: string;
  send: SearchSend;
  suggest?: SearchFiltersProps['suggest'];
  vehicleWords?: VehicleWords;
  onLog?: SearchFiltersProps['onLog'];
}) {
  // The shopper's last searches (docs/rules.md#search-history), offered in the empty box.
  const recent = useRecentSearches();
  // The empty box, once focused, offers the shopper's recent searches (docs/rules.md#search-history).
  const [recentWanted, setRecentWanted] = useState(false);
  const showRecent = recentWanted && query.trim() === '' && (recent?.entries.length ?? 0) > 0;
  const suggestions = useSearchSuggestions({
    suggest,
    logger: ({ message, data }) => onLog?.(message, data),
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    suggestions.close();
    send({ type: 'query.submit', query });
  };
  const options = showRecent
    ? (recent?.entries ?? []).map((entry) => ({
        id: `${RECENT}${entry.path}`,
        label: entry.label,
        detail: 'Recent search',
      }))
    : suggestions.suggestions.map((s) => ({
        id: `${s.kind} ${s.query}`,
        label: s.query,
        detail: `${formatCount(s.count)} ${(s.count === 1 ? vehicleWords.one : vehicleWords.many).toLowerCase()}`,
      }));
  return (
    <search>
      <form className="fc-search-box" onSubmit={submit} action="" method="get">
        <Combobox
          label="Search our stock"
          listLabel={showRecent ? 'Recent searches' : 'Search suggestions'}
          name="query"
          placeholder="Search..."
          className="fc-search-box__field"
          placement="inline"
          value={query}
          onValueChange={(next) => {
            send({ type: 'query.change', query: next });
            suggestions.change(next);
          }}
          options={options}
          onChoose={(option) => {
            suggestions.close();
            setRecentWanted(false);
            if (option.id.startsWith(RECENT)) {
              recent?.choose(option.id.slice(RECENT.length));
              return;
            }
            send({ type: 'query.submit', query: option.label });
          }}
          onFocus={() => setRecentWanted(true)}
          onDismiss={() => {
            suggestions.close();
            setRecentWanted(false);
          }}
        >
          <button type="submit" className="fc-search-box__submit" aria-label="Search">
            <svg aria-hidden="true" viewBox="0 0 20 20" width="18" height="18">
              <circle cx="8.5" cy="8.5" r="5.5" fill="none" stroke="currentColor" strokeWidth="2" />
              <path
                d="M13 13l4.5 4.5"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
              />
            </svg>
          </button>
        </Combobox>
      </form>
    </search>
  );
});

const FacetSelect = memo(function FacetSelect({
  values,
  chosen,
  send,
  facet,
  label,
  any,
}: {
  /** The facet's values in the last answer. */
  values: readonly FacetValue[];
  /** The value the search is refined to, if any. */
  chosen: string | undefined;
  send: SearchSend;
  facet: TermFacet;
  label: string;
  any: string;
}) {
  if (values.length === 0 && chosen === undefined) return null;
  const options = [
    { value: ANY, label: any },
    ...values.map((v) => ({
      value: v.value,
      label: `${facetValueLabel(facet, v.value)} (${formatCount(v.count)})`,
    })),
  ];
  if (chosen !== undefined && !values.some((v) => v.value === chosen)) {
    options.push({ value: chosen, label: facetValueLabel(facet, chosen) });
  }
  return (
    <NativeSelect
      label={label}
      options={options}
      value={chosen ?? ANY}
      onValueChange={(value) =>
        send(
          value === ANY
            ? { type: 'filter.clear', facet }
            : { type: 'filter.set', facet, values: [value] },
        )
      }
    />
  );
});

/** The keys a slider's thumb answers (WAI-ARIA slider pattern). */
const SLIDER_KEYS = new Set([
  'ArrowLeft',
  'ArrowRight',
  'ArrowUp',
  'ArrowDown',
  'PageUp',
  'PageDown',
  'Home',
  'End',
]);

/** The live slider's code, loaded once the slider comes near the screen or is reached for. */
const loadFacetSlider = () => import('./facet-slider').then((m) => m.FacetSlider);

/**
 * A price, year or odometer slider (docs/rules.md#sliders). Radix's slider
 * is not in the search page's first load (budget): the slider is drawn
 * still, at the search's values, and swapped for the live one when it comes within
 * 200 px of the screen (the sidebar on a wide screen, the Filters drawer on a phone,
 * where the sidebar is hidden) or when a pointer or the focus reaches it first. A
 * thumb that had the focus keeps it across the swap, and the keys pressed on it
 * meanwhile move the live one.
 */
const DeferredFacetSlider = memo(function DeferredFacetSlider(props: FacetSliderProps) {
  const { view, facet, label, onLog } = props;
  // Keys pressed on a still thumb, replayed on the live one once it has the focus.
  const pendingKeys = useRef<string[]>([]);
  const { Live, load, container } = useDeferredLive<FacetSliderProps>(
    loadFacetSlider,
    (error) => onLog?.('search: slider failed to load', error),
    (root, carried) => {
      // After this commit's own updates: Radix learns which thumb is which only once
      // its thumbs are mounted, and a thumb focused sooner moves nothing.
      queueMicrotask(() => {
        focusControl(root, carried);
        const thumb = root?.ownerDocument.activeElement;
        for (const key of pendingKeys.current.splice(0)) {
          thumb?.dispatchEvent(
            new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }),
          );
        }
      });
    },
  );
  useEffect(() => {
    const node = container.current;
    if (!node || Live || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          load();
        }
      },
      { rootMargin: '200px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [load, container, Live]);
  if (Live) {
    return (
      <div ref={container} data-slot="facet-slider-host" data-state="live">
        <Live {...props} />
      </div>
    );
  }
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the keys are the focused thumb's (role slider); the host only keeps them for the live slider
    <div
      ref={container}
      data-slot="facet-slider-host"
      data-state="preview"
      onPointerEnter={load}
      onPointerDown={load}
      onFocusCapture={load}
      onKeyDown={(event) => {
        const onThumb = (event.target as HTMLElement).hasAttribute('data-thumb');
        if (!onThumb || !SLIDER_KEYS.has(event.key)) return;
        event.preventDefault();
        pendingKeys.current.push(event.key);
        load();
      }}
    >
      <RangeSliderPreview
        label={`${label} range`}
        minThumbLabel={thumbLabel('Minimum', label)}
        maxThumbLabel={thumbLabel('Maximum', label)}
        range={view.range}
        value={view.values}
        formatValue={(n) => formatSliderValue(facet, n)}
      />
    </div>
  );
}, sameSliderProps);

/** A slider is drawn again only when what it shows, or what it is, changes. */
function sameSliderProps(a: FacetSliderProps, b: FacetSliderProps): boolean {
  return (
    a.facet === b.facet &&
    a.label === b.label &&
    a.send === b.send &&
    a.onLog === b.onLog &&
    sameView(a.view, b.view)
  );
}

function sameView(a: SliderView, b: SliderView): boolean {
  return (
    a.step === b.step &&
    a.range.min === b.range.min &&
    a.range.max === b.range.max &&
    a.values.min === b.values.min &&
    a.values.max === b.values.max
  );
}

/**
 * The filter sidebar (docs/rules.md#search-request): the 'Search...' box, then collapsible
 * sections for the make list, the dropdown filters and the range sliders. Every
 * control sends the search machine an event; the machine debounces, resets the
 * page, writes the URL and searches.
 */
export function SearchFilters({
  search,
  popularMakesHeadings = false,
  makeLogos,
  carTypes,
  onLog,
  suggest,
  vehicleWords,
}: SearchFiltersProps) {
  const { result, state, send } = search;
  const facets = result?.facets ?? {};
  // The groups below are memoised on what each shows, so a tick redraws its own group
  // only, not every select and slider (filter click to paint).
  const toggleMake = useCallback(
    (value: string) => send({ type: 'filter.refine', facet: 'make', value }),
    [send],
  );
  const toggleModel = useCallback(
    (value: string) => send({ type: 'filter.refine', facet: 'model', value }),
    [send],
  );
  const refined =
    state.query !== '' ||
    Object.keys(state.refinements).length > 0 ||
    Object.keys(state.ranges).length > 0;
  const sliders = sliderFacets.filter(({ facet }) => {
    const stats = result?.facetStats[facet];
    return (stats && stats.max > stats.min) || state.ranges[facet] !== undefined;
  });
  return (
    <div className="fc-search-filters" data-slot="search-filters">
      <SearchBox
        query={search.query}
        send={send}
        suggest={suggest}
        vehicleWords={vehicleWords}
        onLog={onLog}
      />
      {refined ? (
        <button
          type="button"
          className="fc-search-link-button fc-search-filters__clear"
          onClick={() => send({ type: 'filter.clear' })}
        >
          Clear all filters
        </button>
      ) : null}
      {(facets.make?.length ?? 0) > 0 ? (
        <FilterSection title="Make and model">
          <MakeFilter
            makes={facets.make ?? EMPTY}
            makeModels={facets.make_model ?? EMPTY}
            models={facets.model ?? EMPTY}
            refinedMakes={state.refinements.make ?? NONE}
            refinedModels={state.refinements.model ?? NONE}
            onToggleMake={toggleMake}
            onToggleModel={toggleModel}
            popularMakesHeadings={popularMakesHeadings}
            logos={makeLogos}
          />
        </FilterSection>
      ) : null}
      <FilterSection title="Vehicle">
        <div className="fc-search-selects">
          {selectFacets(carTypes).map(({ facet, label, any }) => (
            <FacetSelect
              key={facet}
              values={facets[facet] ?? EMPTY}
              chosen={state.refinements[facet]?.[0]}
              send={send}
              facet={facet}
              label={label}
              any={any}
            />
          ))}
        </div>
      </FilterSection>
      <TowingFilter />
      {sliders.map(({ facet, label }) => (
        <FilterSection key={facet} title={label}>
          <DeferredFacetSlider
            view={search.slider(facet)}
            send={send}
            facet={facet}
            label={label}
            onLog={onLog}
          />
        </FilterSection>
      ))}
    </div>
  );
}
