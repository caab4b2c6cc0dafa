import { testCar } from '@forecourt/search/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { defaultCardSettings } from './card-view';
import { SearchResultCard } from './result-card';
import { expectNoAxeViolations, renderInStorefront } from './testing';

const settings = {
  ...defaultCardSettings,
  now: '2026-03-02T00:00:00.000Z',
  features: { ...defaultCardSettings.features, reserveAllowed: true },
};
const images = [{ image: { url: '/a.svg' } }, { image: { url: '/b.svg' } }];

describe('SearchResultCard', () => {
  describe('given an in-stock car', () => {
    it('shows image, location, price and its buttons, with no accessibility violations', async () => {
      renderInStorefront(
        <SearchResultCard
          car={testCar({
            id: '3',
            slug: 'car-3',
            images,
            primary_image_url: '/a.svg',
            location_name: 'Homebush',
          })}
          settings={settings}
        />,
      );
      expect(screen.getByRole('img', { name: '2020 Toyota Corolla' }).getAttribute('src')).toBe(
        '/a.svg',
      );
      expect(screen.getByText('Homebush')).toBeTruthy();
      expect(screen.getByText('$20,000')).toBeTruthy();
      expect(
        screen
          .getByRole('link', { name: 'View details: 2020 Toyota Corolla' })
          .getAttribute('href'),
      ).toBe('/cars/car-3');
      expect(
        screen.getByRole('link', { name: 'Book a Test Drive: 2020 Toyota Corolla' }),
      ).toBeTruthy();
      expect(screen.getByRole('link', { name: 'Reserve Now: 2020 Toyota Corolla' })).toBeTruthy();
      expect(screen.getByRole('link', { name: 'Find Similar: 2020 Toyota Corolla' })).toBeTruthy();
      await expectNoAxeViolations();
    });

    it('the favourites toggle adds and removes the car', async () => {
      renderInStorefront(<SearchResultCard car={testCar({ id: '3' })} settings={settings} />);
      const toggle = screen.getByRole('button', { name: 'Save 2020 Toyota Corolla to favourites' });
      expect(toggle.getAttribute('aria-pressed')).toBe('false');
      await userEvent.click(toggle);
      expect(toggle.getAttribute('aria-pressed')).toBe('true');
      await userEvent.click(toggle);
      expect(toggle.getAttribute('aria-pressed')).toBe('false');
    });
  });

  describe('given a sold car', () => {
    it('carries its status and offers only Find Me Something Similar', async () => {
      renderInStorefront(
        <SearchResultCard car={testCar({ id: '4', status: 'sold' })} settings={settings} />,
      );
      expect(screen.getByRole('article').getAttribute('data-status')).toBe('sold');
      expect(screen.getAllByRole('link').map((a) => a.textContent)).toEqual([
        '2020 Toyota Corolla',
        'Find Me Something Similar',
      ]);
      await expectNoAxeViolations();
    });
  });
});
