import { describe, expect, it } from 'vitest';
import { POPUP_CLOSED, popupOpensOnMount } from './promo-window';

// The popup is open by default; closing stores a flag
// false; it is not shown after its optional expiry date (docs/rules.md#popup).

const NOW = new Date('2025-07-01T10:00:00+10:00');

describe('popupOpensOnMount', () => {
  it('opens by default', () => {
    expect(popupOpensOnMount({ expiry: null, stored: null, now: NOW })).toBe(true);
  });

  it('stays closed once the closing flag is stored', () => {
    expect(POPUP_CLOSED).toBe('false');
    expect(popupOpensOnMount({ expiry: null, stored: POPUP_CLOSED, now: NOW })).toBe(false);
  });

  it('opens when what is stored is not the closing flag', () => {
    for (const stored of ['{not json', 'true', 'False', ''])
      expect(popupOpensOnMount({ expiry: null, stored, now: NOW })).toBe(true);
  });

  it('does not open after its expiry, nor at the exact instant', () => {
    expect(popupOpensOnMount({ expiry: '2025-06-30T00:00:00Z', stored: null, now: NOW })).toBe(
      false,
    );
    expect(popupOpensOnMount({ expiry: NOW.toISOString(), stored: null, now: NOW })).toBe(false);
  });

  it('opens one millisecond before its expiry; no expiry never expires', () => {
    const expiry = new Date(NOW.getTime() + 1).toISOString();
    expect(popupOpensOnMount({ expiry, stored: null, now: NOW })).toBe(true);
    expect(
      popupOpensOnMount({ expiry: null, stored: null, now: new Date('2099-01-01T00:00:00Z') }),
    ).toBe(true);
  });

  it('an expired popup stays shut whatever is stored', () => {
    expect(popupOpensOnMount({ expiry: '2020-01-31', stored: 'true', now: NOW })).toBe(false);
  });
});
