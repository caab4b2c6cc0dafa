import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SLIDER_RANGE,
  FACET_DEFAULT_ROUNDING,
  FINDER_PRICE_SLIDER,
  roundSliderValue,
  setSliderMax,
  setSliderMin,
  sliderRange,
  sliderRounding,
  sliderStep,
} from './slider';

const range = { min: 0, max: 100000 };

describe('slider min cannot go below the range minimum, reported as outOfRange', () => {
  it('clamps a min below the range to the range minimum and reports it', () => {
    expect(setSliderMin({ min: 5000, max: 50000 }, -1000, range)).toEqual({
      values: { min: 0, max: 50000 },
      outOfRange: true,
    });
  });

  it('accepts the range minimum itself without a report', () => {
    expect(setSliderMin({ min: 5000, max: 50000 }, 0, range)).toEqual({
      values: { min: 0, max: 50000 },
      outOfRange: false,
    });
  });
});

describe('slider max cannot exceed the range maximum, reported as outOfRange', () => {
  it('clamps a max above the range to the range maximum and reports it', () => {
    expect(setSliderMax({ min: 5000, max: 50000 }, 100001, range)).toEqual({
      values: { min: 5000, max: 100000 },
      outOfRange: true,
    });
  });

  it('accepts the range maximum itself without a report', () => {
    expect(setSliderMax({ min: 5000, max: 50000 }, 100000, range)).toEqual({
      values: { min: 5000, max: 100000 },
      outOfRange: false,
    });
  });
});

describe('slider min is clamped not to pass max and vice versa', () => {
  it('stops the min at the max', () => {
    expect(setSliderMin({ min: 5000, max: 50000 }, 60000, range)).toEqual({
      values: { min: 50000, max: 50000 },
      outOfRange: false,
    });
  });

  it('stops the max at the min', () => {
    expect(setSliderMax({ min: 20000, max: 50000 }, 10000, range)).toEqual({
      values: { min: 20000, max: 20000 },
      outOfRange: false,
    });
  });

  it('moves the min freely below the max', () => {
    expect(setSliderMin({ min: 5000, max: 50000 }, 12000, range).values).toEqual({
      min: 12000,
      max: 50000,
    });
  });

  it('ignores a value that is not a number', () => {
    expect(setSliderMin({ min: 5000, max: 50000 }, Number.NaN, range)).toEqual({
      values: { min: 5000, max: 50000 },
      outOfRange: false,
    });
    expect(setSliderMax({ min: 5000, max: 50000 }, Number.NaN, range)).toEqual({
      values: { min: 5000, max: 50000 },
      outOfRange: false,
    });
  });
});

describe('price and km slider values round to the nearest 1000', () => {
  it('rounds price and km, leaves other attributes alone', () => {
    expect(FACET_DEFAULT_ROUNDING).toBe(1000);
    expect(sliderRounding('price')).toBe(1000);
    expect(sliderRounding('km')).toBe(1000);
    expect(sliderRounding('year')).toBeNull();
    expect(sliderRounding('seats')).toBeNull();
  });

  it('rounds to the nearest 1000: 12499 down, 12500 up', () => {
    expect(roundSliderValue(12499, 1000)).toBe(12000);
    expect(roundSliderValue(12500, 1000)).toBe(13000);
    expect(roundSliderValue(2019, null)).toBe(2019);
  });

  it('rounds the thumbs it moves', () => {
    const rounding = sliderRounding('price');
    expect(setSliderMin({ min: 0, max: 50000 }, 12499, range, rounding).values.min).toBe(12000);
    expect(setSliderMax({ min: 0, max: 50000 }, 37600, range, rounding).values.max).toBe(38000);
  });

  it('keeps a rounded value inside the range', () => {
    const odd = { min: 1500, max: 24400 };
    expect(setSliderMax({ min: 1500, max: 20000 }, 24300, odd, 1000).values.max).toBe(24000);
    expect(setSliderMin({ min: 1500, max: 20000 }, 1600, odd, 1000)).toEqual({
      values: { min: 2000, max: 20000 },
      outOfRange: false,
    });
    // 1,499 is below the range: reported, and rounding to 1,000 does not escape it.
    expect(setSliderMin({ min: 1500, max: 20000 }, 1499, odd, 1000)).toEqual({
      values: { min: 1500, max: 20000 },
      outOfRange: true,
    });
  });
});

describe('slider range defaults to 0..100000 unless facet stats exist', () => {
  it('uses the default without stats', () => {
    expect(DEFAULT_SLIDER_RANGE).toEqual({ min: 0, max: 100000 });
    expect(sliderRange(null)).toEqual({ min: 0, max: 100000 });
    expect(sliderRange(undefined)).toEqual({ min: 0, max: 100000 });
  });

  it('uses the default when the stats are broken', () => {
    expect(sliderRange({ min: Number.NaN, max: 5 })).toEqual({ min: 0, max: 100000 });
    expect(sliderRange({ min: 50, max: 5 })).toEqual({ min: 0, max: 100000 });
  });

  it('uses the facet stats when they exist', () => {
    expect(sliderRange({ min: 2008, max: 2026 })).toEqual({ min: 2008, max: 2026 });
  });

  it('widens rounded ranges outwards so no car falls outside', () => {
    expect(sliderRange({ min: 4990, max: 87450 }, 1000)).toEqual({ min: 4000, max: 88000 });
    expect(sliderRange({ min: 5000, max: 88000 }, 1000)).toEqual({ min: 5000, max: 88000 });
  });
});

describe('slider step is range/100 rounded, never 0', () => {
  it('is a hundredth of the range', () => {
    expect(sliderStep({ min: 0, max: 100000 })).toBe(1000);
    expect(sliderStep({ min: 4000, max: 88000 })).toBe(840);
    expect(sliderStep({ min: 0, max: 150 })).toBe(2);
    expect(sliderStep({ min: 0, max: 149 })).toBe(1);
  });

  it('is at least 1 for narrow or empty ranges', () => {
    expect(sliderStep({ min: 2008, max: 2026 })).toBe(1);
    expect(sliderStep({ min: 5000, max: 5000 })).toBe(1);
  });

  it('for price and km is rounded to the nearest 1000, so every step lands on a value the slider shows', () => {
    // A step of 1,300 from 1,000 would round back to 1,000: the key would do nothing.
    expect(sliderStep({ min: 0, max: 130000 }, 1000)).toBe(1000);
    expect(sliderStep({ min: 4000, max: 88000 }, 1000)).toBe(1000);
    expect(sliderStep({ min: 0, max: 180000 }, 1000)).toBe(2000);
    expect(sliderStep({ min: 0, max: 300000 }, 1000)).toBe(3000);
    expect(sliderStep({ min: 0, max: 100000 }, 1000)).toBe(1000);
  });

  it('for price and km is at least one rounding, never a step that rounds to no move', () => {
    expect(sliderStep({ min: 0, max: 40000 }, 1000)).toBe(1000);
    expect(sliderStep({ min: 5000, max: 5000 }, 1000)).toBe(1000);
  });

  it('moves a rounded value to the next rounded value, one key press at a time', () => {
    // What a keyboard does: the value plus the step, rounded, moves every time.
    for (const max of [40000, 88000, 130000, 137000, 180000, 250000]) {
      const range = { min: 0, max };
      const rounding = sliderRounding('price');
      const step = sliderStep(range, rounding);
      let values = { min: 0, max };
      for (let press = 0; press < 20; press += 1) {
        const next = setSliderMin(values, values.min + step, range, rounding).values;
        expect(next.min, `range 0..${max}, press ${press + 1}`).toBe(values.min + step);
        values = next;
      }
    }
  });
});

describe('finder price slider defaults to 5000..250000 in steps of 500', () => {
  it('has those bounds and step', () => {
    expect(FINDER_PRICE_SLIDER).toEqual({ min: 5000, max: 250000, step: 500 });
  });
});
