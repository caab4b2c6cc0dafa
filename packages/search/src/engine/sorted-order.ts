// A permutation of document slots kept in sort order under inserts and removals, with
// each slot's position, so a page can be read by walking the order and a small result
// set can be sorted by position alone. Updates move a slice of the arrays
// (copyWithin), never re-sort the whole order.

export type Compare = (a: number, b: number) => number;

export class SortedOrder {
  /** Slots in order; only the first `length` entries are meaningful. */
  order: Int32Array;
  /** Position of each slot in `order`, or -1 when the slot is not in it. */
  pos: Int32Array;
  length = 0;

  constructor(
    capacity: number,
    private readonly compare: Compare,
  ) {
    this.order = new Int32Array(capacity);
    this.pos = new Int32Array(capacity).fill(-1);
  }

  grow(capacity: number): void {
    const order = new Int32Array(capacity);
    order.set(this.order.subarray(0, this.length));
    const pos = new Int32Array(capacity).fill(-1);
    pos.set(this.pos);
    this.order = order;
    this.pos = pos;
  }

  /** Replaces the contents with `slots`, sorted in one pass (used at build time). */
  rebuild(slots: Int32Array | number[], compare: Compare = this.compare): void {
    const sorted = Int32Array.from(slots).sort(compare);
    this.order.set(sorted);
    this.length = sorted.length;
    this.pos.fill(-1);
    for (let i = 0; i < sorted.length; i++) this.pos[sorted[i] as number] = i;
  }

  /** Replaces the contents with slots already in order. */
  setSorted(sorted: Int32Array): void {
    this.order.set(sorted);
    this.length = sorted.length;
    this.pos.fill(-1);
    for (let i = 0; i < sorted.length; i++) this.pos[sorted[i] as number] = i;
  }

  has(slot: number): boolean {
    return (this.pos[slot] as number) >= 0;
  }

  insert(slot: number): void {
    let lo = 0;
    let hi = this.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.compare(this.order[mid] as number, slot) < 0) lo = mid + 1;
      else hi = mid;
    }
    this.order.copyWithin(lo + 1, lo, this.length);
    this.order[lo] = slot;
    this.length++;
    for (let i = lo; i < this.length; i++) this.pos[this.order[i] as number] = i;
  }

  remove(slot: number): void {
    const at = this.pos[slot] as number;
    if (at < 0) return;
    this.order.copyWithin(at, at + 1, this.length);
    this.length--;
    this.pos[slot] = -1;
    for (let i = at; i < this.length; i++) this.pos[this.order[i] as number] = i;
  }
}
