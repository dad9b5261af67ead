/**
 * The shared notation of API v1, as zod schemas: the single source of validation, TypeScript types
 * and the OpenAPI document. Input schemas are forgiving (lower case, suit symbols, `1N`, `S10`) and
 * hand back engine values; output schemas describe the canonical forms the API writes.
 */
import { z } from '@hono/zod-openapi';
import {
  SCORE_ITEM_KINDS,
  STRENGTH_PHRASES,
  auctionFromCalls,
  auctionState,
  makeCall,
  newAuction,
  parseCall,
  parseCard,
  parseContract,
  parseHand,
  parsePbnDeal,
  parseSeat,
  parseVulnerability,
  type Auction,
  type Call,
  type EngineError,
  type Result,
  type Seat,
} from '@tenace/engine';
import { CALL_PROPERTIES, MAX_DIAGNOSTICS, saycBook, type CheckResult } from '@tenace/rules-dsl';
import { customIssue, type BadInputCode } from './errors.ts';

/** Hands an engine parser's verdict to zod: the engine's plain-words message and code become the issue. */
function accept<T>(result: Result<T, EngineError<BadInputCode>>, ctx: { addIssue: (issue: z.core.$ZodRawIssue) => void }): T {
  if (result.ok) return result.value;
  customIssue(ctx, result.error.code, result.error.message);
  return z.NEVER;
}

/**
 * `schema` or null. Not `schema.nullable()` for a schema with a name in the document: zod-to-openapi
 * writes that as `allOf: [{$ref}, {type: [..., "null"]}]`, which JSON Schema reads as never null
 * (asteasolutions/zod-to-openapi#387), and for an object it makes the named component itself
 * nullable everywhere. A union is written `anyOf: [{$ref}, {type: "null"}]`, which says what we send.
 */
export const orNull = <T extends z.ZodType>(schema: T) => z.union([schema, z.null()]);

// ---- Seats and vulnerability ----

export const SeatInput = z
  .string()
  .openapi({ description: 'N, E, S or W (also lower case and North, East, South, West).', example: 'S' })
  .transform((text, ctx) => accept(parseSeat(text), ctx));

export const VulnerabilityInput = z
  .string()
  .openapi({ description: "None, NS, EW or Both (also lower case and PBN's All, Love, -).", example: 'None' })
  .transform((text, ctx) => accept(parseVulnerability(text), ctx));

export const SeatOutput = z.enum(['N', 'E', 'S', 'W']).openapi('Seat');
export const VulnerabilityOutput = z.enum(['None', 'NS', 'EW', 'Both']).openapi('Vulnerability');

// ---- Cards, hands, calls, contracts ----

export const CardInput = z
  .string()
  .openapi({ description: 'Suit then rank: SA, HT, S10, sa, ♠A.', example: 'SA' })
  .transform((text, ctx) => accept(parseCard(text), ctx));

export const HandInput = z
  .union([z.string(), z.array(z.string())], {
    error: 'the hand should be a PBN hand such as "AKQ2.K93.T8.QJ43" or a list of cards such as ["SA", "SK", …]',
  })
  .openapi({
    description:
      'A PBN hand, spades.hearts.diamonds.clubs (`AKQ2.K93.T8.QJ43`, `T` or `10`, an empty group for a void), ' +
      'or a list of cards as a string or an array (`"sa s10 s7 s6 s2 hq hj h9 ck c4 dk d9 d3"`).',
    example: 'AKQ2.K93.T8.QJ43',
  })
  .transform((input, ctx) => accept(parseHand(input), ctx));

export const DealInput = z
  .string({ error: 'the deal should be a PBN deal such as "N:AKQ2.K93.T8.QJ43 … … …"' })
  .openapi({
    description: 'A PBN deal: the first seat and a colon, then the four hands clockwise (`N:hand hand hand hand`).',
    example: 'N:T6.JT64.943.J743 A873.K5.AJ652.Q5 J5.AQ73.QT87.A98 KQ942.982.K.KT62',
  })
  .transform((text, ctx) => accept(parsePbnDeal(text), ctx));

export const CallInput = z
  .string()
  .openapi({ description: 'Pass, X, XX or a bid 1C … 7NT; also P, Double, Redouble, 1N, lower case, 1♠.', example: '1NT' })
  .transform((text, ctx) => accept(parseCall(text), ctx));

export const ContractInput = z
  .string()
  .openapi({
    description: 'A level and strain, X or XX if doubled, or Pass: 4S, 3NT, 4SX, 7CXX, Pass; also 3N, 4♠, lower case.',
    example: '4S',
  })
  .transform((text, ctx) => accept(parseContract(text), ctx));

const tricksRange = (issue: { input?: unknown }): string => `tricks should be a whole number from 0 to 13, not ${String(issue.input)}`;

export const Tricks = z
  .int()
  .min(0, { error: tricksRange })
  .max(13, { error: tricksRange })
  .openapi({ description: 'Tricks the declarer took, 0 to 13.', example: 10 });

// ---- Canonical output ----

export const HandOutput = z.string().openapi({ description: 'A PBN hand, spades.hearts.diamonds.clubs.', example: 'AKQ2.K93.T8.QJ43' });

const perSuit = <T extends z.ZodType>(value: T) => z.object({ S: value, H: value, D: value, C: value });

export const SuitLengths = perSuit(z.number().int().min(0).max(13)).openapi('SuitLengths');

export const StrengthPhrase = z.enum(STRENGTH_PHRASES).openapi('StrengthPhrase', {
  description: "A suit's top-card strength in the rule language's words.",
});

export const SuitStrengths = perSuit(StrengthPhrase).openapi('SuitStrengths');

// ---- Scores ----

const ScoreItem = z
  .object({
    item: z.string().openapi({ description: 'What the points are for, in English words.', example: 'Game bonus (not vulnerable)' }),
    points: z.number().int().openapi({ description: 'Points for the declaring side; undertricks are negative.', example: 300 }),
    kind: z
      .enum(SCORE_ITEM_KINDS)
      .openapi({ description: 'What the points are for, as data (to word it in any language).', example: 'game-bonus' }),
    contract: z.string().optional().openapi({ description: "The contract's level and strain (contract-tricks).", example: '4♥' }),
    count: z.number().int().optional().openapi({ description: 'Over- or undertricks counted (overtricks, undertricks).' }),
    each: z.number().int().optional().openapi({ description: 'Points each overtrick scores (overtricks).' }),
    doubled: z
      .enum(['', 'X', 'XX'])
      .optional()
      .openapi({ description: "'' undoubled, X doubled, XX redoubled, where the item depends on it." }),
    vulnerable: z.boolean().optional().openapi({ description: 'Whether the declaring side was vulnerable, where the item depends on it.' }),
  })
  .openapi('ScoreItem');

export const ScoreOutput = z
  .object({
    ns: z.number().int().openapi({ description: "North–South's score.", example: 420 }),
    ew: z.number().int().openapi({ description: "East–West's score: always the opposite of North–South's.", example: -420 }),
    breakdown: z.array(ScoreItem).readonly(),
  })
  .openapi('Score');

const PlayedCard = z.object({ seat: SeatOutput, card: z.string().openapi({ example: 'SA' }) });
export const TrickOutput = z
  .object({
    leader: SeatOutput,
    cards: z.array(PlayedCard).readonly(),
    winner: orNull(SeatOutput).openapi({ description: 'Null while the trick is in progress.' }),
  })
  .openapi('Trick');

// ---- Double-dummy analysis ----

const TricksByStrain = z
  .object({ C: z.number().int(), D: z.number().int(), H: z.number().int(), S: z.number().int(), NT: z.number().int() })
  .openapi('TricksByStrain');

const ParOutput = z
  .object({
    score: z.number().int().openapi({ description: "The par score from North–South's side.", example: 420 }),
    contracts: z
      .array(z.string())
      .readonly()
      .openapi({ description: 'The par contracts with their result and declarer.', example: ['4S= by N', '4S= by S'] }),
  })
  .openapi('Par');

/** The double-dummy table and the par: POST /dd's answer, and part of every analysis. */
export const DoubleDummyFields = {
  tricks: z.object({ N: TricksByStrain, E: TricksByStrain, S: TricksByStrain, W: TricksByStrain }).openapi('DoubleDummyTricks', {
    description: 'Tricks the named declarer takes in each strain, the left-hand opponent leading, with best play by all four hands.',
  }),
  par: ParOutput,
};

// ---- Auctions and bidding situations ----

export const CallOutput = z.string().openapi({ description: 'Pass, X, XX or a bid 1C … 7NT.', example: '2H' });

export const AuctionInput = z
  .array(CallInput, { error: 'the auction should be a list of calls from the dealer on, such as ["1H", "Pass"]' })
  .openapi({ description: 'The calls so far, from the dealer on (an empty list before the first call).', example: ['1H', 'Pass'] });

/**
 * Checks that the calls make a legal auction from `dealer`, and (unless `mayBeOver`) that it is not
 * over (someone has a call to make): the engine's plain words, at the path of the first illegal call.
 */
export function checkAuction(
  dealer: Seat,
  calls: readonly Call[],
  ctx: { addIssue: (issue: z.core.$ZodRawIssue) => void },
  { mayBeOver = false }: { readonly mayBeOver?: boolean } = {},
): Auction {
  let auction = newAuction(dealer);
  for (let i = 0; i < calls.length; i++) {
    const next = makeCall(auction, calls[i] as Call);
    if (!next.ok) {
      const whole = auctionFromCalls(dealer, calls);
      const message = whole.ok ? next.error.message : whole.error.message;
      customIssue(ctx, 'illegal-call', message, ['auction', i]);
      return z.NEVER;
    }
    auction = next.value;
  }
  if (!mayBeOver && auctionState(auction).over) {
    customIssue(ctx, 'auction-over', 'the auction is over: no one has a call to make', ['auction']);
    return z.NEVER;
  }
  return auction;
}

/** A hand, who dealt, the vulnerability and the auction so far: the player to call holds the hand. */
export const BiddingSituationFields = {
  hand: HandInput,
  dealer: SeatInput,
  vulnerability: VulnerabilityInput,
  auction: AuctionInput,
};

export const RuleRefOutput = z
  .object({
    file: z.string().openapi({ example: 'sayc.rules' }),
    line: z.number().int().openapi({ example: 262 }),
    situation: z.string().openapi({ example: 'Responses after 1♥' }),
  })
  .openapi('RuleRef', { description: 'The rule that made the call: its file, line and situation.' });

export const CallPropertyOutput = z.enum(CALL_PROPERTIES).openapi('CallProperty', {
  description:
    'What a call does (a Does line of the book): `force to game` is also `force`; an ask, a transfer and a relay also `force`; `invite slam` also `invite`.',
});

export const SeedInput = z
  .union([z.string(), z.number()], { error: 'the seed should be text or a number' })
  .openapi({ description: 'Any text or number: the same seed gives the same answer. Made up when missing.', example: 'club-night-12' });

// ---- The book and its options ----

const saycOptionsText = saycBook()
  .optionNames.map((o) => `"${o}"`)
  .join(', ');

/**
 * The book the robots bid by, the same field wherever they bid: /bid, /mark, /quiz, /system and new
 * games. Any text: an id no book has is a 404 (unknown-book), found when the book is looked up.
 */
export const BookInput = z.string({ error: 'the book should be the id POST /api/v1/books gave, or "SAYC"' }).optional().openapi({
  description: 'A book of one\'s own to bid by: the id POST /api/v1/books gave it. The SAYC book when missing (or "SAYC").',
  example: 'Yx3kV0dQm2bN8pL4tR6wZa',
});

/**
 * The options of the book to play with, the same field wherever the robots bid: /bid, /mark, /quiz
 * and new games. Each must be an option of the book played (its rules test it), checked once the
 * book is known: a 400 (invalid-value) listing the book's options.
 */
export const BookOptionsInput = z
  .array(z.string(), { error: 'the options should be a list of option names, such as ["Roman Keycard Blackwood"]' })
  .optional()
  .openapi({
    description:
      `Options of the book to play with, each one its rules test (the SAYC book's: ${saycOptionsText}; ` +
      "POST /api/v1/books lists a book's own); none unless given (plain Blackwood, as the sheet).",
    example: ['Roman Keycard Blackwood'],
  });

// ---- Diagnostics of a rule source ----

export const DiagnosticOutput = z
  .object({
    line: z.number().int().openapi({ description: 'From 1.', example: 4 }),
    column: z.number().int().openapi({ description: 'From 1.', example: 6 }),
    endLine: z.number().int(),
    endColumn: z.number().int().openapi({ description: 'Just after the words in question.' }),
    severity: z.enum(['error', 'warning']),
    message: z.string().openapi({ example: "expected a test such as 'points >= 12', found 'lenght'; did you mean 'length'?" }),
  })
  .openapi('RuleDiagnostic');

export const DiagnosticsOutput = z.array(DiagnosticOutput).openapi({
  description: `In reading order, at most ${MAX_DIAGNOSTICS}; when some are left out, errors are listed before warnings. A message quotes at most 80 characters of the source.`,
});

export const MoreDiagnosticsOutput = z
  .number()
  .int()
  .min(0)
  .openapi({ description: 'How many more diagnostics the source has than are listed.', example: 0 });

/** A check's diagnostics as the API writes them: the fields of the schema, nothing else. */
export const diagnosticsJson = (result: CheckResult): z.infer<typeof DiagnosticOutput>[] =>
  result.diagnostics.map(({ line, column, endLine, endColumn, severity, message }) => ({
    line,
    column,
    endLine,
    endColumn,
    severity,
    message,
  }));
