import { describe, expect, it } from 'vitest';
import { formatDistance } from '../geo/distance';
import {
  addressLine,
  departmentHours,
  directionsHref,
  displayedLocations,
  enquiryCategoryForLocation,
  type LocationDetailInput,
  locationDetailSchema,
  locationRating,
  locationTimeZone,
  primaryLocation,
  ratingView,
  reviewItems,
} from './location-display';

function detail(id: number, extra: Partial<LocationDetailInput> = {}) {
  return locationDetailSchema.parse({
    id,
    name: `Location ${id}`,
    slug: `location-${id}`,
    dealership_id: 7,
    dealership_slug: 'harbour-toyota',
    ...extra,
  });
}

describe('locations a shopper sees', () => {
  it('location sort is sales, service, parts, an empty type as sales, hidden ones left out', () => {
    const shown = displayedLocations([
      detail(1, { location_type: 'parts' }),
      detail(2, { location_type: 'service' }),
      detail(3, { location_type: '' as never }),
      detail(4, { location_type: 'sales', visible: false }),
      detail(5, { location_type: 'sales' }),
    ]);
    expect(shown.map((l) => l.id)).toEqual(['3', '5', '2', '1']);
  });

  it('the hero is the primary location when shown, else the first shown', () => {
    const a = detail(1, { location_type: 'service', primary: true });
    const b = detail(2, { location_type: 'sales' });
    expect(primaryLocation([b, a])?.id).toBe('1');
    expect(primaryLocation([b, { ...a, visible: false }])?.id).toBe('2');
    expect(primaryLocation([{ ...b, visible: false }])).toBeNull();
  });
});

describe('get directions', () => {
  it("get directions opens the location's place link", () => {
    const l = detail(1, {
      address: { place_url: 'https://maps.google.com/?cid=123', lat: -33.8, long: 151 },
    });
    expect(directionsHref(l)).toBe('https://maps.google.com/?cid=123');
  });

  it('get directions without a place link goes to the coordinates, else the address', () => {
    expect(directionsHref(detail(1, { address: { lat: -33.866, long: 151.083 } }))).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=-33.866,151.083',
    );
    expect(
      directionsHref(
        detail(2, {
          address: {
            street: '412 Parramatta Road',
            city: 'Homebush',
            state: 'nsw',
            postcode: '2140',
          },
        }),
      ),
    ).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=412%20Parramatta%20Road%2C%20Homebush%20NSW%202140',
    );
    expect(directionsHref(detail(3))).toBeNull();
  });

  it('get directions never follows a place link that is not an http(s) address', () => {
    const l = detail(1, { address: { place_url: 'javascript:alert(1)', lat: 1, long: 2 } });
    expect(directionsHref(l)).toBe('https://www.google.com/maps/dir/?api=1&destination=1,2');
  });
});

describe('address line', () => {
  it('joins the parts the feed has', () => {
    expect(
      addressLine({ street: '1 Main St', city: 'Prospect', state: 'sa', postcode: '5082' }),
    ).toBe('1 Main St, Prospect SA 5082');
    expect(addressLine({ street: null, city: 'Prospect', state: null, postcode: '5082' })).toBe(
      'Prospect 5082',
    );
    expect(addressLine({ street: null, city: null, state: null, postcode: null })).toBe('');
  });
});

describe('review rating', () => {
  it("a location's own rating and count come before its reviews block's", () => {
    expect(
      locationRating(
        detail(1, {
          average_rating: 4.6,
          review_count: 80,
          reviews: { average_rating: 3, count: 2 },
        }),
      ),
    ).toEqual({ average: 4.6, count: 80 });
    expect(locationRating(detail(2, { reviews: { average_rating: 4.2, count: 12 } }))).toEqual({
      average: 4.2,
      count: 12,
    });
  });

  it('rating stars show only above the minimum rating (default 4)', () => {
    expect(ratingView({ average: 4.0, count: 10 })).toEqual({ show: false });
    expect(ratingView({ average: 4.1, count: 1 })).toEqual({
      show: true,
      average: 4.1,
      count: 1,
      countLabel: '1 review',
    });
    expect(ratingView({ average: 4.6, count: 1280 }, 4.5)).toMatchObject({
      countLabel: '1,280 reviews',
    });
    expect(ratingView({ average: 4.4, count: 12 }, 4.5)).toEqual({ show: false });
    expect(ratingView({ average: null, count: 0 })).toEqual({ show: false });
  });

  it('reviews quantity is 12, and a review with no text is left out', () => {
    const list = Array.from({ length: 20 }, (_, i) => ({
      author_name: `Shopper ${i}`,
      rating: 5,
      text: i === 0 ? '' : `Review ${i}`,
      relative_time_description: '2 weeks ago',
    }));
    const items = reviewItems(list);
    expect(items).toHaveLength(12);
    expect(items[0]).toEqual({
      author: 'Shopper 1',
      rating: 5,
      text: 'Review 1',
      when: '2 weeks ago',
    });
  });

  it('reviews read the common field names and drop a rating out of 1..5', () => {
    expect(
      reviewItems([{ name: 'Kim', stars: '4', comment: 'Great', date: '2026-10-01' }]),
    ).toEqual([{ author: 'Kim', rating: 4, text: 'Great', when: '2026-10-01' }]);
    expect(reviewItems([{ text: 'No name', rating: 9 }])).toEqual([
      { author: 'A customer', rating: null, text: 'No name', when: null },
    ]);
  });
});

describe('distance and time zone', () => {
  it('distances read in metres under 1 km, one decimal under 10 km, whole km above', () => {
    expect(formatDistance(0.432)).toBe('450 m');
    expect(formatDistance(0.01)).toBe('50 m');
    expect(formatDistance(4.24)).toBe('4.2 km');
    expect(formatDistance(37.4)).toBe('37 km');
    expect(formatDistance(1234.5)).toBe('1,235 km');
  });

  it("a location's hours are kept in its state's zone unless it names one", () => {
    expect(locationTimeZone(detail(1, { address: { state: 'WA' } }))).toBe('Australia/Perth');
    expect(
      locationTimeZone(
        detail(2, { address: { state: 'nsw' }, time_zone: 'Australia/Broken_Hill' }),
      ),
    ).toBe('Australia/Broken_Hill');
  });
});

describe('departments of the hours table', () => {
  it('the department switcher lists sales, service, parts in order', () => {
    const l = detail(1, {
      location_type: 'service',
      departments: [
        { department: 'parts', opening_hours: [{ weekday: 1, status: 'Open' }] },
        { department: 'service', opening_hours: [{ weekday: 1, status: 'Open' }] },
      ],
    });
    expect(departmentHours(l).map((d) => d.department)).toEqual(['service', 'parts']);
  });

  it("hours given only in contact_detail are the location's own department's", () => {
    const l = detail(1, {
      location_type: 'parts',
      contact_detail: { opening_hours: [{ weekday: 2, status: 'Closed' }] },
    });
    expect(departmentHours(l)).toEqual([
      {
        department: 'parts',
        openingHours: [
          { weekday: 2, status: 'Closed', formated_hours: null, open: null, close: null },
        ],
      },
    ]);
  });

  it("an 'Email Us' starts with the location's department's category", () => {
    expect(enquiryCategoryForLocation('service')).toBe('Service Enquiry');
    expect(enquiryCategoryForLocation('sales')).toBe('Sales Enquiry');
    expect(enquiryCategoryForLocation('parts')).toBe('Parts Enquiry');
  });
});
