import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { models, SelectStates, sortOptions } from '../fixtures/select-states';
import { Select } from './select';

const meta = {
  title: 'Components/Select',
  component: Select,
  args: { label: 'Sort by', options: sortOptions, defaultValue: 'relevant', onValueChange: fn() },
} satisfies Meta<typeof Select>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const AllStates: Story = {
  render: () => (
    <SelectStates
      select={Select}
      error={{
        label: 'Category',
        options: sortOptions,
        placeholder: 'Choose…',
        error: 'Please choose a category',
      }}
      more={[['Grouped', { label: 'Models by body', options: models, defaultValue: 'rav4' }]]}
    />
  ),
};
