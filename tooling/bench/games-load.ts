/**
 * Load on the game service: N games played to the end at once by scripted clients against the API
 * as `pnpm start` serves it (wrangler dev on loopback), bounded in count and in time. Prints games
 * per minute, p50 / p99 latency per request kind, and the errors (there should be none).
 *
 *   npx tsx tooling/bench/games-load.ts [games=50] [minutes=15] [--url http://localhost:8787] [--show-server]
 *
 * Without --url it starts its own server, as `pnpm start` does (the Worker's settings taken from
 * the environment, ROBOT_CARD_BUDGET_MS for one), with the rate limits off (RATE_LIMITS=off: one
 * address plays every game) and its games kept in a folder of their own, removed afterwards. With
 * --url, start that server with RATE_LIMITS=off yourself.
 *
 * Each client is South: it bids what the hint says (a hint, then the call), plays the first card
 * offered, asks for a hint before every fourth card and plays that instead, and at the end reads
 * the game, its record and its PBN. Nothing is sent twice: a request that gets no answer (a dropped
 * connection, or wrangler dev's proxy answering "Your worker restarted mid-request", as 4.86 did
 * under this load) is an error of the run, like any answer that is not a success.
 */
import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { availableParallelism, loadavg } from 'node:os';
import path from 'node:path';
import { STATE_DIR, settingsFromEnvironment, startDevServer, type DevServer } from '../src/dev-server.ts';
import { percentile } from '@tenace/bench-stats';

interface View {
  readonly version: number;
  readonly phase: 'auction' | 'play' | 'done';
  readonly legal: readonly string[];
  readonly contract: string | null;
  readonly declarer: string | null;
}

type Kind = 'create' | 'hint' | 'call' | 'play' | 'read' | 'record' | 'pbn';
const POSTS: ReadonlySet<Kind> = new Set(['create', 'hint', 'call', 'play']);

const args = process.argv.slice(2);
const urlAt = args.indexOf('--url');
const givenUrl = urlAt >= 0 ? args[urlAt + 1] : undefined;
/** Show wrangler's own output (its logs, a robot's failure) while the load runs. */
const showServer = args.includes('--show-server');
const numbers = args.filter((a, i) => !a.startsWith('--') && (urlAt < 0 || i !== urlAt + 1)).map(Number);
const GAMES = numbers[0] ?? 50;
const MINUTES = numbers[1] ?? 15;
/** No single request may take longer than this; past it, the request counts as an error. */
const REQUEST_TIMEOUT_MS = 300_000;

const latencies = new Map<Kind, number[]>();
const errors: string[] = [];
const deadline = Date.now() + MINUTES * 60_000;

class LoadError extends Error {}

/** What wrangler dev's own proxy answers for the Worker when it lost a request on its way. */
const DEV_PROXY_DROP = 'Your worker restarted mid-request';

async function request<T>(base: string, kind: Kind, route: string, body?: unknown): Promise<T> {
  if (Date.now() > deadline) throw new LoadError(`the ${MINUTES}-minute bound ran out`);
  const init: RequestInit = body === undefined ? {} : { body: JSON.stringify(body), headers: { 'content-type': 'application/json' } };
  const started = performance.now();
  const method = POSTS.has(kind) ? 'POST' : 'GET';
  let response: Response;
  let text: string;
  try {
    response = await fetch(`${base}/api/v1${route}`, { ...init, method, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
    text = await response.text();
  } catch (error) {
    if (error instanceof Error && error.name === 'TimeoutError')
      throw new LoadError(`${kind} ${route}: no answer in ${REQUEST_TIMEOUT_MS / 1000} s`);
    throw new LoadError(`${kind} ${route}: no answer (${describeError(error)})`);
  }
  if (response.status === 503 && text.startsWith(DEV_PROXY_DROP)) throw new LoadError(`${kind} ${route}: dropped by the dev proxy`);
  const list = latencies.get(kind) ?? [];
  list.push(performance.now() - started);
  latencies.set(kind, list);
  if (!response.ok) throw new LoadError(`${kind} ${route}: ${response.status} ${text.slice(0, 200)}`);
  return (kind === 'pbn' ? text : JSON.parse(text)) as T;
}

/** South's call or card at `version`: the view after it and the robots' moves. */
async function act(
  base: string,
  kind: 'call' | 'play',
  game: string,
  body: { readonly version: number; readonly call?: string; readonly card?: string },
): Promise<View> {
  return (await request<{ view: View }>(base, kind, `${game}/${kind}s`, body)).view;
}

/** One game from creation to the end, as a scripted South; resolves with the final view. */
async function playGame(base: string, n: number): Promise<View> {
  const created = await request<{ id: string; view: View }>(base, 'create', '/games', {
    vulnerability: ['None', 'NS', 'EW', 'Both'][n % 4],
    seed: `load-${n}`,
  });
  const game = `/games/${created.id}`;
  let view = created.view;
  let cards = 0;
  while (view.phase !== 'done') {
    if (view.phase === 'auction') {
      const hint = await request<{ action: string }>(base, 'hint', `${game}/hint`);
      view = await act(base, 'call', game, { call: hint.action, version: view.version });
      continue;
    }
    cards++;
    const card = cards % 4 === 0 ? (await request<{ action: string }>(base, 'hint', `${game}/hint`)).action : view.legal[0];
    if (card === undefined) throw new LoadError(`${game}: nothing to play at version ${view.version}`);
    view = await act(base, 'play', game, { card, version: view.version });
  }
  // Nothing lost, nothing twice: the game as read and as recorded is the game as played.
  const read = (await request<{ view: View }>(base, 'read', game)).view;
  const record = await request<{ log: readonly { version: number }[] }>(base, 'record', `${game}/record`);
  await request(base, 'pbn', `${game}/pbn`);
  if (JSON.stringify(read) !== JSON.stringify(view)) throw new LoadError(`${game}: read back, the game differs from its last answer`);
  if (record.log.length !== view.version || record.log.some((entry, i) => entry.version !== i + 1))
    throw new LoadError(`${game}: the record's log does not number versions 1 to ${view.version}`);
  return view;
}

/** An error in words, with the network's own reason when fetch failed ("other side closed" …). */
function describeError(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause: unknown = error.cause;
  return cause instanceof Error ? `${error.message}: ${cause.message}` : error.message;
}

const ms = (value: number): string => `${value.toFixed(value < 100 ? 1 : 0)} ms`;

async function main(): Promise<void> {
  let server: DevServer | undefined;
  const persistTo = path.join(STATE_DIR, 'bench', `load-${randomUUID()}`);
  if (givenUrl === undefined) {
    console.log(`starting the API as pnpm start does (RATE_LIMITS=off, state in ${path.relative(process.cwd(), persistTo)}) …`);
    server = await startDevServer({
      persistTo,
      vars: { ...settingsFromEnvironment(), RATE_LIMITS: 'off' },
      timeoutMs: 120_000,
      stdio: showServer ? 'inherit' : 'ignore',
    });
  }
  const base = givenUrl ?? server?.url ?? '';
  try {
    console.log(
      `${GAMES} games at once against ${base}, at most ${MINUTES} minutes; load average ${loadavg()[0]?.toFixed(1)} on ${availableParallelism()} cores`,
    );
    const started = performance.now();
    const outcomes = await Promise.allSettled(Array.from({ length: GAMES }, (_, n) => playGame(base, n)));
    const minutes = (performance.now() - started) / 60_000;
    const finished = outcomes.filter((o): o is PromiseFulfilledResult<View> => o.status === 'fulfilled').map((o) => o.value);
    for (const o of outcomes) if (o.status === 'rejected') errors.push(describeError(o.reason));
    const contracts = new Map<string, number>();
    for (const v of finished) {
      const key =
        v.contract === 'Pass'
          ? 'passed out'
          : v.declarer === 'S'
            ? 'South declared'
            : v.declarer === 'N'
              ? 'North declared'
              : 'South defended';
      contracts.set(key, (contracts.get(key) ?? 0) + 1);
    }
    console.log(
      `\n${finished.length} of ${GAMES} games finished in ${(minutes * 60).toFixed(1)} s: ${(finished.length / minutes).toFixed(1)} games per minute`,
    );
    console.log(`  ${[...contracts].map(([k, n]) => `${n} ${k}`).join(', ')}`);
    console.log('\nrequest     count      p50       p99       max');
    for (const kind of ['create', 'hint', 'call', 'play', 'read', 'record', 'pbn'] as const) {
      const sorted = [...(latencies.get(kind) ?? [])].sort((a, b) => a - b);
      if (sorted.length === 0) continue;
      console.log(
        `${kind.padEnd(10)} ${String(sorted.length).padStart(6)} ${ms(percentile(sorted, 50)).padStart(9)} ${ms(percentile(sorted, 99)).padStart(9)} ${ms(sorted.at(-1) ?? NaN).padStart(9)}`,
      );
    }
    console.log(`load average at the end ${loadavg()[0]?.toFixed(1)}`);
    console.log(`\nerrors: ${errors.length}`);
    const distinct = new Map<string, number>();
    for (const e of errors) {
      const key = e.replace(/\/games\/[\w-]+/, '/games/…');
      distinct.set(key, (distinct.get(key) ?? 0) + 1);
    }
    for (const [e, count] of distinct) console.log(`  ${count} × ${e}`);
    process.exitCode = errors.length === 0 ? 0 : 1;
  } finally {
    await server?.stop();
    if (server !== undefined) await rm(persistTo, { recursive: true, force: true });
  }
}

await main();
