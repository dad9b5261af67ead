/**
 * Calls API v1 on the page's own origin. Every failure becomes an ApiProblem that a page can put in
 * words: the API's own message for a refused request, or what went wrong on the way.
 */
import { withOptions } from '../app/book-options.ts';
import { readMyBook } from '../app/my-book.ts';
import type { Language } from '../i18n/messages.ts';
import type { BidRequest, Book, RulesCheck, StoredBook } from './generated.ts';
import type {
  ApiAnswers,
  BiddingSystem,
  DealAnalyseAnswer,
  DealImport,
  DoubleDummy,
  Evaluation,
  GameHint,
  GameRecord,
  GameView,
  HandRecord,
  Mark,
  NewGame,
  PracticeDeal,
  QuizItem,
  RobotCall,
  Score,
} from './types.ts';

export const API_BASE = '/api/v1';

/**
 * The language the API gives the rule book's words in: the page's, set by the LanguageProvider.
 * Sent on every request as Accept-Language, so the browser's own preference never overrides the
 * page's choice.
 */
let bookLanguage: Language = 'en';
export function setBookLanguage(language: Language): void {
  bookLanguage = language;
}

export type Problem =
  /** The API refused the request and said why (4xx with the error shape, or a 503 that explains). */
  | { readonly kind: 'refused'; readonly status: number; readonly code: string; readonly message: string }
  /** The server answered without a usable body (a 5xx, a proxy's page). */
  | { readonly kind: 'server'; readonly status: number }
  /** No answer at all: offline, the server stopped, the request was cut. */
  | { readonly kind: 'network' };

export class ApiProblem extends Error {
  constructor(readonly problem: Problem) {
    super(problem.kind === 'refused' ? problem.message : problem.kind);
    this.name = 'ApiProblem';
  }
}

/** The error object of the API's one error shape, when `body` has it. */
function errorOf(body: unknown): { code: string; message: string } | undefined {
  if (typeof body !== 'object' || body === null || !('error' in body)) return undefined;
  const error: unknown = body.error;
  if (typeof error !== 'object' || error === null || !('message' in error) || typeof error.message !== 'string') return undefined;
  const code = 'code' in error && typeof error.code === 'string' ? error.code : 'error';
  return { code, message: error.message };
}

async function request<T>(method: string, path: string, body?: unknown, signal?: AbortSignal, language = bookLanguage): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}`, {
      method,
      headers: { 'Accept-Language': language, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      ...(signal === undefined ? {} : { signal }),
    });
  } catch (error) {
    if (signal?.aborted === true) throw error;
    throw new ApiProblem({ kind: 'network' });
  }
  let parsed: unknown;
  try {
    parsed = await response.json();
  } catch {
    throw new ApiProblem({ kind: 'server', status: response.status });
  }
  if (response.ok && typeof parsed === 'object' && parsed !== null) return parsed as T;
  const error = errorOf(parsed);
  if (error !== undefined) throw new ApiProblem({ kind: 'refused', status: response.status, ...error });
  throw new ApiProblem({ kind: 'server', status: response.status });
}

/** An operation of the API by method and path, as the OpenAPI document names it: `POST /dd`, `GET /games/{id}`. */
type Route = keyof ApiAnswers;

/** A body and a signal for any route; the game's id for a route under /games/{id}, and only there. */
type Ask<R extends Route> = {
  readonly body?: unknown;
  readonly signal?: AbortSignal;
  readonly language?: Language;
} & (R extends `${string}{id}${string}` ? { readonly id: string } : { readonly id?: undefined });

/** The path of `route` under API_BASE, its `{id}` filled in. */
function pathOf(route: Route, id: string | undefined): string {
  const path = route.slice(route.indexOf(' ') + 1);
  return id === undefined ? path : path.replace('{id}', encodeURIComponent(id));
}

/**
 * Calls `route`. The answer's type is the one the API documents for that route (ApiAnswers), so a
 * page cannot take one route's answer for another's.
 */
function ask<R extends Route>(route: R, { body, signal, id, language }: Ask<R>): Promise<ApiAnswers[R]> {
  return request(route.slice(0, route.indexOf(' ')), pathOf(route, id), body, signal, language);
}

/** The fields of a bidding situation, as /bid and /mark take them. */
export type BiddingSituation = Pick<BidRequest, 'hand' | 'dealer' | 'vulnerability' | 'auction'>;

export const api = {
  practiceDeal: (seed?: string): Promise<PracticeDeal> => ask('POST /practice-deal', { body: seed === undefined ? {} : { seed } }),
  /** `options`: the book's options to play (none: the book as it is); /mark, /quiz and /games the same. */
  bid: (situation: BiddingSituation, options?: readonly string[]): Promise<RobotCall> =>
    ask('POST /bid', { body: withOptions(situation, options) }),
  /** Marked by the book remembered, or by `book` when given (a quiz's answer goes to the book it was asked by). */
  mark: (situation: BiddingSituation, call: string, options?: readonly string[], book?: string): Promise<Mark> =>
    ask('POST /mark', { body: withOptions({ ...situation, call }, options, book) }),
  quiz: (topic?: string, options?: readonly string[]): Promise<QuizItem> =>
    ask('POST /quiz', { body: withOptions(topic === undefined ? {} : { topic }, options) }),
  system: (language?: Language): Promise<BiddingSystem> => ask('GET /system', language === undefined ? {} : { language }),
  evaluate: (hand: string): Promise<Evaluation> => ask('POST /evaluate', { body: { hand } }),
  score: (contract: string, declarer: string, vulnerability: string, tricks: number): Promise<Score> =>
    ask('POST /score', { body: { contract, declarer, vulnerability, tricks } }),
  dd: (deal: string, vulnerability: string, dealer: string, signal?: AbortSignal): Promise<DoubleDummy> =>
    ask('POST /dd', { body: { deal, vulnerability, dealer }, signal }),
};

const viewOf = (answer: Promise<{ readonly view: GameView }>): Promise<GameView> => answer.then((a) => a.view);

/**
 * A game's routes. Each action sends the `version` of the view it was chosen on, so a request sent
 * twice (a double click, a retry after a lost answer) is refused with 409 stale-version, never
 * applied twice.
 */
export const games = {
  create: (vulnerability: string, seed?: string, options?: readonly string[]): Promise<NewGame> =>
    ask('POST /games', { body: withOptions(seed === undefined ? { vulnerability } : { vulnerability, seed }, options) }),
  read: (id: string): Promise<GameView> => viewOf(ask('GET /games/{id}', { id })),
  call: (id: string, call: string, version: number): Promise<GameView> =>
    viewOf(ask('POST /games/{id}/calls', { id, body: { call, version } })),
  play: (id: string, card: string, version: number): Promise<GameView> =>
    viewOf(ask('POST /games/{id}/plays', { id, body: { card, version } })),
  claim: (id: string, tricks: number, version: number): Promise<GameView> =>
    viewOf(ask('POST /games/{id}/claim', { id, body: { tricks, version } })),
  /** A game on a deal of one's own (an imported board's): South from the board's dealer's first call on. */
  createOnDeal: (board: Pick<HandRecord, 'deal' | 'dealer' | 'vulnerability'>, options?: readonly string[]): Promise<NewGame> =>
    ask('POST /games', { body: withOptions({ deal: board.deal, dealer: board.dealer, vulnerability: board.vulnerability }, options) }),
  undo: (id: string, version: number): Promise<GameView> => viewOf(ask('POST /games/{id}/undo', { id, body: { version } })),
  hint: (id: string): Promise<GameHint> => ask('POST /games/{id}/hint', { id }),
  record: (id: string): Promise<GameRecord> => ask('GET /games/{id}/record', { id }),
  /** Where the browser downloads the finished game as a PBN file. */
  pbnUrl: (id: string): string => `${API_BASE}${pathOf('GET /games/{id}/pbn', id)}`,
};

/** The largest file of deals the API reads (its body limit for POST /deals/import). */
export const IMPORT_LIMIT_BYTES = 4 * 1024 * 1024;

/**
 * Files of deals brought in: read on the server, kept in the browser. Each board is analysed on its
 * own request, so a page can show its progress through a session.
 */
export const deals = {
  import: (text: string, format?: 'pbn' | 'lin', options?: readonly string[]): Promise<DealImport> =>
    ask('POST /deals/import', { body: withOptions(format === undefined ? { text } : { text, format }, options) }),
  analyse: (board: HandRecord, options?: readonly string[], signal?: AbortSignal): Promise<DealAnalyseAnswer> =>
    ask('POST /deals/analyse', { body: withOptions(analyseBody(board), options), signal }),
};

/** What /deals/analyse reads of an imported board (it ignores the rest, which need not travel). */
const analyseBody = (board: HandRecord): object => ({
  deal: board.deal,
  dealer: board.dealer,
  vulnerability: board.vulnerability,
  auction: board.auction.map(({ call, note, alert }) => ({ call, note, alert })),
  play: board.play,
  // A hand record of results only has no auction to give the contract: the file's tags do.
  contract: board.contract,
  declarer: board.declarer,
  result: board.result,
  board: board.board,
  event: board.event,
  site: board.site,
  date: board.date,
  scoring: board.scoring,
  players: board.players,
});

/** GET /system for `book` (a book of one's own by id; SAYC when undefined), its meanings in `language`. */
export const systemOf = (book: string | undefined, language: Language = bookLanguage): Promise<BiddingSystem> =>
  book === undefined ? api.system(language) : request('GET', `/system?book=${encodeURIComponent(book)}`, undefined, undefined, language);

// The book to read is the one remembered (my-book.ts): one request a book and language serves the book and the quiz topics.
const systems = new Map<string, Promise<BiddingSystem>>();

/** Forgets the books loaded (the tests: each fakes its own API). */
export function forgetLoadedSystem(): void {
  systems.clear();
}

export function loadBookSystem(language: Language = bookLanguage): Promise<BiddingSystem> {
  const book = readMyBook()?.id;
  const key = `${language} ${book ?? ''}`;
  const known = systems.get(key);
  if (known !== undefined) return known;
  const loading = systemOf(book, language).catch((error: unknown) => {
    systems.delete(key);
    throw error;
  });
  systems.set(key, loading);
  return loading;
}

/** The books of one's own (My book page): checked as typed, stored, read back by id. */
export const books = {
  check: (source: string, signal?: AbortSignal): Promise<RulesCheck> => ask('POST /rules/check', { body: { source }, signal }),
  save: (source: string): Promise<StoredBook> => ask('POST /books', { body: { source } }),
  read: (id: string): Promise<Book> => ask('GET /books/{id}', { id }),
};
