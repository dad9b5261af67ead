/**
 * Does the server keep answering while heavy requests run? Starts the API with `wrangler dev` on a
 * free loopback port, measures GET /health alone, then again while clients keep sending the
 * heaviest requests the API takes (the largest hostile rules/check source, double-dummy tables,
 * quizzes, robot bids, bodies over the limit). Prints latency per kind and the errors (answers
 * outside the documented statuses, or no answer), which must be 0.
 *
 *   npx tsx tooling/bench/heavy-load.ts [seconds=10] [heavy clients=2]
 *
 * Bounded: at most `seconds` of load (60 at the most) and a few thousand requests.
 */
import { request as httpRequest } from 'node:http';
import { startDevServer } from '../src/dev-server.ts';
import { percentile } from '@tenace/bench-stats';

const seconds = Math.min(60, Math.max(1, Number(process.argv[2] ?? 10)));
const heavyClients = Math.min(8, Math.max(1, Number(process.argv[3] ?? 2)));
const PROBE_EVERY_MS = 25;

interface Kind {
  readonly name: string;
  /** Statuses the API documents for this request; anything else counts as an error. */
  readonly expected: readonly number[];
  readonly send: (url: string, i: number) => Promise<number>;
}

const post = async (url: string, path: string, body: unknown): Promise<number> => {
  const response = await fetch(`${url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(60_000),
  });
  await response.arrayBuffer();
  return response.status;
};

/** A body over the limit, streamed without a Content-Length, as a hostile client would. */
const chunkedTooLarge = (url: string): Promise<number> =>
  new Promise((resolve, reject) => {
    const req = httpRequest(
      `${url}/api/v1/evaluate`,
      { method: 'POST', headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked' } },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    const chunk = 'x'.repeat(8192);
    req.write('{"hand": "');
    for (let i = 0; i < 10; i++) req.write(chunk);
    req.end('"}');
  });

// 64,000 characters that once took 12 s to check: an open quoted text and 32,000 pairs of braces.
const HOSTILE_SOURCE = `Bid Pass\nMeans "${'{}'.repeat(32_000)}`;

async function practiceDeals(url: string, count: number): Promise<string[]> {
  const deals: string[] = [];
  for (let i = 0; i < count; i++) {
    const response = await fetch(`${url}/api/v1/practice-deal`, { method: 'POST', body: JSON.stringify({ seed: `heavy-load-${i}` }) });
    const body = (await response.json()) as { deal?: unknown };
    if (typeof body.deal === 'string') deals.push(body.deal);
  }
  return deals;
}

interface Tally {
  readonly times: number[];
  errors: number;
  readonly statuses: Map<number, number>;
}
const newTally = (): Tally => ({ times: [], errors: 0, statuses: new Map() });

async function timed(tally: Tally, expected: readonly number[], send: () => Promise<number>): Promise<void> {
  const start = performance.now();
  try {
    const status = await send();
    tally.statuses.set(status, (tally.statuses.get(status) ?? 0) + 1);
    if (!expected.includes(status)) tally.errors++;
  } catch {
    tally.errors++;
  }
  tally.times.push(performance.now() - start);
}

function row(name: string, tally: Tally): string {
  const sorted = [...tally.times].sort((a, b) => a - b);
  const ms = (x: number): string => `${x.toFixed(1)} ms`.padStart(10);
  const statuses = [...tally.statuses].map(([s, n]) => `${s}×${n}`).join(' ');
  return `${name.padEnd(34)} ${String(sorted.length).padStart(6)} ${ms(percentile(sorted, 50))} ${ms(percentile(sorted, 99))} ${ms(sorted.at(-1) ?? NaN)} ${String(tally.errors).padStart(6)}   ${statuses}`;
}

async function probeHealth(url: string, tally: Tally, until: () => boolean): Promise<void> {
  while (!until()) {
    await timed(tally, [200], async () => {
      const response = await fetch(`${url}/api/v1/health`, { signal: AbortSignal.timeout(60_000) });
      await response.arrayBuffer();
      return response.status;
    });
    await new Promise((resolve) => setTimeout(resolve, PROBE_EVERY_MS));
  }
}

const server = await startDevServer({ stdio: 'ignore' });
try {
  const deals = await practiceDeals(server.url, 8);
  const kinds: Kind[] = [
    {
      name: 'POST /rules/check (64 KB hostile)',
      expected: [200],
      send: (url) => post(url, '/api/v1/rules/check', { source: HOSTILE_SOURCE }),
    },
    {
      name: 'POST /dd (a practice deal)',
      expected: [200, 503],
      send: (url, i) => post(url, '/api/v1/dd', { deal: deals[i % deals.length] }),
    },
    { name: 'POST /quiz', expected: [200], send: (url, i) => post(url, '/api/v1/quiz', { seed: `load-${i}` }) },
    {
      name: 'POST /bid',
      expected: [200],
      send: (url) => post(url, '/api/v1/bid', { hand: 'KQ.8742.QT75.KQ6', dealer: 'N', vulnerability: 'None', auction: ['Pass', 'Pass'] }),
    },
    { name: 'POST /evaluate (70 KB chunked)', expected: [413], send: (url) => chunkedTooLarge(url) },
  ];
  for (const kind of kinds) await kind.send(server.url, 0); // warm up each route once

  console.log(
    `Heavy load on wrangler dev (${server.url}): ${seconds} s, ${heavyClients} heavy clients, /health probed every ${PROBE_EVERY_MS} ms`,
  );
  console.log(
    `${'request'.padEnd(34)} ${'count'.padStart(6)} ${'p50'.padStart(10)} ${'p99'.padStart(10)} ${'max'.padStart(10)} ${'errors'.padStart(6)}   statuses`,
  );

  const quiet = newTally();
  const quietEnd = performance.now() + 2000;
  await probeHealth(server.url, quiet, () => performance.now() > quietEnd);
  console.log(row('GET /health, alone', quiet));

  const tallies = new Map(kinds.map((k) => [k.name, newTally()]));
  const loaded = newTally();
  const end = performance.now() + seconds * 1000;
  const over = (): boolean => performance.now() > end;
  let next = 0;
  const client = async (): Promise<void> => {
    while (!over()) {
      const i = next++;
      const kind = kinds[i % kinds.length];
      const tally = kind === undefined ? undefined : tallies.get(kind.name);
      if (kind === undefined || tally === undefined) continue;
      await timed(tally, kind.expected, () => kind.send(server.url, i));
    }
  };
  await Promise.all([probeHealth(server.url, loaded, over), ...Array.from({ length: heavyClients }, client)]);
  console.log(row('GET /health, under heavy load', loaded));
  for (const kind of kinds) {
    const tally = tallies.get(kind.name);
    if (tally !== undefined) console.log(row(kind.name, tally));
  }
  const errors = [loaded, quiet, ...tallies.values()].reduce((n, t) => n + t.errors, 0);
  console.log(`errors: ${errors}`);
  process.exitCode = errors === 0 ? 0 : 1;
} finally {
  await server.stop();
}
