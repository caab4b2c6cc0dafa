import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { models, SelectStates, sortOptions } from '../fixtures/select-states';
import { NativeSelect } from './native-select';

const meta = {
  title: 'Components/NativeSelect',
  component: NativeSelect,
  args: { label: 'Sort by', options: sortOptions, defaultValue: 'relevant', onValueChange: fn() },
} satisfies Meta<typeof NativeSelect>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const AllStates: Story = {
  render: () => (
    <SelectStates
      select={NativeSelect}
      error={{
        label: 'Model',
        options: models,
        placeholder: 'Any model',
        error: 'Choose a model.',
      }}
    />
  ),
};
