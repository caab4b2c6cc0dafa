import { describe, expect, it } from 'vitest';
import { postcodeTableFromEnv } from '../places/postcodes';
import {
  clockText,
  demoLocationData,
  demoReviews,
  demoSpecialHours,
  demoWeek,
  easterSunday,
} from './locations';

describe('demo location data', () => {
  it('clock times read as dealers print them', () => {
    expect(clockText(8 * 60 + 30)).toBe('8:30 AM');
    expect(clockText(12 * 60)).toBe('12:00 PM');
    expect(clockText(17 * 60 + 30)).toBe('5:30 PM');
    expect(clockText(0)).toBe('12:00 AM');
  });

  it('departments keep different weeks; Sunday is closed (weekday 0)', () => {
    const sales = demoWeek('101', 'sales');
    const service = demoWeek('102', 'service');
    const parts = demoWeek('103', 'parts');
    for (const week of [sales, service, parts]) {
      expect(week.map((d) => d.weekday)).toEqual([0, 1, 2, 3, 4, 5, 6]);
      expect(week[0]).toMatchObject({ status: 'Closed', formatedHours: null });
    }
    expect(sales[1]).toMatchObject({ open: '8:30 AM', formatedHours: '8:30 AM - 5:30 PM' });
    expect(service[1]).toMatchObject({ open: '7:30 AM', close: '5:30 PM' });
    expect(parts[6]).toMatchObject({ formatedHours: '8:00 AM - 12:00 PM' });
  });

  it('Easter falls where the calendar puts it', () => {
    expect(easterSunday(2025)).toBe('2025-04-20');
    expect(easterSunday(2026)).toBe('2026-04-05');
    expect(easterSunday(2027)).toBe('2027-03-28');
  });

  it('special hours cover the coming year, some for one department only', () => {
    const sales = demoSpecialHours('sales', '2026-11-16');
    expect(sales.map((e) => [e.date, e.department, e.status])).toEqual([
      ['2026-12-25', 'all', 'Closed'],
      ['2026-12-26', 'sales', 'Open'],
      ['2027-01-01', 'all', 'Closed'],
      ['2027-01-26', 'all', 'Closed'],
      ['2027-03-26', 'all', 'Closed'],
      ['2027-03-29', 'all', 'Closed'],
      ['2027-04-25', 'all', 'Closed'],
    ]);
    const service = demoSpecialHours('service', '2026-11-16');
    // Monday: the staff-training Wednesday of this week, the workshop closing at 1:00 PM.
    expect(service[0]).toEqual({
      date: '2026-11-18',
      status: 'Open',
      startHour: '7:30 AM',
      endHour: '1:00 PM',
      department: 'service',
    });
    expect(service.find((e) => e.date === '2026-12-24')).toMatchObject({
      department: 'service',
      endHour: '12:00 PM',
    });
  });

  it("a location's document: its postcode's point, a place link, and the licence of its kind", () => {
    const data = demoLocationData(
      {
        id: '101',
        name: 'Harbour Toyota Sales',
        location_type: 'sales',
        address: {
          street: '412 Parramatta Road',
          city: 'Homebush',
          state: 'nsw',
          postcode: '2140',
        },
      },
      postcodeTableFromEnv({}),
    );
    expect(data.address).toMatchObject({ state: 'NSW', lat: -33.835, long: 151.0709 });
    expect(data.address.place_url).toBe(
      'https://www.google.com/maps/search/?api=1&query=Harbour%20Toyota%20Sales%2C%20412%20Parramatta%20Road%2C%20Homebush%20NSW%202140',
    );
    expect(data.dealer_license_number).toMatch(/^MD \d{5}$/);
    expect(data.motor_vehicle_repairer).toBeNull();
  });

  it('reviews are the same for the same location, at least 12 of them', () => {
    const a = demoReviews('101', 'sales');
    expect(a).toEqual(demoReviews('101', 'sales'));
    expect(a.list.length).toBeGreaterThanOrEqual(12);
    expect(a.average_rating).toBeGreaterThanOrEqual(3.8);
    expect(a.average_rating).toBeLessThanOrEqual(4.9);
  });
});
