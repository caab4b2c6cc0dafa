import { useId } from 'react';
import { cn } from '../lib/cn';
import type { RangeSliderProps } from './range-slider';
import { RangeSliderHeader } from './range-slider-header';
import { thumbLabel } from './thumb-label';
import '../field/field.css';
import './range-slider.css';

export type RangeSliderPreviewProps = Pick<
  RangeSliderProps,
  'label' | 'range' | 'formatValue' | 'minThumbLabel' | 'maxThumbLabel' | 'disabled' | 'className'
> & {
  /** The values to draw; the range when absent. */
  value?: RangeSliderProps['value'];
};

/** Where a value sits along the range, in percent, as the live slider places it. */
function percentOf(value: number, min: number, max: number): number {
  if (max <= min) return 0;
  return Math.min(100, Math.max(0, ((value - min) / (max - min)) * 100));
}

/**
 * The range slider drawn without its code: the same elements, classes
 * and ARIA as the live RangeSlider, thumbs where the live one puts them (kept
 * inside the track: half a thumb in at the ends), but nothing moves. A page draws
 * it until the live slider has loaded, which the page starts when the shopper
 * comes near or reaches for it; each thumb is focusable and named by
 * `data-thumb`, so the focus can be carried to the live one.
 */
export function RangeSliderPreview({
  label,
  range,
  value,
  formatValue = (n) => String(n),
  minThumbLabel,
  maxThumbLabel,
  disabled,
  className,
}: RangeSliderPreviewProps) {
  const labelId = useId();
  const current = value ?? range;
  const thumbs = [
    {
      key: 'min',
      value: current.min,
      label: minThumbLabel ?? thumbLabel('Minimum', label),
    },
    {
      key: 'max',
      value: current.max,
      label: maxThumbLabel ?? thumbLabel('Maximum', label),
    },
  ];
  const start = percentOf(current.min, range.min, range.max);
  const end = percentOf(current.max, range.min, range.max);
  return (
    <div
      data-slot="range-slider"
      data-state="preview"
      className={cn('fc-field fc-range', className)}
    >
      <RangeSliderHeader
        labelId={labelId}
        label={label}
        value={current}
        formatValue={formatValue}
      />
      <span
        className="fc-range__root"
        data-orientation="horizontal"
        data-disabled={disabled ? '' : undefined}
      >
        <span className="fc-range__track" data-orientation="horizontal">
          <span
            className="fc-range__range"
            data-orientation="horizontal"
            style={{ left: `${start}%`, right: `${100 - end}%` }}
          />
        </span>
        {thumbs.map((thumb) => {
          const percent = percentOf(thumb.value, range.min, range.max);
          return (
            <span
              key={thumb.key}
              style={{
                transform: 'translateX(-50%)',
                position: 'absolute',
                // The live slider's in-bounds offset for a 1.25rem thumb: half a thumb
                // inward at either end, none in the middle.
                left: `calc(${percent}% + ${0.625 * (1 - percent / 50)}rem)`,
              }}
            >
              <span
                role="slider"
                className="fc-range__thumb"
                data-thumb={thumb.key}
                data-orientation="horizontal"
                aria-label={thumb.label}
                aria-valuemin={range.min}
                aria-valuemax={range.max}
                aria-valuenow={thumb.value}
                aria-valuetext={formatValue(thumb.value)}
                aria-orientation="horizontal"
                aria-disabled={disabled ? true : undefined}
                tabIndex={disabled ? undefined : 0}
              />
            </span>
          );
        })}
      </span>
    </div>
  );
}
