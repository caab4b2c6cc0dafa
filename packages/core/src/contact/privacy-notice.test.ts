import { describe, expect, it } from 'vitest';
import { PRIVACY_POLICY_PATH, privacyNotice, privacyPurposes } from './privacy-notice';

describe('privacy collection notice (docs/rules.md#privacy-notice)', () => {
  it('says who collects the details, why, and links the privacy policy', () => {
    expect(privacyNotice({ dealerName: 'Bayside Suzuki', purpose: 'trade-in' })).toEqual({
      text: 'Bayside Suzuki collects your name and contact details to value your car and contact you about it. How we use and protect them, and how to see, correct or complain about them:',
      linkLabel: 'Privacy Policy',
      href: '/privacy-policy',
    });
    expect(PRIVACY_POLICY_PATH).toBe('/privacy-policy');
  });

  it('names a purpose for every form that collects details', () => {
    for (const purpose of Object.keys(privacyPurposes) as (keyof typeof privacyPurposes)[]) {
      const notice = privacyNotice({ dealerName: 'Acme Motors', purpose });
      expect(notice.text.startsWith('Acme Motors collects your name and contact details to ')).toBe(
        true,
      );
    }
  });

  it('keeps a link the site gives, and never names a blank dealer', () => {
    expect(
      privacyNotice({ dealerName: ' ', purpose: 'enquiry', policyHref: '/privacy' }),
    ).toMatchObject({ href: '/privacy' });
    expect(privacyNotice({ dealerName: ' ', purpose: 'enquiry' }).text).toMatch(/^The dealer /);
  });
});
