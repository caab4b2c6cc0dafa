import { ContentPage } from '@forecourt/storefront/content';
import { useData } from 'vike-react/useData';
import { usePageContext } from 'vike-react/usePageContext';
import { ContactDetails } from '../../components/page-shell';
import type { Data } from './+data';

// The storefront's content page: a content page, a campaign, or a route still to be
// built, as +data found it.
export default function Page() {
  const page = useData<Data>();
  const { site } = usePageContext();
  return <ContentPage page={page} settings={site.lead} contact={<ContactDetails />} />;
}
