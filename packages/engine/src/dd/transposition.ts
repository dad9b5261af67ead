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

/** Entry layout: next, then mask and value for each suit, then bounds and the best lead. */
const NEXT = 0;
const BOUNDS = 9;
const BEST = 11;
const STRIDE = 12;

/** Past this many entries the table starts afresh: memory stays bounded and results stay exact. */
const MAX_ENTRIES = 1 << 21;

export class TranspositionTable {
  private slotA = new Int32Array(1 << 16);
  private slotB = new Int32Array(1 << 16);
  private slotLeader = new Int32Array(1 << 16);
  private slotGen = new Int32Array(1 << 16);
  private slotHead = new Int32Array(1 << 16);
  private slotMask = (1 << 16) - 1;
  private classes = 0;
  private gen = 1;
  entries = new Int32Array(STRIDE * (1 << 16));
  private count = 1; // entry 0 stands for "none"

  /** Forgets everything: a new deal or a new trump suit. */
  clear(): void {
    this.gen++;
    this.classes = 0;
    this.count = 1;
  }

  get size(): number {
    return this.count - 1;
  }

  private slotOf(lenA: number, lenB: number, leader: number): number {
    let h = Math.imul(lenA ^ 0x5bd1e995, 0x9e3779b1) ^ Math.imul(lenB + leader * 0x27d4eb2d, 0x85ebca6b);
    h ^= h >>> 15;
    h = Math.imul(h, 0xc2b2ae35);
    h ^= h >>> 13;
    return h & this.slotMask;
  }

  /** The first entry of a class, or 0 when the class holds none. */
  head(lenA: number, lenB: number, leader: number): number {
    const mask = this.slotMask;
    const gen = this.gen;
    for (let i = this.slotOf(lenA, lenB, leader); ; i = (i + 1) & mask) {
      if (this.slotGen[i] !== gen) return 0;
      if (this.slotA[i] === lenA && this.slotB[i] === lenB && this.slotLeader[i] === leader) return this.slotHead[i] as number;
    }
  }

  /**
   * Stores bounds for a pattern (`pattern` holds mask and value for each suit, 8 numbers),
   * tightening an entry with the same pattern if there is one.
   */
  store(lenA: number, lenB: number, leader: number, pattern: Int32Array, lower: number, upper: number, best: number): void {
    if (this.count >= MAX_ENTRIES) this.clear();
    const mask = this.slotMask;
    const gen = this.gen;
    let i = this.slotOf(lenA, lenB, leader);
    for (; ; i = (i + 1) & mask) {
      if (this.slotGen[i] !== gen) break;
      if (this.slotA[i] === lenA && this.slotB[i] === lenB && this.slotLeader[i] === leader) break;
    }
    const e = this.entries;
    if (this.slotGen[i] === gen) {
      const m0 = pattern[0] as number, v0 = pattern[1] as number, m1 = pattern[2] as number, v1 = pattern[3] as number;
      const m2 = pattern[4] as number, v2 = pattern[5] as number, m3 = pattern[6] as number, v3 = pattern[7] as number;
      for (let x = this.slotHead[i] as number; x !== 0; x = e[x * STRIDE + NEXT] as number) {
        const o = x * STRIDE;
        if (
          e[o + 1] === m0 && e[o + 2] === v0 && e[o + 3] === m1 && e[o + 4] === v1 &&
          e[o + 5] === m2 && e[o + 6] === v2 && e[o + 7] === m3 && e[o + 8] === v3
        ) {
          if (lower > (e[o + BOUNDS] as number)) e[o + BOUNDS] = lower;
          if (upper < (e[o + BOUNDS + 1] as number)) e[o + BOUNDS + 1] = upper;
          if (best >= 0) e[o + BEST] = best;
          return;
        }
      }
    } else {
      this.slotGen[i] = gen;
      this.slotA[i] = lenA;
      this.slotB[i] = lenB;
      this.slotLeader[i] = leader;
      this.slotHead[i] = 0;
      this.classes++;
    }
    const x = this.newEntry();
    const o = x * STRIDE;
    const entries = this.entries;
    entries[o + NEXT] = this.slotHead[i] as number;
    for (let k = 0; k < 8; k++) entries[o + 1 + k] = pattern[k] as number;
    entries[o + BOUNDS] = lower;
    entries[o + BOUNDS + 1] = upper;
    entries[o + BEST] = best;
    this.slotHead[i] = x;
    if (this.classes * 2 > mask) this.growSlots();
  }

  private newEntry(): number {
    const x = this.count++;
    if ((x + 1) * STRIDE > this.entries.length) {
      const bigger = new Int32Array(this.entries.length * 2);
      bigger.set(this.entries);
      this.entries = bigger;
    }
    return x;
  }

  private growSlots(): void {
    const oldA = this.slotA, oldB = this.slotB, oldLeader = this.slotLeader, oldGen = this.slotGen, oldHead = this.slotHead;
    const size = oldA.length * 2;
    this.slotA = new Int32Array(size);
    this.slotB = new Int32Array(size);
    this.slotLeader = new Int32Array(size);
    this.slotGen = new Int32Array(size);
    this.slotHead = new Int32Array(size);
    this.slotMask = size - 1;
    const gen = this.gen;
    for (let j = 0; j < oldA.length; j++) {
      if (oldGen[j] !== gen) continue;
      const a = oldA[j] as number, b = oldB[j] as number, l = oldLeader[j] as number;
      let i = this.slotOf(a, b, l);
      while (this.slotGen[i] === gen) i = (i + 1) & this.slotMask;
      this.slotGen[i] = gen;
      this.slotA[i] = a;
      this.slotB[i] = b;
      this.slotLeader[i] = l;
      this.slotHead[i] = oldHead[j] as number;
    }
  }
}

export const TT_STRIDE = STRIDE;
export const TT_NEXT = NEXT;
export const TT_BOUNDS = BOUNDS;
export const TT_BEST = BEST;
