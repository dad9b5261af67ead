import { SUITS, SUIT_BY_INDEX, card, rankOf, strainIndex, suitIndex, suitOf, type Card, type Rank, type Strain } from '../card.ts';
import { type Deal } from '../deal.ts';
import { type PlayedCard } from '../play.ts';
import { SEATS, rotate, seatIndex, sideOf, type Seat } from '../seat.ts';
import { DdSearch } from '../dd/search.ts';

/**
 * The robots' window on the double-dummy solver: the exact tricks each legal card of the seat
 * to play is worth, all four hands open. Kept to one small function type so the card choice does
 * not depend on how the solver is built, and tests can hand in a solver of their own.
 */

/** A position in the play: the cards still held, the strain, and the trick in progress. */
export interface OpenPosition {
  /** The cards each seat still holds (the cards of the trick in progress not among them). */
  readonly hands: Deal;
  readonly strain: Strain;
  /** Who led the trick in progress, or who is on lead when no card of it is down. */
  readonly leader: Seat;
  /** The cards already played to the trick in progress, in order (0–3 of them). */
  readonly trick: readonly PlayedCard[];
}

/** What one card is worth: the tricks the side to play takes from here on, this trick included. */
export interface CardTricks {
  readonly card: Card;
  readonly tricks: number;
}

/** Per-card double-dummy values for every legal card of the seat to play. */
export type CardSolver = (position: OpenPosition) => CardTricks[];

/** The seat whose card is due in a position. */
export const seatToPlay = (position: OpenPosition): Seat => rotate(position.leader, position.trick.length);

// One search object is reused: its typed arrays are large, and allocating them per call would
// cost more than many small searches. Its transposition table is cleared for every position.
let shared: DdSearch | undefined;

/**
 * The default solver, on the engine's double-dummy search (src/dd). Equal cards (no other seat
 * holds a card between them) are searched once and share the value.
 */
export const ddCardSolver: CardSolver = (position) => {
  const search = (shared ??= new DdSearch());
  const masks = new Int32Array(16);
  for (const seat of SEATS) {
    for (const suit of SUITS) masks[seatIndex(seat) * 4 + suitIndex(suit)] = position.hands[seat].suitMask(suit);
  }
  const trick = position.trick.map((pc) => [seatIndex(pc.seat), suitIndex(suitOf(pc.card)), rankOf(pc.card) - 2] as const);
  const toPlay = seatToPlay(position);
  const side = sideOf(toPlay) === 'NS' ? 0 : 1;
  search.tt.clear();
  search.setPosition(masks, strainIndex(position.strain), seatIndex(position.leader), trick, side);
  const byLowest = new Map<number, number>();
  const values: CardTricks[] = [];
  let guess = Math.ceil(search.tricksRemaining / 2);
  for (const [suit, rankIndex] of search.legalMoves()) {
    const low = search.equivalentLow(suit, rankIndex);
    const key = suit * 16 + low;
    let tricks = byLowest.get(key);
    if (tricks === undefined) {
      const ply = search.playAtRoot(suit, low);
      tricks = search.value(ply, guess);
      search.undoAtRoot(suit, low);
      byLowest.set(key, tricks);
      guess = tricks;
    }
    const s = SUIT_BY_INDEX[suit];
    if (s !== undefined) values.push({ card: card(s, (rankIndex + 2) as Rank), tricks });
  }
  return values;
};
