/**
 * What the sampler's work costs against the search's: `npx tsx bench/sampler.bench.ts [deals] [first deal]`.
 *
 * A card's budget is counted in work, in search nodes, so that it bounds the time where the clock
 * does not move (robot/choose.ts); the sampler's work is counted in nodes too, a deal tried as
 * TRY_NODES and a test of a hand by the book as TEST_NODES. This bench measures what those cost
 * on this machine, on the decisions where the sampler works hardest: the opening lead (three
 * hands unseen, the whole auction to fit), the declarer's first card (two unseen) and the lead
 * of trick 5 (the play reached by double-dummy cards; where a void has been shown, the cards are
 * dealt around it). For each of the play benchmark's deals (the same numbering), bid by four robots:
 * - the tries: 32 layouts dealt with the auction's ranges alone (the book's tests left out), timed;
 * - the tests: the book's test of each unseen hand of those layouts, timed;
 * - the search: the same layouts' positions solved by the robots' card solver, the first afresh
 *   and the others going on from its table (as a decision solves them), timed with their nodes.
 *
 * Prints microseconds a try and a test, the search's nodes a millisecond, and so what a try and a
 * test are worth in nodes here, beside the constants the budget counts them at.
 */
import { TEST_NODES, TRY_NODES, chooserOf } from '../src/play/choose.ts';
import { actorOf, gamePlay, seededRandom, unwrap, type Game } from '@tenace/engine';
import { ddCardSolver } from '../src/play/solver.ts';
import { positionFromPlay, nodesSearched } from '@tenace/engine/dd';
import { knowledgeOf, layoutSampler, unseenSeats, type SamplingWork } from '../src/play/sample.ts';
import { auctionConstraints } from '../src/index.ts';
import { saycBook } from '@tenace/rules-dsl';
import { benchDeal, bidByRobots, doubleDummyCard } from './play-deals.ts';
import { percentile } from '@tenace/bench-stats';

const deals = Number(process.argv[2] ?? 40);
const first = Number(process.argv[3] ?? 0);
if (!Number.isInteger(deals) || deals <= 0 || !Number.isInteger(first) || first < 0) {
  console.error('usage: npx tsx bench/sampler.bench.ts [deals] [first deal]');
  process.exit(2);
}

const LAYOUTS = 32;
const SOLVED = 4;
const book = saycBook();

interface Figures {
  tryMs: number;
  tries: number;
  testMs: number;
  tests: number;
  searchMs: number;
  nodes: number;
  /** Each decision's µs a try, for the spread. */
  perDecision: number[];
}
const empty = (): Figures => ({ tryMs: 0, tries: 0, testMs: 0, tests: 0, searchMs: 0, nodes: 0, perDecision: [] });
const figures = { 'opening lead': empty(), "declarer's first card": empty(), 'lead of trick 5': empty() };

function measure(game: Game, seed: string, into: Figures): void {
  if (game.phase !== 'play') return;
  const play = game.play;
  // The auction's ranges without the book's tests (no seat's calls taken as the book's): the tries alone.
  const k = knowledgeOf(play, chooserOf(play), auctionConstraints(book, game, []));
  const unseen = unseenSeats(k);
  const spent: SamplingWork = { tries: 0, tests: 0 };
  const next = layoutSampler(k, seededRandom(seed), spent);
  const start = performance.now();
  const layouts = Array.from({ length: LAYOUTS }, () => next()).filter((l) => l !== undefined);
  const tryMs = performance.now() - start;
  into.tryMs += tryMs;
  into.tries += spent.tries;
  into.perDecision.push((1000 * tryMs) / Math.max(1, spent.tries));

  // The book's tests as the robots run them, every unseen hand of every layout once. A test keeps
  // its answers by hand for the game (src/play/with-book.ts), so a hand asked before answers at
  // once: rare while many cards are unseen, common late in the play.
  const tested = auctionConstraints(book, game);
  const seen = new Set<number>();
  for (const layout of layouts)
    for (const s of unseen) {
      const accepts = tested[s]?.accepts;
      const hand = layout.hands[s];
      if (accepts === undefined || seen.has(hand.key)) continue;
      seen.add(hand.key);
      const t = performance.now();
      accepts(hand);
      into.testMs += performance.now() - t;
      into.tests++;
    }

  const position = positionFromPlay(play);
  layouts.slice(0, SOLVED).forEach((layout, i) => {
    const nodes = nodesSearched();
    const t = performance.now();
    ddCardSolver({ ...position, hands: layout.hands, ...(i > 0 ? { continues: true } : {}) });
    into.searchMs += performance.now() - t;
    into.nodes += nodesSearched() - nodes;
  });
}

// Warm up the code before anything is timed, on deals outside the measured ones.
for (let i = 100_000; i < 100_010; i++) {
  const { deal, dealer, vulnerability } = benchDeal(i);
  measure(bidByRobots(book, deal, dealer, vulnerability), 'warm-up', empty());
}

for (let i = first; i < first + deals; i++) {
  const { deal, dealer, vulnerability } = benchDeal(i);
  const game = bidByRobots(book, deal, dealer, vulnerability);
  if (game.phase !== 'play') continue;
  measure(game, `sampler-${i}`, figures['opening lead']);
  let later: Game = game;
  for (let card = 0; card < 16 && later.phase === 'play'; card++) {
    const seat = actorOf(later);
    if (seat === undefined) break;
    later = unwrap(gamePlay(later, seat, doubleDummyCard(later.play)));
    if (card === 0) measure(later, `sampler-${i}-2`, figures["declarer's first card"]);
  }
  measure(later, `sampler-${i}-17`, figures['lead of trick 5']);
}

console.log(`deals ${first}–${first + deals - 1}; a try and a test are counted as ${TRY_NODES} and ${TEST_NODES} search nodes`);
for (const [name, f] of Object.entries(figures)) {
  const tryUs = (1000 * f.tryMs) / Math.max(1, f.tries);
  const testUs = (1000 * f.testMs) / Math.max(1, f.tests);
  const nodesPerMs = f.nodes / Math.max(1e-9, f.searchMs);
  const sorted = [...f.perDecision].sort((a, b) => a - b);
  console.log(
    `${name}: ${f.tries} tries, ${tryUs.toFixed(2)} µs a try (per decision median ${percentile(sorted, 50).toFixed(2)}, p90 ${percentile(sorted, 90).toFixed(2)}); ` +
      `${f.tests} tests, ${testUs.toFixed(1)} µs a test; search ${Math.round(nodesPerMs)} nodes a ms; ` +
      `so a try is worth ${((tryUs * nodesPerMs) / 1000).toFixed(2)} nodes and a test ${((testUs * nodesPerMs) / 1000).toFixed(0)}`,
  );
}
