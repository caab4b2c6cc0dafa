import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Button } from '../button/button';
import { expectNoAxeViolations } from '../test/axe';
import { OfferCard } from './offer-card';

const html = '<p>Drive away a new <strong>Kia Sportage</strong> from $39,990<sup>1</sup>.</p>';

describe('OfferCard', () => {
  describe('given an offer with a long description and disclaimer', () => {
    const props = {
      name: 'Sportage drive away offer',
      href: '/offers/kia/kia-sportage',
      image: { src: '/sportage.svg' },
      description: { html, preview: 'Drive away a new Kia Sportage' },
      disclaimer: {
        text: 'Offer available while stocks last, at participating dealers.',
        preview: 'Offer available',
      },
    };

    it('shows the name as a link, a decorative image and the cut texts with View more; no accessibility violations', async () => {
      const { container } = render(<OfferCard {...props} />);
      expect(
        screen.getByRole('heading', { level: 2, name: 'Sportage drive away offer' }),
      ).toBeTruthy();
      expect(
        screen.getByRole('link', { name: 'Sportage drive away offer' }).getAttribute('href'),
      ).toBe('/offers/kia/kia-sportage');
      expect(container.querySelector('img')?.getAttribute('alt')).toBe('');
      expect(screen.getByText('Drive away a new Kia Sportage…')).toBeTruthy();
      expect(screen.getByText('Offer available…')).toBeTruthy();
      expect(screen.getAllByRole('button', { name: 'View more' })).toHaveLength(2);
      await expectNoAxeViolations();
    });

    it('opens the description as its HTML with View more and closes it with View less', async () => {
      const { container } = render(<OfferCard {...props} />);
      const [more] = screen.getAllByRole('button', { name: 'View more' });
      if (!more) throw new Error('no View more');
      await userEvent.click(more);
      expect(container.querySelector('strong')?.textContent).toBe('Kia Sportage');
      expect(container.querySelector('sup')?.textContent).toBe('1');
      await userEvent.click(screen.getByRole('button', { name: 'View less' }));
      expect(container.querySelector('strong')).toBeNull();
      await expectNoAxeViolations();
    });
  });

  describe('given short texts', () => {
    it('shows them whole with no toggle', () => {
      render(
        <OfferCard
          name="EV6 offer"
          description={{ html, preview: null }}
          disclaimer={{ text: 'While stocks last.', preview: null }}
        />,
      );
      expect(screen.queryByRole('button')).toBeNull();
      expect(screen.getByText('While stocks last.')).toBeTruthy();
      expect(screen.queryByRole('link')).toBeNull();
    });
  });

  describe('given the single-offer (feature) variant', () => {
    it('leaves the name to the page heading and shows the buttons; no accessibility violations', async () => {
      render(
        <OfferCard
          name="Sportage drive away offer"
          variant="feature"
          description={{ html, preview: null }}
          actions={<Button>Enquire Now</Button>}
        />,
      );
      expect(screen.queryByRole('heading')).toBeNull();
      expect(screen.getByRole('button', { name: 'Enquire Now' })).toBeTruthy();
      await expectNoAxeViolations();
    });
  });
});
