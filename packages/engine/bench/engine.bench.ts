/**
 * Engine throughput on this machine: `npx tsx bench/engine.bench.ts` (or `pnpm bench`).
 * Prints one line per figure. Each case runs for a warm-up, then for about 1.5 s while timed.
 */
import {
  ALL_BIDS,
  SEATS,
  VULNERABILITIES,
  dealFromSeed,
  evaluateHand,
  formatPbnDeal,
  parsePbnDeal,
  scoreContract,
  type Contract,
} from '../src/index.ts';
import type { Doubling } from '../src/auction.ts';

const WARM_UP_MS = 300;
const RUN_MS = 1500;

/** Calls `step(i)` in batches until `ms` have passed; returns calls per second. */
function measure(step: (i: number) => unknown, ms: number): number {
  const batch = 1000;
  let sink = 0;
  let calls = 0;
  const start = performance.now();
  let elapsed = 0;
  while (elapsed < ms) {
    for (let i = 0; i < batch; i++) if (step(calls + i) !== undefined) sink++;
    calls += batch;
    elapsed = performance.now() - start;
  }
  // Using the results keeps the work from being optimised away.
  if (sink < 0) console.log(sink);
  return (calls / elapsed) * 1000;
}

function report(label: string, step: (i: number) => unknown): void {
  measure(step, WARM_UP_MS);
  const perSecond = measure(step, RUN_MS);
  console.log(`${label.padEnd(28)} ${Math.round(perSecond).toLocaleString('en-US').padStart(12)} /s`);
}

/** The sample's i-th item, cycling; the samples below are never empty. */
function pick<T>(sample: readonly T[], i: number): T {
  const item = sample[i % sample.length];
  if (item === undefined) throw new Error('empty benchmark sample');
  return item;
}

// Inputs are prepared beforehand so each case times only its own work.
const SAMPLE = 1024;
const deals = Array.from({ length: SAMPLE }, (_, i) => dealFromSeed(`bench-${i}`));
const hands = deals.flatMap((d) => SEATS.map((s) => d[s]));
const pbnDeals = deals.map((d, i) => formatPbnDeal(d, pick(SEATS, i)));
const doublings: readonly Doubling[] = ['', 'X', 'XX'];
const contracts: Contract[] = Array.from({ length: SAMPLE }, (_, i) => {
  const b = pick(ALL_BIDS, i);
  return { level: b.level, strain: b.strain, doubled: pick(doublings, i), declarer: pick(SEATS, i) };
});

console.log(`engine benchmark — Node ${process.version}, ${RUN_MS / 1000} s per figure`);
report('deals (dealFromSeed)', (i) => dealFromSeed(i));
report('evaluations (evaluateHand)', (i) => evaluateHand(pick(hands, i)));
report('scores (scoreContract)', (i) => scoreContract(pick(contracts, i), pick(VULNERABILITIES, i), i % 14));
report('PBN deal parses (parsePbnDeal)', (i) => parsePbnDeal(pick(pbnDeals, i)));
