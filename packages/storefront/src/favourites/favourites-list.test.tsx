import { favouritesStorageKey } from '@forecourt/core';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  expectNoAxeViolations,
  memoryStorage,
  testFavourite,
  testStorefront,
  withStorefront,
} from '../car/testing';
import { FavouritesList } from './favourites-list';

const key = favouritesStorageKey('acme-motors');
const hilux = testFavourite('7', '2021 Toyota Hilux');
const ranger = testFavourite('8', '2022 Ford Ranger');

describe('FavouritesList', () => {
  describe('given two saved cars', () => {
    it('lists them with links and removes one from the list and storage', async () => {
      const storage = memoryStorage({ [key]: JSON.stringify([hilux, ranger]) });
      render(<FavouritesList imageSrc={(url) => `/images${url}?w=640`} />, {
        wrapper: withStorefront(testStorefront({ storage })),
      });
      const list = await screen.findByRole('list', { name: 'Saved cars' });
      expect(within(list).getAllByRole('listitem')).toHaveLength(2);
      expect(screen.getByRole('link', { name: '2021 Toyota Hilux' }).getAttribute('href')).toBe(
        '/cars/2021-toyota-hilux',
      );
      expect(screen.getByText('2 saved cars')).toBeTruthy();
      expect(list.querySelector('img')?.getAttribute('src')).toBe(
        '/images/media/cars/7/0.svg?w=640',
      );
      await expectNoAxeViolations();

      const remove = screen.getByRole('button', {
        name: 'Remove 2021 Toyota Hilux from favourites',
      });
      expect(remove.textContent).toContain('Remove');
      await userEvent.click(remove);
      await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
      expect(screen.getByRole('status').textContent).toBe(
        '2021 Toyota Hilux removed from your favourites.',
      );
      await waitFor(() => expect(JSON.parse(storage.data.get(key) ?? '[]')).toEqual([ranger]));
      expect(document.activeElement?.getAttribute('data-slot')).toBe('favourites');
    });
  });

  describe('given no saved cars', () => {
    it('says so and links to the stock', async () => {
      render(<FavouritesList />, { wrapper: withStorefront(testStorefront()) });
      expect(await screen.findByText('You have no saved cars yet.')).toBeTruthy();
      expect(screen.getByRole('link', { name: 'Browse our stock' }).getAttribute('href')).toBe(
        '/search',
      );
      await expectNoAxeViolations();
    });
  });

  describe('given unreadable storage', () => {
    it('shows the empty state rather than an error', async () => {
      render(<FavouritesList stockHref="/stock" />, {
        wrapper: withStorefront(
          testStorefront({
            storage: {
              getItem: () => {
                throw new Error('SecurityError');
              },
              setItem: () => {},
            },
          }),
        ),
      });
      expect(await screen.findByRole('link', { name: 'Browse our stock' })).toBeTruthy();
      expect(screen.getByRole('link', { name: 'Browse our stock' }).getAttribute('href')).toBe(
        '/stock',
      );
    });
  });
});
