import { describe, expect, it } from 'vitest';
import { platformDefaults } from './site-config';
import { siteFeatures } from './site-features';

describe('Buttons on a car: the site switches', () => {
  it('every action is on by default, reserve and chat off (only where the site allows or configures them)', () => {
    expect(siteFeatures(platformDefaults)).toEqual({
      reserveAllowed: false,
      tradeInAllowed: true,
      testDriveAllowed: true,
      financeAllowed: true,
      callAllowed: true,
      chatAllowed: false,
    });
  });

  it("reads each switch from the site's merged configuration", () => {
    expect(
      siteFeatures({
        ...platformDefaults,
        features: { trade_in: false, test_drive: false, finance: true, call: false },
        reserve: { ...platformDefaults.reserve, allowed: true },
        chat: { provider: 'embedded' },
      }),
    ).toEqual({
      reserveAllowed: true,
      tradeInAllowed: false,
      testDriveAllowed: false,
      financeAllowed: true,
      callAllowed: false,
      chatAllowed: true,
    });
  });
});
