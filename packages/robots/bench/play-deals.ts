/**
 * What the play benchmarks share: the seeded deals bid by four robots, the double-dummy check
 * of a card, and the CPU time. Deal `i` is the same in every benchmark (its dealer and
 * vulnerability in turn).
 */
import {
  SEATS,
  VULNERABILITIES,
  actorOf,
  dealFromSeed,
  gameCall,
  gameLevel,
  newGame,
  unwrap,
  type Card,
  type Contract,
  type Game,
  type Play,
  type Seat,
  type Strain,
  type Vulnerability,
} from '@tenace/engine';
import { ddCardSolver, type CardTricks } from '../src/play/solver.ts';
import { positionFromPlay } from '@tenace/engine/dd';
import { formatMeanWithError } from '@tenace/bench-stats';
import { robotAuction } from '../src/index.ts';
import type { RuleBook } from '@tenace/rules-dsl';

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
  const values = ddCardSolver(positionFromPlay(play));
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
  const [card] = values
    .filter((v) => v.tricks === best)
    .map((v) => v.card)
    .sort((a, b) => a - b);
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

/** No trump or a suit, for figures apart: the two are played, and searched, differently. */
export const strainKind = (strain: Strain): 'no trump' | 'a suit' => (strain === 'NT' ? 'no trump' : 'a suit');

/**
 * The kind of contract, for figures by kind: no trump and the suits are played differently (the
 * declarer's long suits and entries, against trumps), and a part-score's overtricks count as a
 * slam's tricks do.
 */
export const contractKind = (contract: Contract): string =>
  `${contract.level >= 6 ? 'slam' : contract.level >= gameLevel(contract.strain) ? 'game' : 'part-score'} in ${strainKind(contract.strain)}`;

/** A figure of each deal played, by side, gathered by kind of contract. */
export type ByContract = Map<string, { declaring: number[]; defence: number[] }>;

/** Adds a deal's figures for the declaring side and the defence under its kind of contract. */
export function addByContract(figures: ByContract, contract: Contract, declaring: number, defence: number): void {
  const kind = contractKind(contract);
  const ofKind = figures.get(kind) ?? { declaring: [], defence: [] };
  ofKind.declaring.push(declaring);
  ofKind.defence.push(defence);
  figures.set(kind, ofKind);
}

/** `game in no trump 79; 0.266 ± 0.067, 0.532 ± 0.097; …`: each kind's deals, then each side's mean with its standard error, the commonest kind first. */
export const formatByContract = (figures: ByContract): string =>
  [...figures]
    .sort((a, b) => b[1].declaring.length - a[1].declaring.length)
    .map(
      ([kind, bySide]) =>
        `${kind} ${bySide.declaring.length}; ${formatMeanWithError(bySide.declaring)}, ${formatMeanWithError(bySide.defence)}`,
    )
    .join('; ');
