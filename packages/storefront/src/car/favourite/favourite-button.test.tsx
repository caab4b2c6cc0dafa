import { favouritesStorageKey } from '@forecourt/core';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, memoryStorage, testStorefront, withStorefront } from '../testing';
import { FavouriteButton } from './favourite-button';

const car = {
  id: '7',
  name: '2021 Toyota Hilux SR5',
  slug: '2021-toyota-hilux-sr5-7',
  make: 'Toyota',
  model: 'Hilux',
  primary_image_url: '/media/cars/7/0.svg',
};

describe('FavouriteButton', () => {
  it('writes the first toggle at once, so leaving the page straight away keeps it', async () => {
    const storage = memoryStorage();
    render(<FavouriteButton car={car} />, { wrapper: withStorefront(testStorefront({ storage })) });
    const toggle = screen.getByRole('button', { name: 'Save 2021 Toyota Hilux SR5 to favourites' });
    await userEvent.click(toggle);
    // No waiting: the favourites machine is still loading.
    expect(JSON.parse(storage.data.get(favouritesStorageKey('acme-motors')) ?? '[]')).toEqual([
      car,
    ]);
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
  });

  it('saves the car to the dealership’s list and removes it again', async () => {
    const storage = memoryStorage();
    render(<FavouriteButton car={car} />, { wrapper: withStorefront(testStorefront({ storage })) });
    const toggle = screen.getByRole('button', { name: 'Save 2021 Toyota Hilux SR5 to favourites' });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    await expectNoAxeViolations();

    await userEvent.click(toggle);
    await waitFor(() => expect(toggle.getAttribute('aria-pressed')).toBe('true'));
    // Written by the favourites machine, which loads with the first toggle.
    const stored = () => JSON.parse(storage.data.get(favouritesStorageKey('acme-motors')) ?? '[]');
    await waitFor(() => expect(stored()).toEqual([car]));

    await userEvent.click(toggle);
    await waitFor(() => expect(toggle.getAttribute('aria-pressed')).toBe('false'));
    await waitFor(() => expect(stored()).toEqual([]));
  });

  it('shows a car saved earlier as pressed', async () => {
    const storage = memoryStorage({
      [favouritesStorageKey('acme-motors')]: JSON.stringify([car]),
    });
    render(<FavouriteButton car={car} />, { wrapper: withStorefront(testStorefront({ storage })) });
    await waitFor(() =>
      expect(
        screen.getByRole('button', {
          pressed: true,
          name: 'Saved 2021 Toyota Hilux SR5 to favourites',
        }),
      ).toBeTruthy(),
    );
  });

  it('is named by the word it shows in both states (WCAG 2.5.3 Label in Name)', async () => {
    render(<FavouriteButton car={car} />, { wrapper: withStorefront(testStorefront()) });
    const toggle = screen.getByRole('button', { name: 'Save 2021 Toyota Hilux SR5 to favourites' });
    // The word on screen is text the name is made of, not hidden behind an aria-label.
    const shown = () =>
      [...toggle.querySelectorAll('span')]
        .filter((span) => !span.classList.contains('fc-visually-hidden'))
        .map((span) => span.textContent)
        .join('');
    expect(toggle.hasAttribute('aria-label')).toBe(false);
    expect(shown()).toBe('Save');
    await userEvent.click(toggle);
    await waitFor(() => expect(toggle.getAttribute('aria-pressed')).toBe('true'));
    expect(shown()).toBe('Saved');
    expect(toggle).toBe(
      screen.getByRole('button', { name: 'Saved 2021 Toyota Hilux SR5 to favourites' }),
    );
    await expectNoAxeViolations();
  });

  it('removes the car again once the favourites machine has taken over, and saves it again', async () => {
    // The machine's chunk is loaded before the first toggle, as on a page where an
    // earlier toggle loaded it, so it takes over while the shopper waits.
    await import('../../favourites/favourites-host');
    const storage = memoryStorage();
    // The page reads the stored list once; the machine reads it again when it starts.
    let reads = 0;
    const read = storage.getItem;
    storage.getItem = (key) => {
      reads += 1;
      return read(key);
    };
    const stored = () => JSON.parse(storage.data.get(favouritesStorageKey('acme-motors')) ?? '[]');
    render(<FavouriteButton car={car} />, { wrapper: withStorefront(testStorefront({ storage })) });
    const toggle = screen.getByRole('button', { name: 'Save 2021 Toyota Hilux SR5 to favourites' });
    await userEvent.click(toggle);
    await waitFor(() => expect(toggle.getAttribute('aria-pressed')).toBe('true'));
    await waitFor(() => expect(reads).toBeGreaterThanOrEqual(2));
    // A moment for the machine's answer to reach the page, which hands it the toggles.
    await new Promise((resolve) => setTimeout(resolve, 50));
    await userEvent.click(toggle);
    await waitFor(() => expect(toggle.getAttribute('aria-pressed')).toBe('false'));
    await waitFor(() => expect(stored()).toEqual([]));
    await userEvent.click(toggle);
    await waitFor(() => expect(toggle.getAttribute('aria-pressed')).toBe('true'));
    await waitFor(() => expect(stored()).toEqual([car]));
  });
});
