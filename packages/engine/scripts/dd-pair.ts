/**
 * Two builds of the double-dummy search timed against each other:
 * `npx tsx scripts/dd-pair.ts <a.wasm> <b.wasm> [deals]` (`pnpm build:wasm` writes src/dd/dd.wasm;
 * `npx asc assembly/index.ts --config assembly/asconfig.json --target release --outFile b.wasm`
 * builds a variant beside it).
 *
 * dd-nodes.ts counts the nodes, which settles a change to the search's tree; a change to the time a
 * node takes needs the clock, and this machine's speed drifts by half within an hour (dd-nodes:
 * 1,691 and then 2,782 nodes a millisecond, issue 13's twentieth session), far more than such a
 * change. So both builds solve each reference deal's full table, one after the other in one
 * process, the order swapped deal by deal, and each deal gives a ratio of their times: a drift
 * slower than a table falls on both alike. Prints each build's time and nodes a millisecond, the
 * mean ratio b / a with its standard error over the deals, and whether the two agree on every
 * table and on the nodes (a change meant only to speed a node up must leave both the same).
 */
import { readFileSync } from 'node:fs';
import { SEATS, STRAINS, parsePbnDeal, unwrap, type Deal } from '../src/index.ts';
import { DdSearch } from '../src/dd/search.ts';
import { ddTableWith, type DdTable } from '../src/dd/table.ts';
import { webAssembly } from '../src/dd/wasm-api.ts';
import { readTableRecords } from './reference-data.ts';
import { meanWithError } from '@tenace/bench-stats';

const [fileA, fileB] = process.argv.slice(2, 4);
const deals = Number(process.argv[4] ?? 100);
const records = readTableRecords();
if (fileA === undefined || fileB === undefined || !Number.isInteger(deals) || deals < 2 || deals > records.length) {
  console.log(`usage: npx tsx scripts/dd-pair.ts <a.wasm> <b.wasm> [deals, 2–${records.length}]`);
  process.exit(2);
}

const searchFrom = (file: string): DdSearch => new DdSearch(new webAssembly.Module(readFileSync(file)));
const builds = [searchFrom(fileA), searchFrom(fileB)] as const;
const sameTable = (x: DdTable, y: DdTable): boolean =>
  SEATS.every((seat) => STRAINS.every((strain) => x[seat][strain] === y[seat][strain]));

/** One full table on one build: its time, its nodes and the table. */
function solve(search: DdSearch, deal: Deal): { ms: number; nodes: number; table: DdTable } {
  const before = search.nodes;
  const start = performance.now();
  const table = unwrap(ddTableWith(search, deal));
  return { ms: performance.now() - start, nodes: search.nodes - before, table };
}

const deal = (i: number): Deal => unwrap(parsePbnDeal(records[i]?.pbn ?? ''));
// Both builds compiled to their top tier before the clock counts (V8 compiles WebAssembly in tiers).
for (let i = 0; i < 3; i++) for (const search of builds) solve(search, deal(i));

/** Per build (a, b): the time and the nodes of all tables. */
const ms: [number, number] = [0, 0];
const nodes: [number, number] = [0, 0];
const ratios: number[] = [];
let tablesDiffer = 0;
let nodesDiffer = 0;
for (let i = 0; i < deals; i++) {
  const d = deal(i);
  // a first on even deals, b first on odd ones.
  const aFirst = i % 2 === 0 ? solve(builds[0], d) : undefined;
  const b = solve(builds[1], d);
  const a = aFirst ?? solve(builds[0], d);
  ms[0] += a.ms;
  ms[1] += b.ms;
  nodes[0] += a.nodes;
  nodes[1] += b.nodes;
  ratios.push(b.ms / a.ms);
  if (!sameTable(a.table, b.table)) tablesDiffer++;
  if (a.nodes !== b.nodes) nodesDiffer++;
}

const { mean, error } = meanWithError(ratios);
const line = (name: string, k: 0 | 1): string =>
  `${name}: ${ms[k].toFixed(0)} ms, ${nodes[k]} nodes, ${(nodes[k] / ms[k]).toFixed(0)} nodes/ms`;
console.log(`${deals} full tables, each build in turn (the order swapped deal by deal)`);
console.log(line(`a ${fileA}`, 0));
console.log(line(`b ${fileB}`, 1));
console.log(`time b / a, a deal: ${mean.toFixed(3)} ± ${error.toFixed(3)} (in total ${(ms[1] / ms[0]).toFixed(3)})`);
console.log(`tables that differ: ${tablesDiffer}; deals whose nodes differ: ${nodesDiffer}`);
