import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../test/axe';
import { HoursTable } from './hours-table';

const rows = [
  { days: 'Monday - Friday', hours: '8:30 AM - 5:30 PM', today: true },
  { days: 'Saturday', hours: '9:00 AM - 12:00 PM', special: true },
  { days: 'Sunday', hours: 'Closed', closed: true },
];

describe('HoursTable', () => {
  describe('given a week with today, a special day and a closed day', () => {
    it('is a table named by its caption, one row header per row of days', () => {
      render(<HoursTable caption="Sales opening hours" rows={rows} />);
      const table = screen.getByRole('table', { name: 'Sales opening hours' });
      const headers = within(table).getAllByRole('rowheader');
      expect(headers.map((h) => h.textContent)).toEqual([
        'Monday - FridayToday',
        'Saturday',
        'Sunday',
      ]);
      expect(
        within(table)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      ).toEqual(['8:30 AM - 5:30 PM', '9:00 AM - 12:00 PMSpecial hours', 'Closed']);
    });

    it("marks today's row as the current date and shows state as data attributes", () => {
      render(<HoursTable caption="Sales opening hours" rows={rows} />);
      const [today, special, closed] = screen.getAllByRole('row');
      expect(today?.getAttribute('aria-current')).toBe('date');
      expect(today?.hasAttribute('data-today')).toBe(true);
      expect(special?.hasAttribute('data-special')).toBe(true);
      expect(closed?.hasAttribute('data-closed')).toBe(true);
    });

    it('has no accessibility violations', async () => {
      render(<HoursTable caption="Sales opening hours" rows={rows} showCaption />);
      await expectNoAxeViolations();
    });
  });
});
