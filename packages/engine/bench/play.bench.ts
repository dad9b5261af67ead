/**
 * The robots' card play on this machine: `npx tsx bench/play.bench.ts [deals] [budgetMs]`.
 *
 * Robots play all four seats of N seeded deals (default 100) to the end, with the default time
 * budget per card (250 ms). Every card a robot plays is checked against the double-dummy solver
 * on the actual deal: a card that gives up tricks the side on play could still have taken (all
 * hands open) counts those tricks as lost. Prints the average tricks lost per deal by the
 * declaring side and by the defence, and the median and worst time per card (the robot's
 * decision only; the checking is not timed).
 *
 * The contract is chosen simply, without an auction: the side with more high-card points
 * declares, in its longest combined fit of eight or more cards (a major before a minor of the
 * same length), else in no trump; the declarer is the partner with more cards in the strain (or
 * more points in no trump); the level is 4 in a major, 5 in a minor, 3 in no trump. The level
 * does not change what is measured: the robots aim to take the most tricks either way.
 */
import {
  SUITS,
  currentTrick,
  dealFromSeed,
  highCardPoints,
  legalCards,
  newGame,
  sideOf,
  startPlay,
  type Contract,
  type Deal,
  type Game,
  type Play,
  type Seat,
  type Strain,
} from '../src/index.ts';
import { ddCardSolver, playOutDeal, type RobotMove } from '../src/robot/index.ts';

const deals = Number(process.argv[2] ?? 100);
const budgetMs = Number(process.argv[3] ?? 250);

function simpleContract(deal: Deal): Contract {
  const points = (s: Seat) => highCardPoints(deal[s]);
  const ns = points('N') + points('S');
  const [a, b]: [Seat, Seat] = ns >= 40 - ns ? ['N', 'S'] : ['E', 'W'];
  const fits = SUITS.map((suit) => ({ suit, length: deal[a].count(suit) + deal[b].count(suit) }))
    .filter((f) => f.length >= 8)
    .sort((x, y) => y.length - x.length || Number(y.suit === 'S' || y.suit === 'H') - Number(x.suit === 'S' || x.suit === 'H'));
  const strain: Strain = fits[0]?.suit ?? 'NT';
  const declarer =
    strain === 'NT' ? (points(a) >= points(b) ? a : b) : deal[a].count(strain) >= deal[b].count(strain) ? a : b;
  const level = strain === 'NT' ? 3 : strain === 'S' || strain === 'H' ? 4 : 5;
  return { level, strain, doubled: '', declarer };
}

/** Tricks the side on play gives up with `card`, all hands open. */
function tricksLost(play: Play, card: number): number {
  const trick = currentTrick(play);
  const values = ddCardSolver({ hands: play.hands, strain: play.contract.strain, leader: trick?.leader ?? play.turn, trick: trick?.cards ?? [] });
  if (values === undefined) throw new Error('the checking solve has no limits: it cannot run out');
  const best = Math.max(...values.map((v) => v.tricks));
  const chosen = values.find((v) => v.card === card)?.tricks ?? best;
  return best - chosen;
}

const times: number[] = [];
let lostDeclaring = 0;
let lostDefending = 0;
let claims = 0;
let samplesTotal = 0;
let solvedCards = 0;
let outOfTime = 0;
let conventional = 0;
const started = performance.now();
for (let i = 0; i < deals; i++) {
  const deal = dealFromSeed(`play-bench-${i}`);
  const contract = simpleContract(deal);
  const setup = newGame({ deal, dealer: 'N', vulnerability: 'None' });
  if (!setup.ok) throw new Error(setup.error.message);
  // Start the play directly: the benchmark measures the card play, not the auction.
  const game: Game = { ...setup.value, phase: 'play', contract, play: startPlay(deal, contract) };
  const onMove = (before: Game, _seat: Seat, move: RobotMove, ms: number): void => {
    if (move.kind === 'claim') {
      claims++;
      return;
    }
    times.push(ms);
    if (move.choice.outOfTime) outOfTime++;
    if (move.choice.outOfTime && move.choice.samples === 0) conventional++;
    if (move.choice.samples > 0) {
      samplesTotal += move.choice.samples;
      solvedCards++;
    }
    if (before.phase !== 'play' || legalCards(before.play).length < 2) return;
    const lost = tricksLost(before.play, move.card);
    if (sideOf(before.play.turn) === sideOf(contract.declarer)) lostDeclaring += lost;
    else lostDefending += lost;
  };
  const done = playOutDeal(game, { seed: `bench-${i}`, budgetMs, onMove });
  if (!done.ok) throw new Error(done.error.message);
  if ((i + 1) % 10 === 0) console.error(`  ${i + 1} deals, ${((performance.now() - started) / 1000).toFixed(0)} s`);
}
times.sort((x, y) => x - y);
const median = times[Math.floor(times.length / 2)] ?? 0;
const worst = times[times.length - 1] ?? 0;
const p95 = times[Math.floor(times.length * 0.95)] ?? 0;
console.log(`deals played: ${deals}, cards chosen: ${times.length}, claims: ${claims}, budget ${budgetMs} ms per card`);
console.log(`double-dummy tricks lost per deal: declaring side ${(lostDeclaring / deals).toFixed(3)}, defence ${(lostDefending / deals).toFixed(3)}`);
console.log(`time per card: median ${median.toFixed(1)} ms, 95th percentile ${p95.toFixed(1)} ms, worst ${worst.toFixed(1)} ms`);
console.log(`layouts solved per card (where solving was needed): ${(samplesTotal / Math.max(1, solvedCards)).toFixed(1)}`);
console.log(`cards where the budget stopped a search: ${outOfTime}; of them, played by convention with no layout solved: ${conventional}`);
