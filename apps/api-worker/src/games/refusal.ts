import type { RouteConfig } from '@hono/zod-openapi';
import type { EngineError } from '@tenace/engine';
import type { Context } from 'hono';
import type { ApiEnv } from '../env.ts';
import { errorResponse } from '../errors.ts';
import { GAME_ERROR_STATUS, type GameErrorCode, type GameErrorStatus, type GameErrorStatusOf } from './errors.ts';

/** The game statuses among the responses of route `R`'s OpenAPI definition (keyed by number or text). */
export type DocumentedStatus<R extends RouteConfig> = {
  [S in GameErrorStatus]: S extends keyof R['responses'] ? S : `${S}` extends keyof R['responses'] ? S : never;
}[GameErrorStatus];

/** The game codes route `R` may answer with: those whose status it documents. */
export type RefusalCode<R extends RouteConfig> = {
  [C in GameErrorCode]: GameErrorStatusOf<C> extends DocumentedStatus<R> ? C : never;
}[GameErrorCode];

/** A refusal's answer, typed as `c.json` types it with the status of its code. */
type RefusalAnswer<C extends GameErrorCode> = ReturnType<typeof errorResponse<GameErrorStatusOf<C>>>;

/**
 * A game's refusal as the API's error: the status from the one list of game codes, and for an
 * illegal action (422) the request field at fault. Checked when compiled, not when run: every
 * code `error` may carry must be in the list, with a status among those `route` documents, or the
 * call does not compile (test/unit/refusal.test.ts holds this).
 */
export function refusal<R extends RouteConfig, C extends RefusalCode<R>>(
  c: Context<ApiEnv>,
  route: R,
  error: EngineError<C>,
  field?: string,
): RefusalAnswer<C>;
// Built over every game code; the signature above narrows the answer to the status of the code at
// hand, which GAME_ERROR_STATUS pairs with it (TypeScript cannot follow a generic code through that
// lookup to the codes listed under the status). The route is there for its type alone.
export function refusal(
  c: Context<ApiEnv>,
  _route: RouteConfig,
  error: EngineError<GameErrorCode>,
  field?: string,
): RefusalAnswer<GameErrorCode> {
  const { code, message } = error;
  const status = GAME_ERROR_STATUS[code];
  return errorResponse(c, status, { code, message, path: status === 422 && field !== undefined ? [field] : [] });
}
