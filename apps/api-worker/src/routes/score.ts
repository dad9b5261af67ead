import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi';
import { scoreContract, type Contract } from '@tenace/engine';
import type { ApiEnv } from '../env.ts';
import { customIssue, errorResponse } from '../errors.ts';
import { jsonBody } from '../json-body.ts';
import { badInputResponses, jsonRequest, jsonResponse } from '../openapi.ts';
import { ContractInput, ScoreOutput, SeatInput, Tricks, VulnerabilityInput } from '../schemas.ts';

const MISSING = {
  declarer: 'declarer is missing: say who played the contract (N, E, S or W)',
  vulnerability: 'vulnerability is missing: None, NS, EW or Both',
  tricks: 'tricks is missing: how many tricks the declarer took, 0 to 13',
} as const;

const ScoreRequest = z
  .object({
    contract: ContractInput,
    declarer: SeatInput.optional().openapi({ description: 'Who played the contract: N, E, S or W. Not needed for Pass.' }),
    vulnerability: VulnerabilityInput.optional().openapi({ description: 'None, NS, EW or Both. Not needed for Pass.' }),
    tricks: Tricks.optional().openapi({ description: 'Tricks the declarer took, 0 to 13. Not needed for Pass.' }),
  })
  .openapi('ScoreRequest')
  // A played contract needs its declarer, vulnerability and tricks; a passed-out deal needs none.
  .transform(({ contract, declarer, vulnerability, tricks }, ctx) => {
    if (contract === 'passed-out') return { contract, vulnerability: vulnerability ?? 'None', tricks: tricks ?? 0 };
    const missing = (field: keyof typeof MISSING): never => {
      customIssue(ctx, 'missing-field', MISSING[field], [field]);
      return z.NEVER;
    };
    if (declarer === undefined) return missing('declarer');
    if (vulnerability === undefined) return missing('vulnerability');
    if (tricks === undefined) return missing('tricks');
    const played: Contract = { ...contract, declarer };
    return { contract: played, vulnerability, tricks };
  });

const score = createRoute({
  method: 'post',
  path: '/score',
  tags: ['Scoring'],
  summary: 'Score a deal: duplicate score with a breakdown',
  middleware: [jsonBody] as const,
  request: jsonRequest(ScoreRequest),
  responses: { 200: jsonResponse(ScoreOutput, "Both sides' scores and what they are made of."), ...badInputResponses },
});

export const scoreRoutes = new OpenAPIHono<ApiEnv>().openapi(score, (c) => {
  const { contract, vulnerability, tricks } = c.req.valid('json');
  const result = scoreContract(contract, vulnerability, tricks);
  // The schema has already checked everything scoreContract checks; this keeps a future gap a 400.
  if (!result.ok) return errorResponse(c, 400, { ...result.error, path: [] });
  return c.json({ ns: result.value.ns, ew: result.value.ew, breakdown: [...result.value.breakdown] }, 200);
});
