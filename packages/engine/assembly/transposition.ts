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
/**
 * How much bigger the entries and the bit sets grow when full. The runtime built in (stub) never
 * frees the arrays a growth replaces, so each growth leaves the old ones behind: growing four
 * times over leaves a third of the final size behind, where doubling left as much again. From the
 * initial sizes the steps end exactly at the most the table holds (MAX_ENTRIES entries, 16 MB of
 * bit sets). After 100 full tables of seeded deals the table and what it left behind take 42 MiB
 * (56 MiB doubling); after 20 deals of robot play 37 MiB (29 MiB doubling).
 */
const GROWTH = 4;

/**
 * A new array of `n` words, the module's memory first grown by just what it needs: the runtime
 * built in doubles the memory whenever it runs out, so a table using 42 MiB would hold 72 (the
 * memory never shrinks, and a Worker's isolate has 128 MB in all). The runtime hands out memory
 * from its end, which a probe (a few bytes, left behind) finds. Should the memory not grow, the
 * runtime's own growth fails as it did before.
 */
function grown(n: i32): StaticArray<i32> {
  const end = changetype<usize>(new StaticArray<i32>(0)) + (<usize>n << 2) + 64;
  const pages = <i32>((end + 0xffff) >>> 16) - memory.size();
  if (pages > 0) memory.grow(pages);
  return new StaticArray<i32>(n);
}
const INITIAL_SLOTS = 1 << 14;
const INITIAL_CLASSES = 1 << 12;
const INITIAL_ENTRIES = 1 << 14;

function filled(n: i32, v: i32): StaticArray<i32> {
  const a = new StaticArray<i32>(n);
  for (let i = 0; i < n; i++) a[i] = v;
  return a;
}

// @ts-ignore: decorator
@inline function imul(a: i32, b: i32): i32 { return a * b; }

/** The table's state, at module level as the search's is (search.ts, `state`): one table a module. */
export namespace table {
  /**
   * The hash index of the classes: 1 + the class's number, 0 for none. The class records sit in
   * `slots` by number, in the order they were made: both stay small and dense, so a look-up
   * mostly finds them in the cache.
   */
  export let index: StaticArray<i32> = new StaticArray<i32>(INITIAL_SLOTS);
  export let slots: StaticArray<i32> = new StaticArray<i32>(INITIAL_CLASSES * SLOT);
  export let slotMask: i32 = INITIAL_SLOTS - 1;
  export let classes: i32 = 0;
  export let entries: StaticArray<i32> = new StaticArray<i32>(STRIDE * INITIAL_ENTRIES);
  /**
   * The entries' signatures, by entry place, apart from the entries: a look-up tests the
   * signatures of a class's candidates in one or two cache lines and reads only the entries
   * that pass (about one in three).
   */
  export let sigs: StaticArray<i32> = new StaticArray<i32>(INITIAL_ENTRIES);
  export let bits: StaticArray<i32> = new StaticArray<i32>(INITIAL_ENTRIES);
  /** Entry places handed out: in use, or left behind by a class that moved to a bigger block (see `freeEntries`). */
  export let used: i32 = 0;
  /** Words of `bits` handed out, likewise. */
  export let bitsUsed: i32 = 0;
  /**
   * Blocks left behind by a class that moved, by size (entry places `FIRST_BLOCK << k`, bit-set
   * words `PAGE_WORDS << k`), each block's first word linking to the next, −1 ending: handed out
   * again before fresh memory, which keeps the table's footprint, and the cache lines it touches,
   * smaller (and a block handed out again was touched recently, so is likelier in the cache).
   */
  export const freeEntries: StaticArray<i32> = filled(32, -1);
  export const freeBits: StaticArray<i32> = filled(32, -1);
  /**
   * Bumped whenever slot or entry numbers stop meaning what they meant (a clear). What `probe`
   * left for `store` is only trusted under the same version.
   */
  export let version: i32 = 1;
  /** After `probe`: the first entry that matched without deciding (its place within its class), or −1. */
  export let match: i32 = -1;
  /** After `probe`: the best lead stored with that entry, or −1. */
  export let hint: i32 = -1;
  /** After `probe` decided: the deciding entry's offset, for `foundFrees`. */
  export let found: i32 = 0;
}

/** The table's look-ups and stores, over `table`. */
export class TranspositionTable {
  /** Forgets everything: a new deal or a new trump suit. */
  clear(): void {
    memory.fill(changetype<usize>(table.index), 0, <usize>table.index.length << 2);
    table.version++;
    table.classes = 0;
    table.used = 0;
    table.bitsUsed = 0;
    for (let i = 0; i < 32; i++) {
      table.freeEntries[i] = -1;
      table.freeBits[i] = -1;
    }
  }

  /** Entry places in use. */
  get size(): i32 {
    return table.used;
  }

  private hash(lenA: i32, lenB: i32, leader: i32): i32 {
    let h = imul(lenA ^ <i32>0x5bd1e995, <i32>0x9e3779b1) ^ imul(lenB + leader * <i32>0x27d4eb2d, <i32>0x85ebca6b);
    h ^= h >>> 15;
    h = imul(h, <i32>0xc2b2ae35);
    h ^= h >>> 13;
    return h & table.slotMask;
  }

  /** The slot (offset of its record) of a class, or −1. */
  find(lenA: i32, lenB: i32, leader: i32): i32 {
    const index = table.index;
    const slots = table.slots;
    const mask = table.slotMask;
    for (let i = this.hash(lenA, lenB, leader); ; i = (i + 1) & mask) {
      const c = index[i];
      if (c === 0) return -1;
      const r = (c - 1) * SLOT;
      if (slots[r + S_A] === lenA && slots[r + S_B] === lenB && slots[r + S_LEADER] === leader) return r;
    }
    return unreachable();
  }

  /**
   * Looks a position up in the class at `r` (what `find` gave, −1 for a new class): `seq0`…`seq3`
   * say who holds each card of each suit, high to low, and `top2` who holds the top two of each
   * (four bits a suit, as in the signature). Returns 1 when a matching entry proves the counted
   * side (`maxSide`, 0 for North–South) takes `need` of the `n` tricks left, 0 when one proves it
   * cannot, −1 when none decides.
   */
  probe(
    r: i32, top2: i32,
    seq0: i32, seq1: i32, seq2: i32, seq3: i32, n: i32, need: i32, maxSide: i32,
  ): i32 {
    table.hint = -1;
    table.match = -1;
    if (r < 0) return -1;
    const slots = table.slots;
    const e = table.entries;
    const sigs = table.sigs;
    const bits = table.bits;
    const first = slots[r + S_START];
    const count = slots[r + S_COUNT];
    const small = (slots[r + S_CAP]) <= SMALL;
    const bitsStart = slots[r + S_BITS];
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
        : (bits[b + h0]) & (bits[b + h1]) & (bits[b + h2]) & (bits[b + h3]);
      while (candidates !== 0) {
        const bit = 31 - clz<i32>(candidates);
        candidates ^= 1 << bit;
        const j = page * PAGE + bit;
        const sig = sigs[first + j];
        if (((top2 ^ sig) & (sig >>> 16)) !== 0) continue;
        const o = (first + j) * STRIDE;
        const f = e[o + INFO];
        if (
          seq0 >>> ((f & 15) << 1) !== e[o] ||
          seq1 >>> ((f >>> 3) & 30) !== e[o + 1] ||
          seq2 >>> ((f >>> 7) & 30) !== e[o + 2] ||
          seq3 >>> ((f >>> 11) & 30) !== e[o + 3]
        ) continue;
        const lower = (f >>> BOUNDS_SHIFT) & 15;
        const upper = (f >>> (BOUNDS_SHIFT + 4)) & 15;
        if (maxSide === 0 ? lower >= need || upper < need : n - upper >= need || n - lower < need) {
          table.found = o;
          return (maxSide === 0 ? lower >= need : n - upper >= need) ? 1 : 0;
        }
        if (table.match < 0) {
          table.match = j;
          const best = f >>> BEST_SHIFT;
          table.hint = best === NO_BEST ? -1 : best;
        }
      }
    }
    return -1;
  }

  /**
   * The free cards of the entry `probe` decided by, four bits a suit: how many cards of each suit
   * lie below the ones that mattered (`FREE_SUIT` when none did).
   */
  foundFrees(): i32 {
    return (table.entries[table.found + INFO]) & 0xffff;
  }

  /**
   * Stores bounds on North–South's tricks for a pattern: `values`, per suit the sequence shifted
   * down past the free cards, `frees` how many cards those are (four bits a suit), `sig` its signature.
   * `slot`, `match` and `version` are what `probe` left for this position: an entry with the same
   * pattern is tightened instead of repeated.
   */
  store(
    slot: i32, match: i32, version: i32,
    lenA: i32, lenB: i32, leader: i32, sig: i32, values: StaticArray<i32>, frees: i32,
    lower: i32, upper: i32, best: i32,
  ): void {
    if (version === table.version && match >= 0) {
      // It matched this position, so the same shifts mean the same values.
      const e = table.entries;
      const o = ((table.slots[slot + S_START]) + match) * STRIDE;
      const info = e[o + INFO];
      if ((info & 0xffff) === frees) {
        const l = max<i32>(lower, (info >>> BOUNDS_SHIFT) & 15);
        const u = min<i32>(upper, (info >>> (BOUNDS_SHIFT + 4)) & 15);
        const b = best >= 0 ? best : info >>> BEST_SHIFT;
        e[o + INFO] = frees | ((l | (u << 4)) << BOUNDS_SHIFT) | (b << BEST_SHIFT);
        return;
      }
    }
    let r = version === table.version && slot >= 0 ? slot : this.insertClass(lenA, lenB, leader);
    let count = table.slots[r + S_COUNT];
    if (count === (table.slots[r + S_CAP])) {
      let cap = count === 0 ? FIRST_BLOCK : count * 2;
      if (table.used + cap > MAX_ENTRIES) {
        this.clear();
        r = this.insertClass(lenA, lenB, leader);
        count = 0;
        cap = FIRST_BLOCK;
      }
      this.moveClass(r, cap);
    }
    const slots = table.slots;
    const entries = table.entries;
    const place = (slots[r + S_START]) + count;
    const o = place * STRIDE;
    table.sigs[place] = sig;
    entries[o] = values[0];
    entries[o + 1] = values[1];
    entries[o + 2] = values[2];
    entries[o + 3] = values[3];
    entries[o + INFO] = frees | ((lower | (upper << 4)) << BOUNDS_SHIFT) | ((best >= 0 ? best : NO_BEST) << BEST_SHIFT);
    if ((slots[r + S_CAP]) > SMALL) this.addBits(r, count, sig);
    slots[r + S_COUNT] = count + 1;
  }

  /** Entry `j` of a class joins the set of the seat holding each suit's top card, or all four when free. */
  private addBits(r: i32, j: i32, sig: i32): void {
    const bits = table.bits;
    const b = (table.slots[r + S_BITS]) + (j >> 5) * PAGE_WORDS;
    const bit = 1 << (j & 31);
    for (let s = 0; s < 4; s++) {
      const w = b + s * 4;
      if (((sig >>> (18 + s * 4)) & 3) !== 0) {
        const h = w + ((sig >>> (2 + s * 4)) & 3);
        bits[h] = (bits[h]) | bit;
      } else {
        bits[w] = (bits[w]) | bit;
        bits[w + 1] = (bits[w + 1]) | bit;
        bits[w + 2] = (bits[w + 2]) | bit;
        bits[w + 3] = (bits[w + 3]) | bit;
      }
    }
  }

  /** Gives a class a block of `cap` places and bit sets to match, its entries copied over. */
  private moveClass(r: i32, cap: i32): void {
    const slots = table.slots;
    const count = slots[r + S_COUNT];
    const oldCap = slots[r + S_CAP];
    const oldStart = slots[r + S_START];
    const sizeClass = 29 - clz<i32>(cap);
    let start = table.freeEntries[sizeClass];
    if (start >= 0) {
      table.freeEntries[sizeClass] = table.entries[start * STRIDE];
    } else {
      start = table.used;
      table.used += cap;
      if (table.used * STRIDE > table.entries.length) {
        let size = table.entries.length * GROWTH;
        while (table.used * STRIDE > size) size *= GROWTH;
        const bigger = grown(size);
        memory.copy(changetype<usize>(bigger), changetype<usize>(table.entries), <usize>table.entries.length << 2);
        table.entries = bigger;
        const biggerSigs = grown(size / STRIDE);
        memory.copy(changetype<usize>(biggerSigs), changetype<usize>(table.sigs), <usize>table.sigs.length << 2);
        table.sigs = biggerSigs;
      }
    }
    // Plain loops: the blocks are small, and copyWithin or fill would cost a call into the runtime.
    const entries = table.entries;
    if (oldCap > 0) {
      const from = oldStart * STRIDE;
      const to = start * STRIDE;
      for (let k = 0; k < count * STRIDE; k++) entries[to + k] = entries[from + k];
      const sigs = table.sigs;
      for (let k = 0; k < count; k++) sigs[start + k] = sigs[oldStart + k];
      const oldClass = 29 - clz<i32>(oldCap);
      entries[from] = table.freeEntries[oldClass];
      table.freeEntries[oldClass] = oldStart;
    }
    slots[r + S_START] = start;
    slots[r + S_CAP] = cap;
    // The bit sets move only when they need more pages: a class's first page serves 32 entries.
    const pages = (cap + PAGE - 1) >> 5;
    const oldPages = oldCap <= SMALL ? 0 : (oldCap + PAGE - 1) >> 5;
    if (cap <= SMALL) return;
    if (pages === oldPages) return;
    const words = pages * PAGE_WORDS;
    const pageClass = 31 - clz<i32>(pages);
    let bitsStart = table.freeBits[pageClass];
    if (bitsStart >= 0) {
      table.freeBits[pageClass] = table.bits[bitsStart];
    } else {
      bitsStart = table.bitsUsed;
      table.bitsUsed += words;
      if (table.bitsUsed > table.bits.length) {
        let size = table.bits.length * GROWTH;
        while (table.bitsUsed > size) size *= GROWTH;
        const bigger = grown(size);
        memory.copy(changetype<usize>(bigger), changetype<usize>(table.bits), <usize>table.bits.length << 2);
        table.bits = bigger;
      }
    }
    const bits = table.bits;
    const copied = oldPages * PAGE_WORDS;
    if (oldPages > 0) {
      const oldBits = slots[r + S_BITS];
      for (let k = 0; k < copied; k++) bits[bitsStart + k] = bits[oldBits + k];
      const oldClass = 31 - clz<i32>(oldPages);
      bits[oldBits] = table.freeBits[oldClass];
      table.freeBits[oldClass] = oldBits;
    }
    // Words handed out again hold stale bits.
    for (let k = copied; k < words; k++) bits[bitsStart + k] = 0;
    slots[r + S_BITS] = bitsStart;
    // A class leaving the small ones gets the bit sets of its entries.
    if (oldPages === 0) for (let j = 0; j < count; j++) this.addBits(r, j, table.sigs[start + j]);
  }

  /** The slot of a class, made if new. */
  private insertClass(lenA: i32, lenB: i32, leader: i32): i32 {
    const found = this.find(lenA, lenB, leader);
    if (found >= 0) return found;
    if ((table.classes + 1) * 2 > table.slotMask) this.growIndex();
    if ((table.classes + 1) * SLOT > table.slots.length) {
      const bigger = grown(table.slots.length * 2);
      memory.copy(changetype<usize>(bigger), changetype<usize>(table.slots), <usize>table.slots.length << 2);
      table.slots = bigger;
    }
    const r = table.classes * SLOT;
    const slots = table.slots;
    slots[r + S_A] = lenA;
    slots[r + S_B] = lenB;
    slots[r + S_LEADER] = leader;
    slots[r + S_START] = 0;
    slots[r + S_COUNT] = 0;
    slots[r + S_CAP] = 0;
    slots[r + S_BITS] = 0;
    table.classes++;
    this.place(lenA, lenB, leader, table.classes);
    return r;
  }

  /** Files class number `c − 1` in the index. */
  private place(lenA: i32, lenB: i32, leader: i32, c: i32): void {
    const index = table.index;
    const mask = table.slotMask;
    let i = this.hash(lenA, lenB, leader);
    while ((index[i]) !== 0) i = (i + 1) & mask;
    index[i] = c;
  }

  private growIndex(): void {
    const size = (table.slotMask + 1) * 2;
    table.index = grown(size);
    table.slotMask = size - 1;
    const slots = table.slots;
    for (let c = 0; c < table.classes; c++) {
      const r = c * SLOT;
      this.place(slots[r + S_A], slots[r + S_B], slots[r + S_LEADER], c + 1);
    }
  }
}
