import type { LeadSettings } from '@forecourt/core';
import type { LeadCar } from '@forecourt/machines';
import { Alert, Button } from '@forecourt/ui';
import { ReserveCheckout } from './reserve-checkout';
import './reserve-page.css';

export type ReservePageProps = {
  car: { title: string; image: string | null; price: string; km: string | null };
  /** The price is a figure (not 'Enquire for price.'), so it reads as the drive-away price. */
  priced: boolean;
  /** The car as the reservation's lead files it. */
  leadCar: LeadCar;
  carHref: string;
  dealer: { name: string; location: string | null };
  /** The deposit as every page shows it and the payment charges it (core's `reservePrice`). */
  depositLabel: string;
  refundTerms: string;
  /** Sold, reserved and test-drive-only cars cannot be reserved (core's `canReserve`). */
  reservable: boolean;
  similarHref: string;
  /** On a buy-online site: the price breakdown and the ways to pay the balance. */
  buyOnline: {
    breakdown: { price: string; deposit: string; balance: string } | null;
    financeHref: string | null;
    tradeInHref: string | null;
  } | null;
  settings?: LeadSettings;
};

/** 'Buy' on a buy-online site, else 'Reserve': the page's heading and its form's name. */
export function reserveVerb(buyOnline: ReservePageProps['buyOnline']): 'Buy' | 'Reserve' {
  return buyOnline ? 'Buy' : 'Reserve';
}

/**
 * The reserve page's body (docs/rules.md#reserve-deposit): the car, its drive-away
 * price and the deposit; what happens next and the dealer's refund terms; the
 * shopper's details, then the deposit paid by card. A car that cannot be reserved
 * says so, offers similar cars and starts no payment.
 */
export function ReservePage({
  car,
  priced,
  leadCar,
  carHref,
  dealer,
  depositLabel,
  refundTerms,
  reservable,
  similarHref,
  buyOnline,
  settings,
}: ReservePageProps) {
  const verb = reserveVerb(buyOnline);
  return (
    <div className="fc-reserve" data-slot="reserve" data-reservable={reservable}>
      <div className="fc-reserve__side">
        <article className="fc-reserve__car" aria-labelledby="fc-reserve-car">
          {car.image ? <img src={car.image} alt={car.title} width={960} height={540} /> : null}
          <div className="fc-reserve__facts">
            <h2 id="fc-reserve-car">
              <a href={carHref}>{car.title}</a>
            </h2>
            <p className="fc-reserve__price" data-slot="car-price">
              {car.price}
              {priced ? <span className="fc-reserve__price-note"> drive-away</span> : null}
            </p>
            <ul>
              {car.km ? <li>{car.km}</li> : null}
              <li>{dealer.location ?? dealer.name}</li>
            </ul>
            <p className="fc-reserve__deposit" data-slot="reserve-deposit">
              Reserve deposit <strong>{depositLabel}</strong>
            </p>
          </div>
        </article>

        {buyOnline ? (
          <section className="fc-reserve__panel" aria-labelledby="fc-reserve-breakdown">
            <h2 id="fc-reserve-breakdown">Price breakdown</h2>
            {buyOnline.breakdown ? (
              <dl className="fc-reserve__breakdown" data-slot="price-breakdown">
                <div>
                  <dt>Drive-away price</dt>
                  <dd>{buyOnline.breakdown.price}</dd>
                </div>
                <div>
                  <dt>Deposit paid today</dt>
                  <dd>{buyOnline.breakdown.deposit}</dd>
                </div>
                <div>
                  <dt>Balance on delivery</dt>
                  <dd>{buyOnline.breakdown.balance}</dd>
                </div>
              </dl>
            ) : (
              <p>Our team confirms the price with you before you pay the balance.</p>
            )}
            {buyOnline.financeHref || buyOnline.tradeInHref ? (
              <>
                <p>Pay the balance your way:</p>
                <div className="fc-reserve__paths">
                  {buyOnline.financeHref ? (
                    <Button asChild variant="outline">
                      <a href={buyOnline.financeHref}>Add Finance</a>
                    </Button>
                  ) : null}
                  {buyOnline.tradeInHref ? (
                    <Button asChild variant="outline">
                      <a href={buyOnline.tradeInHref}>Add Your Trade-In</a>
                    </Button>
                  ) : null}
                </div>
              </>
            ) : null}
          </section>
        ) : null}

        <section className="fc-reserve__panel" aria-labelledby="fc-reserve-next">
          <h2 id="fc-reserve-next">What happens next</h2>
          <ol>
            <li>You pay the {depositLabel} deposit and the car is reserved for you at once.</li>
            <li>We e-mail you a confirmation, and our team calls you within one business day.</li>
            <li>You inspect and test drive the car, then complete the purchase.</li>
          </ol>
          <p className="fc-reserve__terms" data-slot="refund-terms">
            {refundTerms}
          </p>
        </section>
      </div>

      <section className="fc-reserve__next" aria-label={`${verb} this car`}>
        {reservable ? (
          <ReserveCheckout
            car={leadCar}
            deposit={depositLabel}
            settings={settings}
            similarHref={similarHref}
          />
        ) : (
          <div className="fc-reserve__unavailable" data-slot="reserve-unavailable">
            <Alert tone="warning" title="This car cannot be reserved">
              It has been sold or reserved, or it is not offered for reservation on this site. No
              payment can be made for it.
            </Alert>
            <Button asChild variant="secondary">
              <a href={similarHref}>Find Me Something Similar</a>
            </Button>
          </div>
        )}
      </section>
    </div>
  );
}
