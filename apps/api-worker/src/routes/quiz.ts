import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi';
import { formatCall, formatHand } from '@tenace/engine';
import { QUIZ_TOPIC_IDS, quizItem } from '@tenace/trainer';
import type { ApiEnv } from '../env.ts';
import { errorResponse } from '../errors.ts';
import { jsonBody } from '../json-body.ts';
import { badInputResponses, jsonRequest, jsonResponse } from '../openapi.ts';
import { rateLimited, rateLimitedResponse } from '../rate-limit.ts';
import { bookRefused, unknownBookResponse } from '../books/answers.ts';
import { chooseBook } from '../books/resolve.ts';
import { BookInput, BookOptionsInput, CallOutput, HandOutput, SeatOutput, SeedInput, VulnerabilityOutput } from '../schemas.ts';
import { BookNameOutput } from './bid.ts';

const QuizRequest = z
  .object({
    topic: z
      .string()
      .optional()
      .openapi({ description: `One of ${QUIZ_TOPIC_IDS.join(', ')}; chosen by the seed when missing.`, example: 'responses-1nt' }),
    seed: SeedInput.optional(),
    options: BookOptionsInput,
    book: BookInput,
  })
  .openapi('QuizRequest');

const QuizItem = z
  .object({
    topic: z.string(),
    seed: z.string().openapi({ description: 'Send it again, with the topic, for the same question.' }),
    hand: HandOutput,
    seat: SeatOutput,
    dealer: SeatOutput,
    vulnerability: VulnerabilityOutput,
    auction: z
      .array(CallOutput)
      .openapi({ description: 'The calls so far, made by robots, from the dealer on; the player (South) calls next.' }),
    options: z
      .array(z.string())
      .openapi({ description: 'The options of the book the robots bid with (as asked): send them to /mark with the answer.', example: [] }),
    book: BookNameOutput.openapi({ description: 'The book the robots bid by (as asked): send it to /mark with the answer.' }),
  })
  .openapi('QuizItem');

const route = createRoute({
  method: 'post',
  path: '/quiz',
  tags: ['Bidding'],
  summary: 'A bidding quiz question on a topic: answer it with /mark',
  middleware: [rateLimited('QUIZ_LIMITER'), jsonBody] as const,
  request: jsonRequest(QuizRequest),
  responses: {
    200: jsonResponse(QuizItem, 'A hand and the auction so far: what does South call?'),
    ...badInputResponses,
    ...unknownBookResponse,
    ...rateLimitedResponse,
  },
});

export const quizRoutes = new OpenAPIHono<ApiEnv>().openapi(route, async (c) => {
  const { topic, seed, options = [], book: name } = c.req.valid('json');
  const book = await chooseBook(c.env, name, options);
  if (!book.ok) return bookRefused(c, book.error);
  const item = quizItem({
    ...(topic === undefined ? {} : { topic: topic.trim().toLowerCase() }),
    ...(seed === undefined ? {} : { seed }),
    book: book.value.rules,
  });
  if (!item.ok) return errorResponse(c, 400, { ...item.error, path: item.error.code === 'unknown-topic' ? ['topic'] : ['seed'] });
  const q = item.value;
  return c.json(
    {
      topic: q.topic,
      seed: q.seed,
      hand: formatHand(q.hand),
      seat: q.seat,
      dealer: q.dealer,
      vulnerability: q.vulnerability,
      auction: q.auction.calls.map(formatCall),
      options,
      book: book.value.name,
    },
    200,
  );
});
