import {
  SUIT_BY_INDEX,
  suitOf,
  type Card,
  type NumberRange,
  type Suit,
  CardSet,
  highCardPoints,
  type Play,
  SEATS,
  type Seat,
} from '@tenace/engine';

/**
 * What the robots know of the hands they cannot see. The auction shows ranges (high-card points,
 * suit lengths) of each hand as dealt; the play shows facts: the cards played, and a void in a
 * suit once a player fails to follow it. Ranges can be relaxed when no layout fits them; facts
 * never are. The engine does not read the rule book: a caller that can (rules-dsl) turns its
 * reading of the auction into these ranges.
 */

/** What the auction showed of one hand as dealt (all 13 cards, the played ones included). */
export interface HandConstraint {
  readonly hcp: NumberRange;
  readonly lengths: Readonly<Record<Suit, NumberRange>>;
  /**
   * The caller's own test of a hand as dealt, where the ranges say too little (rules-dsl: the book,
   * holding it, would have made the seat's calls). Tried only on hands that fit the ranges, as it
   * costs more, and given up first when layouts are hard to find (see sample.ts).
   */
  readonly accepts?: (dealt: CardSet) => boolean;
}

/** What the auction showed of each seat; seats left out showed nothing. */
export type AuctionConstraints = Partial<Readonly<Record<Seat, HandConstraint>>>;

const ANY_LENGTH: NumberRange = { min: 0, max: 13 };

/** A hand about which the auction showed nothing. */
export const ANY_HAND: HandConstraint = {
  hcp: { min: 0, max: 37 },
  lengths: { S: ANY_LENGTH, H: ANY_LENGTH, D: ANY_LENGTH, C: ANY_LENGTH },
};

/** A constraint from plain numbers; suits not given may have any length. */
export function handConstraint(hcp: NumberRange, lengths: Partial<Record<Suit, NumberRange>> = {}): HandConstraint {
  return { hcp, lengths: { ...ANY_HAND.lengths, ...lengths } };
}

const widen = (r: NumberRange, by: number, top: number): NumberRange => ({ min: Math.max(0, r.min - by), max: Math.min(top, r.max + by) });

/**
 * A constraint loosened by `step`: each step widens the points by 2 and the lengths by 1 on both
 * sides, so a sampler that finds no layout can give up the least reliable inference first.
 */
export function relaxConstraint(c: HandConstraint, step: number): HandConstraint {
  if (step <= 0) return c;
  // The caller's test goes too: it would reject what the widening lets in.
  return {
    hcp: widen(c.hcp, 2 * step, 37),
    lengths: {
      S: widen(c.lengths.S, step, 13),
      H: widen(c.lengths.H, step, 13),
      D: widen(c.lengths.D, step, 13),
      C: widen(c.lengths.C, step, 13),
    },
  };
}

/** Whether a hand as dealt fits the auction's ranges. */
export function fitsConstraint(dealt: CardSet, c: HandConstraint): boolean {
  return countsFit(
    highCardPoints(dealt),
    SUIT_BY_INDEX.map((suit) => dealt.count(suit)),
    c,
  );
}

/**
 * The same from a hand's counts: its high-card points and suit lengths by suitIndex (clubs,
 * diamonds, hearts, spades), for a sampler that counts them without building the hand.
 */
export function countsFit(hcp: number, lengths: ArrayLike<number>, c: HandConstraint): boolean {
  if (hcp < c.hcp.min || hcp > c.hcp.max) return false;
  for (let i = 0; i < 4; i++) {
    const n = lengths[i] ?? 0;
    const r = c.lengths[SUIT_BY_INDEX[i] ?? 'C'];
    if (n < r.min || n > r.max) return false;
  }
  return true;
}

/** What the play so far has shown, for every seat. */
export interface PlayFacts {
  /** The cards each seat has played. */
  readonly played: Readonly<Record<Seat, CardSet>>;
  /** The suits each seat has shown out of (failed to follow). */
  readonly voids: Readonly<Record<Seat, readonly Suit[]>>;
}

/** Reads the cards played and the voids shown from the tricks so far. */
export function playFacts(play: Play): PlayFacts {
  const played: Record<Seat, Card[]> = { N: [], E: [], S: [], W: [] };
  const voids: Record<Seat, Suit[]> = { N: [], E: [], S: [], W: [] };
  for (const trick of play.tricks) {
    const [lead] = trick.cards;
    if (!lead) continue;
    const led = suitOf(lead.card);
    for (const pc of trick.cards) {
      played[pc.seat].push(pc.card);
      if (suitOf(pc.card) !== led && !voids[pc.seat].includes(led)) voids[pc.seat].push(led);
    }
  }
  const sets = {} as Record<Seat, CardSet>;
  for (const seat of SEATS) sets[seat] = CardSet.fromCards(played[seat]);
  return { played: sets, voids };
}
