import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../test/axe';
import { NativeSelect } from './native-select';

const sortOptions = [
  { value: 'relevant', label: 'Most relevant' },
  { value: 'latest', label: 'Latest' },
  { value: 'price-asc', label: 'Lowest price' },
];

const models = [
  { label: 'SUV', options: [{ value: 'rav4', label: 'RAV4' }] },
  { label: 'Ute', options: [{ value: 'hilux', label: 'HiLux' }] },
];

/** A sort control whose value lives in its parent, as the search page's does. */
function Controlled({ onValueChange }: { onValueChange: (value: string) => void }) {
  const [value, setValue] = useState('relevant');
  return (
    <NativeSelect
      label="Sort by"
      options={sortOptions}
      value={value}
      onValueChange={(next) => {
        onValueChange(next);
        setValue(next);
      }}
    />
  );
}

describe('NativeSelect', () => {
  it('is a labelled combobox showing the chosen option, with no accessibility violations', async () => {
    render(<NativeSelect label="Sort by" options={sortOptions} defaultValue="latest" />);
    const select = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Sort by' });
    expect(select.value).toBe('latest');
    expect(select.selectedOptions[0]?.textContent).toBe('Latest');
    await expectNoAxeViolations();
  });

  it('reports the value a shopper picks, and follows its value when controlled', async () => {
    const onValueChange = vi.fn();
    render(<Controlled onValueChange={onValueChange} />);
    const select = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Sort by' });
    await userEvent.selectOptions(select, 'Lowest price');
    expect(onValueChange).toHaveBeenCalledWith('price-asc');
    expect(select.value).toBe('price-asc');
  });

  it('is reached with Tab like any field', async () => {
    render(
      <>
        <button type="button">Before</button>
        <NativeSelect label="Sort by" options={sortOptions} defaultValue="relevant" />
      </>,
    );
    screen.getByRole('button', { name: 'Before' }).focus();
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('combobox', { name: 'Sort by' }));
  });

  it('shows groups as option groups and a placeholder until something is chosen', () => {
    render(<NativeSelect label="Model" options={models} placeholder="Any model" />);
    const select = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Model' });
    expect(select.value).toBe('');
    expect(select.selectedOptions[0]?.textContent).toBe('Any model');
    expect([...select.querySelectorAll('optgroup')].map((g) => g.label)).toEqual(['SUV', 'Ute']);
  });

  it('ties its error to the control', async () => {
    render(<NativeSelect label="Make" options={sortOptions} error="Choose a make." />);
    const select = screen.getByRole('combobox', { name: 'Make' });
    expect(select.getAttribute('aria-invalid')).toBe('true');
    expect(select.getAttribute('aria-describedby')).toBe(
      screen.getByText('Choose a make.').getAttribute('id'),
    );
    await expectNoAxeViolations();
  });
});
