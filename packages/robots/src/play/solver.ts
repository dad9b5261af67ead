import type { Card, CardSet, Result } from '@tenace/engine';
import { solveCards, solveCardsAgainst, type Position, type SearchLimits } from '@tenace/engine/dd';

/**
 * The robots' window on the double-dummy solver: the exact tricks each legal card of the seat
 * to play is worth, all four hands open. Kept to one small function type so the card choice does
 * not depend on how the solver is built, and tests can hand in a solver of their own.
 */

/**
 * A position in the play as the double-dummy solver takes it (the cards still held, the trump,
 * the seat to play and the trick in progress), with what the robots ask of the solver there.
 */
export interface OpenPosition extends Position {
  /** The cards worth solving, when not every legal card is (a solver may rate more). */
  readonly candidates?: CardSet;
  /**
   * Whether this call goes on from the solver's last one: another layout of the same choice of a
   * card (the same strain and the same cards gone), or the same layout asked again after the last
   * call ran out of its limits. The solver may then keep what the earlier calls proved (the
   * double-dummy solver keeps its transposition table, whose bounds hold for a position whatever
   * the deal), so the new call costs less; without it, the solver starts afresh, and its answer
   * depends on nothing searched before.
   */
  readonly continues?: boolean;
}

/** What one card is worth: the tricks the side to play takes from here on, this trick included. */
export interface CardTricks {
  readonly card: Card;
  readonly tricks: number;
}

/**
 * Per-card double-dummy values for every legal card of the seat to play; `undefined` when the
 * limits ran out first.
 */
export type CardSolver = (position: OpenPosition, limits?: SearchLimits) => CardTricks[] | undefined;

/**
 * The solver's answer per card; `undefined` when the limits ran out first. A position built from
 * a legal play is always valid; an invalid one is a bug, so it throws.
 */
function perCard<T>(solved: Result<ReadonlyMap<Card, T>>): [Card, T][] | undefined {
  if (!solved.ok && solved.error.code === 'out-of-budget') return undefined;
  if (!solved.ok) throw new Error(`double-dummy solver: ${solved.error.message}`);
  return [...solved.value];
}

/** The default solver: the engine's double-dummy solver (src/dd), every legal card of the seat to play. */
export const ddCardSolver: CardSolver = (position, limits) =>
  perCard(solveCards(position, limits, position.candidates, position.continues === true))?.map(([card, tricks]) => ({ card, tricks }));

/** Whether one card still lets the side to play take a target number of tricks. */
export interface CardReach {
  readonly card: Card;
  readonly reaches: boolean;
}

/**
 * Per card, whether the side to play can still take `target` tricks from here on (this trick
 * included) after it; `undefined` when the limits ran out first. Cheaper than the exact count.
 */
export type TargetSolver = (position: OpenPosition, target: number, limits?: SearchLimits) => CardReach[] | undefined;

/** The default target solver: one zero-window search of the double-dummy solver a card. */
export const ddTargetSolver: TargetSolver = (position, target, limits) =>
  perCard(solveCardsAgainst(position, target, limits, position.candidates, position.continues === true))?.map(([card, reaches]) => ({
    card,
    reaches,
  }));
