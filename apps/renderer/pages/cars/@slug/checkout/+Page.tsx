import { ReservePage, reserveVerb } from '@forecourt/storefront/reserve';
import { useData } from 'vike-react/useData';
import { usePageContext } from 'vike-react/usePageContext';
import { PageShell } from '../../../../components/page-shell';
import type { Data } from './+data';

// The storefront's reserve page in the page shell; /buy-online draws the same page.
export default function Page() {
  const { breadcrumbs, ...data } = useData<Data>();
  const { site } = usePageContext();
  return (
    <PageShell
      title={`${reserveVerb(data.buyOnline)} the ${data.car.title}`}
      breadcrumbs={breadcrumbs}
    >
      <ReservePage {...data} settings={site.lead} />
    </PageShell>
  );
}
