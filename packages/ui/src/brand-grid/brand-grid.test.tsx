import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../test/axe';
import { BrandGrid } from './brand-grid';

const logo = 'data:image/gif;base64,R0lGODlhAQABAAAAACw=';
const brands = [
  { name: 'Toyota', logoUrl: logo, href: '/search/toyota' },
  { name: 'Mazda', logoUrl: logo, href: '/search/mazda' },
];

describe('BrandGrid', () => {
  it('links each brand by its name with no accessibility violations', async () => {
    render(<BrandGrid brands={brands} label="Shop by brand" />);
    expect(screen.getByRole('navigation', { name: 'Shop by brand' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Toyota' }).getAttribute('href')).toBe(
      '/search/toyota',
    );
    await expectNoAxeViolations();
  });

  it('is reachable link by link with Tab', async () => {
    render(<BrandGrid brands={brands} label="Shop by brand" />);
    await userEvent.tab();
    expect(document.activeElement?.textContent).toBe('Toyota');
    await userEvent.tab();
    expect(document.activeElement?.textContent).toBe('Mazda');
  });
});
