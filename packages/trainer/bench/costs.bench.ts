/**
 * What each card cost, over whole played deals: `npx tsx bench/costs.bench.ts [deals] [seed prefix]`
 * in packages/trainer (100 deals, prefix `costs-report` unless given).
 *
 * Each deal (`<prefix>-<i>`, dealer and vulnerability in turn) is bid by four robots and played to
 * the end by four robots on a small budget (8 samples a card), as a learner's deal at the table
 * goes; deals passed out are dealt again. The robots' work is not timed: only `cardCosts` on the
 * played deal, in CPU milliseconds of this process (one thread), after a warm-up on three deals of
 * another prefix. Prints the median, p90 and max, and how many deals took at most 1 s; then the
 * same for a board's whole analysis as POST /deals/analyse does it (analyseRecord: the DD table,
 * the cards, every seat's calls against the book), and the first 30 deals' analyses together: a
 * session's boards. Last, cardCosts on the same deals and contracts played at random (seeded): far
 * more cards give tricks up than any player's, each one searched for the cards that kept them.
 * Tune on another prefix (`costs-tune`), so the figures reported are of deals not tuned on.
 */
import {
  SEATS,
  VULNERABILITIES,
  actorOf,
  dealFromSeed,
  gameCall,
  gamePlay,
  newGame,
  unwrap,
  type Card,
  type Contract,
  type Deal,
  type Game,
  type Seat,
} from '@tenace/engine';
import { settleRecord, type DealRecord } from '@tenace/engine/formats';
import { percentile } from '@tenace/bench-stats';
import { robotAuction, robotPlay } from '@tenace/robots';
import { saycBook } from '@tenace/rules-dsl';
import { cardCosts } from '../src/costs.ts';
import { analyseRecord } from '../src/hand-record.ts';
import { randomPlay } from '../test/fixtures/random-play.ts';

const count = Number(process.argv[2] ?? 100);
const prefix = process.argv[3] ?? 'costs-report';
const book = saycBook();

interface Played {
  readonly deal: Deal;
  readonly contract: Contract;
  readonly play: readonly Card[];
  readonly record: DealRecord;
}

/** The robot's card: a small budget, as the play need only be a player's, not the best. */
function robotCard(game: Game, seat: Seat, seed: string): Card | undefined {
  const move = unwrap(robotPlay(game, seat, { seed, samples: 8, budgetMs: Infinity, nodeBudget: 200_000, claims: false }));
  return move.kind === 'play' ? move.card : undefined;
}

/** Deal `name` bid and played by four robots, or undefined when it is passed out. */
function playedDeal(name: string, i: number): Played | undefined {
  const dealer = SEATS[i % 4] ?? 'N';
  const vulnerability = VULNERABILITIES[Math.floor(i / 4) % 4] ?? 'None';
  const deal = dealFromSeed(name, dealer);
  let game: Game = unwrap(newGame({ deal, dealer, vulnerability }));
  const calls = robotAuction(deal, dealer, vulnerability, { book }).auction.calls;
  for (const call of calls) game = unwrap(gameCall(game, actorOf(game) ?? dealer, call));
  if (game.phase !== 'play') return undefined;
  const auction = calls.map((call) => ({ call }));
  const contract = game.contract;
  const cards: Card[] = [];
  while (game.phase === 'play') {
    const seat: Seat = actorOf(game) ?? 'N';
    const card = robotCard(game, seat, name);
    if (card === undefined) break;
    cards.push(card);
    game = unwrap(gamePlay(game, seat, card));
  }
  const record = unwrap(settleRecord({ dealer, vulnerability, deal, auction, play: cards })).record;
  return { deal, contract, play: cards, record };
}

function deals(from: string, n: number): Played[] {
  const out: Played[] = [];
  for (let i = 0; out.length < n; i++) {
    const played = playedDeal(`${from}-${i}`, i);
    if (played !== undefined) out.push(played);
  }
  return out;
}

const cpuMs = (since: NodeJS.CpuUsage): number => {
  const used = process.cpuUsage(since);
  return (used.user + used.system) / 1000;
};

const summary = (values: number[]): string => {
  values.sort((a, b) => a - b);
  return `median ${percentile(values, 50).toFixed(0)} ms, p90 ${percentile(values, 90).toFixed(0)} ms, max ${Math.max(...values).toFixed(0)} ms CPU`;
};

for (const played of deals('costs-warm-up', 3)) unwrap(cardCosts(played));
const measured = deals(prefix, count);
const times: number[] = [];
let lost = 0;
for (const played of measured) {
  const since = process.cpuUsage();
  const costs = unwrap(cardCosts(played));
  times.push(cpuMs(since));
  lost += costs.filter((c) => c.after < c.before).length;
}
const within = times.filter((t) => t <= 1000).length;
console.log(
  `cardCosts on ${times.length} played deals (${prefix}-*): ${summary(times)}; ${within} of ${times.length} within 1 s; ${lost} cards gave tricks up`,
);

const whole = measured.map((played) => {
  const since = process.cpuUsage();
  unwrap(analyseRecord(played.record, { book }));
  return cpuMs(since);
});
const session = whole.slice(0, 30).reduce((a, b) => a + b, 0);
console.log(
  `analyseRecord (DD table, cards, every seat's calls): ${summary([...whole])}; the first 30 deals together ${(session / 1000).toFixed(1)} s CPU`,
);

const randomTimes: number[] = [];
let randomLost = 0;
for (const [i, played] of measured.entries()) {
  const random = { ...played, play: randomPlay(played.deal, played.contract, `${prefix}-random-${i}`) };
  const since = process.cpuUsage();
  randomLost += unwrap(cardCosts(random)).filter((c) => c.after < c.before).length;
  randomTimes.push(cpuMs(since));
}
console.log(
  `cardCosts, the same deals played at random: ${summary(randomTimes)}; ${randomTimes.filter((t) => t <= 1000).length} of ${randomTimes.length} within 1 s; ${randomLost} cards gave tricks up`,
);
