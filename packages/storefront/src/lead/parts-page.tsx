import type { LeadSettings } from '@forecourt/core';
import { DeferredLeadForm } from './deferred-lead-form';
import './parts-page.css';

export type PartsPageProps = {
  /** The models of the site's range with accessories, and how many each has. */
  accessories: readonly { id: string; name: string; make: string | null; count: number }[];
  settings?: LeadSettings;
};

/**
 * The parts pages' body (/parts/search, /vehicle-parts-and-accessories): ask the parts
 * team for a part, and see which models have accessories.
 */
export function PartsPage({ accessories, settings }: PartsPageProps) {
  return (
    <div className="fc-parts-page">
      <section className="fc-lead-panel" aria-labelledby="fc-parts-form-heading">
        <h2 id="fc-parts-form-heading" className="fc-lead-panel__title">
          Find a part
        </h2>
        <DeferredLeadForm kind="parts" car={null} settings={settings} />
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
  );
}
