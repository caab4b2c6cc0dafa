import { describe, expect, it } from 'vitest';
import {
  carPhotoSvg,
  carPlaceholderSvg,
  estimateTextWidth,
  PHOTO_HEIGHT,
  PHOTO_TEXT_AREA,
  PHOTO_WIDTH,
  photoTextLayout,
} from './placeholder-image';
import { demoDealershipsOf } from './seed';
import { demoSitesDir, loadDemoSites } from './sites';
import { generateDemoStock } from './stock';

const now = new Date('2025-06-01T00:00:00.000Z');

describe('a demo photo', () => {
  it('draws a placeholder that differs by colour and by body, and is not a grey box', () => {
    const red = carPlaceholderSvg({
      body: 'SUV',
      colourHex: '#b3202a',
      title: '2024 Mazda CX-5',
      index: 0,
    });
    const blue = carPlaceholderSvg({
      body: 'SUV',
      colourHex: '#2456a6',
      title: '2024 Mazda CX-5',
      index: 0,
    });
    const ute = carPlaceholderSvg({
      body: 'Ute',
      colourHex: '#b3202a',
      title: '2024 Mazda BT-50',
      index: 0,
    });
    expect(red).not.toEqual(blue);
    expect(red.match(/<path d="[^"]+"/)?.[0]).not.toEqual(ute.match(/<path d="[^"]+"/)?.[0]);
    expect(red).toContain('fill="#b3202a"');
    expect(red).toMatch(/^<svg [^>]*role="img"/);
  });

  it('draws a caravan as a caravan: one axle under a van body, its own views', () => {
    const van = carPhotoSvg(
      {
        name: '2025 Jayco Journey Outback 21.66-3',
        simple_body: 'Caravan',
        colour: 'White',
        item_type: 'caravan',
        photos_count: 6,
      },
      4,
    );
    expect(van.match(/r="34"/g)?.length).toBe(1);
    expect(van).toContain('Kitchen view · photo 5 of 6');
    const car = carPhotoSvg(
      { name: '2025 Toyota RAV4 GX', simple_body: 'SUV', colour: 'White' },
      4,
    );
    expect(car.match(/r="34"/g)?.length).toBe(2);
    expect(car).toContain('Boot view · photo 5');
  });

  it('counts the photos its listing says it has', () => {
    const svg = carPhotoSvg(
      {
        name: '2024 Kia Seltos S',
        simple_body: 'SUV',
        colour: 'Red',
        photos_count: 3,
        images: [],
      },
      2,
    );
    expect(svg).toContain('photo 3 of 3');
  });
});

describe('the words of a demo photo on a result card', () => {
  const area = PHOTO_TEXT_AREA;

  it('keeps its text area inside the card’s 4:3 crop and below the tag and favourite button', () => {
    // object-fit: cover of a 16:9 photo in a 4:3 box keeps the middle 4/3 × height.
    const kept = (PHOTO_HEIGHT * 4) / 3;
    const cropLeft = (PHOTO_WIDTH - kept) / 2;
    expect(area.left).toBeGreaterThanOrEqual(cropLeft + 16);
    expect(area.right).toBeLessThanOrEqual(PHOTO_WIDTH - cropLeft - 16);
    // The favourite button (2.5rem at 0.5rem from the top) on a 16rem card reaches
    // (8 + 40) × 480 / 256 = 90 photo pixels down.
    expect(area.top).toBeGreaterThanOrEqual(((8 + 40) * kept) / 256);
    // The location label sits on the bottom edge: the words end well above it.
    expect(area.bottom).toBeLessThanOrEqual(PHOTO_HEIGHT - 100);
  });

  const inside = (lines: ReturnType<typeof photoTextLayout>) =>
    lines.every(
      ({ box }) =>
        box.left >= area.left &&
        box.right <= area.right &&
        box.top >= area.top &&
        box.bottom <= area.bottom,
    );

  it('fits every title of the demo stock whole inside the text area, with any caption', async () => {
    const sites = await loadDemoSites(demoSitesDir());
    const names = new Set(
      [...generateDemoStock({ dealerships: demoDealershipsOf(sites), count: 5_000, now }).values()]
        .flat()
        .map((row) => row.name),
    );
    const outside: string[] = [];
    for (const name of names) {
      // The longest caption there is: the widest view name, photo 8 of 8.
      const lines = photoTextLayout({
        title: name,
        view: 'Front three-quarter',
        index: 7,
        count: 8,
      });
      if (!inside(lines)) outside.push(name);
      // A demo title is never cut short: it fits on one or two lines.
      if (lines.some((l) => l.text.endsWith('…'))) outside.push(`${name}: cut`);
    }
    expect(outside).toEqual([]);
    for (const view of [
      'Side',
      'Front three-quarter',
      'Rear three-quarter',
      'Interior',
      'Bedroom',
    ]) {
      for (let index = 0; index < 8; index++) {
        const caption = photoTextLayout({ title: 'T', view, index, count: 8 }).at(-1)?.text;
        expect(caption).toBe(`${view} view · photo ${index + 1} of 8`);
      }
    }
  });

  it('wraps, shrinks and at last cuts a title too long for the area, never past its edges', () => {
    const titles = [
      '2025 Mercedes-Benz Sprinter 419 CDI Long Wheelbase High Roof',
      '2025 Kedron Top End XC5 Family Off Road Ensuite Bunks',
      'WWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWW',
      `${'Wollongong '.repeat(12)}`,
      '2024 Ŝkoda Superb Ĺaurin & Klement 206TSI',
    ];
    for (const title of titles) {
      const lines = photoTextLayout({ title, view: 'Front three-quarter', index: 7, count: 8 });
      expect(lines.length, title).toBeLessThanOrEqual(3);
      for (const line of lines) {
        expect(line.box.left, title).toBeGreaterThanOrEqual(area.left);
        expect(line.box.right, title).toBeLessThanOrEqual(area.right);
        expect(line.box.top, title).toBeGreaterThanOrEqual(area.top);
        expect(line.box.bottom, title).toBeLessThanOrEqual(area.bottom);
      }
    }
  });

  it('estimates a line at least as wide as Arial Bold, Liberation Sans Bold or DejaVu Sans Bold draw it', () => {
    // Advance widths of DejaVu Sans Bold, the widest of the three, in ems.
    expect(estimateTextWidth('m', 1)).toBeGreaterThanOrEqual(1.042);
    expect(estimateTextWidth('W', 1)).toBeGreaterThanOrEqual(1.103);
    expect(estimateTextWidth('a', 1)).toBeGreaterThanOrEqual(0.675);
    expect(estimateTextWidth('0', 1)).toBeGreaterThanOrEqual(0.696);
    expect(estimateTextWidth('H', 1)).toBeGreaterThanOrEqual(0.837);
    expect(estimateTextWidth(' ', 1)).toBeGreaterThanOrEqual(0.348);
    expect(estimateTextWidth('i', 1)).toBeGreaterThanOrEqual(0.343);
  });
});
