import { formatCount } from '@forecourt/core';
import { DeferredBudgetFinder } from '@forecourt/storefront/finance';
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
        <HomeSectionBlock slot="home-body-types" title="Shop by body type">
          <TileGrid label="Body types" tiles={data.bodyTiles} />
        </HomeSectionBlock>
      ) : null,
    brands: () =>
      data.brands.length > 0 ? (
        <HomeSectionBlock slot="home-brands" title="Shop by brand">
          <BrandGrid label="Brands" brands={data.brands} />
        </HomeSectionBlock>
      ) : null,
    latest: () =>
      data.featured.length > 0 ? (
        <HomeSectionBlock slot="home-latest" title="Latest in stock">
          <CarCardList
            cars={data.featured}
            settings={data.cards}
            urlOptions={{ basePath: data.carsPath }}
          />
        </HomeSectionBlock>
      ) : null,
    'budget-finder': () =>
      data.budgetFinder ? (
        <div data-slot="home-budget-finder" className="fc-home-section">
          <DeferredBudgetFinder
            cartype={data.budgetFinder.cartype}
            bodies={data.budgetFinder.bodies}
            minPrice={data.budgetFinder.minPrice}
          />
        </div>
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

/** A home section with its heading; the template's order places it (SPEC §2). */
function HomeSectionBlock({
  slot,
  title,
  children,
}: {
  slot: string;
  title: string;
  children: ReactNode;
}) {
  const id = `fc-${slot}-title`;
  return (
    <section aria-labelledby={id} data-slot={slot} className="fc-home-section">
      <h2 id={id} className="fc-section-title">
        {title}
      </h2>
      {children}
    </section>
  );
}
