/**
 * Checks the double-dummy solver against all the reference data: every table of the 500 deals
 * and every card of the 150 mid-play positions. `npx tsx scripts/dd-check-all.ts`
 *
 * Prints each mismatch and a timing summary; exits with status 1 if anything differs.
 */
import { SEATS, STRAINS, formatCard, parsePbnDeal, unwrap } from '../src/index.ts';
import { ddTable } from '../src/dd/table.ts';
import { positionFromPlay, solveCards } from '../src/dd/solver.ts';
import { percentile, playOfRecord, readPositionRecords, readTableRecords } from './reference-data.ts';

const summary = (values: readonly number[]): string =>
  `median ${percentile(values, 0.5).toFixed(1)} ms, p90 ${percentile(values, 0.9).toFixed(1)} ms, max ${percentile(values, 1).toFixed(0)} ms, total ${(values.reduce((a, b) => a + b, 0) / 1000).toFixed(1)} s`;

let mismatches = 0;

const tableTimes: number[] = [];
readTableRecords().forEach((record, i) => {
  const deal = unwrap(parsePbnDeal(record.pbn));
  const start = performance.now();
  const table = unwrap(ddTable(deal));
  tableTimes.push(performance.now() - start);
  for (const seat of SEATS) {
    for (const strain of STRAINS) {
      if (table[seat][strain] !== record.dd[seat][strain]) {
        mismatches++;
        console.log(`table ${i} (${record.pbn}): ${seat} in ${strain} takes ${table[seat][strain]}, reference ${record.dd[seat][strain]}`);
      }
    }
  }
});
console.log(`500 tables: ${summary(tableTimes)}`);

const positionTimes: number[] = [];
readPositionRecords().forEach((record, i) => {
  const play = playOfRecord(record);
  const start = performance.now();
  const cards = unwrap(solveCards(positionFromPlay(play)));
  positionTimes.push(performance.now() - start);
  const got = Object.fromEntries([...cards].map(([c, tricks]) => [formatCard(c), tricks]));
  const names = new Set([...Object.keys(got), ...Object.keys(record.cards)]);
  for (const name of names) {
    if (got[name] !== record.cards[name]) {
      mismatches++;
      console.log(
        `position ${i}: ${name} takes ${got[name] ?? 'nothing (not offered)'}, reference ${record.cards[name] ?? 'not a legal card'}`,
      );
    }
  }
});
console.log(`150 positions, every card: ${summary(positionTimes)}`);

console.log(mismatches === 0 ? 'All results match the reference.' : `${mismatches} result(s) differ from the reference.`);
process.exitCode = mismatches === 0 ? 0 : 1;
