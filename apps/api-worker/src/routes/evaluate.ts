import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi';
import { evaluateHand, formatHand } from '@tenace/engine';
import type { ApiEnv } from '../env.ts';
import { jsonBody } from '../json-body.ts';
import { badInputResponses, jsonRequest, jsonResponse } from '../openapi.ts';
import { HandInput, HandOutput, SuitLengths, SuitStrengths } from '../schemas.ts';

const EvaluateRequest = z.object({ hand: HandInput }).openapi('EvaluateRequest');

const Evaluation = z
  .object({
    hand: HandOutput,
    hcp: z.number().int().openapi({ description: 'High-card points: ace 4, king 3, queen 2, jack 1.', example: 15 }),
    distributionPoints: z.number().int().openapi({ description: 'A void 3, a singleton 2, a doubleton 1.', example: 1 }),
    total: z.number().int().openapi({ description: 'High-card plus distribution points (bridge-val).', example: 16 }),
    lengths: SuitLengths,
    strength: SuitStrengths,
    shape: z.string().openapi({ description: 'Suit lengths, longest first.', example: '4-4-3-2' }),
    balanced: z.boolean().openapi({ description: '4-3-3-3, 4-4-3-2 or 5-3-3-2.' }),
  })
  .openapi('Evaluation');

const evaluate = createRoute({
  method: 'post',
  path: '/evaluate',
  tags: ['Hands'],
  summary: 'Count the points of a hand and describe its suits',
  middleware: [jsonBody] as const,
  request: jsonRequest(EvaluateRequest),
  responses: { 200: jsonResponse(Evaluation, "The hand's points, suit lengths and top-card strength."), ...badInputResponses },
});

export const evaluateRoutes = new OpenAPIHono<ApiEnv>().openapi(evaluate, (c) => {
  const { hand } = c.req.valid('json');
  return c.json({ hand: formatHand(hand), ...evaluateHand(hand) }, 200);
});
