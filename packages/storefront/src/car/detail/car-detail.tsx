import { CarDescription } from '../description/car-description';
import { CarGallery } from '../gallery/car-gallery';
import { CarSidebar } from '../sidebar/car-sidebar';
import type { CarPageCar, CarPageSite } from '../types';
import './car-detail.css';

export type CarDetailProps = { car: CarPageCar; site: CarPageSite };

/**
 * The car page's body: the photos and the car's details on the left, the price and
 * actions in a sidebar on the right, and on a phone the sidebar between the photos and
 * the details so the price comes first (docs/rules.md#car-detail).
 */
export function CarDetail({ car, site }: CarDetailProps) {
  return (
    <div className="fc-car-page" data-slot="car-detail" data-status={car.status}>
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
  );
}
