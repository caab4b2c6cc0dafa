import { type FavouriteCar, useFavouriteToggle } from '../../favourites';
import './favouriteButton.css';

export type FavouriteButtonProps = { car: FavouriteCar };

/**
 * SPEC §4 Favourites: the car page's toggle. Its name stays 'Save {car} to
 * favourites' and its pressed state says whether it is saved, as a toggle
 * button should; the visible text follows the state.
 */
export function FavouriteButton({ car }: FavouriteButtonProps) {
  const { pressed, onPressedChange, label } = useFavouriteToggle(car);
  return (
    <button
      type="button"
      className="fc-favourite-button"
      data-slot="favourite-button"
      data-state={pressed ? 'on' : 'off'}
      aria-pressed={pressed}
      aria-label={label}
      onClick={() => onPressedChange()}
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20">
        <path
          d="M12 20.5s-7.5-4.6-9.3-9.2C1.5 8 3.4 4.5 7 4.5c2.1 0 3.6 1.2 5 3 1.4-1.8 2.9-3 5-3 3.6 0 5.5 3.5 4.3 6.8-1.8 4.6-9.3 9.2-9.3 9.2z"
          fill={pressed ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="2"
        />
      </svg>
      <span aria-hidden="true">{pressed ? 'Saved' : 'Save'}</span>
    </button>
  );
}
