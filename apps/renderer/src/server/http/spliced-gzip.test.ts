import { randomBytes } from 'node:crypto';
import zlib from 'node:zlib';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createNonce } from './security';
import { gzipWith, spliceGzip, textWith } from './spliced-gzip';

// A cached page is compressed once and answered with each response's own CSP
// nonce spliced into the gzip stream: what comes out must decompress (with
// gzip's CRC and length checks) to exactly the page rendered with that nonce.

function page(nonce: string, filler = 'Toyota Hilux SR5 '.repeat(400)): string {
  return [
    '<!DOCTYPE html><html><head><title>Cars</title></head><body>',
    `<main>${filler}</main>`,
    `<script id="vike_pageContext" type="application/json" nonce="${nonce}">{"site":{"slug":"a"}}</script>`,
    `<script id="vike_globalContext" type="application/json" nonce="${nonce}">{}</script>`,
    `<script src="/assets/entry.js" type="module" async nonce="${nonce}"></script>`,
    '</body></html>',
  ].join('\n');
}

describe('a gzip body with the nonce spliced in', () => {
  it('decompresses to the page rendered with the new nonce', () => {
    const rendered = createNonce();
    const body = spliceGzip(Buffer.from(page(rendered)), rendered);
    expect(body.parts).toHaveLength(4);
    for (let i = 0; i < 5; i++) {
      const nonce = createNonce();
      const gzip = gzipWith(body, nonce);
      expect(zlib.gunzipSync(gzip).toString()).toBe(page(nonce));
      expect(textWith(body, nonce).toString()).toBe(page(nonce));
    }
  });

  it('is about as small as compressing the page whole', () => {
    const rendered = createNonce();
    const text = Buffer.from(page(rendered));
    const spliced = gzipWith(spliceGzip(text, rendered), createNonce()).length;
    const whole = zlib.gzipSync(text, { level: 6 }).length;
    expect(spliced).toBeLessThan(whole * 1.1 + 200);
    expect(spliced).toBeLessThan(text.length / 5);
  });

  it('keeps a body with no hole whole, and an empty one', () => {
    const json = Buffer.from(JSON.stringify({ hits: [1, 2, 3], count: 3 }));
    expect(zlib.gunzipSync(gzipWith(spliceGzip(json, 'nonce-x'), 'other')).toString()).toBe(
      json.toString(),
    );
    expect(zlib.gunzipSync(gzipWith(spliceGzip(Buffer.alloc(0), 'n'), 'n')).length).toBe(0);
  });

  it('handles holes at the very start and end, side by side, and a value over 64 KB', () => {
    const hole = 'HOLE';
    const text = Buffer.from(`${hole}${hole}middle${hole}`);
    const body = spliceGzip(text, hole);
    const big = 'x'.repeat(70_000);
    expect(zlib.gunzipSync(gzipWith(body, big)).toString()).toBe(`${big}${big}middle${big}`);
    expect(zlib.gunzipSync(gzipWith(body, '')).toString()).toBe('middle');
  });

  it('round-trips any text and any value (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.oneof(fc.string(), fc.uint8Array({ maxLength: 3000 })), { maxLength: 6 }),
        fc.string({ minLength: 1, maxLength: 30 }),
        fc.string({ maxLength: 40 }),
        (pieces, hole, value) => {
          // The pieces never contain the hole themselves: the hole is a fresh random value.
          const marker = `\u0000${hole}\u0000${randomBytes(4).toString('hex')}`;
          const texts = pieces.map((p) =>
            typeof p === 'string' ? Buffer.from(p) : Buffer.from(p),
          );
          const withHoles = Buffer.concat(texts.flatMap((t) => [t, Buffer.from(marker)]));
          const expected = Buffer.concat(texts.flatMap((t) => [t, Buffer.from(value)]));
          const body = spliceGzip(withHoles, marker);
          expect(zlib.gunzipSync(gzipWith(body, value)).equals(expected)).toBe(true);
          expect(textWith(body, value).equals(expected)).toBe(true);
        },
      ),
      { numRuns: 200 },
    );
  });
});
