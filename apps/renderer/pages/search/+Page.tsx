import { searchResultSchema } from '@forecourt/core';
import { SearchPage } from '@forecourt/storefront/search';
import { useMemo } from 'react';
import { useData } from 'vike-react/useData';
import { Breadcrumbs } from '../../components/page-shell';
import type { Data } from './+data';

// Each answer of +data starts a fresh search machine: a link to another search
// (a header link, 'Find Similar') is a client-side navigation that brings its
// own server answer. Refinements made on the page push history entries
// themselves and never come through here.
let answers = 0;

export default function Page() {
  const data = useData<Data>();
  // The card hits carry only what cards show; core's schema fills the rest with
  // its defaults, so the machine holds the protocol's SearchResult.
  const initialResult = useMemo(() => searchResultSchema.parse(data.result), [data]);
  const key = useMemo(() => {
    answers += 1;
    return `${data.url}#${answers}`;
  }, [data]);
  return (
    <div className="fc-shell" data-slot="page-shell">
      <Breadcrumbs items={data.breadcrumbs} />
      <SearchPage
        key={key}
        url={data.url}
        initialResult={initialResult}
        hitsPerPage={data.hitsPerPage}
        urlOptions={data.urlOptions}
        settings={data.settings}
        promo={data.promo}
        makeLogos={data.makeLogos}
      />
    </div>
  );
}
