/**
 * The robots' opening leads alone: `npx tsx bench/lead.bench.ts [deals] [first deal] [budgetMs]`.
 *
 * The opening lead is the defence's costliest single card on the play benchmark (about a quarter
 * of a trick a deal), and the one decision every run of that benchmark meets on the same position:
 * the deals and auctions are the same, nothing has been played. So it can be measured alone, on
 * many more deals in the same time, and two versions of the robots compared lead for lead. Each
 * deal of play.bench.ts (the same numbering) is bid by four robots and the robot on lead chooses
 * its card as at the table (250 ms of work unless told, the auction read through the book); the lead is
 * checked against double dummy.
 *
 * Prints the tricks lost a deal played, the leads that let through a contract double dummy
 * defeats, and the leads by kind (the samples' own choice or the standard lead among those the
 * samples could not separate is not told apart here: only what the lead cost).
 */
import { NODES_PER_MS } from '../src/play/choose.ts';
import { actorOf, formatCard, unwrap, type CardSet, type PlayGame } from '@tenace/engine';
import { nodesSearched } from '@tenace/engine/dd';
import { robotPlay, type RobotMove } from '../src/play/index.ts';
import type { AuctionConstraints } from '../src/play/constraints.ts';
import { auctionConstraints } from '../src/index.ts';
import { saycBook } from '@tenace/rules-dsl';
import { benchDeal, bidByRobots, cardTricks, cpuMs } from './play-deals.ts';
import { percentile } from '@tenace/bench-stats';

const deals = Number(process.argv[2] ?? 300);
const first = Number(process.argv[3] ?? 0);
/** The lead's budget in milliseconds of work (ms × NODES_PER_MS search nodes), 250 as at the table unless told. */
const budgetMs = Number(process.argv[4] ?? 250);
if (!Number.isInteger(deals) || deals <= 0 || !Number.isInteger(first) || first < 0 || !(budgetMs > 0)) {
  console.error('usage: npx tsx bench/lead.bench.ts [deals] [first deal] [budgetMs]');
  process.exit(2);
}

const book = saycBook();
let played = 0;
let lost = 0;
let costlyLeads = 0;
let letThrough = 0;
let relaxed = 0;
const byRelaxation = [0, 0, 0, 0, 0, 0];
let layouts = 0;
let tests = 0;
let nodes = 0;
const leadTimes: number[] = [];
const chosen: string[] = [];
/**
 * Deal `i` bid and its opening lead chosen; when `measured`, the lead's time, search nodes and
 * tests of sampled hands by the book are counted (at the opening lead three hands are unseen).
 */
function lead(i: number, measured: boolean): { game: PlayGame; move: RobotMove } | undefined {
  const { deal, dealer, vulnerability } = benchDeal(i);
  const game = bidByRobots(book, deal, dealer, vulnerability);
  const seat = actorOf(game);
  if (game.phase !== 'play' || seat === undefined) return undefined;
  const constraints: AuctionConstraints = Object.fromEntries(
    Object.entries(auctionConstraints(book, game)).map(([s, c]) => {
      const accepts = c.accepts;
      return [
        s,
        accepts === undefined || !measured
          ? c
          : {
              ...c,
              accepts: (hand: CardSet) => {
                tests++;
                return accepts(hand);
              },
            },
      ];
    }),
  );
  const nodesBefore = nodesSearched();
  const mark = process.cpuUsage();
  const move = unwrap(robotPlay(game, seat, { seed: `bench-${i}`, budgetMs: Infinity, nodeBudget: budgetMs * NODES_PER_MS, constraints }));
  const ms = cpuMs(mark);
  if (measured) {
    leadTimes.push(ms);
    nodes += nodesSearched() - nodesBefore;
  }
  return { game, move };
}
// The first lead otherwise pays for compiling the code (JIT warm-up), which a running Worker has long paid.
for (let i = 0; i < 3; i++) lead(100_000 + i, false);
for (let i = first; i < first + deals; i++) {
  const led = lead(i, true);
  if (led === undefined) continue;
  played++;
  const { game, move } = led;
  if (move.kind !== 'play') continue;
  const { best, chosen: mine } = cardTricks(game.play, move.card);
  lost += best - mine;
  costlyLeads += Number(mine < best);
  // The defence needs 14 - (level + 6) tricks to defeat the contract.
  const needed = 8 - game.play.contract.level;
  if (best >= needed && mine < needed) letThrough++;
  chosen.push(`${i}:${move.card}`);
  relaxed += Number(move.choice.relaxation > 0);
  byRelaxation[move.choice.relaxation] = (byRelaxation[move.choice.relaxation] ?? 0) + 1;
  layouts += Math.max(move.choice.samples, move.choice.screened);
  // LEAD_BENCH_LOG=1: every lead and its cost, to compare two versions deal by deal.
  if (process.env.LEAD_BENCH_LOG === '1')
    console.log(
      `LEAD ${i} ${game.play.contract.level}${game.play.contract.strain} ${formatCard(move.card)} lost ${best - mine}, ${(leadTimes.at(-1) ?? 0).toFixed(0)} ms, relaxation ${move.choice.relaxation}, ${move.choice.samples} solved, ${move.choice.screened} screened`,
    );
  if ((i + 1 - first) % 50 === 0) console.error(`  ${i + 1 - first} deals`);
}

const perDeal = (n: number): string => (n / Math.max(1, played)).toFixed(3);
console.log(`deals: ${deals} (${played} played); opening leads costing a trick or more: ${costlyLeads}`);
console.log(
  `double-dummy tricks lost at the opening lead a deal played: ${perDeal(lost)}; contracts let through that double dummy defeats: ${letThrough}`,
);
console.log(
  `leads chosen on layouts that gave up some of the reading: ${relaxed} (by step, sample.ts: ${byRelaxation.join(' / ')}); layouts a lead: ${(layouts / Math.max(1, played)).toFixed(1)}`,
);
console.log(
  `a lead's work: ${(nodes / Math.max(1, played) / 1000).toFixed(0)}k search nodes and ${(tests / Math.max(1, played)).toFixed(0)} tests of sampled hands by the book; CPU a lead: median ${percentile(
    leadTimes.sort((a, b) => a - b),
    50,
  ).toFixed(0)} ms, max ${(leadTimes.at(-1) ?? 0).toFixed(0)} ms`,
);
// A fingerprint of the leads chosen, to tell at a glance whether a change moved any.
let hash = 0;
for (const ch of chosen.join(' ')) hash = (Math.imul(hash, 31) + ch.charCodeAt(0)) | 0;
console.log(`leads fingerprint: ${(hash >>> 0).toString(16)}`);
