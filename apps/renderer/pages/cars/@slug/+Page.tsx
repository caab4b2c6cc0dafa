import { CarDescription, CarGallery, CarSidebar } from '@forecourt/storefront/car';
import { useData } from 'vike-react/useData';
import { PageShell } from '../../../components/page-shell';
import type { Data } from './+data';
import './car-page.css';

// SPEC §2 Car detail: the photos and the car's details on the left, the price
// and actions in a sidebar on the right (between the photos and the details on
// a phone, so the price comes first), and the schema.org Car data for search engines.
export default function Page() {
  const { car, site, structuredData, breadcrumbs } = useData<Data>();
  return (
    <PageShell title={car.title} breadcrumbs={breadcrumbs}>
      <script
        type="application/ld+json"
        // Data for search engines, not script: escaped on the server (car-page.ts jsonLd).
        // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON-LD is inert data built and escaped by the server
        dangerouslySetInnerHTML={{ __html: structuredData }}
      />
      {/* A new car is a new set of widgets: no reveal or dialog state carries over. */}
      <div key={car.id} className="fc-car-page" data-slot="car-detail" data-status={car.status}>
        <div className="fc-car-page__gallery">
          <CarGallery
            title={car.title}
            images={car.images}
            tag={car.displayTag.kind === 'none' ? undefined : car.displayTag}
            itemType={car.item_type}
          />
        </div>
        <CarSidebar car={car} site={site} />
        <div className="fc-car-page__info">
          <section className="fc-car-page__details" aria-labelledby="fc-car-details">
            <h2 id="fc-car-details">Details</h2>
            <dl>
              {car.details.map(([label, value]) => (
                <div key={label}>
                  <dt>{label}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
            </dl>
          </section>
          <CarDescription text={car.description} itemType={car.item_type} />
        </div>
      </div>
    </PageShell>
  );
}
