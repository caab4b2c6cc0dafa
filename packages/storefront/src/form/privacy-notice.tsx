import { type PrivacyPurpose, privacyNotice } from '@forecourt/core';
import { useStorefront } from '../context/storefront';
import './privacy-notice.css';

export type PrivacyNoticeProps = {
  /** What the form collects details for (core's `privacyPurposes`). */
  purpose: PrivacyPurpose;
  className?: string;
};

/**
 * The collection notice beside a form's submit button: the dealer who collects the
 * details, why, and a link to the site's privacy policy, from the site's configuration
 * through the storefront (docs/rules.md#privacy-notice). Every form that asks for a
 * name, an e-mail address or a phone number draws it.
 */
export function PrivacyNotice({ purpose, className }: PrivacyNoticeProps) {
  const { site } = useStorefront();
  const notice = privacyNotice({
    dealerName: site.name,
    purpose,
    policyHref: site.privacyPolicyHref,
  });
  return (
    <p
      className={['fc-privacy-notice', className].filter(Boolean).join(' ')}
      data-slot="privacy-notice"
      data-purpose={purpose}
    >
      {notice.text}{' '}
      <a href={notice.href} target="_blank" rel="noreferrer">
        {notice.linkLabel}
        {/* A new tab, so nothing typed in the form is lost on the way. */}
        <span className="fc-visually-hidden"> (opens in a new tab)</span>
      </a>
      .
    </p>
  );
}
