import { cleanup, render, screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, describe, expect, it } from 'vitest';
import { ErrorPage } from './error-page';

// The ended-campaign page leads to the current offers only on a site that has an offers
// page (docs/rules.md#feature-switches); every site's page leads back to its stock.

async function expectNoAxeViolations(): Promise<void> {
  const results = await axe.run(document.body, {
    iframes: false,
    rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
  });
  expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
}

const campaign = { title: 'EOFY Sale', path: '/eofy' };

afterEach(cleanup);

describe('given a campaign that has ended', () => {
  it('links the special offers on a site that has them, and the stock', async () => {
    render(
      <ErrorPage
        ended={{ ...campaign, offersHref: '/special-offers' }}
        notFound={false}
        carsPath="/search"
        contact={null}
      />,
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('EOFY Sale has ended');
    const actions = within(document.querySelector('[data-slot="campaign-ended"]') as HTMLElement);
    expect(actions.getByRole('link', { name: 'Special Offers' }).getAttribute('href')).toBe(
      '/special-offers',
    );
    expect(actions.getByRole('link', { name: 'Browse our stock' }).getAttribute('href')).toBe(
      '/search',
    );
    await expectNoAxeViolations();
  });

  it('offers only the stock on a site without an offers page', async () => {
    render(
      <ErrorPage
        ended={{ ...campaign, offersHref: null }}
        notFound={false}
        carsPath="/stock"
        contact={null}
      />,
    );
    expect(screen.queryByRole('link', { name: 'Special Offers' })).toBeNull();
    expect(screen.queryByText(/current offers/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Browse our stock' }).getAttribute('href')).toBe(
      '/stock',
    );
    await expectNoAxeViolations();
  });
});
