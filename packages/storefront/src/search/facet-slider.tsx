import { type RangeFacet, type SliderRange, sliderRounding } from '@forecourt/core';
import type { SliderView } from '@forecourt/machines';
import { RangeSlider, thumbLabel } from '@forecourt/ui';
import { formatSliderValue } from './labels';
import type { SearchFiltersProps, SearchSend } from './search-filters';

// The live price, year or odometer slider of the search filters, over the kit's
// RangeSlider (Radix). search-filters.tsx draws it still and loads this module
// when the shopper comes near it or reaches for it (docs/decisions/0007-page-budgets-and-deferred-code.md).

export type FacetSliderProps = {
  /** The slider's range and values (the search machine's `sliderView`). */
  view: SliderView;
  send: SearchSend;
  facet: RangeFacet;
  label: string;
  onLog?: SearchFiltersProps['onLog'];
};

export function FacetSlider({ view, send, facet, label, onLog }: FacetSliderProps) {
  const change = (next: SliderRange) => {
    if (next.min !== view.values.min) {
      send({ type: 'range.change', facet, thumb: 'min', value: next.min });
    }
    if (next.max !== view.values.max) {
      send({ type: 'range.change', facet, thumb: 'max', value: next.max });
    }
  };
  return (
    <RangeSlider
      label={`${label} range`}
      minThumbLabel={thumbLabel('Minimum', label)}
      maxThumbLabel={thumbLabel('Maximum', label)}
      range={view.range}
      step={view.step}
      rounding={sliderRounding(facet)}
      value={view.values}
      onValueChange={change}
      onOutOfRange={(attempt) => onLog?.(`search: slider ${facet} out of range`, attempt)}
      formatValue={(n) => formatSliderValue(facet, n)}
    />
  );
}
