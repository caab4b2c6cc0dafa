import {
  type Favourite,
  favouriteSchema,
  favouritesStorageKey,
  isFavourite,
  parseFavourites,
  serializeFavourites,
  toggleFavourite,
} from '@forecourt/core';
import {
  createContext,
  lazy,
  type ReactNode,
  Suspense,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useStorefront } from '../context';

// One favourites list per page: every card and the car page toggle the same
// machine, so two toggles never overwrite each other's stored list. The list is
// kept per dealership (docs/rules.md#favourites) under the site's slug.
//
// Most visits only show the list (the header's count, the pressed hearts), so
// the page reads it from storage with core's rules and loads the machine, and
// XState with it, at the shopper's first toggle (docs/decisions/0007-page-budgets-and-deferred-code.md). Toggles made before
// the machine is there are applied and written at once with core's rules, so a
// shopper who saves a car and leaves straight away keeps it; the machine then
// reads the list as written and owns every later change.

export type FavouritesValue = {
  list: Favourite[];
  /** The stored list has been read. */
  ready: boolean;
  isFavourite: (id: string | number) => boolean;
  toggle: (car: unknown) => void;
};

const FavouritesContext = createContext<FavouritesValue | null>(null);

const FavouritesHost = lazy(() => import('./favourites-host'));

/** The stored list, or an empty one where storage is missing, disabled or unreadable. */
function readStored(storage: { getItem(key: string): string | null } | null, slug: string) {
  try {
    return parseFavourites(storage?.getItem(favouritesStorageKey(slug)) ?? null);
  } catch {
    return [];
  }
}

export function FavouritesProvider({ children }: { children: ReactNode }) {
  const { storage, logger, site } = useStorefront();
  const [stored, setStored] = useState<Favourite[] | null>(null);
  const [machineValue, setMachineValue] = useState<FavouritesValue | null>(null);
  const [machineWanted, setMachineWanted] = useState(false);
  const [hostKey, setHostKey] = useState(0);
  const current = useRef<Favourite[]>([]);
  // After hydration, so the server's HTML (no list) and the first render agree. As a
  // transition: the hearts of a long page are drawn in slices, not in one long task.
  useEffect(() => {
    current.current = readStored(storage, site.slug);
    const list = current.current;
    startTransition(() => setStored(list));
  }, [storage, site.slug]);
  const toggleBeforeMachine = useCallback(
    (car: unknown) => {
      const parsed = favouriteSchema.safeParse(car);
      if (!parsed.success) {
        logger({ level: 'warn', message: 'favourite not toggled: the car is incomplete' });
        return;
      }
      const next = toggleFavourite(current.current, parsed.data);
      current.current = next;
      setStored(next);
      try {
        storage?.setItem(favouritesStorageKey(site.slug), serializeFavourites(next));
      } catch (error) {
        // Quota or disabled storage: the list on screen stays right for this page.
        logger({ level: 'warn', message: 'favourites not saved', data: error });
      }
      setMachineWanted(true);
    },
    [storage, logger, site.slug],
  );
  // The machine takes over only with the list as the page last wrote it; a
  // toggle made while it was reading storage makes it read again. Once it has
  // taken over, every later list is its own (the shopper's toggles go to it).
  const handedOver = useRef(false);
  const machineReady = useCallback((value: FavouritesValue) => {
    const ids = (list: readonly Favourite[]) => list.map((f) => f.id).join('\u0000');
    if (handedOver.current || ids(value.list) === ids(current.current)) {
      handedOver.current = true;
      current.current = value.list;
      setMachineValue(value);
    } else setHostKey((key) => key + 1);
  }, []);
  const storedValue = useMemo<FavouritesValue>(() => {
    const list = stored ?? [];
    return {
      list,
      ready: stored !== null,
      isFavourite: (id) => isFavourite(list, String(id)),
      toggle: toggleBeforeMachine,
    };
  }, [stored, toggleBeforeMachine]);
  return (
    <FavouritesContext.Provider value={machineValue ?? storedValue}>
      {children}
      {machineWanted ? (
        <Suspense fallback={null}>
          <FavouritesHost
            key={hostKey}
            storage={storage}
            logger={logger}
            dealershipSlug={site.slug}
            onValue={machineReady}
          />
        </Suspense>
      ) : null}
    </FavouritesContext.Provider>
  );
}

export function useFavouriteList(): FavouritesValue {
  const value = useContext(FavouritesContext);
  if (!value) throw new Error('favourites widgets need <FavouritesProvider> above them');
  return value;
}

/** The car fields a favourite keeps (docs/rules.md#favourites). */
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
