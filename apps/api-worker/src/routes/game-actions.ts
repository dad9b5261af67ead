import { OpenAPIHono, createRoute, type z } from '@hono/zod-openapi';
import type { TableAction } from '@tenace/trainer';
import type { Context } from 'hono';
import type { ApiEnv } from '../env.ts';
import { refusal } from '../games/refusal.ts';
import { gameActionResponses } from '../games/responses.ts';
import { CallRequest, ClaimRequest, GameParams, HintAnswer, PlayRequest, UndoRequest, ViewAnswer } from '../games/schemas.ts';
import { jsonBody, optionalJsonBody } from '../json-body.ts';
import { LangQuery, language, requestLanguage } from '../language.ts';
import { badInputResponses, jsonRequest, jsonResponse } from '../openapi.ts';
import { rateLimited, rateLimitedResponse } from '../rate-limit.ts';

/** A route for one of South's actions: its body, what it does, the field an illegal one is blamed on. */
function actionRoute<T extends z.ZodType>(path: string, summary: string, body: T, required = true) {
  return createRoute({
    method: 'post',
    path: `/games/{id}/${path}`,
    tags: ['Games'],
    summary,
    middleware: [rateLimited('GAME_ACTION_LIMITER'), language, required ? jsonBody : optionalJsonBody] as const,
    request: { params: GameParams, query: LangQuery, body: { ...jsonRequest(body).body, required } },
    responses: {
      200: jsonResponse(ViewAnswer, 'Your view after your action and the robots’ after it.'),
      ...badInputResponses,
      ...gameActionResponses,
      ...rateLimitedResponse,
    },
  });
}

const calls = actionRoute('calls', 'Make your call; the robots call until it is your turn again', CallRequest);
const plays = actionRoute(
  'plays',
  'Play your card (or dummy’s when you declare); the robots play until it is your turn again',
  PlayRequest,
);
const claim = actionRoute(
  'claim',
  'Claim tricks as declarer: accepted when the robots’ best defence (double dummy) cannot beat it',
  ClaimRequest,
);
const undo = actionRoute(
  'undo',
  'Take back your last call or card and the robots’ actions after it (recorded as such)',
  UndoRequest,
  false,
);

const hint = createRoute({
  method: 'post',
  path: '/games/{id}/hint',
  tags: ['Games'],
  summary: 'The robot’s call or card for you now, and why',
  middleware: [rateLimited('GAME_ACTION_LIMITER'), language] as const,
  request: { params: GameParams, query: LangQuery },
  responses: {
    200: jsonResponse(HintAnswer, 'The call or card, with its reason in plain words.'),
    ...gameActionResponses,
    ...rateLimitedResponse,
  },
});

/** The four action routes, alike but for their paths and bodies: what they document is the same. */
type ActionRoute = ReturnType<typeof actionRoute<z.ZodType>>;

/**
 * Sends South's action to the game and answers with the view, or the game's refusal: one the
 * action `route` documents (404, 409, 422, 503 for a claim whose check runs out of budget).
 */
async function act(c: Context<ApiEnv>, route: ActionRoute, id: string, action: TableAction, version: number | undefined, field?: string) {
  const done = await c.env.GAMES.getByName(id).act(action, version, requestLanguage(c));
  return done.ok ? c.json({ view: done.value }, 200) : refusal(c, route, done.error, field);
}

export const gameActionRoutes = new OpenAPIHono<ApiEnv>()
  .openapi(calls, (c) => {
    const { call, version } = c.req.valid('json');
    return act(c, calls, c.req.valid('param').id, { kind: 'call', call }, version, 'call');
  })
  .openapi(plays, (c) => {
    const { card, version } = c.req.valid('json');
    return act(c, plays, c.req.valid('param').id, { kind: 'play', card }, version, 'card');
  })
  .openapi(claim, (c) => {
    const { tricks, version } = c.req.valid('json');
    return act(c, claim, c.req.valid('param').id, { kind: 'claim', tricks }, version, 'tricks');
  })
  .openapi(undo, (c) => act(c, undo, c.req.valid('param').id, { kind: 'undo' }, c.req.valid('json').version))
  .openapi(hint, async (c) => {
    const hinted = await c.env.GAMES.getByName(c.req.valid('param').id).hint(requestLanguage(c));
    return hinted.ok ? c.json(hinted.value, 200) : refusal(c, hint, hinted.error);
  });
