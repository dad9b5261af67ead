import {
  GAME_ACTION_CODES,
  SEATS,
  SEAT_NAME,
  actorOf,
  dealFromSeed,
  err,
  gameCall,
  gameClaim,
  gamePlay,
  newGame,
  ok,
  remainingTricks,
  type Call,
  type Card,
  type CheckDealCode,
  type Deal,
  type EngineError,
  type Game,
  type GameActionCode,
  type GameClaimCode,
  type Result,
  type Seat,
  type Vulnerability,
} from '@tenace/engine';
import { declarerMaxTricks, robotPlayWithBook, robotTurn } from '@tenace/robots';
import type { SearchLimits } from '@tenace/engine/dd';
import { saycBook, withOptions, type Language, type RuleBook } from '@tenace/rules-dsl';

/**
 * A game at the table of game card 004_…: the person sits South, with a robot North against robot
 * East and West, for a single deal dealt by South. The game is its setup plus the list of what was
 * done, in order; replaying the list rebuilds it, so the list is the only truth there is to store.
 * Robots act here, on the server, until it is South's turn; what they choose goes into the list
 * like South's actions, so a replay never asks a robot again (a robot's choice can depend on the
 * time it had).
 */

/** The person at the table. */
export const USER_SEAT: Seat = 'S';
/** The seats the robots bid and play for: their calls are the book's, the user's need not be. */
export const ROBOT_SEATS: readonly Seat[] = SEATS.filter((seat) => seat !== USER_SEAT);
/** South deals a game dealt from a seed, so South calls first; a deal brought in keeps its own dealer. */
export const TABLE_DEALER: Seat = 'S';

/**
 * A book of one's own that a game is played by instead of SAYC: its id, which a stored game keeps,
 * and the book compiled from it, which whoever rebuilds the game looks up by the id first (the
 * table only evaluates it, so it takes any book, however it was written or stored).
 */
export interface TableBookChoice {
  readonly id: string;
  readonly rules: RuleBook;
}

export interface TableSetup {
  readonly vulnerability: Vulnerability;
  /** The seed of the deal, and of the robots' card play. */
  readonly seed: string;
  /** The four hands, kept with the setup so a stored game never depends on how a seed is dealt. */
  readonly deal: Deal;
  /** Who deals: South unless given (a deal brought in from a file keeps its dealer). */
  readonly dealer?: Seat;
  /** The options of the book the partnerships play (every robot bids with them); none unless given. */
  readonly options?: readonly string[];
  /** The book every robot bids by and reads the auction with; SAYC unless given. */
  readonly book?: TableBookChoice;
}

/** A new game's setup: the pack shuffled from `seed`, dealt a card at a time clockwise from West. */
export const tableSetup = (
  vulnerability: Vulnerability,
  seed: string,
  options: readonly string[] = [],
  book?: TableBookChoice,
): TableSetup => ({
  vulnerability,
  seed,
  deal: dealFromSeed(seed, TABLE_DEALER),
  ...(options.length === 0 ? {} : { options }),
  ...(book === undefined ? {} : { book }),
});

/**
 * A new game's setup for a deal brought in (an imported board): its own four hands, dealer and
 * vulnerability; the seed only seeds the robots' card play.
 */
export const dealSetup = (
  deal: Deal,
  dealer: Seat,
  vulnerability: Vulnerability,
  seed: string,
  options: readonly string[] = [],
  book?: TableBookChoice,
): TableSetup => ({
  ...tableSetup(vulnerability, seed, options, book),
  deal,
  ...(dealer === TABLE_DEALER ? {} : { dealer }),
});

/** The name of the book a game is played by, as its record and PBN give it: the book's id, or SAYC. */
export const tableBookName = (setup: TableSetup): string => setup.book?.id ?? 'SAYC';

/** The book the game is played by: the setup's (SAYC unless given) with its options (checked when the game was made). */
export function tableBook(setup: TableSetup): RuleBook {
  const book = withOptions(setup.book?.rules ?? saycBook(), setup.options ?? []);
  if (!book.ok) throw new Error(`the game's setup names an option the book does not have: ${book.error.message}`);
  return book.value;
}

/** One thing done at the table. */
export type TableAction =
  | { readonly kind: 'call'; readonly call: Call }
  | { readonly kind: 'play'; readonly card: Card }
  /** The declarer ends the play, taking `tricks` of the tricks left. */
  | { readonly kind: 'claim'; readonly tricks: number }
  /** South takes back their last call or card, and the robots' actions after it. */
  | { readonly kind: 'undo' };

/** A move of the game itself: every table action but an undo, which only the table knows. */
type GameMove = Exclude<TableAction, { readonly kind: 'undo' }>;

/** An action with the seat that chose it: the declarer for dummy's cards. */
export interface TableEntry {
  readonly seat: Seat;
  readonly action: TableAction;
}

/** An action in force (not taken back), with where it stands in the log and the game just before it. */
interface KeptEntry {
  readonly index: number;
  readonly entry: TableEntry;
  readonly before: Game;
}

export interface Table {
  readonly setup: TableSetup;
  /** Everything done, undos and what they took back included. */
  readonly log: readonly TableEntry[];
  /** The game as it stands. */
  readonly game: Game;
  /** The log's actions still in force, oldest first. */
  readonly kept: readonly KeptEntry[];
}

/** Every change adds to the log, so its length numbers the versions of a game. */
export const tableVersion = (table: Table): number => table.log.length;

/*
 * Why the table refuses, listed once as the engine lists its own (game.ts): the unions its
 * results are typed with come from these lists, and carry the engine's codes through.
 */

/** Why an entry does not fit the game: the game's refusal, an undo once the deal is over, or nothing to undo. */
export const TABLE_ENTRY_CODES = [...GAME_ACTION_CODES, 'game-over', 'nothing-to-undo'] as const;
export type TableEntryCode = (typeof TABLE_ENTRY_CODES)[number];

/** Why South may not act now: an entry's codes, a claim the defence beats, or one its check could not finish. */
export const USER_MOVE_CODES = [...TABLE_ENTRY_CODES, 'claim-refused', 'out-of-budget'] as const;
export type UserMoveCode = (typeof USER_MOVE_CODES)[number];

/** Why a game does not replay from its setup and log: the setup's deal, or an entry that does not fit. */
export type ReplayCode = CheckDealCode | TableEntryCode;

export function newTable(setup: TableSetup): Result<Table, EngineError<CheckDealCode>> {
  const game = newGame({ deal: setup.deal, dealer: setup.dealer ?? TABLE_DEALER, vulnerability: setup.vulnerability });
  return game.ok ? ok({ setup, log: [], game: game.value, kept: [] }) : game;
}

const isUserAction = (kept: KeptEntry): boolean => kept.entry.seat === USER_SEAT;

/** Where South's last action in force stands among the kept ones, if there is one. */
function lastUserAction(table: Table): number | undefined {
  for (let i = table.kept.length - 1; i >= 0; i--) if (isUserAction(table.kept[i] as KeptEntry)) return i;
  return undefined;
}

/** Whether South may take something back now: the deal is in progress and South has acted. */
export const canUndo = (table: Table): boolean => table.game.phase !== 'done' && lastUserAction(table) !== undefined;

function applyToGame(game: Game, seat: Seat, move: GameMove): Result<Game, EngineError<GameActionCode>> {
  switch (move.kind) {
    case 'call':
      return gameCall(game, seat, move.call);
    case 'play':
      return gamePlay(game, seat, move.card);
    case 'claim':
      return gameClaim(game, seat, move.tricks);
  }
}

/** South takes back their last action in force, and the robots' after it; `log` has the undo already. */
function undoLast(table: Table, log: readonly TableEntry[]): Result<Table, EngineError<TableEntryCode>> {
  if (table.game.phase === 'done') return err('game-over', 'the deal is over: nothing can be taken back');
  const last = lastUserAction(table);
  const back = last === undefined ? undefined : table.kept[last];
  if (back === undefined) return err('nothing-to-undo', 'you have not made a call or played a card yet: there is nothing to take back');
  return ok({ setup: table.setup, log, game: back.before, kept: table.kept.slice(0, last) });
}

/** Adds one entry as recorded, checked by the rules but with no robot acting: how a game is rebuilt. */
export function applyEntry(table: Table, entry: TableEntry): Result<Table, EngineError<TableEntryCode>> {
  const log = [...table.log, entry];
  const { seat, action } = entry;
  if (action.kind === 'undo') return undoLast(table, log);
  const game = applyToGame(table.game, seat, action);
  if (!game.ok) return game;
  return ok({ setup: table.setup, log, game: game.value, kept: [...table.kept, { index: table.log.length, entry, before: table.game }] });
}

/** Rebuilds a game from its setup and log, saying which entry does not fit, if one does not. */
export function replayTable(setup: TableSetup, log: readonly TableEntry[]): Result<Table, EngineError<ReplayCode>> {
  const start = newTable(setup);
  if (!start.ok) return start;
  let table = start.value;
  for (const [i, entry] of log.entries()) {
    const next = applyEntry(table, entry);
    if (!next.ok)
      return err(
        next.error.code,
        `entry ${i + 1} of the game's log (${SEAT_NAME[entry.seat]}, ${entry.action.kind}): ${next.error.message}`,
      );
    table = next.value;
  }
  return ok(table);
}

export interface TableOptions {
  /** The book the robots bid by and read the auction with: the setup's (tableBook) unless given. */
  readonly book?: RuleBook;
  /** Time allowed for each robot card, in ms (the engine's default when missing). */
  readonly budgetMs?: number;
  /** The language of a hint's reason (English unless asked). */
  readonly language?: Language;
  /** Search nodes allowed for each robot card (the engine's default when missing). */
  readonly nodeBudget?: number;
  /** Limits on the double-dummy search that checks a claim. */
  readonly claimLimits?: SearchLimits;
}

/** The budget of a robot's card, as the engine takes it (its defaults for what is not set). */
export const cardBudget = (options: TableOptions): { budgetMs?: number; nodeBudget?: number } => ({
  ...(options.budgetMs === undefined ? {} : { budgetMs: options.budgetMs }),
  ...(options.nodeBudget === undefined ? {} : { nodeBudget: options.nodeBudget }),
});

/** What the robots did: the table after them, and why they stopped early if one failed. */
export interface RobotsStep {
  readonly table: Table;
  /** A robot could not act; its turn is still to come and the game is whole, as before its move. */
  readonly failure?: EngineError;
}

/** The robot's action at `seat`, whose turn it is. */
function robotAction(table: Table, seat: Seat, options: TableOptions): Result<TableAction> {
  const { game, setup } = table;
  const book = options.book ?? tableBook(setup);
  if (game.phase === 'auction') {
    const turn = robotTurn({ hand: game.deal[seat], vulnerability: game.vulnerability, auction: game.auction }, { book });
    return turn.ok ? ok({ kind: 'call', call: turn.value.call.call }) : turn;
  }
  const move = robotPlayWithBook(book, game, seat, { seed: setup.seed, ...cardBudget(options) }, ROBOT_SEATS);
  if (!move.ok) return move;
  return ok(move.value.kind === 'claim' ? { kind: 'claim', tricks: move.value.tricks } : { kind: 'play', card: move.value.card });
}

/** The next robot's action: the table after it, or why the robot could not act (the game left whole). */
function robotMove(table: Table, seat: Seat, options: TableOptions): RobotsStep {
  let action: Result<TableAction>;
  try {
    action = robotAction(table, seat, options);
  } catch (error) {
    // A robot's bug must not cost the game: stop before its move, with the game whole.
    return {
      table,
      failure: {
        code: 'robot-failed',
        message: `${SEAT_NAME[seat]}'s robot failed: ${error instanceof Error ? error.message : String(error)}`,
      },
    };
  }
  if (!action.ok) return { table, failure: action.error };
  const next = applyEntry(table, { seat, action: action.value });
  return next.ok ? { table: next.value } : { table, failure: next.error };
}

// Every robot action is a call or a card (or a claim that ends the play), so the robots stop long
// before this; the bound only guards against a broken game.
const MOST_ROBOT_ACTIONS = 400;

/**
 * The robots' actions one by one, each computed when asked for, until it is South's turn, the
 * deal is over, or a robot fails (that step, the last, says why): a caller may let other work run
 * between two of them.
 */
export function* robotMoves(table: Table, options: TableOptions = {}): Generator<RobotsStep, void, undefined> {
  let current = table;
  for (let step = 0; step < MOST_ROBOT_ACTIONS; step++) {
    const seat = actorOf(current.game);
    if (seat === undefined || seat === USER_SEAT) return;
    const moved = robotMove(current, seat, options);
    yield moved;
    if (moved.failure !== undefined) return;
    current = moved.table;
  }
}

/** The robots act, one after another, until it is South's turn or the deal is over. */
export function robotsAct(table: Table, options: TableOptions = {}): RobotsStep {
  let last: RobotsStep = { table };
  for (const step of robotMoves(table, options)) last = step;
  return last;
}

/**
 * Why the double-dummy check of a claim found no answer. Its position is the game's own play,
 * which the solver always takes, so only its budget can stop it; any other code is a bug, thrown
 * as one (the API answered it with a 500 before its codes were closed, and still does).
 */
function claimCheckStopped(error: EngineError): EngineError<'out-of-budget'> {
  if (error.code === 'out-of-budget') return { code: 'out-of-budget', message: error.message };
  throw new Error(`the double-dummy check of a claim failed: ${error.code}: ${error.message}`);
}

/** Why South may not claim `tricks` now, checked double dummy against the robots' best defence. */
function whyClaimFails(
  table: Table,
  tricks: number,
  options: TableOptions,
): EngineError<'not-declarer' | GameClaimCode | 'out-of-budget' | 'claim-refused'> | undefined {
  const { game } = table;
  if (game.phase !== 'play') return undefined; // the engine says why
  const declarer = game.contract.declarer;
  if (declarer !== USER_SEAT)
    return { code: 'not-declarer', message: `only the declarer may claim, and ${SEAT_NAME[declarer]} is declaring` };
  const claimed = gameClaim(game, USER_SEAT, tricks);
  if (!claimed.ok) return claimed.error;
  const best = declarerMaxTricks(game.play, options.claimLimits);
  if (!best.ok) return claimCheckStopped(best.error);
  if (best.value >= tricks) return undefined;
  const remaining = remainingTricks(game.play);
  return {
    code: 'claim-refused',
    message: `East–West can beat that claim: with their best defence you take fewer than ${tricks} of the ${remaining} tricks left; play on, or claim fewer`,
  };
}

/** Why South may not take `action` now, before the rules of the game are asked. */
function whyNotNow(table: Table, action: TableAction, options: TableOptions): EngineError<UserMoveCode> | undefined {
  const { game } = table;
  if (game.phase === 'done') return { code: 'game-over', message: 'the deal is over' };
  if (action.kind === 'undo') return undefined;
  const actor = actorOf(game);
  if (action.kind === 'claim') return whyClaimFails(table, action.tricks, options);
  if (actor !== USER_SEAT)
    return { code: 'not-your-turn', message: `it is ${actor === undefined ? 'nobody' : SEAT_NAME[actor]}'s turn, not yours` };
  return undefined;
}

/**
 * South's call, card, claim or undo, checked and applied, the robots not yet acting (see
 * robotMove, robotsAct). An action that may not be taken changes nothing and says why.
 */
export function userMove(table: Table, action: TableAction, options: TableOptions = {}): Result<Table, EngineError<UserMoveCode>> {
  const problem = whyNotNow(table, action, options);
  if (problem !== undefined) return err(problem.code, problem.message);
  return applyEntry(table, { seat: USER_SEAT, action });
}

/**
 * South's action, then the robots until South's turn comes again or the deal ends (an undo leaves
 * it at South's turn).
 */
export function userAction(table: Table, action: TableAction, options: TableOptions = {}): Result<RobotsStep, EngineError<UserMoveCode>> {
  const moved = userMove(table, action, options);
  return moved.ok ? ok(robotsAct(moved.value, options)) : moved;
}
