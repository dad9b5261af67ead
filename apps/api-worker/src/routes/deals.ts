/**
 * Deals brought in: a PBN or LIN file imported as hand records (every board, each call's meaning by
 * the book, what the import overrode, and the boards it could not read), and a board analysed on
 * its own (the double-dummy table and par, what each card and call cost, and its exports) — one
 * request a board, so a page can show its progress through a session.
 */
import { OpenAPIHono, createRoute } from '@hono/zod-openapi';
import { parseDealFile, settleRecord, type BoardError, type DealRecord, type RecordedCall } from '@tenace/engine/formats';
import { analyseRecord, handRecordJson, recordExports } from '@tenace/trainer';
import { bookRefused, unknownBookResponse } from '../books/answers.ts';
import { chooseBook } from '../books/resolve.ts';
import { outOfBudget, outOfBudgetResponse } from '../budget.ts';
import { AnalyseAnswer, AnalyseRequest, IMPORT_BODY_BYTES, ImportAnswer, ImportRefusal, ImportRequest } from '../deals/schemas.ts';
import type { ApiEnv } from '../env.ts';
import { ErrorResponse, errorResponse } from '../errors.ts';
import { jsonBody, jsonBodyUpTo } from '../json-body.ts';
import { LangQuery, language, requestLanguage } from '../language.ts';
import { badInputResponses, jsonRequest, jsonResponse } from '../openapi.ts';
import { rateLimited, rateLimitedResponse } from '../rate-limit.ts';
import { ddMaxNodes } from '../settings.ts';

const importRoute = createRoute({
  method: 'post',
  path: '/deals/import',
  tags: ['Deals'],
  summary: 'Import a PBN or LIN file: every board as a hand record, each call with its meaning by the book',
  middleware: [rateLimited('DEAL_IMPORT_LIMITER'), language, jsonBodyUpTo(IMPORT_BODY_BYTES)] as const,
  request: { ...jsonRequest(ImportRequest), query: LangQuery },
  responses: {
    200: jsonResponse(ImportAnswer, 'Every board read, with its warnings, and the games that could not be read.'),
    400: badInputResponses[400],
    ...unknownBookResponse,
    413: jsonResponse(ErrorResponse, 'The body is larger than 4 MiB.'),
    422: jsonResponse(
      ImportRefusal,
      'No board could be read: the file holds none (empty-file), or none can be read (no-readable-board, with every failure).',
    ),
    ...rateLimitedResponse,
  },
});

const analyseRoute = createRoute({
  method: 'post',
  path: '/deals/analyse',
  tags: ['Deals'],
  summary:
    'Analyse one board: its double-dummy table and par, what each card and call cost, and its PBN (with the DD tags), LIN and hand-viewer link',
  middleware: [rateLimited('DEAL_ANALYSE_LIMITER'), language, jsonBody] as const,
  request: { ...jsonRequest(AnalyseRequest), query: LangQuery },
  responses: {
    200: jsonResponse(AnalyseAnswer, 'The analysis of the board.'),
    ...badInputResponses,
    ...unknownBookResponse,
    422: jsonResponse(ErrorResponse, 'A call of the auction is against the laws (illegal-call); the message says which and why.'),
    ...rateLimitedResponse,
    ...outOfBudgetResponse,
  },
});

const recordedCall = (
  entry: { call: RecordedCall['call']; note?: string | null; alert?: boolean } | RecordedCall['call'],
): RecordedCall => {
  if (!('call' in entry)) return { call: entry };
  return { call: entry.call, ...(entry.note == null ? {} : { note: entry.note }), ...(entry.alert === true ? { alert: true } : {}) };
};

export const dealRoutes = new OpenAPIHono<ApiEnv>()
  .openapi(importRoute, async (c) => {
    const { text, format, book: name, options = [], exports = false } = c.req.valid('json');
    const book = await chooseBook(c.env, name, options);
    if (!book.ok) return bookRefused(c, book.error);
    const file = parseDealFile(text, format);
    if (!file.read.ok) {
      const { code, message, failed } = file.read.error;
      return c.json({ error: { code, message, path: ['text'], failed: failed.map(failedJson) } }, 422);
    }
    const lang = requestLanguage(c);
    const { boards, warnings, failed } = file.read.value;
    // Every game of the file is read or failed: the boards read take the places the failures leave.
    const failedAt = new Set(failed.map((f) => f.index));
    const places: number[] = [];
    for (let index = 0; places.length < boards.length; index++) if (!failedAt.has(index)) places.push(index);
    return c.json(
      {
        format: file.format,
        boards: boards.map((record, i) => {
          const index = places[i] ?? i;
          return {
            index,
            ...handRecordJson(record, book.value.rules, lang, exports),
            warnings: warnings.filter((w) => w.index === index).map((w) => ({ code: w.code, message: w.message, line: w.line ?? null })),
          };
        }),
        failed: failed.map(failedJson),
      },
      200,
    );
  })
  .openapi(analyseRoute, async (c) => {
    const {
      book: name,
      options = [],
      seats,
      auction = [],
      play = [],
      result,
      contract,
      declarer,
      deal,
      dealer,
      vulnerability,
      board,
      event,
      players,
    } = c.req.valid('json');
    const book = await chooseBook(c.env, name, options);
    if (!book.ok) return bookRefused(c, book.error);
    const settled = settleRecord(
      {
        ...(board == null ? {} : { board }),
        ...(event == null ? {} : { event }),
        ...(players === undefined ? {} : { players }),
        dealer,
        vulnerability,
        deal,
        auction: auction.map(recordedCall),
        play,
      },
      {
        ...(result == null ? {} : { result }),
        // A hand record of results only states its contract; an auction, when given, wins over it.
        ...(contract == null ? {} : { contract: contract === 'passed-out' || declarer == null ? contract : { ...contract, declarer } }),
      },
    );
    if (!settled.ok) return errorResponse(c, 422, { code: 'illegal-call', message: settled.error.message, path: ['auction'] });
    const record: DealRecord = settled.value.record;
    const limit = ddMaxNodes(c.env);
    const analysis = analyseRecord(record, {
      book: book.value.rules,
      language: requestLanguage(c),
      limits: { maxNodes: limit },
      ...(seats === undefined ? {} : { seats }),
    });
    if (!analysis.ok) return outOfBudget(c, limit);
    const { lin, handviewer } = recordExports(record);
    return c.json(
      { ...analysis.value, lin, handviewer, warnings: settled.value.warnings.map(({ code, message }) => ({ code, message })) },
      200,
    );
  });

/** A board that could not be read, in the API's shape. */
const failedJson = (f: BoardError) => ({ index: f.index, board: f.board ?? null, line: f.line ?? null, code: f.code, message: f.message });
