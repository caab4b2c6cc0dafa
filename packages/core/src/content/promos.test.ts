import { describe, expect, it } from 'vitest';
import { siteCtaCardSchema, sitePromoSchema } from '../site-config/site-config';
import {
  DEFAULT_CTA_POSITION,
  DEFAULT_PROMO_POSITION,
  pickPromoTile,
  placeResultCards,
  promoCandidates,
  resultSlotOf,
  searchDisplayTypes,
  showsOnPage,
} from './promos';

const tile = (alt: string, extra: Partial<{ display: string[]; strictDisplay: boolean }> = {}) => ({
  image: `/promos/${alt}.svg`,
  alt,
  display: [] as string[],
  strictDisplay: false,
  ...extra,
});

const node = (
  tiles: ReturnType<typeof tile>[],
  extra: Partial<{
    start: string | null;
    expiry: string | null;
    position: number;
    display: string[];
    strictDisplay: boolean;
  }> = {},
) => ({
  start: null,
  expiry: null,
  position: DEFAULT_PROMO_POSITION,
  display: [] as string[],
  strictDisplay: false,
  tiles,
  ...extra,
});

describe('the SPEC defaults', () => {
  it('places promotional tiles at result position 8', () => {
    expect(DEFAULT_PROMO_POSITION).toBe(8);
    expect(sitePromoSchema.parse({ tiles: [{ image: '/a.svg', alt: 'A' }] }).position).toBe(8);
  });

  it('places the CTA card at result position 30', () => {
    expect(DEFAULT_CTA_POSITION).toBe(30);
    expect(siteCtaCardSchema.parse({}).position).toBe(30);
  });
});

describe('showsOnPage: display types and strictDisplay', () => {
  it('an item without display types shows on every page', () => {
    const item = { display: [], strictDisplay: false };
    expect(showsOnPage(item, [])).toBe(true);
    expect(showsOnPage(item, ['new'])).toBe(true);
    expect(showsOnPage(item, ['new', 'used', 'demo'])).toBe(true);
  });

  it('a non-strict item shows where one of its types is listed, and on a page with none', () => {
    const item = { display: ['new'], strictDisplay: false };
    expect(showsOnPage(item, ['new'])).toBe(true);
    expect(showsOnPage(item, ['new', 'used', 'demo'])).toBe(true);
    expect(showsOnPage(item, [])).toBe(true);
  });

  it('a non-strict item stays off pages about other types only', () => {
    expect(showsOnPage({ display: ['new'], strictDisplay: false }, ['used'])).toBe(false);
    expect(showsOnPage({ display: ['new'], strictDisplay: false }, ['used', 'demo'])).toBe(false);
  });

  it('a strict item shows only where every type of the page is one of its own', () => {
    const item = { display: ['new', 'demo'], strictDisplay: true };
    expect(showsOnPage(item, ['new'])).toBe(true);
    expect(showsOnPage(item, ['new', 'demo'])).toBe(true);
    expect(showsOnPage(item, ['new', 'used'])).toBe(false);
    expect(showsOnPage(item, ['new', 'used', 'demo'])).toBe(false);
    expect(showsOnPage(item, [])).toBe(false);
  });

  it('a strict item with no display type never shows, and a site file may not write one', () => {
    expect(showsOnPage({ display: [], strictDisplay: true }, ['new'])).toBe(false);
    const parsed = sitePromoSchema.safeParse({
      strictDisplay: true,
      tiles: [{ image: '/a.svg', alt: 'A' }],
    });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe(
      'must name at least one car type when strictDisplay is on',
    );
  });
});

describe('searchDisplayTypes', () => {
  it('is the car types the search is narrowed to that the site sells', () => {
    expect(searchDisplayTypes(['used'], ['new', 'used', 'demo'])).toEqual(['used']);
    expect(searchDisplayTypes(['used', 'new'], ['new', 'used', 'demo'])).toEqual(['new', 'used']);
  });

  it('is every type the site sells on the whole stock', () => {
    expect(searchDisplayTypes(undefined, ['new', 'used', 'demo'])).toEqual(['new', 'used', 'demo']);
    expect(searchDisplayTypes([], ['used'])).toEqual(['used']);
    // A type the site does not sell does not narrow it.
    expect(searchDisplayTypes(['new'], ['used'])).toEqual(['used']);
  });
});

describe('promoCandidates: the window and the display rules', () => {
  const now = new Date('2026-11-24T12:00:00Z');

  it('keeps the tiles of promos whose window is open: start included, expiry excluded', () => {
    const promos = [
      node([tile('open')]),
      node([tile('running')], { start: '2026-11-01', expiry: '2026-12-01' }),
      node([tile('starts-now')], { start: '2026-11-24T12:00:00Z' }),
      node([tile('future')], { start: '2026-12-01' }),
      node([tile('expired')], { expiry: '2026-11-01' }),
      node([tile('expires-now')], { expiry: '2026-11-24T12:00:00Z' }),
    ];
    expect(promoCandidates(promos, now, ['used']).map((c) => c.tile.alt)).toEqual([
      'open',
      'running',
      'starts-now',
    ]);
  });

  it('applies the display rule of the promo node and of each tile', () => {
    const promos = [
      node([tile('any'), tile('new only', { display: ['new'], strictDisplay: true })]),
      node([tile('used promo')], { display: ['used'], strictDisplay: true }),
      node([tile('new promo')], { display: ['new'] }),
    ];
    expect(promoCandidates(promos, now, ['new']).map((c) => c.tile.alt)).toEqual([
      'any',
      'new only',
      'new promo',
    ]);
    expect(promoCandidates(promos, now, ['used']).map((c) => c.tile.alt)).toEqual([
      'any',
      'used promo',
    ]);
    expect(promoCandidates(promos, now, ['new', 'used', 'demo']).map((c) => c.tile.alt)).toEqual([
      'any',
      'new promo',
    ]);
  });

  it('gives each tile its promo node’s position', () => {
    const promos = [node([tile('a')]), node([tile('b')], { position: 3 })];
    expect(promoCandidates(promos, now, []).map((c) => c.position)).toEqual([8, 3]);
  });
});

describe('the randomised pick', () => {
  it('picks the candidate the draw names, the same for the same draw, wrapping', () => {
    const tiles = ['a', 'b', 'c'];
    expect(pickPromoTile(tiles, 0)).toBe('a');
    expect(pickPromoTile(tiles, 1)).toBe('b');
    expect(pickPromoTile(tiles, 1)).toBe('b');
    expect(pickPromoTile(tiles, 2)).toBe('c');
    expect(pickPromoTile(tiles, 4)).toBe('b');
    expect(pickPromoTile(tiles, -1)).toBe('b');
  });

  it('reaches every candidate over the draws, and none from an empty list', () => {
    const tiles = ['a', 'b', 'c'];
    expect(new Set([0, 1, 2].map((draw) => pickPromoTile(tiles, draw)))).toEqual(new Set(tiles));
    expect(pickPromoTile([], 2)).toBeNull();
  });
});

describe('placement among the results', () => {
  it('puts a card before its result, counted over every page', () => {
    expect(resultSlotOf(8, 1, 21, 21)).toBe(7);
    expect(resultSlotOf(30, 1, 21, 21)).toBeNull();
    expect(resultSlotOf(30, 2, 21, 21)).toBe(8);
    expect(resultSlotOf(30, 2, 24, 24)).toBe(5);
    expect(resultSlotOf(30, 1, 30, 30)).toBe(29);
    expect(resultSlotOf(8, 2, 21, 21)).toBeNull();
  });

  it('never puts a card after the last result: fewer results than its position, no card', () => {
    expect(resultSlotOf(8, 1, 21, 8)).toBe(7);
    expect(resultSlotOf(8, 1, 21, 7)).toBeNull();
    expect(resultSlotOf(8, 1, 21, 3)).toBeNull();
    expect(resultSlotOf(8, 1, 21, 0)).toBeNull();
    // The last page of 29 results: result 30 does not exist.
    expect(resultSlotOf(30, 2, 21, 8)).toBeNull();
  });

  it('places the tile at 8 and the CTA card at 30 of a search', () => {
    const at = (page: number, hitCount: number) =>
      placeResultCards({ page, hitsPerPage: 21, hitCount, tilePosition: 8, ctaPosition: 30 });
    expect(at(1, 21)).toEqual({ tile: 7, cta: null });
    expect(at(2, 21)).toEqual({ tile: null, cta: 8 });
    expect(at(2, 9)).toEqual({ tile: null, cta: 8 });
    expect(at(2, 8)).toEqual({ tile: null, cta: null });
    expect(at(1, 5)).toEqual({ tile: null, cta: null });
  });

  it('never puts both in one slot: the CTA card moves one result on', () => {
    const same = (page: number, hitCount: number, position: number) =>
      placeResultCards({
        page,
        hitsPerPage: 21,
        hitCount,
        tilePosition: position,
        ctaPosition: position,
      });
    expect(same(1, 21, 8)).toEqual({ tile: 7, cta: 8 });
    // The shared position ends the page: the CTA card opens the next one.
    expect(same(1, 21, 21)).toEqual({ tile: 20, cta: null });
    expect(same(2, 21, 21)).toEqual({ tile: null, cta: 0 });
    // And with no result after the tile, no CTA card.
    expect(same(1, 8, 8)).toEqual({ tile: 7, cta: null });
  });

  it('places the CTA card alone when there is no tile, and nothing when both are off', () => {
    expect(
      placeResultCards({
        page: 1,
        hitsPerPage: 40,
        hitCount: 40,
        tilePosition: null,
        ctaPosition: 30,
      }),
    ).toEqual({ tile: null, cta: 29 });
    expect(
      placeResultCards({
        page: 1,
        hitsPerPage: 40,
        hitCount: 40,
        tilePosition: null,
        ctaPosition: null,
      }),
    ).toEqual({ tile: null, cta: null });
  });
});

describe('the site file’s promos', () => {
  it('fills in a promo node’s defaults and reads its tiles', () => {
    const promo = sitePromoSchema.parse({
      start: '2026-11-01',
      tiles: [
        { image: '/promos/a.svg', alt: 'Service special', background: '#0B3D91', href: '/service' },
      ],
    });
    expect(promo).toEqual({
      start: '2026-11-01',
      expiry: null,
      position: 8,
      display: [],
      strictDisplay: false,
      tiles: [
        {
          image: '/promos/a.svg',
          alt: 'Service special',
          background: '#0B3D91',
          href: '/service',
          display: [],
          strictDisplay: false,
        },
      ],
    });
  });

  it('refuses an expiry before the start, a foreign image, a colour that is not hex and no tiles', () => {
    const issues = (input: unknown) =>
      (sitePromoSchema.safeParse(input).error?.issues ?? []).map(
        (i) => `${i.path.join('.')}: ${i.message}`,
      );
    const tiles = [{ image: '/a.svg', alt: 'A' }];
    expect(issues({ start: '2026-12-01', expiry: '2026-11-01', tiles })).toEqual([
      'expiry: must be after start',
    ]);
    expect(issues({ tiles: [{ image: 'https://cdn.example.com/a.jpg', alt: 'A' }] })).toEqual([
      'tiles.0.image: is not a path on the site such as /promos/tile.svg',
    ]);
    expect(issues({ tiles: [{ image: '/a.svg', alt: 'A', background: 'red;x:y' }] })).toEqual([
      'tiles.0.background: is not a hex colour such as #0b3d91',
    ]);
    expect(issues({ tiles: [] })).toHaveLength(1);
    expect(issues({ display: ['trucks'], tiles })).toHaveLength(1);
  });
});
