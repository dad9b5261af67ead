/**
 * Distance to par: N seeded random deals bid by four robots (every dealer and vulnerability in
 * turn), each final contract scored with its double-dummy tricks and compared with the deal's par
 * (the engine's dd table and par). Prints the mean |IMPs| from par, the share of auctions where
 * both sides bid, and slams bid and made; then, for each situation of the book's part two that made
 * a call, the deals where it did and their mean |IMPs| (where a change to the book shows).
 *
 *   npx tsx bench/par.bench.ts [deals] [--option="Roman Keycard Blackwood" …] [--book=<file.rules>] [--seed=<word>]
 *   (100 deals unless told)
 *
 * --book bids by a rule file instead of SAYC: a whole book, or one that extends SAYC
 * (`Extends "SAYC"`). --seed mixes a word into the deals' seeds (`par:<word>:0` …), for deals no
 * one has tuned the book on; without it the deals are the usual `par:0` ….
 *
 * Options of the book named with --option are played by all four robots. It prints, too, the IMPs
 * lost by cause (the wrong side declares, a missed slam or game, the wrong strain …) and the ten
 * worst deals; PAR_CAUSE="missed game" (the start of a cause) lists every deal of that cause, and
 * PAR_SITUATION="Advancing partner's overcall" every deal where that situation made a call;
 * PAR_DISTANCES=<file> writes each deal's |IMPs| (to compare two books deal by deal).
 *
 * The deals are the same on every run (seeds `par:0` …), so two runs of two books compare. The
 * double-dummy tables (about a second a deal) don't change with the book, so they are kept in a
 * file in the system's temporary folder and read back on the next run.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { formatMeanWithError } from '@tenace/bench-stats';
import {
  SEATS,
  VULNERABILITIES,
  dealFromSeed,
  finalContract,
  formatCall,
  gameLevel,
  scoreContract,
  seatOfCall,
  sideOf,
  unwrap,
  type Deal,
  type Strain,
} from '@tenace/engine';
import { ddTable, par, type DdTable } from '@tenace/engine/dd';
import { SAYC_SOURCE, compileRules, describeBook, formatDiagnostic, saycBook, withOptions, type RuleBook } from '@tenace/rules-dsl';
import { robotAuction } from '../src/index.ts';

const args = process.argv.slice(2);
const flag = (name: string): string | undefined => args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const options = args.filter((a) => a.startsWith('--option=')).map((a) => a.slice('--option='.length));
const bookPath = flag('book');
const seed = flag('seed');

/** The book bid by: SAYC, or the file --book names (refused with its errors). */
function baseBook(): RuleBook {
  if (bookPath === undefined) return saycBook();
  const compiled = compileRules(readFileSync(bookPath, 'utf8'), basename(bookPath));
  if (compiled.ok) return compiled.value;
  console.error(compiled.error.map(formatDiagnostic).join('\n'));
  process.exit(2);
}
const book = withOptions(baseBook(), options);
if (!book.ok) {
  console.error(book.error.message);
  process.exit(2);
}
/** Deal i's seed: the usual `par:i`, or with --seed `par:<word>:i`. */
const dealSeed = (i: number): string => (seed === undefined ? `par:${i}` : `par:${seed}:${i}`);
const deals = Number(args.find((a) => !a.startsWith('--')) ?? 100);
if (!Number.isInteger(deals) || deals <= 0) {
  console.error(`the number of deals must be a whole number above 0, not '${args.find((a) => !a.startsWith('--')) ?? ''}'`);
  process.exit(2);
}

/** The WBF IMP scale: the smallest difference in points that scores each number of IMPs. */
const IMP_STEPS = [
  20, 50, 90, 130, 170, 220, 270, 320, 370, 430, 500, 600, 750, 900, 1100, 1300, 1500, 1750, 2000, 2250, 2500, 3000, 3500, 4000,
];
const imps = (difference: number): number => IMP_STEPS.filter((step) => Math.abs(difference) >= step).length;

const CACHE = join(tmpdir(), 'tenace-par-bench-tables.json');
const cached: Record<string, DdTable> = existsSync(CACHE) ? (JSON.parse(readFileSync(CACHE, 'utf8')) as Record<string, DdTable>) : {};
const handsKey = (deal: Deal): string => SEATS.map((s) => deal[s].toArray().join('')).join(' ');
function tableOf(deal: Deal): DdTable {
  const key = handsKey(deal);
  const known = cached[key];
  if (known !== undefined) return known;
  const solved = unwrap(ddTable(deal));
  cached[key] = solved;
  return solved;
}

/** Each deal's |IMPs| from par, for the mean and its standard error. */
const distances: number[] = [];
let contested = 0;
let slamsBid = 0;
let slamsMade = 0;
let parSlams = 0;
let passedOut = 0;
/** By situation of the book that made a call in the auction: deals and their |IMPs|. */
const bySituation = new Map<string, { deals: number; imps: number }>();
/** IMPs lost by cause (the first that fits), and the deals that lost most. */
const byCause = new Map<string, { deals: number; imps: number }>();
const worst: { imps: number; line: string }[] = [];
const strainName = (s: string): string => (s === 'NT' ? 'NT' : s);
const started = performance.now();
for (let i = 0; i < deals; i++) {
  const dealer = SEATS[i % 4] ?? 'N';
  const vulnerability = VULNERABILITIES[Math.floor(i / 4) % 4] ?? 'None';
  const deal = dealFromSeed(dealSeed(i), dealer);
  const { auction, calls } = robotAuction(deal, dealer, vulnerability, { book: book.value });
  const table = tableOf(deal);
  const parResult = unwrap(par(table, vulnerability, dealer));
  const sidesBidding = new Set(auction.calls.flatMap((c, k) => (c.type === 'bid' ? [sideOf(seatOfCall(auction, k))] : [])));
  if (sidesBidding.size === 2) contested++;
  const contract = finalContract(auction) ?? 'passed-out';
  let score = 0;
  if (contract === 'passed-out') passedOut++;
  else {
    const tricks = table[contract.declarer][contract.strain];
    score = unwrap(scoreContract(contract, vulnerability, tricks)).ns;
    if (contract.level >= 6) {
      slamsBid++;
      if (tricks >= contract.level + 6) slamsMade++;
    }
  }
  if (parResult.contracts.some((c) => c.level >= 6)) parSlams++;
  const distance = imps(score - parResult.score);
  distances.push(distance);
  if (distance > 0) {
    const parContract = parResult.contracts[0];
    const isGame = (level: number, strain: Strain): boolean => level < 6 && level >= gameLevel(strain);
    let cause: string;
    if (contract === 'passed-out') cause = 'passed out';
    else if (parContract === undefined) cause = 'par is passed out';
    else if (sideOf(contract.declarer) !== sideOf(parContract.declarer))
      cause =
        contract.doubled !== '' && table[contract.declarer][contract.strain] < contract.level + 6
          ? 'the wrong side declares, doubled and down'
          : 'the wrong side declares';
    else if (parContract.level >= 6 && contract.level < 6) cause = 'missed slam';
    else if (contract.level >= 6 && parContract.level < 6) cause = 'slam too high';
    else if (isGame(parContract.level, parContract.strain) && !isGame(contract.level, contract.strain) && contract.level < 6)
      cause = 'missed game';
    else if (table[contract.declarer][contract.strain] < contract.level + 6)
      cause = contract.strain === parContract.strain ? 'too high in the right strain' : 'wrong strain, going down';
    else if (contract.strain !== parContract.strain) cause = 'wrong strain, making';
    else cause = 'other (level, doubling, declarer)';
    const row = byCause.get(cause) ?? { deals: 0, imps: 0 };
    row.deals++;
    row.imps += distance;
    byCause.set(cause, row);
    const shown =
      contract === 'passed-out'
        ? 'passed out'
        : `${contract.level}${strainName(contract.strain)}${contract.doubled} ${contract.declarer} ${table[contract.declarer][contract.strain]} tricks`;
    const parShown =
      parContract === undefined
        ? 'passed out'
        : `${parContract.level}${strainName(parContract.strain)} ${parContract.declarer} (${parResult.score})`;
    if (process.env.PAR_CAUSE !== undefined && cause.startsWith(process.env.PAR_CAUSE))
      console.log(
        `${distance} ${dealSeed(i)} ${auction.calls.map(formatCall).join(' ')} → ${contract === 'passed-out' ? '-' : `${contract.level}${contract.strain}${contract.doubled} ${contract.declarer} ${table[contract.declarer][contract.strain]}`} par ${parResult.contracts.map((c) => `${c.level}${c.strain}${c.declarer}`).join(',')} ${parResult.score}`,
      );
    worst.push({
      imps: distance,
      line: `${dealSeed(i)} ${dealer} ${vulnerability}: ${auction.calls.map(formatCall).join(' ')} → ${shown}; par ${parShown}`,
    });
  }
  if (process.env.PAR_SITUATION !== undefined && calls.some((c) => c.rule?.situation === process.env.PAR_SITUATION))
    console.log(`${distance} ${dealSeed(i)} ${auction.calls.map(formatCall).join(' ')}`);
  for (const situation of new Set(calls.flatMap((c) => (c.rule === undefined ? [] : [c.rule.situation])))) {
    const row = bySituation.get(situation) ?? { deals: 0, imps: 0 };
    row.deals++;
    row.imps += distance;
    bySituation.set(situation, row);
  }
}
writeFileSync(CACHE, JSON.stringify(cached));
// PAR_DISTANCES=<file>: each deal's |IMPs| as JSON, so two books' runs on the same deals compare deal by deal.
if (process.env.PAR_DISTANCES !== undefined) writeFileSync(process.env.PAR_DISTANCES, JSON.stringify(distances));
const seconds = (performance.now() - started) / 1000;
const percent = (n: number): string => `${((100 * n) / deals).toFixed(0)} %`;
console.log(
  `distance to par: ${deals} deals bid by four robots (${seconds.toFixed(1)} s), book ${bookPath ?? 'SAYC'}, deals ${dealSeed(0)} …${options.length > 0 ? `, playing ${options.join(', ')}` : ''}`,
);
console.log(`  mean |IMPs| from par: ${formatMeanWithError(distances)} a deal (± one standard error)`);
console.log(`  both sides bid: ${contested} auctions (${percent(contested)}); passed out: ${passedOut}`);
console.log(`  slams: ${slamsBid} bid, ${slamsMade} made (par is a slam on ${parSlams} deals)`);
console.log(`  IMPs lost by cause (deals, IMPs a deal of all deals):`);
for (const [cause, row] of [...byCause].sort((a, b) => b[1].imps - a[1].imps))
  console.log(`    ${String(row.deals).padStart(3)}  ${(row.imps / deals).toFixed(2).padStart(5)}  ${cause}`);
console.log(`  the ten worst deals:`);
for (const { imps: n, line } of worst.sort((a, b) => b.imps - a.imps).slice(0, 10)) console.log(`    ${String(n).padStart(2)}  ${line}`);
const partTwo = new Set(
  describeBook(saycBook(), SAYC_SOURCE)
    .situations.filter((x) => x.part === 'two')
    .map((x) => x.name),
);
const rows = [...bySituation].filter(([name]) => partTwo.has(name)).sort((a, b) => b[1].deals - a[1].deals || a[0].localeCompare(b[0]));
console.log(`  part two at work (deals where the situation made a call, their mean |IMPs|):`);
for (const [name, row] of rows)
  console.log(`    ${String(row.deals).padStart(3)}  ${(row.imps / row.deals).toFixed(2).padStart(5)}  ${name}`);
