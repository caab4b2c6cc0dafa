import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../testing';
import { SoldBanner } from './sold-banner';

describe('SoldBanner', () => {
  describe('given a sold car', () => {
    it('says it sold and links to a search for a similar car', async () => {
      render(<SoldBanner car={{ status: 'sold' }} similarHref="/search/toyota/hilux" />);
      const banner = screen.getByRole('region', { name: 'SOLD' });
      expect(banner.textContent).toContain('Unfortunately this car recently sold.');
      expect(banner.textContent).toContain("But don't worry, we can help you find a similar car!");
      expect(
        screen.getByRole('link', { name: 'Find Me Something Similar' }).getAttribute('href'),
      ).toBe('/search/toyota/hilux');
      await expectNoAxeViolations();
    });
  });

  describe('given a car withdrawn for another reason', () => {
    it('shows the banner too: every non-available car does', () => {
      render(<SoldBanner car={{ status: 'others' }} similarHref="/search/toyota/hilux" />);
      expect(screen.getByRole('region', { name: 'SOLD' })).toBeTruthy();
    });
  });

  describe('given an active car', () => {
    it('draws nothing', () => {
      const { container } = render(
        <SoldBanner car={{ status: 'coming_soon' }} similarHref="/search/toyota/hilux" />,
      );
      expect(container.innerHTML).toBe('');
    });
  });
});
