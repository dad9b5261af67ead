/**
 * Tree size of the double-dummy search on the reference deals: `npx tsx scripts/dd-nodes.ts [deals]`.
 * Prints the nodes (positions at the start of a trick) searched for full tables, in total and the
 * median per table, with the time. Node counts do not depend on the machine or its load, so they
 * compare changes to the search where timings on a busy machine cannot.
 */
import { SEATS, STRAINS, parsePbnDeal, unwrap, type Deal } from '../src/index.ts';
import { ddTable } from '../src/dd/table.ts';
import { nodesSearched } from '../src/dd/solver.ts';
import { percentile, readTableRecords } from './reference-data.ts';
import { sharedSearch } from '../src/dd/search.ts';

const records = readTableRecords();
const count = Math.min(Number(process.argv[2] ?? 100), records.length);
const nodes: number[] = [];
const times: number[] = [];
let wrong = 0;
for (const record of records.slice(0, count)) {
  const deal: Deal = unwrap(parsePbnDeal(record.pbn));
  const before = nodesSearched();
  const start = performance.now();
  const table = unwrap(ddTable(deal));
  times.push(performance.now() - start);
  nodes.push(nodesSearched() - before);
  if (SEATS.some((seat) => STRAINS.some((strain) => table[seat][strain] !== record.dd[seat][strain]))) wrong++;
}
const median = (xs: readonly number[]) => percentile(xs, 0.5);
const total = nodes.reduce((a, b) => a + b, 0);
console.log(
  `${count} tables: nodes total ${total}, median ${median(nodes)}; ms median ${median(times).toFixed(1)}, total ${(times.reduce((a, b) => a + b, 0) / 1000).toFixed(1)} s; ${(total / times.reduce((a, b) => a + b, 0)).toFixed(0)} nodes/ms; wrong ${wrong}; the search's memory ${(sharedSearch().memoryBytes / 2 ** 20).toFixed(0)} MiB`,
);
