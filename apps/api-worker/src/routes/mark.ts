import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi';
import { formatCall } from '@tenace/engine';
import { markCall } from '@tenace/rules-dsl';
import type { ApiEnv } from '../env.ts';
import { errorResponse } from '../errors.ts';
import { jsonBody } from '../json-body.ts';
import { badInputResponses, jsonRequest, jsonResponse } from '../openapi.ts';
import { BiddingSituationFields, CallInput, CallOutput, RuleRefOutput, checkAuction } from '../schemas.ts';

const MarkRequest = z
  .object({ ...BiddingSituationFields, call: CallInput })
  .openapi('MarkRequest')
  .transform(({ hand, dealer, vulnerability, auction, call }, ctx) => ({ hand, vulnerability, call, auction: checkAuction(dealer, auction, ctx) }));

const Mark = z
  .object({
    correct: z.boolean().openapi({ description: "Whether the call is the rules' (the robot's) call." }),
    expected: z.object({
      call: CallOutput,
      meaning: z.string(),
      source: z.enum(['rules', 'placement']),
      rule: RuleRefOutput.optional(),
    }),
    given: z.object({
      call: CallOutput,
      meaning: z.string().optional().openapi({ description: 'What the call means in the rules, when a rule could make it here.' }),
    }),
    why: z.string().optional().openapi({ description: "Why the rules did not choose the call given, in plain words (absent when it is correct)." }),
  })
  .openapi('Mark');

const mark = createRoute({
  method: 'post',
  path: '/mark',
  tags: ['Bidding'],
  summary: "Mark a player's call against the rules (Bid it and the quizzes)",
  middleware: [jsonBody] as const,
  request: jsonRequest(MarkRequest),
  responses: { 200: jsonResponse(Mark, "Whether the call is right, the rules' call and why the call given lost."), ...badInputResponses },
});

export const markRoutes = new OpenAPIHono<ApiEnv>().openapi(mark, (c) => {
  const marked = markCall(c.req.valid('json'));
  if (!marked.ok) return errorResponse(c, 400, { ...marked.error, path: [] });
  const { correct, expected, given, why } = marked.value;
  return c.json(
    {
      correct,
      expected: { ...expected, call: formatCall(expected.call) },
      given: { ...given, call: formatCall(given.call) },
      ...(why === undefined ? {} : { why }),
    },
    200,
  );
});
