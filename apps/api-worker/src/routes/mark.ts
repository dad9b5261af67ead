import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi';
import { formatCall } from '@tenace/engine';
import { markCall } from '@tenace/trainer';
import type { ApiEnv } from '../env.ts';
import { ErrorResponse, errorResponse } from '../errors.ts';
import { jsonBody } from '../json-body.ts';
import { LangQuery, language, requestLanguage } from '../language.ts';
import { badInputResponses, jsonRequest, jsonResponse } from '../openapi.ts';
import { rateLimited, rateLimitedResponse } from '../rate-limit.ts';
import { bookRefused, unknownBookResponse } from '../books/answers.ts';
import { chooseBook } from '../books/resolve.ts';
import { BiddingSituationFields, BookInput, BookOptionsInput, CallInput, CallOutput, RuleRefOutput, checkAuction } from '../schemas.ts';

const MarkRequest = z
  .object({ ...BiddingSituationFields, call: CallInput, options: BookOptionsInput, book: BookInput })
  .openapi('MarkRequest')
  // A call after the auction ended is an illegal call to mark (422), not a malformed auction.
  .transform(({ hand, dealer, vulnerability, auction, call, options, book }, ctx) => ({
    hand,
    vulnerability,
    call,
    auction: checkAuction(dealer, auction, ctx, { mayBeOver: true }),
    options,
    book,
  }));

const Mark = z
  .object({
    correct: z.boolean().openapi({ description: "Whether the call is the rules' (the robot's) call." }),
    expected: z.object({
      call: CallOutput,
      meaning: z.string().openapi({ description: "In the language asked (`lang`); past the rules, the robot's explanation (English)." }),
      source: z.enum(['rules', 'placement']),
      rule: RuleRefOutput.optional(),
      part: z.string().optional().openapi({
        description:
          'The part of the SAYC book the rule is in: `one`, the sheet word for word; `two`, the rules cover more (competition, slams, the sheet\'s "not in the rules yet").',
        example: 'two',
      }),
    }),
    given: z.object({
      call: CallOutput,
      meaning: z.string().optional().openapi({ description: 'What the call means in the rules, when a rule could make it here.' }),
    }),
    why: z.string().optional().openapi({
      description:
        "Why the rules did not choose the call given, in plain words (absent when it is correct): its frame words and the rules' meaning in the language asked; a failed test reads in the rule language.",
    }),
  })
  .openapi('Mark');

const mark = createRoute({
  method: 'post',
  path: '/mark',
  tags: ['Bidding'],
  summary: "Mark a player's call against the rules (Bid it and the quizzes)",
  middleware: [rateLimited('MARK_LIMITER'), language, jsonBody] as const,
  request: { ...jsonRequest(MarkRequest), query: LangQuery },
  responses: {
    200: jsonResponse(Mark, "Whether the call is right, the rules' call and why the call given lost."),
    ...badInputResponses,
    ...unknownBookResponse,
    ...rateLimitedResponse,
    422: jsonResponse(ErrorResponse, 'The call is not legal after this auction (illegal-call); the message says why, as the game does.'),
  },
});

export const markRoutes = new OpenAPIHono<ApiEnv>().openapi(mark, async (c) => {
  const { book: name, options, ...context } = c.req.valid('json');
  const book = await chooseBook(c.env, name, options);
  if (!book.ok) return bookRefused(c, book.error);
  const marked = markCall(context, { book: book.value.rules, language: requestLanguage(c) });
  if (!marked.ok) {
    // The request is well formed but the call cannot be made here: 422, as a game refuses it.
    if (marked.error.code === 'illegal-call')
      return errorResponse(c, 422, { code: 'illegal-call', message: marked.error.message, path: ['call'] });
    return errorResponse(c, 400, { code: marked.error.code, message: marked.error.message, path: [] });
  }
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
