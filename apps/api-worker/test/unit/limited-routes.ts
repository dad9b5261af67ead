/**
 * The routes the rate limits cover, with the limit a minute docs/api.md documents and what the 429
 * names: the one list the rate-limit and OpenAPI tests hold the app to.
 */
import type { LimiterName } from '../../src/rate-limit.ts';

export interface LimitedRoute {
  readonly method: 'GET' | 'POST';
  /** As the OpenAPI document names it. */
  readonly path: string;
  /** A path to send to: a game or book id of the wrong shape, so a request that passes is answered at once. */
  readonly sendTo: string;
  readonly limiter: LimiterName;
  /** Requests a minute from one address. */
  readonly limit: number;
  /** What the message says there were too many of. */
  readonly counts: string;
}

const game = (action: string): LimitedRoute => ({
  method: 'POST',
  path: `/api/v1/games/{id}/${action}`,
  sendTo: `/api/v1/games/not-a-game/${action}`,
  limiter: 'GAME_ACTION_LIMITER',
  limit: 300,
  counts: 'game actions (calls, cards, claims, undos and hints)',
});

const single = (route: string, limiter: LimiterName, limit: number, counts: string): LimitedRoute => ({
  method: 'POST',
  path: `/api/v1${route}`,
  sendTo: `/api/v1${route}`,
  limiter,
  limit,
  counts,
});

export const LIMITED_ROUTES: readonly LimitedRoute[] = [
  single('/dd', 'DD_LIMITER', 20, 'double-dummy analyses'),
  single('/quiz', 'QUIZ_LIMITER', 60, 'quiz questions'),
  single('/practice-deal', 'PRACTICE_DEAL_LIMITER', 60, 'practice deals'),
  single('/rules/check', 'RULES_CHECK_LIMITER', 60, 'rule checks'),
  single('/bid', 'BID_LIMITER', 300, 'robot calls asked for'),
  single('/mark', 'MARK_LIMITER', 300, 'calls to mark'),
  single('/games', 'GAME_CREATE_LIMITER', 30, 'new games'),
  single('/books', 'BOOK_STORE_LIMITER', 30, 'books to store'),
  single('/deals/import', 'DEAL_IMPORT_LIMITER', 30, 'files of deals imported'),
  single('/deals/analyse', 'DEAL_ANALYSE_LIMITER', 120, 'boards analysed'),
  {
    method: 'GET',
    path: '/api/v1/books/{id}',
    sendTo: '/api/v1/books/not-a-book',
    limiter: 'BOOK_READ_LIMITER',
    limit: 120,
    counts: 'books asked for',
  },
  {
    method: 'GET',
    path: '/api/v1/system',
    sendTo: '/api/v1/system?book=not-a-book',
    limiter: 'BOOK_READ_LIMITER',
    limit: 120,
    counts: 'books asked for',
  },
  ...['calls', 'plays', 'claim', 'undo', 'hint'].map(game),
];
