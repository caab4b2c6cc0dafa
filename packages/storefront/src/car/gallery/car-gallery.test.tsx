import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../testing';
import { CarGallery } from './car-gallery';

const images = [1, 2, 3].map((n) => ({
  src: `/images/media/cars/7/${n}.svg?w=1024&q=80`,
  alt: `2021 Toyota Hilux SR5, photo ${n}`,
}));

describe('CarGallery', () => {
  describe('given a car with three photos', () => {
    it('starts at the second photo, loops both ways and has no accessibility violations', async () => {
      render(
        <CarGallery
          title="2021 Toyota Hilux SR5"
          images={images}
          tag={{ kind: 'new', label: 'New' }}
        />,
      );
      const carousel = screen.getByRole('region', { name: '2021 Toyota Hilux SR5 photos' });
      const active = () => carousel.querySelector('[data-state="active"] img')?.getAttribute('alt');
      expect(active()).toBe('2021 Toyota Hilux SR5, photo 2');
      await userEvent.click(screen.getByRole('button', { name: 'Next image' }));
      await userEvent.click(screen.getByRole('button', { name: 'Next image' }));
      expect(active()).toBe('2021 Toyota Hilux SR5, photo 1');
      await userEvent.click(screen.getByRole('button', { name: 'Previous image' }));
      expect(active()).toBe('2021 Toyota Hilux SR5, photo 3');
      expect(screen.getByText('New')).toBeTruthy();
      await expectNoAxeViolations();
    });
  });

  describe('given a car without photos', () => {
    it('says the photos are coming instead of drawing an empty carousel', async () => {
      render(<CarGallery title="2021 Toyota Hilux SR5" images={[]} />);
      expect(screen.queryByRole('region')).toBeNull();
      expect(screen.getByText('Photos of this car are on their way.')).toBeTruthy();
      await expectNoAxeViolations();
    });

    it('says caravan for a caravan', () => {
      render(<CarGallery title="2021 Jayco Starcraft" images={[]} itemType="caravan" />);
      expect(screen.getByText('Photos of this caravan are on their way.')).toBeTruthy();
    });
  });
});
