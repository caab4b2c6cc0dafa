import { describe, expect, it } from 'vitest';
import { googleMapsEmbedUrl } from './google-maps';
import { staticMapPalette, staticMapSvg } from './static-map';

const homebush = { lat: -33.8652, long: 151.082 };
const auburn = { lat: -33.8494, long: 151.033 };

describe('the static map (embedded default of the maps service)', () => {
  const svg = staticMapSvg({
    center: homebush,
    others: [auburn, { lat: -27.56, long: 151.95 }],
    title: 'Map of Harbour Toyota Sales <Homebush> & surrounds',
  });

  it('is an SVG image named by its title, escaped', () => {
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 400"')).toBe(
      true,
    );
    expect(svg).toContain('role="img"');
    expect(svg).toContain(
      '<title id="t">Map of Harbour Toyota Sales &lt;Homebush&gt; &amp; surrounds</title>',
    );
    expect(svg.endsWith('</svg>')).toBe(true);
  });

  it('draws the coast, the location as a pin at the centre and nearby locations as dots', () => {
    // Sydney's coast: land and sea both on the map.
    expect(svg).toContain(`fill="${staticMapPalette.land}"`);
    expect(svg).toMatch(new RegExp(`<path d="M[^"]{200,}" fill="${staticMapPalette.land}"`));
    expect(svg).toContain('<g transform="translate(320 200)">');
    expect(svg).toContain(`fill="${staticMapPalette.pin}"`);
    // Auburn, 5 km west, is a dot; Toowoomba, 700 km away, is off the map.
    expect(svg.match(new RegExp(`fill="${staticMapPalette.other}"`, 'g'))).toHaveLength(1);
    expect(svg).toContain('>10 km</text>');
  });

  it('is the same bytes every time, and small', () => {
    expect(staticMapSvg({ center: homebush, others: [auburn], title: 'x' })).toBe(
      staticMapSvg({ center: homebush, others: [auburn], title: 'x' }),
    );
    expect(svg.length).toBeLessThan(12_000);
  });

  it('an inland showroom is still a map: land all round, the scale and where in Australia', () => {
    const toowoomba = staticMapSvg({ center: { lat: -27.5598, long: 151.9507 }, title: 'T' });
    expect(toowoomba).toContain(`fill="${staticMapPalette.insetLand}"`);
    expect(toowoomba).toContain(`fill="${staticMapPalette.land}"`);
  });
});

describe('the interactive map (Google Maps Embed API)', () => {
  const base = {
    name: 'Harbour Toyota Sales',
    address: {
      street: '412 Parramatta Road',
      city: 'Homebush',
      state: 'NSW',
      postcode: '2140',
      lat: -33.8652,
      long: 151.082,
      place_id: null,
    },
  };

  it('asks for the place by name and address with the embed key', () => {
    const url = new URL(googleMapsEmbedUrl('browser-key', base) ?? '');
    expect(url.origin + url.pathname).toBe('https://www.google.com/maps/embed/v1/place');
    expect(url.searchParams.get('key')).toBe('browser-key');
    expect(url.searchParams.get('q')).toBe(
      'Harbour Toyota Sales, 412 Parramatta Road, Homebush NSW 2140',
    );
  });

  it('asks by place id when the location has one', () => {
    const url = new URL(
      googleMapsEmbedUrl('k', { ...base, address: { ...base.address, place_id: 'ChIJabc' } }) ?? '',
    );
    expect(url.searchParams.get('q')).toBe('place_id:ChIJabc');
  });
});
