/**
 * The deals routes' requests and answers (a file of boards imported, a board analysed), as zod
 * schemas: validation, types and OpenAPI at once.
 */
import { z } from '@hono/zod-openapi';
import { BOARD_ERROR_CODES, DEAL_FILE_FORMATS, IMPORT_WARNING_CODES } from '@tenace/engine/formats';
import { ErrorResponse } from '../errors.ts';
import {
  BookInput,
  BookOptionsInput,
  CallInput,
  CallOutput,
  CardInput,
  ContractInput,
  DealInput,
  DoubleDummyFields,
  HandOutput,
  ScoreOutput,
  SeatInput,
  SeatOutput,
  Tricks,
  TrickOutput,
  VulnerabilityInput,
  VulnerabilityOutput,
  orNull,
} from '../schemas.ts';

/** Largest file an import reads: a championship's PBN of 7,632 games is some 2 MB. */
export const IMPORT_BODY_BYTES = 4 * 1024 * 1024;

export const ImportRequest = z
  .object({
    text: z.string({ error: 'the text should be the PBN or LIN file, as text' }).openapi({
      description: 'The whole file, PBN or BBO LIN: a session of boards, or a championship (the body may be up to 4 MiB).',
      example: '[Board "1"]\n[Dealer "N"]\n[Vulnerable "None"]\n[Deal "N:AKQ2.K93.T8.QJ43 …"]\n…',
    }),
    format: z.enum(DEAL_FILE_FORMATS).optional().openapi({
      description: 'pbn or lin; told from the text when missing (LIN when it holds a LIN deal or player pair before any PBN tag).',
    }),
    book: BookInput.openapi({
      description: "The book whose meanings each call is given: a book of one's own (its id), SAYC when missing.",
    }),
    options: BookOptionsInput,
    exports: z.boolean({ error: 'exports should be true or false' }).optional().openapi({
      description:
        "Whether each board carries its PBN, LIN and hand-viewer link (false when missing: they triple the answer's size; POST /deals/analyse gives them, with the double-dummy tags).",
    }),
  })
  .openapi('DealImportRequest');

const Line = orNull(z.number().int()).openapi({
  description: 'The line of the file the problem is on (or the board starts on), when known.',
});

const BoardWarning = z
  .object({
    code: z.enum(IMPORT_WARNING_CODES).openapi({
      description:
        'What the import overrode or assumed: contract-mismatch, declarer-mismatch, result-mismatch, score-mismatch (a tag the calls and cards contradict: they win), play-dropped (cards that cannot be played, and those after them), tag-ignored (a tag that cannot be read), tag-inherited (a tag missing where the file is ambiguous, taken from the game before).',
    }),
    message: z.string().openapi({ example: 'board 3: the Contract tag says 4S, but the auction ends in 4H; the auction is kept' }),
    line: Line,
  })
  .openapi('BoardWarning');

const HandRecordCall = z
  .object({
    seat: SeatOutput,
    call: CallOutput,
    meaning: z
      .string()
      .nullable()
      .openapi({ description: 'What the call shows by the book, read from the auction; null when it reads nothing.' }),
    note: z.string().nullable().openapi({ description: "The file's own explanation of the call (PBN note, LIN an)." }),
    alert: z.boolean(),
  })
  .openapi('HandRecordCall');

const ExportFields = {
  pbn: z.string().openapi({ description: 'The board as PBN 2.1 (export format).' }),
  lin: z.string().openapi({ description: 'The board as BBO LIN.' }),
  handviewer: z.string().openapi({
    description: "A link that opens the board in BBO's hand viewer.",
    example: 'https://www.bridgebase.com/tools/handviewer.html?lin=pn%7C…',
  }),
};

export const HandRecordOutput = z
  .object({
    index: z.number().int().openapi({ description: 'Its place among all the games of the file, read or not, from 0.' }),
    board: z.string().nullable().openapi({ description: 'The board number or name the file gives.', example: '7' }),
    event: z.string().nullable(),
    site: z.string().nullable(),
    date: z.string().nullable().openapi({ description: 'As the file gives it (PBN: YYYY.MM.DD).', example: '2026.12.01' }),
    scoring: z.string().nullable().openapi({ description: 'The scoring the file names (PBN Scoring).', example: 'IMP' }),
    players: z.object({ N: z.string().optional(), E: z.string().optional(), S: z.string().optional(), W: z.string().optional() }),
    dealer: SeatOutput,
    vulnerability: VulnerabilityOutput,
    deal: z.string().openapi({ description: 'All four hands, PBN, North first: what POST /games and /deals/analyse take.' }),
    hands: z.object({ N: HandOutput, E: HandOutput, S: HandOutput, W: HandOutput }),
    auction: z.array(HandRecordCall).readonly(),
    contract: z.string().nullable().openapi({ description: '4S, 3NTX, Pass (passed out); null when the file gives none.', example: '4S' }),
    declarer: orNull(SeatOutput),
    play: z.array(z.string()).readonly().openapi({ description: 'The cards in the order played, from the opening lead.' }),
    tricks: z.array(TrickOutput).readonly().openapi({ description: 'The play trick by trick; the winner null for a trick not finished.' }),
    result: z.number().int().nullable().openapi({ description: 'Tricks the declarer took (from the play, a claim, or the Result tag).' }),
    score: orNull(ScoreOutput),
    warnings: z
      .array(BoardWarning)
      .readonly()
      .openapi({ description: 'What the import overrode in this board (the board is imported as its calls and cards show it).' }),
    // Only with `exports`: a championship's answer would be three times the size.
    pbn: ExportFields.pbn.optional(),
    lin: ExportFields.lin.optional(),
    handviewer: ExportFields.handviewer.optional(),
  })
  .openapi('HandRecord');

const FailedBoard = z
  .object({
    index: z.number().int(),
    board: z.string().nullable(),
    line: Line,
    code: z.enum(BOARD_ERROR_CODES).openapi({
      description: 'The part that cannot be read: syntax, deal, dealer, vulnerability or auction (a call against the laws).',
    }),
    message: z.string().openapi({ example: 'board 12: the Deal tag: South’s hand has 12 cards; a hand has 13' }),
  })
  .openapi('FailedBoard');

export const ImportAnswer = z
  .object({
    format: z.enum(DEAL_FILE_FORMATS),
    boards: z.array(HandRecordOutput).readonly(),
    failed: z
      .array(FailedBoard)
      .readonly()
      .openapi({ description: 'The games that could not be read; the others are imported all the same.' }),
  })
  .openapi('DealImport');

/** A file with no board read: the one error shape, with the boards that failed and why. */
export const ImportRefusal = z
  .object({
    error: ErrorResponse.shape.error.extend({
      failed: z
        .array(FailedBoard)
        .readonly()
        .openapi({ description: 'With no-readable-board: every game of the file and why it could not be read.' }),
    }),
  })
  .openapi('DealImportRefusal');

const AuctionEntry = z.union(
  [
    CallInput,
    z.object({
      call: CallInput,
      note: z.string().nullable().optional(),
      alert: z.boolean().optional(),
    }),
  ],
  { error: 'each call of the auction should be a call such as "1H", or {"call", "note"?, "alert"?} as the import gives it' },
);

export const AnalyseRequest = z
  .object({
    deal: DealInput,
    dealer: SeatInput,
    vulnerability: VulnerabilityInput,
    auction: z.array(AuctionEntry).optional().openapi({
      description: 'The calls from the dealer on, as strings or as the import gives them ({"call", "note", "alert"}); none when missing.',
    }),
    play: z
      .array(CardInput)
      .optional()
      .openapi({ description: 'The cards in the order played, from the opening lead; none when missing.' }),
    contract: ContractInput.nullable().optional().openapi({
      description: 'The contract when there is no auction to give it (a hand record of results only); the auction wins over it.',
    }),
    declarer: SeatInput.nullable().optional().openapi({ description: 'With contract: its declarer.' }),
    result: Tricks.nullable().optional().openapi({
      description: "The declarer's tricks when the play stops early (a claim); the play's own count when it is complete.",
    }),
    board: z.string().nullable().optional(),
    event: z.string().nullable().optional(),
    site: z.string().nullable().optional(),
    date: z.string().nullable().optional(),
    scoring: z.string().nullable().optional(),
    players: z
      .object({ N: z.string().optional(), E: z.string().optional(), S: z.string().optional(), W: z.string().optional() })
      .optional(),
    seats: z
      .array(SeatInput)
      .optional()
      .openapi({ description: 'Whose calls are marked against the book: every seat when missing.', example: ['S'] }),
    book: BookInput,
    options: BookOptionsInput,
  })
  .openapi('DealAnalyseRequest', {
    description: 'A board as POST /deals/import gives it (its other fields are ignored), or one of your own.',
  });

const CardCost = z
  .object({
    index: z.number().int().openapi({ description: "The card's place in the play, from 0." }),
    trick: z.number().int().openapi({ description: 'The trick, from 1.' }),
    seat: SeatOutput,
    card: z.string().openapi({ example: 'DJ' }),
    before: z.number().int().openapi({
      description: "The tricks the card's side takes in the whole deal, double dummy, before the card (those already won included).",
      example: 9,
    }),
    after: z.number().int().openapi({ description: 'The same after the card: before − after tricks given up.', example: 8 }),
    kept: z
      .array(z.string())
      .readonly()
      .openapi({ description: 'When the card gave tricks up: the cards that would have kept them.', example: ['DK', 'DQ'] }),
  })
  .openapi('CardCost');

const CallCost = z
  .object({
    index: z.number().int().openapi({ description: "The call's place in the auction, from 0." }),
    seat: SeatOutput,
    call: CallOutput,
    meaning: z.string().nullable().openapi({ description: 'What the call means by the book, when a rule could make it there.' }),
    bookCall: CallOutput.openapi({ description: "The book's call (the robot's, past the rules)." }),
    bookMeaning: z.string(),
    why: z.string().openapi({ description: "Why the book did not make the call, as POST /mark's why says it." }),
  })
  .openapi('CallCost');

/** What an analysis gives, a finished game's record included. */
export const AnalysisFields = {
  ...DoubleDummyFields,
  cards: z
    .array(CardCost)
    .readonly()
    .openapi({ description: 'Every card played, with what it cost its side; empty when nothing was played.' }),
  calls: z.array(CallCost).readonly().openapi({ description: 'The calls (of the seats asked) the book would have made otherwise.' }),
  pbn: z.string().openapi({ description: 'The board as PBN 2.1 with OptimumResultTable, OptimumScore and ParContract.' }),
};

export const AnalysisOutput = z.object(AnalysisFields).openapi('DealAnalysis');

export const AnalyseAnswer = z
  .object({
    ...AnalysisFields,
    lin: ExportFields.lin,
    handviewer: ExportFields.handviewer,
    warnings: z
      .array(BoardWarning.omit({ line: true }))
      .readonly()
      .openapi({
        description:
          'What the board as sent overrode: a card that cannot be played is left out with those after it (play-dropped), and so on.',
      }),
  })
  .openapi('DealAnalyseAnswer');

/** A game's exports: PBN (with the double-dummy tags), LIN and a hand-viewer link. */
export const ExportsOutput = z.object(ExportFields).openapi('DealExports');
