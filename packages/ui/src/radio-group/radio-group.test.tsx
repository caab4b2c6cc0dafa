import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../test/axe';
import { RadioGroup } from './radio-group';

const options = [
  { value: 'weekly', label: 'Weekly' },
  { value: 'monthly', label: 'Monthly' },
  { value: 'fortnightly', label: 'Fortnightly', disabled: true },
];

describe('RadioGroup', () => {
  it('is a named radio group with no accessibility violations', async () => {
    render(<RadioGroup label="Repayment frequency" options={options} defaultValue="weekly" />);
    expect(screen.getByRole('radiogroup', { name: 'Repayment frequency' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Weekly' }).getAttribute('aria-checked')).toBe('true');
    await expectNoAxeViolations();
  });

  it('moves with the arrow keys, skipping disabled options, and selects with Space', async () => {
    const onValueChange = vi.fn();
    render(
      <RadioGroup
        label="Repayment frequency"
        options={options}
        defaultValue="weekly"
        onValueChange={onValueChange}
      />,
    );
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'Weekly' }));
    await userEvent.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'Monthly' }));
    await userEvent.keyboard(' ');
    expect(onValueChange).toHaveBeenLastCalledWith('monthly');
    expect(screen.getByRole('radio', { name: 'Monthly' }).getAttribute('aria-checked')).toBe(
      'true',
    );
    await userEvent.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'Weekly' }));
  });

  it('shows an error and marks the group invalid', async () => {
    render(<RadioGroup label="Location" options={options} error="Please choose a location" />);
    const group = screen.getByRole('radiogroup');
    expect(group.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(group.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Please choose a location',
    );
    await expectNoAxeViolations();
  });
});
