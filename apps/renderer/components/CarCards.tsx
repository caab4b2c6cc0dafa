import type { CardCar } from '../src/site/cardCar';

/** A plain list of result cards; the search page's full cards arrive with the search UI. */
export function CarCards({
  cars,
  headingLevel = 3,
}: {
  cars: readonly CardCar[];
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <ul className="fc-cards" data-slot="car-cards">
      {cars.map((car) => (
        <li key={car.id}>
          <article className="fc-card" data-slot="car-card" data-status={car.status}>
            {car.image ? (
              <img src={car.image} alt={car.title} width={640} height={360} loading="lazy" />
            ) : null}
            <div className="fc-card__body">
              <Heading className="fc-card__title">
                <a href={`/cars/${encodeURIComponent(car.slug)}`}>{car.title}</a>
              </Heading>
              <p className="fc-card__price">{car.price}</p>
              <p className="fc-card__meta">{[car.km, car.location].filter(Boolean).join(' · ')}</p>
            </div>
          </article>
        </li>
      ))}
    </ul>
  );
}
