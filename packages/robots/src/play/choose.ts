import { SUITS, formatCard, rankOf, suitOf, type Card, type Suit, CardSet, dummyOf, completedTricks, currentTrick, goneCards, legalCards, tricksWon, TRICKS_PER_DEAL, type Play, seededRandom, type Seed, partnerOf, sideOf, type Seat } from '@tenace/engine';
import { type AuctionConstraints } from './constraints.ts';
import { declarerLeadCandidates, defenceLeadCandidates, openingLeadCandidates } from './leads.ts';
import { preferCard } from './prefer.ts';
import { knowledgeOf, layoutSampler, type SampledLayout, type SamplingWork } from './sample.ts';
import { signalRuleCards } from './signals.ts';
import { ddCardSolver, ddTargetSolver, type CardSolver, type OpenPosition, type TargetSolver } from './solver.ts';
import { nodesSearched, positionFromPlay } from '@tenace/engine/dd';

/**
 * The robots' card choice (after GIB and BEN): deal the unseen cards many times in ways that
 * agree with the auction and the play, solve every legal card double dummy on each layout, and
 * play the card that makes the contract (declaring side) or defeats it (defence) on the most
 * layouts, then the one taking the most tricks on average (overtricks, or undertricks once the
 * contract is settled either way); shares of the layouts too close for the samples to part are
 * read as level (GOAL_LEVEL). Cards rated the same are told apart by the conventions of
 * prefer.ts. In the early tricks, where the budget covers few exact solves, the goal is first
 * screened on more layouts with one cheap search a card, and only the best few cards are solved
 * exactly (SCREEN_FROM_CARDS). Cards the first layouts leave level (each best on every layout, or
 * a close call) are solved, alone, on more layouts (CLOSE_GOAL).
 *
 * Determinism: the layouts come from a generator seeded with the seed and the number of cards
 * played, so a decision depends only on the seed, the position and how many layouts were solved.
 * The solver starts afresh at each decision's first call, and the calls after it go on from what
 * the earlier ones proved (bounds that hold on any layout: same strain, same cards gone), so the
 * layouts after the first cost fewer search nodes and more of them fit in the budget.
 *
 * The budget is counted twice, in work and in time, and whichever runs out first ends the
 * sampling: in search nodes (`nodeBudget`, by default `budgetMs` × NODES_PER_MS), which makes
 * the decision the same on every machine and still bounds the work where the clock does not move
 * during a computation (deployed Workers advance timers only on I/O); and on the clock, as a
 * safety net on a slow or busy machine, when a decision can vary with its speed. With
 * `budgetMs: Infinity` and a fixed `samples` nothing is cut (the tests do this). The budget is
 * hard: the solver stops at the limit and the layout it was on is dropped. The first layout may
 * take only FIRST_LAYOUT_SHARE of the budget: one not solved in that is dropped and the next one
 * tried with the rest; if no layout is solved at all, the robot plays the conventional card
 * (prefer.ts) rather than wait longer.
 */

export const DEFAULT_BUDGET_MS = 250;
export const DEFAULT_SAMPLES = 32;
/** Most layouts solved for a close call when the caller does not fix the number (see CLOSE_GOAL). */
export const CLOSE_CALL_SAMPLES = 64;
/**
 * Most layouts the declaring side solves from trick LATER_FROM_TRICK on, when the caller does not
 * fix the number (a close call gets no more): its searches cost little there (a few hundred nodes
 * a layout from trick 5), and its single-dummy guesses on close ratings (which finesse, which
 * card to keep) are most of what it still loses. Paired against 32 (play-paired.bench.ts with a
 * temporary switch): from the second card of trick 4, deals 100–299 and 600–799, 39 cards differ
 * and the declarer's tricks lost on them fell from 6 to 2; from the lead of trick 4 as here, on
 * deals 300–499, 19 cards differ, 1 → 0. The board: 0.90 s of CPU median against 0.87 s, the same
 * search nodes (the sampler deals and tests more layouts).
 */
export const LATER_DECLARER_SAMPLES = 64;
/** The trick (counted from 1) from which the declaring side solves LATER_DECLARER_SAMPLES layouts. */
export const LATER_FROM_TRICK = 4;
/**
 * Search nodes allowed per millisecond of budget. The solver, compiled to WebAssembly, searches
 * some 2,000–3,100 positions at the start of a trick a millisecond in a robot's decisions on this
 * machine (the opening lead's the dearest; scripts/dd-nodes.ts: 1,800–2,600 on full tables by the
 * machine's state); with the sampler's work counted too (TRY_NODES, TEST_NODES), 1,400 keeps a
 * card's CPU within the 250 ms budget with room for a slow spell of the machine (the play
 * benchmark's 300 deals, quiet machine: the slowest card 178 ms in one run, 212 ms in another, an
 * opening lead of 336k nodes that takes 130 ms when its deal is played alone), so the work budget
 * is the one that decides. It also sets the whole board's time, the first tricks taking most of it
 * (packages/robots/bench/play.bench.ts): four robots bid and play a board in 0.91 s of CPU
 * (median, 2.01M nodes, alone on the machine, since the solver's state moved to module level: 0.97
 * s against 0.99 s beside the build before; 0.94 s since FOURTH_HAND_SHARE left out trick 1, with
 * 0.93 s and 1.93M nodes before that in the same spell of the machine, 0.80 s in a quicker one;
 * 0.90 s and 2.18M nodes before FOURTH_HAND_SHARE, 0.86 s before the declaring side's later
 * decisions got 64 layouts, 0.93 s before the screen stopped once cards reach the goal everywhere,
 * 0.80 s before ties and close calls were solved on more layouts, 0.76 s before the exact layouts
 * after a screen were paced by their own cost, 0.67 s before CLEAR_AFTER went to 12). More nodes a
 * card buy tricks, paired on the same decisions (play-paired.bench.ts, deals 0–199): 1,400
 * against 1,250 (budget:280) 0.021 fewer lost a deal as declarer, the defence the same; 1,600
 * (budget:320) 0.036 / 0.010 fewer, but its slowest card came within a few ms of the budget while
 * another job shared the machine; 1,250 against 1,000 0.036 / 0.026 fewer; at 600 the declarer
 * lost some 0.1 more a deal than at 1,000.
 */
export const NODES_PER_MS = 1400;
/**
 * The sampler's work in search nodes, so that a card's work budget bounds its time where the
 * clock does not move: each is counted at about the dearest worth measured, so that the budget
 * bounds the time of the cards that do the most of it. Measured with
 * packages/robots/bench/sampler.bench.ts on the play benchmark's deals 0–39 and 300–339, in
 * nodes of the search as fast as it ran beside them:
 * - a test of a sampled hand by the caller (HandConstraint.accepts; rules-dsl's replay of the
 *   book's calls, answers kept by hand): 43 nodes at the declarer's first card, 62 at the opening
 *   lead (some 24 µs), since the book's tests on the auction answer once for each point of it
 *   (rules-dsl decide.ts); 55–85 and 95–120 before. Counted as 100 it bounds the cards whose
 *   tests cost most; counted as 60, the play benchmark's 300 deals lost no fewer tricks (0.344 /
 *   0.570 against 0.333 / 0.557) and one card went over the budget (293 ms, run beside the other).
 * - a deal tried (dealt and checked against the ranges): 1.4–1.7 nodes at the opening lead (0.5–0.7
 *   µs), 2–3.2 at the declarer's first card and the lead of trick 5, where the few tries carry the
 *   cost of the layouts they keep. A try cost 1.1–1.2 µs at the opening lead before the hands were
 *   dealt one at a time and checked as they go, and 2 µs and more around a void before the cards
 *   it forces were placed once for all the tries (sample.ts).
 * Where the auction's hands are rare the tries are most of a card's time outside the search:
 * deal 0's opening lead tries some 31,000 deals for its layouts.
 */
export const TEST_NODES = 100;
export const TRY_NODES = 3;
const RESERVE_MS = 20;
/**
 * The share of a card's budget (work and time) the fourth hand to a trick gets. With the trick's
 * other three cards in view its choice is seldom close (win as cheaply as it can, or not), yet it
 * took some 15 % of the robots' search: on the play benchmark's deals 0–299 and 300–899 the
 * declaring side's fourth-hand cards lost 0.003–0.007 tricks a deal on 10–11 % of the search
 * nodes, the defence's 0–0.007 on 4 %. At 0.4, paired on the same decisions (play-paired.bench.ts
 * with a temporary switch; deals 100–199, 300–399, 600–699 and 900–999): 28 of some 15,700 cards
 * differ, and the tricks lost on them are 6 against 5 (declaring side 1 against 2, defence 5
 * against 3). `play.bench.ts 300` beside the robots before: the same tricks lost but one (0.333 /
 * 0.553 against 0.333 / 0.557), the board 0.83 s of CPU median against 0.96 s (search nodes
 * 1.93M against 2.05M, p90 3.05M against 3.47M); 0.15 gave 12 cards differing on deals 100–199,
 * 3 tricks lost on them against 2, with more cards played by convention (no layout solved in time).
 * Not at trick 1, where the fourth hand is the declarer deciding whether to win the opening lead or
 * hold up, and with what, and where a layout costs the most to solve: at 0.4 that card was often
 * chosen on no layout at all (deal 780, 3NT: the ace won at once, where holding it up kept three
 * tricks). Paired against the share at trick 1 too (a temporary switch), on deals 700–799 and
 * 1000–1099, which held such cards: 4 cards differ, 7 tricks lost on them against none; on deals
 * not looked at before (1300–1399, 1600–1699, 1900–1999, 2200–2299), 6 differ, 2 against 1.
 */
export const FOURTH_HAND_SHARE = 0.4;
/**
 * The share of a card's budget the first layout solved exactly may take (when no screen went
 * before it): the work of solving varies much from one layout to the next, so a layout not solved
 * in this share is dropped and the next one tried with the rest of the budget, rather than the
 * card played by convention. Before, the layout cut short was solved on for half a budget more,
 * past the budget: on the play benchmark's 300 deals 29 cards were then played by convention and
 * a few went over 250 ms; now 36 are, none goes over in work, and the tricks lost are the same
 * within the bench's noise (0.529 / 0.636 before, 0.533 / 0.646 after).
 */
export const FIRST_LAYOUT_SHARE = 0.5;
/**
 * The screening of the early tricks: with this many cards or more in hand, while the goal is
 * open, every candidate card is first asked only whether it reaches the goal, on up to
 * SCREEN_LAYOUTS times the most layouts solved exactly, within SCREEN_SHARE of the budget; the
 * rest of the budget solves exactly the SHORTLIST best cards (and any as good as the best) for
 * the tie-break by tricks. The goal is then judged on several times more layouts.
 */
const SCREEN_FROM_CARDS = 9;
const SCREEN_LAYOUTS = 2;
const SCREEN_SHARE = 0.75;
const SHORTLIST = 3;

export interface ChoiceOptions {
  readonly seed: Seed;
  /** Time allowed for this card, in milliseconds (default 250). */
  readonly budgetMs?: number;
  /** Search nodes allowed for this card (default `budgetMs` × NODES_PER_MS). */
  readonly nodeBudget?: number;
  /**
   * Most layouts to solve: by default 32 (LATER_DECLARER_SAMPLES for the declaring side's later
   * tricks), and up to CLOSE_CALL_SAMPLES for a close call while the budget lasts; a number given
   * here holds for every choice.
   */
  readonly samples?: number;
  /** What the auction showed of each hand. */
  readonly constraints?: AuctionConstraints;
  readonly solver?: CardSolver;
  /**
   * Whether each card reaches the goal, for the screening of the early tricks; by default the
   * double-dummy solver's, none (no screening) when only `solver` is given.
   */
  readonly targetSolver?: TargetSolver;
  /** The clock, for tests; performance.now by default. */
  readonly now?: () => number;
}

export interface RatedCard {
  readonly card: Card;
  /** Share of the layouts solved or screened (0–1) on which the card still makes the contract (declaring side) or defeats it (defence). */
  readonly goal: number;
  /** Average tricks for the side on play, from here on, over the layouts solved exactly (0 when a screen left none). */
  readonly tricks: number;
  /**
   * The layouts the card was solved on exactly. The cards still contending for the choice are
   * solved on more than those already behind (see chooseCard), and rated first.
   */
  readonly layouts: number;
}

/**
 * The tricks the side on play still needs, this trick included, to make the contract (declaring
 * side) or defeat it (defence); 0 or less once it is settled.
 */
export function tricksNeeded(play: Play): number {
  const side = sideOf(play.turn);
  const won = tricksWon(play)[side];
  const declaring = side === sideOf(play.contract.declarer);
  const target = declaring ? play.contract.level + 6 : TRICKS_PER_DEAL - (play.contract.level + 6) + 1;
  return target - won;
}

/**
 * Best first: the card still contending (solved on more layouts: the averages of cards solved on
 * different layouts do not compare), then the one reaching the goal on more layouts, then more
 * tricks, then the lower card.
 */
const byGoalThenTricks = (a: RatedCard, b: RatedCard): number => b.layouts - a.layouts || b.goal - a.goal || b.tricks - a.tricks || a.card - b.card;
const EPSILON = 1e-9;
/**
 * Goal shares this close to the best card's, or a single layout apart, are read as level: the
 * samples cannot tell them apart, and of such cards the one taking the most tricks on average is
 * played (not for the opening lead, which has its own margins and conventions). Before, the card
 * reaching the goal on one layout more was played, even when another took, say, 0.6 of a trick
 * more on average over 32 layouts. Paired against that (play-paired.bench.ts with a temporary
 * switch) on deals 0–99, 300–399, 600–699 and 700–799: 66 cards differ, and the tricks lost on
 * them fell from 10 to 4 as declarer and from 11 to 6 in defence. The 4 % alone: 75 cards differ,
 * 8 / 9 → 4 / 5; the one layout alone: 40 differ, 6 / 5 → 3 / 3. Then 8 % against 4 % (two or
 * three layouts of 32, under the samples' own error on a share), deals 100–199, 300–399, 600–699
 * and 900–999: 32 cards differ, the tricks lost on them 15 → 3 (declaring side 7 → 0, defence
 * 8 → 3), and each range even or better. 12 % went further on two of those ranges (28 cards, 16
 * → 1), but not kept: a contract made on an eighth fewer layouts for an overtrick is not what the
 * contract first means.
 */
const GOAL_LEVEL = 0.08;

/**
 * Ratings in the order the choice reads them (`sorted` by byGoalThenTricks): first the cards level
 * with the best (solved on as many layouts, reaching the goal on a share within GOAL_LEVEL, or
 * one of the `goalLayouts`, of its), most tricks first, then the rest.
 */
function levelled(sorted: readonly RatedCard[], goalLayouts: number): RatedCard[] {
  const [best] = sorted;
  if (best === undefined) return [];
  const margin = Math.max(GOAL_LEVEL, 1 / goalLayouts) + EPSILON;
  const level = (r: RatedCard): boolean => r.layouts === best.layouts && r.goal >= best.goal - margin;
  const byTricks = (a: RatedCard, b: RatedCard): number => b.tricks - a.tricks || b.goal - a.goal || a.card - b.card;
  return [...sorted.filter(level).sort(byTricks), ...sorted.filter((r) => !level(r))];
}
/**
 * How close to the best an opening lead's rating must be for the samples not to separate it from
 * the best: a few layouts of dozens, and a tenth of a trick. Such leads are chosen among by the
 * standard leads (prefer.ts), which also tell partner what the lead is from.
 */
const LEAD_GOAL_MARGIN = 0.05;
const LEAD_TRICKS_MARGIN = 0.1;
/**
 * Layouts solved exactly after which a card best on every one of them is chosen without solving
 * more, when no other card is too (see CLOSE_GOAL). 12 rather than 8: a card best on 8 layouts
 * still gave up a trick on the real one often enough (on the play benchmark's 300 deals some 36
 * of the 282 losing decisions stopped at 8).
 * Paired on deals 0–199 (play-paired.bench.ts with a temporary switch), 16 against 8: 27 and 33
 * cards differ, declarer 0.021 → 0.000 and defence 0.010 → 0.000 a deal on both halves; 32 gained
 * no more (42 and 50 cards differ, the same figures); 12 against 16 even (28 and 21 cards differ,
 * 0.000 / 0.000 → 0.010 / 0.000 and 0.010 / 0.000 → 0.000 / 0.010) for fewer nodes: the board
 * 0.76 s of CPU median against 0.86 s at 16 and 0.67 s at 8. The leads after the opening lead
 * had 16 (deals 60–159 of an earlier bench, against 8: declarer 0.418 → 0.398, defence 0.755 →
 * 0.745).
 */
const CLEAR_AFTER = 12;
/**
 * Two ways of telling apart cards the first layouts leave level, solving only those cards on more
 * layouts (cheaper than every card):
 * - cards not equal to each other but each best on every one of the first CLEAR_AFTER layouts
 *   (a tie) are solved on up to the usual 32 layouts, within TIED_SHARE of the card's budget (the
 *   early tricks' dear layouts would otherwise take the board's time past a second);
 * - a close call: the best card and another reach the goal on shares of the layouts at most
 *   CLOSE_GOAL apart and, on the same share, take on average fewer than CLOSE_TRICKS tricks apart,
 *   but not alike on every layout (more layouts seldom part those). Such cards are solved on up to
 *   CLOSE_CALL_SAMPLES layouts while the budget lasts.
 * Before, the first card best on 12 layouts was chosen, ties by convention (prefer.ts), and every
 * choice stopped at 32 layouts. Paired against that (play-paired.bench.ts with a temporary
 * switch) on deals 0–99, 300–399, 600–699 and 700–799: 259 cards differ, and the tricks lost on
 * them fell from 20 to 7 as declarer and from 9 to 4 in defence. With the tie alone, on deals
 * 300–399 and 600–699 the close call's 32 cards that differ lost 10 tricks as declarer and 3 in
 * defence, with it 2 and 2. In an earlier form (every card solved on, ties counted as close
 * calls), thresholds wider (0.16 and 0.4) changed 1 card in 4,011, and up to 96 layouts lost 3
 * tricks on the 28 cards that differ (deals 600–699). The board's time: 0.93 s of CPU median
 * against 0.79 s before (1.02 s with the tie's layouts paced by the whole budget; a quarter of it
 * instead of half, deals 600–699: 9 cards differ, a trick lost in defence).
 */
const CLOSE_GOAL = 0.1;
const CLOSE_TRICKS = 0.25;
const TIED_SHARE = 0.5;
/**
 * Screened layouts after which the screen stops when every card is alike on every one of them, or
 * when two cards or more, not equal to each other, reach the goal on every one. Before, the screen
 * went on while any card missed the goal somewhere, up to 64 layouts within its share of the
 * budget, and left the exact tricks of the cards reaching it everywhere one or two layouts. Paired
 * (play-paired.bench.ts with a temporary switch) on deals 0–99, 300–399, 600–699 and 700–799: 40
 * cards differ, and the tricks lost on them went from 7 to 1 as declarer, 0 to 1 in defence.
 */
const SCREEN_CLEAR_AFTER = 8;
/**
 * Layouts solved exactly up to which the cards rated level are chosen among as when unsure
 * (prefer.ts): the tie-break by tricks has hardly begun, so cards level after it may differ much.
 */
const UNSURE_LAYOUTS = 2;
/** A suit partner showed at least this many cards in counts as partner's suit for the leads. */
const PARTNER_SUIT_LENGTH = 4;

/** The suits the partner of the seat on turn showed length in, as the auction's constraints say. */
function partnerSuits(play: Play, constraints: AuctionConstraints | undefined): Suit[] {
  const shown = constraints?.[partnerOf(play.turn)];
  return shown === undefined ? [] : SUITS.filter((s) => shown.lengths[s].min >= PARTNER_SUIT_LENGTH);
}

export interface CardChoice {
  readonly card: Card;
  /** The seat choosing: the declarer for dummy's cards. */
  readonly chooser: Seat;
  /** Layouts solved exactly (0 when the choice needed no solving). */
  readonly samples: number;
  /** Layouts on which the cards were only asked whether they reach the goal (the early tricks' screening; 0 when none). */
  readonly screened: number;
  /** How much of what was read the sampling had to give up (see sample.ts); 0 when it all held. */
  readonly relaxation: number;
  /**
   * Every card solved exactly with its rating, best first as the choice reads them (goal shares
   * too close to part read as level, see GOAL_LEVEL, so a card may come before one reaching the
   * goal on a layout more): the legal cards (for a lead, the leads worth solving), or after a
   * screen the cards it kept; empty when the choice needed no solving.
   */
  readonly ratings: readonly RatedCard[];
  /** Whether the budget cut a layout's solving short (that layout is not counted). */
  readonly outOfTime: boolean;
}

/** The seat that chooses the card due now: the declarer when it is dummy's. */
export const chooserOf = (play: Play): Seat => (play.turn === dummyOf(play.contract) ? play.contract.declarer : play.turn);

/**
 * Whether the chooser can tell every legal card apart from the others at all: cards of one suit
 * are the same to it when every card between them is in the same hand or gone in a finished trick.
 */
function allEquivalent(cards: readonly Card[], hand: CardSet, gone: CardSet): boolean {
  const [first] = cards;
  if (first === undefined) return true;
  const suit = suitOf(first);
  if (cards.some((c) => suitOf(c) !== suit)) return false;
  const ranks = cards.map(rankOf);
  const lo = Math.min(...ranks);
  const hi = Math.max(...ranks);
  for (let c = first - rankOf(first) + lo; c <= first - rankOf(first) + hi; c++) if (!hand.has(c) && !gone.has(c)) return false;
  return true;
}

/** Chooses the card for the seat on turn in `play`. */
export function chooseCard(play: Play, options: ChoiceOptions): CardChoice | undefined {
  const legal = legalCards(play);
  const chooser = chooserOf(play);
  const gone = goneCards(play);
  const prefer = (cards: readonly Card[], unsure = false) => preferCard(cards, { play, gone, partnerSuits: partnerSuits(play, options.constraints), unsure });
  if (legal.length === 0) return undefined;
  // No card its partner or declarer would read as a signal the rule does not give (signals.ts).
  const allowed = signalRuleCards(play, legal);
  if (allowed.length === 1 || allEquivalent(allowed, play.hands[play.turn], gone)) {
    const card = prefer(allowed) ?? allowed[0];
    return card === undefined ? undefined : { card, chooser, samples: 0, screened: 0, relaxation: 0, ratings: [], outOfTime: false };
  }

  const now = options.now ?? (() => performance.now());
  const start = now();
  const trick = currentTrick(play);
  /** The trick being played, counted from 1. */
  const trickNumber = completedTricks(play).length + 1;
  // The fourth hand sees the rest of the trick: a smaller share does, after the first trick (FOURTH_HAND_SHARE).
  const handShare = trick?.cards.length === 3 && trickNumber > 1 ? FOURTH_HAND_SHARE : 1;
  const cardBudget = options.budgetMs ?? DEFAULT_BUDGET_MS;
  const budget = cardBudget * handShare;
  const later = trickNumber >= LATER_FROM_TRICK && sideOf(chooser) === sideOf(play.contract.declarer);
  const most = Math.max(1, options.samples ?? (later ? LATER_DECLARER_SAMPLES : DEFAULT_SAMPLES));
  const mostForCloseCall = options.samples === undefined ? CLOSE_CALL_SAMPLES : most;
  const solver = options.solver ?? ddCardSolver;
  const random = seededRandom(`${String(options.seed)}/${play.tricks.reduce((n, t) => n + t.cards.length, 0)}`);
  const sampling: SamplingWork = { tries: 0, tests: 0 };
  const next = layoutSampler(knowledgeOf(play, chooser, options.constraints), random, sampling);

  const needed = tricksNeeded(play);
  // The opening lead is the costliest card to solve (all 52 cards out): only the leads worth it.
  const opening = play.tricks.length === 0 && play.hands[play.turn].size === TRICKS_PER_DEAL;
  // Any lead after the opening lead: only the cards of each suit that can lead differently
  // (prefer.ts), so the budget covers more layouts.
  const laterLead = !opening && (trick === undefined || trick.cards.length === 0);
  const candidates = opening
    ? openingLeadCandidates(play.hands[play.turn], play.contract.strain)
    : laterLead
      ? sideOf(play.turn) !== sideOf(play.contract.declarer)
        ? defenceLeadCandidates(play.hands[play.turn], gone)
        : declarerLeadCandidates(play.hands[play.turn])
      : allowed.length < legal.length
        ? CardSet.fromCards(allowed)
        : undefined;
  const rated = candidates === undefined ? legal : legal.filter((c) => candidates.has(c));
  // The search itself stops at the deadline: one hard layout cannot hold the card up. A little
  // of the budget stays in reserve for what follows a search (the clock is read every thousand
  // nodes or so, then the ratings and the conventional choice).
  const reserve = Math.min(RESERVE_MS, budget / 10);
  const deadline = start + budget - reserve;
  const nodeBudget = (options.nodeBudget ?? cardBudget * NODES_PER_MS) * handShare;
  const nodesAtStart = nodesSearched();
  const nodesUsed = (): number => nodesSearched() - nodesAtStart + sampling.tests * TEST_NODES + sampling.tries * TRY_NODES;
  /** Where a count of layouts started: the clock and the work used by then. */
  const fromStart = { time: start, nodes: 0 };
  /**
   * Whether another layout, at the pace of the `done` layouts since `since` (by default the
   * decision's start), would overrun `share` of the budget.
   */
  const paceSpent = (done: number, share: number, since: typeof fromStart = fromStart): boolean => {
    const time = now();
    const elapsed = time - start;
    const nodes = nodesUsed();
    return elapsed + (time - since.time) / done > (budget - reserve) * share || nodes + (nodes - since.nodes) / done > nodeBudget * share;
  };
  // Layouts are dealt once and kept: the exact solving goes over the screened layouts again.
  const layouts: SampledLayout[] = [];
  const layoutAt = (i: number): SampledLayout | undefined => {
    while (layouts.length <= i) {
      const layout = next();
      if (layout === undefined) return undefined;
      layouts.push(layout);
    }
    return layouts[i];
  };
  /**
   * Whether the solver was called before in this decision: every call after the first goes on
   * from what the earlier ones proved (the same strain, the same cards gone), which the first
   * never does, so the decision depends on nothing searched before it.
   */
  let solverCalled = false;
  // The position as played; each layout puts its hands in it.
  const asPlayed = positionFromPlay(play);
  const positionOf = (layout: SampledLayout, only: CardSet | undefined): OpenPosition => {
    const continues = solverCalled;
    solverCalled = true;
    return {
      ...asPlayed,
      hands: layout.hands,
      ...(only === undefined ? {} : { candidates: only }),
      ...(continues ? { continues } : {}),
    };
  };
  let relaxation = 0;

  // Screening: while the goal is open and the budget covers few exact layouts (the early tricks),
  // first ask on many layouts only whether each card reaches the goal (one zero-window search a
  // card), then solve exactly only the cards best at that, for the tie-break by tricks.
  const targetSolver = options.targetSolver ?? (options.solver === undefined ? ddTargetSolver : undefined);
  const screening =
    targetSolver !== undefined && needed >= 1 && needed <= play.hands[play.turn].size && play.hands[play.turn].size >= SCREEN_FROM_CARDS && rated.length > SHORTLIST;
  const screenReach = new Map<Card, number>(rated.map((c) => [c, 0]));
  let screened = 0;
  let exactCards = candidates;
  if (screening) {
    while (screened < most * SCREEN_LAYOUTS) {
      const layout = layoutAt(screened);
      if (layout === undefined) break;
      const reach = targetSolver(positionOf(layout, candidates), needed, { deadline, now, maxNodes: nodeBudget * SCREEN_SHARE - nodesUsed() });
      if (reach === undefined) break;
      relaxation = Math.max(relaxation, layout.relaxation);
      for (const { card, reaches } of reach) {
        const count = screenReach.get(card);
        if (count !== undefined && reaches) screenReach.set(card, count + 1);
      }
      screened++;
      // Every card alike on every layout so far (the contract safe, or lost, whatever is played):
      // the goal will not tell the cards apart, the exact tricks must.
      if (screened >= SCREEN_CLEAR_AFTER && new Set(screenReach.values()).size === 1) break;
      // Cards not equal to each other reaching the goal on every layout so far: nor will the goal
      // part them, so the budget left goes to their exact tricks (see SCREEN_CLEAR_AFTER).
      if (screened >= SCREEN_CLEAR_AFTER) {
        const everywhere = rated.filter((c) => screenReach.get(c) === screened);
        if (everywhere.length >= 2 && !allEquivalent(everywhere, play.hands[play.turn], gone)) break;
      }
      if (paceSpent(screened, SCREEN_SHARE)) break;
    }
    const counts = [...screenReach.values()];
    if (screened > 0 && new Set(counts).size > 1) {
      const best = Math.max(...counts);
      const order = [...rated].sort((a, b) => (screenReach.get(b) ?? 0) - (screenReach.get(a) ?? 0) || a - b);
      // The best few, and every card as good as the best (the tie-break by tricks is among them).
      exactCards = CardSet.fromCards(order.filter((c, i) => i < SHORTLIST || screenReach.get(c) === best));
    }
  }
  const exact = exactCards === undefined ? rated : rated.filter((c) => exactCards.has(c));

  /** Each card's tricks, layout by layout: the i-th on the i-th layout solved. */
  const byLayout = new Map<Card, number[]>(exact.map((c) => [c, []]));
  /** The layouts on which each card took the most tricks of the cards solved on it. */
  const topped = new Map<Card, number>(exact.map((c) => [c, 0]));
  /**
   * The cards solved on each new layout when not every card of `exact` is: those still contending
   * for the choice (cards best on every layout alike, or a close call's), whose solving costs less
   * than every card's.
   */
  let contending: CardSet | undefined;
  let samples = 0;
  let outOfTime = false;
  /** Layouts dropped because the first of them took more than its share (FIRST_LAYOUT_SHARE). */
  let dropped = 0;
  // The exact layouts' own pace is counted from where the screen, if any, ended.
  const exactFrom = screened > 0 ? { time: now(), nodes: nodesUsed() } : fromStart;
  /** Every card solved exactly with its rating, best first, each over the layouts it was solved on. */
  const rate = (): RatedCard[] =>
    exact
      .map((card) => {
        const tricks = byLayout.get(card) ?? [];
        // The screened layouts' goals are counted already.
        const reached = (screened > 0 ? (screenReach.get(card) ?? 0) : 0) + tricks.slice(screened).filter((t) => t >= needed).length;
        const judged = Math.max(tricks.length, screened);
        return {
          card,
          goal: judged === 0 ? 0 : reached / judged,
          // With a screen but no exact layout in the budget: the goal alone, the tricks unknown (0).
          tricks: tricks.length === 0 ? 0 : tricks.reduce((a, b) => a + b, 0) / tricks.length,
          layouts: tricks.length,
        };
      })
      .sort(byGoalThenTricks);
  /** Whether two cards took the same tricks on every layout so far. */
  const twins = (a: Card, b: Card): boolean => {
    const tricksOfB = byLayout.get(b) ?? [];
    return (byLayout.get(a) ?? []).every((t, i) => t === tricksOfB[i]);
  };
  /**
   * The cards of a close call (CLOSE_GOAL) among those solved on every layout so far: the best
   * and each card close to it; undefined when the best has no close rival. A rival alike on every
   * layout so far does not make a close call: more layouts seldom part those.
   */
  const closeCall = (): Card[] | undefined => {
    const [best, ...others] = rate().filter((r) => r.layouts === samples);
    if (best === undefined) return undefined;
    const close = others.filter((r) => {
      const goalApart = best.goal - r.goal;
      return goalApart <= CLOSE_GOAL + EPSILON && (goalApart > EPSILON || best.tricks - r.tricks < CLOSE_TRICKS);
    });
    const rival = close.some((r) => !allEquivalent([best.card, r.card], play.hands[play.turn], gone) && !twins(best.card, r.card));
    return rival ? [best.card, ...close.map((r) => r.card)] : undefined;
  };
  for (;;) {
    if (samples >= most) {
      const contenders = samples < mostForCloseCall ? closeCall() : undefined;
      if (contenders === undefined) break;
      contending = CardSet.fromCards(contenders);
    }
    const layout = layoutAt(samples + dropped);
    if (layout === undefined) break;
    const firstAlone = samples === 0 && screened === 0 && dropped === 0;
    const share = firstAlone ? FIRST_LAYOUT_SHARE : 1;
    const limits = { deadline: start + (deadline - start) * share, now, maxNodes: nodeBudget * share - nodesUsed() };
    const values = solver(positionOf(layout, contending ?? exactCards), limits)?.filter((v) => contending?.has(v.card) ?? byLayout.has(v.card));
    if (values === undefined && firstAlone) {
      // A hard layout: the next one may be solved with the rest of the budget.
      dropped++;
      continue;
    }
    if (values === undefined) {
      outOfTime = true;
      break;
    }
    relaxation = Math.max(relaxation, layout.relaxation);
    const bestHere = Math.max(...values.map((v) => v.tricks));
    for (const { card, tricks } of values) {
      byLayout.get(card)?.push(tricks);
      if (tricks === bestHere) topped.set(card, (topped.get(card) ?? 0) + 1);
    }
    samples++;
    // A card best on every layout so far (a winner to cash, a suit to follow low) is the choice:
    // more layouts would almost never change it. Not for the opening lead, where a trick on one
    // layout is no reason to leave the standard lead.
    if (!opening && samples >= CLEAR_AFTER) {
      // Best on every layout: solved on each of them, so still contending.
      const bestEverywhere = exact.filter((c) => topped.get(c) === samples);
      if (bestEverywhere.length > 0) {
        if (allEquivalent(bestEverywhere, play.hands[play.turn], gone)) break;
        // Not while another card, not equal to it, is best everywhere too: chosen among by
        // convention, such cards gave tricks away where more layouts would have told them apart.
        // Only they are solved on, within TIED_SHARE of the budget (see CLOSE_GOAL for figures).
        contending = CardSet.fromCards(bestEverywhere);
      }
    }
    // Stop when another layout, at the pace of the exact layouts so far, would overrun the budget.
    // Their own pace, not the whole card's: after a screen the exact layouts are those screened,
    // whose positions the solver has mostly proved already, so one costs some 1,000–25,000 nodes
    // where the screen took 250,000. Paced by the whole card, the tie-break by tricks got a single
    // layout, and the shortlist's cards tied on it were chosen among by convention. Paired on the
    // play benchmark's deals 0–199 and 300–499, 74 cards differ and the tricks lost on them fell
    // from 18 to 10 (declarer 10 → 5, defence 8 → 5); the board takes 0.80 s of CPU, not 0.76.
    const tied = contending !== undefined && samples < most;
    if (paceSpent(samples, tied ? TIED_SHARE : 1, exactFrom)) break;
  }
  const goalLayouts = Math.max(samples, screened);
  if (goalLayouts === 0) {
    // Not one layout solved in time (or none fits the play's facts, which a legal play cannot
    // bring about): the conventional card, never a crash or a long wait.
    const card = prefer(allowed, true) ?? allowed[0];
    return card === undefined ? undefined : { card, chooser, samples: 0, screened, relaxation, ratings: [], outOfTime };
  }
  const ratings = opening ? rate() : levelled(rate(), goalLayouts);
  const [top] = ratings;
  const [goalMargin, tricksMargin] = opening ? [LEAD_GOAL_MARGIN, LEAD_TRICKS_MARGIN] : [EPSILON, EPSILON];
  const equal = ratings
    .filter((r) => top !== undefined && r.layouts === top.layouts && r.goal >= top.goal - goalMargin && r.tricks >= top.tricks - tricksMargin)
    .map((r) => r.card);
  const card = prefer(equal, samples <= UNSURE_LAYOUTS) ?? equal[0];
  return card === undefined ? undefined : { card, chooser, samples, screened, relaxation, ratings, outOfTime };
}

/** A rating in words, for logs and benchmarks: `SA 75% 3.25` (goal reached, average tricks). */
export const formatRating = (r: RatedCard): string => `${formatCard(r.card)} ${Math.round(r.goal * 100)}% ${r.tricks.toFixed(2)}`;
