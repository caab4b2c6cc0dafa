import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, testStorefront, withStorefront } from '../car/testing';
import { PrivacyNotice } from './privacy-notice';

describe('PrivacyNotice (docs/rules.md#privacy-notice)', () => {
  it('names the dealer, says why, links the privacy policy, and has no accessibility violations', async () => {
    const storefront = testStorefront();
    render(<PrivacyNotice purpose="test-drive" />, {
      wrapper: withStorefront({
        ...storefront,
        site: { ...storefront.site, name: 'Bayside Suzuki', privacyPolicyHref: '/privacy' },
      }),
    });
    const notice = document.querySelector('[data-slot="privacy-notice"]');
    expect(notice?.textContent).toContain(
      'Bayside Suzuki collects your name and contact details to arrange your test drive.',
    );
    expect(
      screen
        .getByRole('link', { name: 'Privacy Policy (opens in a new tab)' })
        .getAttribute('href'),
    ).toBe('/privacy');
    await expectNoAxeViolations();
  });
});
