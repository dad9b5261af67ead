import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi';
import { formatCall } from '@tenace/engine';
import { robotBid } from '@tenace/robots';
import type { ApiEnv } from '../env.ts';
import { errorResponse } from '../errors.ts';
import { jsonBody } from '../json-body.ts';
import { LangQuery, language, requestLanguage } from '../language.ts';
import { badInputResponses, jsonRequest, jsonResponse } from '../openapi.ts';
import { rateLimited, rateLimitedResponse } from '../rate-limit.ts';
import { bookRefused, unknownBookResponse } from '../books/answers.ts';
import { chooseBook } from '../books/resolve.ts';
import {
  BiddingSituationFields,
  BookInput,
  BookOptionsInput,
  CallOutput,
  CallPropertyOutput,
  RuleRefOutput,
  checkAuction,
} from '../schemas.ts';

const BidRequest = z
  .object({
    ...BiddingSituationFields,
    options: BookOptionsInput,
    book: BookInput,
  })
  .openapi('BidRequest')
  .transform(({ hand, dealer, vulnerability, auction, options, book }, ctx) => ({
    hand,
    vulnerability,
    auction: checkAuction(dealer, auction, ctx),
    options,
    book,
  }));

/** Which book made the call: the id of a book of one's own, or SAYC. */
export const BookNameOutput = z
  .string()
  .openapi({ description: 'The book bid by: the id of a book of one\'s own (POST /api/v1/books), or "SAYC".', example: 'SAYC' });

export const RobotCallOutput = z
  .object({
    call: CallOutput,
    meaning: z.string().openapi({
      description:
        "The rule book's text for the call, word for word, in the language asked (`lang`); past the rules, why the robot placed the contract there (English).",
    }),
    does: z.array(CallPropertyOutput).openapi({
      description:
        "What the call does, as data: the rule's Does lines (with what they imply), or what the robot declares of its own call past the rules (4NT: `ask for aces`).",
      example: ['force', 'transfer'],
    }),
    source: z.enum(['rules', 'placement']).openapi({
      description: '`rules`: a rule of the book made the call; `placement`: the rules stop here and the robot placed the contract.',
    }),
    explanation: z
      .string()
      .openapi({ description: 'Why, in plain words (for a rule\'s call, in the language asked: "Aturan (…, baris N)").' }),
    rule: RuleRefOutput.optional(),
    book: BookNameOutput,
  })
  .openapi('RobotCall');

const bid = createRoute({
  method: 'post',
  path: '/bid',
  tags: ['Bidding'],
  summary: "The robot's call for the player whose turn it is, by the SAYC rule book or a book of one's own",
  middleware: [rateLimited('BID_LIMITER'), language, jsonBody] as const,
  request: { ...jsonRequest(BidRequest), query: LangQuery },
  responses: {
    200: jsonResponse(RobotCallOutput, 'The call, its meaning and where it comes from.'),
    ...badInputResponses,
    ...unknownBookResponse,
    ...rateLimitedResponse,
  },
});

export const bidRoutes = new OpenAPIHono<ApiEnv>().openapi(bid, async (c) => {
  const { book: name, options, ...context } = c.req.valid('json');
  const book = await chooseBook(c.env, name, options);
  if (!book.ok) return bookRefused(c, book.error);
  const made = robotBid(context, { book: book.value.rules, language: requestLanguage(c) });
  // The schema has checked the hand and the auction; this keeps a future gap a 400.
  if (!made.ok) return errorResponse(c, 400, { ...made.error, path: [] });
  const { call, meaning, does, source, explanation, rule } = made.value;
  return c.json(
    {
      call: formatCall(call),
      meaning,
      does: [...does],
      source,
      explanation,
      ...(rule === undefined ? {} : { rule }),
      book: book.value.name,
    },
    200,
  );
});
