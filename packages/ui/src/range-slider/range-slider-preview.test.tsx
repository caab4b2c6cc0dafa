import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../test/axe';
import { RangeSlider } from './range-slider';
import { RangeSliderPreview } from './range-slider-preview';

const range = { min: 0, max: 100000 };
const value = { min: 25000, max: 75000 };
const dollars = (n: number) => `$${n.toLocaleString('en-AU')}`;
const ARIA = ['aria-label', 'aria-valuemin', 'aria-valuemax', 'aria-valuenow', 'aria-valuetext'];

function thumbs(container: HTMLElement) {
  return [...container.querySelectorAll('[role="slider"]')].map((thumb) => ({
    thumb: thumb.getAttribute('data-thumb'),
    tabIndex: (thumb as HTMLElement).tabIndex,
    ...Object.fromEntries(ARIA.map((name) => [name, thumb.getAttribute(name)])),
  }));
}

describe('RangeSliderPreview', () => {
  it('names, values and focus order match the live slider', async () => {
    const live = render(
      <RangeSlider label="Price" range={range} value={value} formatValue={dollars} />,
    );
    const liveThumbs = thumbs(live.container);
    live.unmount();
    const still = render(
      <RangeSliderPreview label="Price" range={range} value={value} formatValue={dollars} />,
    );
    expect(thumbs(still.container)).toEqual(liveThumbs);
    expect(liveThumbs.map((t) => t.thumb)).toEqual(['min', 'max']);
    expect(screen.getByText('$25,000 – $75,000')).toBeTruthy();
    await expectNoAxeViolations();
  });

  it('places the range and thumbs along the track, half a thumb inside at the ends', () => {
    const { container } = render(
      <RangeSliderPreview label="Price" range={range} value={{ min: 0, max: 75000 }} />,
    );
    const filled = container.querySelector('.fc-range__range') as HTMLElement;
    expect(filled.style.left).toBe('0%');
    expect(filled.style.right).toBe('25%');
    const [low, high] = [...container.querySelectorAll('[role="slider"]')].map(
      (thumb) => (thumb.parentElement as HTMLElement).style.left,
    );
    expect(low).toBe('calc(0% + 0.625rem)');
    expect(high).toBe('calc(75% - 0.3125rem)');
  });

  it('draws the whole range when given no value, and a disabled one takes no focus', () => {
    const { container } = render(<RangeSliderPreview label="Year" range={range} disabled />);
    const sliders = [...container.querySelectorAll<HTMLElement>('[role="slider"]')];
    expect(sliders.map((s) => s.getAttribute('aria-valuenow'))).toEqual(['0', '100000']);
    expect(sliders.every((s) => s.getAttribute('tabindex') === null)).toBe(true);
    expect(sliders.every((s) => s.getAttribute('aria-disabled') === 'true')).toBe(true);
  });
});
