import { TestDrivePage } from '@forecourt/storefront/lead';
import { useData } from 'vike-react/useData';
import { usePageContext } from 'vike-react/usePageContext';
import { PageShell } from '../../components/page-shell';
import type { Data } from './+data';

// The storefront's test drive booking in the page shell.
export default function Page() {
  const data = useData<Data>();
  const { site } = usePageContext();
  return (
    <PageShell
      title="Book a Test Drive"
      breadcrumbs={[
        { label: 'Home', href: '/' },
        { label: 'Book a Test Drive', href: '/book-test-drive' },
      ]}
      lead={`Choose a day that suits you and the ${site.name} team will have the car ready.`}
    >
      <TestDrivePage {...data} settings={site.lead} />
    </PageShell>
  );
}
