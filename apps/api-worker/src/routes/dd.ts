import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi';
import { SEATS, STRAINS } from '@tenace/engine';
import { ddTable, formatParContract, par } from '@tenace/engine/dd';
import type { ApiEnv } from '../env.ts';
import { ErrorResponse, errorResponse } from '../errors.ts';
import { jsonBody } from '../json-body.ts';
import { badInputResponses, jsonRequest, jsonResponse } from '../openapi.ts';
import { rateLimited, rateLimitedResponse } from '../rate-limit.ts';
import { DealInput, SeatInput, VulnerabilityInput } from '../schemas.ts';
import { ddMaxNodes } from '../settings.ts';

const DdRequest = z
  .object({
    deal: DealInput,
    vulnerability: VulnerabilityInput.optional().openapi({ description: 'For the par score: None, NS, EW or Both. None when missing.' }),
    dealer: SeatInput.optional().openapi({
      description: 'For the par contract when both sides can make the same top contract. North when missing.',
    }),
  })
  .openapi('DdRequest');

const TricksByStrain = z.object({
  C: z.number().int(),
  D: z.number().int(),
  H: z.number().int(),
  S: z.number().int(),
  NT: z.number().int(),
});

const ParOutput = z
  .object({
    score: z.number().int().openapi({ description: "The par score from North–South's side.", example: 420 }),
    contracts: z
      .array(z.string())
      .openapi({ description: 'The par contracts with their result and declarer.', example: ['4S= by N', '4S= by S'] }),
  })
  .openapi('Par');

const DdResult = z
  .object({
    tricks: z.object({ N: TricksByStrain, E: TricksByStrain, S: TricksByStrain, W: TricksByStrain }).openapi({
      description: 'Tricks the named declarer takes in each strain, the left-hand opponent leading, with best play by all four hands.',
    }),
    par: ParOutput,
  })
  .openapi('DoubleDummy');

const route = createRoute({
  method: 'post',
  path: '/dd',
  tags: ['Analysis'],
  summary: 'Double-dummy analysis of a deal: the 20-result table and the par',
  middleware: [rateLimited('DD_LIMITER'), jsonBody] as const,
  request: jsonRequest(DdRequest),
  responses: {
    200: jsonResponse(DdResult, 'The tricks for each declarer and strain, and the par.'),
    ...badInputResponses,
    ...rateLimitedResponse,
    503: jsonResponse(
      ErrorResponse,
      'The deal needs more search than one request may take (code out-of-budget); rare, and the same every time for that deal.',
    ),
  },
});

export const ddRoutes = new OpenAPIHono<ApiEnv>().openapi(route, (c) => {
  const { deal, vulnerability, dealer } = c.req.valid('json');
  // A limit in work, not time: a deployed Worker's clock stands still while it computes.
  const limit = ddMaxNodes(c.env);
  const table = ddTable(deal, { maxNodes: limit });
  if (!table.ok) {
    const { code, message } = table.error;
    if (code === 'out-of-budget') {
      const why = `this deal needs more analysis than one request may do (${limit.toLocaleString('en')} positions); it is not a problem with the deal`;
      return errorResponse(c, 503, { code, message: why, path: [] });
    }
    // The schema has checked the deal; this keeps a future gap a 400.
    return errorResponse(c, 400, { code, message, path: ['deal'] });
  }
  const parResult = par(table.value, vulnerability ?? 'None', dealer ?? 'N');
  if (!parResult.ok) return errorResponse(c, 400, { ...parResult.error, path: [] });
  const tricks = Object.fromEntries(
    SEATS.map((seat) => [seat, Object.fromEntries(STRAINS.map((strain) => [strain, table.value[seat][strain]]))]),
  ) as z.infer<typeof DdResult>['tricks'];
  return c.json({ tricks, par: { score: parResult.value.score, contracts: parResult.value.contracts.map(formatParContract) } }, 200);
});
