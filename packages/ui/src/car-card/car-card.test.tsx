import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../button/button';
import { expectNoAxeViolations } from '../test/axe';
import { CarCard, type CarCardProps } from './car-card';

const base: CarCardProps = {
  title: '2021 Toyota RAV4 GX',
  href: '/cars/2021-toyota-rav4-gx',
  image: { src: '/rav4.jpg', alt: 'Silver 2021 Toyota RAV4 GX, front three-quarter view' },
  locationLabel: 'Brisbane City',
  status: 'in_stock',
  priceLabel: '$34,990',
  financeLabel: '$123 per week',
  specs: ['32,100 km', 'Automatic', 'Petrol'],
};

describe('CarCard', () => {
  it('loads its photo lazily, or at once with high priority as the first card', () => {
    const image = {
      src: '/images/a.svg?w=640&q=80',
      alt: 'A car',
      srcSet: '/images/a.svg?w=320&q=80 320w',
    };
    const { rerender } = render(<CarCard {...base} image={image} />);
    const lazy = screen.getByRole('img', { name: 'A car' });
    expect(lazy.getAttribute('loading')).toBe('lazy');
    expect(lazy.getAttribute('fetchpriority')).toBeNull();
    expect(lazy.getAttribute('sizes')).toBe(
      '(min-width: 1024px) 320px, (min-width: 640px) 50vw, 100vw',
    );
    rerender(<CarCard {...base} image={image} priority />);
    const first = screen.getByRole('img', { name: 'A car' });
    expect(first.getAttribute('loading')).toBe('eager');
    expect(first.getAttribute('fetchpriority')).toBe('high');
  });

  describe('given a car in stock', () => {
    it('shows image, location overlay, price and finance with no accessibility violations', async () => {
      render(
        <CarCard
          {...base}
          favourite={{}}
          actions={
            <>
              <Button size="sm">Details</Button>
              <Button size="sm" variant="outline">
                Get Finance
              </Button>
            </>
          }
        />,
      );
      const card = screen.getByRole('article', { name: '2021 Toyota RAV4 GX' });
      expect(card.getAttribute('data-status')).toBe('in_stock');
      expect(
        within(card).getByRole('link', { name: '2021 Toyota RAV4 GX' }).getAttribute('href'),
      ).toBe('/cars/2021-toyota-rav4-gx');
      expect(within(card).getByText('Brisbane City')).toBeTruthy();
      expect(within(card).getByText('$34,990')).toBeTruthy();
      expect(within(card).getByText('$123 per week')).toBeTruthy();
      await expectNoAxeViolations();
    });
  });

  describe('given a sold car', () => {
    it('carries the status as data and shows the sold tag', async () => {
      render(
        <CarCard
          {...base}
          status="sold"
          tag={{ kind: 'sold', label: 'SOLD' }}
          financeLabel={undefined}
        />,
      );
      const card = screen.getByRole('article');
      expect(card.getAttribute('data-status')).toBe('sold');
      expect(within(card).getByText('SOLD').getAttribute('data-kind')).toBe('sold');
      expect(within(card).queryByText('$123 per week')).toBeNull();
      await expectNoAxeViolations();
    });
  });

  it('toggles the favourite from the keyboard and reports it', async () => {
    const onPressedChange = vi.fn();
    render(<CarCard {...base} favourite={{ onPressedChange }} />);
    const heart = screen.getByRole('button', { name: 'Save 2021 Toyota RAV4 GX to favourites' });
    expect(heart.getAttribute('aria-pressed')).toBe('false');
    heart.focus();
    await userEvent.keyboard('{Enter}');
    expect(heart.getAttribute('aria-pressed')).toBe('true');
    await userEvent.keyboard(' ');
    expect(heart.getAttribute('aria-pressed')).toBe('false');
    expect(onPressedChange.mock.calls).toEqual([[true], [false]]);
  });

  it('shows a saved favourite when the caller says so', () => {
    render(<CarCard {...base} favourite={{ pressed: true }} />);
    expect(screen.getByRole('button').getAttribute('aria-pressed')).toBe('true');
  });

  it('has no favourite button when favourites are off', () => {
    render(<CarCard {...base} />);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('shows the enquiry text the core chose when there is no price', () => {
    render(<CarCard {...base} priceLabel="Enquire for price." />);
    expect(screen.getByText('Enquire for price.')).toBeTruthy();
  });
});
