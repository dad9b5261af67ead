/**
 * The error codes of the game routes and the status each answers with, all in one place. The
 * codes the engine and the table give (not-your-turn, illegal-call …) keep their names; the
 * routes add unknown-game, game-expired, stale-version and game-exists. A code the game starts
 * answering with does not compile in a route until it is listed here (refusal.ts).
 */
import type { CodesByStatus, ErrorStatus } from '../errors.ts';

/** The statuses the API's one list (src/errors.ts) gives code `C`: `never` when it is not listed. */
type ListedStatus<C> = { [S in ErrorStatus]: C extends CodesByStatus[S][number] ? S : never }[ErrorStatus];

/** Holds every game code to a status the one list gives it, at compile time. */
const listed = <T extends { readonly [C in keyof T]: ListedStatus<C> }>(map: T): T => map;

export const GAME_ERROR_STATUS = listed({
  'unknown-game': 404,
  'game-expired': 404,
  // 409: the action does not fit the game as it stands now (another time it might).
  'not-your-turn': 409,
  'game-over': 409,
  'wrong-phase': 409,
  'dummy-does-not-play': 409,
  'not-declarer': 409,
  'nothing-to-undo': 409,
  'game-in-progress': 409,
  'stale-version': 409,
  'game-exists': 409,
  // 422: the action breaks the rules of bridge.
  'illegal-call': 422,
  'illegal-card': 422,
  'claim-tricks': 422,
  'claim-refused': 422,
  'out-of-budget': 503,
} as const);

export type GameErrorCode = keyof typeof GAME_ERROR_STATUS;
export type GameErrorStatus = (typeof GAME_ERROR_STATUS)[GameErrorCode];
/** The status code `C` answers with. */
export type GameErrorStatusOf<C extends GameErrorCode> = (typeof GAME_ERROR_STATUS)[C];

/** What an unknown game id, or one of the wrong shape, is told. */
export const UNKNOWN_GAME_MESSAGE = 'there is no game with this id';

/** One line for the OpenAPI document: the codes that answer with `status`. */
export const codesWithStatus = (status: GameErrorStatus): string =>
  Object.entries(GAME_ERROR_STATUS)
    .filter(([, s]) => s === status)
    .map(([code]) => code)
    .join(', ');
