/**
 * What the play benchmarks share: the seeded deals bid by four robots, the double-dummy check
 * of a card, and the CPU time. Deal `i` is the same in every benchmark (its dealer and
 * vulnerability in turn).
 */
import { SEATS, VULNERABILITIES, actorOf, currentTrick, dealFromSeed, ddCardSolver, gameCall, newGame, unwrap, type Card, type CardTricks, type Game, type Play, type Seat, type Vulnerability } from '@tenace/engine';
import { robotAuction } from '../src/index.ts';
import type { RuleBook } from '../src/compile.ts';

/** Deal `i` of the play benchmarks: its cards, dealer and vulnerability. */
export function benchDeal(i: number): { deal: ReturnType<typeof dealFromSeed>; dealer: Seat; vulnerability: Vulnerability } {
  const dealer = SEATS[i % 4] ?? 'N';
  const vulnerability = VULNERABILITIES[Math.floor(i / 4) % 4] ?? 'None';
  return { deal: dealFromSeed(`play-bench-${i}`, dealer), dealer, vulnerability };
}

/** A new game of `deal` bid to its end by four robots. */
export function bidByRobots(book: RuleBook, deal: ReturnType<typeof dealFromSeed>, dealer: Seat, vulnerability: Vulnerability): Game {
  const { auction } = robotAuction(deal, dealer, vulnerability, { book });
  let game: Game = unwrap(newGame({ deal, dealer, vulnerability }));
  for (const call of auction.calls) game = unwrap(gameCall(game, actorOf(game) ?? dealer, call));
  return game;
}

/** The tricks the side on play takes from here with each legal card, all hands open (the checking solve). */
function cardValues(play: Play): CardTricks[] {
  const trick = currentTrick(play);
  const values = ddCardSolver({ hands: play.hands, strain: play.contract.strain, leader: trick?.leader ?? play.turn, trick: trick?.cards ?? [] });
  if (values === undefined) throw new Error('the checking solve has no limits: it cannot run out');
  return values;
}

/** The most tricks the side on play can take from here, all hands open, and what it takes with `card`. */
export function cardTricks(play: Play, card: number): { best: number; chosen: number } {
  const values = cardValues(play);
  const best = Math.max(...values.map((v) => v.tricks));
  return { best, chosen: values.find((v) => v.card === card)?.tricks ?? best };
}

/**
 * A double-dummy best card on the real deal, the lowest of them: exact, so a play made of these
 * reaches the same positions whatever the search's speed or the robots' budgets.
 */
export function doubleDummyCard(play: Play): Card {
  const values = cardValues(play);
  const best = Math.max(...values.map((v) => v.tricks));
  const [card] = values.filter((v) => v.tricks === best).map((v) => v.card).sort((a, b) => a - b);
  if (card === undefined) throw new Error('a play in progress has a legal card');
  return card;
}

/** Tricks the side on play gives up with `card`, all hands open. */
export function tricksLost(play: Play, card: number): number {
  const { best, chosen } = cardTricks(play, card);
  return best - chosen;
}

/** CPU milliseconds of this process (user and system) since `since`. */
export const cpuMs = (since: NodeJS.CpuUsage): number => {
  const used = process.cpuUsage(since);
  return (used.user + used.system) / 1000;
};
