import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../test/axe';
import { RangeSlider } from './range-slider';
import { thumbLabel } from './thumb-label';

const range = { min: 0, max: 100000 };
const dollars = (n: number) => `$${n.toLocaleString('en-AU')}`;

function renderPrice(props: Partial<Parameters<typeof RangeSlider>[0]> = {}) {
  const onValueChange = vi.fn();
  const onValueCommit = vi.fn();
  render(
    <RangeSlider
      label="Price"
      range={range}
      rounding={1000}
      defaultValue={{ min: 10000, max: 50000 }}
      formatValue={dollars}
      onValueChange={onValueChange}
      onValueCommit={onValueCommit}
      {...props}
    />,
  );
  const [minThumb, maxThumb] = screen.getAllByRole('slider');
  if (!minThumb || !maxThumb) throw new Error('expected two thumbs');
  return { minThumb, maxThumb, onValueChange, onValueCommit };
}

describe('RangeSlider', () => {
  it('has two named thumbs with spoken values and no accessibility violations', async () => {
    const { minThumb, maxThumb } = renderPrice();
    expect(minThumb.getAttribute('aria-label')).toBe('Minimum price');
    expect(maxThumb.getAttribute('aria-label')).toBe('Maximum price');
    expect(minThumb.getAttribute('aria-valuetext')).toBe('$10,000');
    expect(maxThumb.getAttribute('aria-valuenow')).toBe('50000');
    await expectNoAxeViolations();
  });

  it('moves one step (a hundredth of the range, 1000) with the arrow keys', async () => {
    const { minThumb, onValueCommit } = renderPrice();
    minThumb.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(minThumb.getAttribute('aria-valuenow')).toBe('11000');
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(minThumb.getAttribute('aria-valuenow')).toBe('9000');
    expect(onValueCommit).toHaveBeenLastCalledWith({ min: 9000, max: 50000 });
  });

  it('moves ten steps with PageUp and PageDown', async () => {
    const { maxThumb } = renderPrice();
    maxThumb.focus();
    await userEvent.keyboard('{PageUp}');
    expect(maxThumb.getAttribute('aria-valuenow')).toBe('60000');
    await userEvent.keyboard('{PageDown}{PageDown}');
    expect(maxThumb.getAttribute('aria-valuenow')).toBe('40000');
  });

  it('jumps to the range ends with Home and End', async () => {
    const { minThumb, maxThumb, onValueCommit } = renderPrice();
    minThumb.focus();
    await userEvent.keyboard('{Home}');
    expect(minThumb.getAttribute('aria-valuenow')).toBe('0');
    maxThumb.focus();
    await userEvent.keyboard('{End}');
    expect(maxThumb.getAttribute('aria-valuenow')).toBe('100000');
    expect(onValueCommit).toHaveBeenLastCalledWith({ min: 0, max: 100000 });
  });

  it('never goes below the range minimum', async () => {
    const { minThumb } = renderPrice({ defaultValue: { min: 0, max: 50000 } });
    minThumb.focus();
    await userEvent.keyboard('{ArrowLeft}{PageDown}');
    expect(minThumb.getAttribute('aria-valuenow')).toBe('0');
  });

  it('keeps min from passing max', async () => {
    const { minThumb, maxThumb } = renderPrice({ defaultValue: { min: 49000, max: 50000 } });
    minThumb.focus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    const min = Number(minThumb.getAttribute('aria-valuenow'));
    const max = Number(maxThumb.getAttribute('aria-valuenow'));
    expect(min).toBeLessThanOrEqual(max);
    expect(max).toBe(50000);
  });

  it('rounds moves to the nearest 1000 for price through the core rule', async () => {
    const onValueChange = vi.fn();
    render(
      <RangeSlider
        label="Price"
        range={{ min: 3000, max: 87000 }}
        step={840}
        rounding={1000}
        defaultValue={{ min: 3000, max: 87000 }}
        onValueChange={onValueChange}
      />,
    );
    const [minThumb] = screen.getAllByRole('slider');
    minThumb?.focus();
    // A caller's step of 840: 3000 + 840 = 3840 rounds to 4000.
    await userEvent.keyboard('{ArrowRight}');
    expect(onValueChange).toHaveBeenLastCalledWith({ min: 4000, max: 87000 });
  });

  it('moves by its step on every key press when the step is not a whole thousand of the range', async () => {
    // 0..130,000: a hundredth is 1,300, which the rounding to 1,000 would undo from
    // 1,000 on; the step is rounded too, so each press moves (docs/rules.md#sliders).
    const { minThumb, maxThumb, onValueCommit } = renderPrice({
      range: { min: 0, max: 130000 },
      defaultValue: { min: 0, max: 130000 },
    });
    minThumb.focus();
    const shown: string[] = [];
    for (const key of ['{ArrowRight}', '{ArrowRight}', '{ArrowRight}', '{ArrowLeft}']) {
      await userEvent.keyboard(key);
      shown.push(minThumb.getAttribute('aria-valuetext') ?? '');
    }
    expect(shown).toEqual(['$1,000', '$2,000', '$3,000', '$2,000']);
    expect(onValueCommit).toHaveBeenLastCalledWith({ min: 2000, max: 130000 });
    maxThumb.focus();
    await userEvent.keyboard('{PageDown}{ArrowLeft}');
    expect(maxThumb.getAttribute('aria-valuenow')).toBe('119000');
    await userEvent.keyboard('{PageUp}{ArrowRight}');
    expect(maxThumb.getAttribute('aria-valuenow')).toBe('130000');
  });

  it('moves from a value off the step grid (one read from an address) to the next step', async () => {
    const { minThumb } = renderPrice({
      range: { min: 3000, max: 87000 },
      defaultValue: { min: 6000, max: 87000 },
    });
    minThumb.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(minThumb.getAttribute('aria-valuenow')).toBe('7000');
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(minThumb.getAttribute('aria-valuenow')).toBe('5000');
  });

  it('follows the caller when controlled', () => {
    const { minThumb } = renderPrice({
      value: { min: 20000, max: 30000 },
      defaultValue: undefined,
    });
    expect(minThumb.getAttribute('aria-valuenow')).toBe('20000');
  });
});

describe('thumbLabel', () => {
  it('reads the label in lower case after the side, keeping words in capitals', () => {
    expect(thumbLabel('Minimum', 'Price')).toBe('Minimum price');
    expect(thumbLabel('Maximum', 'Weekly price')).toBe('Maximum weekly price');
    expect(thumbLabel('Minimum', 'ATM')).toBe('Minimum ATM');
    expect(thumbLabel('Maximum', 'Tare')).toBe('Maximum tare');
  });
});
