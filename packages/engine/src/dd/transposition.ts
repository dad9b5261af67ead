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
 * Storage is flat typed arrays, so the search allocates nothing.
 */

/** Entry layout: mask and value for each suit, then bounds and the best lead. */
const BOUNDS = 8;
const BEST = 10;
const STRIDE = 12;
/** Entries of a class sit together, newest last, so a look-up reads memory in order. */
const FIRST_BLOCK = 4;

/**
 * Past this many entry places (48 MB) the table starts afresh: memory stays bounded, as a Worker
 * or a browser tab needs, and results stay exact (only slower on the rare deals that fill it).
 */
const MAX_ENTRIES = 1 << 20;
const INITIAL_SLOTS = 1 << 14;
const INITIAL_ENTRIES = 1 << 14;

export class TranspositionTable {
  private slotA = new Int32Array(INITIAL_SLOTS);
  private slotB = new Int32Array(INITIAL_SLOTS);
  private slotLeader = new Int32Array(INITIAL_SLOTS);
  private slotGen = new Int32Array(INITIAL_SLOTS);
  private slotStart = new Int32Array(INITIAL_SLOTS);
  private slotCount = new Int32Array(INITIAL_SLOTS);
  private slotCap = new Int32Array(INITIAL_SLOTS);
  private slotMask = INITIAL_SLOTS - 1;
  private classes = 0;
  private gen = 1;
  private entries = new Int32Array(STRIDE * INITIAL_ENTRIES);
  /**
   * Per entry place, a summary of its pattern on the top two cards of each suit: who holds them
   * (low 16 bits, four a suit) and which of them the pattern fixes (high 16 bits). Most entries
   * that do not match fail on it, read from a compact array.
   */
  private sigs = new Int32Array(INITIAL_ENTRIES);
  /** Entry places handed out, in use or left behind by a class that moved to a bigger block. */
  private used = 0;

  /**
   * Bumped whenever slot or entry numbers stop meaning what they meant: a clear, or a bigger slot
   * array. What `probe` left for `store` is only trusted under the same version.
   */
  version = 1;
  /** After `probe`: the class's slot, or −1 when the class is new. */
  slot = -1;
  /** After `probe`: the first entry that matched without deciding (its place within its class), or −1. */
  match = -1;
  /** After `probe`: the best lead stored with that entry, or −1. */
  hint = -1;
  /** After `probe` decided: the deciding entry's offset, for `foundMask`. */
  private found = 0;

  /** Forgets everything: a new deal or a new trump suit. */
  clear(): void {
    this.gen++;
    this.version++;
    this.classes = 0;
    this.used = 0;
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

  /** The slot of a class, or −1. */
  private find(lenA: number, lenB: number, leader: number): number {
    const mask = this.slotMask;
    const gen = this.gen;
    for (let i = this.hash(lenA, lenB, leader); ; i = (i + 1) & mask) {
      if (this.slotGen[i] !== gen) return -1;
      if (this.slotA[i] === lenA && this.slotB[i] === lenB && this.slotLeader[i] === leader) return i;
    }
  }

  /**
   * Looks a position up: `seq0`…`seq3` say who holds each card of each suit, high to low. Returns
   * 1 when a matching entry proves the counted side (`maxSide`, 0 for North–South) takes `need`
   * of the `n` tricks left, 0 when one proves it cannot, −1 when none decides.
   */
  probe(
    lenA: number, lenB: number, leader: number, top2: number,
    seq0: number, seq1: number, seq2: number, seq3: number, n: number, need: number, maxSide: number,
  ): number {
    this.hint = -1;
    this.match = -1;
    const slot = this.find(lenA, lenB, leader);
    this.slot = slot;
    if (slot < 0) return -1;
    const e = this.entries;
    const sigs = this.sigs;
    const first = this.slotStart[slot] as number;
    const start = first * STRIDE;
    for (let j = (this.slotCount[slot] as number) - 1; j >= 0; j--) {
      const sig = sigs[first + j] as number;
      if (((top2 ^ sig) & (sig >>> 16)) !== 0) continue;
      const o = start + j * STRIDE;
      if (
        (seq0 & (e[o] as number)) !== e[o + 1] ||
        (seq1 & (e[o + 2] as number)) !== e[o + 3] ||
        (seq2 & (e[o + 4] as number)) !== e[o + 5] ||
        (seq3 & (e[o + 6] as number)) !== e[o + 7]
      ) continue;
      const lower = e[o + BOUNDS] as number;
      const upper = e[o + BOUNDS + 1] as number;
      if (maxSide === 0 ? lower >= need || upper < need : n - upper >= need || n - lower < need) {
        const last = (this.slotCount[slot] as number) - 1;
        if (j < last) {
          // Swap the entry that decided to the front of the scan: the next look-up tries it first.
          const l = start + last * STRIDE;
          for (let k = 0; k < STRIDE; k++) {
            const t = e[o + k] as number;
            e[o + k] = e[l + k] as number;
            e[l + k] = t;
          }
          sigs[first + j] = sigs[first + last] as number;
          sigs[first + last] = sig;
          this.found = l;
        } else this.found = o;
        return (maxSide === 0 ? lower >= need : n - upper >= need) ? 1 : 0;
      }
      if (this.match < 0) {
        this.match = j;
        this.hint = e[o + BEST] as number;
      }
    }
    return -1;
  }

  /** The mask of one suit's pattern in the entry `probe` decided by: the cards that mattered. */
  foundMask(suit: number): number {
    return this.entries[this.found + suit * 2] as number;
  }

  /**
   * Stores bounds on North–South's tricks for a pattern (`pattern`: mask and value for each suit,
   * 8 numbers). `slot`, `match` and `version` are what `probe` left for this position: an entry
   * with the same pattern is tightened instead of repeated.
   */
  store(
    slot: number, match: number, version: number,
    lenA: number, lenB: number, leader: number, sig: number, pattern: Int32Array, lower: number, upper: number, best: number,
  ): void {
    if (version === this.version && match >= 0) {
      const e = this.entries;
      const o = ((this.slotStart[slot] as number) + match) * STRIDE;
      if (e[o] === pattern[0] && e[o + 2] === pattern[2] && e[o + 4] === pattern[4] && e[o + 6] === pattern[6]) {
        if (lower > (e[o + BOUNDS] as number)) e[o + BOUNDS] = lower;
        if (upper < (e[o + BOUNDS + 1] as number)) e[o + BOUNDS + 1] = upper;
        if (best >= 0) e[o + BEST] = best;
        return;
      }
    }
    let i = version === this.version && slot >= 0 ? slot : this.insertClass(lenA, lenB, leader);
    let count = this.slotCount[i] as number;
    if (count === (this.slotCap[i] as number)) {
      const cap = count === 0 ? FIRST_BLOCK : count * 2;
      if (this.used + cap > MAX_ENTRIES) {
        this.clear();
        i = this.insertClass(lenA, lenB, leader);
        count = 0;
      }
      this.moveClass(i, count === 0 ? FIRST_BLOCK : cap);
    }
    const e = this.entries;
    this.sigs[(this.slotStart[i] as number) + count] = sig;
    const o = ((this.slotStart[i] as number) + count) * STRIDE;
    for (let k = 0; k < 8; k++) e[o + k] = pattern[k] as number;
    e[o + BOUNDS] = lower;
    e[o + BOUNDS + 1] = upper;
    e[o + BEST] = best;
    this.slotCount[i] = ++count;
  }

  /** Gives a class a block of `cap` places, its entries copied over. */
  private moveClass(i: number, cap: number): void {
    const start = this.used;
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
    const count = this.slotCount[i] as number;
    if (count > 0) {
      const old = this.slotStart[i] as number;
      this.entries.copyWithin(start * STRIDE, old * STRIDE, (old + count) * STRIDE);
      this.sigs.copyWithin(start, old, old + count);
    }
    this.slotStart[i] = start;
    this.slotCap[i] = cap;
  }

  /** The slot of a class, made if new. */
  private insertClass(lenA: number, lenB: number, leader: number): number {
    if ((this.classes + 1) * 2 > this.slotMask) this.growSlots();
    const mask = this.slotMask;
    const gen = this.gen;
    let i = this.hash(lenA, lenB, leader);
    for (; this.slotGen[i] === gen; i = (i + 1) & mask) {
      if (this.slotA[i] === lenA && this.slotB[i] === lenB && this.slotLeader[i] === leader) return i;
    }
    this.slotGen[i] = gen;
    this.slotA[i] = lenA;
    this.slotB[i] = lenB;
    this.slotLeader[i] = leader;
    this.slotStart[i] = 0;
    this.slotCount[i] = 0;
    this.slotCap[i] = 0;
    this.classes++;
    return i;
  }

  private growSlots(): void {
    const oldA = this.slotA, oldB = this.slotB, oldLeader = this.slotLeader, oldGen = this.slotGen;
    const oldStart = this.slotStart, oldCount = this.slotCount, oldCap = this.slotCap;
    const size = oldA.length * 2;
    this.slotA = new Int32Array(size);
    this.slotB = new Int32Array(size);
    this.slotLeader = new Int32Array(size);
    this.slotGen = new Int32Array(size);
    this.slotStart = new Int32Array(size);
    this.slotCount = new Int32Array(size);
    this.slotCap = new Int32Array(size);
    this.slotMask = size - 1;
    this.version++;
    const gen = this.gen;
    for (let j = 0; j < oldA.length; j++) {
      if (oldGen[j] !== gen) continue;
      const a = oldA[j] as number, b = oldB[j] as number, l = oldLeader[j] as number;
      let i = this.hash(a, b, l);
      while (this.slotGen[i] === gen) i = (i + 1) & this.slotMask;
      this.slotGen[i] = gen;
      this.slotA[i] = a;
      this.slotB[i] = b;
      this.slotLeader[i] = l;
      this.slotStart[i] = oldStart[j] as number;
      this.slotCount[i] = oldCount[j] as number;
      this.slotCap[i] = oldCap[j] as number;
    }
  }
}
