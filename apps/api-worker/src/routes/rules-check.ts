import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi';
import { checkRules } from '@tenace/rules-dsl';
import type { ApiEnv } from '../env.ts';
import { jsonBody } from '../json-body.ts';
import { badInputResponses, jsonRequest, jsonResponse } from '../openapi.ts';
import { rateLimited, rateLimitedResponse } from '../rate-limit.ts';
import { DiagnosticsOutput, MoreDiagnosticsOutput, diagnosticsJson } from '../schemas.ts';

const RulesCheckRequest = z
  .object({
    source: z.string().openapi({
      description: 'A rule file, or a single rule (its If and Set lines, then its Bid line).',
      example: "If length of my partner's first bid suit >= 3\nIf points 6 to 10\nBid 2 of my partner's first bid suit",
    }),
  })
  .openapi('RulesCheckRequest');

const RulesCheck = z
  .object({
    ok: z.boolean().openapi({ description: 'True when there is no error (warnings may remain), counting the diagnostics not listed.' }),
    diagnostics: DiagnosticsOutput,
    more: MoreDiagnosticsOutput,
  })
  .openapi('RulesCheck');

const route = createRoute({
  method: 'post',
  path: '/rules/check',
  tags: ['Rules'],
  summary: 'Check a rule file written in the rule language: every error, with its line and column',
  middleware: [rateLimited('RULES_CHECK_LIMITER'), jsonBody] as const,
  request: jsonRequest(RulesCheckRequest),
  responses: {
    200: jsonResponse(RulesCheck, 'Whether the rules compile, and their errors and warnings (the first 100).'),
    ...badInputResponses,
    ...rateLimitedResponse,
  },
});

export const rulesCheckRoutes = new OpenAPIHono<ApiEnv>().openapi(route, (c) => {
  const { source } = c.req.valid('json');
  const result = checkRules(source, 'rules');
  return c.json({ ok: result.ok, diagnostics: diagnosticsJson(result), more: result.more }, 200);
});
