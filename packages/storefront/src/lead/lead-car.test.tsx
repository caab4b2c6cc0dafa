import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../search/testing';
import { LeadCar } from './lead-car';

const car = {
  id: '7',
  slug: '2021-toyota-hilux-sr5',
  title: '2021 Toyota Hilux SR5',
  image: '/a.svg',
};

describe('LeadCar', () => {
  it('shows the car a lead is about, linked to its page, with the page’s lines', async () => {
    render(
      <LeadCar car={car} slot="finance-car">
        <p>$42,990</p>
      </LeadCar>,
    );
    const article = document.querySelector('[data-slot="finance-car"]');
    expect(article?.getAttribute('data-car-id')).toBe('7');
    expect(screen.getByText('The car')).toBeTruthy();
    expect(screen.getByRole('link', { name: '2021 Toyota Hilux SR5' }).getAttribute('href')).toBe(
      '/cars/2021-toyota-hilux-sr5',
    );
    expect(screen.getByText('$42,990')).toBeTruthy();
    await expectNoAxeViolations();
  });

  it('draws no picture for a car without one', () => {
    render(<LeadCar car={{ ...car, image: null }} slot="test-drive-car" />);
    expect(document.querySelector('img')).toBeNull();
  });
});
