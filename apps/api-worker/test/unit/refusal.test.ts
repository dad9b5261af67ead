// A game's refusal as the API's error (src/games/refusal.ts): its status and path when run, and,
// when compiled, that a route answers only game codes whose statuses it documents. The lines
// marked @ts-expect-error are that proof: the typecheck (tsc, which includes test/) fails should
// one of them compile.
import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi';
import { err } from '@tenace/engine';
import type { Context } from 'hono';
import { describe, expect, it } from 'vitest';
import type { ApiEnv } from '../../src/env.ts';
import { refusal } from '../../src/games/refusal.ts';
import { gameActionResponses, unknownGameResponse } from '../../src/games/responses.ts';
import type { GameSession } from '../../src/games/session.ts';
import { jsonResponse } from '../../src/openapi.ts';
import { errorOf } from './request.ts';

/** What a method of the game's Durable Object may refuse with, as its type says. */
type RefusalOf<M extends 'act' | 'hint' | 'pbn'> = Extract<Awaited<ReturnType<GameSession[M]>>, { ok: false }>['error'];

const Params = z.object({ code: z.string().openapi({ param: { name: 'code', in: 'path' } }) });
const Nothing = jsonResponse(z.object({}), 'No refusal.');

/** A route documenting what an action route does: 404, 409, 422 and 503. */
const everyStatus = createRoute({
  method: 'post',
  path: '/refuse/{code}',
  request: { params: Params },
  responses: { 200: Nothing, ...gameActionResponses },
});
/** An action route that forgot 503, which a claim whose check runs out of budget answers. */
const no503 = createRoute({
  method: 'post',
  path: '/refuse/{code}',
  request: { params: Params },
  responses: { 200: Nothing, ...unknownGameResponse, 409: gameActionResponses[409], 422: gameActionResponses[422] },
});
/** A route that documents an unknown game's 404 alone. */
const only404 = createRoute({
  method: 'get',
  path: '/refuse/{code}',
  request: { params: Params },
  responses: { 200: Nothing, ...unknownGameResponse },
});

/** Refusals of South's actions, one a status. */
const REFUSED: readonly RefusalOf<'act'>[] = [
  err('unknown-game', 'there is no game with this id').error,
  err('not-your-turn', "it is West's turn, not yours").error,
  err('illegal-card', 'you must follow hearts').error,
  err('out-of-budget', 'the double-dummy search stopped before the answer').error,
];

const app = new OpenAPIHono<ApiEnv>().openapi(everyStatus, (c) => {
  const error = REFUSED.find((refused) => refused.code === c.req.valid('param').code);
  return error === undefined ? c.json({}, 200) : refusal(c, everyStatus, error, 'card');
});

const refuse = (code: string): Promise<Response> => Promise.resolve(app.request(`/refuse/${code}`, { method: 'POST' }));

describe('a refusal, answered', () => {
  it.each([
    ['unknown-game', 404],
    ['not-your-turn', 409],
    ['out-of-budget', 503],
  ])('%s: status %i, blaming no field', async (code, status) => {
    const error = await errorOf(await refuse(code), status);
    expect(error).toEqual({ code, message: REFUSED.find((refused) => refused.code === code)?.message, path: [] });
  });

  it('an illegal action (422) blames the field given', async () => {
    expect(await errorOf(await refuse('illegal-card'), 422)).toEqual({
      code: 'illegal-card',
      message: 'you must follow hearts',
      path: ['card'],
    });
  });
});

/** Never called: tsc checks it, each @ts-expect-error line a refusal that must not compile. */
// biome-ignore lint/correctness/noUnusedVariables: the type checker reads it; nothing calls it.
function checkedWhenCompiled(c: Context<ApiEnv>, act: RefusalOf<'act'>, hint: RefusalOf<'hint'>, pbn: RefusalOf<'pbn'>): void {
  // A route that documents too few statuses: South's actions may be refused with 503 too.
  // @ts-expect-error out-of-budget (503) is not among no503's statuses
  refusal(c, no503, act);
  // @ts-expect-error not-your-turn and game-over (409) are not among only404's statuses
  refusal(c, only404, hint);
  // @ts-expect-error game-in-progress (409) is not among only404's statuses
  refusal(c, only404, pbn);
  // @ts-expect-error robot-failed is not in the list of game codes, whatever the route documents
  refusal(c, everyStatus, err('robot-failed', "West's robot failed").error);
  // The same refusals, where the route documents their statuses, compile.
  refusal(c, everyStatus, act);
  refusal(c, no503, hint);
  refusal(c, no503, pbn);
}
