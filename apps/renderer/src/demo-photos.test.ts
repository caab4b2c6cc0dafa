import {
  carPhotoSvg,
  demoDealershipsOf,
  estimateTextWidth,
  generateDemoStock,
  PHOTO_HEIGHT,
  PHOTO_WIDTH,
} from '@forecourt/server';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { defaultSitesDir, loadSites } from './site-registry/load-sites';

// The demo's photos, drawn by the image endpoint's own renderer with
// this machine's fonts, never crop their own words on a result card. The card
// shows the middle 4:3 of the 16:9 photo (object-fit: cover), its tag and
// favourite button over the top corners, its location over the bottom left.

type Car = Parameters<typeof carPhotoSvg>[0] & { name: string };

const CROP_LEFT = (PHOTO_WIDTH - (PHOTO_HEIGHT * 4) / 3) / 2;
/** Where the card's overlays end: the favourite button on the narrowest (16rem) card. */
const OVERLAY_BOTTOM = 90;

/** The box of the pixels the photo's words paint: the photo against itself with no words. */
async function wordsBox(svg: string) {
  const raw = async (source: string) =>
    sharp(Buffer.from(source)).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const drawn = await raw(svg);
  const bare = await raw(svg.replace(/<text [^>]*>[^<]*<\/text>/g, ''));
  const { width, height, channels } = drawn.info;
  let [left, right, top, bottom] = [width, -1, height, -1];
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * channels;
      const difference =
        Math.abs((drawn.data[i] ?? 0) - (bare.data[i] ?? 0)) +
        Math.abs((drawn.data[i + 1] ?? 0) - (bare.data[i + 1] ?? 0)) +
        Math.abs((drawn.data[i + 2] ?? 0) - (bare.data[i + 2] ?? 0));
      if (difference <= 24) continue;
      left = Math.min(left, x);
      right = Math.max(right, x);
      top = Math.min(top, y);
      bottom = Math.max(bottom, y);
    }
  }
  return right < 0 ? null : { left, right, top, bottom };
}

let longest: Car[] = [];

beforeAll(async () => {
  const loaded = await loadSites(defaultSitesDir);
  if (!loaded.ok) throw new Error(loaded.problems.join('\n'));
  const rows = [
    ...generateDemoStock({
      dealerships: demoDealershipsOf(loaded.sites),
      count: 5_000,
      now: new Date('2025-06-01T00:00:00Z'),
    }).values(),
  ].flat();
  // The widest titles of each body the demo draws: the ones most likely to spill.
  const byBody = new Map<string, Car[]>();
  for (const row of rows) {
    const body = typeof row.simple_body === 'string' ? row.simple_body : '';
    const car: Car = {
      name: String(row.name),
      simple_body: body || null,
      colour: typeof row.colour === 'string' ? row.colour : null,
      item_type: row.item_type === 'caravan' ? 'caravan' : 'car',
      photos_count: Number(row.photos_count ?? 0),
    };
    byBody.set(body, [...(byBody.get(body) ?? []), car]);
  }
  longest = [...byBody.values()].flatMap((cars) =>
    cars.sort((a, b) => estimateTextWidth(b.name, 1) - estimateTextWidth(a.name, 1)).slice(0, 2),
  );
});

describe('a demo photo on a result card', () => {
  it('paints every word inside the card’s crop, below its corner buttons, above the vehicle', async () => {
    expect(longest.length).toBeGreaterThan(10);
    const spilled: string[] = [];
    for (const car of longest) {
      for (const index of [0, 1, 7]) {
        const box = await wordsBox(carPhotoSvg(car, index));
        if (!box) {
          spilled.push(`${car.name} photo ${index}: no words drawn`);
          continue;
        }
        if (
          box.left < CROP_LEFT + 8 ||
          box.right > PHOTO_WIDTH - CROP_LEFT - 8 ||
          box.top < OVERLAY_BOTTOM ||
          box.bottom > 200
        ) {
          spilled.push(`${car.name} photo ${index}: ${JSON.stringify(box)}`);
        }
      }
    }
    expect(spilled).toEqual([]);
  }, 60_000);
});
