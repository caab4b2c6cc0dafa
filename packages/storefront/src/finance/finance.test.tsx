import type { SearchRequest } from '@forecourt/core';
import { searchStateFromUrl } from '@forecourt/search';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, testClient, testStorefront, withStorefront } from '../car/testing';
import { BudgetFinderWidget } from './budget-finder-widget';
import { PriceRangeFinder } from './price-range-finder';

const bodies = [
  { value: 'SUV', count: 12, minPrice: 21990 },
  { value: 'Ute', count: 1, minPrice: 45990 },
];

describe('BudgetFinderWidget', () => {
  describe('given the defaults (600 a month, 2000 deposit, 5 years)', () => {
    it('estimates $38,000 and goes to the search for cars above 1000 and at most the budget', async () => {
      const storefront = testStorefront();
      render(<BudgetFinderWidget cartype="Car" bodies={bodies} minPrice={8990} />, {
        wrapper: withStorefront(storefront),
      });
      expect(screen.getByRole('heading', { name: 'Find cars for your budget' })).toBeTruthy();
      expect(screen.getByText('$38,000')).toBeTruthy();
      expect(screen.getByRole('button', { name: 'SUV 12 cars' })).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Ute 1 car' })).toBeTruthy();
      await userEvent.click(screen.getByRole('button', { name: 'View Cars In This Range' }));
      const url = vi.mocked(storefront.navigate).mock.calls[0]?.[0] ?? '';
      expect(searchStateFromUrl(`http://x${url}`).ranges.price).toEqual({ min: 1001, max: 38000 });
      await expectNoAxeViolations();
    });

    it('narrows the search to a chosen body type', async () => {
      const storefront = testStorefront();
      render(<BudgetFinderWidget cartype="Car" bodies={bodies} minPrice={8990} />, {
        wrapper: withStorefront(storefront),
      });
      await userEvent.click(screen.getByRole('button', { name: 'SUV 12 cars' }));
      await userEvent.click(screen.getByRole('button', { name: 'View Cars In This Range' }));
      const url = vi.mocked(storefront.navigate).mock.calls[0]?.[0] ?? '';
      const state = searchStateFromUrl(`http://x${url}`);
      expect(state.refinements.body).toEqual(['SUV']);
      expect(state.ranges.price).toEqual({ min: 1001, max: 38000 });
    });
  });

  describe('given a budget below the cheapest car', () => {
    it("says 'No Cars found for this budget' and the button reads '0 Cars Found', disabled", async () => {
      const storefront = testStorefront();
      render(<BudgetFinderWidget cartype="Car" bodies={bodies} minPrice={8990} />, {
        wrapper: withStorefront(storefront),
      });
      // 600 × 12 × 5 + 2000 = 38000 is below the Ute's 45990.
      await userEvent.click(screen.getByRole('button', { name: 'Ute 1 car' }));
      expect(screen.getByRole('status').textContent).toBe('No Cars found for this budget');
      const button = screen.getByRole('button', { name: '0 Cars Found' }) as HTMLButtonElement;
      expect(button.disabled).toBe(true);
      // A deposit of 7990 brings the budget to 45990: exactly the cheapest, so valid again.
      fireEvent.change(screen.getByLabelText('Deposit ($)'), { target: { value: '9990' } });
      expect(screen.getByText('$45,990')).toBeTruthy();
      expect(screen.getByRole('button', { name: 'View Cars In This Range' })).toBeTruthy();
      await expectNoAxeViolations();
    });

    it('reads an emptied repayment as 0 and a weekly switch starts at 200', async () => {
      render(<BudgetFinderWidget cartype="Caravan" bodies={[]} minPrice={15000} />, {
        wrapper: withStorefront(testStorefront()),
      });
      fireEvent.change(screen.getByLabelText('Monthly repayment ($)'), { target: { value: '' } });
      expect(screen.getByText('$2,000')).toBeTruthy();
      expect(screen.getByRole('button', { name: '0 Caravans Found' })).toBeTruthy();
      await userEvent.click(screen.getByRole('radio', { name: 'Weekly' }));
      // 200 × 52 × 5 + 2000
      expect(screen.getByText('$54,000')).toBeTruthy();
      expect(screen.getByRole('button', { name: 'View Caravans In This Range' })).toBeTruthy();
    });
  });

  describe('given what the shopper set before its code loaded', () => {
    it('draws those amounts in its first render, before any effect has run', () => {
      // A server render runs no effects: what it draws is the first commit, the one
      // a change typed before the effects run would land on.
      const Wrapper = withStorefront(testStorefront());
      const html = renderToString(
        <Wrapper>
          <BudgetFinderWidget
            cartype="Car"
            bodies={bodies}
            minPrice={8990}
            initial={{ body: null, frequency: 'weekly', repayment: 0, deposit: 5000 }}
          />
        </Wrapper>,
      );
      expect(html).toMatch(/value="0"/);
      expect(html).toMatch(/value="5000"/);
      expect(html).not.toMatch(/value="200"/);
      // 0 × 52 × 5 + 5000
      expect(html).toContain('$5,000');
    });
  });
});

describe('PriceRangeFinder', () => {
  afterEach(() => vi.useRealTimers());

  it('counts the cars in 5000..250000 after 400 ms and links to that range', async () => {
    vi.useFakeTimers();
    const search = vi.fn(async (_request: SearchRequest) => ({ count: 42 }) as never);
    render(<PriceRangeFinder cartype="Car" />, {
      wrapper: withStorefront(testStorefront({ client: testClient({ search }) })),
    });
    expect(search).not.toHaveBeenCalled();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(400);
    });
    expect(search).toHaveBeenCalledOnce();
    expect(search.mock.calls[0]?.[0]).toMatchObject({
      filters: { ranges: { price: { min: 5000, max: 250000 } } },
      hitsPerPage: 1,
    });
    vi.useRealTimers();
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe('42 cars from $5,000 to $250,000'),
    );
    const link = screen.getByRole('link', { name: 'View Cars In This Range' });
    expect(searchStateFromUrl(`http://x${link.getAttribute('href')}`).ranges.price).toEqual({
      min: 5000,
      max: 250000,
    });
    const [low, high] = screen.getAllByRole('slider');
    expect(low?.getAttribute('aria-valuemin')).toBe('5000');
    expect(high?.getAttribute('aria-valuemax')).toBe('250000');
    await expectNoAxeViolations();
  });

  it("disables the button as '0 Cars Found' when none are in range", async () => {
    const search = vi.fn(async () => ({ count: 0 }) as never);
    render(<PriceRangeFinder cartype="Car" />, {
      wrapper: withStorefront(testStorefront({ client: testClient({ search }) })),
    });
    const button = (await screen.findByRole(
      'button',
      { name: '0 Cars Found' },
      { timeout: 2000 },
    )) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
  });
});
