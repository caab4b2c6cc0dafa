import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CardTile, CtaCard } from './result-promos';
import { expectNoAxeViolations } from './testing';

const tile = {
  image: '/promos/ev.svg',
  alt: 'Drive electric: $1,000 charger credit on every new EV',
  background: '#123456',
  href: '/special-offers',
  display: [],
  strictDisplay: false,
};

const cta = {
  position: 30,
  title: 'Can’t find the car you’re after?',
  body: 'Tell us what you are looking for and our team will find it for you.',
  label: 'Contact us',
  href: '/contact',
};

describe('CardTile', () => {
  describe('given a tile with a link and a background', () => {
    it('is a promotion landmark holding one link named by the image’s alt text', () => {
      render(<CardTile tile={tile} />);
      const aside = screen.getByRole('complementary', { name: 'Promotion' });
      const link = within(aside).getByRole('link', { name: tile.alt });
      expect(link.getAttribute('href')).toBe('/special-offers');
      expect(within(link).getByRole('img').getAttribute('src')).toBe('/promos/ev.svg');
      expect(aside.getAttribute('data-background')).toBe('own');
      expect(aside.style.backgroundColor).toBe('rgb(18, 52, 86)');
    });

    it('has no accessibility violations', async () => {
      render(<CardTile tile={tile} />);
      await expectNoAxeViolations();
    });
  });

  describe('given a tile without a link or background', () => {
    it('is the image alone, on the theme’s colours, with no accessibility violations', async () => {
      render(<CardTile tile={{ ...tile, href: null, background: null }} />);
      const aside = screen.getByRole('complementary', { name: 'Promotion' });
      expect(within(aside).queryByRole('link')).toBeNull();
      expect(within(aside).getByRole('img', { name: tile.alt })).toBeTruthy();
      expect(aside.getAttribute('data-background')).toBe('theme');
      await expectNoAxeViolations();
    });
  });
});

describe('CtaCard', () => {
  it('is a landmark named by its heading, with its words and one link', () => {
    render(<CtaCard card={cta} />);
    const aside = screen.getByRole('complementary', { name: cta.title });
    expect(within(aside).getByRole('heading', { level: 3, name: cta.title })).toBeTruthy();
    expect(within(aside).getByText(cta.body)).toBeTruthy();
    expect(within(aside).getByRole('link', { name: 'Contact us' }).getAttribute('href')).toBe(
      '/contact',
    );
  });

  it('is reached by keyboard after the result before it', async () => {
    render(
      <>
        <a href="/cars/before">Before</a>
        <CtaCard card={cta} />
        <a href="/cars/after">After</a>
      </>,
    );
    await userEvent.tab();
    await userEvent.tab();
    expect(document.activeElement?.textContent).toBe('Contact us');
    await userEvent.tab();
    expect(document.activeElement?.textContent).toBe('After');
  });

  it('has no accessibility violations', async () => {
    render(<CtaCard card={cta} />);
    await expectNoAxeViolations();
  });
});
