import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../test/axe';
import { PaymentMethods } from './payment-methods';

describe('PaymentMethods', () => {
  it('lists the five methods of the spec in order, with no accessibility violations', async () => {
    render(<PaymentMethods />);
    const list = screen.getByRole('list', { name: 'Payment methods we accept' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Mastercard', 'Visa', 'Maestro', 'Google Pay', 'Apple Pay']);
    await expectNoAxeViolations();
  });

  it('shows only the methods a site accepts', () => {
    render(<PaymentMethods methods={['visa', 'apple-pay']} />);
    expect(screen.getAllByRole('listitem').map((li) => li.getAttribute('data-method'))).toEqual([
      'visa',
      'apple-pay',
    ]);
  });
});
