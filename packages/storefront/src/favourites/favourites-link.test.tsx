import { favouritesStorageKey } from '@forecourt/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  expectNoAxeViolations,
  memoryStorage,
  testFavourite,
  testStorefront,
  withStorefront,
} from '../car/testing';
import { FavouritesLink } from './favourites-link';

const key = favouritesStorageKey('acme-motors');

describe('FavouritesLink', () => {
  describe('given two saved cars', () => {
    it('links to the favourites page with the count once the list is read', async () => {
      const storage = memoryStorage({
        [key]: JSON.stringify([testFavourite('7', '2021 Toyota Hilux'), testFavourite('8', 'X')]),
      });
      render(<FavouritesLink />, { wrapper: withStorefront(testStorefront({ storage })) });
      const link = await screen.findByRole('link', { name: 'Favourites 2 saved' });
      expect(link.getAttribute('href')).toBe('/favourites');
      await expectNoAxeViolations();
    });
  });

  describe('given no saved cars', () => {
    it('shows no count', async () => {
      render(<FavouritesLink />, { wrapper: withStorefront(testStorefront()) });
      expect((await screen.findByRole('link', { name: 'Favourites' })).textContent).toBe(
        'Favourites',
      );
      await expectNoAxeViolations();
    });
  });
});
