/**
 * The game routes' requests and answers, as zod schemas: validation, types and OpenAPI at once.
 * Answers' lists are read-only, as the table module builds them.
 */
import { z } from '@hono/zod-openapi';
import {
  BookInput,
  BookOptionsInput,
  CallInput,
  CallOutput,
  CardInput,
  DealInput,
  HandOutput,
  ScoreOutput,
  SeatOutput,
  SeatInput,
  SeedInput,
  Tricks,
  TrickOutput,
  VulnerabilityInput,
  VulnerabilityOutput,
  orNull,
} from '../schemas.ts';
import { AnalysisOutput, ExportsOutput } from '../deals/schemas.ts';
import { customIssue } from '../errors.ts';
import { UNKNOWN_GAME_MESSAGE } from './errors.ts';

/** 128 random bits, base64url: 22 characters. */
export const GAME_ID = /^[A-Za-z0-9_-]{22}$/;

export const GameParams = z.object({
  id: z
    .string()
    // Any other shape names no game: a 404 like an unknown id (the default hook gives path errors 404).
    .refine((id) => GAME_ID.test(id), { error: UNKNOWN_GAME_MESSAGE, params: { code: 'unknown-game' } })
    .openapi({
      param: { name: 'id', in: 'path' },
      description: 'The game’s id, as POST /games gave it: 22 characters, 128 random bits.',
      example: 'q5Zb0vXH3lQ2mJd8sR1wYA',
    }),
});

const Version = z
  .int()
  .min(0)
  .optional()
  .openapi({
    description:
      'The version of the view you acted on. When the game has moved past it (another tab, a request sent twice), ' +
      'the answer is 409 stale-version and nothing changes. Leave it out to act on the game as it stands.',
    example: 4,
  });

export const NewGameRequest = z
  .object({
    vulnerability: VulnerabilityInput.openapi({
      description: 'Who is vulnerable for the whole deal: NS, EW or Both (the game card), or None.',
    }),
    seed: SeedInput.optional().openapi({
      description:
        "For a reproducible deal: the same seed deals the same cards (with `deal`, it seeds the robots' card play only). Random when missing.",
    }),
    deal: DealInput.optional().openapi({
      description:
        "A deal of your own to play (an imported board's `deal`): the four hands, PBN. Dealt from the seed when missing. You sit South.",
    }),
    dealer: SeatInput.optional().openapi({
      description: "With `deal`: who deals (the board's dealer); South when missing. The robots before you call first.",
    }),
    options: BookOptionsInput.openapi({
      description:
        "Options of the book every robot of the game bids with (GET /api/v1/system lists them); none unless given. The game's record keeps them.",
    }),
    book: BookInput.openapi({
      description:
        "A book of one's own every robot of the game bids by and reads the auction with: the id POST /api/v1/books gave it. The SAYC book when missing. The game's record and PBN name it.",
    }),
  })
  .openapi('NewGameRequest')
  .superRefine(({ deal, dealer }, ctx) => {
    if (dealer !== undefined && deal === undefined)
      customIssue(ctx, 'invalid-value', 'dealer is given only with a deal of your own', ['dealer']);
  });

export const CallRequest = z.object({ call: CallInput, version: Version }).openapi('GameCallRequest');
export const PlayRequest = z
  .object({ card: CardInput.openapi({ description: "Your card, or dummy's when you declare: SA, HT, S10, ♠A." }), version: Version })
  .openapi('GamePlayRequest');
export const ClaimRequest = z
  .object({
    tricks: Tricks.openapi({ description: 'How many of the tricks left you claim (the trick in progress counts as left).', example: 3 }),
    version: Version,
  })
  .openapi('GameClaimRequest');
export const UndoRequest = z.object({ version: Version }).openapi('GameUndoRequest');

export const ReadQuery = z.object({
  since: z.coerce.number().int().min(0).optional().openapi({
    description: 'Answer once the game’s version is above this: at once if it is already, else when it changes or the wait ends (304).',
    example: 4,
  }),
  wait: z.coerce
    .number()
    .min(0)
    .max(25)
    .optional()
    .openapi({ description: 'With since: how many seconds to wait for a change, 0 to 25 (20 when missing).', example: 20 }),
});

const CallWithMeaning = z
  .object({
    seat: SeatOutput,
    call: CallOutput,
    meaning: z
      .string()
      .nullable()
      .openapi({ description: 'What the call shows, read from the auction by the SAYC book; null when it shows nothing.' }),
  })
  .openapi('GameCall');
const ClaimOutput = z.object({ seat: SeatOutput, tricks: z.number().int() }).openapi('Claim');
const Phase = z.enum(['auction', 'play', 'done']);

/** What both the view and the record show of a game. */
const sharedFields = {
  version: z.number().int().openapi({ description: 'Goes up with every change: compare, or poll with ?since.' }),
  phase: Phase,
  dealer: SeatOutput,
  vulnerability: VulnerabilityOutput,
  auction: z.array(CallWithMeaning).readonly(),
  contract: z.string().nullable().openapi({ description: '4S, 3NTX, Pass (passed out); null during the auction.', example: '4S' }),
  declarer: orNull(SeatOutput),
  tricks: z.array(TrickOutput).readonly(),
  claim: orNull(ClaimOutput),
  result: z.number().int().nullable().openapi({ description: 'Tricks the declarer took, once the deal is over.' }),
  score: orNull(ScoreOutput),
  deal: z.string().nullable().openapi({ description: 'All four hands (PBN, North first), only once the deal is over.' }),
};

export const GameView = z
  .object({
    ...sharedFields,
    seat: SeatOutput.openapi({ description: 'Whose view this is: always S, the player.' }),
    turn: orNull(SeatOutput).openapi({
      description: "Whose call or card is next; the dummy's seat when the declarer plays from dummy; null at the end.",
    }),
    legal: z.array(z.string()).readonly().openapi({
      description:
        'The calls or cards you may choose now (dummy’s when you declare and it is dummy’s turn); empty when you have nothing to do.',
    }),
    hand: HandOutput,
    dummy: z
      .object({ seat: SeatOutput, hand: HandOutput })
      .nullable()
      .openapi({ description: 'The dummy, once the opening lead is made.' }),
    tricksWon: z.object({ NS: z.number().int(), EW: z.number().int() }),
    canUndo: z.boolean(),
    canClaim: z.boolean(),
  })
  .openapi('GameView', { description: 'What South may see of the game, and nothing more.' });

export const ViewAnswer = z.object({ view: GameView }).openapi('GameViewAnswer');
export const NewGameAnswer = z.object({ id: z.string().openapi({ example: 'q5Zb0vXH3lQ2mJd8sR1wYA' }), view: GameView }).openapi('NewGame');

export const HintAnswer = z
  .object({
    action: z.string().openapi({ description: 'The call or card the robot would choose for you.', example: '1S' }),
    reason: z.string().openapi({ description: 'Why, in plain words.' }),
  })
  .openapi('GameHint');

const RecordEntry = z
  .object({
    version: z.number().int(),
    seat: SeatOutput.openapi({ description: "Who chose: the declarer for dummy's cards." }),
    kind: z.enum(['call', 'play', 'claim', 'undo']),
    call: CallOutput.optional(),
    card: z.string().optional(),
    tricks: z.number().int().optional(),
    undone: z.boolean().openapi({ description: 'Taken back by a later undo.' }),
  })
  .openapi('GameLogEntry');

export const GameRecord = z
  .object({
    ...sharedFields,
    seed: z.string().nullable().openapi({ description: 'The seed of the deal, once the deal is over.' }),
    log: z.array(RecordEntry).readonly().openapi({ description: 'Everything done, in order, undos and what they took back included.' }),
    options: z
      .array(z.string())
      .readonly()
      .openapi({
        description: 'The options of the book the game is played with (every robot bids with them).',
        example: ['Roman Keycard Blackwood'],
      }),
    book: z.string().openapi({
      description: "The book the game is played by: the id of a book of one's own (POST /api/v1/books), or SAYC.",
      example: 'SAYC',
    }),
    analysis: orNull(AnalysisOutput).openapi({
      description:
        "Once the deal is over: the double-dummy table and par, every card with what it cost its side (`cards`), South's calls the book would have made otherwise (`calls`), and the PBN with the DD tags. Null before, or when the solver's budget ran out (analysisError).",
    }),
    analysisError: z
      .string()
      .nullable()
      .openapi({ description: 'Why there is no analysis of a finished game (the rare deal past DD_MAX_NODES).' }),
    exports: orNull(ExportsOutput).openapi({
      description: "Once the deal is over: the game as PBN (with the DD tags), LIN and a link to BBO's hand viewer.",
    }),
  })
  .openapi('GameRecord');
