import { SUITS, cardHcp, type Card, type Suit } from './card.ts';
import type { CardSet } from './cardset.ts';

/** A range of numbers, both ends included: the points or the cards of a suit a hand may hold. */
export interface NumberRange {
  readonly min: number;
  readonly max: number;
}

// ---- Point counting, after the procedures of the point-counting document (002_…) ----

/** card-val: ace 4, king 3, queen 2, jack 1, other cards 0. */
export const cardValue = (c: Card): number => cardHcp(c);

/** high-card-points: the sum of the card values; distribution not counted. */
export function highCardPoints(hand: CardSet): number {
  let total = 0;
  for (const suit of SUITS) {
    const mask = hand.suitMask(suit);
    // Bits 9–12 are J, Q, K, A; their points are 1–4.
    for (let bit = 9; bit < 13; bit++) if (mask & (1 << bit)) total += bit - 8;
  }
  return total;
}

/** count-suit: how many cards of `suit` the hand holds. */
export const countSuit = (suit: Suit, hand: CardSet): number => hand.count(suit);

/**
 * suit-counts: the number of spades, hearts, clubs and diamonds — in that order, as the document
 * lists them (clubs before diamonds).
 */
export const suitCounts = (hand: CardSet): [number, number, number, number] => [
  hand.count('S'),
  hand.count('H'),
  hand.count('C'),
  hand.count('D'),
];

/** suit-dist-points: a void 3, a singleton 2, a doubleton 1, longer suits 0. */
export const suitDistPoints = (length: number): number => (length <= 2 ? 3 - length : 0);

/** hand-dist-points: the distribution points of the four suits. */
export const handDistPoints = (hand: CardSet): number => SUITS.reduce((sum, suit) => sum + suitDistPoints(hand.count(suit)), 0);

/** bridge-val: high-card points plus distribution points. */
export const bridgeVal = (hand: CardSet): number => highCardPoints(hand) + handDistPoints(hand);

// ---- Top-card strength of a suit, after the rule language's phrases (000_…) ----

/** The twelve strength phrases, weakest first, so that a phrase's index orders it. */
export const STRENGTH_PHRASES = [
  '0 top cards',
  '1 weak top card',
  '1 strong top card',
  '2 weak top cards',
  '2 medium top cards',
  '2 strong top cards',
  '3 weak top cards',
  '3 medium top cards',
  '3 strong top cards',
  '4 top cards',
  '5 top cards',
  '6 top cards',
] as const;
export type StrengthPhrase = (typeof STRENGTH_PHRASES)[number];

/** Lowest total of each band, in the order of STRENGTH_PHRASES. */
const STRENGTH_BAND_FLOORS = [0, 13, 17, 22, 26, 28, 32, 34, 36, 43, 55, 62] as const;

/**
 * The total of the hand's cards in `suit` at the strength card values: A 14, K 13, Q 12, J 11,
 * 10 10, 9 9, and 1 for each card from 8 down to 2.
 */
export function suitStrengthValue(hand: CardSet, suit: Suit): number {
  const mask = hand.suitMask(suit);
  let total = 0;
  for (let bit = 0; bit < 13; bit++) if (mask & (1 << bit)) total += bit >= 7 ? bit + 2 : 1;
  return total;
}

/** The band index (0 = "0 top cards" … 11 = "6 top cards") of a strength total. */
export function strengthBand(total: number): number {
  let band = 0;
  for (let i = 0; i < STRENGTH_BAND_FLOORS.length; i++) if (total >= (STRENGTH_BAND_FLOORS[i] ?? Infinity)) band = i;
  return band;
}

/** The strength phrase of a suit in a hand, e.g. "2 strong top cards". */
export const suitStrength = (hand: CardSet, suit: Suit): StrengthPhrase =>
  STRENGTH_PHRASES[strengthBand(suitStrengthValue(hand, suit))] as StrengthPhrase;

// ---- Shape ----

export type Lengths = Readonly<Record<Suit, number>>;

export const lengths = (hand: CardSet): Lengths => ({ S: hand.count('S'), H: hand.count('H'), D: hand.count('D'), C: hand.count('C') });

/** The shape as players say it, longest first: "5-3-3-2". */
export function shape(hand: CardSet): string {
  return SUITS.map((s) => hand.count(s))
    .sort((a, b) => b - a)
    .join('-');
}

/** Balanced: 4-3-3-3, 4-4-3-2 or 5-3-3-2. */
export function isBalanced(hand: CardSet): boolean {
  const s = shape(hand);
  return s === '4-3-3-3' || s === '4-4-3-2' || s === '5-3-3-2';
}

// ---- Suit references of the rule language (000_…) ----

export type SuitReference =
  | 'longest suit'
  | 'second longest suit'
  | 'third longest suit'
  | 'shortest suit'
  | 'longer major'
  | 'shorter major'
  | 'longer minor'
  | 'shorter minor'
  | 'best suit'
  | 'second suit'
  | 'third suit'
  | 'fourth suit';

export const SUIT_REFERENCES: readonly SuitReference[] = [
  'longest suit',
  'second longest suit',
  'third longest suit',
  'shortest suit',
  'longer major',
  'shorter major',
  'longer minor',
  'shorter minor',
  'best suit',
  'second suit',
  'third suit',
  'fourth suit',
];

/** Suits by length, longest first; equal lengths put the higher-ranking suit first. */
export function suitsByLength(hand: CardSet): Suit[] {
  return [...SUITS].sort((a, b) => hand.count(b) - hand.count(a));
}

/**
 * Suits from best to worst: longest first; equal lengths go to the stronger suit (the top-card
 * strength total), then to the higher-ranking suit.
 */
export function suitsByQuality(hand: CardSet): Suit[] {
  return [...SUITS].sort((a, b) => hand.count(b) - hand.count(a) || suitStrengthValue(hand, b) - suitStrengthValue(hand, a));
}

/**
 * Resolves a suit reference in a hand. Ties, written down once here:
 * - longest, second longest, third longest: equal lengths go to the higher-ranking suit first;
 *   shortest is the last of that order, so between equally short suits the lower-ranking one.
 * - longer major: with equal length, hearts (bidding up the line, "4-4 in the majors, hearts
 *   first"); shorter major is the other major.
 * - longer minor: with equal length, diamonds ("4-4 in the minors: 1♦"); shorter minor is the
 *   other minor. A rule book that wants clubs with 3-3 tests for it first.
 * - best, second, third, fourth suit: by length, then top-card strength, then rank.
 */
export function resolveSuitReference(hand: CardSet, ref: SuitReference): Suit {
  const byLength = suitsByLength(hand);
  switch (ref) {
    case 'longest suit':
      return byLength[0] as Suit;
    case 'second longest suit':
      return byLength[1] as Suit;
    case 'third longest suit':
      return byLength[2] as Suit;
    case 'shortest suit':
      return byLength[3] as Suit;
    case 'longer major':
      return hand.count('S') > hand.count('H') ? 'S' : 'H';
    case 'shorter major':
      return hand.count('S') > hand.count('H') ? 'H' : 'S';
    case 'longer minor':
      return hand.count('C') > hand.count('D') ? 'C' : 'D';
    case 'shorter minor':
      return hand.count('C') > hand.count('D') ? 'D' : 'C';
    case 'best suit':
      return suitsByQuality(hand)[0] as Suit;
    case 'second suit':
      return suitsByQuality(hand)[1] as Suit;
    case 'third suit':
      return suitsByQuality(hand)[2] as Suit;
    case 'fourth suit':
      return suitsByQuality(hand)[3] as Suit;
  }
}

/** Everything the evaluation endpoint reports about a hand. */
export interface Evaluation {
  readonly hcp: number;
  readonly distributionPoints: number;
  readonly total: number;
  readonly lengths: Lengths;
  readonly strength: Readonly<Record<Suit, StrengthPhrase>>;
  readonly shape: string;
  readonly balanced: boolean;
}

export function evaluateHand(hand: CardSet): Evaluation {
  const hcp = highCardPoints(hand);
  const distributionPoints = handDistPoints(hand);
  return {
    hcp,
    distributionPoints,
    total: hcp + distributionPoints,
    lengths: lengths(hand),
    strength: { S: suitStrength(hand, 'S'), H: suitStrength(hand, 'H'), D: suitStrength(hand, 'D'), C: suitStrength(hand, 'C') },
    shape: shape(hand),
    balanced: isBalanced(hand),
  };
}
