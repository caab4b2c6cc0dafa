import { Chip, HeartIcon } from '@forecourt/ui';
import { type FavouriteCar, useFavouriteToggle } from '../../favourites';
import './favourite-button.css';

export type FavouriteButtonProps = { car: FavouriteCar };

/**
 * Favourites: the car page's toggle (docs/rules.md#favourites). Its pressed state says
 * whether the car is saved. Its name is its visible word, 'Save' or 'Saved', followed by
 * words only a screen reader reads ('Save 2021 Toyota Hilux to favourites'), so the name
 * always holds the word on screen (WCAG 2.5.3 Label in Name), whichever the state.
 */
export function FavouriteButton({ car }: FavouriteButtonProps) {
  const { pressed, onPressedChange } = useFavouriteToggle(car);
  return (
    <Chip
      className="fc-favourite-button"
      data-slot="favourite-button"
      data-state={pressed ? 'on' : 'off'}
      aria-pressed={pressed}
      onClick={() => onPressedChange()}
    >
      <HeartIcon filled={pressed} />
      <span>{pressed ? 'Saved' : 'Save'}</span>
      <span className="fc-visually-hidden"> {car.name} to favourites</span>
    </Chip>
  );
}
