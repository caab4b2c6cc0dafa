import type { FacetStats } from '../search/protocol';

// Sliders and facet default rounding: range sliders for price,
// km, year and the like on the search page and the finder (docs/rules.md#sliders).

export interface SliderRange {
  min: number;
  max: number;
}

/** The range when the search gives no facet stats (docs/rules.md#sliders). */
export const DEFAULT_SLIDER_RANGE: Readonly<SliderRange> = { min: 0, max: 100000 };
/** Facet default rounding (docs/rules.md#sliders). */
export const FACET_DEFAULT_ROUNDING = 1000;
/** The finder's price slider (docs/rules.md#sliders). */
export const FINDER_PRICE_SLIDER = { min: 5000, max: 250000, step: 500 } as const;

/** Only price and km values are rounded, to the nearest 1000 (docs/rules.md#sliders). */
const ROUNDED_ATTRIBUTES: readonly string[] = ['price', 'km'];

/** The rounding for a slider's attribute: 1000 for price and km, none for the rest. */
export function sliderRounding(attribute: string): number | null {
  return ROUNDED_ATTRIBUTES.includes(attribute) ? FACET_DEFAULT_ROUNDING : null;
}

/** Rounds to the nearest multiple of `rounding`; no rounding leaves the value as is. */
export function roundSliderValue(value: number, rounding: number | null): number {
  if (rounding === null || rounding <= 0) return value;
  return Math.round(value / rounding) * rounding;
}

/**
 * The slider's range: the facet stats when they exist, else 0..100000. With a
 * rounding the bounds widen outwards to the next multiple (floor the min, ceil
 * the max); rounding them to the nearest could cut the cheapest or dearest car
 * out of the range.
 */
export function sliderRange(
  stats: FacetStats | null | undefined,
  rounding: number | null = null,
): SliderRange {
  if (
    !stats ||
    !Number.isFinite(stats.min) ||
    !Number.isFinite(stats.max) ||
    stats.min > stats.max
  ) {
    return { ...DEFAULT_SLIDER_RANGE };
  }
  if (rounding === null || rounding <= 0) return { min: stats.min, max: stats.max };
  return {
    min: Math.floor(stats.min / rounding) * rounding,
    max: Math.ceil(stats.max / rounding) * rounding,
  };
}

/**
 * The step is a hundredth of the range, rounded, and never 0 (docs/rules.md#sliders).
 * With a rounding (price and km) it is rounded to that rounding and is at least one of
 * it: a step of 1,300 on values rounded to 1,000 would round a key press from 1,000
 * back to 1,000, so the thumb would not move.
 */
export function sliderStep(range: SliderRange, rounding: number | null = null): number {
  const unit = rounding !== null && rounding > 0 ? rounding : 1;
  return Math.max(unit, Math.round((range.max - range.min) / 100 / unit) * unit);
}

export interface SliderChange {
  values: SliderRange;
  /**
   * The request went past the range (below its min or above its max). The caller logs it; the shopper sees no message (docs/rules.md#sliders).
   */
  outOfRange: boolean;
}

function clamp(value: number, low: number, high: number): number {
  return Math.min(high, Math.max(low, value));
}

/**
 * Moves the min thumb: rounded, kept within the range, and never past the max
 * thumb. A value that is not a number leaves the slider as it was.
 */
export function setSliderMin(
  values: SliderRange,
  requested: number,
  range: SliderRange,
  rounding: number | null = null,
): SliderChange {
  if (Number.isNaN(requested)) return { values: { ...values }, outOfRange: false };
  const outOfRange = requested < range.min || requested > range.max;
  const rounded = roundSliderValue(requested, rounding);
  const min = clamp(rounded, range.min, Math.min(values.max, range.max));
  return { values: { min, max: values.max }, outOfRange };
}

/**
 * Moves the max thumb: rounded, kept within the range, and never below the min
 * thumb. A value that is not a number leaves the slider as it was.
 */
export function setSliderMax(
  values: SliderRange,
  requested: number,
  range: SliderRange,
  rounding: number | null = null,
): SliderChange {
  if (Number.isNaN(requested)) return { values: { ...values }, outOfRange: false };
  const outOfRange = requested > range.max || requested < range.min;
  const rounded = roundSliderValue(requested, rounding);
  const max = clamp(rounded, Math.max(values.min, range.min), range.max);
  return { values: { min: values.min, max }, outOfRange };
}
