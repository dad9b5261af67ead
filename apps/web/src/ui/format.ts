/**
 * Turning the API's canonical text into what the pages draw. Formatting only: nothing here checks
 * or decides bridge; the API has done that.
 */
import { isSeat, seatIndex, sideOf, type Seat, type Suit, type Vulnerability } from '@tenace/engine/browser';
import type { MessageKey } from '../i18n/messages.ts';

export const HAND_SUITS: readonly Suit[] = ['S', 'H', 'D', 'C'];

/** A rank as people read it: the API's `T` is 10. */
export const displayRank = (rank: string): string => (rank === 'T' ? '10' : rank);

/** A PBN hand's ranks by suit as the API writes it (`AKQ2.K93.T8.QJ43`): `T` for ten. */
function handRanks(hand: string): Readonly<Record<Suit, readonly string[]>> {
  const groups = hand.split('.');
  const ranks = (index: number): string[] => [...(groups[index] ?? '')];
  return { S: ranks(0), H: ranks(1), D: ranks(2), C: ranks(3) };
}

const bySuit = (hand: string, each: (suit: Suit, rank: string) => string): Readonly<Record<Suit, readonly string[]>> => {
  const ranks = handRanks(hand);
  return {
    S: ranks.S.map((r) => each('S', r)),
    H: ranks.H.map((r) => each('H', r)),
    D: ranks.D.map((r) => each('D', r)),
    C: ranks.C.map((r) => each('C', r)),
  };
};

/** A PBN hand's ranks by suit, ten shown as 10. */
export const handSuits = (hand: string): Readonly<Record<Suit, readonly string[]>> => bySuit(hand, (_, rank) => displayRank(rank));

/** A PBN hand's cards by suit in the API's notation (`SA`, `HT`), highest first as the API sends them. */
export const handCards = (hand: string): Readonly<Record<Suit, readonly string[]>> => bySuit(hand, (suit, rank) => `${suit}${rank}`);

/**
 * A PBN deal's four hands by seat (`N:h1 h2 h3 h4`, clockwise from the seat named first), as the
 * record gives the deal once it is over; undefined for text of another shape.
 */
export function dealHands(deal: string): Readonly<Record<Seat, string>> | undefined {
  const first = deal.charAt(0);
  const rest = deal.slice(2).trim().split(/\s+/);
  if (!isSeat(first) || deal.charAt(1) !== ':' || rest.length !== 4) return undefined;
  const hand = (seat: Seat): string => rest[(seatIndex(seat) - seatIndex(first) + 4) % 4] ?? '';
  return { N: hand('N'), E: hand('E'), S: hand('S'), W: hand('W') };
}

/** A PBN hand without the cards given in the API's notation (`SA`, `HT`): what is left of it. */
export function handWithout(hand: string, cards: ReadonlySet<string>): string {
  const held = handCards(hand);
  return HAND_SUITS.map((suit) =>
    held[suit]
      .filter((card) => !cards.has(card))
      .map((card) => card.slice(1))
      .join(''),
  ).join('.');
}

export const suitKey = (suit: Suit): MessageKey => `suit.${suit}`;
export const seatKey = (seat: Seat): MessageKey => `seat.${seat}`;
export const vulnerabilityKey = (vulnerability: Vulnerability): MessageKey => `vul.${vulnerability}`;

const BOOK_STRAINS: Readonly<Record<string, string>> = { Clubs: 'C', Diamonds: 'D', Hearts: 'H', Spades: 'S', NoTrump: 'NT' };

/**
 * A rule's call as the book writes it (`2 Clubs`, `1 NoTrump`, `Pass`) in the API's notation (`2C`,
 * `1NT`), or undefined for a call the book names by its role (`3 of my partner's last bid suit`).
 */
export function bookCall(text: string): string | undefined {
  if (text === 'Pass') return 'Pass';
  const match = /^([1-7]) (Clubs|Diamonds|Hearts|Spades|NoTrump)$/.exec(text);
  if (match === null) return undefined;
  const [, level, strain] = match;
  return level !== undefined && strain !== undefined ? `${level}${BOOK_STRAINS[strain] ?? ''}` : undefined;
}

/** A signed number as scores are written: +620, −100, 0 (a true minus sign). */
export const signed = (points: number): string => (points > 0 ? `+${points}` : points < 0 ? `−${-points}` : '0');

/**
 * Tricks each side has taken; once a claim has settled the deal, the claimed tricks go to the
 * claimer's side and the rest of the tricks left to the other side, so the count ends at 13.
 */
export function tricksTaken(
  won: { readonly NS: number; readonly EW: number },
  claim: { readonly seat: Seat; readonly tricks: number } | null,
): { readonly NS: number; readonly EW: number } {
  if (claim === null) return won;
  const conceded = 13 - won.NS - won.EW - claim.tricks;
  const claimerSide = sideOf(claim.seat);
  return claimerSide === 'NS' ? { NS: won.NS + claim.tricks, EW: won.EW + conceded } : { NS: won.NS + conceded, EW: won.EW + claim.tricks };
}
