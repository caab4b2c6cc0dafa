import { isNumberWord } from '../fields/fields';
import { type Bitset, clearBit, hasBit, orWith, resized, setBit } from './bitset';
import { tokenize, typoDistance } from './text';

// Inverted index: word → the slots that contain it. A rare word keeps an ascending
// list of slots; once a word is in more than 1 slot in 32 its list would outweigh a
// bitset, so it becomes one (smaller, and OR-ed a word at a time). The vocabulary is
// also kept sorted (rebuilt lazily when a new word appears) so prefixes are a binary
// search away, and typo candidates of a query word are computed once per vocabulary.

type Posting = { list: Int32Array | null; bits: Bitset | null; n: number };

export class TextIndex {
  private readonly idOf = new Map<string, number>();
  private readonly words: string[] = [];
  private readonly postings: Posting[] = [];
  private sortedWords: string[] | null = null;
  private sortedIds: Int32Array | null = null;
  private readonly typoCache = new Map<string, readonly number[]>();
  private capacity: number;
  /**
   * Open-addressing table word hash → word id, probed straight from the text being
   * indexed, so indexing allocates a string only for a word it has never seen.
   */
  private table = new Int32Array(1024).fill(-1);
  private tableHashes = new Int32Array(1024);
  /**
   * Word ids of short field values seen before (makes, models, badges, colours recur
   * across thousands of cars), so each is scanned once: with their numbers, and
   * without (fields whose bare numbers are not searched). Bounded; cleared when full.
   */
  private readonly known = new Map<string, Int32Array>();
  private readonly knownWithoutNumbers = new Map<string, Int32Array>();

  constructor(capacity: number) {
    this.capacity = capacity;
  }

  get vocabularySize(): number {
    return this.words.length;
  }

  grow(capacity: number): void {
    this.capacity = capacity;
    for (const p of this.postings) if (p.bits) p.bits = resized(p.bits, capacity / 32);
  }

  /**
   * Indexes the words of a short field value that many cars share (make, model,
   * name, ...): its words are found once and re-used. Without `numbers`, words of
   * digits alone are left out (fields/fields.ts, searchableFields).
   */
  addShared(slot: number, text: string, numbers = true): void {
    const known = numbers ? this.known : this.knownWithoutNumbers;
    let ids = known.get(text);
    if (!ids) {
      const found: number[] = [];
      for (const word of tokenize(text)) {
        if (numbers || !isNumberWord(word)) found.push(this.wordId(word));
      }
      ids = Int32Array.from(found);
      if (known.size >= 100_000) known.clear();
      known.set(text, ids);
    }
    for (let i = 0; i < ids.length; i++) this.addTo(ids[i] as number, slot);
  }

  /** Indexes the words of `text` for a slot; without `numbers`, not words of digits alone. */
  add(slot: number, text: string, numbers = true): void {
    // A repeated word is skipped by addTo itself (the slot is already there).
    let start = -1;
    let hash = 0;
    let letters = false;
    for (let i = 0; i <= text.length; i++) {
      let c = i < text.length ? text.charCodeAt(i) : 32;
      if (c >= 128) {
        // Accents and other scripts: the general tokenizer handles them.
        for (const word of tokenize(text)) {
          if (numbers || !isNumberWord(word)) this.addTo(this.wordId(word), slot);
        }
        return;
      }
      if (c >= 65 && c <= 90) c += 32;
      const isLetter = c >= 97 && c <= 122;
      const isWordChar = isLetter || (c >= 48 && c <= 57);
      if (isWordChar) {
        if (start < 0) {
          start = i;
          hash = 0x811c9dc5;
          letters = false;
        }
        if (isLetter) letters = true;
        hash = Math.imul(hash ^ c, 0x01000193);
      } else if (start >= 0) {
        if (numbers || letters) this.addTo(this.wordIdAt(text, start, i, hash), slot);
        start = -1;
      }
    }
  }

  /** The id of the lower-cased word text[start, end), added to the vocabulary if new. */
  private wordIdAt(text: string, start: number, end: number, hash: number): number {
    const mask = this.table.length - 1;
    let at = hash & mask;
    for (;;) {
      const id = this.table[at] as number;
      if (id < 0) break;
      if (this.tableHashes[at] === hash) {
        const word = this.words[id] as string;
        if (word.length === end - start) {
          let same = true;
          for (let k = 0; k < word.length; k++) {
            let c = text.charCodeAt(start + k);
            if (c >= 65 && c <= 90) c += 32;
            if (c !== word.charCodeAt(k)) {
              same = false;
              break;
            }
          }
          if (same) return id;
        }
      }
      at = (at + 1) & mask;
    }
    return this.wordId(text.slice(start, end).toLowerCase());
  }

  private static hashOf(word: string): number {
    let hash = 0x811c9dc5;
    for (let i = 0; i < word.length; i++) hash = Math.imul(hash ^ word.charCodeAt(i), 0x01000193);
    return hash;
  }

  private tableInsert(id: number, hash: number): void {
    if ((this.words.length + 1) * 2 > this.table.length) {
      const old = this.words.length;
      this.table = new Int32Array(this.table.length * 2).fill(-1);
      this.tableHashes = new Int32Array(this.table.length);
      for (let w = 0; w < old; w++) {
        if (w !== id) this.tablePut(w, TextIndex.hashOf(this.words[w] as string));
      }
    }
    this.tablePut(id, hash);
  }

  private tablePut(id: number, hash: number): void {
    const mask = this.table.length - 1;
    let at = hash & mask;
    while ((this.table[at] as number) >= 0) at = (at + 1) & mask;
    this.table[at] = id;
    this.tableHashes[at] = hash;
  }

  /** Un-indexes a slot, given the text (and `numbers`) it was indexed with. */
  remove(slot: number, text: string, numbers = true): void {
    for (const word of new Set(tokenize(text))) {
      if (!numbers && isNumberWord(word)) continue;
      const id = this.idOf.get(word);
      if (id !== undefined) this.removeFrom(id, slot);
    }
  }

  /** The id of a word in the vocabulary, or undefined. */
  find(word: string): number | undefined {
    return this.idOf.get(word);
  }

  /** Ids of the words that start with `prefix` (the word itself included). */
  withPrefix(prefix: string): number[] {
    this.ensureSorted();
    const words = this.sortedWords as string[];
    const ids = this.sortedIds as Int32Array;
    let lo = 0;
    let hi = words.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if ((words[mid] as string) < prefix) lo = mid + 1;
      else hi = mid;
    }
    const out: number[] = [];
    for (let i = lo; i < words.length && (words[i] as string).startsWith(prefix); i++) {
      out.push(ids[i] as number);
    }
    return out;
  }

  /** Ids of the words 1..maxTypos edits away from `term` (not the term itself). */
  withinTypos(term: string, maxTypos: number): readonly number[] {
    if (maxTypos <= 0) return [];
    const key = `${maxTypos}:${term}`;
    const cached = this.typoCache.get(key);
    if (cached) return cached;
    const out: number[] = [];
    for (let id = 0; id < this.words.length; id++) {
      const word = this.words[id] as string;
      if (Math.abs(word.length - term.length) > maxTypos || word === term) continue;
      // The first letter is taken as typed right: it keeps candidates few and odd matches out.
      if (word.charCodeAt(0) !== term.charCodeAt(0)) continue;
      if (typoDistance(term, word, maxTypos) <= maxTypos) out.push(id);
    }
    this.typoCache.set(key, out);
    return out;
  }

  /** Sets the bits of every slot containing word `id`. */
  orPostings(bits: Bitset, id: number): void {
    const p = this.postings[id];
    if (!p) return;
    if (p.bits) {
      orWith(bits, p.bits);
      return;
    }
    const list = p.list as Int32Array;
    for (let i = 0; i < p.n; i++) setBit(bits, list[i] as number);
  }

  /** How many slots contain word `id`. */
  postingLength(id: number): number {
    return this.postings[id]?.n ?? 0;
  }

  private addTo(id: number, slot: number): void {
    const p = this.postings[id] as Posting;
    if (p.bits) {
      if (!hasBit(p.bits, slot)) {
        setBit(p.bits, slot);
        p.n++;
      }
      return;
    }
    let list = p.list as Int32Array;
    if (p.n > 0 && list[p.n - 1] === slot) return;
    if (p.n === list.length) {
      const next = new Int32Array(list.length * 2);
      next.set(list);
      list = next;
      p.list = list;
    }
    if (p.n === 0 || (list[p.n - 1] as number) < slot) {
      list[p.n++] = slot;
    } else {
      const at = lowerBound(list, p.n, slot);
      if (list[at] === slot) return;
      list.copyWithin(at + 1, at, p.n);
      list[at] = slot;
      p.n++;
    }
    if (p.n * 32 > this.capacity) {
      const bits = new Uint32Array(this.capacity / 32);
      for (let i = 0; i < p.n; i++) setBit(bits, list[i] as number);
      p.bits = bits;
      p.list = null;
    }
  }

  private removeFrom(id: number, slot: number): void {
    const p = this.postings[id] as Posting;
    if (p.bits) {
      if (hasBit(p.bits, slot)) {
        clearBit(p.bits, slot);
        p.n--;
      }
      return;
    }
    const list = p.list as Int32Array;
    const at = lowerBound(list, p.n, slot);
    if (at < p.n && list[at] === slot) {
      list.copyWithin(at, at + 1, p.n);
      p.n--;
    }
  }

  private wordId(word: string): number {
    let id = this.idOf.get(word);
    if (id === undefined) {
      id = this.words.length;
      this.idOf.set(word, id);
      this.words.push(word);
      this.postings.push({ list: new Int32Array(4), bits: null, n: 0 });
      this.tableInsert(id, TextIndex.hashOf(word));
      // A new word can be a prefix or typo match of any query word.
      this.sortedWords = null;
      this.sortedIds = null;
      this.typoCache.clear();
    }
    return id;
  }

  private ensureSorted(): void {
    if (this.sortedWords) return;
    const ids = Int32Array.from(this.words.keys());
    const words = this.words;
    ids.sort((a, b) => ((words[a] as string) < (words[b] as string) ? -1 : 1));
    this.sortedIds = ids;
    this.sortedWords = Array.from(ids, (id) => words[id] as string);
  }
}

function lowerBound(list: Int32Array, n: number, slot: number): number {
  let lo = 0;
  let hi = n;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((list[mid] as number) < slot) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
