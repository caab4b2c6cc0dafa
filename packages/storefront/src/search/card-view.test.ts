import { testCar } from '@forecourt/search/testing';
import { describe, expect, it } from 'vitest';
import { cardView, defaultCardSettings, type SearchCardSettings } from './card-view';

const settings: SearchCardSettings = {
  ...defaultCardSettings,
  now: '2026-03-02T00:00:00.000Z',
  features: { ...defaultCardSettings.features, reserveAllowed: true },
};

const twoImages = [{ image: { url: '/a.svg' } }, { image: { url: '/b.svg' } }];

describe('cardView', () => {
  it('an in-stock car offers details, finance, test drive, reserve and find similar, in core order', () => {
    const view = cardView(
      testCar({ id: '7', slug: 'car-7', images: twoImages, location_name: 'Homebush' }),
      settings,
    );
    expect(view.actions.map((a) => a.label)).toEqual([
      'View details',
      'Get Finance',
      'Book a Test Drive',
      'Reserve Now',
      'Find Similar',
    ]);
    expect(view.actions.find((a) => a.kind === 'reserve')?.href).toBe('/cars/car-7/checkout');
    expect(view.actions.find((a) => a.kind === 'similar')?.href).toBe('/search/toyota/corolla');
    expect(view.location).toBe('Homebush');
    expect(view.price).toBe('$20,000');
    expect(view.specs).toContain('10,000 km');
  });

  it('a sold car shows the sold tag and only Find Me Something Similar', () => {
    const view = cardView(testCar({ id: '1', status: 'sold', images: [] }), settings);
    expect(view.tag).toEqual({ kind: 'sold', label: 'Sold' });
    expect(view.status).toBe('sold');
    expect(view.actions.map((a) => a.label)).toEqual(['Find Me Something Similar']);
  });

  it('reserve is hidden for a test-drive-only car and where the site does not allow it', () => {
    const testDriveOnly = cardView(testCar({ id: '1', tag: 'Test Drive Only' }), settings);
    expect(testDriveOnly.actions.map((a) => a.kind)).not.toContain('reserve');
    const noReserve = cardView(testCar({ id: '1' }), {
      ...settings,
      features: { ...settings.features, reserveAllowed: false },
    });
    expect(noReserve.actions.map((a) => a.kind)).not.toContain('reserve');
  });

  it('find similar on an available car needs more than 1 image', () => {
    const one = cardView(testCar({ id: '1', images: [{ image: { url: '/a.svg' } }] }), settings);
    expect(one.actions.map((a) => a.kind)).not.toContain('similar');
  });

  it('the buy-online sites reserve at /cars/{slug}/buy-online', () => {
    const view = cardView(testCar({ id: '1', slug: 'car-1' }), {
      ...settings,
      checkoutRoute: 'buy-online',
    });
    expect(view.actions.find((a) => a.kind === 'reserve')?.href).toBe('/cars/car-1/buy-online');
  });

  it('finance shows with lender data for the site provider, with the site label and the finance link', () => {
    const car = testCar({
      id: '9',
      price: 30_000,
      finance_lenders: {
        Manual: {
          interestRate: 7.99,
          comparisonRate: null,
          paymentWeek: 120,
          paymentMonth: null,
          termYears: 5,
          termMonths: null,
          deposit: null,
          balloon: null,
          disclaimer: null,
        },
      },
    });
    const view = cardView(car, {
      ...settings,
      financeProvider: 'Manual',
      financeButtonLabel: 'Get Finance',
    });
    // The rate beside the repayment, and the '*' that points at the page's finance disclaimer.
    expect(view.finance).toBe('$120 per week at 7.99% p.a.*');
    const finance = view.actions.find((a) => a.kind === 'finance');
    expect(finance?.label).toBe('Get Finance');
    expect(finance?.href).toBe(
      '/finance?car_id=9&vehiclePriceBudget=30000&car_type=used&preferredDealership=alpha#finance-form',
    );
    expect(cardView(car, settings).finance).toBeNull();
  });

  describe('Finance eligibility decides the finance button, as on the car page', () => {
    const kinds = (view: ReturnType<typeof cardView>) => view.actions.map((a) => a.kind);

    it('a reserved car has no finance button on its card', () => {
      expect(kinds(cardView(testCar({ id: '1', reserved: true }), settings))).not.toContain(
        'finance',
      );
    });

    it('a Suzuki site hides the estimate but keeps the finance button', () => {
      const view = cardView(testCar({ id: '1', price: 30_000 }), {
        ...settings,
        financeProvider: 'Taurus',
        manufacturer: 'Suzuki',
      });
      expect(view.finance).toBeNull();
      expect(kinds(view)).toContain('finance');
    });

    it('a car priced 200 or less, or a site without finance, has no finance button', () => {
      expect(kinds(cardView(testCar({ id: '1', price: 200 }), settings))).not.toContain('finance');
      const noFinance = { ...settings, features: { ...settings.features, financeAllowed: false } };
      expect(kinds(cardView(testCar({ id: '1' }), noFinance))).not.toContain('finance');
    });
  });

  it('Buttons on a car: test drive follows the site flag', () => {
    const view = cardView(testCar({ id: '1' }), {
      ...settings,
      features: { ...settings.features, testDriveAllowed: false },
    });
    expect(view.actions.map((a) => a.kind)).not.toContain('test-drive');
  });

  it('price shows only above 10, else Enquire for price.', () => {
    expect(cardView(testCar({ id: '1', price: 10 }), settings).price).toBe('Enquire for price.');
  });

  it('a long description is cut as core cuts it, and kept whole for View more', () => {
    const view = cardView(testCar({ id: '1', description: 'x'.repeat(300) }), settings);
    expect(view.description).toEqual({ full: 'x'.repeat(300), preview: `${'x'.repeat(160)}…` });
  });

  it('a description of 200 characters shows whole', () => {
    const view = cardView(testCar({ id: '1', description: 'x'.repeat(200) }), settings);
    expect(view.description).toEqual({ full: 'x'.repeat(200), preview: null });
  });
});
