import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../test/axe';
import { LocationMap } from './location-map';

const props = {
  staticSrc: '/media/maps/harbour-toyota-sales.svg',
  alt: 'Map of Harbour Toyota Sales, Homebush NSW',
};

describe('LocationMap', () => {
  describe('given a site with no interactive map', () => {
    it('shows the static map only, named by its alt text', async () => {
      render(<LocationMap {...props} />);
      const image = screen.getByRole('img', { name: props.alt });
      expect(image.getAttribute('src')).toBe(props.staticSrc);
      expect(screen.queryByRole('button')).toBeNull();
      expect(document.querySelector('iframe')).toBeNull();
      await expectNoAxeViolations();
    });
  });

  describe('given an interactive map', () => {
    const interactive = {
      ...props,
      interactiveSrc: 'https://www.google.com/maps/embed/v1/place?key=k&q=x',
      interactiveTitle: 'Google map of Harbour Toyota Sales',
    };

    it('loads no frame until the shopper asks, then shows it and moves focus into it', async () => {
      render(<LocationMap {...interactive} />);
      expect(document.querySelector('iframe')).toBeNull();
      await userEvent.click(screen.getByRole('button', { name: 'Show interactive map' }));
      const frame = screen.getByTitle('Google map of Harbour Toyota Sales');
      expect(frame.getAttribute('src')).toBe(interactive.interactiveSrc);
      expect(document.activeElement).toBe(frame);
      expect(document.querySelector('[data-slot="location-map"]')?.getAttribute('data-state')).toBe(
        'interactive',
      );
    });

    it('opens by keyboard', async () => {
      render(<LocationMap {...interactive} />);
      screen.getByRole('button', { name: 'Show interactive map' }).focus();
      await userEvent.keyboard('{Enter}');
      expect(screen.getByTitle('Google map of Harbour Toyota Sales')).toBeTruthy();
    });

    it('has no accessibility violations, static and interactive', async () => {
      const { unmount } = render(<LocationMap {...interactive} />);
      await expectNoAxeViolations();
      unmount();
      render(<LocationMap {...interactive} defaultInteractive />);
      // jsdom cannot reach into a frame; the frame itself is named by its title.
      const results = await axe.run(document.body, {
        iframes: false,
        rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
      });
      expect(results.violations.map((v) => v.id)).toEqual([]);
    });
  });
});
