import { Banner } from '@forecourt/ui';

// What a site may show over every page (docs/rules.md#routes, docs/rules.md#navigation): the
// sticky emergency banner with its 'Book a Service' link (here) and the promotional
// popup (popup-notice.tsx, loaded only on sites that have one). Each is drawn only
// where the site configures it.

export type FrameEmergencyBanner = { message: string; link: string; linkLabel: string };

export type FramePopup = {
  image: string;
  title: string;
  description: string;
  buttonText: string;
  link: string;
  /** Not shown after this date (YYYY-MM-DD); null: no expiry (docs/rules.md#navigation). */
  expiry: string | null;
};

/**
 * The emergency banner, drawn with the page (no script needed to see it): visible
 * until the shopper closes it (docs/rules.md#emergency-banner), which the kit's dismissible Banner does.
 */
export function EmergencyBannerNotice({ banner }: { banner: FrameEmergencyBanner }) {
  return (
    <Banner
      label="Important notice"
      tone="warning"
      sticky
      dismissible
      closeLabel="Close notice"
      action={<a href={banner.link}>{banner.linkLabel}</a>}
    >
      {banner.message}
    </Banner>
  );
}
