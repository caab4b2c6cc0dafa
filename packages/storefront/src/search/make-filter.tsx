import {
  ALL_MAKES_HEADING,
  type FacetValue,
  formatCount,
  HIDE_EXTRA_MAKES_LABEL,
  MAKE_MODEL_SEPARATOR,
  MAKES_BEFORE_EXPANSION,
  MODEL_LIST_LIMIT,
  POPULAR_MAKES_HEADING,
} from '@forecourt/core';
import { useMakeList } from '@forecourt/machines/react';
import { Checkbox } from '@forecourt/ui';
import { memo, type ReactNode, useId, useMemo } from 'react';

export type MakeFilterProps = {
  /** The make facet of the last answer (highest count first). */
  makes: readonly FacetValue[];
  /** The make_model facet (`Make|Model`), where each make's models are read from. */
  makeModels: readonly FacetValue[];
  /** The model facet, for which models are ticked. */
  models: readonly FacetValue[];
  refinedMakes: readonly string[];
  refinedModels: readonly string[];
  onToggleMake(make: string): void;
  onToggleModel(model: string): void;
  /** 'Popular Makes' / 'All Makes' headings on some sites (docs/rules.md#make-list). */
  popularMakesHeadings?: boolean;
  /** Logo address by make name, where the catalogue has one. */
  logos?: Readonly<Record<string, string>>;
};

/**
 * The count beside a value: left out of the checkbox's name (so the name is
 * just 'Toyota') and given to it as its description instead.
 */
function Count({ id, count }: { id: string; count: number }) {
  return (
    <span id={id} className="fc-search-count" aria-hidden="true">
      {formatCount(count)}
    </span>
  );
}

// Memoised: a tick redraws the box ticked, not every box in the list.
const FacetCheckbox = memo(function FacetCheckbox({
  value,
  label,
  count,
  checked,
  logo,
  onToggle,
}: {
  value: string;
  label: ReactNode;
  count: number;
  checked: boolean;
  logo?: string | undefined;
  onToggle(value: string): void;
}) {
  const countId = useId();
  return (
    <Checkbox
      className="fc-search-facet"
      value={value}
      checked={checked}
      onCheckedChange={() => onToggle(value)}
      aria-describedby={countId}
      label={
        <>
          {/* Lazy: on a phone the filters sit in a closed drawer, and an eager logo would
              be fetched (and, by React, preloaded) ahead of the first result's photo. */}
          {logo ? (
            <img
              className="fc-search-facet__logo"
              src={logo}
              alt=""
              width="24"
              height="24"
              loading="lazy"
              decoding="async"
            />
          ) : null}
          <span className="fc-search-facet__name">{label}</span>
          <Count id={countId} count={count} />
        </>
      }
    />
  );
});

/**
 * The make list (docs/rules.md#make-list): 7 makes, then 'Show all makes' / 'Hide extra makes'
 * (the make list machine); a ticked make offers 'Select models', at most 30.
 */
export const MakeFilter = memo(function MakeFilter({
  makes,
  makeModels,
  models,
  refinedMakes,
  refinedModels,
  onToggleMake,
  onToggleModel,
  popularMakesHeadings = false,
  logos = {},
}: MakeFilterProps) {
  // Ticked makes first, so a choice never hides behind 'Show all makes'.
  const ordered = useMemo(
    () => [
      ...makes.filter((m) => refinedMakes.includes(m.value)),
      ...makes.filter((m) => !refinedMakes.includes(m.value)),
    ],
    [makes, refinedMakes],
  );
  const list = useMakeList({ makes: ordered });
  const listId = useId();

  const modelsOf = (make: string): FacetValue[] => {
    const prefix = `${make}${MAKE_MODEL_SEPARATOR}`;
    const counts = new Map(models.map((m) => [m.value, m]));
    return makeModels
      .filter((m) => m.value.startsWith(prefix))
      .slice(0, MODEL_LIST_LIMIT)
      .map((m) => {
        const model = m.value.slice(prefix.length);
        return { value: model, count: counts.get(model)?.count ?? m.count, isRefined: false };
      });
  };

  const item = (make: FacetValue) => {
    const checked = refinedMakes.includes(make.value);
    const open = list.openModels.includes(make.value);
    const makeModelsList = checked ? modelsOf(make.value) : [];
    const modelsId = `${listId}-${make.value.replace(/\W+/g, '-')}`;
    return (
      <li key={make.value} className="fc-search-make">
        <FacetCheckbox
          value={make.value}
          label={make.value}
          count={make.count}
          checked={checked}
          logo={logos[make.value]}
          onToggle={onToggleMake}
        />
        {makeModelsList.length > 0 ? (
          <>
            <button
              type="button"
              className="fc-search-link-button fc-search-make__models-toggle"
              aria-expanded={open}
              aria-controls={open ? modelsId : undefined}
              onClick={() => list.toggleModels(make.value)}
            >
              Select models<span className="fc-visually-hidden"> for {make.value}</span>
            </button>
            {open ? (
              <ul id={modelsId} className="fc-search-models" aria-label={`${make.value} models`}>
                {makeModelsList.map((model) => (
                  <li key={model.value}>
                    <FacetCheckbox
                      value={model.value}
                      label={model.value}
                      count={model.count}
                      checked={refinedModels.includes(model.value)}
                      onToggle={onToggleModel}
                    />
                  </li>
                ))}
              </ul>
            ) : null}
          </>
        ) : null}
      </li>
    );
  };

  const popular = list.visible.slice(0, MAKES_BEFORE_EXPANSION);
  const rest = [...list.visible.slice(MAKES_BEFORE_EXPANSION)].sort((a, b) =>
    a.value.localeCompare(b.value),
  );

  return (
    <div className="fc-search-makes" data-state={list.toggleLabel ? 'long' : 'short'}>
      {popularMakesHeadings ? (
        <>
          <h4 className="fc-search-makes__heading">{POPULAR_MAKES_HEADING}</h4>
          <ul className="fc-search-list">{popular.map(item)}</ul>
          {rest.length > 0 ? (
            <>
              <h4 className="fc-search-makes__heading">{ALL_MAKES_HEADING}</h4>
              <ul className="fc-search-list">{rest.map(item)}</ul>
            </>
          ) : null}
        </>
      ) : (
        <ul className="fc-search-list">{list.visible.map(item)}</ul>
      )}
      {list.toggleLabel ? (
        <button
          type="button"
          className="fc-search-link-button"
          aria-expanded={list.toggleLabel === HIDE_EXTRA_MAKES_LABEL}
          onClick={list.toggle}
        >
          {list.toggleLabel}
        </button>
      ) : null}
    </div>
  );
});
