/**
 * Two ways of playing compared on the same decisions: `npx tsx bench/play-paired.bench.ts <other> [deals] [first deal]`.
 *
 * play.bench.ts plays each deal one way, so two runs soon reach different positions, and the
 * tricks lost differ by chance as much as by the change: about ±0.05 a side on 100 deals, enough
 * to hide a real gain or fake one. Here, at every decision of the play, the robots as they are
 * (250 ms a card, the auction read with the book's test of the robots' calls) and the `other`
 * way each choose a card on the same position, and where they choose differently each card is
 * checked against double dummy. The play goes on with one of them, in turn deal by deal, so
 * neither way's positions are favoured. `other`:
 * - `ranges`: the auction's ranges only, without the test that the book would have made the calls;
 * - `budget:<ms>`: another budget a card (as work: ms × NODES_PER_MS search nodes);
 * - `samples:<n>`: at most n layouts solved exactly a card (the robots: DEFAULT_SAMPLES, and up to
 *   CLOSE_CALL_SAMPLES for a close call);
 * - `knows:<points | lengths | both>[@<trick>]`: a measurement, no way to play: every seat's reading
 *   of the auction told each real hand's exact high-card points, suit lengths or both (the rest of
 *   the reading and the book's test kept), from the given trick on (1 by default), so the gain
 *   bounds what a closer reading of the auction and the play could buy.
 *
 * Prints the decisions compared, how many differ, and the double-dummy tricks lost a deal played
 * on those by each way, for the declaring side and the defence; then the other way's tricks lost
 * less the robots', a deal, with its standard error over the deals (a difference within about
 * twice that is chance). With PAIRED_LOG=1, also each card that differs, as it comes.
 */
import { ANY_HAND, type AuctionConstraints, type HandConstraint } from '../src/play/constraints.ts';
import { NODES_PER_MS } from '../src/play/choose.ts';
import {
  SEATS,
  actorOf,
  completedTricks,
  formatCard,
  highCardPoints,
  legalCards,
  sideOf,
  unwrap,
  type Deal,
  type Game,
  type Seat,
} from '@tenace/engine';
import { applyRobotMove, robotPlay, type RobotMove } from '../src/play/index.ts';
import { auctionConstraints } from '../src/index.ts';
import { saycBook } from '@tenace/rules-dsl';
import { addByContract, benchDeal, bidByRobots, formatByContract, tricksLost, type ByContract } from './play-deals.ts';
import { formatMeanWithError } from '@tenace/bench-stats';

const other = process.argv[2] ?? '';
const deals = Number(process.argv[3] ?? 100);
const first = Number(process.argv[4] ?? 0);
const otherBudget = other.startsWith('budget:') ? Number(other.slice('budget:'.length)) : 250;
const otherSamples = other.startsWith('samples:') ? Number(other.slice('samples:'.length)) : undefined;
const TOLD = ['points', 'lengths', 'both'] as const;
const knowsMatch = /^knows:(\w+)(?:@(\d+))?$/.exec(other);
/** What the reading is told of the real hands (`knows:`), if that is the other way, and from which trick. */
const knows = TOLD.find((what) => knowsMatch?.[1] === what);
const knowsFromTrick = Number(knowsMatch?.[2] ?? 1);
const known = other === 'ranges' || other.startsWith('budget:') || other.startsWith('samples:') || knows !== undefined;
if (
  !known ||
  !(otherBudget > 0) ||
  (otherSamples !== undefined && (!Number.isInteger(otherSamples) || otherSamples < 1)) ||
  !Number.isInteger(deals) ||
  deals <= 0 ||
  !Number.isInteger(first) ||
  first < 0
) {
  console.error(
    'usage: npx tsx bench/play-paired.bench.ts <ranges | budget:<ms> | samples:<n> | knows:<points | lengths | both>[@<trick>]> [deals] [first deal]',
  );
  process.exit(2);
}

const book = saycBook();
const lost = { robots: { declaring: 0, defence: 0 }, other: { declaring: 0, defence: 0 } };
let played = 0;
let decisions = 0;
let differ = 0;
/** Each played deal's tricks lost by the other way less the robots', by side. */
const gainByDeal = { declaring: [] as number[], defence: [] as number[] };
/** The same by kind of contract. */
const gainByContract: ByContract = new Map();
const difference = (side: 'declaring' | 'defence'): number => lost.other[side] - lost.robots[side];

/** Each seat's reading of the auction told its real hand's exact points and/or suit lengths (`knows:`). */
function toldTheHands(read: AuctionConstraints, deal: Deal, what: (typeof TOLD)[number]): AuctionConstraints {
  const told: Partial<Record<Seat, HandConstraint>> = {};
  for (const seat of SEATS) {
    const reading = read[seat] ?? ANY_HAND;
    const hand = deal[seat];
    const exactly = (n: number) => ({ min: n, max: n });
    const lengths = { S: exactly(hand.count('S')), H: exactly(hand.count('H')), D: exactly(hand.count('D')), C: exactly(hand.count('C')) };
    told[seat] = {
      ...reading,
      ...(what === 'lengths' ? {} : { hcp: exactly(highCardPoints(hand)) }),
      ...(what === 'points' ? {} : { lengths }),
    };
  }
  return told;
}

/** `samples` only when a number is compared: the robots' own default also solves close calls on more layouts. */
const choose = (game: Game, seat: Seat, i: number, constraints: AuctionConstraints, budgetMs: number, samples?: number): RobotMove =>
  unwrap(
    robotPlay(game, seat, {
      seed: `bench-${i}`,
      budgetMs: Infinity,
      nodeBudget: budgetMs * NODES_PER_MS,
      ...(samples === undefined ? {} : { samples }),
      constraints,
    }),
  );

for (let i = first; i < first + deals; i++) {
  const { deal, dealer, vulnerability } = benchDeal(i);
  let game = bidByRobots(book, deal, dealer, vulnerability);
  if (game.phase !== 'play') continue;
  played++;
  const contract = game.contract;
  const differenceBefore = { declaring: difference('declaring'), defence: difference('defence') };
  const robots = auctionConstraints(book, game);
  const otherConstraints =
    other === 'ranges' ? auctionConstraints(book, game, []) : knows !== undefined ? toldTheHands(robots, deal, knows) : robots;
  const followOther = i % 2 === 1;
  for (let step = 0; step < 60 && game.phase === 'play'; step++) {
    const seat = actorOf(game);
    if (seat === undefined) break;
    const mine = choose(game, seat, i, robots, 250);
    const trick = completedTricks(game.play).length + 1;
    const theirs = choose(game, seat, i, trick >= knowsFromTrick ? otherConstraints : robots, otherBudget, otherSamples);
    const before = game;
    game = unwrap(applyRobotMove(game, seat, followOther ? theirs : mine));
    if (mine.kind !== 'play' || theirs.kind !== 'play' || before.phase !== 'play' || legalCards(before.play).length < 2) continue;
    decisions++;
    if (mine.card === theirs.card) continue;
    differ++;
    const side = sideOf(before.play.turn) === sideOf(before.contract.declarer) ? 'declaring' : 'defence';
    const lostMine = tricksLost(before.play, mine.card);
    const lostTheirs = tricksLost(before.play, theirs.card);
    lost.robots[side] += lostMine;
    lost.other[side] += lostTheirs;
    // PAIRED_LOG=1: each card that differs, to see which decisions the other way changes.
    if (process.env.PAIRED_LOG === '1') {
      const layouts = (m: typeof mine) => (m.kind === 'play' ? `${m.choice.samples} solved, ${m.choice.screened} screened` : '');
      console.log(
        `DIFFER deal ${i} ${before.contract.level}${before.contract.strain} by ${before.contract.declarer}, trick ${trick}, ${side}, ${before.play.turn}: ${formatCard(mine.card)} lost ${lostMine} (${layouts(mine)}), ${other} ${formatCard(theirs.card)} lost ${lostTheirs} (${layouts(theirs)})`,
      );
    }
  }
  const gainHere = {
    declaring: difference('declaring') - differenceBefore.declaring,
    defence: difference('defence') - differenceBefore.defence,
  };
  gainByDeal.declaring.push(gainHere.declaring);
  gainByDeal.defence.push(gainHere.defence);
  addByContract(gainByContract, contract, gainHere.declaring, gainHere.defence);
  if ((i + 1 - first) % 20 === 0) console.error(`  ${i + 1 - first} deals`);
}

const perDeal = (n: number): string => (n / Math.max(1, played)).toFixed(3);
console.log(`deals: ${deals} (${played} played); decisions compared: ${decisions}, cards differing: ${differ}`);
console.log(`double-dummy tricks lost a deal played, on the differing cards (declaring side / defence):`);
console.log(`  the robots (250 ms, the book's test of the calls): ${perDeal(lost.robots.declaring)} / ${perDeal(lost.robots.defence)}`);
console.log(`  ${other}: ${perDeal(lost.other.declaring)} / ${perDeal(lost.other.defence)}`);
console.log(
  `  ${other} less the robots, a deal with its standard error: declaring side ${formatMeanWithError(gainByDeal.declaring)}, defence ${formatMeanWithError(gainByDeal.defence)}`,
);
console.log(`  by contract (deals; declaring side, defence): ${formatByContract(gainByContract)}`);
