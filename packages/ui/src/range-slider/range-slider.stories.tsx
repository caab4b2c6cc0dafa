import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { dollars } from '../fixtures/fixtures';
import { States } from '../fixtures/states';
import { RangeSlider } from './range-slider';
import { RangeSliderPreview } from './range-slider-preview';

const meta = {
  title: 'Components/Range slider',
  component: RangeSlider,
  args: {
    label: 'Price',
    range: { min: 0, max: 100000 },
    rounding: 1000,
    defaultValue: { min: 10000, max: 60000 },
    formatValue: dollars,
    onValueChange: fn(),
    onValueCommit: fn(),
    onOutOfRange: fn(),
  },
} satisfies Meta<typeof RangeSlider>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/**
 * The slider drawn still, before its code has loaded (a page swaps in the live one
 * when the shopper comes near it): the same look, thumbs focusable, nothing moves.
 */
export const Preview: Story = {
  render: () => (
    <div style={{ maxWidth: 360 }}>
      <RangeSliderPreview
        label="Price"
        range={{ min: 0, max: 100000 }}
        value={{ min: 10000, max: 60000 }}
        formatValue={dollars}
      />
    </div>
  ),
};

export const AllStates: Story = {
  render: () => (
    <div style={{ maxWidth: 360 }}>
      <States
        items={[
          [
            'Price (rounded to 1000)',
            <RangeSlider
              key="p"
              label="Price"
              range={{ min: 0, max: 100000 }}
              rounding={1000}
              defaultValue={{ min: 10000, max: 60000 }}
              formatValue={dollars}
            />,
          ],
          [
            'Finder price (5000..250000, step 500)',
            <RangeSlider
              key="f"
              label="Budget"
              range={{ min: 5000, max: 250000 }}
              step={500}
              defaultValue={{ min: 5000, max: 250000 }}
              formatValue={dollars}
            />,
          ],
          [
            'Year, thumbs together',
            <RangeSlider
              key="y"
              label="Year"
              range={{ min: 2010, max: 2025 }}
              step={1}
              defaultValue={{ min: 2019, max: 2019 }}
            />,
          ],
          [
            'Disabled',
            <RangeSlider
              key="d"
              label="Kilometres"
              range={{ min: 0, max: 200000 }}
              defaultValue={{ min: 0, max: 200000 }}
              disabled
              formatValue={(n) => `${n.toLocaleString('en-AU')} km`}
            />,
          ],
        ]}
      />
    </div>
  ),
};
