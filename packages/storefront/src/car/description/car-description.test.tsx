import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../testing';
import { CarDescription } from './car-description';

const long = `${'Serviced on time, one owner, tow bar and canopy fitted. '.repeat(5)}Ends here.`;

describe('CarDescription', () => {
  describe('given a description over 200 characters', () => {
    it('shows the first 160 with View more, then all of it with View less', async () => {
      render(<CarDescription text={long} />);
      const toggle = screen.getByRole('button', { name: 'View more' });
      expect(toggle.getAttribute('aria-expanded')).toBe('false');
      expect(screen.queryByText(/Ends here\./)).toBeNull();
      expect(screen.getByText(/^Serviced on time/).textContent?.length).toBeLessThanOrEqual(161);
      await expectNoAxeViolations();

      await userEvent.click(toggle);
      // The disclosure machine loads at the first View more.
      expect(await screen.findByText(/Ends here\./)).toBeTruthy();
      const less = screen.getByRole('button', { name: 'View less' });
      expect(less.getAttribute('aria-expanded')).toBe('true');
      // Focus stays on the toggle the shopper pressed.
      expect(document.activeElement).toBe(less);
      await userEvent.click(screen.getByRole('button', { name: 'View less' }));
      expect(screen.queryByText(/Ends here\./)).toBeNull();
    });
  });

  describe('given a short description', () => {
    it('shows it whole with no toggle', async () => {
      render(<CarDescription text="One owner, full service history." />);
      expect(screen.getByText('One owner, full service history.')).toBeTruthy();
      expect(screen.queryByRole('button')).toBeNull();
      await expectNoAxeViolations();
    });
  });

  describe('its heading names what it describes', () => {
    it('says About this car for a car, and About this caravan for a caravan', () => {
      const { unmount } = render(<CarDescription text="One owner." />);
      expect(screen.getByRole('heading', { name: 'About this car' })).toBeTruthy();
      unmount();
      render(<CarDescription text="Sleeps four." itemType="caravan" />);
      expect(screen.getByRole('heading', { name: 'About this caravan' })).toBeTruthy();
    });
  });

  describe('given no description', () => {
    it('draws nothing', () => {
      const { container } = render(<CarDescription text={null} />);
      expect(container.innerHTML).toBe('');
    });
  });
});
