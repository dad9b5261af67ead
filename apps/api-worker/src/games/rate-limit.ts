import { createMiddleware } from 'hono/factory';
import type { ApiEnv } from '../env.ts';
import { errorResponse } from '../errors.ts';
import { rateLimitsOn } from '../settings.ts';

/** The period of every limiter in wrangler.jsonc `ratelimits`: a refused client may try again after it. */
export const RATE_LIMIT_PERIOD_SECONDS = 60;

/** The limiters of wrangler.jsonc, each with what it counts, for the message. */
const LIMITERS = {
  GAME_CREATE_LIMITER: 'new games',
  GAME_ACTION_LIMITER: 'game actions (calls, cards, claims, undos and hints)',
} as const;

/**
 * Counts the request against `limiter` for the client's address (Cloudflare sets
 * CF-Connecting-IP; a request without it, on loopback, counts as one client) and refuses it with
 * 429 and Retry-After over the limit. The app run in-process without bindings is not limited.
 */
export const rateLimited = (limiter: keyof typeof LIMITERS) =>
  createMiddleware<ApiEnv>(async (c, next) => {
    const binding: RateLimit | undefined = c.env?.[limiter];
    if (binding === undefined || !rateLimitsOn(c.env)) return next();
    const { success } = await binding.limit({ key: c.req.header('cf-connecting-ip') ?? 'local' });
    if (success) return next();
    c.header('Retry-After', String(RATE_LIMIT_PERIOD_SECONDS));
    return errorResponse(c, 429, {
      code: 'rate-limited',
      message: `too many ${LIMITERS[limiter]} from your address this minute; try again in ${RATE_LIMIT_PERIOD_SECONDS} seconds`,
      path: [],
    });
  });
