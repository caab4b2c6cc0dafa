import type { Car } from '@forecourt/core';
import { testCar } from '@forecourt/search/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { defaultCardSettings } from './card-view';
import { memorySearchLocation } from './search-location';
import { SearchPage } from './search-page';
import { answer, expectNoAxeViolations, memoryClient, renderInStorefront } from './testing';
import { TOW_CAPACITY_KEY, WITHIN_TOWING_LABEL } from './towing-context';

// A caravan yard: four vans of known ATM, berths and length.
function vans(): Car[] {
  const van = (id: string, berths: number, atm: number, length: number) =>
    testCar({
      id,
      slug: `van-${id}`,
      name: `2024 Jayco Journey ${id}`,
      make: 'Jayco',
      model: 'Journey',
      item_type: 'caravan',
      km: null,
      price: 50_000 + Number(id) * 1_000,
      berths,
      tare_kg: atm - 600,
      atm_kg: atm,
      length_ft: length,
      axles: 1,
      off_road_rating: 'on_road',
    });
  return [
    van('1', 2, 2150, 15),
    van('2', 4, 2300, 16),
    van('3', 6, 3500, 23),
    van('4', 4, 2900, 19),
  ];
}

async function renderYard(towing = true, url = '/search') {
  const client = memoryClient(vans());
  const initialResult = await answer(client);
  client.requests.length = 0;
  const view = renderInStorefront(
    <SearchPage
      url={url}
      initialResult={initialResult}
      hitsPerPage={21}
      settings={{
        cards: { ...defaultCardSettings, now: '2026-03-02T00:00:00.000Z' },
        towing,
      }}
      location={memorySearchLocation(url)}
    />,
    { client },
  );
  return { ...view, client };
}

const sidebar = () => screen.getByRole('complementary', { name: 'Filters' });
const cardTitles = () =>
  [...document.querySelectorAll('.fc-search__grid > li:not(.fc-search__waiting)')].map(
    (li) => li.querySelector('h3')?.textContent ?? '',
  );

afterEach(() => window.sessionStorage.clear());

describe('Can my car tow it?', { timeout: 30_000 }, () => {
  it('narrows to the vans within a typed capacity, labels their cards and remembers it for the session', async () => {
    const user = userEvent.setup();
    const { client } = await renderYard();
    const filters = within(sidebar());
    await user.type(filters.getByLabelText('Braked towing capacity (kg)'), '2,500');
    await user.click(filters.getByRole('button', { name: 'Show what I can tow' }));
    await waitFor(() =>
      expect(client.requests.at(-1)?.filters.ranges).toEqual({ atm_kg: { min: null, max: 2500 } }),
    );
    await waitFor(() => expect(cardTitles()).toHaveLength(2));
    expect(screen.getAllByText(WITHIN_TOWING_LABEL)).toHaveLength(2);
    expect(window.sessionStorage.getItem(TOW_CAPACITY_KEY)).toBe('2500');
    expect(filters.getByText(/Showing caravans with an ATM up to 2,500 kg/)).toBeTruthy();
    await expectNoAxeViolations();

    await user.click(filters.getByRole('button', { name: 'Remove towing capacity' }));
    await waitFor(() => expect(cardTitles()).toHaveLength(4));
    expect(screen.queryByText(WITHIN_TOWING_LABEL)).toBeNull();
    expect(window.sessionStorage.getItem(TOW_CAPACITY_KEY)).toBeNull();
  });

  it('takes a tow vehicle from the table', async () => {
    const user = userEvent.setup();
    const { client } = await renderYard();
    const filters = within(sidebar());
    await user.selectOptions(
      filters.getByLabelText('Your tow vehicle'),
      'Toyota RAV4 Hybrid AWD: 1,500 kg',
    );
    expect(filters.getByLabelText<HTMLInputElement>('Braked towing capacity (kg)').value).toBe(
      '1500',
    );
    await user.click(filters.getByRole('button', { name: 'Show what I can tow' }));
    await waitFor(() =>
      expect(client.requests.at(-1)?.filters.ranges).toEqual({ atm_kg: { min: null, max: 1500 } }),
    );
  });

  it('says the range allowed under the field for what is no capacity, and searches nothing', async () => {
    const user = userEvent.setup();
    const { client } = await renderYard();
    const filters = within(sidebar());
    const field = filters.getByLabelText('Braked towing capacity (kg)');
    await user.type(field, 'heavy');
    await user.click(filters.getByRole('button', { name: 'Show what I can tow' }));
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(field.getAttribute('aria-describedby')).toContain('error');
    expect(filters.getByText('Enter a whole number of kg, from 500 to 4,500 kg')).toBeTruthy();
    await user.clear(field);
    await user.type(field, '9000');
    await user.click(filters.getByRole('button', { name: 'Show what I can tow' }));
    expect(filters.getByText('Enter a capacity from 500 to 4,500 kg')).toBeTruthy();
    expect(client.requests).toEqual([]);
    await expectNoAxeViolations();
  });

  it('applies the capacity kept earlier in the session once the page is live', async () => {
    window.sessionStorage.setItem(TOW_CAPACITY_KEY, '2500');
    const { client } = await renderYard();
    await waitFor(() =>
      expect(client.requests.at(-1)?.filters.ranges).toEqual({ atm_kg: { min: null, max: 2500 } }),
    );
    await waitFor(() => expect(screen.getAllByText(WITHIN_TOWING_LABEL)).toHaveLength(2));
  });

  it('shows the berths and the caravan sliders, and on a car site no towing at all', async () => {
    await renderYard();
    const filters = within(sidebar());
    expect(filters.getByRole('combobox', { name: 'Berths' })).toBeTruthy();
    expect(filters.getByText('4 berths (2)', { selector: 'option' })).toBeTruthy();
    expect(filters.getByRole('slider', { name: 'Maximum ATM' })).toBeTruthy();
    expect(filters.getByRole('slider', { name: 'Minimum length' })).toBeTruthy();
    document.body.innerHTML = '';
    await renderYard(false);
    expect(within(sidebar()).queryByLabelText('Braked towing capacity (kg)')).toBeNull();
  });
});
