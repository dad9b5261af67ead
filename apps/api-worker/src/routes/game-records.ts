import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi';
import type { ApiEnv } from '../env.ts';
import { refusal } from '../games/refusal.ts';
import { gameActionResponses, unknownGameResponse } from '../games/responses.ts';
import { GameParams, GameRecord } from '../games/schemas.ts';
import { jsonResponse } from '../openapi.ts';

const pbn = createRoute({
  method: 'get',
  path: '/games/{id}/pbn',
  tags: ['Games'],
  summary: 'The finished game as a PBN file: the deal, every call with its meaning, the play and the result',
  request: { params: GameParams },
  responses: {
    200: {
      description: 'The PBN record (PBN 2.1, export format).',
      content: {
        'text/plain': {
          schema: z.string().openapi({ example: '% PBN 2.1\n% EXPORT\n[Event "Tenace: a single deal with a robot partner"]\n…' }),
        },
      },
    },
    ...unknownGameResponse,
    409: gameActionResponses[409],
  },
});

const record = createRoute({
  method: 'get',
  path: '/games/{id}/record',
  tags: ['Games'],
  summary: 'The record as JSON: every call, every trick and its winner, the score breakdown, and the log with its undos',
  request: { params: GameParams },
  responses: {
    200: jsonResponse(GameRecord, 'The record; the seed and the deal stay null until the deal is over.'),
    ...unknownGameResponse,
  },
});

export const gameRecordRoutes = new OpenAPIHono<ApiEnv>()
  .openapi(pbn, async (c) => {
    const written = await c.env.GAMES.getByName(c.req.valid('param').id).pbn();
    if (!written.ok) return refusal(c, pbn, written.error);
    return c.text(written.value, 200, { 'content-type': 'text/plain; charset=utf-8' });
  })
  .openapi(record, async (c) => {
    const recorded = await c.env.GAMES.getByName(c.req.valid('param').id).record();
    return recorded.ok ? c.json(recorded.value, 200) : refusal(c, record, recorded.error);
  });
