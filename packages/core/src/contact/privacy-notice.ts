// The collection notice every form that asks for a name, an e-mail address or a phone
// number shows beside its submit button: who collects the details, why, and where the
// privacy policy is (Australian Privacy Principle 5; docs/rules.md#privacy-notice).

/** The site's privacy policy, one of the content pages every site has. */
export const PRIVACY_POLICY_PATH = '/privacy-policy';

/** What a form collects details for. */
export const privacyPurposes = {
  enquiry: 'to answer your enquiry',
  'test-drive': 'to arrange your test drive',
  photos: 'to send you the photos you asked for',
  finance: 'to answer your finance enquiry',
  service: 'to answer your service enquiry',
  parts: 'to answer your parts enquiry',
  'trade-in': 'to value your car and contact you about it',
  reservation: 'to reserve the car for you and contact you about it',
  careers: 'to consider your application',
} as const;
export type PrivacyPurpose = keyof typeof privacyPurposes;

export type PrivacyNotice = {
  /** '{dealer} collects your name and contact details {why}.' */
  text: string;
  /** The words of the link to the policy, after the text. */
  linkLabel: string;
  /** Where the policy is. */
  href: string;
};

/** The words of a form's collection notice, for the site named `dealerName`. */
export function privacyNotice(input: {
  dealerName: string;
  purpose: PrivacyPurpose;
  policyHref?: string;
}): PrivacyNotice {
  const dealer = input.dealerName.trim() || 'The dealer';
  return {
    text: `${dealer} collects your name and contact details ${privacyPurposes[input.purpose]}. How we use and protect them, and how to see, correct or complain about them:`,
    linkLabel: 'Privacy Policy',
    href: input.policyHref ?? PRIVACY_POLICY_PATH,
  };
}
