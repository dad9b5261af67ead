/**
 * Work done once per isolate, when the Worker starts. Workers give the global scope its own CPU
 * allowance (1 s), apart from each request's (10 ms on Workers Free), so doing here what a fresh
 * isolate's first request would otherwise do first keeps that request as cheap as the next
 * (bench/first-request.bench.ts). Nothing here does I/O, which the global scope may not.
 */
import { z, type OpenAPIHono } from '@hono/zod-openapi';
import { dealFromSeed } from '@tenace/engine';
import { compileEverySituation, saycBook } from '@tenace/rules-dsl';
import { robotAuction } from '@tenace/robots';
import type { ApiEnv } from './env.ts';

/** A body with a plausible value for every field the routes read, so each schema parses once. */
const SAMPLE_BODY = {
  hand: 'AKQ2.K93.T8.QJ43',
  dealer: 'N',
  declarer: 'S',
  vulnerability: 'None',
  auction: ['1NT', 'Pass'],
  call: '2D',
  contract: '4S',
  tricks: 10,
  seed: 'startup',
  options: ['Roman Keycard Blackwood'],
};

export function prepareIsolate(app: OpenAPIHono<ApiEnv>): void {
  compileEverySituation(saycBook());
  // One four-robot auction, so the robot's decision code has run before a request needs it.
  robotAuction(dealFromSeed('startup', 'N'), 'N', 'None');
  // Hono builds its router on the first match, and zod compiles an object schema on its first parse.
  app.router.match('GET', '/');
  for (const definition of app.openAPIRegistry.definitions) {
    if (definition.type !== 'route') continue;
    const media = definition.route.request?.body?.content['application/json'];
    if (media !== undefined && 'schema' in media && media.schema instanceof z.ZodType) media.schema.safeParse(SAMPLE_BODY);
  }
}
