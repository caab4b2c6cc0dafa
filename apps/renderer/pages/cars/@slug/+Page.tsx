import { Fragment } from 'react';
import { useData } from 'vike-react/useData';
import { PageShell } from '../../../components/PageShell';
import type { Data } from './+data';

// The car page's frame: photo, price, details, dealership and the PDF download.
// The carousel, the sidebar buttons, phone reveal and the modals arrive with the
// car detail page.
export default function Page() {
  const { car, dealer, pdfHref, breadcrumbs } = useData<Data>();
  return (
    <PageShell title={car.title} breadcrumbs={breadcrumbs}>
      <div className="fc-car" data-slot="car-detail" data-status={car.status}>
        <div>
          {car.image ? <img src={car.image} alt={car.title} width={1024} height={576} /> : null}
          {car.description ? <p>{car.description}</p> : null}
        </div>
        <div>
          <p className="fc-card__price" data-slot="car-price">
            {car.price}
          </p>
          <dl>
            {car.details.map(([label, value]) => (
              <Fragment key={label}>
                <dt>{label}</dt>
                <dd>{value}</dd>
              </Fragment>
            ))}
          </dl>
          <p>
            <strong>{dealer.name}</strong>
            {dealer.location && dealer.location !== dealer.name ? ` · ${dealer.location}` : ''}
          </p>
          <p>
            <a className="fc-button" href={pdfHref} download>
              Download PDF
            </a>
          </p>
        </div>
      </div>
    </PageShell>
  );
}
