import type { SliderRange } from '@forecourt/core';

/** The slider's label and its values in words, shared by the live slider and its preview. */
export function RangeSliderHeader({
  labelId,
  label,
  value,
  formatValue,
}: {
  labelId: string;
  label: string;
  value: SliderRange;
  formatValue: (value: number) => string;
}) {
  return (
    <div className="fc-range__header">
      <span id={labelId} className="fc-field__label">
        {label}
      </span>
      <span className="fc-range__values" aria-hidden="true">
        {formatValue(value.min)} – {formatValue(value.max)}
      </span>
    </div>
  );
}
