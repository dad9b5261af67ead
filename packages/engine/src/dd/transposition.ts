/**
 * The transposition table of the double-dummy search, consulted at the start of each trick.
 *
 * A position is filed under its class: the seat on lead and every seat's length in every suit.
 * Within a class, an entry holds bounds on the tricks North–South take from there on, valid for
 * every position whose top cards match the entry's pattern. The pattern of a suit is who holds
 * each of its top k remaining cards (rank-relative: which cards were played before no longer
 * matters, and equal cards merge); the cards below the top k never decided a trick in the search
 * that proved the bounds, so any position that matches the pattern shares them (partition search).
 *
 * A look-up must not read every entry of a class (classes grow to hundreds): each class (past
 * `SMALL`) keeps, per suit and seat, a bit set of its entries that a position whose top card of
 * the suit that seat holds can match (the entries that fix that card to that seat, and those that
 * leave the suit free). The four sets of the position, intersected, leave the few entries worth
 * reading.
 *
 * Storage is flat typed arrays, so the search allocates nothing.
 */

/** Class record layout: the class's key, its block of entry places, its bit sets. */
const S_A = 0;
const S_B = 1;
const S_LEADER = 2;
const S_START = 3;
const S_COUNT = 4;
const S_CAP = 5;
const S_BITS = 6;
const SLOT = 8;

/**
 * Entry layout (20 bytes): per suit, the pattern's value, the sequence shifted down past the cards
 * the pattern leaves free; then one word: the four shifts as free cards, four bits each (bits
 * 0–15), the bounds (lower | upper << 4, bits 16–23) and the best lead (bits 24–29, 63 for none).
 * Five words where eight were: the table's footprint, and the cache misses of a look-up, shrink
 * (a median table is 1.3 MB instead of 2 MB). Its signature, the pattern on the top two cards of
 * each suit: who holds them (low 16 bits, four a suit) and which of them it fixes (high 16 bits),
 * a cheap first test, is kept in `sigs` at the same place.
 */
const INFO = 4;
const STRIDE = 5;
/**
 * The free cards of a suit the pattern leaves free: its shift (twice that, 30) moves every
 * sequence (26 bits at most) to 0.
 */
export const FREE_SUIT = 15;
const BOUNDS_SHIFT = 16;
const BEST_SHIFT = 24;
const NO_BEST = 63;

/**
 * Entries of a class sit together, oldest first, so a look-up reads memory in order. A class's
 * first block has room for 8: half the moves to a bigger block that 4 cost (a gain only together
 * with `SMALL` at 8, measured).
 */
const FIRST_BLOCK = 8;
/** The bit sets cover entries 32 at a time: a page of 16 words, suit by suit, seat by seat. */
const PAGE = 32;
const PAGE_WORDS = 16;
/**
 * Classes of at most this many places have no bit sets: a look-up reads their few entries in
 * turn, the signature test picking the same ones the bit sets would (it tests the top card of
 * each suit too): eight signatures are half a cache line. Most classes stay that small, so the
 * table's memory, and the cache lines it touches, shrink.
 */
const SMALL = 8;

/**
 * Past this many entry places (20 MB, and at most 16 MB of bit sets) the table starts afresh:
 * memory stays bounded, as a Worker or a browser tab needs, and results stay exact (only slower
 * on the rare deals that fill it).
 */
const MAX_ENTRIES = 1 << 20;
const INITIAL_SLOTS = 1 << 14;
const INITIAL_CLASSES = 1 << 12;
const INITIAL_ENTRIES = 1 << 14;

export class TranspositionTable {
  /**
   * The hash index of the classes: 1 + the class's number, 0 for none. The class records sit in
   * `slots` by number, in the order they were made: both stay small and dense, so a look-up
   * mostly finds them in the cache.
   */
  private index = new Int32Array(INITIAL_SLOTS);
  private slots = new Int32Array(INITIAL_CLASSES * SLOT);
  private slotMask = INITIAL_SLOTS - 1;
  private classes = 0;
  private entries = new Int32Array(STRIDE * INITIAL_ENTRIES);
  /**
   * The entries' signatures, by entry place, apart from the entries: a look-up tests the
   * signatures of a class's candidates in one or two cache lines and reads only the entries
   * that pass (about one in three).
   */
  private sigs = new Int32Array(INITIAL_ENTRIES);
  private bits = new Int32Array(INITIAL_ENTRIES);
  /** Entry places handed out: in use, or left behind by a class that moved to a bigger block (see `freeEntries`). */
  private used = 0;
  /** Words of `bits` handed out, likewise. */
  private bitsUsed = 0;
  /**
   * Blocks left behind by a class that moved, by size (entry places `FIRST_BLOCK << k`, bit-set
   * words `PAGE_WORDS << k`), each block's first word linking to the next, −1 ending: handed out
   * again before fresh memory, which keeps the table's footprint, and the cache lines it touches,
   * smaller (and a block handed out again was touched recently, so is likelier in the cache).
   */
  private readonly freeEntries = new Int32Array(32).fill(-1);
  private readonly freeBits = new Int32Array(32).fill(-1);

  /**
   * Bumped whenever slot or entry numbers stop meaning what they meant (a clear). What `probe`
   * left for `store` is only trusted under the same version.
   */
  version = 1;
  /** After `probe`: the first entry that matched without deciding (its place within its class), or −1. */
  match = -1;
  /** After `probe`: the best lead stored with that entry, or −1. */
  hint = -1;
  /** After `probe` decided: the deciding entry's offset, for `foundFrees`. */
  private found = 0;

  /** Forgets everything: a new deal or a new trump suit. */
  clear(): void {
    this.index.fill(0);
    this.version++;
    this.classes = 0;
    this.used = 0;
    this.bitsUsed = 0;
    this.freeEntries.fill(-1);
    this.freeBits.fill(-1);
  }

  /** Entry places in use. */
  get size(): number {
    return this.used;
  }

  private hash(lenA: number, lenB: number, leader: number): number {
    let h = Math.imul(lenA ^ 0x5bd1e995, 0x9e3779b1) ^ Math.imul(lenB + leader * 0x27d4eb2d, 0x85ebca6b);
    h ^= h >>> 15;
    h = Math.imul(h, 0xc2b2ae35);
    h ^= h >>> 13;
    return h & this.slotMask;
  }

  /** The slot (offset of its record) of a class, or −1. */
  find(lenA: number, lenB: number, leader: number): number {
    const index = this.index;
    const slots = this.slots;
    const mask = this.slotMask;
    for (let i = this.hash(lenA, lenB, leader); ; i = (i + 1) & mask) {
      const c = index[i] as number;
      if (c === 0) return -1;
      const r = (c - 1) * SLOT;
      if (slots[r + S_A] === lenA && slots[r + S_B] === lenB && slots[r + S_LEADER] === leader) return r;
    }
  }

  /**
   * Looks a position up in the class at `r` (what `find` gave, −1 for a new class): `seq0`…`seq3`
   * say who holds each card of each suit, high to low, and `top2` who holds the top two of each
   * (four bits a suit, as in the signature). Returns 1 when a matching entry proves the counted
   * side (`maxSide`, 0 for North–South) takes `need` of the `n` tricks left, 0 when one proves it
   * cannot, −1 when none decides.
   */
  probe(
    r: number, top2: number,
    seq0: number, seq1: number, seq2: number, seq3: number, n: number, need: number, maxSide: number,
  ): number {
    this.hint = -1;
    this.match = -1;
    if (r < 0) return -1;
    const slots = this.slots;
    const e = this.entries;
    const sigs = this.sigs;
    const bits = this.bits;
    const first = slots[r + S_START] as number;
    const count = slots[r + S_COUNT] as number;
    const small = (slots[r + S_CAP] as number) <= SMALL;
    const bitsStart = slots[r + S_BITS] as number;
    // The bit set of each suit for the seat holding its top card (seat 0 for an empty suit).
    const h0 = (top2 >>> 2) & 3;
    const h1 = 4 + ((top2 >>> 6) & 3);
    const h2 = 8 + ((top2 >>> 10) & 3);
    const h3 = 12 + ((top2 >>> 14) & 3);
    // Newest entries first: they were proved nearest the current position in the search.
    for (let page = (count - 1) >> 5; page >= 0; page--) {
      const b = bitsStart + page * PAGE_WORDS;
      let candidates = small
        ? (1 << count) - 1
        : (bits[b + h0] as number) & (bits[b + h1] as number) & (bits[b + h2] as number) & (bits[b + h3] as number);
      while (candidates !== 0) {
        const bit = 31 - Math.clz32(candidates);
        candidates ^= 1 << bit;
        const j = page * PAGE + bit;
        const sig = sigs[first + j] as number;
        if (((top2 ^ sig) & (sig >>> 16)) !== 0) continue;
        const o = (first + j) * STRIDE;
        const f = e[o + INFO] as number;
        if (
          seq0 >>> ((f & 15) << 1) !== e[o] ||
          seq1 >>> ((f >>> 3) & 30) !== e[o + 1] ||
          seq2 >>> ((f >>> 7) & 30) !== e[o + 2] ||
          seq3 >>> ((f >>> 11) & 30) !== e[o + 3]
        ) continue;
        const lower = (f >>> BOUNDS_SHIFT) & 15;
        const upper = (f >>> (BOUNDS_SHIFT + 4)) & 15;
        if (maxSide === 0 ? lower >= need || upper < need : n - upper >= need || n - lower < need) {
          this.found = o;
          return (maxSide === 0 ? lower >= need : n - upper >= need) ? 1 : 0;
        }
        if (this.match < 0) {
          this.match = j;
          const best = f >>> BEST_SHIFT;
          this.hint = best === NO_BEST ? -1 : best;
        }
      }
    }
    return -1;
  }

  /**
   * The free cards of the entry `probe` decided by, four bits a suit: how many cards of each suit
   * lie below the ones that mattered (`FREE_SUIT` when none did).
   */
  foundFrees(): number {
    return (this.entries[this.found + INFO] as number) & 0xffff;
  }

  /**
   * Stores bounds on North–South's tricks for a pattern: `values`, per suit the sequence shifted
   * down past the free cards, `frees` how many cards those are (four bits a suit), `sig` its signature.
   * `slot`, `match` and `version` are what `probe` left for this position: an entry with the same
   * pattern is tightened instead of repeated.
   */
  store(
    slot: number, match: number, version: number,
    lenA: number, lenB: number, leader: number, sig: number, values: Int32Array, frees: number,
    lower: number, upper: number, best: number,
  ): void {
    if (version === this.version && match >= 0) {
      // It matched this position, so the same shifts mean the same values.
      const e = this.entries;
      const o = ((this.slots[slot + S_START] as number) + match) * STRIDE;
      const info = e[o + INFO] as number;
      if ((info & 0xffff) === frees) {
        const l = Math.max(lower, (info >>> BOUNDS_SHIFT) & 15);
        const u = Math.min(upper, (info >>> (BOUNDS_SHIFT + 4)) & 15);
        const b = best >= 0 ? best : info >>> BEST_SHIFT;
        e[o + INFO] = frees | ((l | (u << 4)) << BOUNDS_SHIFT) | (b << BEST_SHIFT);
        return;
      }
    }
    let r = version === this.version && slot >= 0 ? slot : this.insertClass(lenA, lenB, leader);
    let count = this.slots[r + S_COUNT] as number;
    if (count === (this.slots[r + S_CAP] as number)) {
      let cap = count === 0 ? FIRST_BLOCK : count * 2;
      if (this.used + cap > MAX_ENTRIES) {
        this.clear();
        r = this.insertClass(lenA, lenB, leader);
        count = 0;
        cap = FIRST_BLOCK;
      }
      this.moveClass(r, cap);
    }
    const slots = this.slots;
    const entries = this.entries;
    const place = (slots[r + S_START] as number) + count;
    const o = place * STRIDE;
    this.sigs[place] = sig;
    entries[o] = values[0] as number;
    entries[o + 1] = values[1] as number;
    entries[o + 2] = values[2] as number;
    entries[o + 3] = values[3] as number;
    entries[o + INFO] = frees | ((lower | (upper << 4)) << BOUNDS_SHIFT) | ((best >= 0 ? best : NO_BEST) << BEST_SHIFT);
    if ((slots[r + S_CAP] as number) > SMALL) this.addBits(r, count, sig);
    slots[r + S_COUNT] = count + 1;
  }

  /** Entry `j` of a class joins the set of the seat holding each suit's top card, or all four when free. */
  private addBits(r: number, j: number, sig: number): void {
    const bits = this.bits;
    const b = (this.slots[r + S_BITS] as number) + (j >> 5) * PAGE_WORDS;
    const bit = 1 << (j & 31);
    for (let s = 0; s < 4; s++) {
      const w = b + s * 4;
      if (((sig >>> (18 + s * 4)) & 3) !== 0) {
        const h = w + ((sig >>> (2 + s * 4)) & 3);
        bits[h] = (bits[h] as number) | bit;
      } else {
        bits[w] = (bits[w] as number) | bit;
        bits[w + 1] = (bits[w + 1] as number) | bit;
        bits[w + 2] = (bits[w + 2] as number) | bit;
        bits[w + 3] = (bits[w + 3] as number) | bit;
      }
    }
  }

  /** Gives a class a block of `cap` places and bit sets to match, its entries copied over. */
  private moveClass(r: number, cap: number): void {
    const slots = this.slots;
    const count = slots[r + S_COUNT] as number;
    const oldCap = slots[r + S_CAP] as number;
    const oldStart = slots[r + S_START] as number;
    const sizeClass = 29 - Math.clz32(cap);
    let start = this.freeEntries[sizeClass] as number;
    if (start >= 0) {
      this.freeEntries[sizeClass] = this.entries[start * STRIDE] as number;
    } else {
      start = this.used;
      this.used += cap;
      if (this.used * STRIDE > this.entries.length) {
        let size = this.entries.length * 2;
        while (this.used * STRIDE > size) size *= 2;
        const bigger = new Int32Array(size);
        bigger.set(this.entries);
        this.entries = bigger;
        const biggerSigs = new Int32Array(size / STRIDE);
        biggerSigs.set(this.sigs);
        this.sigs = biggerSigs;
      }
    }
    // Plain loops: the blocks are small, and copyWithin or fill would cost a call into the runtime.
    const entries = this.entries;
    if (oldCap > 0) {
      const from = oldStart * STRIDE;
      const to = start * STRIDE;
      for (let k = 0; k < count * STRIDE; k++) entries[to + k] = entries[from + k] as number;
      const sigs = this.sigs;
      for (let k = 0; k < count; k++) sigs[start + k] = sigs[oldStart + k] as number;
      const oldClass = 29 - Math.clz32(oldCap);
      entries[from] = this.freeEntries[oldClass] as number;
      this.freeEntries[oldClass] = oldStart;
    }
    slots[r + S_START] = start;
    slots[r + S_CAP] = cap;
    // The bit sets move only when they need more pages: a class's first page serves 32 entries.
    const pages = (cap + PAGE - 1) >> 5;
    const oldPages = oldCap <= SMALL ? 0 : (oldCap + PAGE - 1) >> 5;
    if (cap <= SMALL) return;
    if (pages === oldPages) return;
    const words = pages * PAGE_WORDS;
    const pageClass = 31 - Math.clz32(pages);
    let bitsStart = this.freeBits[pageClass] as number;
    if (bitsStart >= 0) {
      this.freeBits[pageClass] = this.bits[bitsStart] as number;
    } else {
      bitsStart = this.bitsUsed;
      this.bitsUsed += words;
      if (this.bitsUsed > this.bits.length) {
        let size = this.bits.length * 2;
        while (this.bitsUsed > size) size *= 2;
        const bigger = new Int32Array(size);
        bigger.set(this.bits);
        this.bits = bigger;
      }
    }
    const bits = this.bits;
    const copied = oldPages * PAGE_WORDS;
    if (oldPages > 0) {
      const oldBits = slots[r + S_BITS] as number;
      for (let k = 0; k < copied; k++) bits[bitsStart + k] = bits[oldBits + k] as number;
      const oldClass = 31 - Math.clz32(oldPages);
      bits[oldBits] = this.freeBits[oldClass] as number;
      this.freeBits[oldClass] = oldBits;
    }
    // Words handed out again hold stale bits.
    for (let k = copied; k < words; k++) bits[bitsStart + k] = 0;
    slots[r + S_BITS] = bitsStart;
    // A class leaving the small ones gets the bit sets of its entries.
    if (oldPages === 0) for (let j = 0; j < count; j++) this.addBits(r, j, this.sigs[start + j] as number);
  }

  /** The slot of a class, made if new. */
  private insertClass(lenA: number, lenB: number, leader: number): number {
    const found = this.find(lenA, lenB, leader);
    if (found >= 0) return found;
    if ((this.classes + 1) * 2 > this.slotMask) this.growIndex();
    if ((this.classes + 1) * SLOT > this.slots.length) {
      const bigger = new Int32Array(this.slots.length * 2);
      bigger.set(this.slots);
      this.slots = bigger;
    }
    const r = this.classes * SLOT;
    const slots = this.slots;
    slots[r + S_A] = lenA;
    slots[r + S_B] = lenB;
    slots[r + S_LEADER] = leader;
    slots[r + S_START] = 0;
    slots[r + S_COUNT] = 0;
    slots[r + S_CAP] = 0;
    slots[r + S_BITS] = 0;
    this.classes++;
    this.place(lenA, lenB, leader, this.classes);
    return r;
  }

  /** Files class number `c − 1` in the index. */
  private place(lenA: number, lenB: number, leader: number, c: number): void {
    const index = this.index;
    const mask = this.slotMask;
    let i = this.hash(lenA, lenB, leader);
    while ((index[i] as number) !== 0) i = (i + 1) & mask;
    index[i] = c;
  }

  private growIndex(): void {
    const size = (this.slotMask + 1) * 2;
    this.index = new Int32Array(size);
    this.slotMask = size - 1;
    const slots = this.slots;
    for (let c = 0; c < this.classes; c++) {
      const r = c * SLOT;
      this.place(slots[r + S_A] as number, slots[r + S_B] as number, slots[r + S_LEADER] as number, c + 1);
    }
  }
}
