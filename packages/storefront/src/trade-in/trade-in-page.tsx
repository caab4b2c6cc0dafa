// biome-ignore assist/source/organizeImports: the kit's component is imported after the widgets it sits with, so its styles keep their place in the page's stylesheet
import type { LeadCar as LeadCarData } from '@forecourt/machines';
import { LeadCar, type LeadCarProps } from '../lead/lead-car';
import { TradeInForm } from './trade-in-form';
import { Alert } from '@forecourt/ui';
import { TradeInFaq } from './trade-in-faq';
// The form sits in the lead forms' panel.
import '../lead/lead.css';
import './trade-in-page.css';

export type TradeInPageProps = {
  /** 'trade-in': towards a car from the dealer; 'sell': selling outright (/sell-your-car). */
  mode: 'trade-in' | 'sell';
  /** On /cars/trade-in, the car being bought, as the page shows it. */
  car: (LeadCarProps['car'] & { price: string }) | null;
  /** The same car as the lead carries it. */
  leadCar: LeadCarData | null;
  /** The car asked about is not for sale any more. */
  carUnavailable: boolean;
  /** Where the rego state starts: core's `tradeInDefaultState` of the site (docs/rules.md#trade-in-form). */
  defaultState: string;
};

/**
 * A trade-in page's body (docs/rules.md#trade-in-steps): the valuation flow and the FAQ;
 * on /cars/trade-in the car being bought beside the form.
 */
export function TradeInPage({
  mode,
  car,
  leadCar,
  carUnavailable,
  defaultState,
}: TradeInPageProps) {
  return (
    <div className="fc-trade-in-page" data-slot="trade-in-page" data-mode={mode}>
      <section
        className="fc-lead-panel fc-trade-in-page__form"
        aria-labelledby="fc-trade-in-heading"
      >
        <h2 id="fc-trade-in-heading" className="fc-lead-panel__title">
          {mode === 'sell' ? 'Value my car' : 'Value my trade-in'}
        </h2>
        <TradeInForm mode={mode} car={leadCar} defaultState={defaultState} />
      </section>
      {car ? (
        <aside className="fc-trade-in-page__car" aria-label="The car you are buying">
          <LeadCar car={car} slot="trade-in-car">
            <p data-slot="trade-in-car-price">{car.price}</p>
          </LeadCar>
        </aside>
      ) : null}
      {carUnavailable ? (
        <Alert tone="warning" title="That car is no longer available">
          You can still value your car: we will help you find a similar one.
        </Alert>
      ) : null}
      <TradeInFaq mode={mode} />
    </div>
  );
}
