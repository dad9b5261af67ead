/**
 * The robots' card play from the real auction: `npx tsx bench/play.bench.ts [deals] [budgetMs] [first deal]`.
 *
 * Four SAYC robots bid each of N seeded deals (default 100; every dealer and vulnerability in
 * turn), and the robots play the contract they reached to the end, sampling the unseen hands
 * consistently with the auction as the book reads it (src/play/with-book.ts). Each card gets the budget of
 * a card in a game (250 ms unless told), counted as games count it, in work alone (search nodes,
 * `budgetMs` × NODES_PER_MS): the choices, and so the tricks lost, are the same on every run and
 * every machine, and the time per card shows whether that work fits in the budget here. The
 * robots' layouts are seeded by the deal's number (`bench-<i>`); PLAY_BENCH_SEED=<word> seeds them
 * otherwise (`<word>-<i>`), to see how far the figures move with the layouts drawn alone: on deals
 * 300–599 the defence's figure moved by 0.06–0.09 between two seeds of the same robots. Every card
 * a robot chooses is checked against the double-dummy solver on the actual deal: a card that gives
 * up tricks the side on play could still have taken (all hands open) counts those tricks as lost.
 *
 * Prints the double-dummy tricks lost per deal played, by the declaring side and by the defence
 * (also by kind of contract: part-score, game or slam, in no trump or a suit);
 * how often the result differs from double dummy on the contract (made where it goes down, or down
 * where it makes); the time per card (the robot's decision only: median, p99, max) and the cards
 * over the budget; the whole board, four robots bidding and playing (median and p90); and how the
 * chosen cards' ratings compare with the real deal (see `calibration`). Times
 * are the CPU time of this process, which on a machine shared with other work stays near what
 * the work costs where the wall clock does not (the worst wall time per card is printed too);
 * they are noisy all the same. The checking solves are not timed.
 */
import {
  SEATS,
  actorOf,
  currentTrick,
  dealFromSeed,
  legalCards,
  sideOf,
  suitOf,
  formatCard,
  unwrap,
  type Deal,
  type Game,
  type Play,
  type Seat,
  type Vulnerability,
} from '@tenace/engine';
import { applyRobotMove, robotPlay, type RobotMove } from '../src/play/index.ts';
import { ddCardSolver } from '../src/play/solver.ts';
import { fitsSignals } from '../src/play/signals.ts';
import { knowledgeOf } from '../src/play/sample.ts';
import { chooserOf, NODES_PER_MS, tricksNeeded, formatRating } from '../src/play/choose.ts';
import { nodesSearched, positionFromPlay } from '@tenace/engine/dd';
import type { AuctionConstraints } from '../src/play/constraints.ts';
import { auctionConstraints } from '../src/index.ts';
import { saycBook } from '@tenace/rules-dsl';
import { addByContract, benchDeal, bidByRobots as bidGame, cardTricks, cpuMs, formatByContract, type ByContract } from './play-deals.ts';
import { formatMeanWithError, percentile } from '@tenace/bench-stats';

const deals = Number(process.argv[2] ?? 100);
const budgetMs = Number(process.argv[3] ?? 250);
/** The first deal's number, to measure on other deals than the first ones (default 0). */
const first = Number(process.argv[4] ?? 0);
if (!Number.isInteger(deals) || deals <= 0 || !(budgetMs > 0) || !Number.isInteger(first) || first < 0) {
  console.error('usage: npx tsx bench/play.bench.ts [deals] [budgetMs] [first deal]');
  process.exit(2);
}

/** Tricks the declarer takes from the start, all hands open (for the make/defeat comparison). */
function ddDeclarerTricks(play: Play): number {
  const values = ddCardSolver(positionFromPlay(play));
  if (values === undefined) throw new Error('the checking solve has no limits: it cannot run out');
  return 13 - Math.max(...values.map((v) => v.tricks));
}

const book = saycBook();
const cardTimes: number[] = [];
const boardTimes: number[] = [];
const boardNodes: number[] = [];
let played = 0;
let passedOut = 0;
let lostDeclaring = 0;
let lostDefending = 0;
/** Each played deal's tricks lost by side, for the standard error of the means. */
const lostByDeal = { declaring: [] as number[], defence: [] as number[] };
/** Each deal's tricks lost by side, as `lostByDeal`, by kind of contract. */
const lostByContract: ByContract = new Map();
/**
 * The chosen card's rating against the real deal, by side, where the card was solved on layouts:
 * its average tricks on them less its double-dummy tricks on the deal, and where the goal was open
 * on them, the share it predicted against how often it reaches the goal on the deal. An unbiased
 * picture of the unseen hands would leave the tricks near 0 and the shares alike. The open goals
 * are also counted apart once the opponents have discarded: a discard is chosen knowing the hand
 * it comes from, which layouts dealt evenly over what was seen do not read.
 */
const goalCount = (): { open: number; goalPredicted: number; goalReached: number } => ({ open: 0, goalPredicted: 0, goalReached: 0 });
const calibration = {
  declaring: { decisions: 0, tricksOver: 0, ...goalCount(), afterDiscards: goalCount() },
  defence: { decisions: 0, tricksOver: 0, ...goalCount(), afterDiscards: goalCount() },
};
/** Whether the opponents of the side on play have discarded (played a card of neither the suit led nor trumps). */
const opponentsDiscarded = (play: Play): boolean =>
  play.tricks.some((t) => {
    const led = t.cards[0];
    return (
      led !== undefined &&
      t.cards.some(
        (pc) => sideOf(pc.seat) !== sideOf(play.turn) && suitOf(pc.card) !== suitOf(led.card) && suitOf(pc.card) !== play.contract.strain,
      )
    );
  });
let lostLeading = 0;
let claims = 0;
let overBudget = 0;
let conventional = 0;
let lostByConvention = 0;
let solvedCards = 0;
let layouts = 0;
let screenedCards = 0;
let screenedLayouts = 0;
/** Search nodes by trick (the whole board's work, to show where it goes), and each card over the budget with why. */
const nodesByTrick = new Array<number>(13).fill(0);
const slowCards: string[] = [];
let slowest = { ms: 0, described: '' };
/** Cards chosen on layouts dealt with the signals given up (1), the ranges widened too (2–3), or dropped (4); see sample.ts. */
const relaxed = [0, 0, 0, 0, 0];
let wallWorst = 0;
/** Signals (attitude and count) read at the robots' decisions (each reading once), and those the signaller's real hand contradicts. */
const readings = new Set<string>();
const contradicted = new Set<string>();
let downWhereMakes = 0;
let madeWhereDown = 0;
/**
 * Tricks lost by side and kind of decision (lead, following the suit led second, third or fourth
 * hand, ruff or discard), and by trick, to show which decisions lose most.
 */
const lostByKind = new Map<string, number>();
/** Search nodes by the same kinds, to set what a kind of decision costs against what it loses. */
const nodesByKind = new Map<string, number>();
const lostByTrick = { declaring: new Array<number>(13).fill(0), defence: new Array<number>(13).fill(0) };
const kindOf = (play: Play, card: number): string => {
  const trick = currentTrick(play);
  const led = trick?.cards[0];
  if (led === undefined) return play.tricks.length === 0 ? 'opening lead' : 'lead';
  if (suitOf(card) !== suitOf(led.card)) return suitOf(card) === play.contract.strain ? 'ruff' : 'discard';
  return `follow ${['', '2nd', '3rd', '4th'][trick?.cards.length ?? 0] ?? ''}`;
};
/** A new game of `deal` bid to its end by four robots, and what the auction tells the players of the hands. */
function bidByRobots(deal: Deal, dealer: Seat, vulnerability: Vulnerability): { game: Game; constraints: AuctionConstraints } {
  const game = bidGame(book, deal, dealer, vulnerability);
  return { game, constraints: game.phase === 'play' ? auctionConstraints(book, game) : {} };
}

/**
 * One deal bid and played before the measured ones and not counted: the first board otherwise
 * pays for compiling the code (JIT warm-up), which a running Worker has long paid. Its first
 * card's CPU and the board's are printed apart: what a fresh process or Worker isolate pays, the
 * code still unoptimised (V8 compiles JavaScript and WebAssembly in tiers, the faster tier only
 * for code that has run hot).
 */
function warmUp(): { firstCard: number; board: number } {
  let mark = process.cpuUsage();
  const bid = bidByRobots(dealFromSeed('play-bench-warm-up', 'N'), 'N', 'None');
  let board = cpuMs(mark);
  let firstCard = 0;
  let game = bid.game;
  for (let step = 0; step < 60 && game.phase === 'play'; step++) {
    const seat = actorOf(game);
    if (seat === undefined) break;
    mark = process.cpuUsage();
    const move = unwrap(
      robotPlay(game, seat, {
        seed: 'bench-warm-up',
        budgetMs: Infinity,
        nodeBudget: budgetMs * NODES_PER_MS,
        constraints: bid.constraints,
      }),
    );
    const ms = cpuMs(mark);
    if (step === 0) firstCard = ms;
    board += ms;
    game = unwrap(applyRobotMove(game, seat, move));
  }
  return { firstCard, board };
}
const cold = warmUp();

const started = performance.now();
for (let i = first; i < first + deals; i++) {
  const { deal, dealer, vulnerability } = benchDeal(i);

  let boardCpu = 0;
  let nodes = 0;
  let mark = process.cpuUsage();
  const bid = bidByRobots(deal, dealer, vulnerability);
  let game = bid.game;
  const constraints = bid.constraints;
  boardCpu += cpuMs(mark);
  if (game.phase !== 'play') {
    passedOut++;
    boardTimes.push(boardCpu);
    boardNodes.push(0);
    continue;
  }
  played++;
  const lostBefore = { declaring: lostDeclaring, defence: lostDefending };
  const contract = game.contract;
  const ddTricks = ddDeclarerTricks(game.play);

  for (let step = 0; step < 60 && game.phase === 'play'; step++) {
    const seat = actorOf(game);
    if (seat === undefined) break;
    const before: Game = game;
    // The check of the signals read is the bench's own work: not timed with the robot's.
    if (game.phase === 'play') {
      const observer = chooserOf(game.play);
      const known = knowledgeOf(game.play, observer, constraints);
      for (const s of SEATS)
        for (const signal of known.signals[s]) {
          const key = `${i}/${observer}/${s}/${signal.kind}/${signal.suit}`;
          readings.add(key);
          if (!fitsSignals(deal[s], [signal])) contradicted.add(key);
        }
    }
    mark = process.cpuUsage();
    const wall = performance.now();
    const nodesBefore = nodesSearched();
    const move: RobotMove = unwrap(
      robotPlay(game, seat, {
        seed: `${process.env.PLAY_BENCH_SEED ?? 'bench'}-${i}`,
        budgetMs: Infinity,
        nodeBudget: budgetMs * NODES_PER_MS,
        constraints,
      }),
    );
    const ms = cpuMs(mark);
    const cardNodes = nodesSearched() - nodesBefore;
    nodes += cardNodes;
    const trickIndex = Math.min(
      12,
      before.phase === 'play' ? before.play.tricks.length - (currentTrick(before.play) === undefined ? 0 : 1) : 12,
    );
    nodesByTrick[trickIndex] = (nodesByTrick[trickIndex] ?? 0) + cardNodes;
    wallWorst = Math.max(wallWorst, performance.now() - wall);
    game = unwrap(applyRobotMove(game, seat, move));
    boardCpu += cpuMs(mark);
    if (move.kind === 'claim') {
      claims++;
      continue;
    }
    cardTimes.push(ms);
    const c = move.choice;
    const described = `deal ${i} trick ${trickIndex + 1}: ${ms.toFixed(0)} ms, ${(cardNodes / 1000).toFixed(0)}k nodes, ${c.samples} solved, ${c.screened} screened, relaxation ${c.relaxation}${c.outOfTime ? ', out of budget' : ''}`;
    if (ms > budgetMs) {
      overBudget++;
      slowCards.push(described);
    }
    if (ms > slowest.ms) slowest = { ms, described };
    const byConvention = c.outOfTime && c.samples === 0 && c.screened === 0;
    if (byConvention) conventional++;
    if (c.samples > 0) {
      solvedCards++;
      layouts += c.samples;
    }
    if (c.samples > 0 || c.screened > 0) relaxed[c.relaxation] = (relaxed[c.relaxation] ?? 0) + 1;
    screenedCards += Number(c.screened > 0);
    screenedLayouts += c.screened;
    if (before.phase !== 'play' || legalCards(before.play).length < 2) continue;
    const { best, chosen } = cardTricks(before.play, move.card);
    const lost = best - chosen;
    const side = sideOf(before.play.turn) === sideOf(contract.declarer) ? 'declaring' : 'defence';
    const rated = c.ratings.find((r) => r.card === move.card);
    if (rated !== undefined && c.samples > 0) {
      const sum = calibration[side];
      sum.decisions++;
      sum.tricksOver += rated.tricks - chosen;
      // Where the goal was open on the layouts (neither sure nor hopeless): its share against the real deal.
      if (rated.goal > 0 && rated.goal < 1) {
        const reached = Number(chosen >= tricksNeeded(before.play));
        for (const count of opponentsDiscarded(before.play) ? [sum, sum.afterDiscards] : [sum]) {
          count.open++;
          count.goalPredicted += rated.goal;
          count.goalReached += reached;
        }
      }
    }
    const declaring = side === 'declaring';
    if (declaring) lostDeclaring += lost;
    else lostDefending += lost;
    if (byConvention) lostByConvention += lost;
    const kind = `${declaring ? 'declaring' : 'defence'} ${kindOf(before.play, move.card)}`;
    lostByKind.set(kind, (lostByKind.get(kind) ?? 0) + lost);
    nodesByKind.set(kind, (nodesByKind.get(kind) ?? 0) + cardNodes);
    // PLAY_BENCH_LOG=1: each losing decision, to see what went wrong.
    if (lost > 0 && process.env.PLAY_BENCH_LOG === '1') {
      const hands = SEATS.map((s) => `${s}:${before.play.hands[s].toArray().map(formatCard).join('')}`).join(' ');
      const trickCards = (currentTrick(before.play)?.cards ?? []).map((pc) => `${pc.seat}${formatCard(pc.card)}`).join(' ');
      console.log(
        `LOST deal ${i} ${contract.level}${contract.strain} by ${contract.declarer}, trick ${trickIndex + 1}, ${kind}, ${seat} played ${formatCard(move.card)} (lost ${lost}); trick [${trickCards}]; ` +
          `samples ${c.samples} screened ${c.screened} relax ${c.relaxation}; ratings ${c.ratings.slice(0, 6).map(formatRating).join(', ')}; ${hands}`,
      );
    }
    lostByTrick[declaring ? 'declaring' : 'defence'][trickIndex] =
      (lostByTrick[declaring ? 'declaring' : 'defence'][trickIndex] ?? 0) + lost;
    if (before.play.tricks.length === 0) lostLeading += lost;
  }
  boardTimes.push(boardCpu);
  boardNodes.push(nodes);
  const lostHere = { declaring: lostDeclaring - lostBefore.declaring, defence: lostDefending - lostBefore.defence };
  lostByDeal.declaring.push(lostHere.declaring);
  lostByDeal.defence.push(lostHere.defence);
  addByContract(lostByContract, contract, lostHere.declaring, lostHere.defence);
  if (game.phase === 'done' && game.contract !== 'passed-out') {
    const need = contract.level + 6;
    if (ddTricks >= need && game.declarerTricks < need) downWhereMakes++;
    if (ddTricks < need && game.declarerTricks >= need) madeWhereDown++;
  }
  if ((i + 1 - first) % 10 === 0) console.error(`  ${i + 1 - first} deals, ${((performance.now() - started) / 1000).toFixed(0)} s`);
}

cardTimes.sort((x, y) => x - y);
boardTimes.sort((x, y) => x - y);
boardNodes.sort((x, y) => x - y);
const perDeal = (n: number): string => (n / Math.max(1, played)).toFixed(3);
console.log(
  `deals: ${deals} (${played} played, ${passedOut} passed out), cards chosen: ${cardTimes.length}, claims: ${claims}, budget ${budgetMs} ms per card`,
);
console.log(
  `double-dummy tricks lost per deal played: declaring side ${perDeal(lostDeclaring)}, defence ${perDeal(lostDefending)} (opening leads ${perDeal(lostLeading)})`,
);
// Deals differ much in what they offer to lose: another draw of as many deals falls about this far off.
console.log(
  `  with the standard error over the deals: declaring side ${formatMeanWithError(lostByDeal.declaring)}, defence ${formatMeanWithError(lostByDeal.defence)}`,
);
console.log(`  by contract (deals; declaring side, defence): ${formatByContract(lostByContract)}`);
console.log(
  `  by kind: ${[...lostByKind]
    .sort((a, b) => b[1] - a[1])
    .map(([k, n]) => `${k} ${perDeal(n)}`)
    .join(', ')}`,
);
const allKindNodes = [...nodesByKind.values()].reduce((a, b) => a + b, 0);
console.log(
  `  search nodes by kind, % of all: ${[...nodesByKind]
    .sort((a, b) => b[1] - a[1])
    .map(([k, n]) => `${k} ${((100 * n) / Math.max(1, allKindNodes)).toFixed(1)}`)
    .join(', ')}`,
);
console.log(`  by trick, declaring: ${lostByTrick.declaring.map((n) => perDeal(n)).join(' ')}`);
console.log(`  by trick, defence:   ${lostByTrick.defence.map((n) => perDeal(n)).join(' ')}`);
console.log(
  `signals read (opening lead, attitude, count and the lowest of equals; each reader's once a kind and suit): ${readings.size}, contradicted by the signaller's hand: ${contradicted.size}`,
);
console.log(`against double dummy on the contract: ${downWhereMakes} went down that make, ${madeWhereDown} made that go down`);
const shares = (count: ReturnType<typeof goalCount>): string =>
  `${((100 * count.goalPredicted) / Math.max(1, count.open)).toFixed(1)} % predicted, ${((100 * count.goalReached) / Math.max(1, count.open)).toFixed(1)} % reached (${count.open})`;
const calibrated = (sum: (typeof calibration)['declaring']): string =>
  `${(sum.tricksOver / Math.max(1, sum.decisions)).toFixed(3)} tricks a decision (${sum.decisions}); goal open on the layouts ${shares(sum)}, of which after the opponents discarded ${shares(sum.afterDiscards)}`;
console.log(
  `the chosen card's rating less its double dummy on the real deal: declaring side ${calibrated(calibration.declaring)}; defence ${calibrated(calibration.defence)}`,
);
console.log(
  `CPU per card: median ${percentile(cardTimes, 50).toFixed(1)} ms, p99 ${percentile(cardTimes, 99).toFixed(1)} ms, max ${(cardTimes.at(-1) ?? 0).toFixed(1)} ms (wall max ${wallWorst.toFixed(0)} ms); ` +
    `over the budget: ${overBudget}; played by convention with no layout solved in time: ${conventional} (tricks lost on those a deal: ${perDeal(lostByConvention)})`,
);
for (const slow of slowCards) console.log(`  over the budget: ${slow}`);
console.log(`  the slowest card: ${slowest.described}`);
console.log(
  `  before the measured deals, not counted: the first card ${cold.firstCard.toFixed(0)} ms CPU, the first board ${(cold.board / 1000).toFixed(2)} s, in a fresh process (the code not yet optimised)`,
);
console.log(
  `layouts solved exactly per card (where solving was needed): ${(layouts / Math.max(1, solvedCards)).toFixed(1)}; ` +
    `cards screened against the goal first: ${screenedCards}, ${(screenedLayouts / Math.max(1, screenedCards)).toFixed(1)} layouts each; ` +
    `cards on layouts relaxed by step 1 / 2 / 3 / 4: ${relaxed.slice(1).join(' / ')}`,
);
console.log(
  `whole board (four robots bid and play), CPU: median ${(percentile(boardTimes, 50) / 1000).toFixed(2)} s, p90 ${(percentile(boardTimes, 90) / 1000).toFixed(2)} s; ` +
    `search nodes (the same on every machine): median ${(percentile(boardNodes, 50) / 1e6).toFixed(2)}M, p90 ${(percentile(boardNodes, 90) / 1e6).toFixed(2)}M`,
);
const allNodes = nodesByTrick.reduce((a, b) => a + b, 0);
console.log(`  search nodes by trick, % of all: ${nodesByTrick.map((n) => ((100 * n) / Math.max(1, allNodes)).toFixed(0)).join(' ')}`);
