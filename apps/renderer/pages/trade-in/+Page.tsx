import { LeadCar } from '@forecourt/storefront/lead';
import { TradeInForm } from '@forecourt/storefront/trade-in';
import { Alert } from '@forecourt/ui';
import { useData } from 'vike-react/useData';
import { PageShell } from '../../components/page-shell';
import type { Data } from './+data';
import { TradeInFaq } from './trade-in-faq';
// The form sits in the lead forms' panel.
import '@forecourt/storefront/lead.css';
import './trade-in-page.css';

// SPEC §2 Trade-in screen: the valuation flow and the trade-in FAQ; on
// /cars/trade-in the car being bought beside the form.
export default function Page() {
  const data = useData<Data>();
  return (
    <PageShell
      title={data.title}
      breadcrumbs={[
        { label: 'Home', href: '/' },
        { label: data.title, href: data.path },
      ]}
      lead={data.lead}
    >
      <div className="fc-trade-in-page" data-slot="trade-in-page" data-mode={data.mode}>
        <section
          className="fc-lead-panel fc-trade-in-page__form"
          aria-labelledby="fc-trade-in-heading"
        >
          <h2 id="fc-trade-in-heading" className="fc-lead-panel__title">
            {data.mode === 'sell' ? 'Value my car' : 'Value my trade-in'}
          </h2>
          <TradeInForm mode={data.mode} car={data.leadCar} />
        </section>
        {data.car ? (
          <aside className="fc-trade-in-page__car" aria-label="The car you are buying">
            <LeadCar car={data.car} slot="trade-in-car">
              <p data-slot="trade-in-car-price">{data.car.price}</p>
            </LeadCar>
          </aside>
        ) : null}
        {data.carUnavailable ? (
          <Alert tone="warning" title="That car is no longer available">
            You can still value your car: we will help you find a similar one.
          </Alert>
        ) : null}
        <TradeInFaq mode={data.mode} />
      </div>
    </PageShell>
  );
}
