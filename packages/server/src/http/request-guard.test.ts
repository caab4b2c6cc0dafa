import { describe, expect, it } from 'vitest';
import {
  guardStateChangingRequest,
  isJsonContentType,
  requestGuardMessages,
} from './request-guard';

const json = { 'content-type': 'application/json' };

describe('the state-changing request guard', () => {
  it('takes JSON from the same origin, by Fetch Metadata or by Origin', () => {
    expect(
      guardStateChangingRequest({ ...json, 'sec-fetch-site': 'same-origin' }, 'a.localhost:3000'),
    ).toBeNull();
    expect(
      guardStateChangingRequest({ ...json, origin: 'http://a.localhost:3000' }, 'A.localhost:3000'),
    ).toBeNull();
    // No browser marks: a script or an integration, which no other page can make a browser send.
    expect(guardStateChangingRequest(json, 'a.localhost:3000')).toBeNull();
  });

  it('refuses a request a browser marked as sent from another site or origin', () => {
    const crossOrigin = { status: 403, error: requestGuardMessages.crossOrigin };
    for (const site of ['cross-site', 'same-site', 'none']) {
      expect(guardStateChangingRequest({ ...json, 'sec-fetch-site': site }, 'a.localhost')).toEqual(
        crossOrigin,
      );
    }
    // Fetch Metadata decides when present, whatever Origin says.
    expect(
      guardStateChangingRequest(
        { ...json, 'sec-fetch-site': 'cross-site', origin: 'http://a.localhost' },
        'a.localhost',
      ),
    ).toEqual(crossOrigin);
    for (const origin of [
      'http://b.localhost:3000',
      'null',
      'http://a.localhost:3001',
      'file://x',
      'garbage',
    ]) {
      expect(guardStateChangingRequest({ ...json, origin }, 'a.localhost:3000')).toEqual(
        crossOrigin,
      );
    }
  });

  it('refuses a body that is not declared as JSON, a missing type included', () => {
    const refusal = { status: 415, error: requestGuardMessages.notJsonType };
    expect(guardStateChangingRequest({}, 'a.localhost')).toEqual(refusal);
    for (const type of [
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'application/jsonp',
      'text/json',
    ]) {
      expect(guardStateChangingRequest({ 'content-type': type }, 'a.localhost')).toEqual(refusal);
    }
    for (const type of [
      'application/json',
      'Application/JSON; charset=utf-8',
      'application/ld+json',
      ' application/json ',
    ]) {
      expect(isJsonContentType(type)).toBe(true);
    }
  });
});
