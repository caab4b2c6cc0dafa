import type { ReactNode } from 'react';
import './lead-car.css';

export type LeadCarProps = {
  car: { id: string; slug: string; title: string; image: string | null };
  /** The data-slot tests and templates find it by ('test-drive-car', 'finance-car'). */
  slot: string;
  /** What the page says of the car under its title (facts, price, estimate). */
  children?: ReactNode;
};

/**
 * The car a lead page is about (a test drive booking, a finance enquiry): its photo
 * beside 'The car', its title linking to its page, and the page's own lines.
 */
export function LeadCar({ car, slot, children }: LeadCarProps) {
  return (
    <article className="fc-lead-car" data-slot={slot} data-car-id={car.id}>
      {car.image ? (
        <img src={car.image} alt="" width={640} height={360} fetchPriority="high" />
      ) : null}
      <div className="fc-lead-car__body">
        <p className="fc-lead-car__label">The car</p>
        <p className="fc-lead-car__title">
          <a href={`/cars/${encodeURIComponent(car.slug)}`}>{car.title}</a>
        </p>
        {children}
      </div>
    </article>
  );
}
