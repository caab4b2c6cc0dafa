import { financeDisclaimer, financeDisplay } from '@forecourt/core';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../testing';
import { CarFinance } from './car-finance';

const lender = {
  interestRate: 8.95,
  comparisonRate: 9.45,
  paymentWeek: 123,
  paymentMonth: null,
  termYears: 5,
  termMonths: null,
  deposit: null,
  balloon: null,
  disclaimer: null,
};

function shown(provider: 'Angle' | 'AusLoans', paymentWeek: number | null, manufacturer = null) {
  const display = financeDisplay(
    {
      year: 2021,
      price: 38990,
      status: 'in_stock',
      finance_lenders: { [provider]: { ...lender, paymentWeek } },
    },
    { provider, manufacturer, showTermsLink: provider === 'Angle' },
    2026,
  );
  return display.kind === 'shown' ? display : null;
}

describe('CarFinance', () => {
  describe('given an Angle estimate of $123 a week', () => {
    it("shows '$N per week', the rates, T&Cs and a disclaimer dialog", async () => {
      render(<CarFinance finance={shown('Angle', 123)} />);
      expect(screen.getByText('From $123 per week')).toBeTruthy();
      expect(screen.getByText(/8.95% p.a. · 9.45% comparison rate · over 5 years/)).toBeTruthy();
      expect(screen.getByRole('link', { name: 'T&Cs' })).toBeTruthy();
      await expectNoAxeViolations();

      const opener = screen.getByRole('button', { name: 'Finance disclaimer' });
      await userEvent.click(opener);
      // The dialog's code loads on first opening.
      const dialog = await screen.findByRole('dialog', { name: 'Finance disclaimer' });
      expect(dialog.textContent).toContain(financeDisclaimer());
      expect(dialog.contains(document.activeElement)).toBe(true);
      await expectNoAxeViolations();
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      // Focus goes back to the button that opened it.
      expect(document.activeElement).toBe(opener);
    });
  });

  describe('given a provider that quotes availability only', () => {
    it("says 'Finance available' without a figure", () => {
      render(<CarFinance finance={shown('AusLoans', null)} />);
      expect(screen.getByText('Finance available')).toBeTruthy();
      expect(screen.queryByRole('link', { name: 'T&Cs' })).toBeNull();
    });
  });

  describe('given a Suzuki site', () => {
    it('draws nothing: the core hides finance there', () => {
      const display = financeDisplay(
        {
          year: 2021,
          price: 38990,
          status: 'in_stock',
          finance_lenders: { Taurus: lender },
        },
        { provider: 'Taurus', manufacturer: 'Suzuki' },
        2026,
      );
      const { container } = render(
        <CarFinance finance={display.kind === 'shown' ? display : null} />,
      );
      expect(container.innerHTML).toBe('');
    });
  });
});
