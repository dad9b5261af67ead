import { OpenAPIHono, createRoute } from '@hono/zod-openapi';
import { formatPbnDeal } from '@tenace/engine';
import { bookRefused, unknownBookResponse } from '../books/answers.ts';
import { chooseBook } from '../books/resolve.ts';
import type { ApiEnv } from '../env.ts';
import { ErrorResponse } from '../errors.ts';
import { refusal } from '../games/refusal.ts';
import { unknownGameResponse } from '../games/responses.ts';
import { GameParams, NewGameAnswer, NewGameRequest, ReadQuery, ViewAnswer } from '../games/schemas.ts';
import { jsonBody } from '../json-body.ts';
import { LangQuery, language, requestLanguage } from '../language.ts';
import { badInputResponses, jsonRequest, jsonResponse } from '../openapi.ts';
import { rateLimited, rateLimitedResponse } from '../rate-limit.ts';

/** How long GET ?since waits for a change when the client does not say. */
const DEFAULT_WAIT_SECONDS = 20;

/** 128 random bits, base64url: nobody finds a game without being given its id, nor its deal from its seed. */
function randomKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

const create = createRoute({
  method: 'post',
  path: '/games',
  tags: ['Games'],
  summary:
    'A new game: one deal (dealt from a seed, dealer South, or a deal of your own with its dealer), South (you) with a robot North against robots East and West',
  middleware: [rateLimited('GAME_CREATE_LIMITER'), language, jsonBody] as const,
  request: { ...jsonRequest(NewGameRequest), query: LangQuery },
  responses: {
    201: jsonResponse(NewGameAnswer, 'The game’s id (keep it: it is the only key to the game) and your view.'),
    ...badInputResponses,
    ...unknownBookResponse,
    409: jsonResponse(ErrorResponse, 'Two new games drew the same id (code game-exists); ask again.'),
    ...rateLimitedResponse,
  },
});

const read = createRoute({
  method: 'get',
  path: '/games/{id}',
  tags: ['Games'],
  summary: 'Your view of the game; with ?since=N, once its version is above N',
  middleware: [language] as const,
  request: { params: GameParams, query: ReadQuery.extend(LangQuery.shape) },
  responses: {
    200: jsonResponse(ViewAnswer, 'Your view of the game.'),
    304: { description: 'With since: the game did not change during the wait.' },
    400: badInputResponses[400],
    ...unknownGameResponse,
  },
});

export const gameRoutes = new OpenAPIHono<ApiEnv>()
  .openapi(create, async (c) => {
    const { vulnerability, seed, options = [], book: name, deal, dealer } = c.req.valid('json');
    // Found and checked here, so a game is never made with a book it cannot be played by.
    const book = await chooseBook(c.env, name, options);
    if (!book.ok) return bookRefused(c, book.error);
    const id = randomKey();
    const created = await c.env.GAMES.getByName(id).create(
      {
        vulnerability,
        seed: seed === undefined ? randomKey() : String(seed),
        options,
        ...(deal === undefined ? {} : { deal: { pbn: formatPbnDeal(deal), dealer: dealer ?? 'S' } }),
        ...(book.value.own === undefined ? {} : { book: book.value.own.id }),
      },
      requestLanguage(c),
    );
    if (!created.ok) return refusal(c, create, created.error);
    return c.json({ id, view: created.value }, 201);
  })
  .openapi(read, async (c) => {
    const { id } = c.req.valid('param');
    const { since, wait } = c.req.valid('query');
    const seen = await c.env.GAMES.getByName(id).read(since, (wait ?? DEFAULT_WAIT_SECONDS) * 1000, requestLanguage(c));
    if (!seen.ok) return refusal(c, read, seen.error);
    if (seen.value === null) return c.body(null, 304);
    return c.json({ view: seen.value }, 200);
  });
