import type { Car } from '@forecourt/core';
import { describe, expect, it } from 'vitest';
import {
  autoGrabProvider,
  DEMO_ERROR_REGO,
  DEMO_TIMEOUT_REGO,
  embeddedTradeInProvider,
  TradeInProviderError,
  TradeInProviderTimeoutError,
} from './trade-in-provider';

type Call = { url: URL; init: RequestInit };

function recordingFetch(answer: (call: Call) => Response | Promise<Response>) {
  const calls: Call[] = [];
  const fetch = async (input: string, init: RequestInit) => {
    const call = { url: new URL(input), init };
    calls.push(call);
    return answer(call);
  };
  return { calls, fetch };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const vehicle = {
  year: 2022,
  make: 'Toyota',
  model: 'Corolla',
  badge: 'SX',
  providerId: 'ag-123',
};

describe('AutoGrab adapter (recorded answers)', () => {
  it('looks a plate up by state with the key in a header, never in the address', async () => {
    // The documented answer's shape: the year a string, many more fields than read.
    const { calls, fetch } = recordingFetch(() =>
      json({
        success: true,
        vehicle: {
          id: 'ag-123',
          region: 'au',
          title: '2022 Toyota Corolla SX Auto',
          year: '2022',
          make: 'Toyota',
          model: 'Corolla',
          badge: 'SX',
          series: 'ZWE211R',
          options: [],
        },
      }),
    );
    const provider = autoGrabProvider({ apiKey: 'secret-key', fetch });
    expect(await provider.lookupRego({ rego: 'ABC123', state: 'QLD' })).toEqual(vehicle);
    expect(calls[0]?.url.pathname).toBe('/v2/vehicles/registrations/ABC123');
    expect(calls[0]?.url.searchParams.get('state')).toBe('QLD');
    expect(calls[0]?.url.searchParams.get('region')).toBe('au');
    expect(calls[0]?.url.toString()).not.toContain('secret-key');
    expect((calls[0]?.init.headers as Record<string, string> | undefined)?.ApiKey).toBe(
      'secret-key',
    );
  });

  it('a plate it does not know is null (a null vehicle, 404, or no vehicle at all)', async () => {
    const documented = autoGrabProvider({
      apiKey: 'k',
      fetch: recordingFetch(() =>
        json({ success: true, vehicle: null, upstream_vehicle: { make: 'TOYOT' } }),
      ).fetch,
    });
    expect(await documented.lookupRego({ rego: 'NOPE1', state: 'VIC' })).toBeNull();
    const missing = autoGrabProvider({
      apiKey: 'k',
      fetch: recordingFetch(() => json({}, 404)).fetch,
    });
    expect(await missing.lookupRego({ rego: 'NOPE1', state: 'VIC' })).toBeNull();
    const empty = autoGrabProvider({ apiKey: 'k', fetch: recordingFetch(() => json({})).fetch });
    expect(await empty.lookupRego({ rego: 'NOPE1', state: 'VIC' })).toBeNull();
  });

  it('a time-out and an error are told apart, and neither names the key', async () => {
    const slow = autoGrabProvider({
      apiKey: 'secret-key',
      fetch: async () => {
        throw new DOMException('timed out', 'TimeoutError');
      },
    });
    await expect(slow.lookupRego({ rego: 'ABC123', state: 'QLD' })).rejects.toBeInstanceOf(
      TradeInProviderTimeoutError,
    );
    const failing = autoGrabProvider({
      apiKey: 'secret-key',
      fetch: recordingFetch(() => json({ error: 'bad key' }, 401)).fetch,
    });
    const error = await failing.lookupRego({ rego: 'ABC123', state: 'QLD' }).catch((e) => e);
    expect(error).toBeInstanceOf(TradeInProviderError);
    expect(String(error.message)).toContain('401');
    expect(String(error.message)).not.toContain('secret-key');
  });

  it('values by vehicle id and odometer, then applies the adjustment deductions', async () => {
    const { calls, fetch } = recordingFetch(() =>
      json({ success: true, prediction: { id: 'p-1', vehicle_id: 'ag-123', trade_price: 20_000 } }),
    );
    const provider = autoGrabProvider({ apiKey: 'k', fetch, endpoint: 'https://ag.example/' });
    const answers = { two_sets_of_keys: false };
    expect(await provider.value({ vehicle, km: 40_000, state: 'QLD', answers })).toEqual({
      offer_price: 19_600,
    });
    expect(calls[0]?.url.toString()).toBe('https://ag.example/v2/valuations/predict');
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual({
      region: 'au',
      vehicle_id: 'ag-123',
      kms: 40_000,
    });
  });

  it('an answer flagged success: false or error: true is a provider error', async () => {
    for (const answer of [{ success: false }, { error: true, message: 'not found in database' }]) {
      const provider = autoGrabProvider({
        apiKey: 'k',
        fetch: recordingFetch(() => json(answer)).fetch,
      });
      await expect(provider.lookupRego({ rego: 'ABC123', state: 'QLD' })).rejects.toBeInstanceOf(
        TradeInProviderError,
      );
    }
  });

  it('no prediction is no offer; an HTTP error rejects', async () => {
    const none = autoGrabProvider({ apiKey: 'k', fetch: recordingFetch(() => json({})).fetch });
    expect(await none.value({ vehicle, km: 1, state: 'QLD', answers: {} })).toBeNull();
    const down = autoGrabProvider({
      apiKey: 'k',
      fetch: recordingFetch(() => json({}, 503)).fetch,
    });
    await expect(down.value({ vehicle, km: 1, state: 'QLD', answers: {} })).rejects.toBeInstanceOf(
      TradeInProviderError,
    );
  });
});

describe('embedded provider: the demo register and the valuation model', () => {
  const stock = [
    {
      make: 'Toyota',
      model: 'Corolla',
      year: 2024,
      price: 31_990,
      autograb_data: { average_market_price: 32_000, state_average_market_price: null },
    },
  ] as unknown as Car[];
  const provider = embeddedTradeInProvider({
    stock: () => stock,
    now: () => new Date('2026-06-01T00:00:00Z'),
  });

  it('knows a demo plate in its state only, aged from the clock', async () => {
    expect(await provider.lookupRego({ rego: 'ABC123', state: 'QLD' })).toEqual({
      year: 2023,
      make: 'Toyota',
      model: 'Corolla',
      badge: 'SX',
      providerId: null,
    });
    expect(await provider.lookupRego({ rego: 'ABC123', state: 'NSW' })).toBeNull();
    expect(await provider.lookupRego({ rego: 'ZZZ999', state: 'QLD' })).toBeNull();
  });

  it('stands for a provider time-out and a provider error on its two demo plates', async () => {
    await expect(
      provider.lookupRego({ rego: DEMO_TIMEOUT_REGO, state: 'QLD' }),
    ).rejects.toBeInstanceOf(TradeInProviderTimeoutError);
    await expect(
      provider.lookupRego({ rego: DEMO_ERROR_REGO, state: 'QLD' }),
    ).rejects.toBeInstanceOf(TradeInProviderError);
  });

  it('values from the stock’s market for the model: fewer km, a higher offer', async () => {
    const car = { ...vehicle, year: 2023, providerId: null };
    const low = await provider.value({ vehicle: car, km: 20_000, state: 'QLD', answers: {} });
    const high = await provider.value({ vehicle: car, km: 90_000, state: 'QLD', answers: {} });
    expect(low?.offer_price).toBeGreaterThan(high?.offer_price ?? Number.POSITIVE_INFINITY);
    expect(low?.offer_price).toBeLessThan(32_000);
  });
});
