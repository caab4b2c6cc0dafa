import {
  type Car,
  FIND_SIMILAR_LABEL,
  isCarActive,
  SOLD_BANNER_LABEL,
  SOLD_CAR_BODY,
  SOLD_CAR_HEADING,
} from '@forecourt/core';
import { Banner, Button } from '@forecourt/ui';
import './sold-banner.css';

export type SoldBannerProps = {
  car: Pick<Car, 'status'>;
  /** A search of the car's make and model. */
  similarHref: string;
};

/**
 * Car status and Sold car: a non-available car shows a SOLD banner
 * with 'Find Me Something Similar' in place of its actions (docs/rules.md#car-status). Draws nothing for
 * an active car.
 */
export function SoldBanner({ car, similarHref }: SoldBannerProps) {
  if (isCarActive(car)) return null;
  return (
    <Banner
      label={SOLD_BANNER_LABEL}
      tone="danger"
      className="fc-sold-banner"
      action={
        <Button asChild variant="primary">
          <a href={similarHref}>{FIND_SIMILAR_LABEL}</a>
        </Button>
      }
    >
      <p className="fc-sold-banner__badge" aria-hidden="true">
        {SOLD_BANNER_LABEL}
      </p>
      <p className="fc-sold-banner__heading">{SOLD_CAR_HEADING}</p>
      <p className="fc-sold-banner__body">{SOLD_CAR_BODY}</p>
    </Banner>
  );
}
