/**
 * Double-dummy solver speed on the reference deals: `npx tsx bench/dd.bench.ts [deals]`.
 *
 * Prints median and 90th-percentile milliseconds for a full table (20 results), one solve from
 * the start of the deal (one strain, one leader), the same with the result of every card, and
 * every card of the reference mid-play positions by how far play has gone. Time is measured
 * around the solver call only, in a warm process, one thread, as the reference figures are.
 * Other work on the machine shows up in the figures: run it on a quiet machine to compare.
 */
import { SEATS, STRAINS, parsePbnDeal, unwrap, type Deal, type Seat, type Strain } from '../src/index.ts';
import { ddTable } from '../src/dd/table.ts';
import { positionFromPlay, solveCards, solvePosition, type Position } from '../src/dd/solver.ts';
import { percentile, playOfRecord, readPositionRecords, readTableRecords } from '../scripts/reference-data.ts';

const deals: Deal[] = readTableRecords().map((record) => unwrap(parsePbnDeal(record.pbn)));
const count = Math.min(Number(process.argv[2] ?? 200), deals.length);

const positions = readPositionRecords().map((record) => ({
  position: positionFromPlay(playOfRecord(record)),
  tricksPlayed: Math.floor(record.played.length / 4),
}));

const timed = (run: () => unknown): number => {
  const start = performance.now();
  run();
  return performance.now() - start;
};

const rows: [string, number, number, number, string][] = [];
const row = (what: string, values: readonly number[], reference: string) =>
  rows.push([what, values.length, percentile(values, 0.5), percentile(values, 0.9), reference]);

// Warm up the compiler on deals outside the measured ones.
for (const deal of deals.slice(-3)) unwrap(ddTable(deal));

const single = (i: number): Position => ({ hands: deals[i] as Deal, trump: STRAINS[i % 5] as Strain, turn: SEATS[i % 4] as Seat });

row(
  'full table, all 20 results',
  Array.from({ length: count }, (_, i) => timed(() => unwrap(ddTable(deals[i] as Deal)))),
  '128 / 368',
);
row(
  'one strain and leader from the start',
  Array.from({ length: count }, (_, i) => timed(() => unwrap(solvePosition(single(i))))),
  '13.0 / 54',
);
row(
  'the same, with the result of every card',
  Array.from({ length: count }, (_, i) => timed(() => unwrap(solveCards(single(i))))),
  '25.1 / 95',
);
const byStage = (from: number, to: number) =>
  positions.filter((p) => p.tricksPlayed >= from && p.tricksPlayed <= to).map((p) => timed(() => unwrap(solveCards(p.position))));
row('mid-play positions, 1–4 tricks played, every card', byStage(1, 4), '1.0 / 3.1 (after 4)');
row('mid-play positions, 5–8 tricks played, every card', byStage(5, 8), '0.17 / 0.25 (after 8)');

console.log(`Double-dummy solver, ${count} reference deals, one thread (reference solver: median / p90 ms).\n`);
console.log('| what | cases | median ms | p90 ms | reference |');
console.log('| --- | --- | --- | --- | --- |');
for (const [what, n, median, p90, reference] of rows) {
  console.log(`| ${what} | ${n} | ${median.toFixed(median < 10 ? 2 : 1)} | ${p90.toFixed(p90 < 10 ? 2 : 1)} | ${reference} |`);
}
