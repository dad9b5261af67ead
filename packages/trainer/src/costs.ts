/**
 * What each card and call of a deal cost: for each card, the tricks its side could still take
 * double dummy before it and after it, and the cards that would have kept them; for each call, the
 * book's call and meaning where they differ (as /mark says it). For a learner's "where the tricks
 * went" and "your calls and the book's".
 */
import {
  CardSet,
  SEATS,
  auctionFromCalls,
  completedTricks,
  err,
  formatCall,
  formatCard,
  ok,
  playCard,
  sideOf,
  startPlay,
  type Call,
  type Card,
  type Contract,
  type Deal,
  type EngineError,
  type Play,
  type Result,
  type Seat,
  type Vulnerability,
} from '@tenace/engine';
import { nodesSearched, positionFromPlay, solveCardsAgainst, solvePosition, type SearchLimits } from '@tenace/engine/dd';
import type { Language, RuleBook } from '@tenace/rules-dsl';
import { markCall } from './mark.ts';

/** One card of the play and what it cost its side. */
export interface CardCost {
  /** The card's place in the play, from 0 (the opening lead). */
  readonly index: number;
  /** The trick it was played to, from 1. */
  readonly trick: number;
  readonly seat: Seat;
  readonly card: Card;
  /**
   * The tricks the card's side takes in the whole deal with best play from here on by all four
   * hands (those it has already won included), before the card and after it: `before − after`
   * tricks given up (0 for a card that kept them).
   */
  readonly before: number;
  readonly after: number;
  /** When the card gave up tricks: the cards that would have kept them, spades first, high to low. */
  readonly kept: readonly Card[];
}

/** What the analysis of a deal's cards needs: the cards dealt, the contract and the play from the opening lead. */
export interface PlayedDeal {
  readonly deal: Deal;
  readonly contract: Contract;
  readonly play: readonly Card[];
}

export const CARD_COST_CODES = ['illegal-card', 'out-of-budget'] as const;
export type CardCostCode = (typeof CARD_COST_CODES)[number];

/** The tricks North–South take in the whole deal: won so far, and `ahead` of those left for the side to play. */
function nsTotal(play: Play, ahead: number): number {
  const won = completedTricks(play).filter((t) => t.winner !== undefined && sideOf(t.winner) === 'NS').length;
  const left = 13 - completedTricks(play).length;
  return won + (sideOf(play.turn) === 'NS' ? ahead : left - ahead);
}

/** The tricks `seat`'s side takes in the whole deal, given North–South's. */
const sideTotal = (seat: Seat, ns: number): number => (sideOf(seat) === 'NS' ? ns : 13 - ns);

/** The tricks the side to play can still take from `play` on, its own total given. */
const aheadFor = (play: Play, ns: number): number => {
  const won = completedTricks(play).filter((t) => t.winner !== undefined && sideOf(t.winner) === sideOf(play.turn)).length;
  return sideTotal(play.turn, ns) - won;
};

/**
 * Every card's cost, in the order played. The double-dummy value of the deal is carried from card
 * to card: a card that keeps it needs one zero-window search (can its side still reach the same
 * total?); only a card that gives tricks up is searched further, for its exact value and for the
 * cards that would have kept them. The solver keeps what it proved from one position to the next
 * (the same trump), which most of the next search repeats. `limits.maxNodes` bounds the whole deal.
 */
export function cardCosts(played: PlayedDeal, limits: SearchLimits = {}): Result<readonly CardCost[], EngineError<CardCostCode>> {
  const start = nodesSearched();
  const within = (): SearchLimits =>
    limits.maxNodes === undefined ? limits : { ...limits, maxNodes: Math.max(1, limits.maxNodes - (nodesSearched() - start)) };
  let play = startPlay(played.deal, played.contract);
  const first = solvePosition(positionFromPlay(play), within());
  if (!first.ok) return budgetError(first.error);
  let ns = nsTotal(play, first.value);
  const costs: CardCost[] = [];
  for (const [index, card] of played.play.entries()) {
    const seat = play.turn;
    const before = sideTotal(seat, ns);
    const target = aheadFor(play, ns);
    const position = positionFromPlay(play);
    const keeps = solveCardsAgainst(position, target, within(), CardSet.fromCards([card]), true);
    if (!keeps.ok) return budgetError(keeps.error);
    const next = playCard(play, card);
    if (!next.ok) return next;
    let kept: Card[] = [];
    if (keeps.value.get(card) !== true) {
      const all = solveCardsAgainst(position, target, within(), undefined, true);
      if (!all.ok) return budgetError(all.error);
      kept = [...all.value].filter(([, keeps]) => keeps).map(([c]) => c);
      const value = solvePosition(positionFromPlay(next.value), within());
      if (!value.ok) return budgetError(value.error);
      ns = nsTotal(next.value, value.value);
    }
    play = next.value;
    costs.push({ index, trick: Math.floor(index / 4) + 1, seat, card, before, after: sideTotal(seat, ns), kept });
  }
  return ok(costs);
}

/** The solver refuses only for its budget here: the positions are the engine's own play. */
function budgetError(error: EngineError): Result<never, EngineError<CardCostCode>> {
  if (error.code === 'out-of-budget') return err('out-of-budget', error.message);
  throw new Error(`the double-dummy analysis of the play failed: ${error.code}: ${error.message}`);
}

/** A call that is not the book's, with the book's call and what it means, and why, as /mark says it. */
export interface CallCost {
  /** The call's place in the auction, from 0 (the dealer's first call). */
  readonly index: number;
  readonly seat: Seat;
  readonly call: Call;
  /** What the call means by the book, when a rule could make it there. */
  readonly meaning?: string;
  readonly bookCall: Call;
  readonly bookMeaning: string;
  /** Why the book did not make the call, in plain words. */
  readonly why: string;
}

/** What the marking of a deal's calls needs. */
export interface BidDeal {
  readonly deal: Deal;
  readonly dealer: Seat;
  readonly vulnerability: Vulnerability;
  readonly auction: readonly Call[];
}

/**
 * The calls of `seats` that the book would have made otherwise, each marked as /mark marks it. A
 * call the robots cannot mark (an auction past what they read) is left out: the book says nothing
 * against it.
 */
export function callCosts(
  bid: BidDeal,
  options: { readonly book?: RuleBook; readonly language?: Language; readonly seats?: readonly Seat[] } = {},
): readonly CallCost[] {
  const seats = new Set(options.seats ?? SEATS);
  const costs: CallCost[] = [];
  bid.auction.forEach((call, index) => {
    const seat = SEATS[(SEATS.indexOf(bid.dealer) + index) % 4] as Seat;
    if (!seats.has(seat)) return;
    const before = auctionFromCalls(bid.dealer, bid.auction.slice(0, index));
    if (!before.ok) return;
    const mark = markCall(
      { hand: bid.deal[seat], vulnerability: bid.vulnerability, auction: before.value, call },
      {
        ...(options.book === undefined ? {} : { book: options.book }),
        ...(options.language === undefined ? {} : { language: options.language }),
      },
    );
    if (!mark.ok || mark.value.correct) return;
    const { expected, given, why } = mark.value;
    costs.push({
      index,
      seat,
      call,
      ...(given.meaning === undefined ? {} : { meaning: given.meaning }),
      bookCall: expected.call,
      bookMeaning: expected.meaning,
      why: why ?? '',
    });
  });
  return costs;
}

/** A card's cost in the API's notation. */
export interface CardCostJson {
  readonly index: number;
  readonly trick: number;
  readonly seat: Seat;
  readonly card: string;
  readonly before: number;
  readonly after: number;
  readonly kept: readonly string[];
}

/** A call's cost in the API's notation. */
export interface CallCostJson {
  readonly index: number;
  readonly seat: Seat;
  readonly call: string;
  readonly meaning: string | null;
  readonly bookCall: string;
  readonly bookMeaning: string;
  readonly why: string;
}

export const cardCostToJson = (cost: CardCost): CardCostJson => ({
  ...cost,
  card: formatCard(cost.card),
  kept: cost.kept.map(formatCard),
});

export const callCostToJson = (cost: CallCost): CallCostJson => ({
  index: cost.index,
  seat: cost.seat,
  call: formatCall(cost.call),
  meaning: cost.meaning ?? null,
  bookCall: formatCall(cost.bookCall),
  bookMeaning: cost.bookMeaning,
  why: cost.why,
});
