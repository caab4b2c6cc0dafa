// biome-ignore assist/source/organizeImports: the page's parts are imported in the order their styles take in the page's stylesheet
import type { LeadSettings } from '@forecourt/core';
import type { LeadCar as LeadCarData } from '@forecourt/machines';
import { CarFinance, type CarFinanceProps } from '../car/finance/car-finance';
import type { BudgetFinderWidgetProps } from './budget-finder-widget';
import { DeferredBudgetFinder } from './deferred-budget-finder';
import { DeferredPriceRangeFinder } from './deferred-price-range-finder';
import { DeferredLeadForm } from '../lead/deferred-lead-form';
import { LeadCar, type LeadCarProps } from '../lead/lead-car';
import { Alert } from '@forecourt/ui';
import './finance-page.css';

export type FinancePageProps = {
  /** Which finance page this is ('finance', 'enquiry', 'pre-approval'), for templates to style. */
  page: string;
  /** The car the shopper came about, still for sale; null for an enquiry about no car. */
  car: (LeadCarProps['car'] & { price: string }) | null;
  /** The same car as the lead files it. */
  leadCar: LeadCarData | null;
  /** The car asked about is not for sale any more. */
  carUnavailable: boolean;
  /** The car's estimate, where the site's provider shows one (docs/rules.md#finance-display). */
  finance: CarFinanceProps['finance'];
  /** What the form starts with, from the page's query and the car. */
  initialValues: Readonly<Record<string, string>>;
  /** The budget and price-range finders' figures, on /finance only. */
  finder: Pick<BudgetFinderWidgetProps, 'cartype' | 'bodies' | 'minPrice'> | null;
  disclaimer: string;
  settings?: LeadSettings;
};

/**
 * A finance page's body (docs/rules.md#finance-pages): the car the shopper came about
 * with its estimate, the finance enquiry form at #finance-form, on /finance the budget
 * and price-range finders, and the finance disclaimer.
 */
export function FinancePage({
  page,
  car,
  leadCar,
  carUnavailable,
  finance,
  initialValues,
  finder,
  disclaimer,
  settings,
}: FinancePageProps) {
  return (
    <div className="fc-finance-page" data-slot="finance-page" data-page={page}>
      <section
        id="finance-form"
        className="fc-lead-panel fc-finance-page__form"
        aria-labelledby="fc-finance-form-heading"
      >
        {car ? (
          <LeadCar car={car} slot="finance-car">
            <p className="fc-finance-page__car-price" data-slot="finance-car-price">
              {car.price}
            </p>
            <CarFinance finance={finance} carId={car.id} />
          </LeadCar>
        ) : null}
        {carUnavailable ? (
          <Alert tone="warning" title="That car is no longer available">
            Tell us what you are looking for and we will help you finance a similar one.
          </Alert>
        ) : null}
        <h2 id="fc-finance-form-heading" className="fc-lead-panel__title">
          Finance enquiry
        </h2>
        <DeferredLeadForm
          kind="finance"
          car={leadCar}
          settings={settings}
          initialValues={initialValues}
        />
      </section>
      {finder ? (
        <div className="fc-finance-page__finders" data-slot="finance-finders">
          <DeferredBudgetFinder
            cartype={finder.cartype}
            bodies={finder.bodies}
            minPrice={finder.minPrice}
          />
          <DeferredPriceRangeFinder cartype={finder.cartype} />
        </div>
      ) : null}
      <p className="fc-finance-page__disclaimer" data-slot="finance-page-disclaimer">
        {disclaimer}
      </p>
    </div>
  );
}
