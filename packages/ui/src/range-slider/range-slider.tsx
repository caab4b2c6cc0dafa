import {
  type SliderChange,
  type SliderRange,
  setSliderMax,
  setSliderMin,
  sliderStep,
} from '@forecourt/core';
import { Slider } from 'radix-ui';
import { useId, useRef } from 'react';
import { cn } from '../lib/cn';
import { useControllable } from '../lib/use-controllable';
import { RangeSliderHeader } from './range-slider-header';
import { thumbLabel } from './thumb-label';
import '../field/field.css';
import './range-slider.css';

export type RangeSliderProps = {
  label: string;
  /** The slider's bounds, e.g. from @forecourt/core `sliderRange(facetStats, rounding)`. */
  range: SliderRange;
  /**
   * Defaults to the core's step: a hundredth of the range, rounded to the rounding
   * (docs/rules.md#sliders). A step given here should be a multiple of the rounding,
   * or a key press can round back to where it started.
   */
  step?: number;
  /** Rounding of values, e.g. core `sliderRounding('price')` = 1000; null for none. */
  rounding?: number | null;
  value?: SliderRange;
  defaultValue?: SliderRange;
  /** Every move, already clamped and rounded by the core's slider rules. */
  onValueChange?: (value: SliderRange) => void;
  /** When the shopper lets go (or a key press ends): the value to refine the search with. */
  onValueCommit?: (value: SliderRange) => void;
  /** A request outside the range: logged, never shown (docs/rules.md#sliders). */
  onOutOfRange?: (change: SliderChange) => void;
  formatValue?: (value: number) => string;
  minThumbLabel?: string;
  maxThumbLabel?: string;
  disabled?: boolean;
  className?: string;
};

/**
 * Two-thumb range slider over Radix: arrows move one step, PageUp/PageDown ten,
 * Home/End jump to the ends. Each move goes through @forecourt/core's
 * setSliderMin/setSliderMax, so clamping and rounding are the core's rules.
 */
export function RangeSlider({
  label,
  range,
  step,
  rounding = null,
  value,
  defaultValue,
  onValueChange,
  onValueCommit,
  onOutOfRange,
  formatValue = (n) => String(n),
  minThumbLabel,
  maxThumbLabel,
  disabled,
  className,
}: RangeSliderProps) {
  const [current, setCurrent] = useControllable(value, defaultValue ?? range, onValueChange);
  const latest = useRef(current);
  latest.current = current;
  const labelId = useId();

  function apply(next: number[]): SliderChange {
    const prev = latest.current;
    const [lo = prev.min, hi = prev.max] = next;
    // Radix reports both thumbs; only the one that moved goes through the core rule.
    return lo !== prev.min
      ? setSliderMin(prev, lo, range, rounding)
      : setSliderMax(prev, hi, range, rounding);
  }

  function handleChange(next: number[]) {
    const change = apply(next);
    if (change.outOfRange) onOutOfRange?.(change);
    const values = change.values;
    if (values.min === latest.current.min && values.max === latest.current.max) return;
    latest.current = values;
    setCurrent(values);
  }

  return (
    <div data-slot="range-slider" className={cn('fc-field fc-range', className)}>
      <RangeSliderHeader
        labelId={labelId}
        label={label}
        value={current}
        formatValue={formatValue}
      />
      <Slider.Root
        className="fc-range__root"
        min={range.min}
        max={range.max}
        step={step ?? sliderStep(range, rounding)}
        value={[current.min, current.max]}
        onValueChange={handleChange}
        // Radix commits a key press before it reports the change, so the committed
        // value is worked out from Radix's values rather than read from state.
        onValueCommit={(next) => onValueCommit?.(apply(next).values)}
        preserveThumbOrder
        disabled={disabled}
        aria-labelledby={labelId}
      >
        <Slider.Track className="fc-range__track">
          <Slider.Range className="fc-range__range" />
        </Slider.Track>
        <Slider.Thumb
          className="fc-range__thumb"
          data-thumb="min"
          aria-label={minThumbLabel ?? thumbLabel('Minimum', label)}
          aria-valuetext={formatValue(current.min)}
        />
        <Slider.Thumb
          className="fc-range__thumb"
          data-thumb="max"
          aria-label={maxThumbLabel ?? thumbLabel('Maximum', label)}
          aria-valuetext={formatValue(current.max)}
        />
      </Slider.Root>
    </div>
  );
}
