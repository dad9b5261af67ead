import { SUIT_NAME, displayCard, rankOf, suitOf, type Card, type Strain } from './card.ts';
import type { Contract } from './auction.ts';
import { CardSet } from './cardset.ts';
import type { Deal } from './deal.ts';
import { err, ok, type EngineError, type Result } from './result.ts';
import { SEAT_NAME, leftOf, sideOf, type Seat, type Side } from './seat.ts';

export interface PlayedCard {
  readonly seat: Seat;
  readonly card: Card;
}

/** A trick: who led and the cards in the order played; `winner` once four cards are down. */
export interface Trick {
  readonly leader: Seat;
  readonly cards: readonly PlayedCard[];
  readonly winner?: Seat;
}

/** The card play of a deal: the contract, the cards each seat still holds, and the tricks so far. */
export interface Play {
  readonly contract: Contract;
  /** What each seat still holds. */
  readonly hands: Deal;
  /** Completed tricks, then the trick in progress if it has cards. */
  readonly tricks: readonly Trick[];
  /** Whose card it is next (for the dummy's seat, the declarer chooses). */
  readonly turn: Seat;
}

export const TRICKS_PER_DEAL = 13;

/** The play starts with the opening lead by the declarer's left-hand opponent. */
export function startPlay(deal: Deal, contract: Contract): Play {
  return { contract, hands: deal, tricks: [], turn: leftOf(contract.declarer) };
}

/** The winner of four cards: the highest trump if any, otherwise the highest card of the suit led. */
export function trickWinner(cards: readonly PlayedCard[], trump: Strain): Seat {
  const [lead] = cards;
  if (!lead) throw new Error('a trick with no cards has no winner');
  const led = suitOf(lead.card);
  let best = lead;
  for (const pc of cards) {
    const s = suitOf(pc.card);
    const bestSuit = suitOf(best.card);
    const beats = s === bestSuit ? rankOf(pc.card) > rankOf(best.card) : s === trump && bestSuit !== trump;
    if (beats && (s === led || s === trump)) best = pc;
  }
  return best.seat;
}

/** The trick in progress (fewer than four cards), if any. */
export function currentTrick(play: Play): Trick | undefined {
  const last = play.tricks[play.tricks.length - 1];
  return last && last.winner === undefined ? last : undefined;
}

export const completedTricks = (play: Play): Trick[] => play.tricks.filter((t) => t.winner !== undefined);

export const isPlayOver = (play: Play): boolean => completedTricks(play).length === TRICKS_PER_DEAL;

/** The opening lead has been made: dummy is on the table. */
export const isDummyExposed = (play: Play): boolean => play.tricks.length > 0;

/** The suit the turn must follow, if a trick is in progress. */
const suitToFollow = (play: Play): Card | undefined => currentTrick(play)?.cards[0]?.card;

/** Why `card` may not be played now, or undefined when it may. */
function whyIllegal(play: Play, c: Card): string | undefined {
  if (isPlayOver(play)) return 'the play is over';
  const hand = play.hands[play.turn];
  if (!hand.has(c)) return `${displayCard(c)} is not in ${SEAT_NAME[play.turn]}'s hand`;
  const lead = suitToFollow(play);
  if (lead !== undefined) {
    const led = suitOf(lead);
    if (suitOf(c) !== led && hand.count(led) > 0) return `you must follow ${SUIT_NAME[led]}`;
  }
  return undefined;
}

export const isLegalCard = (play: Play, c: Card): boolean => whyIllegal(play, c) === undefined;

/** The cards the seat on turn may play, PBN order. */
export function legalCards(play: Play): Card[] {
  if (isPlayOver(play)) return [];
  const hand = play.hands[play.turn];
  const lead = suitToFollow(play);
  if (lead !== undefined && hand.count(suitOf(lead)) > 0) return hand.ofSuit(suitOf(lead)).toArray();
  return hand.toArray();
}

/** Why playCard refuses a card: the one code of a card the laws do not allow now. */
export const PLAY_CARD_CODES = ['illegal-card'] as const;
export type PlayCardCode = (typeof PLAY_CARD_CODES)[number];

/** Plays a card for the seat on turn, or says why it is illegal ("you must follow hearts"). */
export function playCard(play: Play, c: Card): Result<Play, EngineError<PlayCardCode>> {
  const why = whyIllegal(play, c);
  if (why !== undefined) return err('illegal-card', why);
  const seat = play.turn;
  const hands: Deal = { ...play.hands, [seat]: play.hands[seat].without(c) };
  const open = currentTrick(play);
  const before = open ? play.tricks.slice(0, -1) : play.tricks;
  const cards = [...(open?.cards ?? []), { seat, card: c }];
  const leader = open?.leader ?? seat;
  if (cards.length < 4) {
    return ok({ contract: play.contract, hands, tricks: [...before, { leader, cards }], turn: leftOf(seat) });
  }
  const winner = trickWinner(cards, play.contract.strain);
  return ok({ contract: play.contract, hands, tricks: [...before, { leader, cards, winner }], turn: winner });
}

/** Tricks won so far by each side. */
export function tricksWon(play: Play): Record<Side, number> {
  const won = { NS: 0, EW: 0 };
  for (const t of play.tricks) if (t.winner !== undefined) won[sideOf(t.winner)]++;
  return won;
}

/** Tricks taken by the declaring side. */
export const declarerTricks = (play: Play): number => tricksWon(play)[sideOf(play.contract.declarer)];

/** Every card played so far, in order from the opening lead. */
export const playedCards = (play: Play): Card[] => play.tricks.flatMap((t) => t.cards.map((pc) => pc.card));

/**
 * Whether `c` is a master: it beats every card of its suit in `theirs` (the other side's cards,
 * or all the cards still in play outside one's own side).
 */
export const isMaster = (c: Card, theirs: CardSet): boolean => theirs.suitMask(suitOf(c)) >>> (rankOf(c) - 1) === 0; // no bit above rank − 2

/**
 * Cards gone in completed tricks: the pack less the cards held and those of the trick in progress
 * (the same as the completed tricks' cards in a real play, and right for a hand-made ending too).
 */
export function goneCards(play: Play): CardSet {
  const held = play.hands.N.union(play.hands.E).union(play.hands.S).union(play.hands.W);
  return CardSet.full.diff(held).diff(CardSet.fromCards((currentTrick(play)?.cards ?? []).map((pc) => pc.card)));
}
