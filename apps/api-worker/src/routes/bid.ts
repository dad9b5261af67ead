import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi';
import { formatCall } from '@tenace/engine';
import { robotBid, saycBook, withOptions } from '@tenace/rules-dsl';
import type { ApiEnv } from '../env.ts';
import { errorResponse } from '../errors.ts';
import { jsonBody } from '../json-body.ts';
import { badInputResponses, jsonRequest, jsonResponse } from '../openapi.ts';
import { BiddingSituationFields, CallOutput, RuleRefOutput, checkAuction } from '../schemas.ts';

/** The named options of the SAYC book (GET /api/v1/system lists them under their conventions). */
const [firstOption = '', ...otherOptions] = saycBook().optionNames;
const BookOptionInput = z.enum([firstOption, ...otherOptions]).openapi({
  description: "A named option of the book, off unless listed: the partnership plays it (GET /api/v1/system lists each convention's options).",
  example: 'Roman Keycard Blackwood',
});

const BidRequest = z
  .object({
    ...BiddingSituationFields,
    options: z.array(BookOptionInput).optional().openapi({ description: 'Options of the book to play with; none unless given (plain Blackwood, as the sheet).' }),
  })
  .openapi('BidRequest')
  .transform(({ hand, dealer, vulnerability, auction, options }, ctx) => ({ hand, vulnerability, auction: checkAuction(dealer, auction, ctx), options: options ?? [] }));

export const RobotCallOutput = z
  .object({
    call: CallOutput,
    meaning: z.string().openapi({ description: "The rule book's text for the call, word for word; past the rules, why the robot placed the contract there." }),
    source: z.enum(['rules', 'placement']).openapi({ description: '`rules`: a rule of the book made the call; `placement`: the rules stop here and the robot placed the contract.' }),
    explanation: z.string().openapi({ description: 'Why, in plain words.' }),
    rule: RuleRefOutput.optional(),
  })
  .openapi('RobotCall');

const bid = createRoute({
  method: 'post',
  path: '/bid',
  tags: ['Bidding'],
  summary: "The robot's call for the player whose turn it is, by the SAYC rule book",
  middleware: [jsonBody] as const,
  request: jsonRequest(BidRequest),
  responses: { 200: jsonResponse(RobotCallOutput, 'The call, its meaning and where it comes from.'), ...badInputResponses },
});

export const bidRoutes = new OpenAPIHono<ApiEnv>().openapi(bid, (c) => {
  const { options, ...context } = c.req.valid('json');
  // The schema admits only the book's options; this keeps a future gap a 400.
  const book = withOptions(saycBook(), options);
  if (!book.ok) return errorResponse(c, 400, { code: 'invalid-value', message: book.error.message, path: ['options'] });
  const made = robotBid(context, { book: book.value });
  // The schema has checked the hand and the auction; this keeps a future gap a 400.
  if (!made.ok) return errorResponse(c, 400, { ...made.error, path: [] });
  const { call, meaning, source, explanation, rule } = made.value;
  return c.json({ call: formatCall(call), meaning, source, explanation, ...(rule === undefined ? {} : { rule }) }, 200);
});
