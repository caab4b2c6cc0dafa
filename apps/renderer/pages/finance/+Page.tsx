import { CarFinance } from '@forecourt/storefront/car';
import { DeferredBudgetFinder, DeferredPriceRangeFinder } from '@forecourt/storefront/finance';
import { DeferredLeadForm, LeadCar } from '@forecourt/storefront/lead';
import { Alert } from '@forecourt/ui';
import { useData } from 'vike-react/useData';
import { usePageContext } from 'vike-react/usePageContext';
import { PageShell } from '../../components/page-shell';
import type { Data } from './+data';
import './finance.css';

// SPEC §2 the finance pages: the car the shopper came about (photo, price and
// the estimate with its rates and disclaimer), the finance enquiry form at
// #finance-form, and on /finance the budget and price-range finders.
export default function Page() {
  const data = useData<Data>();
  const { site } = usePageContext();
  return (
    <PageShell
      title={data.title}
      breadcrumbs={[
        { label: 'Home', href: '/' },
        { label: data.title, href: data.path },
      ]}
      lead={data.lead}
    >
      <div className="fc-finance-page" data-slot="finance-page" data-page={data.page}>
        <section
          id="finance-form"
          className="fc-lead-panel fc-finance-page__form"
          aria-labelledby="fc-finance-form-heading"
        >
          {data.car ? (
            <LeadCar car={data.car} slot="finance-car">
              <p className="fc-finance-page__car-price" data-slot="finance-car-price">
                {data.car.price}
              </p>
              <CarFinance finance={data.finance} carId={data.car.id} />
            </LeadCar>
          ) : null}
          {data.carUnavailable ? (
            <Alert tone="warning" title="That car is no longer available">
              Tell us what you are looking for and we will help you finance a similar one.
            </Alert>
          ) : null}
          <h2 id="fc-finance-form-heading" className="fc-lead-panel__title">
            Finance enquiry
          </h2>
          <DeferredLeadForm
            kind="finance"
            car={data.leadCar}
            settings={site.lead}
            initialValues={data.initialValues}
          />
        </section>
        {data.finder ? (
          <div className="fc-finance-page__finders" data-slot="finance-finders">
            <DeferredBudgetFinder
              cartype={data.finder.cartype}
              bodies={data.finder.bodies}
              minPrice={data.finder.minPrice}
            />
            <DeferredPriceRangeFinder cartype={data.finder.cartype} />
          </div>
        ) : null}
        <p className="fc-finance-page__disclaimer" data-slot="finance-page-disclaimer">
          {data.disclaimer}
        </p>
      </div>
    </PageShell>
  );
}
