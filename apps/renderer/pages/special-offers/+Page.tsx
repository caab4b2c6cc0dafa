import { OffersPage } from '@forecourt/storefront/new-cars';
import { useData } from 'vike-react/useData';
import { PageShell } from '../../components/page-shell';
import type { Data } from './+data';

// The storefront's offer cards in the page shell (docs/rules.md#offers-on-a-site).
export default function Page() {
  const { offers, breadcrumbs } = useData<Data>();
  return (
    <PageShell
      title="Special Offers"
      breadcrumbs={breadcrumbs}
      lead={
        offers.length > 0
          ? 'Our latest offers on new cars. Open an offer to enquire about it.'
          : 'There are no special offers right now. Talk to our team about the best deal on your next car.'
      }
    >
      <OffersPage offers={offers} />
    </PageShell>
  );
}
