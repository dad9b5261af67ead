/**
 * The CPU of a robot's call (POST /api/v1/bid) by a book of one's own, against SAYC's: in-process
 * (Hono's app.request in Node), with a store in memory in place of the Durable Objects. For each
 * book: storing it (checked and compiled), the first /bid by it on a fresh cache (read from the
 * store and compiled again, then bid: the long auction of test/books.ts's BID_AUCTIONS), and then,
 * cached, the median CPU of each auction's /bid (the dearest shown), and the most steps one took
 * (the work the tests bound, the same on any machine). CPU time (process.cpuUsage): what a Worker
 * is allowed. Run with `npx tsx bench/books.bench.ts [runs]` in apps/api-worker (runs: 15).
 */
import { SAYC_SOURCE, evaluationSteps } from '@tenace/rules-dsl';
import { compiledBooks, BOOKS_KEPT } from '../src/books/cache.ts';
import { compileBook } from '../src/books/compiled.ts';
import { createApp } from '../src/app.ts';
import { BALANCED_13, BID_AUCTIONS, HOSTILE_BOOKS, weakNoTrumpSource } from '../test/books.ts';

const RUNS = Number(process.argv[2] ?? 15);

/** The books' store, in memory: what the BookStore objects answer. */
const stored = new Map<string, string>();
const env = {
  BOOKS: {
    getByName: (id: string) => ({
      store: (source: string) => Promise.resolve(!stored.has(id) && stored.set(id, source) !== undefined),
      source: () => Promise.resolve(stored.get(id) ?? null),
    }),
  },
} as unknown as Env;

const app = createApp();
const post = (path: string, body: unknown) =>
  Promise.resolve(app.request(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }, env));

const cpuMs = (): number => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

/** The CPU and steps of one request, which must answer `status`. */
async function measured(send: () => Promise<Response>, status = 200): Promise<{ ms: number; steps: number }> {
  const [cpu, steps] = [cpuMs(), evaluationSteps()];
  const response = await send();
  await response.arrayBuffer();
  const taken = { ms: cpuMs() - cpu, steps: evaluationSteps() - steps };
  if (response.status !== status) throw new Error(`answered ${response.status}, not ${status}`);
  return taken;
}

const bid = (auction: readonly string[], book: string | undefined) => () =>
  post('/api/v1/bid', { hand: BALANCED_13, dealer: 'N', vulnerability: 'None', auction, ...(book === undefined ? {} : { book }) });

/** Keeps as many small books as the cache holds, so the next request by any other book reads it from the store. */
function pushOutKeptBooks(): void {
  for (let i = 0; i < BOOKS_KEPT; i++) {
    const compiled = compileBook(`filler-${i}`, `Situation "S"\n  Bid Pass\n`);
    if (compiled.ok) compiledBooks.keep(compiled.value);
  }
}

const median = (values: number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const ms = (x: number): string => `${x.toFixed(x < 10 ? 2 : 1)} ms`;
const LONG = BID_AUCTIONS[BID_AUCTIONS.length - 1] ?? [];

/** The cached /bid of every auction: the dearest median CPU of them, and the most steps one took. */
async function cachedBids(book: string | undefined): Promise<{ ms: number; steps: number }> {
  let dearest = { ms: 0, steps: 0 };
  for (const auction of BID_AUCTIONS) {
    const runs: { ms: number; steps: number }[] = [];
    for (let r = 0; r < RUNS; r++) runs.push(await measured(bid(auction, book)));
    dearest = { ms: Math.max(dearest.ms, median(runs.map((x) => x.ms))), steps: Math.max(dearest.steps, runs[0]?.steps ?? 0) };
  }
  return dearest;
}

// Warm up: the robot's and the app's code run hot, as in a Worker that has answered for a while.
for (let i = 0; i < 5; i++) for (const auction of BID_AUCTIONS) await measured(bid(auction, undefined));

const sayc = await cachedBids(undefined);
console.log(
  `/bid by the shipped SAYC book, cached: dearest ${ms(sayc.ms)} CPU (median of ${RUNS}), most steps ${sayc.steps.toLocaleString('en-US')} (${BID_AUCTIONS.length} auctions, up to ${LONG.length} calls)`,
);

const BOOKS = [
  { name: "SAYC's own source", source: SAYC_SOURCE },
  { name: 'SAYC with a weak notrump', source: weakNoTrumpSource() },
  ...HOSTILE_BOOKS,
];
for (const { name, source } of BOOKS) {
  let id = '';
  const store = await measured(async () => {
    const response = await post('/api/v1/books', { source });
    id = ((await response.clone().json()) as { id: string }).id;
    return response;
  }, 201);
  pushOutKeptBooks();
  const first = await measured(bid(LONG, id));
  const cached = await cachedBids(id);
  console.log(
    `/bid by ${name} (${(source.length / 1024).toFixed(0)} KB): stored in ${ms(store.ms)}; first /bid on a fresh cache ${ms(first.ms)} ` +
      `(${LONG.length}-call auction); cached, dearest ${ms(cached.ms)} (×${(cached.ms / sayc.ms).toFixed(1)} SAYC's), ` +
      `most steps ${cached.steps.toLocaleString('en-US')} (×${(cached.steps / sayc.steps).toFixed(1)})`,
  );
}
