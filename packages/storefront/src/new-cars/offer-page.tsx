// biome-ignore assist/source/organizeImports: the kit's component is imported after the widgets it sits with, so its styles keep their place in the page's stylesheet
import { OfferActions } from './offer-actions';
import { OfferCard } from '@forecourt/ui';
import type { OfferView } from './types';

export type OfferPageProps = { offer: OfferView };

/**
 * A single offer's page body (docs/rules.md#offer-page): the offer with 'Enquire Now' and
 * 'Explore {model}'.
 */
export function OfferPage({ offer }: OfferPageProps) {
  return (
    <OfferCard
      variant="feature"
      name={offer.name}
      image={offer.image ? { ...offer.image, sizes: '(min-width: 768px) 55vw, 100vw' } : null}
      priority
      description={offer.description}
      disclaimer={offer.disclaimer}
      actions={<OfferActions offerName={offer.name} buttons={offer.buttons} />}
    />
  );
}
