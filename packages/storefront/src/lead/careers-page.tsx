import { CAREERS_CATEGORY, type LeadSettings } from '@forecourt/core';
import { DeferredLeadForm } from './deferred-lead-form';
import './careers-page.css';

export type CareersPageProps = { settings?: LeadSettings };

// The general enquiry starting at 'Careers Enquiry', which core files as a career
// enquiry with its own event id (docs/rules.md#lead-event-ids).
const initialValues = { category: CAREERS_CATEGORY };

/** The /careers page's body: the careers enquiry. */
export function CareersPage({ settings }: CareersPageProps) {
  return (
    <section className="fc-lead-panel fc-careers" aria-labelledby="fc-careers-heading">
      <h2 id="fc-careers-heading" className="fc-lead-panel__title">
        Send us your careers enquiry
      </h2>
      <DeferredLeadForm
        kind="enquiry"
        car={null}
        settings={settings}
        initialValues={initialValues}
        privacyPurpose="careers"
      />
    </section>
  );
}
