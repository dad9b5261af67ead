import { popcount } from './bits.ts';
import { RANKS, SUITS, card, suitIndex, type Card, type Rank, type Suit } from './card.ts';

const MASK13 = 0x1fff;
const MASK26 = 0x3ffffff;

/**
 * An immutable set of cards as a 52-bit bitset, split in two 26-bit words because JavaScript
 * bit operations are 32-bit: `lo` holds clubs (bits 0–12) and diamonds (13–25), `hi` hearts and
 * spades. Within a suit bit r−2 is rank r, so a suit's 13-bit mask orders cards by rank.
 */
export class CardSet {
  private constructor(
    readonly lo: number,
    readonly hi: number,
  ) {}

  static readonly empty = new CardSet(0, 0);
  static readonly full = new CardSet(MASK26, MASK26);

  static of(lo: number, hi: number): CardSet {
    return new CardSet(lo & MASK26, hi & MASK26);
  }

  static fromCards(cards: Iterable<Card>): CardSet {
    let lo = 0;
    let hi = 0;
    for (const c of cards) {
      if (c < 26) lo |= 1 << c;
      else hi |= 1 << (c - 26);
    }
    return new CardSet(lo, hi);
  }

  /** The set whose cards of `suit` are the 13-bit rank mask `mask` (bit r−2 = rank r). */
  static fromSuitMask(suit: Suit, mask: number): CardSet {
    const i = suitIndex(suit);
    const m = mask & MASK13;
    return i < 2 ? new CardSet(m << (13 * i), 0) : new CardSet(0, m << (13 * (i - 2)));
  }

  /** One exact number for the set (52 bits), to key a map by a hand. */
  get key(): number {
    return this.lo * 2 ** 26 + this.hi;
  }

  has(c: Card): boolean {
    return c < 26 ? (this.lo & (1 << c)) !== 0 : (this.hi & (1 << (c - 26))) !== 0;
  }

  with(c: Card): CardSet {
    return c < 26 ? new CardSet(this.lo | (1 << c), this.hi) : new CardSet(this.lo, this.hi | (1 << (c - 26)));
  }

  without(c: Card): CardSet {
    return c < 26 ? new CardSet(this.lo & ~(1 << c), this.hi) : new CardSet(this.lo, this.hi & ~(1 << (c - 26)));
  }

  union(other: CardSet): CardSet {
    return new CardSet(this.lo | other.lo, this.hi | other.hi);
  }

  intersect(other: CardSet): CardSet {
    return new CardSet(this.lo & other.lo, this.hi & other.hi);
  }

  diff(other: CardSet): CardSet {
    return new CardSet(this.lo & ~other.lo, this.hi & ~other.hi);
  }

  intersects(other: CardSet): boolean {
    return (this.lo & other.lo) !== 0 || (this.hi & other.hi) !== 0;
  }

  equals(other: CardSet): boolean {
    return this.lo === other.lo && this.hi === other.hi;
  }

  isEmpty(): boolean {
    return this.lo === 0 && this.hi === 0;
  }

  get size(): number {
    return popcount(this.lo) + popcount(this.hi);
  }

  /** The 13-bit rank mask of one suit (bit r−2 = rank r). */
  suitMask(suit: Suit): number {
    const i = suitIndex(suit);
    return i < 2 ? (this.lo >>> (13 * i)) & MASK13 : (this.hi >>> (13 * (i - 2))) & MASK13;
  }

  /** The cards of one suit. */
  ofSuit(suit: Suit): CardSet {
    return CardSet.fromSuitMask(suit, this.suitMask(suit));
  }

  /** How many cards of `suit`. */
  count(suit: Suit): number {
    return popcount(this.suitMask(suit));
  }

  /** Ranks held in `suit`, high to low. */
  ranks(suit: Suit): Rank[] {
    const mask = this.suitMask(suit);
    return RANKS.filter((r) => (mask & (1 << (r - 2))) !== 0);
  }

  /** Cards in PBN order: spades first, then hearts, diamonds, clubs; high to low within a suit. */
  *[Symbol.iterator](): IterableIterator<Card> {
    for (const suit of SUITS) for (const r of this.ranks(suit)) yield card(suit, r);
  }

  toArray(): Card[] {
    return [...this];
  }
}
