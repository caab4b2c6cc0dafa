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

  describe('given a description over 200 characters (docs/rules.md#result-card-description)', () => {
    const long = `${'One owner, full service history, tow bar and canopy fitted. '.repeat(5)}Ends here.`;

    it('shows its first 160 with View more, then all of it with View less, from the keyboard', async () => {
      renderInStorefront(
        <SearchResultCard car={testCar({ id: '3', description: long })} settings={settings} />,
      );
      const more = screen.getByRole('button', { name: /^View more/ });
      // The name holds the visible words, and says which car.
      expect(more.textContent).toContain('View more');
      expect(more.getAttribute('aria-label') ?? more.textContent).toContain('View more');
      expect(more.textContent).toContain('2020 Toyota Corolla');
      expect(more.getAttribute('aria-expanded')).toBe('false');
      const text = document.getElementById(more.getAttribute('aria-controls') ?? '');
      expect(text?.textContent).toBe(`${long.slice(0, 160).trimEnd()}…`);
      expect(screen.queryByText(/Ends here\./)).toBeNull();
      await expectNoAxeViolations();

      more.focus();
      await userEvent.keyboard('{Enter}');
      const less = screen.getByRole('button', { name: /^View less/ });
      expect(less.getAttribute('aria-expanded')).toBe('true');
      expect(text?.textContent).toBe(long);
      expect(document.activeElement).toBe(less);
      await expectNoAxeViolations();
      await userEvent.keyboard(' ');
      expect(screen.getByRole('button', { name: /^View more/ })).toBeTruthy();
      expect(screen.queryByText(/Ends here\./)).toBeNull();
    });

    it('a description of 200 characters or fewer shows whole, with no toggle', () => {
      renderInStorefront(
        <SearchResultCard
          car={testCar({ id: '3', description: 'One owner, full service history.' })}
          settings={settings}
        />,
      );
      expect(screen.getByText('One owner, full service history.')).toBeTruthy();
      expect(screen.queryByRole('button', { name: /^View more/ })).toBeNull();
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
