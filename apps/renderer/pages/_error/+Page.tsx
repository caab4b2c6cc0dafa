import { ErrorPage } from '@forecourt/storefront/frame';
import { usePageContext } from 'vike-react/usePageContext';
import { ContactDetails } from '../../components/page-shell';
import { searchUnavailableMessage } from '../../src/page-data/search-unavailable';
import type { Data } from './+data';

// The storefront's error page, with what +data found out about the error: a car that has
// left the site (410), a search that failed (503), an ended campaign (410), or none.
export default function Page() {
  const { is404, site, data } = usePageContext() as ReturnType<typeof usePageContext> & {
    data?: Data;
  };
  return (
    <ErrorPage
      gone={data?.gone}
      searchDown={
        data?.searchDown ? { ...data.searchDown, message: searchUnavailableMessage } : null
      }
      ended={data && 'ended' in data ? data.ended : null}
      notFound={is404 === true}
      carsPath={site.carsPath}
      contact={<ContactDetails />}
    />
  );
}
