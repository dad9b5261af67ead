/**
 * What a layout costs the search where the declarer is starved of layouts:
 * `npx tsx bench/screen-nodes.bench.ts [deals] [layouts] [first deal]`.
 *
 * The declaring side's leads at tricks 2 and 3 are where its card choice most often runs out of
 * budget after one to four layouts (issue 13, nineteenth session: a ten-card lead costs the goal
 * screen 150,000–250,000 search nodes a layout on some deals), and twice the work a card measured
 * 0.03–0.04 fewer tricks lost a deal as declarer. This is the yardstick for making those searches
 * cheaper: each deal of play.bench.ts (the same numbering) is bid by the robots and played by
 * double dummy until each of those leads (a best card on the real deal, the lowest of them: exact,
 * so the positions are the same whatever the search's speed; the robots' own play, each card
 * bound by a budget of search nodes, moved with the search measured), and there, on `layouts`
 * layouts the declarer's sampler deals (the same reading of the auction and the play), the search
 * is asked what the robots ask:
 * whether each candidate lead reaches the contract's goal (the screen, one zero-window search a
 * card), and then each candidate's exact tricks. The table is fresh at each position and kept
 * from one layout to the next, as in a decision. No budget: every layout is searched to the end.
 *
 * Prints the positions, and the search nodes a layout (median, p90, max, mean) for the screen
 * (where the goal is open, as the robots screen) and the exact tricks, in all and apart for no trump
 * and the suits; nodes do not depend on the machine or its load, so two versions of the search
 * compare exactly.
 */
import { NODES_PER_MS, chooserOf, tricksNeeded } from '../src/play/choose.ts';
import { completedTricks, currentTrick, playCard, seededRandom, sideOf, unwrap, type Play } from '@tenace/engine';
import { ddCardSolver, ddTargetSolver, type OpenPosition } from '../src/play/solver.ts';
import { declarerLeadCandidates } from '../src/play/leads.ts';
import { knowledgeOf, layoutSampler } from '../src/play/sample.ts';
import { nodesSearched, positionFromPlay } from '@tenace/engine/dd';
import type { AuctionConstraints } from '../src/play/constraints.ts';
import { auctionConstraints } from '../src/index.ts';
import { saycBook } from '@tenace/rules-dsl';
import { benchDeal, bidByRobots, doubleDummyCard, strainKind } from './play-deals.ts';
import { meanWithError, percentile } from '@tenace/bench-stats';

const deals = Number(process.argv[2] ?? 100);
const layoutsEach = Number(process.argv[3] ?? 16);
const first = Number(process.argv[4] ?? 0);
if (!Number.isInteger(deals) || deals <= 0 || !Number.isInteger(layoutsEach) || layoutsEach <= 0 || !Number.isInteger(first) || first < 0) {
  console.error('usage: npx tsx bench/screen-nodes.bench.ts [deals] [layouts] [first deal]');
  process.exit(2);
}

/** The tricks (counted from 1) whose declaring-side leads are measured. */
const MEASURED_TRICKS = [2, 3];
/** A fifth of a card's work at the table: a layout dearer than this leaves the card few others. */
const DEAR_LAYOUT = 0.2 * 250 * NODES_PER_MS;

const book = saycBook();
/** Each layout's search nodes, apart for no trump and the suits: no trump's 48-card positions cost the search most. */
const byStrain = {
  'no trump': { screen: [] as number[], exact: [] as number[] },
  'a suit': { screen: [] as number[], exact: [] as number[] },
};
let positions = 0;
let candidatesSeen = 0;

/** Whether the seat on turn leads a measured trick for the declaring side. */
function measuredLead(play: Play): boolean {
  const leading = currentTrick(play) === undefined;
  return leading && MEASURED_TRICKS.includes(completedTricks(play).length + 1) && sideOf(play.turn) === sideOf(play.contract.declarer);
}

/** Searches one lead position on the declarer's layouts, adding the nodes each layout took. */
function measure(play: Play, constraints: AuctionConstraints, seed: string): void {
  const candidates = declarerLeadCandidates(play.hands[play.turn]);
  const sample = layoutSampler(knowledgeOf(play, chooserOf(play), constraints), seededRandom(seed));
  const layouts = [];
  for (let i = 0; i < layoutsEach; i++) {
    const layout = sample();
    if (layout === undefined) break;
    layouts.push(layout);
  }
  if (layouts.length === 0) return;
  positions++;
  candidatesSeen += candidates.size;
  const asPlayed = positionFromPlay(play);
  const positionOf = (hands: OpenPosition['hands'], continues: boolean): OpenPosition => ({ ...asPlayed, hands, candidates, continues });
  const needed = tricksNeeded(play);
  const ofStrain = byStrain[strainKind(play.contract.strain)];
  // The robots screen only while the goal is open (choose.ts); a settled goal costs no search.
  const goalOpen = needed >= 1 && needed <= play.hands[play.turn].size;
  for (const [i, layout] of goalOpen ? layouts.entries() : []) {
    const before = nodesSearched();
    ddTargetSolver(positionOf(layout.hands, i > 0), needed);
    ofStrain.screen.push(nodesSearched() - before);
  }
  for (const [i, layout] of layouts.entries()) {
    const before = nodesSearched();
    ddCardSolver(positionOf(layout.hands, i > 0));
    ofStrain.exact.push(nodesSearched() - before);
  }
}

for (let i = first; i < first + deals; i++) {
  const { deal, dealer, vulnerability } = benchDeal(i);
  const game = bidByRobots(book, deal, dealer, vulnerability);
  if (game.phase !== 'play') continue;
  const constraints = auctionConstraints(book, game);
  let play = game.play;
  for (let step = 0; step < 60 && completedTricks(play).length < Math.max(...MEASURED_TRICKS); step++) {
    if (measuredLead(play)) measure(play, constraints, `screen-${i}-${step}`);
    play = unwrap(playCard(play, doubleDummyCard(play)));
  }
}

const screenNodes = [...byStrain['no trump'].screen, ...byStrain['a suit'].screen];
const exactNodes = [...byStrain['no trump'].exact, ...byStrain['a suit'].exact];
const summary = (nodes: number[]): string => {
  const sorted = [...nodes].sort((a, b) => a - b);
  return `median ${percentile(sorted, 50)}, p90 ${percentile(sorted, 90)}, max ${percentile(sorted, 100)}, mean ${Math.round(meanWithError(nodes).mean)}`;
};
console.log(
  `deals ${first}–${first + deals - 1}: ${positions} declaring-side leads at tricks ${MEASURED_TRICKS.join(' and ')}, ${(candidatesSeen / Math.max(1, positions)).toFixed(1)} candidate cards each, ${exactNodes.length} layouts`,
);
console.log(
  `search nodes a layout, the screen (is the goal reached, each candidate; ${screenNodes.length} layouts where it was open): ${summary(screenNodes)}`,
);
console.log(`search nodes a layout, the exact tricks of each candidate: ${summary(exactNodes)}`);
const dear = (nodes: number[]): number => nodes.filter((n) => n > DEAR_LAYOUT).length;
console.log(
  `layouts over a fifth of a card's work (${DEAR_LAYOUT.toLocaleString('en')} nodes): screen ${dear(screenNodes)}, exact ${dear(exactNodes)}`,
);
for (const [strain, nodes] of Object.entries(byStrain)) {
  console.log(
    `  in ${strain}: the screen ${nodes.screen.length} layouts, ${summary(nodes.screen)}; the exact tricks ${nodes.exact.length} layouts, ${summary(nodes.exact)}`,
  );
}
