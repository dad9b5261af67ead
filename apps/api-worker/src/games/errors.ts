/**
 * The error codes of the game routes and the status each answers with, all in one place. The
 * codes the engine and the table give (not-your-turn, illegal-call …) keep their names; the
 * routes add unknown-game, stale-version, rate-limited and game-exists.
 */
export const GAME_ERROR_STATUS = {
  'unknown-game': 404,
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
  'rate-limited': 429,
  'out-of-budget': 503,
} as const;

export type GameErrorCode = keyof typeof GAME_ERROR_STATUS;

/** What an unknown game id, or one of the wrong shape, is told. */
export const UNKNOWN_GAME_MESSAGE = 'there is no game with this id';
export type GameErrorStatus = (typeof GAME_ERROR_STATUS)[GameErrorCode];

const isGameErrorCode = (code: string): code is GameErrorCode => Object.hasOwn(GAME_ERROR_STATUS, code);

/** An error from the game, with its status; a code not listed is a bug on our side, so a 500. */
export const gameErrorStatus = (code: string): GameErrorStatus | 500 => (isGameErrorCode(code) ? GAME_ERROR_STATUS[code] : 500);

/** One line for the OpenAPI document: the codes that answer with `status`. */
export const codesWithStatus = (status: GameErrorStatus): string =>
  Object.entries(GAME_ERROR_STATUS)
    .filter(([, s]) => s === status)
    .map(([code]) => code)
    .join(', ');
