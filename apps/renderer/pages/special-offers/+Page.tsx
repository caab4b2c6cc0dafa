import { OfferCard } from '@forecourt/ui';
import { useData } from 'vike-react/useData';
import { PageShell } from '../../components/page-shell';
import type { Data } from './+data';
import './special-offers.css';

/** SPEC §2 Offers: the site's offer cards, each to its own page. */
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
      {offers.length > 0 ? (
        <ul className="fc-offer-list" data-slot="offer-list">
          {offers.map((offer, index) => (
            <li key={offer.id} data-offer-id={offer.id}>
              <OfferCard
                name={offer.name}
                href={offer.href}
                image={
                  offer.image
                    ? {
                        ...offer.image,
                        sizes: '(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw',
                      }
                    : null
                }
                priority={index === 0}
                description={offer.description}
                disclaimer={offer.disclaimer}
              />
            </li>
          ))}
        </ul>
      ) : null}
    </PageShell>
  );
}
