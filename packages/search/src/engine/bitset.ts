// Fixed-size bitsets over document slots, 32 per Uint32Array word. Every operation
// works on whole words so a 50,000-car set costs ~1,600 word operations.

export type Bitset = Uint32Array;

export const wordsFor = (slots: number) => Math.max(1, Math.ceil(slots / 32));

export function hasBit(bits: Bitset, doc: number): boolean {
  return ((bits[doc >>> 5] as number) & (1 << (doc & 31))) !== 0;
}

export function setBit(bits: Bitset, doc: number): void {
  bits[doc >>> 5] = (bits[doc >>> 5] as number) | (1 << (doc & 31));
}

export function clearBit(bits: Bitset, doc: number): void {
  bits[doc >>> 5] = (bits[doc >>> 5] as number) & ~(1 << (doc & 31));
}

export function popcount32(x: number): number {
  let v = x - ((x >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

export function countBits(bits: Bitset): number {
  let n = 0;
  for (let i = 0; i < bits.length; i++) {
    const w = bits[i] as number;
    if (w !== 0) n += popcount32(w);
  }
  return n;
}

/** out = a AND b (out may alias a or b). */
export function andInto(out: Bitset, a: Bitset, b: Bitset): void {
  for (let i = 0; i < out.length; i++) out[i] = (a[i] as number) & (b[i] as number);
}

/** out &= b */
export function andWith(out: Bitset, b: Bitset): void {
  for (let i = 0; i < out.length; i++) out[i] = (out[i] as number) & (b[i] as number);
}

/** out &= ~b */
export function andNotWith(out: Bitset, b: Bitset): void {
  for (let i = 0; i < out.length; i++) out[i] = (out[i] as number) & ~(b[i] as number);
}

/** out |= b */
export function orWith(out: Bitset, b: Bitset): void {
  for (let i = 0; i < out.length; i++) out[i] = (out[i] as number) | (b[i] as number);
}

/** Writes the set slots into `out` in ascending order and returns how many there are. */
export function collect(bits: Bitset, out: Int32Array): number {
  let n = 0;
  for (let i = 0; i < bits.length; i++) {
    let w = bits[i] as number;
    const base = i << 5;
    while (w !== 0) {
      const t = w & -w;
      out[n++] = base + 31 - Math.clz32(t);
      w ^= t;
    }
  }
  return n;
}

/** A copy at a new word length (longer pads with zeros). */
export function resized(bits: Bitset, words: number): Bitset {
  const out = new Uint32Array(words);
  out.set(bits.length <= words ? bits : bits.subarray(0, words));
  return out;
}
