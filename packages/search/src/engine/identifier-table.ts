// Whole identifiers (VINs, stock numbers) → the slots carrying them: an open-addressing
// table over string hashes, far cheaper to fill with 100,000 keys than a Map.

const EMPTY = -1;

function hashOf(key: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) hash = Math.imul(hash ^ key.charCodeAt(i), 0x01000193);
  return hash;
}

export class IdentifierTable {
  private table: Int32Array;
  private readonly keys: string[] = [];
  /** The slot of each key, or a list when several slots carry it (-1 when none left). */
  private readonly slots: (number | number[])[] = [];

  /** `expected`: about how many keys it will hold, so a bulk build does not rehash as it fills. */
  constructor(expected = 0) {
    let size = 1024;
    while (size < expected * 2) size *= 2;
    this.table = new Int32Array(size).fill(EMPTY);
  }

  private find(key: string, hash: number): number {
    const mask = this.table.length - 1;
    let at = hash & mask;
    for (;;) {
      const entry = this.table[at] as number;
      if (entry === EMPTY) return -1 - at;
      if (this.keys[entry] === key) return entry;
      at = (at + 1) & mask;
    }
  }

  add(key: string, slot: number): void {
    const hash = hashOf(key);
    const found = this.find(key, hash);
    if (found >= 0) {
      const current = this.slots[found] as number | number[];
      if (current === -1) this.slots[found] = slot;
      else if (typeof current === 'number') {
        if (current !== slot) this.slots[found] = [current, slot];
      } else if (!current.includes(slot)) current.push(slot);
      return;
    }
    const entry = this.keys.length;
    this.keys.push(key);
    this.slots.push(slot);
    this.table[-1 - found] = entry;
    if (this.keys.length * 2 > this.table.length) this.rehash();
  }

  remove(key: string, slot: number): void {
    const found = this.find(key, hashOf(key));
    if (found < 0) return;
    const current = this.slots[found] as number | number[];
    if (typeof current === 'number') {
      if (current === slot) this.slots[found] = -1;
      return;
    }
    const rest = current.filter((s) => s !== slot);
    this.slots[found] = rest.length === 0 ? -1 : rest.length === 1 ? (rest[0] as number) : rest;
  }

  get(key: string): number[] {
    const found = this.find(key, hashOf(key));
    if (found < 0) return [];
    const current = this.slots[found] as number | number[];
    return typeof current === 'number' ? (current < 0 ? [] : [current]) : [...current];
  }

  private rehash(): void {
    this.table = new Int32Array(this.table.length * 2).fill(EMPTY);
    const mask = this.table.length - 1;
    for (let entry = 0; entry < this.keys.length; entry++) {
      let at = hashOf(this.keys[entry] as string) & mask;
      while ((this.table[at] as number) !== EMPTY) at = (at + 1) & mask;
      this.table[at] = entry;
    }
  }
}
