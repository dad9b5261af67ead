// The rate limits of the costly routes, with a binding that counts and never forgets (the real one
// counts per minute window, which a test cannot fill reliably), and the bindings wrangler.jsonc gives.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { LIMITERS, RATE_LIMIT_PERIOD_SECONDS, type LimiterName } from '../../src/rate-limit.ts';
import { CountingRateLimit } from '../counting-rate-limit.ts';
import { LIMITED_ROUTES, type LimitedRoute } from './limited-routes.ts';
import { app, errorOf } from './request.ts';

interface RateLimitConfig {
  readonly name: string;
  readonly namespace_id: string;
  readonly simple: { readonly limit: number; readonly period: number };
}

/** wrangler.jsonc's `ratelimits`, read with TypeScript's parser, which takes the comments. */
function configuredLimits(): readonly RateLimitConfig[] {
  const file = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../wrangler.jsonc');
  const { config, error } = ts.parseConfigFileTextToJson(file, readFileSync(file, 'utf8'));
  if (error !== undefined || typeof config !== 'object' || config === null) throw new Error('wrangler.jsonc does not parse');
  return (config as { ratelimits: RateLimitConfig[] }).ratelimits;
}

const CONFIG = configuredLimits();
const LIMITER_NAMES = Object.keys(LIMITERS) as LimiterName[];

/** The Worker's environment with a counting binding for each limiter, at the limit wrangler.jsonc sets. */
function limitedEnv(rateLimits: 'on' | 'off' = 'on') {
  const limiters = Object.fromEntries(
    LIMITER_NAMES.map((name) => [name, new CountingRateLimit(CONFIG.find((c) => c.name === name)?.simple.limit ?? 0)]),
  ) as Record<LimiterName, CountingRateLimit>;
  // The routes read no other binding before they refuse these requests (below).
  const env = { RATE_LIMITS: rateLimits, ...limiters } as unknown as Env;
  return { env, limiters };
}

/** A request the route refuses once counted, cheaply: a body that is not JSON, a game or book id of the wrong shape. */
const send = (env: Env, route: LimitedRoute, address?: string): Promise<Response> =>
  Promise.resolve(
    app.request(
      route.sendTo,
      {
        method: route.method,
        ...(route.method === 'POST' ? { body: '{' } : {}),
        headers: address === undefined ? {} : { 'cf-connecting-ip': address },
      },
      env,
    ),
  );

/** What each limiter has counted, by address; limiters that counted nothing left out. */
const counted = (limiters: Record<LimiterName, CountingRateLimit>): Partial<Record<LimiterName, Record<string, number>>> =>
  Object.fromEntries(
    LIMITER_NAMES.filter((name) => limiters[name].counts.size > 0).map((name) => [name, Object.fromEntries(limiters[name].counts)]),
  );

/** The limited routes grouped by limiter: the game actions share one. */
const BY_LIMITER = LIMITER_NAMES.map((limiter) => ({ limiter, routes: LIMITED_ROUTES.filter((r) => r.limiter === limiter) }));

describe('rate limits, per client address', () => {
  it.each(BY_LIMITER)(
    '$limiter: its limit from one address, then 429 with Retry-After on each of its routes; another address is still served',
    async ({ routes }) => {
      const [first] = routes;
      if (first === undefined) throw new Error('a limiter no route uses');
      const { env, limiters } = limitedEnv();
      const answered = new Set<number>();
      // The routes of one limiter share its count: the game actions, taken in turn.
      for (let i = 0; i < first.limit; i++) answered.add((await send(env, routes[i % routes.length] ?? first, '203.0.113.7')).status);
      expect([...answered].every((status) => status === 400 || status === 404)).toBe(true);
      for (const route of routes) {
        const over = await send(env, route, '203.0.113.7');
        expect(over.headers.get('retry-after')).toBe(String(RATE_LIMIT_PERIOD_SECONDS));
        expect(await errorOf(over, 429)).toEqual({
          code: 'rate-limited',
          message: `too many ${route.counts} from your address this minute; try again in 60 seconds`,
          path: [],
        });
      }
      expect([400, 404]).toContain((await send(env, first, '198.51.100.1')).status);
      // Counted against its own limiter alone.
      expect(counted(limiters)).toEqual({ [first.limiter]: { '203.0.113.7': first.limit + routes.length, '198.51.100.1': 1 } });
    },
  );

  it('counts every request without CF-Connecting-IP as one client', async () => {
    const { env, limiters } = limitedEnv();
    const dd = LIMITED_ROUTES.find((r) => r.limiter === 'DD_LIMITER');
    if (dd === undefined) throw new Error('no /dd');
    for (let i = 0; i < dd.limit; i++) expect((await send(env, dd)).status).toBe(400);
    expect((await errorOf(await send(env, dd), 429)).code).toBe('rate-limited');
    expect(counted(limiters)).toEqual({ DD_LIMITER: { local: dd.limit + 1 } });
  });

  it('are lifted by RATE_LIMITS=off: no limiter is asked', async () => {
    const { env, limiters } = limitedEnv('off');
    for (const route of LIMITED_ROUTES)
      for (let i = 0; i <= route.limit; i++) expect([400, 404]).toContain((await send(env, route, '203.0.113.7')).status);
    expect(counted(limiters)).toEqual({});
  });

  it('leave the other routes alone', async () => {
    const { env, limiters } = limitedEnv();
    const headers = { 'cf-connecting-ip': '203.0.113.7' };
    for (const get of [
      '/api/v1/health',
      '/api/v1/system',
      '/api/v1/openapi.json',
      '/api/v1/games/not-a-game',
      '/api/v1/games/not-a-game/record',
      '/api/v1/games/not-a-game/pbn',
    ]) {
      expect((await app.request(get, { headers }, env)).status).not.toBe(429);
    }
    for (const post of ['/api/v1/evaluate', '/api/v1/score'])
      expect((await app.request(post, { method: 'POST', body: '{', headers }, env)).status).toBe(400);
    expect(counted(limiters)).toEqual({});
  });
});

describe("wrangler.jsonc's ratelimits", () => {
  it('has one binding for each limiter, at the limit documented, a minute, with namespace ids of its own', () => {
    expect(CONFIG.map((c) => c.name).sort()).toEqual([...LIMITER_NAMES].sort());
    for (const { limiter, limit } of LIMITED_ROUTES) expect(CONFIG.find((c) => c.name === limiter)?.simple.limit, limiter).toBe(limit);
    expect(CONFIG.every((c) => c.simple.period === RATE_LIMIT_PERIOD_SECONDS)).toBe(true);
    expect(new Set(CONFIG.map((c) => c.namespace_id)).size).toBe(CONFIG.length);
  });
});
