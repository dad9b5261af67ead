/**
 * CPU per request of the API's costly requests, to say which Workers plan the Worker needs (Free
 * allows 10 ms of CPU a request; Paid 30 s unless `limits.cpu_ms` says otherwise, up to 5 min):
 *
 *   npx tsx bench/cpu-per-request.ts [dd tables=40] [games=30]
 *
 * (or `pnpm bench` in this package). In-process, Hono's app.request() in Node, each request
 * measured with process.cpuUsage from the call to its answer's last byte, the process warmed up
 * first as a running Worker is (a fresh isolate's first request: bench/first-request.bench.ts).
 *
 * - `POST /api/v1/dd`: the full table of the engine's reference deals 0 … n-1 (the deals of its
 *   dd bench), with the search nodes each took, so the worst table the DD_MAX_NODES setting lets
 *   through can be put in seconds.
 * - The games, seeds `cpu-request-0` … (vulnerability None, NS, EW, Both in turn): the real
 *   GameSession serves them in this process, its SQLite storage node:sqlite in memory (the
 *   Durable Object base class, which only workerd has, stubbed). South passes throughout and asks
 *   for a hint before each call and card, playing the hinted card when East–West declare. When
 *   North–South buy the contract North declares, so South's last pass brings the robots' calls
 *   and then all 52 cards, played by the robots in that one request.
 *
 * The Worker's settings are the environment's DD_MAX_NODES and ROBOT_CARD_BUDGET_MS as `pnpm
 * start` takes them, else the defaults (those of wrangler.jsonc). Prints median, p90 and max CPU ms
 * per kind of request; figures only, never a verdict.
 */
import { readFileSync } from 'node:fs';
import { registerHooks } from 'node:module';
import { DatabaseSync, type SQLInputValue } from 'node:sqlite';
import { fileURLToPath } from 'node:url';
import { VULNERABILITIES } from '@tenace/engine';
import { nodesSearched } from '@tenace/engine/dd';
import type { TableViewJson } from '@tenace/trainer';
import { percentile } from '@tenace/bench-stats';
import { createApp } from '../src/app.ts';
import type { GameSession as GameSessionClass } from '../src/games/session.ts';
import { ddMaxNodes, robotCardBudgetMs } from '../src/settings.ts';

const DD_TABLES = Number(process.argv[2] ?? 40);
const GAMES = Number(process.argv[3] ?? 30);
if (!Number.isInteger(DD_TABLES) || DD_TABLES < 1 || DD_TABLES > 499 || !Number.isInteger(GAMES) || GAMES < 1) {
  console.error('usage: npx tsx bench/cpu-per-request.ts [dd tables 1–499] [games ≥ 1]');
  process.exit(2);
}

// session.ts extends the Durable Object base class of `cloudflare:workers`, which only workerd
// has: a stand-in with the same constructor takes its place (as in first-request.bench.ts).
const DURABLE_OBJECT_STUB = 'data:text/javascript,export class DurableObject { constructor(ctx, env) { this.ctx = ctx; this.env = env; } }';
registerHooks({
  resolve: (specifier, context, nextResolve) =>
    specifier === 'cloudflare:workers' ? { url: DURABLE_OBJECT_STUB, shortCircuit: true } : nextResolve(specifier, context),
});
const { GameSession } = await import('../src/games/session.ts');

/** Work a request handed to waitUntil (the solver's warm-up after a new game): counted with it. */
const pending: Promise<unknown>[] = [];

/**
 * The parts of a Durable Object's state GameSession uses: its id, waitUntil, and SQLite storage
 * (node:sqlite in memory: the same SQL, run as synchronously as workerd runs it).
 */
function objectState(name: string): DurableObjectState {
  const db = new DatabaseSync(':memory:');
  const sql = {
    exec(query: string, ...bindings: SQLInputValue[]) {
      const statement = db.prepare(query);
      if (/^\s*SELECT/i.test(query)) {
        const rows = statement.all(...bindings);
        return { toArray: () => rows };
      }
      statement.run(...bindings);
      return { toArray: () => [] };
    },
  };
  const state = {
    id: { toString: () => name },
    waitUntil: (promise: Promise<unknown>) => void pending.push(promise),
    storage: {
      sql,
      transactionSync<T>(work: () => T): T {
        db.exec('BEGIN');
        try {
          const result = work();
          db.exec('COMMIT');
          return result;
        } catch (error) {
          db.exec('ROLLBACK');
          throw error;
        }
      },
    },
  };
  // A stand-in for what session.ts reads, not the whole interface.
  return state as unknown as DurableObjectState;
}

const objects = new Map<string, GameSessionClass>();
const settings = Object.fromEntries(
  (['DD_MAX_NODES', 'ROBOT_CARD_BUDGET_MS'] as const).flatMap((name) =>
    process.env[name] === undefined ? [] : [[name, process.env[name]]],
  ),
);
// No rate limiter bindings: the app in-process is not limited (src/games/rate-limit.ts). Calls on
// a stub of the namespace reach the object directly, as RPC does without the copying.
const env = {
  ...settings,
  GAMES: {
    getByName(name: string): GameSessionClass {
      const existing = objects.get(name);
      if (existing !== undefined) return existing;
      const created = new GameSession(objectState(name), env);
      objects.set(name, created);
      return created;
    },
  },
} as unknown as Env;

const app = createApp();
const cpuMs = (since: NodeJS.CpuUsage): number => {
  const used = process.cpuUsage(since);
  return (used.user + used.system) / 1000;
};

/** One request, its CPU from the call to the answer's last byte and the work it left to waitUntil. */
async function timed<T>(path: string, body?: unknown): Promise<{ ms: number; answer: T }> {
  const init: RequestInit =
    body === undefined
      ? { method: 'POST' }
      : { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) };
  const since = process.cpuUsage();
  const response = await app.request(`/api/v1${path}`, init, env);
  const text = await response.text();
  await Promise.all(pending.splice(0));
  const ms = cpuMs(since);
  if (!response.ok) throw new Error(`POST ${path}: ${response.status} ${text}`);
  return { ms, answer: JSON.parse(text) as T };
}

const KINDS = {
  dd: 'POST /dd, a full table',
  create: 'POST /games (a new game)',
  callHint: 'POST /games/{id}/hint, a call',
  cardHint: 'POST /games/{id}/hint, a card',
  call: 'POST /games/{id}/calls, robots to South',
  whole: 'POST /games/{id}/calls, robots play all 52',
  card: 'POST /games/{id}/plays, robots to South',
} as const;
type Kind = keyof typeof KINDS;
const figures = new Map<Kind, number[]>();
const add = (kind: Kind, ms: number): void => void figures.set(kind, [...(figures.get(kind) ?? []), ms]);

/** One game as South passing throughout; when `record`, each request's CPU goes under its kind. */
async function playGame(seed: string, vulnerability: string, record: boolean): Promise<string> {
  const created = await timed<{ id: string; view: TableViewJson }>('/games', { vulnerability, seed });
  if (record) add('create', created.ms);
  const game = `/games/${created.answer.id}`;
  let view = created.answer.view;
  while (view.phase !== 'done') {
    const hint = await timed<{ action: string }>(`${game}/hint`);
    if (view.phase === 'auction') {
      if (record) add('callHint', hint.ms);
      const called = await timed<{ view: TableViewJson }>(`${game}/calls`, { call: 'Pass', version: view.version });
      view = called.answer.view;
      // South never bids, so North declares whatever North–South play: the deal ran to its end.
      const whole = view.phase === 'done' && view.declarer === 'N';
      if (record) add(whole ? 'whole' : 'call', called.ms);
    } else {
      if (record) add('cardHint', hint.ms);
      const played = await timed<{ view: TableViewJson }>(`${game}/plays`, { card: hint.answer.action, version: view.version });
      view = played.answer.view;
      if (record) add('card', played.ms);
    }
  }
  return view.contract === 'Pass' ? 'passed out' : `${view.contract} by ${view.declarer}`;
}

// The engine's reference deals (packages/engine/data/dd, as its scripts/reference-data.ts reads them;
// that module's URL-typed paths do not type-check against the Workers' types of this package).
const deals = readFileSync(fileURLToPath(new URL('../../../packages/engine/data/dd/dd_tables_500.jsonl', import.meta.url).href), 'utf8')
  .trim()
  .split('\n')
  .map((line) => (JSON.parse(line) as { pbn: string }).pbn);
const row = (label: string, values: readonly number[]): string => {
  const sorted = [...values].sort((a, b) => a - b);
  const ms = (x: number): string => (x < 100 ? x.toFixed(1) : x.toFixed(0)).padStart(8);
  return `${label.padEnd(46)} ${String(sorted.length).padStart(5)} ${ms(percentile(sorted, 50))} ${ms(percentile(sorted, 90))} ${ms(sorted.at(-1) ?? NaN)}`;
};

// Warm-up, not counted: a running Worker has compiled its code long since. The first game also
// runs the isolate's solver warm-up (session.ts), which later games do not repeat.
await timed('/dd', { deal: deals.at(-1) });
await playGame('cpu-request-warm-up', 'None', false);

console.log(
  `CPU per request, in-process (Node ${process.version}; DD_MAX_NODES ${ddMaxNodes(env).toLocaleString('en')}, ROBOT_CARD_BUDGET_MS ${robotCardBudgetMs(env)})`,
);
const ddNodes: number[] = [];
for (const deal of deals.slice(0, DD_TABLES)) {
  const before = nodesSearched();
  const { ms } = await timed('/dd', { deal });
  add('dd', ms);
  ddNodes.push(nodesSearched() - before);
}
const outcomes = new Map<string, number>();
for (let i = 0; i < GAMES; i++) {
  const outcome = await playGame(`cpu-request-${i}`, VULNERABILITIES[i % 4] ?? 'None', true);
  const kind = outcome === 'passed out' ? 'passed out' : outcome.endsWith('by N') ? 'North declared' : 'East–West declared';
  outcomes.set(kind, (outcomes.get(kind) ?? 0) + 1);
}

console.log(
  `/dd: reference deals 0–${DD_TABLES - 1}; games: seeds cpu-request-0–${GAMES - 1} (${[...outcomes].map(([k, n]) => `${n} ${k}`).join(', ')})\n`,
);
console.log(`${'request'.padEnd(46)} ${'count'.padStart(5)} ${'median'.padStart(8)} ${'p90'.padStart(8)} ${'max'.padStart(8)}   (CPU ms)`);
for (const kind of Object.keys(KINDS) as Kind[]) {
  const values = figures.get(kind);
  if (values !== undefined) console.log(row(KINDS[kind], values));
}

// The worst /dd is the one DD_MAX_NODES cuts short: its nodes at the pace measured here.
const ddTimes = figures.get('dd') ?? [];
const totalNodes = ddNodes.reduce((a, b) => a + b, 0);
const totalMs = ddTimes.reduce((a, b) => a + b, 0);
const largest = ddNodes.indexOf(Math.max(...ddNodes));
const largestPace = (ddNodes[largest] ?? NaN) / (ddTimes[largest] ?? NaN);
const pace = Math.min(totalNodes / totalMs, largestPace);
console.log(
  `\n/dd search pace: ${(totalNodes / totalMs).toFixed(0)} nodes per CPU ms over the ${DD_TABLES} tables, ${largestPace.toFixed(0)} on the largest ` +
    `(deal ${largest}, ${(ddNodes[largest] ?? NaN).toLocaleString('en')} nodes, ${(ddTimes[largest] ?? NaN).toFixed(0)} ms); ` +
    `a table cut short at DD_MAX_NODES (${ddMaxNodes(env).toLocaleString('en')}) at the slower of the two: ${(ddMaxNodes(env) / pace / 1000).toFixed(1)} s`,
);
