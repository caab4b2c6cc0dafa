import zlib from 'node:zlib';

// A gzip body compressed once with holes in it, for pages that differ between
// answers only in one short value: the CSP nonce (render cache). The
// text is split at every occurrence of the value and each part is deflated on
// its own, ending with a sync flush so that it stops on a byte boundary with
// no final block. An answer is then: the gzip header, the parts with the new
// value between them as raw "stored" deflate blocks (RFC 1951 §3.2.4), an
// empty final block, and the gzip trailer (RFC 1952): the CRC-32 of the whole
// text, combined from each part's CRC and the value's without reading the
// parts again, and the length.
//
// Each part is compressed without the text before it (a back-reference may
// not reach across a hole whose bytes change), which costs a few per cent of
// size on a page whose holes sit in a few script tags near its end.

export type SplicedGzip = {
  /** Raw deflate of each part, sync-flushed: no final block, ends on a byte boundary. */
  readonly parts: readonly Buffer[];
  /** CRC-32 of each part's text. */
  readonly crcs: readonly number[];
  /** Bytes of each part's text. */
  readonly lengths: readonly number[];
  /** x^(8·length) mod the CRC polynomial for each part: shifts a CRC past that part. */
  readonly shifts: readonly number[];
  /** Compressed bytes held (what a cache counts). */
  readonly bytes: number;
};

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0, 0, 0, 0, 0, 0, 0x03]);
/** A final, empty block with fixed Huffman codes: BFINAL=1, BTYPE=01, end-of-block. */
const FINAL_BLOCK = Buffer.from([0x03, 0x00]);

// --- CRC-32 arithmetic (as zlib's crc32_combine: multiplication modulo the polynomial)

const POLY = 0xedb88320;

/** a·b modulo the CRC-32 polynomial, both in zlib's reflected bit order. */
function multModP(a: number, b: number): number {
  let m = 0x80000000;
  let p = 0;
  let bb = b >>> 0;
  for (;;) {
    if (a & m) {
      p ^= bb;
      if ((a & (m - 1)) === 0) break;
    }
    m >>>= 1;
    bb = bb & 1 ? (bb >>> 1) ^ POLY : bb >>> 1;
  }
  return p >>> 0;
}

/** x^(2^n) modulo the polynomial, n = 0…31. */
const X2N = (() => {
  const table: number[] = [];
  let p = 0x40000000; // x^1
  table.push(p);
  for (let n = 1; n < 32; n++) {
    p = multModP(p, p);
    table.push(p);
  }
  return table;
})();

/** x^(8·bytes) modulo the polynomial: what appending `bytes` bytes does to a CRC. */
function shiftFor(bytes: number): number {
  let p = 0x80000000; // x^0
  let n = bytes;
  let k = 3; // 2^3 bits per byte
  while (n > 0) {
    if (n & 1) p = multModP(X2N[k & 31] as number, p);
    n = Math.floor(n / 2);
    k++;
  }
  return p;
}

/** The CRC-32 of A followed by B, from crc(A), crc(B) and B's shift. */
function combine(crcA: number, crcB: number, shiftB: number): number {
  return (multModP(shiftB, crcA) ^ crcB) >>> 0;
}

// --- building and answering

/** Splits `text` at every occurrence of `hole` and compresses each part. */
export function spliceGzip(text: Buffer, hole: string, level = 6): SplicedGzip {
  const texts: Buffer[] = [];
  const needle = Buffer.from(hole);
  let from = 0;
  if (needle.length > 0) {
    for (let at = text.indexOf(needle, from); at !== -1; at = text.indexOf(needle, from)) {
      texts.push(text.subarray(from, at));
      from = at + needle.length;
    }
  }
  texts.push(text.subarray(from));
  const parts = texts.map((t) =>
    t.length === 0
      ? Buffer.alloc(0)
      : zlib.deflateRawSync(t, { level, finishFlush: zlib.constants.Z_SYNC_FLUSH }),
  );
  return {
    parts,
    crcs: texts.map((t) => zlib.crc32(t)),
    lengths: texts.map((t) => t.length),
    shifts: texts.map((t) => shiftFor(t.length)),
    bytes: parts.reduce((n, p) => n + p.length, 0),
  };
}

/** `value` as stored deflate blocks (at most 65,535 bytes each), not final. */
function storedBlocks(value: Buffer): Buffer[] {
  const blocks: Buffer[] = [];
  let at = 0;
  do {
    const chunk = value.subarray(at, at + 0xffff);
    const head = Buffer.alloc(5);
    head[0] = 0x00; // BFINAL=0, BTYPE=00; the rest of the byte is padding
    head.writeUInt16LE(chunk.length, 1);
    head.writeUInt16LE(~chunk.length & 0xffff, 3);
    blocks.push(head, chunk);
    at += 0xffff;
  } while (at < value.length);
  return blocks;
}

/** The gzip body of the text with `value` in every hole. */
export function gzipWith(body: SplicedGzip, value: string): Buffer {
  const filling = Buffer.from(value);
  const fillingCrc = zlib.crc32(filling);
  const fillingShift = shiftFor(filling.length);
  const stored = storedBlocks(filling);
  const chunks: Buffer[] = [GZIP_HEADER];
  let crc = 0;
  let length = 0;
  body.parts.forEach((part, i) => {
    if (i > 0) {
      chunks.push(...stored);
      crc = combine(crc, fillingCrc, fillingShift);
      length += filling.length;
    }
    chunks.push(part);
    crc = combine(crc, body.crcs[i] as number, body.shifts[i] as number);
    length += body.lengths[i] as number;
  });
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc, 0);
  trailer.writeUInt32LE(length % 0x100000000, 4);
  chunks.push(FINAL_BLOCK, trailer);
  return Buffer.concat(chunks);
}

/** The plain text with `value` in every hole, for a client that takes no gzip. */
export function textWith(body: SplicedGzip, value: string): Buffer {
  const filling = Buffer.from(value);
  const chunks: Buffer[] = [];
  body.parts.forEach((part, i) => {
    if (i > 0) chunks.push(filling);
    if (part.length > 0)
      chunks.push(zlib.inflateRawSync(part, { finishFlush: zlib.constants.Z_SYNC_FLUSH }));
  });
  return Buffer.concat(chunks);
}
