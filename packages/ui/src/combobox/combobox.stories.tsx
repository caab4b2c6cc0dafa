import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Combobox, type ComboboxOption } from './combobox';

const makes: ComboboxOption[] = [
  { id: 'toyota', label: 'Toyota', detail: '128 cars' },
  { id: 'hilux', label: 'HiLux', detail: '31 cars' },
  { id: 'land-cruiser', label: 'LandCruiser', detail: '12 cars' },
  { id: 'white', label: 'White', detail: '204 cars' },
];

function Interactive({
  initial = 'to',
  options = makes,
}: {
  initial?: string;
  options?: ComboboxOption[];
}) {
  const [value, setValue] = useState(initial);
  const [open, setOpen] = useState(true);
  const shown = open
    ? options.filter((o) => o.label.toLowerCase().includes(value.trim().toLowerCase().slice(-2)))
    : [];
  return (
    <div style={{ maxWidth: 360, minHeight: 300 }}>
      <Combobox
        label="Search our stock"
        placeholder="Search..."
        value={value}
        onValueChange={(next) => {
          setValue(next);
          setOpen(true);
        }}
        options={shown}
        onChoose={(option) => {
          setValue(option.label);
          setOpen(false);
        }}
        onDismiss={() => setOpen(false)}
      />
    </div>
  );
}

const meta = {
  title: 'Components/Combobox',
  component: Combobox,
  args: {
    label: 'Search our stock',
    placeholder: 'Search...',
    value: '',
    options: [],
    onValueChange: () => {},
    onChoose: () => {},
    onDismiss: () => {},
  },
} satisfies Meta<typeof Combobox>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Type in the box: the list filters, arrows move, Enter chooses, Escape closes. */
export const Default: Story = { render: () => <Interactive /> };

/** Closed with a value, and open with its suggestions. */
export const AllStates: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 24 }}>
      <div style={{ maxWidth: 360 }}>
        <Combobox
          label="Search our stock (closed)"
          placeholder="Search..."
          value="white suv"
          onValueChange={() => {}}
          options={[]}
          onChoose={() => {}}
          onDismiss={() => {}}
        />
      </div>
      <div style={{ maxWidth: 360, minHeight: 260 }}>
        <Combobox
          label="Search our stock (open)"
          placeholder="Search..."
          value="white to"
          onValueChange={() => {}}
          options={[
            { id: 'toyota', label: 'white Toyota', detail: '42 cars' },
            { id: 'tourer', label: 'white Tourer', detail: '3 cars' },
          ]}
          onChoose={() => {}}
          onDismiss={() => {}}
        />
      </div>
    </div>
  ),
};
