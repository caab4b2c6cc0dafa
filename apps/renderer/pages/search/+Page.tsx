import { SearchPage } from '@forecourt/storefront/search';
import { useData } from 'vike-react/useData';
import { PageShell } from '../../components/page-shell';
import type { Data } from './+data';

// The storefront's search page in the page shell, which leaves the heading to it (the
// heading says the count). The server's answer starts the search machine; refinements
// made on the page push history entries themselves (the machine's URL codec) and never
// load the page again. A link to another search (a header link, 'Find Similar') loads
// that page from the server.
export default function Page() {
  const data = useData<Data>();
  return (
    <PageShell breadcrumbs={data.breadcrumbs} contact={false}>
      <SearchPage
        url={data.url}
        initialResult={data.result}
        hitsPerPage={data.hitsPerPage}
        urlOptions={data.urlOptions}
        settings={data.settings}
        promo={data.promo}
        cta={data.cta}
        makeLogos={data.makeLogos}
      />
    </PageShell>
  );
}
