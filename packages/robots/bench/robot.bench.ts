/**
 * Benchmark of the robot bidder: robot decisions per second (the book's call, or a placement past
 * the rules) and the time of a whole four-robot auction, median and 90th percentile; then the
 * decisions per second on as many other deals once the code is warm (compiled by the JIT).
 * Run with `npx tsx bench/robot.bench.ts` in packages/robots (the practice deal's time: bench/practice.bench.ts in packages/trainer).
 */
import { createHash } from 'node:crypto';
import { SEATS, auctionState, dealFromSeed, formatCall, makeCall, rotate, unwrap, type Auction } from '@tenace/engine';
import { compileRules, saycBook, SAYC_SOURCE } from '@tenace/rules-dsl';
import { robotBid } from '../src/index.ts';

const DEALS = 2000;

// The shipped book first, while this process has run none of the book's code (as a Worker's first request).
let start = performance.now();
unwrap(robotBid({ hand: dealFromSeed('bench:first', 'N').E, vulnerability: 'None', auction: { dealer: 'N', calls: [] } }));
const firstCallMs = performance.now() - start;

start = performance.now();
const compiled = compileRules(SAYC_SOURCE, 'sayc.rules');
if (!compiled.ok) throw new Error('the SAYC book does not compile');
// Compiling is lazy: evaluate every situation so the figure is the whole book's.
for (const situation of compiled.value.situations) void [situation.conditions, situation.rules];
const compileMs = performance.now() - start;
saycBook();

/** Four robots bid `DEALS` seeded deals: the time of each auction, decisions and placed bids. */
function bidDeals(seedPrefix: string) {
  const times: number[] = [];
  let decisions = 0;
  let placements = 0;
  let decisionMs = 0;
  // A fingerprint of every auction bid, so a change meant to be faster can show it changed no decision.
  const fingerprint = createHash('sha256');
  for (let i = 0; i < DEALS; i++) {
    const dealer = SEATS[i % 4] ?? 'N';
    const deal = dealFromSeed(`${seedPrefix}:${i}`, dealer);
    let auction: Auction = { dealer, calls: [] };
    const t0 = performance.now();
    while (!auctionState(auction).over) {
      const seat = rotate(dealer, auction.calls.length);
      const made = unwrap(robotBid({ hand: deal[seat], vulnerability: 'None', auction }));
      decisions++;
      if (made.source === 'placement' && made.call.type === 'bid') placements++;
      auction = unwrap(makeCall(auction, made.call));
    }
    const ms = performance.now() - t0;
    decisionMs += ms;
    times.push(ms);
    fingerprint.update(`${dealer}:${auction.calls.map(formatCall).join(' ')}\n`);
  }
  return { times, decisions, placements, decisionMs, fingerprint: fingerprint.digest('hex').slice(0, 16) };
}

// The first pass pays for compiling the code (JIT) as a fresh isolate does; the second, on other
// deals, is a Worker that has been answering for a while.
const { times, decisions, placements, decisionMs, fingerprint } = bidDeals('bench');
const warm = bidDeals('bench-warm');
times.sort((a, b) => a - b);
const at = (q: number): number => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0;

console.log(
  `SAYC book: first robot call from the shipped book ${firstCallMs.toFixed(1)} ms (this process's first); parsing and compiling the whole book from its source ${compileMs.toFixed(0)} ms`,
);
console.log(
  `robot decisions: ${Math.round(decisions / (decisionMs / 1000)).toLocaleString('en')} a second (${decisions} decisions, ${placements} of them bids placed past the rules)`,
);
console.log(
  `robot decisions once warm (${DEALS} more deals): ${Math.round(warm.decisions / (warm.decisionMs / 1000)).toLocaleString('en')} a second`,
);
console.log(`auctions fingerprint: ${fingerprint}`);
console.log(`four-robot auction: median ${at(0.5).toFixed(2)} ms, p90 ${at(0.9).toFixed(2)} ms (${DEALS} deals)`);
