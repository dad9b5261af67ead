import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi';
import { MAX_DIAGNOSTICS, checkRules } from '@tenace/rules-dsl';
import type { ApiEnv } from '../env.ts';
import { jsonBody } from '../json-body.ts';
import { badInputResponses, jsonRequest, jsonResponse } from '../openapi.ts';
import { rateLimited, rateLimitedResponse } from '../rate-limit.ts';

const RulesCheckRequest = z
  .object({
    source: z.string().openapi({
      description: 'A rule file, or a single rule (its If and Set lines, then its Bid line).',
      example: "If length of my partner's first bid suit >= 3\nIf points 6 to 10\nBid 2 of my partner's first bid suit",
    }),
  })
  .openapi('RulesCheckRequest');

const DiagnosticOutput = z
  .object({
    line: z.number().int().openapi({ description: 'From 1.', example: 4 }),
    column: z.number().int().openapi({ description: 'From 1.', example: 6 }),
    endLine: z.number().int(),
    endColumn: z.number().int().openapi({ description: 'Just after the words in question.' }),
    severity: z.enum(['error', 'warning']),
    message: z.string().openapi({ example: "expected a test such as 'points >= 12', found 'lenght'; did you mean 'length'?" }),
  })
  .openapi('RuleDiagnostic');

const RulesCheck = z
  .object({
    ok: z.boolean().openapi({ description: 'True when there is no error (warnings may remain), counting the diagnostics not listed.' }),
    diagnostics: z.array(DiagnosticOutput).openapi({
      description: `In reading order, at most ${MAX_DIAGNOSTICS}; when some are left out, errors are listed before warnings. A message quotes at most 80 characters of the source.`,
    }),
    more: z.number().int().min(0).openapi({ description: 'How many more diagnostics the source has than are listed.', example: 0 }),
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
  const diagnostics = result.diagnostics.map(({ line, column, endLine, endColumn, severity, message }) => ({
    line,
    column,
    endLine,
    endColumn,
    severity,
    message,
  }));
  return c.json({ ok: result.ok, diagnostics, more: result.more }, 200);
});
