import { formatCount } from '@forecourt/core';
import { CarCardList } from '@forecourt/storefront/search';
import { useData } from 'vike-react/useData';
import { usePageContext } from 'vike-react/usePageContext';
import { ContactDetails } from '../../components/page-shell';
import type { Data } from './+data';

export default function Page() {
  const { site } = usePageContext();
  const data = useData<Data>();
  // The card hits carry only what cards show; core's schema fills the rest with its defaults.
  // The cards draw the public hits as the server projected them.
  const featured = data.featured;
  return (
    <>
      <section className="fc-hero" aria-labelledby="fc-hero-title" data-slot="home-hero">
        <h1 id="fc-hero-title">{site.name}</h1>
        <p>
          {data.count > 0
            ? `${data.countEstimated ? 'Over ' : ''}${formatCount(data.count)} cars in stock across ${site.address.city} and beyond.`
            : 'New stock arrives every week.'}
        </p>
        <search>
          <form className="fc-search-entry" action={data.carsPath} method="get">
            <label htmlFor="fc-home-query" className="fc-visually-hidden">
              Search our stock
            </label>
            <input id="fc-home-query" name="query" type="search" placeholder="Search..." />
            <button type="submit">Search</button>
          </form>
        </search>
        <ul className="fc-quick-links">
          {data.carTypes.map((link) => (
            <li key={link.href}>
              <a href={link.href}>{link.label}</a>
            </li>
          ))}
          <li>
            <a href={data.carsPath}>All stock</a>
          </li>
        </ul>
      </section>
      {data.featured.length > 0 ? (
        <section aria-labelledby="fc-featured-title">
          <h2 id="fc-featured-title" className="fc-section-title">
            Latest in stock
          </h2>
          <CarCardList
            cars={featured}
            settings={data.cards}
            urlOptions={{ basePath: data.carsPath }}
          />
        </section>
      ) : null}
      <ContactDetails />
    </>
  );
}
