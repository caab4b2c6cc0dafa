import { formatCount } from '@forecourt/core';
import { defaultHomeSections, type HomeSection } from '@forecourt/storefront/frame';
import { CarCardList } from '@forecourt/storefront/search';
import { BrandGrid, TileGrid } from '@forecourt/ui';
import { Fragment, type ReactNode } from 'react';
import { useData } from 'vike-react/useData';
import { usePageContext } from 'vike-react/usePageContext';
import { ContactDetails } from '../../components/page-shell';
import { templateFrames } from '../../src/site-registry/template-settings';
import type { Data } from './+data';

// The home page is the template's sections in the template's order (SPEC §2, issue 16:
// FrameSettings.homeSections); a section with nothing to show is left out.
export default function Page() {
  const { site } = usePageContext();
  const data = useData<Data>();
  const order = templateFrames[site.template].homeSections ?? defaultHomeSections;
  const sections: Record<HomeSection, () => ReactNode> = {
    search: () => (
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
    ),
    'body-types': () =>
      data.bodyTiles.length > 0 ? (
        <section
          aria-labelledby="fc-bodies-title"
          data-slot="home-body-types"
          className="fc-home-section"
        >
          <h2 id="fc-bodies-title" className="fc-section-title">
            Shop by body type
          </h2>
          <TileGrid label="Body types" tiles={data.bodyTiles} />
        </section>
      ) : null,
    brands: () =>
      data.brands.length > 0 ? (
        <section
          aria-labelledby="fc-brands-title"
          data-slot="home-brands"
          className="fc-home-section"
        >
          <h2 id="fc-brands-title" className="fc-section-title">
            Shop by brand
          </h2>
          <BrandGrid label="Brands" brands={data.brands} />
        </section>
      ) : null,
    latest: () =>
      data.featured.length > 0 ? (
        <section
          aria-labelledby="fc-featured-title"
          data-slot="home-latest"
          className="fc-home-section"
        >
          <h2 id="fc-featured-title" className="fc-section-title">
            Latest in stock
          </h2>
          <CarCardList
            cars={data.featured}
            settings={data.cards}
            urlOptions={{ basePath: data.carsPath }}
          />
        </section>
      ) : null,
    contact: () => <ContactDetails />,
  };
  return (
    <div data-slot="home" data-sections={order.join(' ')}>
      {order.map((name) => (
        <Fragment key={name}>{sections[name]()}</Fragment>
      ))}
    </div>
  );
}
