import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi';
import { formatHand, formatPbnDeal } from '@tenace/engine';
import { practiceDeal } from '@tenace/trainer';
import type { ApiEnv } from '../env.ts';
import { errorResponse } from '../errors.ts';
import { jsonBody } from '../json-body.ts';
import { badInputResponses, jsonRequest, jsonResponse } from '../openapi.ts';
import { rateLimited, rateLimitedResponse } from '../rate-limit.ts';
import { HandOutput, SeatOutput, SeedInput, VulnerabilityOutput } from '../schemas.ts';

const PracticeDealRequest = z.object({ seed: SeedInput.optional() }).openapi('PracticeDealRequest');

const PracticeDeal = z
  .object({
    deal: z.string().openapi({
      description: 'The deal in PBN, North first.',
      example: 'N:AQ542.T6.KJ7.AKJ K3.QJ82.A965.T63 86.A9543.Q8.9842 JT97.K7.T432.Q75',
    }),
    dealer: SeatOutput,
    vulnerability: VulnerabilityOutput,
    seed: z.string().openapi({ description: 'The seed: send it again for the same deal.' }),
    hands: z.object({ N: HandOutput, E: HandOutput, S: HandOutput, W: HandOutput }),
  })
  .openapi('PracticeDeal');

const route = createRoute({
  method: 'post',
  path: '/practice-deal',
  tags: ['Bidding'],
  summary: 'A deal for "Bid with a robot": North or South opens, East–West would have passed throughout',
  middleware: [rateLimited('PRACTICE_DEAL_LIMITER'), jsonBody] as const,
  request: jsonRequest(PracticeDealRequest),
  responses: {
    200: jsonResponse(PracticeDeal, 'The deal, who dealt, the vulnerability and the seed.'),
    ...badInputResponses,
    ...rateLimitedResponse,
  },
});

export const practiceDealRoutes = new OpenAPIHono<ApiEnv>().openapi(route, (c) => {
  const { seed } = c.req.valid('json');
  const found = practiceDeal(seed);
  if (!found.ok) return errorResponse(c, 400, { ...found.error, path: ['seed'] });
  const { deal, dealer, vulnerability } = found.value;
  return c.json(
    {
      deal: formatPbnDeal(deal),
      dealer,
      vulnerability,
      seed: found.value.seed,
      hands: { N: formatHand(deal.N), E: formatHand(deal.E), S: formatHand(deal.S), W: formatHand(deal.W) },
    },
    200,
  );
});
