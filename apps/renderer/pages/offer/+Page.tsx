import { OfferPage } from '@forecourt/storefront/new-cars';
import { useData } from 'vike-react/useData';
import { PageShell } from '../../components/page-shell';
import type { Data } from './+data';

// The storefront's single offer in the page shell (docs/rules.md#offer-page).
export default function Page() {
  const { offer, breadcrumbs } = useData<Data>();
  return (
    <PageShell title={offer.name} breadcrumbs={breadcrumbs}>
      <OfferPage offer={offer} />
    </PageShell>
  );
}
