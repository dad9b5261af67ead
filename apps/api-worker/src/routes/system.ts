import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi';
import { quizTopics } from '@tenace/trainer';
import { SAYC_SOURCE, VALUE_NAMES, describeBook, saycBook, type Language, type RuleDescription, type ValueName } from '@tenace/rules-dsl';
import { bookRefused, unknownBookResponse } from '../books/answers.ts';
import { chooseBook } from '../books/resolve.ts';
import type { ApiEnv } from '../env.ts';
import { ErrorResponse } from '../errors.ts';
import { LangQuery, language, requestLanguage } from '../language.ts';
import { rateLimited, rateLimitedResponse } from '../rate-limit.ts';
import { jsonResponse } from '../openapi.ts';
import { BookInput, CallPropertyOutput } from '../schemas.ts';

const ValueOutput = z
  .object({
    name: z.enum(VALUE_NAMES as [ValueName, ...ValueName[]]).openapi({ example: 'points for game' }),
    min: z.number().int().openapi({ example: 25 }),
    max: z.number().int().openapi({ description: 'The same as `min` for a value that is one number.', example: 25 }),
    line: z.number().int().openapi({ description: 'The line of the book that declares it.' }),
  })
  .openapi('BookValue');

const RuleOutput = z
  .object({
    line: z.number().int(),
    call: z
      .string()
      .optional()
      .openapi({ description: "The Bid line's call as written; absent for a rule that only sets.", example: '2 Clubs' }),
    meaning: z.string().optional().openapi({
      description: 'The Means line in the language asked (`lang`), placeholders as written; absent when the rule has none.',
      example: '22 or more points: strong and artificial (it says nothing about clubs). Forcing.',
    }),
    meanings: z
      .object({ en: z.string(), id: z.string() })
      .optional()
      .openapi({
        description: 'The meaning in English (Means) and Indonesian (Means in Indonesian); one the book leaves out is the other.',
        example: { en: '20–21 points and a balanced hand.', id: '20–21 poin dan tangan seimbang.' },
      }),
    tests: z.array(z.string()).openapi({ description: 'The If lines, as written.', example: ['points >= 22'] }),
    sets: z.array(z.string()).openapi({ description: 'The Set lines, as written.' }),
    does: z.array(CallPropertyOutput).openapi({
      description: 'What the call does, as its Does lines declare it (not what that implies): the robots read these, never the meaning.',
      example: ['force to game', 'ask for a stopper'],
    }),
  })
  .openapi('BookRule');

const SituationOutput = z
  .object({
    name: z.string().openapi({ example: 'Openings' }),
    line: z.number().int(),
    part: z.string().optional().openapi({ description: '`one`: the sheet, word for word; `two`: the rules cover more.', example: 'one' }),
    before: z.string().optional().openapi({
      description: 'The situation this one is tried just ahead of (`Situation "A" before "B"`); file order otherwise.',
      example: 'Answering 2♣',
    }),
    when: z.array(z.string()).openapi({ description: 'The When lines, as written.', example: ['no one has bid'] }),
    rules: z.array(RuleOutput),
  })
  .openapi('BookSituation');

const ConventionOutput = z
  .object({
    name: z.string().openapi({ example: 'Blackwood' }),
    description: z
      .string()
      .openapi({ example: '4NT asks for aces once a suit has been bid; answers 5♣ none or four, 5♦ one, 5♥ two, 5♠ three.' }),
    line: z.number().int().openapi({ description: 'The line of the book that declares it.' }),
    options: z
      .array(
        z.object({
          name: z
            .string()
            .openapi({ description: 'The name to give in the `options` of POST /api/v1/bid.', example: 'Roman Keycard Blackwood' }),
          description: z.string(),
          line: z.number().int(),
          default: z.literal('off').openapi({ description: 'Every option is off unless switched on.' }),
        }),
      )
      .openapi({ description: 'Named options of the convention, off unless switched on.' }),
  })
  .openapi('BookConvention');

const SystemOutput = z
  .object({
    book: z.string().openapi({ description: 'The book described: the id of a book of one\'s own, or "SAYC".', example: 'SAYC' }),
    name: z.string().openapi({
      description: "SAYC's name; for a book of one's own, its first line when that is a comment, else its id.",
      example: 'Standard American Yellow Card',
    }),
    file: z.string().openapi({ example: 'sayc.rules' }),
    parts: z.array(z.object({ part: z.string(), title: z.string(), line: z.number().int() })),
    ruleCount: z.number().int(),
    values: z.array(ValueOutput).openapi({
      description:
        'The numbers of the system the book declares on its Value lines (points for game and slams, the Competition ranges), which the robots bid by.',
    }),
    conventions: z.array(ConventionOutput).openapi({ description: 'The conventions the book plays, with their options.' }),
    situations: z.array(SituationOutput),
    quizTopics: z.array(z.object({ id: z.string(), title: z.string(), description: z.string() })),
  })
  .openapi('BiddingSystem');

const route = createRoute({
  method: 'get',
  path: '/system',
  tags: ['Bidding'],
  summary: 'The rule book the robots bid by, as data: situations and rules with their lines',
  // SAYC's system is the same for everyone; a book of one's own is read (and maybe compiled): counted as a book asked for.
  middleware: [rateLimited('BOOK_READ_LIMITER', (c) => c.req.query('book') !== undefined), language] as const,
  request: { query: z.object({ book: BookInput }).extend(LangQuery.shape) },
  responses: {
    ...rateLimitedResponse,
    200: jsonResponse(SystemOutput, 'Every situation of the book (SAYC unless `book` names one) with its When lines and rules.'),
    400: jsonResponse(ErrorResponse, 'The query is not valid (lang neither en nor id, say); the message says why.'),
    ...unknownBookResponse,
  },
});

/** A rule as the API shows it: its meaning in `lang`, and in both languages (each falling back to the other). */
function ruleOutput({ meaning, indonesian, ...rule }: RuleDescription, lang: Language) {
  const en = meaning ?? indonesian;
  const id = indonesian ?? meaning;
  const shown = lang === 'id' ? id : en;
  return {
    ...rule,
    ...(shown === undefined ? {} : { meaning: shown }),
    ...(en === undefined || id === undefined ? {} : { meanings: { en, id } }),
    tests: [...rule.tests],
    sets: [...rule.sets],
    does: [...rule.does],
  };
}

export const systemRoutes = new OpenAPIHono<ApiEnv>().openapi(route, async (c) => {
  const chosen = await chooseBook(c.env, c.req.valid('query').book);
  if (!chosen.ok) return bookRefused(c, chosen.error);
  const own = chosen.value.own;
  const book = own === undefined ? describeBook(saycBook(), SAYC_SOURCE) : describeBook(own.rules, own.source);
  const lang = requestLanguage(c);
  const situations = book.situations.map(({ before, ...s }) => ({
    ...s,
    ...(before === undefined ? {} : { before }),
    when: [...s.when],
    rules: s.rules.map((r) => ruleOutput(r, lang)),
  }));
  const conventions = book.conventions.map((x) => ({ ...x, options: x.options.map((o) => ({ ...o, default: 'off' as const })) }));
  return c.json(
    {
      book: chosen.value.name,
      name: own === undefined ? 'Standard American Yellow Card' : (own.summary.title ?? own.id),
      file: book.file,
      parts: [...book.parts],
      ruleCount: book.ruleCount,
      values: book.values.map((v) => ({ ...v })),
      conventions,
      situations,
      quizTopics: quizTopics(lang),
    },
    200,
  );
});
