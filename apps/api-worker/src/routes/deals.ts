/**
 * Deals brought in: a PBN or LIN file imported as hand records (every board, each call's meaning by
 * the book, what the import overrode, and the boards it could not read), and a board analysed on
 * its own (the double-dummy table and par, what each card and call cost, and its exports) — one
 * request a board, so a page can show its progress through a session.
 */
import { OpenAPIHono, createRoute, type z } from '@hono/zod-openapi';
import type { TypedResponse } from 'hono';
import {
  parseDealFile,
  settleRecord,
  type BoardError,
  type DealRecord,
  type ImportWarning,
  type RecordedCall,
} from '@tenace/engine/formats';
import { analyseRecord, handRecordJson, recordExports } from '@tenace/trainer';
import { bookRefused, unknownBookResponse } from '../books/answers.ts';
import { chooseBook } from '../books/resolve.ts';
import { outOfBudget, outOfBudgetResponse } from '../budget.ts';
import {
  AnalyseAnswer,
  AnalyseRequest,
  type HandRecordOutput,
  IMPORT_BODY_BYTES,
  ImportAnswer,
  ImportRefusal,
  ImportRequest,
} from '../deals/schemas.ts';
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
    const warned = new Map<number, ImportWarning[]>();
    for (const w of warnings) warned.set(w.index, [...(warned.get(w.index) ?? []), w]);
    const board = (i: number): z.infer<typeof HandRecordOutput> => {
      const index = places[i] ?? i;
      const record = boards[i] as DealRecord;
      return {
        index,
        ...handRecordJson(record, book.value.rules, lang, exports),
        warnings: (warned.get(index) ?? []).map((w) => ({ code: w.code, message: w.message, line: w.line ?? null })),
      };
    };
    // Board by board as the client reads: a championship's answer is some 14 MB of JSON, which
    // built whole would take most of an isolate's 128 MB beside the boards read.
    const head = `{"format":${JSON.stringify(file.format)},"failed":${JSON.stringify(failed.map(failedJson))},"boards":[`;
    const encoder = new TextEncoder();
    let next = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (next === 0) controller.enqueue(encoder.encode(head));
        if (next >= boards.length) {
          controller.enqueue(encoder.encode(']}'));
          controller.close();
          return;
        }
        // A few boards a chunk: fewer, larger writes.
        const chunk: string[] = [];
        for (const end = Math.min(boards.length, next + 50); next < end; next++) chunk.push(JSON.stringify(board(next)));
        controller.enqueue(encoder.encode((next - chunk.length > 0 ? ',' : '') + chunk.join(',')));
      },
    });
    // The body is ImportAnswer's JSON, written by hand in pieces: the type says so (the unit tests
    // check the answer against the OpenAPI document's schema).
    const answer = c.body(body, 200, { 'content-type': 'application/json; charset=utf-8' });
    return answer as unknown as TypedResponse<z.infer<typeof ImportAnswer>, 200, 'json'>;
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
      site,
      date,
      scoring,
      players,
    } = c.req.valid('json');
    const book = await chooseBook(c.env, name, options);
    if (!book.ok) return bookRefused(c, book.error);
    const settled = settleRecord(
      {
        ...(board == null ? {} : { board }),
        ...(event == null ? {} : { event }),
        ...(site == null ? {} : { site }),
        ...(date == null ? {} : { date }),
        ...(scoring == null ? {} : { scoring }),
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
