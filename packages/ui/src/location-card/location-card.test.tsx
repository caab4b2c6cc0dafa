import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../test/axe';
import { LocationCard } from './location-card';

const card = {
  name: 'Harbour Toyota Sales',
  href: '/contact-us/harbour-toyota-sales',
  typeLabel: 'Sales',
  image: { src: '/media/maps/harbour-toyota-sales.svg', alt: 'Map of Harbour Toyota Sales' },
  address: '412 Parramatta Road, Homebush NSW 2140',
  phone: { text: '02 5550 1010', href: 'tel:0255501010' },
  today: { hours: '8:30 AM - 5:30 PM', status: 'Open now until 5:30 PM', state: 'open' as const },
};

describe('LocationCard', () => {
  describe('given a location open now', () => {
    it("shows its image, name linking to its page, address, phone and today's hours", async () => {
      render(<LocationCard {...card} />);
      const article = screen.getByRole('article');
      expect(
        within(article).getByRole('img', { name: 'Map of Harbour Toyota Sales' }),
      ).toBeTruthy();
      expect(
        within(article).getByRole('heading', { level: 3, name: 'Harbour Toyota Sales' }),
      ).toBeTruthy();
      expect(
        within(article).getByRole('link', { name: 'Harbour Toyota Sales' }).getAttribute('href'),
      ).toBe('/contact-us/harbour-toyota-sales');
      expect(
        within(article)
          .getByRole('link', { name: 'Call Harbour Toyota Sales on 02 5550 1010' })
          .getAttribute('href'),
      ).toBe('tel:0255501010');
      const today = article.querySelector('[data-slot="location-today"]');
      expect(today?.getAttribute('data-state')).toBe('open');
      expect(today?.textContent).toBe('Today 8:30 AM - 5:30 PMOpen now until 5:30 PM');
      await expectNoAxeViolations();
    });
  });

  describe('given a location with no phone, at a distance', () => {
    it('leaves the phone out and shows the distance', async () => {
      render(<LocationCard {...card} phone={null} distance="4.2 km" headingLevel={2} />);
      expect(screen.queryByRole('link', { name: /^Call/ })).toBeNull();
      expect(screen.getByText('4.2 km')).toBeTruthy();
      expect(screen.getByRole('heading', { level: 2 })).toBeTruthy();
      await expectNoAxeViolations();
    });
  });
});
