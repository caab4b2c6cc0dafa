import type { QueryUnderstanding } from '@forecourt/core';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { defaultCardSettings } from './card-view';
import { memorySearchLocation } from './search-location';
import { SearchPage } from './search-page';
import { answer, expectNoAxeViolations, memoryClient, renderInStorefront } from './testing';
import { queryWithout, readingLabel, UnderstoodQuery } from './understood-query';

const understood: QueryUnderstanding = {
  readings: [
    { kind: 'refinement', facet: 'colour', values: ['White'], words: 'white' },
    { kind: 'refinement', facet: 'body', values: ['SUV'], words: 'suv' },
    { kind: 'range', facet: 'price', range: { min: null, max: 30_000 }, words: 'under 30k' },
  ],
  query: 'family',
};

// The whole search page under axe is slow on a busy machine.
describe('what the search made of the words', { timeout: 30_000 }, () => {
  it('labels each reading as a shopper reads it', () => {
    expect(understood.readings.map(readingLabel)).toEqual(['White', 'SUV', 'Up to $30,000']);
    expect(
      readingLabel({
        kind: 'range',
        facet: 'year',
        range: { min: 2020, max: 2020 },
        words: '2020',
      }),
    ).toBe('2020');
    expect(
      readingLabel({ kind: 'range', facet: 'km', range: { min: null, max: 50_000 }, words: 'x' }),
    ).toBe('Up to 50,000 km');
    expect(
      readingLabel({ kind: 'refinement', facet: 'seats', values: ['7', '8'], words: '7 seater' }),
    ).toBe('7+ seats');
    expect(
      readingLabel({ kind: 'refinement', facet: 'car_type', values: ['used'], words: 'used' }),
    ).toBe('Used');
    expect(readingLabel({ kind: 'model', models: ['RAV4'], words: 'rav 4' })).toBe('RAV4');
  });

  it("labels a caravan's readings: berths, rating, whose weight, length", () => {
    expect(
      readingLabel({ kind: 'refinement', facet: 'berths', values: ['4', '6'], words: 'sleeps 4' }),
    ).toBe('Sleeps 4+');
    expect(
      readingLabel({
        kind: 'refinement',
        facet: 'off_road_rating',
        values: ['off_road'],
        words: 'off road',
      }),
    ).toBe('Off-road');
    expect(
      readingLabel({ kind: 'range', facet: 'atm_kg', range: { min: null, max: 2500 }, words: 'x' }),
    ).toBe('ATM up to 2,500 kg');
    expect(
      readingLabel({
        kind: 'range',
        facet: 'tare_kg',
        range: { min: 1200, max: null },
        words: 'x',
      }),
    ).toBe('Tare from 1,200 kg');
    expect(
      readingLabel({
        kind: 'range',
        facet: 'length_ft',
        range: { min: null, max: 20 },
        words: 'x',
      }),
    ).toBe('Up to 20ft');
  });

  it('searches again without the words of the chip removed', async () => {
    expect(queryWithout(understood, 1)).toBe('white under 30k family');
    const onSearch = vi.fn();
    render(<UnderstoodQuery understood={understood} onSearch={onSearch} />);
    await userEvent.click(screen.getByRole('button', { name: 'Remove SUV' }));
    expect(onSearch).toHaveBeenCalledWith('white under 30k family');
  });

  it('lists the chips in the order the words were typed', () => {
    const typedLast = {
      ...understood,
      readings: [understood.readings[2], ...understood.readings.slice(0, 2)],
    };
    render(
      <UnderstoodQuery
        understood={typedLast as QueryUnderstanding}
        query="White SUV under 30k family"
        onSearch={() => {}}
      />,
    );
    expect(screen.getAllByRole('button').map((b) => b.getAttribute('aria-label'))).toEqual([
      'Remove White',
      'Remove SUV',
      'Remove Up to $30,000',
    ]);
  });

  it('shows nothing when the words were searched as they are', () => {
    const { container } = render(
      <UnderstoodQuery understood={{ readings: [], query: 'x' }} onSearch={() => {}} />,
    );
    expect(container.innerHTML).toBe('');
  });

  it('on the search page: typed words become chips, and a removed chip widens the search', async () => {
    const client = memoryClient();
    const location = memorySearchLocation('/search');
    renderInStorefront(
      <SearchPage
        url="/search"
        initialResult={await answer(client)}
        hitsPerPage={21}
        settings={{ cards: { ...defaultCardSettings, now: '2026-03-02T00:00:00.000Z' } }}
        location={location}
      />,
      { client },
    );
    const box = screen.getByRole('combobox', { name: 'Search our stock' });
    await userEvent.type(box, 'used suv{Enter}');
    const chip = await screen.findByRole('button', { name: 'Remove Used' });
    expect(screen.getByRole('button', { name: 'Remove SUV' })).toBeTruthy();
    await expectNoAxeViolations(document.body);
    await userEvent.click(chip);
    await waitFor(() => expect(location.url).toBe('/search?query=suv'));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Remove Used' })).toBeNull());
  });
});
