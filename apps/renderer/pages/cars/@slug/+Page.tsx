import { CarDetail } from '@forecourt/storefront/car';
import { useData } from 'vike-react/useData';
import { PageShell } from '../../../components/page-shell';
import type { Data } from './+data';

// The storefront's car detail in the page shell, with the schema.org Car data for search engines.
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
      <CarDetail key={car.id} car={car} site={site} />
    </PageShell>
  );
}
