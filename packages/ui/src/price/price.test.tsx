import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../test/axe';
import { FinanceEstimate, Price } from './price';

describe('Price', () => {
  it('shows the label it is given, with was/now spoken for a reduced price', async () => {
    const { container } = render(<Price label="$34,990" beforeLabel="$36,990" note="Drive away" />);
    const price = container.querySelector('[data-slot="price"]');
    expect(price?.textContent).toBe('Was $36,990Now $34,990Drive away');
    await expectNoAxeViolations();
  });

  describe('given a car without a usable price', () => {
    it('shows the text the core chose', () => {
      render(<Price label="Enquire for price." />);
      expect(screen.getByText('Enquire for price.')).toBeTruthy();
    });
  });
});

describe('FinanceEstimate', () => {
  it('shows the repayment, rates and a T&Cs link with no accessibility violations', async () => {
    render(
      <FinanceEstimate
        label="$123 per week"
        details={['8.95% p.a.', '9.45% comparison rate']}
        termsHref="/terms-and-conditions"
      />,
    );
    expect(screen.getByText('$123 per week')).toBeTruthy();
    expect(screen.getByText(/8.95% p.a. · 9.45% comparison rate/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'T&Cs' }).getAttribute('href')).toBe(
      '/terms-and-conditions',
    );
    await expectNoAxeViolations();
  });

  it('draws no details line when there is nothing to say', () => {
    const { container } = render(<FinanceEstimate label="$480 per month" />);
    expect(container.querySelector('.fc-finance__details')).toBeNull();
  });
});
