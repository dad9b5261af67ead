import { type Card, actorOf, gameClaim, gamePlay, type Game, err, ok, type Result, SEAT_NAME, type Seat } from '@tenace/engine';
import { certainClaim } from './claim.ts';
import { chooseCard, type CardChoice, type ChoiceOptions } from './choose.ts';

export {
  ANY_HAND,
  fitsConstraint,
  handConstraint,
  playFacts,
  relaxConstraint,
  type AuctionConstraints,
  type HandConstraint,
  type PlayFacts,
} from './constraints.ts';
export {
  RELAX_STEPS,
  knowledgeOf,
  layoutAgrees,
  layoutSampler,
  unseenSeats,
  type SeatKnowledge,
  type SampledLayout,
  type SamplingWork,
} from './sample.ts';
export {
  ddCardSolver,
  ddTargetSolver,
  type CardReach,
  type CardSolver,
  type CardTricks,
  type OpenPosition,
  type TargetSolver,
} from './solver.ts';
export {
  CLOSE_CALL_SAMPLES,
  DEFAULT_BUDGET_MS,
  DEFAULT_SAMPLES,
  FIRST_LAYOUT_SHARE,
  FOURTH_HAND_SHARE,
  LATER_DECLARER_SAMPLES,
  LATER_FROM_TRICK,
  NODES_PER_MS,
  TEST_NODES,
  TRY_NODES,
  chooseCard,
  chooserOf,
  formatRating,
  tricksNeeded,
  type CardChoice,
  type ChoiceOptions,
  type RatedCard,
} from './choose.ts';
export { declarerLeadCandidates, defenceLeadCandidates, isOpeningLead, openingLeadCandidates, standardLead } from './leads.ts';
export { preferCard, type PreferContext } from './prefer.ts';
export {
  attitudeCard,
  countCard,
  fitsSignals,
  holdsHonour,
  signalRuleCards,
  signalsGiven,
  type Signal,
  type SignalKind,
} from './signals.ts';
export { certainClaim, declarerMaxTricks } from './claim.ts';

/** A robot's move in the play: a card (with how it was chosen), or a claim of the remaining tricks. */
export type RobotMove =
  | { readonly kind: 'play'; readonly card: Card; readonly choice: CardChoice }
  | { readonly kind: 'claim'; readonly tricks: number };

export interface RobotPlayOptions extends ChoiceOptions {
  /** Whether the robot declarer claims when the rest is certain (default true). */
  readonly claims?: boolean;
}

/**
 * What the robot at `seat` does now in the play: the declarer also chooses dummy's cards, and
 * claims when the remaining tricks are certain (see claim.ts).
 */
export function robotPlay(game: Game, seat: Seat, options: RobotPlayOptions): Result<RobotMove> {
  if (game.phase !== 'play')
    return err('wrong-phase', game.phase === 'auction' ? 'the auction is not over yet: no card can be played' : 'the deal is over');
  const actor = actorOf(game);
  if (actor !== seat)
    return err('not-your-turn', `it is ${actor === undefined ? 'nobody' : SEAT_NAME[actor]}'s turn, not ${SEAT_NAME[seat]}'s`);
  if ((options.claims ?? true) && seat === game.contract.declarer) {
    const tricks = certainClaim(game.play);
    if (tricks !== undefined) return ok({ kind: 'claim', tricks });
  }
  const choice = chooseCard(game.play, options);
  if (choice === undefined) return err('no-card', `${SEAT_NAME[seat]} has no card to play`);
  return ok({ kind: 'play', card: choice.card, choice });
}

/** Applies a robot's move to the game. */
export function applyRobotMove(game: Game, seat: Seat, move: RobotMove): Result<Game> {
  return move.kind === 'claim' ? gameClaim(game, seat, move.tricks) : gamePlay(game, seat, move.card);
}

export interface PlayOutOptions extends RobotPlayOptions {
  /** Called after each move, for benchmarks and logs. */
  readonly onMove?: (before: Game, seat: Seat, move: RobotMove, elapsedMs: number) => void;
}

/**
 * Robots play all four seats from where the game is to the end of the deal. Each decision gets
 * its own seed from `options.seed`, so the whole play is reproducible from one seed.
 */
export function playOutDeal(game: Game, options: PlayOutOptions): Result<Game> {
  let current = game;
  // 52 cards at most, and a claim ends the play: the bound only guards against a broken game.
  for (let step = 0; step < 60 && current.phase === 'play'; step++) {
    const seat = actorOf(current);
    if (seat === undefined) break;
    const started = performance.now();
    const move = robotPlay(current, seat, options);
    if (!move.ok) return move;
    const elapsed = performance.now() - started;
    options.onMove?.(current, seat, move.value, elapsed);
    const applied = applyRobotMove(current, seat, move.value);
    if (!applied.ok) return applied;
    current = applied.value;
  }
  return ok(current);
}
