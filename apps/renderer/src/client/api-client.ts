import {
  readFinanceDisclaimerAnswer,
  readPublicSearchResult,
  readSearchSuggestions,
} from '@forecourt/core';
import type { StorefrontClient } from '@forecourt/storefront';

// The browser side of the renderer's API (docs/architecture.md#a-requests-path):
// the only place a page's widgets reach the network. Search answers are read
// as they travel (public hits), checked by core's plain reader; lead answers are handed back as the server wrote
// them (the lead form machine reads lead_id or the error body itself).

type Fetch = (input: string, init: RequestInit) => Promise<Response>;

async function postJson(fetchImpl: Fetch, path: string, body: unknown): Promise<Response> {
  return fetchImpl(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(body),
    credentials: 'same-origin',
  });
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    throw new Error(`${response.status} ${response.statusText}: the answer is not JSON`);
  }
}

export function createApiClient(fetchImpl: Fetch = (input, init) => fetch(input, init)) {
  const client: StorefrontClient = {
    async search(request) {
      const response = await postJson(fetchImpl, '/api/search', request);
      const body = await readJson(response);
      if (!response.ok) {
        const message =
          body && typeof body === 'object' && 'error' in body ? String(body.error) : '';
        throw new Error(message || `search failed (${response.status})`);
      }
      return readPublicSearchResult(body);
    },
    async suggest(input) {
      const response = await fetchImpl(`/api/suggest?q=${encodeURIComponent(input)}`, {
        method: 'GET',
        headers: { accept: 'application/json' },
        credentials: 'same-origin',
      });
      const body = await readJson(response);
      if (!response.ok) throw new Error(`suggestions failed (${response.status})`);
      return readSearchSuggestions(body);
    },
    async submitLead(submission) {
      // A 4xx carries the error body the form shows; only the network failing rejects.
      const response = await postJson(fetchImpl, '/api/leads', submission);
      return readJson(response);
    },
    async startReservation(submission) {
      // A 4xx carries the error body the form shows; only the network failing rejects.
      return readJson(await postJson(fetchImpl, '/api/reservations', submission));
    },
    async reservationStatus(reservationId) {
      return readJson(
        await postJson(fetchImpl, '/api/reservations/status', { reservation_id: reservationId }),
      );
    },
    async confirmCardPayment(input) {
      return readJson(await postJson(fetchImpl, '/api/payments/simulator/confirm', input));
    },
    async authenticateCardPayment(input) {
      return readJson(await postJson(fetchImpl, '/api/payments/simulator/authenticate', input));
    },
    async logPhoneReveal(payload) {
      const response = await postJson(fetchImpl, '/api/phone-reveal', payload);
      if (!response.ok) throw new Error(`phone reveal log failed (${response.status})`);
      return null;
    },
    async testDriveSlots(location, date) {
      const query = `location=${encodeURIComponent(location)}&date=${encodeURIComponent(date)}`;
      const response = await fetchImpl(`/api/test-drive-slots?${query}`, {
        method: 'GET',
        headers: { accept: 'application/json' },
        credentials: 'same-origin',
      });
      const body = (await readJson(response).catch(() => null)) as { slots?: unknown } | null;
      if (!response.ok || !Array.isArray(body?.slots)) {
        throw new Error(`test-drive times could not be read (${response.status})`);
      }
      // Only well-formed slots are offered.
      return body.slots.filter(
        (slot): slot is { start: string; time: string } =>
          typeof slot?.start === 'string' && typeof slot?.time === 'string',
      );
    },
    async geocodePostcode(postcode) {
      // 200 the point, 400 or 404 the postcode message (docs/rules.md#postcode); anything else is the lookup failing.
      const response = await fetchImpl(`/api/geocode?postcode=${encodeURIComponent(postcode)}`, {
        method: 'GET',
        headers: { accept: 'application/json' },
        credentials: 'same-origin',
      });
      const body = (await readJson(response).catch(() => null)) as {
        lat?: unknown;
        lng?: unknown;
        error?: unknown;
      } | null;
      if (response.ok && typeof body?.lat === 'number' && typeof body.lng === 'number') {
        return { ok: true, lat: body.lat, lng: body.lng };
      }
      if ((response.status === 400 || response.status === 404) && typeof body?.error === 'string') {
        return { ok: false, error: body.error };
      }
      throw new Error(`postcode lookup failed (${response.status})`);
    },
    async tradeIn(call, body) {
      const path = call === 'miscellaneous' ? '/api/miscellaneous' : `/api/trade-in/${call}`;
      const response = await postJson(fetchImpl, path, body);
      return { status: response.status, body: await readJson(response).catch(() => null) };
    },
    async carPdf(slug) {
      const response = await fetchImpl(`/api/cars/${encodeURIComponent(slug)}/pdf`, {
        method: 'GET',
        headers: { accept: 'application/pdf' },
        credentials: 'same-origin',
      });
      if (!response.ok) {
        // The API answers errors as JSON { error } with a sentence meant for the shopper.
        const body = await readJson(response).catch(() => null);
        const message =
          body && typeof body === 'object' && 'error' in body ? String(body.error) : '';
        throw new Error(message || `The PDF could not be downloaded (${response.status}).`);
      }
      return response.blob();
    },
    async financeDisclaimer(carId) {
      const response = await fetchImpl(
        `/api/finance-disclaimer?car_id=${encodeURIComponent(carId)}`,
        { method: 'GET', headers: { accept: 'application/json' }, credentials: 'same-origin' },
      );
      const body = await readJson(response);
      if (!response.ok) throw new Error(`finance disclaimer failed (${response.status})`);
      return readFinanceDisclaimerAnswer(body);
    },
  };
  return client;
}
