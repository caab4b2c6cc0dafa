import { FinancePage } from '@forecourt/storefront/finance';
import { useData } from 'vike-react/useData';
import { usePageContext } from 'vike-react/usePageContext';
import { PageShell } from '../../components/page-shell';
import type { Data } from './+data';

// The storefront's finance page in the page shell, under each finance address.
export default function Page() {
  const { title, path, lead, ...data } = useData<Data>();
  const { site } = usePageContext();
  return (
    <PageShell
      title={title}
      breadcrumbs={[
        { label: 'Home', href: '/' },
        { label: title, href: path },
      ]}
      lead={lead}
    >
      <FinancePage {...data} settings={site.lead} />
    </PageShell>
  );
}
