import { Chip, HeartIcon } from '@forecourt/ui';
import { type FavouriteCar, useFavouriteToggle } from '../../favourites';
import './favourite-button.css';

export type FavouriteButtonProps = { car: FavouriteCar };

/**
 * Favourites: the car page's toggle (docs/rules.md#favourites). Its name stays 'Save {car} to
 * favourites' and its pressed state says whether it is saved, as a toggle
 * button should; the visible text follows the state.
 */
export function FavouriteButton({ car }: FavouriteButtonProps) {
  const { pressed, onPressedChange, label } = useFavouriteToggle(car);
  return (
    <Chip
      className="fc-favourite-button"
      data-slot="favourite-button"
      data-state={pressed ? 'on' : 'off'}
      aria-pressed={pressed}
      aria-label={label}
      onClick={() => onPressedChange()}
    >
      <HeartIcon filled={pressed} />
      <span aria-hidden="true">{pressed ? 'Saved' : 'Save'}</span>
    </Chip>
  );
}
