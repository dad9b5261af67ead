import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi';
import { ddTable, par } from '@tenace/engine/dd';
import { doubleDummyJson } from '@tenace/trainer';
import { outOfBudget, outOfBudgetResponse } from '../budget.ts';
import type { ApiEnv } from '../env.ts';
import { errorResponse } from '../errors.ts';
import { jsonBody } from '../json-body.ts';
import { badInputResponses, jsonRequest, jsonResponse } from '../openapi.ts';
import { rateLimited, rateLimitedResponse } from '../rate-limit.ts';
import { DealInput, DoubleDummyFields, SeatInput, VulnerabilityInput } from '../schemas.ts';
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

const DdResult = z.object(DoubleDummyFields).openapi('DoubleDummy');

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
    ...outOfBudgetResponse,
  },
});

export const ddRoutes = new OpenAPIHono<ApiEnv>().openapi(route, (c) => {
  const { deal, vulnerability, dealer } = c.req.valid('json');
  // A limit in work, not time: a deployed Worker's clock stands still while it computes.
  const limit = ddMaxNodes(c.env);
  const table = ddTable(deal, { maxNodes: limit });
  if (!table.ok) {
    const { code, message } = table.error;
    if (code === 'out-of-budget') return outOfBudget(c, limit);
    // The schema has checked the deal; this keeps a future gap a 400.
    return errorResponse(c, 400, { code, message, path: ['deal'] });
  }
  const parResult = par(table.value, vulnerability ?? 'None', dealer ?? 'N');
  if (!parResult.ok) return errorResponse(c, 400, { ...parResult.error, path: [] });
  return c.json(doubleDummyJson(table.value, parResult.value), 200);
});
