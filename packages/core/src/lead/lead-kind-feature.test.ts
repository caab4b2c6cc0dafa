import { describe, expect, it } from 'vitest';
import type { SiteFeatures } from '../site-config/site-features';
import { leadKinds } from './lead-form-config';
import { isLeadKindAllowed } from './lead-kind-feature';

const allOn: SiteFeatures = {
  reserveAllowed: true,
  tradeInAllowed: true,
  testDriveAllowed: true,
  financeAllowed: true,
  callAllowed: true,
  chatAllowed: true,
};

describe('lead kind feature: which leads a site with switches off takes', () => {
  it('takes every kind of lead when every switch is on', () => {
    for (const kind of leadKinds) expect(isLeadKindAllowed(kind, allOn), kind).toBe(true);
  });

  it('refuses a test-drive lead on a site that books no test drives, and nothing else', () => {
    const site = { ...allOn, testDriveAllowed: false };
    expect(leadKinds.filter((kind) => !isLeadKindAllowed(kind, site))).toEqual(['test-drive']);
  });

  it('refuses a trade-in lead on a site that takes no trade-ins, and nothing else', () => {
    const site = { ...allOn, tradeInAllowed: false };
    expect(leadKinds.filter((kind) => !isLeadKindAllowed(kind, site))).toEqual(['trade-in']);
  });

  it('refuses a finance enquiry about a car on a site without finance, and nothing else', () => {
    const site = { ...allOn, financeAllowed: false };
    expect(leadKinds.filter((kind) => !isLeadKindAllowed(kind, site))).toEqual(['finance']);
  });

  it('takes every lead with every other switch off: enquiries stay open on every site', () => {
    const site = { ...allOn, reserveAllowed: false, callAllowed: false, chatAllowed: false };
    for (const kind of leadKinds) expect(isLeadKindAllowed(kind, site), kind).toBe(true);
  });
});
