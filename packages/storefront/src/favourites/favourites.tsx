import type { Favourite } from '@forecourt/core';
import { useFavourites } from '@forecourt/machines/react';
import { createContext, type ReactNode, useContext } from 'react';
import { useStorefront } from '../context';

// One favourites list per page: every card and the car page toggle the same
// machine, so two toggles never overwrite each other's stored list. The list is
// kept per dealership (SPEC §3 Favourite) under the site's slug.

type FavouritesValue = ReturnType<typeof useFavourites>;

const FavouritesContext = createContext<FavouritesValue | null>(null);

export function FavouritesProvider({ children }: { children: ReactNode }) {
  const { storage, logger, site } = useStorefront();
  const favourites = useFavourites({ storage, logger, dealershipSlug: site.slug });
  return <FavouritesContext.Provider value={favourites}>{children}</FavouritesContext.Provider>;
}

export function useFavouriteList(): FavouritesValue {
  const value = useContext(FavouritesContext);
  if (!value) throw new Error('favourites widgets need <FavouritesProvider> above them');
  return value;
}

/** The car fields a favourite keeps (SPEC §3 Favourite). */
export type FavouriteCar = Pick<Favourite, 'id' | 'name' | 'slug' | 'make' | 'model'> &
  Partial<Pick<Favourite, 'primary_image_url'>>;

/**
 * The favourite toggle of a car card or car page, in the shape `CarCard`'s
 * `favourite` prop takes. Until the stored list is read (`ready`), the toggle
 * shows as not pressed; a toggle made before then is replayed by the machine.
 */
export function useFavouriteToggle(car: FavouriteCar) {
  const { isFavourite, toggle } = useFavouriteList();
  return {
    pressed: isFavourite(car.id),
    onPressedChange: () => toggle(car),
    label: `Save ${car.name} to favourites`,
  };
}
