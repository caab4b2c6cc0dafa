import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../test/axe';
import { Select } from './select';

const sortOptions = [
  { value: 'relevant', label: 'Most relevant' },
  { value: 'latest', label: 'Latest' },
  { value: 'price-desc', label: 'Highest price' },
  { value: 'price-asc', label: 'Lowest price' },
];

describe('Select', () => {
  it('is a labelled combobox showing the chosen option, with no accessibility violations', async () => {
    render(<Select label="Sort by" options={sortOptions} defaultValue="relevant" />);
    const trigger = screen.getByRole('combobox', { name: 'Sort by' });
    expect(trigger.textContent).toContain('Most relevant');
    await expectNoAxeViolations();
  });

  it('opens from the keyboard, moves with arrows and picks with Enter', async () => {
    const onValueChange = vi.fn();
    render(
      <Select
        label="Sort by"
        options={sortOptions}
        defaultValue="relevant"
        onValueChange={onValueChange}
      />,
    );
    const trigger = screen.getByRole('combobox', { name: 'Sort by' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const listbox = await screen.findByRole('listbox');
    expect(listbox).toBeTruthy();
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Most relevant',
      'Latest',
      'Highest price',
      'Lowest price',
    ]);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(onValueChange).toHaveBeenCalledWith('price-desc');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(trigger.textContent).toContain('Highest price');
  });

  it('shows the placeholder, groups and an error', async () => {
    render(
      <Select
        label="Model"
        placeholder="Any model"
        error="Please choose a model"
        options={[{ label: 'SUV', options: [{ value: 'rav4', label: 'RAV4' }] }]}
      />,
    );
    const trigger = screen.getByRole('combobox', { name: 'Model' });
    expect(trigger.textContent).toContain('Any model');
    expect(trigger.getAttribute('aria-invalid')).toBe('true');
    await expectNoAxeViolations();
  });
});
