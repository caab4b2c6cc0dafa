import { describe, expect, it } from 'vitest';
import {
  type Favourite,
  favouriteFromCar,
  favouriteSchema,
  favouritesStorageKey,
  isFavourite,
  parseFavourites,
  serializeFavourites,
  toggleFavourite,
} from './favourites';

const hilux: Favourite = {
  id: '101',
  name: '2021 Toyota Hilux SR5',
  slug: '2021-toyota-hilux-sr5',
  make: 'Toyota',
  model: 'Hilux',
  primary_image_url: 'https://cdn.example/hilux.jpg',
};
const corolla: Favourite = {
  id: '102',
  name: '2023 Toyota Corolla Ascent',
  slug: '2023-toyota-corolla-ascent',
  make: 'Toyota',
  model: 'Corolla',
  primary_image_url: null,
};

describe('favourites storage key is per dealership', () => {
  it('each dealership has its own key', () => {
    expect(favouritesStorageKey('harbour-toyota')).toBe('forecourt:favourites:harbour-toyota');
    expect(favouritesStorageKey('harbour-toyota')).not.toBe(favouritesStorageKey('city-kia'));
  });

  it('a blank slug is refused', () => {
    expect(() => favouritesStorageKey('  ')).toThrow(/dealership slug is empty/);
  });
});

describe('favourites toggle add and remove', () => {
  it('adds a car not in the list, at the end', () => {
    expect(toggleFavourite([hilux], corolla)).toEqual([hilux, corolla]);
  });

  it('removes a car already in the list', () => {
    expect(toggleFavourite([hilux, corolla], hilux)).toEqual([corolla]);
  });

  it('toggling twice gives back the same list', () => {
    expect(toggleFavourite(toggleFavourite([hilux], corolla), corolla)).toEqual([hilux]);
  });

  it('matches by id, not by the other fields', () => {
    expect(toggleFavourite([hilux], { ...hilux, name: 'renamed' })).toEqual([]);
  });

  it('does not change the list it was given', () => {
    const list = [hilux];
    toggleFavourite(list, corolla);
    toggleFavourite(list, hilux);
    expect(list).toEqual([hilux]);
  });

  it('isFavourite reports membership', () => {
    expect(isFavourite([hilux], '101')).toBe(true);
    expect(isFavourite([hilux], '102')).toBe(false);
    expect(isFavourite([], '101')).toBe(false);
  });

  it('a favourite is made from the car fields it needs', () => {
    expect(
      favouriteFromCar({
        id: '101',
        name: hilux.name,
        slug: hilux.slug,
        make: 'Toyota',
        model: 'Hilux',
        primary_image_url: hilux.primary_image_url,
      }),
    ).toEqual(hilux);
  });
});

describe('favourites parse tolerates corrupt storage', () => {
  it('reads back what was stored', () => {
    expect(parseFavourites(serializeFavourites([hilux, corolla]))).toEqual([hilux, corolla]);
  });

  it('nothing stored is an empty list', () => {
    expect(parseFavourites(null)).toEqual([]);
    expect(parseFavourites(undefined)).toEqual([]);
    expect(parseFavourites('')).toEqual([]);
  });

  it('bad JSON is an empty list, not a throw', () => {
    expect(parseFavourites('[{"id": 1,')).toEqual([]);
    expect(parseFavourites('undefined')).toEqual([]);
  });

  it('JSON that is not a list is an empty list', () => {
    expect(parseFavourites('{"id":"101"}')).toEqual([]);
    expect(parseFavourites('null')).toEqual([]);
    expect(parseFavourites('42')).toEqual([]);
  });

  it('bad entries are dropped and good ones kept', () => {
    const text = JSON.stringify([hilux, null, 'x', { id: '9', name: 'No slug' }, corolla]);
    expect(parseFavourites(text)).toEqual([hilux, corolla]);
  });

  it('a numeric id from older storage is read as a string', () => {
    expect(parseFavourites(JSON.stringify([{ ...hilux, id: 101 }]))).toEqual([hilux]);
  });

  it('a repeated id keeps its first entry', () => {
    expect(parseFavourites(JSON.stringify([hilux, { ...hilux, name: 'dup' }]))).toEqual([hilux]);
  });

  it('a missing image is null', () => {
    const { primary_image_url: _, ...noImage } = hilux;
    expect(favouriteSchema.parse(noImage).primary_image_url).toBeNull();
  });
});
