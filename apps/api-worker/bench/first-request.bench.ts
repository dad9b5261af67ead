/**
 * The CPU of a fresh isolate's first request (issue 9): builds the Worker as deployed (wrangler's
 * `deploy --dry-run --outdir`, offline) and, in several fresh Node processes, measures with
 * process.cpuUsage the loading of the bundle, the first POST /api/v1/bid and the ones after it.
 * Workers Free allows 10 ms of CPU a request. Prints median and max over the processes.
 *
 *   npx tsx bench/first-request.bench.ts [processes] [bundle.js]
 *
 * (or `pnpm bench` at the root). Given a bundle, it measures that one instead of building (to
 * compare with another commit's build).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { wranglerDryRun } from '../scripts/bundle.ts';

const PROCESSES = Number(process.argv[2] ?? 9);
const NEXT_REQUESTS = 5;

/** First calls of a player's auction: an opening, and a response that replays partner's 1NT. */
const SCENARIOS = [
  { label: 'opening (1D)', body: { hand: 'KQ.8742.QT75.KQ6', dealer: 'N', vulnerability: 'None', auction: ['Pass', 'Pass'] }, call: '1D' },
  {
    label: 'transfer over 1NT (2D)',
    body: { hand: 'K2.QJ973.842.J65', dealer: 'N', vulnerability: 'None', auction: ['1NT', 'Pass'] },
    call: '2D',
  },
] as const;

/**
 * What each fresh process runs (plain JavaScript, so no TypeScript loader sits in the measured
 * import). Node loads its fetch classes (Request, Response) lazily, at a cost workerd does not
 * have, so they are loaded before measuring.
 */
const CHILD = `
const [bundle, body] = process.argv.slice(1);
const cpu = (since) => { const d = process.cpuUsage(since); return (d.user + d.system) / 1000; };
await new Request('http://x/', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' }).json();
await Response.json({}).text();
const request = () => new Request('http://tenace.test/api/v1/bid', { method: 'POST', headers: { 'content-type': 'application/json' }, body });
const ctx = { waitUntil() {}, passThroughOnException() {} };
let since = process.cpuUsage();
const worker = (await import(bundle)).default;
const load = cpu(since);
const times = [];
let answer = '';
for (let i = 0; i <= ${NEXT_REQUESTS}; i++) {
  since = process.cpuUsage();
  answer = await (await worker.fetch(request(), {}, ctx)).text();
  times.push(cpu(since));
}
console.log(JSON.stringify({ load, first: times[0], next: times.slice(1), call: JSON.parse(answer).call }));
`;

interface ChildFigures {
  readonly load: number;
  readonly first: number;
  readonly next: readonly number[];
  readonly call: string;
}

/** The Worker bundled by wrangler as `wrangler deploy` would upload it. */
function buildBundle(outdir: string): string {
  const run = wranglerDryRun(outdir);
  if (!run.ok) throw new Error(`wrangler deploy --dry-run failed:\n${run.output}`);
  return join(outdir, 'index.js');
}

/**
 * The bundle as Node can load it: the Durable Object base class comes from `cloudflare:workers`,
 * which only workerd has, so a stand-in with the same constructor takes its place (no request
 * measured here reaches a Durable Object). The bundle imports the solver's .wasm as workerd gives
 * it, a compiled WebAssembly.Module, where Node would instantiate it: a module compiling the file
 * stands in.
 */
function loadableInNode(bundle: string): string {
  const stub = 'data:text/javascript,export class DurableObject { constructor(ctx, env) { this.ctx = ctx; this.env = env; } }';
  const compiled = (wasm: string): string =>
    `data:text/javascript,import { readFileSync } from "node:fs"; export default new WebAssembly.Module(readFileSync(${JSON.stringify(join(dirname(bundle), wasm))}));`;
  const text = readFileSync(bundle, 'utf8')
    .replaceAll('"cloudflare:workers"', JSON.stringify(stub))
    .replace(/"\.\/([^"]+\.wasm)"/g, (_, wasm: string) => JSON.stringify(compiled(wasm)));
  const out = bundle.replace(/\.js$/, '.node.mjs');
  writeFileSync(out, text);
  return out;
}

const median = (xs: readonly number[]): number => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};
const figure = (xs: readonly number[]): string =>
  `${median(xs).toFixed(1).padStart(6)} / ${Math.max(...xs)
    .toFixed(1)
    .padStart(6)}`;

const given = process.argv[3];
const outdir = given === undefined ? mkdtempSync(join(tmpdir(), 'tenace-bundle-')) : undefined;
try {
  const bundle = loadableInNode(given ?? buildBundle(outdir ?? ''));
  console.log(`First request in a fresh process — CPU ms, median / max over ${PROCESSES} processes (Node ${process.version})`);
  console.log(`bundle: ${given ?? 'built by wrangler deploy --dry-run'}`);
  for (const scenario of SCENARIOS) {
    const runs: ChildFigures[] = [];
    for (let i = 0; i < PROCESSES; i++) {
      const out = execFileSync(
        process.execPath,
        ['--input-type=module', '-e', CHILD, pathToFileURL(bundle).href, JSON.stringify(scenario.body)],
        { encoding: 'utf8' },
      );
      const figures = JSON.parse(out) as ChildFigures;
      if (figures.call !== scenario.call) throw new Error(`${scenario.label}: the Worker bid ${figures.call}, not ${scenario.call}`);
      runs.push(figures);
    }
    console.log(`POST /api/v1/bid, ${scenario.label}:`);
    console.log(`  load the bundle           ${figure(runs.map((r) => r.load))}`);
    console.log(`  first request             ${figure(runs.map((r) => r.first))}`);
    console.log(`  next requests (median)    ${figure(runs.map((r) => median(r.next)))}`);
  }
} finally {
  if (outdir !== undefined) rmSync(outdir, { recursive: true, force: true });
}
