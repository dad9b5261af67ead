import type { Context } from 'hono';
import type { ApiEnv } from '../env.ts';
import { errorBody } from '../errors.ts';
import { gameErrorStatus, type GameErrorStatus } from './errors.ts';

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
  const status = gameErrorStatus(error.code);
  const documented = (s: number): s is S => statuses.some((allowed) => allowed === s);
  if (!documented(status)) throw new Error(`the game answered ${error.code} (${status}), which this route does not document: ${error.message}`);
  return c.json(errorBody(error.code, error.message, status === 422 && field !== undefined ? [field] : []), status);
}
