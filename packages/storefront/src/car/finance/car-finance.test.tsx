import { financeDisclaimer, financeDisplay } from '@forecourt/core';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, testClient, testStorefront, withStorefront } from '../testing';
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
      const storefront = testStorefront();
      render(
        <CarFinance
          finance={shown('Angle', 123)}
          carId="7"
          financeHref="/finance?car_id=7#finance-form"
        />,
        { wrapper: withStorefront(storefront) },
      );
      expect(screen.getByText('From $123 per week')).toBeTruthy();
      expect(
        screen.getByRole('link', { name: 'Finance options for this car' }).getAttribute('href'),
      ).toBe('/finance?car_id=7#finance-form');
      expect(screen.getByText(/8.95% p.a. · 9.45% comparison rate · over 5 years/)).toBeTruthy();
      expect(screen.getByRole('link', { name: 'T&Cs' })).toBeTruthy();
      await expectNoAxeViolations();

      const opener = screen.getByRole('button', { name: 'Finance disclaimer' });
      await userEvent.click(opener);
      // The dialog's code loads on first opening.
      const dialog = await screen.findByRole('dialog', { name: 'Finance disclaimer' });
      // The car's own disclaimer and rates are fetched when the dialog opens (docs/rules.md#finance-disclaimer).
      expect(storefront.client.financeDisclaimer).toHaveBeenCalledWith('7');
      await waitFor(() =>
        expect(dialog.textContent).toContain('The lender’s disclaimer for this car.'),
      );
      expect(dialog.textContent).toContain('Interest rate 7.99% p.a., comparison rate 8.49%.');
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
      render(<CarFinance finance={shown('AusLoans', null)} />, {
        wrapper: withStorefront(testStorefront()),
      });
      expect(screen.getByText('Finance available')).toBeTruthy();
      expect(screen.queryByRole('link', { name: 'T&Cs' })).toBeNull();
    });
  });

  describe('given the disclaimer fetch fails', () => {
    it('logs it and shows the disclaimer the page already had', async () => {
      const storefront = testStorefront({
        client: testClient({
          financeDisclaimer: vi.fn(async () => {
            throw new Error('503');
          }),
        }),
      });
      render(<CarFinance finance={shown('Angle', 123)} carId="7" />, {
        wrapper: withStorefront(storefront),
      });
      await userEvent.click(screen.getByRole('button', { name: 'Finance disclaimer' }));
      const dialog = await screen.findByRole('dialog', { name: 'Finance disclaimer' });
      await waitFor(() =>
        expect(storefront.logger).toHaveBeenCalledWith(
          expect.objectContaining({ level: 'error', message: 'finance disclaimer fetch failed' }),
        ),
      );
      expect(dialog.textContent).toContain(financeDisclaimer());
      expect(dialog.textContent).toContain('indicative only');
      expect(dialog.textContent).toContain('approved applicants');
      expect(dialog.textContent).toContain('5-year secured loan of $30,000');
    });
  });

  describe("given a lender's own disclaimer and a comparison rate (docs/rules.md#finance-disclaimer)", () => {
    it("shows the comparison rate's basis and warning beside the rate, and in the dialog", async () => {
      const display = financeDisplay(
        {
          year: 2021,
          price: 38990,
          status: 'in_stock',
          finance_lenders: {
            Angle: { ...lender, disclaimer: 'Indicative only. Approved applicants only.' },
          },
        },
        { provider: 'Angle', manufacturer: null },
        2026,
      );
      const storefront = testStorefront({
        client: testClient({
          financeDisclaimer: vi.fn(async (carId: string) => ({
            car_id: carId,
            disclaimer: 'Indicative only. Approved applicants only.',
            rate: '8.95%',
            comparison_rate: '9.45%',
          })),
        }),
      });
      const { container } = render(
        <CarFinance finance={display.kind === 'shown' ? display : null} carId="7" />,
        { wrapper: withStorefront(storefront) },
      );
      const estimate = container.querySelector('[data-slot="finance-estimate"]');
      expect(estimate?.textContent).toContain('9.45% comparison rate');
      expect(estimate?.textContent).toContain('based on a 5-year secured loan of $30,000');
      expect(estimate?.textContent).toContain('WARNING: this comparison rate is true only');
      await expectNoAxeViolations();

      await userEvent.click(screen.getByRole('button', { name: 'Finance disclaimer' }));
      const dialog = await screen.findByRole('dialog', { name: 'Finance disclaimer' });
      await waitFor(() =>
        expect(dialog.textContent).toContain('Indicative only. Approved applicants only.'),
      );
      expect(dialog.textContent).toContain('based on a 5-year secured loan of $30,000');
      expect(dialog.textContent).toContain('WARNING: this comparison rate is true only');
    });

    it('draws no basis or warning where no comparison rate shows', () => {
      const display = financeDisplay(
        {
          year: 2021,
          price: 38990,
          status: 'in_stock',
          finance_lenders: { Angle: { ...lender, comparisonRate: null } },
        },
        { provider: 'Angle', manufacturer: null },
        2026,
      );
      const { container } = render(
        <CarFinance finance={display.kind === 'shown' ? display : null} />,
        { wrapper: withStorefront(testStorefront()) },
      );
      expect(container.querySelector('[data-slot="comparison-rate-notice"]')).toBeNull();
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
