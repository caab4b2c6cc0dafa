import { formatCount, type PublicHit } from '@forecourt/core';
import type { SearchUrlOptions } from '@forecourt/search';
import { type Brand, BrandGrid, type Tile, TileGrid } from '@forecourt/ui';
import { Fragment, type ReactNode } from 'react';
import type { HomeSection } from '../frame';
import { CarCardList } from '../search/car-card-list';
import type { SearchCardSettings } from '../search/card-view';
import { PromoTile, type PromoTileContent } from '../search/offers-banner';
import './home-page.css';

/** A stock row as the page draws it: its title, its cars and the search that lists them all. */
export type HomeStockRowData = { title: string; href: string; cars: readonly PublicHit[] };

/**
 * What the home page shows, worked out on the server from the site's stock (the
 * renderer's pages/index/+data.ts, core's rules for which tiles and makes show).
 * Empty lists leave their section out.
 */
export type HomePageData = {
  siteName: string;
  city: string;
  carsPath: string;
  count: number;
  countEstimated: boolean;
  /** The links by car type under the search box ('New cars', 'Used cars'…). */
  carTypes: readonly Tile[];
  bodyTiles: readonly Tile[];
  /** The facet tiles a template shows ('Shop by fuel type'), with their heading. */
  facetTiles: { title: string; tiles: readonly Tile[] };
  brands: readonly Brand[];
  /** The latest cars in stock. */
  featured: readonly PublicHit[];
  stockRows: readonly HomeStockRowData[];
  /** A group site's dealerships with their stock ('42 cars from $9,990'). */
  dealerships: readonly Tile[];
  /** The promotional tiles the site's features allow. */
  promos: readonly PromoTileContent[];
  cards: SearchCardSettings;
};

export type HomePageProps = {
  /** The template's sections, in its order (FrameSettings.homeSections). */
  sections: readonly HomeSection[];
  data: HomePageData;
  /** The site's contact details (the page shell's own block). */
  contact: ReactNode;
  /** The budget finder (the finance widgets' `DeferredBudgetFinder` with the site's figures). */
  budgetFinder?: ReactNode;
  urlOptions?: SearchUrlOptions;
};

/**
 * The home page (docs/rules.md#home-page-sections): the template's sections in the template's order,
 * each with its heading; a section with nothing to show is left out.
 */
export function HomePage({ sections, data, contact, budgetFinder, urlOptions }: HomePageProps) {
  const cardUrls = urlOptions ?? { basePath: data.carsPath };
  // Only the first list of cars on the page has a photo that loads at once with high
  // priority; a second one (each stock row had its own) would compete with it.
  const firstCars = sections.find(
    (section) =>
      (section === 'latest' && data.featured.length > 0) ||
      (section === 'stock-rows' && data.stockRows.some((row) => row.cars.length > 0)),
  );
  const render: Record<HomeSection, () => ReactNode> = {
    search: () => <HomeHero data={data} />,
    'body-types': () =>
      data.bodyTiles.length > 0 ? (
        <HomeSectionBlock slot="home-body-types" title="Shop by body type">
          <TileGrid label="Body types" tiles={data.bodyTiles} />
        </HomeSectionBlock>
      ) : null,
    'facet-tiles': () =>
      data.facetTiles.tiles.length > 0 ? (
        <HomeSectionBlock slot="home-facet-tiles" title={data.facetTiles.title}>
          <TileGrid label={data.facetTiles.title} tiles={data.facetTiles.tiles} />
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
            urlOptions={cardUrls}
            priority={firstCars === 'latest'}
          />
        </HomeSectionBlock>
      ) : null,
    'stock-rows': () =>
      data.stockRows
        .filter((row) => row.cars.length > 0)
        .map((row, index) => (
          <HomeSectionBlock
            key={row.href}
            slot="home-stock-row"
            id={`fc-home-stock-row-${index}`}
            title={row.title}
            more={{ href: row.href, label: `View all ${row.title.toLowerCase()}` }}
          >
            <CarCardList
              cars={row.cars}
              settings={data.cards}
              urlOptions={cardUrls}
              priority={firstCars === 'stock-rows' && index === 0}
            />
          </HomeSectionBlock>
        )),
    dealerships: () =>
      data.dealerships.length > 0 ? (
        <HomeSectionBlock slot="home-dealerships" title="Shop by dealership">
          <TileGrid label="Dealerships" tiles={data.dealerships} />
        </HomeSectionBlock>
      ) : null,
    promos: () =>
      data.promos.length > 0 ? (
        <section
          aria-label="Offers and services"
          data-slot="home-promos"
          className="fc-home-promos"
        >
          {data.promos.map((tile) => (
            <PromoTile key={tile.href} tile={tile} />
          ))}
        </section>
      ) : null,
    'budget-finder': () =>
      budgetFinder ? (
        <div data-slot="home-budget-finder" className="fc-home-section">
          {budgetFinder}
        </div>
      ) : null,
    contact: () => contact,
  };
  return (
    <div data-slot="home" data-sections={sections.join(' ')}>
      {sections.map((name) => (
        <Fragment key={name}>{render[name]()}</Fragment>
      ))}
    </div>
  );
}

/** The search entry: the site's name, its stock count, a search box and links by car type. */
function HomeHero({ data }: { data: HomePageData }) {
  const countLine =
    data.count > 0
      ? `${data.countEstimated ? 'Over ' : ''}${formatCount(data.count)} cars in stock across ${data.city} and beyond.`
      : 'New stock arrives every week.';
  return (
    <section className="fc-hero" aria-labelledby="fc-hero-title" data-slot="home-hero">
      <h1 id="fc-hero-title">{data.siteName}</h1>
      <p>{countLine}</p>
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
  );
}

/** A home section with its heading, and a link to see everything it stands for. */
function HomeSectionBlock({
  slot,
  id = `fc-${slot}-title`,
  title,
  more,
  children,
}: {
  slot: string;
  id?: string;
  title: string;
  more?: { href: string; label: string };
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} data-slot={slot} className="fc-home-section">
      <div className="fc-home-section__head">
        <h2 id={id} className="fc-section-title">
          {title}
        </h2>
        {more ? (
          <a className="fc-home-section__more" href={more.href}>
            {more.label}
          </a>
        ) : null}
      </div>
      {children}
    </section>
  );
}
