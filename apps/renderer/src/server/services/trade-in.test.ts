import {
  type TradeInProvider,
  TradeInProviderError,
  TradeInProviderTimeoutError,
} from '@forecourt/server';
import { describe, expect, it } from 'vitest';
import { acmeSite as acme } from '../../testing/test-sites';
import { createTradeIn } from './trade-in';

const now = new Date('2026-06-01T00:00:00Z');
const acmeSite = acme();
const stock = [
  {
    make: 'Toyota',
    model: 'Corolla',
    year: 2024,
    price: 31_990,
    autograb_data: { average_market_price: 32_000, state_average_market_price: null },
  },
] as never;
const valuation = {
  rego: 'abc 123',
  regoState: 'qld',
  year: 2023,
  make: 'Toyota',
  model: 'Corolla',
  badge: 'SX',
  km: 30_000,
  adjustmentAnswers: { service_history: true },
};

describe('trade-in for the renderer (embedded default)', () => {
  const tradeIn = createTradeIn({ sites: [acmeSite], stock: () => stock, env: {} });

  it('finds a demo rego, and says unknown, invalid, time-out and error apart', async () => {
    expect(await tradeIn.lookupRego(acmeSite, { rego: 'abc-123', regoState: 'qld' }, now)).toEqual({
      kind: 'vehicle',
      vehicle: { year: 2023, make: 'Toyota', model: 'Corolla', badge: 'SX' },
    });
    expect(await tradeIn.lookupRego(acmeSite, { rego: 'ZZZ1', regoState: 'QLD' }, now)).toEqual({
      kind: 'unknown',
    });
    const invalid = await tradeIn.lookupRego(acmeSite, { rego: '', regoState: 'XX' }, now);
    expect(invalid.kind).toBe('invalid');
    expect(await tradeIn.lookupRego(acmeSite, { rego: 'DEMOTIME', regoState: 'QLD' }, now)).toEqual(
      { kind: 'timeout' },
    );
    expect(await tradeIn.lookupRego(acmeSite, { rego: 'DEMOERR', regoState: 'QLD' }, now)).toEqual({
      kind: 'error',
    });
  });

  it('values from the stock; a "no" lowers the offer', async () => {
    const offer = await tradeIn.value(acmeSite, valuation, now);
    const worse = await tradeIn.value(
      acmeSite,
      { ...valuation, adjustmentAnswers: { good_condition: false } },
      now,
    );
    expect(offer.kind).toBe('offer');
    if (offer.kind !== 'offer' || worse.kind !== 'offer') throw new Error('expected offers');
    expect(worse.offer_price).toBeLessThan(offer.offer_price);
  });

  it('over 7 years or 100,000 km: no online estimate, and no provider is asked', async () => {
    const asked: string[] = [];
    const spy: TradeInProvider = {
      kind: 'autograb',
      async lookupRego() {
        asked.push('lookup');
        return null;
      },
      async value() {
        asked.push('value');
        return { offer_price: 1 };
      },
    };
    const guarded = createTradeIn({
      sites: [],
      stock: () => stock,
      env: {},
      providerFor: () => spy,
    });
    expect(await guarded.value(acmeSite, { ...valuation, year: 2018 }, now)).toEqual({
      kind: 'no-online-estimate',
      reasons: ['too-old'],
    });
    expect(await guarded.value(acmeSite, { ...valuation, km: 100_001 }, now)).toEqual({
      kind: 'no-online-estimate',
      reasons: ['too-many-km'],
    });
    expect(asked).toEqual([]);
  });

  it('a provider that fails is a time-out or an error', async () => {
    const failing = (error: Error): TradeInProvider => ({
      kind: 'autograb',
      lookupRego: async () => {
        throw error;
      },
      value: async () => {
        throw error;
      },
    });
    const slow = createTradeIn({
      sites: [],
      stock: () => stock,
      env: {},
      providerFor: () => failing(new TradeInProviderTimeoutError('slow')),
    });
    expect((await slow.value(acmeSite, valuation, now)).kind).toBe('timeout');
    const broken = createTradeIn({
      sites: [],
      stock: () => stock,
      env: {},
      providerFor: () => failing(new TradeInProviderError('down')),
    });
    expect((await broken.value(acmeSite, valuation, now)).kind).toBe('error');
  });

  it('a site whose key variable is not set stops the start, naming it', () => {
    const site = acme({ server: { trade_in: { provider: 'autograb', api_key_env: 'AG_KEY' } } });
    expect(() => createTradeIn({ sites: [site], stock: () => stock, env: {} })).toThrow(/AG_KEY/);
  });
});
