/**
 * The robots' first cards in a fresh Worker isolate against the same cards once it is warm: the
 * wait a player has at the first game's opening lead. V8 compiles JavaScript and WebAssembly in
 * tiers, so code runs slowly until it has run hot; a game's Durable Object warms the solver up
 * once an isolate while South makes its first call (apps/api-worker/src/games/session.ts). For
 * each of `rounds` fresh servers (`wrangler dev`, as `pnpm start` serves the API): one game
 * with a fixed seed, South bidding by the hint and playing its first legal card, and the request
 * whose answer brings the robots' first cards timed; then the same game again in the same
 * isolate, the same request timed. Prints both per round and their medians.
 *
 *   npx tsx tooling/bench/first-card.ts [rounds=3] [seed=first-card-1]
 */
import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { STATE_DIR, settingsFromEnvironment, startDevServer } from '../src/dev-server.ts';
import { percentile } from '@tenace/bench-stats';

interface View {
  readonly version: number;
  readonly phase: 'auction' | 'play' | 'done';
  readonly legal: readonly string[];
  readonly tricks: readonly { readonly cards: readonly { readonly seat: string }[] }[];
}

const ROUNDS = Number(process.argv[2] ?? 3);
const SEED = process.argv[3] ?? 'first-card-1';
if (!Number.isInteger(ROUNDS) || ROUNDS < 1) {
  console.error('usage: npx tsx tooling/bench/first-card.ts [rounds ≥ 1] [seed]');
  process.exit(2);
}

async function post<T>(base: string, route: string, body?: unknown): Promise<T> {
  const init: RequestInit = body === undefined ? {} : { body: JSON.stringify(body), headers: { 'content-type': 'application/json' } };
  const response = await fetch(`${base}/api/v1${route}`, { ...init, method: 'POST' });
  const text = await response.text();
  if (!response.ok) throw new Error(`POST ${route}: ${response.status} ${text}`);
  return JSON.parse(text) as T;
}

const robotCards = (view: View): number => view.tricks.reduce((n, t) => n + t.cards.filter((c) => c.seat !== 'S').length, 0);

/** Plays the seeded game up to the robots' first cards; the wall time of the request that brought them, and how many. */
async function firstRobotCards(base: string): Promise<{ ms: number; cards: number }> {
  const created = await post<{ id: string; view: View }>(base, '/games', { vulnerability: 'None', seed: SEED });
  const game = `/games/${created.id}`;
  let view = created.view;
  for (let step = 0; step < 60 && view.phase !== 'done'; step++) {
    const before = robotCards(view);
    let body: { version: number; call?: string; card?: string };
    if (view.phase === 'auction') {
      const hint = await post<{ action: string }>(base, `${game}/hint`);
      body = { call: hint.action, version: view.version };
    } else {
      const card = view.legal[0];
      if (card === undefined) throw new Error(`${game}: nothing to play at version ${view.version}`);
      body = { card, version: view.version };
    }
    const started = performance.now();
    view = (await post<{ view: View }>(base, `${game}/${view.phase === 'auction' ? 'calls' : 'plays'}`, body)).view;
    const ms = performance.now() - started;
    if (robotCards(view) > before) return { ms, cards: robotCards(view) - before };
  }
  throw new Error(`seed ${SEED}: no robot card came (passed out?); try another seed`);
}

const cold: number[] = [];
const warm: number[] = [];
for (let round = 1; round <= ROUNDS; round++) {
  const persistTo = path.join(STATE_DIR, 'bench', `first-card-${randomUUID()}`);
  const server = await startDevServer({ persistTo, vars: { ...settingsFromEnvironment(), RATE_LIMITS: 'off' }, timeoutMs: 120_000 });
  try {
    const first = await firstRobotCards(server.url);
    const again = await firstRobotCards(server.url);
    cold.push(first.ms);
    warm.push(again.ms);
    console.log(
      `round ${round}: the robots' first ${first.cards} card(s) ${first.ms.toFixed(0)} ms in a fresh isolate, ${again.ms.toFixed(0)} ms the same cards again`,
    );
  } finally {
    await server.stop();
    await rm(persistTo, { recursive: true, force: true });
  }
}
const median = (values: number[]): number =>
  percentile(
    [...values].sort((a, b) => a - b),
    50,
  );
console.log(`median over ${ROUNDS} fresh servers: fresh ${median(cold).toFixed(0)} ms, warm ${median(warm).toFixed(0)} ms`);
