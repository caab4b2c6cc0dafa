import { TradeInPage } from '@forecourt/storefront/trade-in';
import { useData } from 'vike-react/useData';
import { PageShell } from '../../components/page-shell';
import type { Data } from './+data';

// The storefront's trade-in page in the page shell, under each of its three addresses.
export default function Page() {
  const { title, path, lead, ...data } = useData<Data>();
  return (
    <PageShell
      title={title}
      breadcrumbs={[
        { label: 'Home', href: '/' },
        { label: title, href: path },
      ]}
      lead={lead}
    >
      <TradeInPage {...data} />
    </PageShell>
  );
}
