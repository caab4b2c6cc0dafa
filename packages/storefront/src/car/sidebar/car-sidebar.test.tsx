import { financeDisplay } from '@forecourt/core';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { LeadDialogProps } from '../../lead';
import {
  expectNoAxeViolations,
  testCarPageCar,
  testCarPageSite,
  testStorefront,
  withStorefront,
} from '../testing';
import { CarSidebar } from './car-sidebar';

// The lead area builds the forms; here a stand-in shows which dialog opened, for which car.
vi.mock('../../lead', () => ({
  LeadDialog: ({ kind, car, carTitle, open, onOpenChange }: LeadDialogProps) =>
    open ? (
      <div role="dialog" aria-label={`lead ${kind}`}>
        <p>
          {carTitle} #{car?.id} {car?.car_type} {car?.item_type}
        </p>
        <button type="button" onClick={() => onOpenChange(false)}>
          Close
        </button>
      </div>
    ) : null,
}));

function renderSidebar(
  car = testCarPageCar(),
  site = testCarPageSite(),
  storefront = testStorefront(),
) {
  return render(<CarSidebar car={car} site={site} />, { wrapper: withStorefront(storefront) });
}

const actions = () => screen.getByRole('complementary', { name: 'Price and actions' });

describe('CarSidebar', () => {
  describe('given an available car on a site that allows everything', () => {
    it('offers every action in order and has no accessibility violations', async () => {
      renderSidebar(testCarPageCar({ file: 'https://reports.example/7.pdf' }));
      expect(screen.getByText('$38,990')).toBeTruthy();
      const names = [...actions().querySelectorAll('button, a')].map((el) =>
        el.textContent?.trim(),
      );
      expect(names).toEqual([
        'Save 2021 Toyota Hilux SR5 to favourites',
        'Enquire Now',
        'Get Finance',
        'Book a Test Drive',
        'Reserve for $200',
        'Value My Trade-In',
        'Request Photos',
        'Find Similar Cars',
        'View History Report (opens in a new tab)',
        '07 55XX XXXXShow number',
        'Print',
        'Download PDF',
      ]);
      expect(screen.getByRole('link', { name: 'Reserve for $200' }).getAttribute('href')).toBe(
        '/cars/2021-toyota-hilux-sr5-7/checkout',
      );
      expect(screen.getByRole('link', { name: 'Value My Trade-In' }).getAttribute('href')).toBe(
        '/cars/trade-in?car_id=7',
      );
      expect(screen.queryByRole('region', { name: 'SOLD' })).toBeNull();
      await expectNoAxeViolations();
    });

    it('opens the lead dialog of each kind for this car', async () => {
      renderSidebar();
      for (const [button, kind] of [
        ['Enquire Now', 'enquiry'],
        ['Get Finance', 'finance'],
        ['Book a Test Drive', 'test-drive'],
        ['Request Photos', 'photos'],
      ] as const) {
        await userEvent.click(screen.getByRole('button', { name: button }));
        const dialog = screen.getByRole('dialog', { name: `lead ${kind}` });
        expect(dialog.textContent).toContain('2021 Toyota Hilux SR5 #7 used car');
        await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
        expect(screen.queryByRole('dialog')).toBeNull();
      }
    });
  });

  describe('given a caravan (item type caravan)', () => {
    it("says caravan where a car's page says car, and hands its dialogs the caravan", async () => {
      renderSidebar(
        testCarPageCar({ item_type: 'caravan', title: '2021 Jayco Starcraft', name: 'Starcraft' }),
      );
      expect(screen.getByRole('link', { name: 'Find Similar Caravans' })).toBeTruthy();
      expect(screen.queryByText(/\bCars?\b/)).toBeNull();
      await userEvent.click(screen.getByRole('button', { name: 'Request Photos' }));
      expect(screen.getByRole('dialog', { name: 'lead photos' }).textContent).toContain(
        '2021 Jayco Starcraft #7 used caravan',
      );
    });

    it('keeps the SPEC labels verbatim when it has sold', () => {
      renderSidebar(testCarPageCar({ item_type: 'caravan', status: 'sold' }));
      const banner = screen.getByRole('region', { name: 'SOLD' });
      expect(within(banner).getByRole('link', { name: 'Find Me Something Similar' })).toBeTruthy();
      expect(banner.textContent).toContain('Unfortunately this car recently sold.');
    });
  });

  describe('given a sold car', () => {
    it('shows the SOLD banner and no enquiry, reserve or phone', async () => {
      renderSidebar(testCarPageCar({ status: 'sold' }));
      const banner = screen.getByRole('region', { name: 'SOLD' });
      expect(banner.textContent).toContain('Unfortunately this car recently sold.');
      expect(
        within(banner)
          .getByRole('link', { name: 'Find Me Something Similar' })
          .getAttribute('href'),
      ).toBe('/search/toyota/hilux');
      expect(screen.queryByRole('button', { name: 'Enquire Now' })).toBeNull();
      expect(screen.queryByRole('link', { name: /Reserve/ })).toBeNull();
      expect(screen.queryByRole('button', { name: /Show number/ })).toBeNull();
      await expectNoAxeViolations();
    });
  });

  describe('given the site’s settings', () => {
    it('uses the finance button label, the buy-online route and the deposit given', () => {
      renderSidebar(
        testCarPageCar({ reserveDeposit: '$500' }),
        testCarPageSite({ financeButtonLabel: 'Caravan Finance', checkoutRoute: 'buy-online' }),
      );
      expect(screen.getByRole('button', { name: 'Caravan Finance' })).toBeTruthy();
      expect(screen.getByRole('link', { name: 'Reserve for $500' }).getAttribute('href')).toBe(
        '/cars/2021-toyota-hilux-sr5-7/buy-online',
      );
    });

    it('hides reserve when the site does not allow it, and for test-drive-only cars', () => {
      const { unmount } = renderSidebar(
        testCarPageCar(),
        testCarPageSite({
          buttons: {
            reserveAllowed: false,
            tradeInAllowed: true,
            testDriveAllowed: true,
            financeAllowed: true,
            callAllowed: true,
            chatAllowed: false,
          },
        }),
      );
      expect(screen.queryByRole('link', { name: /Reserve/ })).toBeNull();
      unmount();
      renderSidebar(testCarPageCar({ tag: 'Test Drive Only' }));
      expect(screen.queryByRole('link', { name: /Reserve/ })).toBeNull();
      expect(screen.getByRole('button', { name: 'Book a Test Drive' })).toBeTruthy();
    });

    it('offers finance only to an eligible car (a reserved car is not), and no history report without a file', () => {
      renderSidebar(testCarPageCar({ reserved: true, file: null }));
      expect(screen.queryByRole('button', { name: 'Get Finance' })).toBeNull();
      expect(screen.queryByRole('link', { name: /History Report/ })).toBeNull();
    });

    it('needs more than one image for Find Similar Cars', () => {
      renderSidebar(testCarPageCar({ images: testCarPageCar().images.slice(0, 1) }));
      expect(screen.queryByRole('link', { name: 'Find Similar Cars' })).toBeNull();
    });
  });

  describe('given a finance estimate and a below-market price', () => {
    it('shows both under the price', () => {
      const finance = financeDisplay(
        {
          year: 2021,
          price: 38990,
          status: 'in_stock',
          finance_lenders: {
            Manual: {
              interestRate: 9.5,
              comparisonRate: null,
              paymentWeek: 189,
              paymentMonth: null,
              termYears: null,
              termMonths: null,
              deposit: null,
              balloon: null,
              disclaimer: null,
            },
          },
        },
        { provider: 'Manual', manufacturer: null },
        2026,
      );
      renderSidebar(
        testCarPageCar({
          finance: finance.kind === 'shown' ? finance : null,
          belowMarket: {
            kind: 'shown',
            saving: 1010,
            savingText: '$1,010',
            marketPrice: 40000,
            basis: 'national',
          },
        }),
      );
      expect(screen.getByText('From $189 per week')).toBeTruthy();
      expect(screen.getByText('$1,010 below market')).toBeTruthy();
    });
  });
});
