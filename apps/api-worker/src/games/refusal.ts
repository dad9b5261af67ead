import type { Context } from 'hono';
import type { ApiEnv } from '../env.ts';
import { errorResponse } from '../errors.ts';
import { GAME_ERROR_STATUS, isGameErrorCode, type GameErrorStatus } from './errors.ts';

/**
 * A game's refusal as the API's error: the status from the one list of game codes, and for an
 * illegal action (422) the request field at fault. `statuses` are those the route documents; a
 * refusal outside them is a bug, so it throws and the app answers 500 without details.
 */
export function refusal<S extends GameErrorStatus>(
  c: Context<ApiEnv>,
  error: { readonly code: string; readonly message: string },
  statuses: readonly S[],
  field?: string,
) {
  const { code, message } = error;
  if (!isGameErrorCode(code)) throw new Error(`the game answered ${code}, which the list of game codes does not have: ${message}`);
  const status = GAME_ERROR_STATUS[code];
  const documented = (s: number): s is S => statuses.some((allowed) => allowed === s);
  if (!documented(status)) throw new Error(`the game answered ${code} (${status}), which this route does not document: ${message}`);
  return errorResponse(c, status, { code, message, path: status === 422 && field !== undefined ? [field] : [] });
}
