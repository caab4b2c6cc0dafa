import { describe, expect, it } from 'vitest';
import { siteConfigSchema } from '../site-config/site-config';
import {
  australianStateOf,
  normaliseRego,
  OFFER_ACCEPTED_SUBCATEGORY,
  offerAccepted,
  offerAcceptedSchema,
  onlineEstimateEligibility,
  regoSchema,
  tradeInCarErrors,
  tradeInDefaultState,
  tradeInMessages,
  tradeInValuationSchema,
  VALUATION_SAVE_FAILED_LOG,
  VALUATION_SAVED_LOG,
  valuationSaveSchema,
} from './trade-in';

const YEAR = 2026;

describe('online estimate: none over 7 years old or over 100,000 km', () => {
  it('a car exactly 7 years old gets an estimate', () => {
    expect(onlineEstimateEligibility({ year: 2019, km: 50_000 }, YEAR)).toEqual({ eligible: true });
  });

  it('a car 8 years old gets none', () => {
    expect(onlineEstimateEligibility({ year: 2018, km: 50_000 }, YEAR)).toEqual({
      eligible: false,
      reasons: ['too-old'],
    });
  });

  it('a car 6 years old gets an estimate', () => {
    expect(onlineEstimateEligibility({ year: 2020, km: 50_000 }, YEAR).eligible).toBe(true);
  });

  it('exactly 100,000 km gets an estimate', () => {
    expect(onlineEstimateEligibility({ year: 2022, km: 100_000 }, YEAR)).toEqual({
      eligible: true,
    });
  });

  it('100,001 km gets none', () => {
    expect(onlineEstimateEligibility({ year: 2022, km: 100_001 }, YEAR)).toEqual({
      eligible: false,
      reasons: ['too-many-km'],
    });
  });

  it('99,999 km gets an estimate', () => {
    expect(onlineEstimateEligibility({ year: 2022, km: 99_999 }, YEAR).eligible).toBe(true);
  });

  it('both limits broken lists both reasons', () => {
    expect(onlineEstimateEligibility({ year: 2010, km: 250_000 }, YEAR)).toEqual({
      eligible: false,
      reasons: ['too-old', 'too-many-km'],
    });
  });

  it('an unknown odometer does not block the estimate', () => {
    expect(onlineEstimateEligibility({ year: 2022, km: null }, YEAR).eligible).toBe(true);
  });

  it('the current year is injected, so the same car ages out next year', () => {
    expect(onlineEstimateEligibility({ year: 2019, km: 0 }, 2026).eligible).toBe(true);
    expect(onlineEstimateEligibility({ year: 2019, km: 0 }, 2027).eligible).toBe(false);
  });
});

describe('trade-in valuation schema', () => {
  it('reads a valuation, normalising rego and state', () => {
    expect(
      tradeInValuationSchema.parse({
        offer_price: '18,500',
        rego: 'abc-123',
        regoState: ' qld ',
        adjustmentAnswers: { service_history: 'full', two_keys: true },
        lead_id: 9001,
      }),
    ).toEqual({
      offer_price: 18500,
      rego: 'ABC123',
      regoState: 'QLD',
      adjustmentAnswers: { service_history: 'full', two_keys: true },
      lead_id: '9001',
    });
  });

  it('lead_id and adjustmentAnswers default before the lead exists', () => {
    const v = tradeInValuationSchema.parse({ offer_price: 0, rego: 'XYZ9', regoState: 'NSW' });
    expect(v.lead_id).toBeNull();
    expect(v.adjustmentAnswers).toEqual({});
  });

  it('rejects an unknown state, a bad rego and a negative price, naming each', () => {
    const result = tradeInValuationSchema.safeParse({
      offer_price: -1,
      rego: 'ABCDEFGHIJ',
      regoState: 'XX',
    });
    expect(result.success).toBe(false);
    const paths = result.error?.issues.map((i) => i.path.join('.'));
    expect(paths).toEqual(['offer_price', 'rego', 'regoState']);
  });

  it("the valuation save carries column_name 'valuation'", () => {
    const saved = valuationSaveSchema.parse({
      offer_price: 100,
      rego: 'A1',
      regoState: 'VIC',
      column_name: 'valuation',
    });
    expect(saved.column_name).toBe('valuation');
    expect(
      valuationSaveSchema.safeParse({ offer_price: 1, rego: 'A1', regoState: 'VIC' }).success,
    ).toBe(false);
    expect(VALUATION_SAVED_LOG).toBe('Valuation data saved successfully');
    expect(VALUATION_SAVE_FAILED_LOG).toBe('Failed to save valuation data');
  });
});

describe('offer accepted', () => {
  it("the subcategory is '3. Offer Accepted'", () => {
    expect(OFFER_ACCEPTED_SUBCATEGORY).toBe('3. Offer Accepted');
    expect(offerAccepted('Trade In', 77)).toEqual({
      category: 'Trade In',
      subcategory: '3. Offer Accepted',
      lead_id: '77',
      form_completed: true,
      offer_accepted: true,
    });
  });

  it('any other subcategory is rejected', () => {
    expect(
      offerAcceptedSchema.safeParse({
        category: 'Trade In',
        subcategory: '2. Valuation',
        lead_id: 1,
        form_completed: true,
        offer_accepted: true,
      }).success,
    ).toBe(false);
  });
});

describe('the schema-free trade-in checks (the browser machine uses them)', () => {
  it('normaliseRego drops spaces and hyphens and upper-cases, as regoSchema does', () => {
    expect(normaliseRego(' abc-123 ')).toBe('ABC123');
    expect(normaliseRego('')).toBeNull();
    expect(normaliseRego('ABCDEFGHIJ')).toBeNull();
    expect(normaliseRego('AB*12')).toBeNull();
    for (const plate of ['abc 123', 'ABCDEFGHI', 'x', 'AB*12', 'ABCDEFGHIJ']) {
      expect(regoSchema.safeParse(plate).success).toBe(normaliseRego(plate) !== null);
    }
  });

  it('australianStateOf reads a state or territory in any case', () => {
    expect(australianStateOf(' nsw ')).toBe('NSW');
    expect(australianStateOf('XX')).toBeNull();
  });

  it('tradeInCarErrors: whole kilometres; a 4-digit year, a make and a model', () => {
    const car = { year: '2021', make: 'Mazda', model: 'CX-5', km: '60000' };
    expect(tradeInCarErrors(car)).toEqual({});
    expect(tradeInCarErrors({ ...car, km: '60,000' })).toEqual({ km: tradeInMessages.kmInvalid });
    expect(tradeInCarErrors({ ...car, km: '' })).toEqual({ km: tradeInMessages.kmInvalid });
    expect(tradeInCarErrors({ ...car, year: '21' })).toEqual({
      vehicle: tradeInMessages.vehicleMissing,
    });
    expect(tradeInCarErrors({ ...car, model: ' ' })).toEqual({
      vehicle: tradeInMessages.vehicleMissing,
    });
  });
});

describe("trade-in form: the rego state starts at the site's default_state", () => {
  const site = {
    slug: 'wa-motors',
    template: 'metro',
    name: 'WA Motors',
    dealership_id: 7,
    address: { street: '1 Beach Road', city: 'Perth', state: 'wa', postcode: '6000' },
    dealerships: ['wa-motors'],
  };

  it('a site that sets default_state wa starts at WA', () => {
    expect(tradeInDefaultState(siteConfigSchema.parse({ ...site, default_state: 'wa' }))).toBe(
      'WA',
    );
  });

  it('a site that sets none starts at the platform default, QLD', () => {
    expect(tradeInDefaultState(siteConfigSchema.parse(site))).toBe('QLD');
  });

  it('an unknown or missing value falls back to QLD', () => {
    expect(tradeInDefaultState({ default_state: 'xx' })).toBe('QLD');
    expect(tradeInDefaultState({})).toBe('QLD');
  });
});
