import {
  SUITS,
  handDistPoints,
  highCardPoints,
  isBalanced,
  resolveSuitReference,
  shape,
  strengthBand,
  suitStrengthValue,
  type CardSet,
  type Suit,
  type SuitReference,
} from '@tenace/engine';
import type { CountWord } from './vocabulary.ts';

/**
 * What the rules ask about a hand, counted once per decision with the engine's own evaluation
 * functions; the dearer facts (strength, suit references, shape) are counted when first asked.
 */
export class HandFacts {
  readonly hcp: number;
  readonly distributionPoints: number;
  private readonly lengths: Record<Suit, number>;
  private readonly honourCounts: readonly [number, number, number, number];
  private strengthCache: Partial<Record<Suit, number>> = {};
  private refCache: Partial<Record<SuitReference, Suit>> = {};
  private balancedCache: boolean | undefined;
  private shapeCache: string | undefined;

  constructor(readonly hand: CardSet) {
    this.hcp = highCardPoints(hand);
    this.distributionPoints = handDistPoints(hand);
    this.lengths = { S: hand.count('S'), H: hand.count('H'), D: hand.count('D'), C: hand.count('C') };
    // Aces, kings, queens, jacks: bits 12, 11, 10, 9 of each suit's rank mask.
    const counts: [number, number, number, number] = [0, 0, 0, 0];
    for (const suit of SUITS) {
      const mask = hand.suitMask(suit);
      for (let k = 0; k < 4; k++) if (mask & (1 << (12 - k))) counts[k] = (counts[k] ?? 0) + 1;
    }
    this.honourCounts = counts;
  }

  get totalPoints(): number {
    return this.hcp + this.distributionPoints;
  }

  length(suit: Suit): number {
    return this.lengths[suit];
  }

  /** The strength band (0 = "0 top cards" … 11 = "6 top cards"). */
  strength(suit: Suit): number {
    const cached = this.strengthCache[suit];
    if (cached !== undefined) return cached;
    const band = strengthBand(suitStrengthValue(this.hand, suit));
    this.strengthCache[suit] = band;
    return band;
  }

  ref(ref: SuitReference): Suit {
    const cached = this.refCache[ref];
    if (cached !== undefined) return cached;
    const suit = resolveSuitReference(this.hand, ref);
    this.refCache[ref] = suit;
    return suit;
  }

  get balanced(): boolean {
    this.balancedCache ??= isBalanced(this.hand);
    return this.balancedCache;
  }

  /** "5-4-3-1", longest first. */
  get shape(): string {
    this.shapeCache ??= shape(this.hand);
    return this.shapeCache;
  }

  count(what: Exclude<CountWord, 'passes'>): number {
    switch (what) {
      case 'aces':
        return this.honourCounts[0];
      case 'kings':
        return this.honourCounts[1];
      case 'queens':
        return this.honourCounts[2];
      case 'jacks':
        return this.honourCounts[3];
      case 'voids':
        return SUITS.filter((s) => this.lengths[s] === 0).length;
      case 'singletons':
        return SUITS.filter((s) => this.lengths[s] === 1).length;
      case 'doubletons':
        return SUITS.filter((s) => this.lengths[s] === 2).length;
    }
  }

  /** How many of the suit's top `top` honours (A, K, Q, J, 10) the hand holds. */
  topHonours(suit: Suit, top: number): number {
    const mask = this.hand.suitMask(suit);
    let n = 0;
    for (let k = 0; k < top && k < 5; k++) if (mask & (1 << (12 - k))) n++;
    return n;
  }
}
