import { DeferredLeadForm } from '@forecourt/storefront/lead';
import { useData } from 'vike-react/useData';
import { usePageContext } from 'vike-react/usePageContext';
import { PageShell } from '../../components/page-shell';
import type { Data } from './+data';
import './parts.css';

// SPEC §2 /parts/search and /vehicle-parts-and-accessories: ask the parts team
// for a part (a lead, SPEC §9 event id 22) and see which models have
// accessories.
export default function Page() {
  const { title, breadcrumbs, accessories } = useData<Data>();
  const { site } = usePageContext();
  return (
    <PageShell
      title={title}
      breadcrumbs={breadcrumbs}
      lead={`Genuine parts and accessories from the ${site.name} parts team. Tell us what you need and we will check stock and price for you.`}
    >
      <div className="fc-parts-page">
        <section className="fc-lead-panel" aria-labelledby="fc-parts-form-heading">
          <h2 id="fc-parts-form-heading" className="fc-lead-panel__title">
            Find a part
          </h2>
          <DeferredLeadForm kind="parts" car={null} settings={site.lead} />
        </section>
        {accessories.length > 0 ? (
          <section className="fc-parts-page__accessories" aria-labelledby="fc-accessories-heading">
            <h2 id="fc-accessories-heading">Accessories by model</h2>
            <ul>
              {accessories.map((model) => (
                <li key={model.id} data-slot="model-accessories">
                  <span>{[model.make, model.name].filter(Boolean).join(' ')}</span>
                  <span>{`${model.count} ${model.count === 1 ? 'accessory' : 'accessories'}`}</span>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </div>
    </PageShell>
  );
}
