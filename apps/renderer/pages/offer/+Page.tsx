import { OfferActions } from '@forecourt/storefront/new-cars';
import { OfferCard } from '@forecourt/ui';
import { useData } from 'vike-react/useData';
import { PageShell } from '../../components/page-shell';
import type { Data } from './+data';

/** SPEC §2 Offers: the single offer with 'Enquire Now' and 'Explore {model}'. */
export default function Page() {
  const { offer, breadcrumbs } = useData<Data>();
  return (
    <PageShell title={offer.name} breadcrumbs={breadcrumbs}>
      <OfferCard
        variant="feature"
        name={offer.name}
        image={offer.image ? { ...offer.image, sizes: '(min-width: 768px) 55vw, 100vw' } : null}
        priority
        description={offer.description}
        disclaimer={offer.disclaimer}
        actions={<OfferActions offerName={offer.name} buttons={offer.buttons} />}
      />
    </PageShell>
  );
}
