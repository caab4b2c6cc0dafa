import { useData } from 'vike-react/useData';
import { CarCards } from '../../components/CarCards';
import { PageShell } from '../../components/PageShell';
import type { Data } from './+data';

export default function Page() {
  const data = useData<Data>();
  const count = `${data.countEstimated ? 'Over ' : ''}${data.count.toLocaleString('en-AU')}`;
  return (
    <PageShell
      title={data.title}
      breadcrumbs={data.breadcrumbs}
      lead={data.query ? `${count} results for “${data.query}”` : `${count} cars`}
    >
      <search>
        <form className="fc-search-entry" method="get">
          <label htmlFor="fc-search-query" className="fc-visually-hidden">
            Search our stock
          </label>
          <input
            id="fc-search-query"
            name="query"
            type="search"
            placeholder="Search..."
            defaultValue={data.query}
          />
          <button type="submit">Search</button>
        </form>
      </search>
      <CarCards cars={data.cars} headingLevel={2} />
      {data.pages > 1 ? (
        <nav className="fc-pager" aria-label="Pages">
          {data.previous ? <a href={data.previous}>Previous page</a> : null}
          <span>
            Page {data.page} of {data.pages}
          </span>
          {data.next ? <a href={data.next}>Next page</a> : null}
        </nav>
      ) : null}
    </PageShell>
  );
}
