import {
  SUITS,
  formatCard,
  rankOf,
  suitOf,
  type Card,
  type Suit,
  CardSet,
  dummyOf,
  completedTricks,
  currentTrick,
  goneCards,
  legalCards,
  tricksWon,
  TRICKS_PER_DEAL,
  type Play,
  seededRandom,
  type Seed,
  partnerOf,
  sideOf,
  type Seat,
} from '@tenace/engine';
import type { AuctionConstraints } from './constraints.ts';
import { declarerLeadCandidates, defenceLeadCandidates, openingLeadCandidates } from './leads.ts';
import { preferCard } from './prefer.ts';
import { knowledgeOf, layoutSampler, type SampledLayout, type SamplingWork } from './sample.ts';
import { signalRuleCards } from './signals.ts';
import { ddCardSolver, ddTargetSolver, type CardSolver, type CardTricks, type OpenPosition, type TargetSolver } from './solver.ts';
import { nodesSearched, positionFromPlay, type Position, type SearchLimits } from '@tenace/engine/dd';

/**
 * The robots' card choice (after GIB and BEN): deal the unseen cards many times in ways that agree
 * with the auction and the play, solve the cards double dummy on each layout, and play the card
 * that makes the contract (declaring side) or defeats it (defence) on the most layouts, then the
 * one taking the most tricks; ties go to the conventions of prefer.ts. Where the budget covers
 * few exact solves (the early tricks), the cards are first screened against the goal on more
 * layouts, and only the best few solved exactly; cards the first layouts leave level are solved,
 * alone, on more layouts.
 *
 * A decision depends only on the seed, the position and how many layouts were solved: the layouts
 * come from a generator seeded with the seed and the cards played, and the solver starts afresh
 * at each decision's first call. The budget is counted in search nodes, so the play repeats on any
 * machine and stays bounded where the clock stands still (a deployed Worker), and on the clock as a
 * safety net; whichever runs out first ends the sampling, and if no layout is solved in time the
 * robot plays the conventional card rather than wait. With `budgetMs: Infinity` and a fixed
 * `samples` nothing is cut (the tests do this). What was tried and measured for each setting
 * below: docs/history/robot-play.md.
 */

/** A card's time in a game: the aim for the slowest card, with a board within a second of CPU. */
export const DEFAULT_BUDGET_MS = 250;
/** Layouts solved exactly a card: more bought little for their time. */
export const DEFAULT_SAMPLES = 32;
/** Most layouts solved for a close call when the caller does not fix the number (see CLOSE_GOAL). */
export const CLOSE_CALL_SAMPLES = 64;
/**
 * Most layouts the declaring side solves from trick LATER_FROM_TRICK on, when the caller does not
 * fix the number (a close call gets no more): its searches cost little there, and its single-dummy
 * guesses on close ratings are most of what it still loses.
 */
export const LATER_DECLARER_SAMPLES = 64;
/** The trick (counted from 1) from which the declaring side solves LATER_DECLARER_SAMPLES layouts. */
export const LATER_FROM_TRICK = 4;
/**
 * Search nodes allowed per millisecond of budget. With the sampler's work counted in, 1,400 keeps
 * a card's CPU within its budget with room for a slow spell of the machine, so the work budget is
 * the one that decides; more nodes bought a little more but brought the slowest card to the edge
 * of the budget.
 */
export const NODES_PER_MS = 1400;
/**
 * The sampler's work in search nodes, so that the work budget bounds a card's time where the clock
 * does not move: a test of a sampled hand by the caller (HandConstraint.accepts, the book's replay
 * of the calls) and a deal tried, each counted at about the dearest worth measured
 * (sampler.bench.ts), so that the budget bounds the cards that do the most of them.
 */
export const TEST_NODES = 100;
export const TRY_NODES = 3;
/** Time kept back from the searches for what follows them: the ratings and the conventional choice. */
const RESERVE_MS = 20;
/**
 * The share of a card's budget (work and time) the fourth hand to a trick gets: with the trick's
 * other three cards in view its choice is seldom close, yet it took a good share of the search. Not
 * at trick 1, where the declarer decides whether to win the opening lead or hold up, on the
 * dearest layouts.
 */
export const FOURTH_HAND_SHARE = 0.4;
/**
 * The share of a card's budget the first layout solved exactly may take (when no screen went
 * before it): the work of solving varies much from one layout to the next, so a layout not solved
 * in this share is dropped and the next one tried with the rest, rather than the card played by
 * convention.
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
   * solved on more than those already behind (see solveExactly), and rated first.
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
const byGoalThenTricks = (a: RatedCard, b: RatedCard): number =>
  b.layouts - a.layouts || b.goal - a.goal || b.tricks - a.tricks || a.card - b.card;
/** Shares and averages this close are equal: their sums differ only by rounding. */
const EPSILON = 1e-9;
/**
 * Goal shares this close to the best card's, or a single layout apart, are read as level: the
 * samples cannot tell them apart, and of such cards the one taking the most tricks on average is
 * played (not for the opening lead, which has its own margins and conventions). Wider gave away
 * the contract for overtricks.
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
 * more, when no other card is too (see CLOSE_GOAL): after 8 a card still gave up a trick on the
 * real deal often enough, and 16 bought no more than 12.
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
 * Chosen among by convention instead, such cards gave tricks away.
 */
const CLOSE_GOAL = 0.1;
const CLOSE_TRICKS = 0.25;
const TIED_SHARE = 0.5;
/**
 * Screened layouts after which the screen stops when every card is alike on every one of them, or
 * when two cards or more, not equal to each other, reach the goal on every one: the goal will not
 * part them, and the budget left is better spent on their exact tricks.
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
  const prefer = (cards: readonly Card[], unsure = false) =>
    preferCard(cards, { play, gone, partnerSuits: partnerSuits(play, options.constraints), unsure });
  if (legal.length === 0) return undefined;
  // No card its partner or declarer would read as a signal the rule does not give (signals.ts).
  const allowed = signalRuleCards(play, legal);
  if (allowed.length === 1 || allEquivalent(allowed, play.hands[play.turn], gone)) {
    return chosen(prefer(allowed) ?? allowed[0], chooser, { samples: 0, screened: 0, relaxation: 0, ratings: [], outOfTime: false });
  }
  const decision = newDecision(play, options, { chooser, gone, legal, allowed, prefer });
  const screen = screenCards(decision);
  return pick(decision, screen, solveExactly(decision, screen));
}

/** The choice of `card`, or none when there is no card. */
const chosen = (card: Card | undefined, chooser: Seat, how: Omit<CardChoice, 'card' | 'chooser'>): CardChoice | undefined =>
  card === undefined ? undefined : { card, chooser, ...how };

/** Where a count of layouts started: the clock, and the work spent by then. */
interface BudgetMark {
  readonly time: number;
  readonly nodes: number;
}

/**
 * A card's budget, counted in work and on the clock (see the top of the file): the search nodes
 * allowed, those spent (the sampler's tries and tests counted in), and what is left for a phase
 * that may take a share of it.
 */
class CardBudget {
  /** Where the card started: the clock then, and no work spent. */
  readonly start: BudgetMark;
  /** When the searches stop, so that one hard layout cannot hold the card up: the time less a reserve. */
  readonly deadline: number;
  private readonly reserve: number;
  private readonly nodesAtStart = nodesSearched();

  constructor(
    readonly now: () => number,
    /** The card's time, in milliseconds. */
    private readonly ms: number,
    /** The search nodes the card may spend. */
    readonly allowed: number,
    private readonly sampling: SamplingWork,
  ) {
    this.start = { time: now(), nodes: 0 };
    this.reserve = Math.min(RESERVE_MS, ms / 10);
    this.deadline = this.start.time + ms - this.reserve;
  }

  /** The work spent so far, in search nodes: the searches', and the sampler's tries and tests. */
  spent(): number {
    return nodesSearched() - this.nodesAtStart + this.sampling.tests * TEST_NODES + this.sampling.tries * TRY_NODES;
  }

  /** The work left to a phase that may spend `share` of the budget. */
  left(share: number): number {
    return this.allowed * share - this.spent();
  }

  /** The limits of a search that may take `share` of the budget, in work and in time. */
  limits(share: number): SearchLimits {
    return { deadline: this.start.time + (this.deadline - this.start.time) * share, now: this.now, maxNodes: this.left(share) };
  }

  /** The clock and the work now, for a count of layouts starting here. */
  mark(): BudgetMark {
    return { time: this.now(), nodes: this.spent() };
  }

  /**
   * Whether another layout, at the pace of the `done` layouts since `since` (by default the card's
   * start), would overrun `share` of the budget.
   */
  paceSpent(done: number, share: number, since: BudgetMark = this.start): boolean {
    const time = this.now();
    const elapsed = time - this.start.time;
    const nodes = this.spent();
    return (
      elapsed + (time - since.time) / done > (this.ms - this.reserve) * share || nodes + (nodes - since.nodes) / done > this.allowed * share
    );
  }
}

/**
 * The layouts of one decision, dealt once and kept (the exact solving goes over the screened
 * layouts again), and the solver's positions on them.
 */
class DecisionLayouts {
  private readonly dealt: SampledLayout[] = [];
  /** The position as played; each layout puts its hands in it. */
  private readonly asPlayed: Position;
  /**
   * Whether the solver was called before in this decision: every call after the first goes on
   * from what the earlier ones proved (the same strain, the same cards gone), which the first
   * never does, so the decision depends on nothing searched before it.
   */
  private solverCalled = false;

  constructor(
    play: Play,
    private readonly next: () => SampledLayout | undefined,
  ) {
    this.asPlayed = positionFromPlay(play);
  }

  /** The i-th layout, dealt when first asked for; undefined when no layout fits the play. */
  at(i: number): SampledLayout | undefined {
    while (this.dealt.length <= i) {
      const layout = this.next();
      if (layout === undefined) return undefined;
      this.dealt.push(layout);
    }
    return this.dealt[i];
  }

  /** The position to solve on `layout`, for the cards `only` (all when undefined). */
  position(layout: SampledLayout, only: CardSet | undefined): OpenPosition {
    const continues = this.solverCalled;
    this.solverCalled = true;
    return {
      ...this.asPlayed,
      hands: layout.hands,
      ...(only === undefined ? {} : { candidates: only }),
      ...(continues ? { continues } : {}),
    };
  }
}

/** What a decision starts from: the seat choosing, the cards gone, the legal cards and those the signals allow. */
interface DecisionStart {
  readonly chooser: Seat;
  readonly gone: CardSet;
  readonly legal: readonly Card[];
  readonly allowed: readonly Card[];
  /** The conventional card among `cards` (prefer.ts); `unsure` when they were rated on too few layouts. */
  readonly prefer: (cards: readonly Card[], unsure?: boolean) => Card | undefined;
}

/** One card's choice as each of its steps reads it: the position, the cards to rate, the layouts and the budget. */
interface Decision extends DecisionStart {
  readonly play: Play;
  /** The hand of the seat on turn. */
  readonly hand: CardSet;
  /** The tricks the side on play still needs (tricksNeeded). */
  readonly needed: number;
  /** The opening lead, chosen with its own margins and never stopped early. */
  readonly opening: boolean;
  /** The cards worth solving, when not every legal card is. */
  readonly candidates: CardSet | undefined;
  /** The legal cards to rate: the candidates, or every one. */
  readonly rated: readonly Card[];
  /** Most layouts to solve exactly, and for a close call (CLOSE_CALL_SAMPLES). */
  readonly most: number;
  readonly mostForCloseCall: number;
  readonly solver: CardSolver;
  /** The screen's solver; none, no screen. */
  readonly targetSolver: TargetSolver | undefined;
  readonly layouts: DecisionLayouts;
  readonly budget: CardBudget;
}

/** A decision's setting: its budget (the fourth hand's share), its layouts and how many, the cards it rates. */
function newDecision(play: Play, options: ChoiceOptions, start: DecisionStart): Decision {
  const now = options.now ?? (() => performance.now());
  const trickNumber = completedTricks(play).length + 1;
  // The fourth hand sees the rest of the trick: a smaller share does, after the first trick (FOURTH_HAND_SHARE).
  const handShare = currentTrick(play)?.cards.length === 3 && trickNumber > 1 ? FOURTH_HAND_SHARE : 1;
  const cardBudget = options.budgetMs ?? DEFAULT_BUDGET_MS;
  const sampling: SamplingWork = { tries: 0, tests: 0 };
  const budget = new CardBudget(now, cardBudget * handShare, (options.nodeBudget ?? cardBudget * NODES_PER_MS) * handShare, sampling);
  const later = trickNumber >= LATER_FROM_TRICK && sideOf(start.chooser) === sideOf(play.contract.declarer);
  const most = Math.max(1, options.samples ?? (later ? LATER_DECLARER_SAMPLES : DEFAULT_SAMPLES));
  const random = seededRandom(`${String(options.seed)}/${play.tricks.reduce((n, t) => n + t.cards.length, 0)}`);
  const next = layoutSampler(knowledgeOf(play, start.chooser, options.constraints), random, sampling);
  const opening = play.tricks.length === 0 && play.hands[play.turn].size === TRICKS_PER_DEAL;
  const candidates = candidateCards(play, opening, start);
  return {
    ...start,
    play,
    hand: play.hands[play.turn],
    needed: tricksNeeded(play),
    opening,
    candidates,
    rated: candidates === undefined ? start.legal : start.legal.filter((c) => candidates.has(c)),
    most,
    mostForCloseCall: options.samples === undefined ? CLOSE_CALL_SAMPLES : most,
    solver: options.solver ?? ddCardSolver,
    targetSolver: options.targetSolver ?? (options.solver === undefined ? ddTargetSolver : undefined),
    layouts: new DecisionLayouts(play, next),
    budget,
  };
}

/** The cards worth solving, when not every legal card is: the leads worth it, or the cards the signals allow. */
function candidateCards(play: Play, opening: boolean, { gone, legal, allowed }: DecisionStart): CardSet | undefined {
  const hand = play.hands[play.turn];
  // The opening lead is the costliest card to solve (all 52 cards out): only the leads worth it.
  if (opening) return openingLeadCandidates(hand, play.contract.strain);
  const trick = currentTrick(play);
  // Any lead after the opening lead: only the cards of each suit that can lead differently
  // (prefer.ts), so the budget covers more layouts.
  if (trick === undefined || trick.cards.length === 0) {
    return sideOf(play.turn) !== sideOf(play.contract.declarer) ? defenceLeadCandidates(hand, gone) : declarerLeadCandidates(hand);
  }
  return allowed.length < legal.length ? CardSet.fromCards(allowed) : undefined;
}

/** What the screen found, and the cards it leaves to solve exactly. */
interface Screen {
  /** The layouts screened (0: no screen). */
  readonly screened: number;
  /** For each card rated, the screened layouts on which it reaches the goal. */
  readonly reach: ReadonlyMap<Card, number>;
  /** The cards to solve exactly: the screen's shortlist, else the decision's candidates. */
  readonly exactCards: CardSet | undefined;
  /** The most of what was read that the screened layouts gave up (see sample.ts). */
  readonly relaxation: number;
}

/**
 * Screening: while the goal is open and the budget covers few exact layouts (the early tricks),
 * first ask on many layouts only whether each card reaches the goal (one zero-window search a
 * card), then solve exactly only the cards best at that, for the tie-break by tricks.
 */
function screenCards(d: Decision): Screen {
  const reach = new Map<Card, number>(d.rated.map((c) => [c, 0]));
  const size = d.hand.size;
  const screening = d.needed >= 1 && d.needed <= size && size >= SCREEN_FROM_CARDS && d.rated.length > SHORTLIST;
  if (d.targetSolver === undefined || !screening) return { screened: 0, reach, exactCards: d.candidates, relaxation: 0 };
  let screened = 0;
  let relaxation = 0;
  while (screened < d.most * SCREEN_LAYOUTS) {
    const layout = d.layouts.at(screened);
    if (layout === undefined) break;
    const limits = { deadline: d.budget.deadline, now: d.budget.now, maxNodes: d.budget.left(SCREEN_SHARE) };
    const reached = d.targetSolver(d.layouts.position(layout, d.candidates), d.needed, limits);
    if (reached === undefined) break;
    relaxation = Math.max(relaxation, layout.relaxation);
    for (const { card, reaches } of reached) {
      const count = reach.get(card);
      if (count !== undefined && reaches) reach.set(card, count + 1);
    }
    screened++;
    if (screened >= SCREEN_CLEAR_AFTER && goalSettled(d, reach, screened)) break;
    if (d.budget.paceSpent(screened, SCREEN_SHARE)) break;
  }
  return { screened, reach, exactCards: shortlist(d.rated, reach, screened) ?? d.candidates, relaxation };
}

/** Whether the goal will part the cards no more on more layouts, so that their exact tricks must (SCREEN_CLEAR_AFTER). */
function goalSettled(d: Decision, reach: ReadonlyMap<Card, number>, screened: number): boolean {
  // Every card alike on every layout so far (the contract safe, or lost, whatever is played).
  if (new Set(reach.values()).size === 1) return true;
  // Cards not equal to each other reaching the goal on every layout so far.
  const everywhere = d.rated.filter((c) => reach.get(c) === screened);
  return everywhere.length >= 2 && !allEquivalent(everywhere, d.hand, d.gone);
}

/**
 * The cards the screen keeps for the exact tricks: the SHORTLIST best, and every card as good as
 * the best (the tie-break by tricks is among them); undefined when the screen parted no cards.
 */
function shortlist(rated: readonly Card[], reach: ReadonlyMap<Card, number>, screened: number): CardSet | undefined {
  const counts = [...reach.values()];
  if (screened === 0 || new Set(counts).size <= 1) return undefined;
  const best = Math.max(...counts);
  const order = [...rated].sort((a, b) => (reach.get(b) ?? 0) - (reach.get(a) ?? 0) || a - b);
  return CardSet.fromCards(order.filter((c, i) => i < SHORTLIST || reach.get(c) === best));
}

/** The exact tricks of the cards solved, layout by layout, and their ratings. */
class ExactTricks {
  private layouts = 0;
  /** Each card's tricks, layout by layout: the i-th on the i-th layout solved. */
  private readonly byLayout: Map<Card, number[]>;
  /** The layouts on which each card took the most tricks of the cards solved on it. */
  private readonly topped: Map<Card, number>;

  constructor(
    private readonly cards: readonly Card[],
    private readonly screen: Screen,
    private readonly needed: number,
  ) {
    this.byLayout = new Map(cards.map((c) => [c, []]));
    this.topped = new Map(cards.map((c) => [c, 0]));
  }

  /** Layouts solved exactly. */
  get solved(): number {
    return this.layouts;
  }

  /** Whether `card` is one of the cards solved exactly. */
  has(card: Card): boolean {
    return this.byLayout.has(card);
  }

  /** One more layout's values: every card's solved on it, or the contending cards'. */
  add(values: readonly CardTricks[]): void {
    const bestHere = Math.max(...values.map((v) => v.tricks));
    for (const { card, tricks } of values) {
      this.byLayout.get(card)?.push(tricks);
      if (tricks === bestHere) this.topped.set(card, (this.topped.get(card) ?? 0) + 1);
    }
    this.layouts++;
  }

  /** Every card solved exactly with its rating, best first, each over the layouts it was solved on. */
  ratings(): RatedCard[] {
    const { screened, reach } = this.screen;
    return this.cards
      .map((card) => {
        const tricks = this.byLayout.get(card) ?? [];
        // The screened layouts' goals are counted already.
        const reached = (screened > 0 ? (reach.get(card) ?? 0) : 0) + tricks.slice(screened).filter((t) => t >= this.needed).length;
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
  }

  /** Whether two cards took the same tricks on every layout so far. */
  twins(a: Card, b: Card): boolean {
    const tricksOfB = this.byLayout.get(b) ?? [];
    return (this.byLayout.get(a) ?? []).every((t, i) => t === tricksOfB[i]);
  }

  /** The cards best on every layout so far (solved on each of them, so still contending). */
  bestEverywhere(): Card[] {
    return this.cards.filter((c) => this.topped.get(c) === this.solved);
  }
}

/**
 * The cards of a close call (CLOSE_GOAL) among those solved on every layout so far: the best
 * and each card close to it; undefined when the best has no close rival. A rival alike on every
 * layout so far does not make a close call: more layouts seldom part those.
 */
function closeCall(d: Decision, exact: ExactTricks): Card[] | undefined {
  const [best, ...others] = exact.ratings().filter((r) => r.layouts === exact.solved);
  if (best === undefined) return undefined;
  const close = others.filter((r) => {
    const goalApart = best.goal - r.goal;
    return goalApart <= CLOSE_GOAL + EPSILON && (goalApart > EPSILON || best.tricks - r.tricks < CLOSE_TRICKS);
  });
  const rival = close.some((r) => !allEquivalent([best.card, r.card], d.hand, d.gone) && !exact.twins(best.card, r.card));
  return rival ? [best.card, ...close.map((r) => r.card)] : undefined;
}

/** What the exact solving found. */
interface Exact {
  readonly tricks: ExactTricks;
  /** Whether the budget cut a layout's solving short (that layout is not counted). */
  readonly outOfTime: boolean;
  /** The most of what was read that the layouts solved gave up (see sample.ts). */
  readonly relaxation: number;
}

/**
 * Solving exactly: every card the screen left, layout by layout, until the layouts asked for are
 * solved or the budget's pace says another would not fit; then only the cards still contending
 * (a tie, a close call) on more layouts (CLOSE_GOAL).
 */
function solveExactly(d: Decision, screen: Screen): Exact {
  const { exactCards } = screen;
  const tricks = new ExactTricks(exactCards === undefined ? d.rated : d.rated.filter((c) => exactCards.has(c)), screen, d.needed);
  /**
   * The cards solved on each new layout when not every card of `exact` is: those still contending
   * for the choice (cards best on every layout alike, or a close call's), whose solving costs less
   * than every card's.
   */
  let contending: CardSet | undefined;
  let outOfTime = false;
  let relaxation = 0;
  /** Layouts dropped because the first of them took more than its share (FIRST_LAYOUT_SHARE). */
  let dropped = 0;
  // The exact layouts' own pace is counted from where the screen, if any, ended.
  const since = screen.screened > 0 ? d.budget.mark() : d.budget.start;
  for (;;) {
    if (tricks.solved >= d.most) {
      const contenders = tricks.solved < d.mostForCloseCall ? closeCall(d, tricks) : undefined;
      if (contenders === undefined) break;
      contending = CardSet.fromCards(contenders);
    }
    const layout = d.layouts.at(tricks.solved + dropped);
    if (layout === undefined) break;
    const firstAlone = tricks.solved === 0 && screen.screened === 0 && dropped === 0;
    const limits = d.budget.limits(firstAlone ? FIRST_LAYOUT_SHARE : 1);
    const values = d
      .solver(d.layouts.position(layout, contending ?? exactCards), limits)
      ?.filter((v) => contending?.has(v.card) ?? tricks.has(v.card));
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
    tricks.add(values);
    // A card best on every layout so far (a winner to cash, a suit to follow low) is the choice:
    // more layouts would almost never change it. Not for the opening lead, where a trick on one
    // layout is no reason to leave the standard lead.
    const bestEverywhere = !d.opening && tricks.solved >= CLEAR_AFTER ? tricks.bestEverywhere() : [];
    if (bestEverywhere.length > 0) {
      if (allEquivalent(bestEverywhere, d.hand, d.gone)) break;
      // Not while another card, not equal to it, is best everywhere too: chosen among by
      // convention, such cards gave tricks away where more layouts would have told them apart.
      // Only they are solved on, within TIED_SHARE of the budget (see CLOSE_GOAL).
      contending = CardSet.fromCards(bestEverywhere);
    }
    // Stop when another layout, at the pace of the exact layouts so far, would overrun the budget.
    // Their own pace, not the whole card's: after a screen the solver has mostly proved their
    // positions already, and paced by the whole card the tie-break by tricks got a single layout.
    const tied = contending !== undefined && tricks.solved < d.most;
    if (d.budget.paceSpent(tricks.solved, tied ? TIED_SHARE : 1, since)) break;
  }
  return { tricks, outOfTime, relaxation };
}

/**
 * The choice among the rated cards: the best by goal, then tricks (goal shares too close to part
 * read as level), the conventional card among those rated equal; the conventional card when no
 * layout was solved in time.
 */
function pick(d: Decision, screen: Screen, exact: Exact): CardChoice | undefined {
  const { screened } = screen;
  const samples = exact.tricks.solved;
  const how = { samples, screened, relaxation: Math.max(screen.relaxation, exact.relaxation), outOfTime: exact.outOfTime };
  const goalLayouts = Math.max(samples, screened);
  if (goalLayouts === 0) {
    // Not one layout solved in time (or none fits the play's facts, which a legal play cannot
    // bring about): the conventional card, never a crash or a long wait.
    return chosen(d.prefer(d.allowed, true) ?? d.allowed[0], d.chooser, { ...how, ratings: [] });
  }
  const ratings = d.opening ? exact.tricks.ratings() : levelled(exact.tricks.ratings(), goalLayouts);
  const [top] = ratings;
  const [goalMargin, tricksMargin] = d.opening ? [LEAD_GOAL_MARGIN, LEAD_TRICKS_MARGIN] : [EPSILON, EPSILON];
  const equal = ratings
    .filter(
      (r) => top !== undefined && r.layouts === top.layouts && r.goal >= top.goal - goalMargin && r.tricks >= top.tricks - tricksMargin,
    )
    .map((r) => r.card);
  return chosen(d.prefer(equal, samples <= UNSURE_LAYOUTS) ?? equal[0], d.chooser, { ...how, ratings });
}

/** A rating in words, for logs and benchmarks: `SA 75% 3.25` (goal reached, average tricks). */
export const formatRating = (r: RatedCard): string => `${formatCard(r.card)} ${Math.round(r.goal * 100)}% ${r.tricks.toFixed(2)}`;
