import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { ApiEnv } from './env.ts';
import { ErrorResponse, errorResponse } from './errors.ts';
import { jsonResponse } from './openapi.ts';
import { rateLimitsOn } from './settings.ts';

/** The period of every limiter in wrangler.jsonc `ratelimits`: a refused client may try again after it. */
export const RATE_LIMIT_PERIOD_SECONDS = 60;

/**
 * The limiters of wrangler.jsonc `ratelimits`, one for each costly route (the game actions share
 * one), each with what it counts, for the message. A name without its binding does not compile.
 */
export const LIMITERS = {
  DD_LIMITER: 'double-dummy analyses',
  QUIZ_LIMITER: 'quiz questions',
  PRACTICE_DEAL_LIMITER: 'practice deals',
  RULES_CHECK_LIMITER: 'rule checks',
  BID_LIMITER: 'robot calls asked for',
  MARK_LIMITER: 'calls to mark',
  GAME_CREATE_LIMITER: 'new games',
  BOOK_STORE_LIMITER: 'books to store',
  BOOK_READ_LIMITER: 'books asked for',
  GAME_ACTION_LIMITER: 'game actions (calls, cards, claims, undos and hints)',
  DEAL_IMPORT_LIMITER: 'files of deals imported',
  DEAL_ANALYSE_LIMITER: 'boards analysed',
} as const;

export type LimiterName = keyof typeof LIMITERS;

/**
 * Counts the request against `limiter` for the client's address (Cloudflare sets
 * CF-Connecting-IP; a request without it, on loopback, counts as one client) and refuses it with
 * 429 and Retry-After over the limit. It runs before the body is read, so bad requests count too.
 * The app run in-process without bindings is not limited; nor is a request `costly` says is cheap.
 */
export const rateLimited = (limiter: LimiterName, costly: (c: Context<ApiEnv>) => boolean = () => true) =>
  createMiddleware<ApiEnv>(async (c, next) => {
    const binding: RateLimit | undefined = c.env?.[limiter];
    if (binding === undefined || !rateLimitsOn(c.env) || !costly(c)) return next();
    const { success } = await binding.limit({ key: c.req.header('cf-connecting-ip') ?? 'local' });
    if (success) return next();
    c.header('Retry-After', String(RATE_LIMIT_PERIOD_SECONDS));
    return errorResponse(c, 429, {
      code: 'rate-limited',
      message: `too many ${LIMITERS[limiter]} from your address this minute; try again in ${RATE_LIMIT_PERIOD_SECONDS} seconds`,
      path: [],
    });
  });

/** The 429 a limited route documents, next to its `rateLimited` middleware. */
export const rateLimitedResponse = {
  429: jsonResponse(
    ErrorResponse,
    'Too many requests to this route from your address this minute (code rate-limited); the Retry-After header says when to try again.',
  ),
};
