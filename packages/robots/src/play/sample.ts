import {
  SUIT_BY_INDEX,
  cardHcp,
  type Card,
  type Suit,
  highCardPoints,
  CardSet,
  type Deal,
  dummyOf,
  isDummyExposed,
  type Play,
  randomInt,
  type Random,
  SEATS,
  type Seat,
} from '@tenace/engine';
import { evaluationSteps } from '@tenace/rules-dsl';
import { fitsSignals, signalsGiven, type Signal } from './signals.ts';
import {
  ANY_HAND,
  countsFit,
  playFacts,
  relaxConstraint,
  type AuctionConstraints,
  type HandConstraint,
  type PlayFacts,
} from './constraints.ts';

/**
 * Layouts of the unseen cards that agree with everything a seat knows. The play's facts (cards
 * seen, voids shown) are built into the dealing, so no layout ever breaks them; the auction's
 * ranges are checked afterwards and the layout rejected when it does not fit (rejection sampling).
 * When too many layouts in a row are rejected the caller's tests are given up, then the signals,
 * then the ranges are widened step by step, and in the end dropped: an auction the robots misread
 * must not stop them from playing.
 */

/** What one seat knows when it must choose a card. */
export interface SeatKnowledge {
  /** The seat choosing: the declarer when the card is due from dummy. */
  readonly observer: Seat;
  /** The hands it can see, as they are now: its own, and dummy's once the opening lead is made. */
  readonly seen: Partial<Readonly<Record<Seat, CardSet>>>;
  readonly facts: PlayFacts;
  readonly constraints: AuctionConstraints;
  /** The defenders' signals as the observer reads them (signals.ts). */
  readonly signals: Readonly<Record<Seat, readonly Signal[]>>;
  /** How many cards each seat holds now (public: everyone counts the cards played). */
  readonly sizes: Readonly<Record<Seat, number>>;
  /** The cards in the hands it cannot see, all together (public: the pack less what is seen or played). */
  readonly unseen: CardSet;
}

/** What `observer` knows in a play: the seat on turn, or its partner the declarer when dummy is on turn. */
export function knowledgeOf(play: Play, observer: Seat, constraints: AuctionConstraints = {}): SeatKnowledge {
  const seen: Partial<Record<Seat, CardSet>> = { [observer]: play.hands[observer] };
  const dummy = dummyOf(play.contract);
  if (isDummyExposed(play) || observer === play.contract.declarer) seen[dummy] = play.hands[dummy];
  // Read from the hands rather than as "the pack less what was played", which is the same in a
  // real play, so that an ending set up by hand (a lesson, a test) works too.
  const unseen = SEATS.filter((s) => seen[s] === undefined).reduce((acc, s) => acc.union(play.hands[s]), CardSet.empty);
  const sizes = { N: play.hands.N.size, E: play.hands.E.size, S: play.hands.S.size, W: play.hands.W.size };
  return { observer, seen, facts: playFacts(play), constraints, signals: signalsGiven(play, observer), sizes, unseen };
}

/** A sampled layout: every seat's cards now, and how much of what was read it had to give up. */
export interface SampledLayout {
  readonly hands: Deal;
  /**
   * 0 when everything held as read: the auction's ranges, the caller's tests (HandConstraint.accepts)
   * and the signals; 1 the tests given up; 2 the signals too; 3–4 the ranges widened; 5 dropped.
   */
  readonly relaxation: number;
}

/** Steps of relaxing before the ranges are dropped, and rejected tries allowed at each step. */
export const RELAX_STEPS = 5;
/**
 * The step at which the caller's tests are given up, first: they are the costliest, and with them
 * few layouts may fit (a rare hand the book read exactly).
 */
const TESTS_DROPPED = 1;
/**
 * The step at which the signals are given up, before any range is widened: they are read less
 * surely than the auction (a signal misread, the lowest spot from an honour, must not cost the
 * auction's ranges). Given up first, far fewer cards were chosen on widened ranges.
 */
const SIGNALS_DROPPED = 2;
/** Deals tried at each step before the next: more tries a step bought nothing. */
const TRIES_PER_STEP = 2000;
/**
 * The caller's tests one decision's layouts may run before they are given up: rules-dsl's replay
 * of the book's calls is the dearest check, so this bounds the sampling to a share of a card's
 * budget, far above what a decision usually runs.
 */
const TESTS_PER_DECISION = 1000;

/**
 * The book's steps (rules-dsl's work counter) one decision's tests may take before they are given
 * up, like TESTS_PER_DECISION. A test replays the seat's calls through the book, so its cost is the
 * book's: the SAYC book's tests took at most 58,399 steps a decision (play.bench.ts on 120 boards,
 * lead.bench.ts on 60 leads), so this never stops them; a book of one's own as large as the API
 * allows, whose rules all fail late, takes up to some 24,000 steps a call replayed, and its 1,000
 * tests could take seconds a card without this bound (some 50 ms with it).
 */
const TEST_STEPS_PER_DECISION = 1_000_000;

/**
 * The work a sampler has done, for a budget counted in work (choose.ts counts it in search
 * nodes): the deals it tried, the caller's tests it ran (HandConstraint.accepts), and the book's
 * steps those tests took.
 */
export interface SamplingWork {
  tries: number;
  tests: number;
  testSteps?: number;
}

/** The seats whose cards the observer cannot see. */
export const unseenSeats = (k: SeatKnowledge): Seat[] => SEATS.filter((s) => k.seen[s] === undefined);

/**
 * Dealing where voids restrict the cards: a card only one seat may hold goes there (the same
 * cards at every try, so they are placed once), the rest are dealt in random order, each to a seat
 * chosen with weight equal to its free places, which is a uniform deal of what the voids allow.
 * Each try fills `hands` (an array a seat, made once) and says whether every card found a place.
 */
function voidDealer(
  cards: readonly Card[],
  sizes: readonly number[],
  voids: readonly (readonly Suit[])[],
): { hands: Card[][]; deal: (random: Random) => boolean } {
  /** By suit index, the seats (bits by their index in `sizes`) that may hold the suit. */
  const mayHold = SUIT_BY_INDEX.map((suit) => voids.reduce((mask, seatVoids, i) => (seatVoids.includes(suit) ? mask : mask | (1 << i)), 0));
  const hands = sizes.map((size) => Array.from({ length: size }, () => 0 as Card));
  const placed = sizes.map(() => 0);
  const open: Card[] = [];
  let possible = true;
  for (const c of cards) {
    const mask = mayHold[Math.floor(c / 13)] ?? 0;
    if (mask !== 0 && (mask & (mask - 1)) !== 0) {
      open.push(c);
      continue;
    }
    const only = 31 - Math.clz32(mask);
    const at = placed[only] ?? 0;
    const hand = hands[only];
    if (mask === 0 || hand === undefined || at >= hand.length) possible = false;
    else {
      hand[at] = c;
      placed[only] = at + 1;
    }
  }
  const filled = [...placed];
  const free = (i: number): number => (sizes[i] ?? 0) - (filled[i] ?? 0);
  const deal = (random: Random): boolean => {
    if (!possible) return false;
    for (let i = 0; i < sizes.length; i++) filled[i] = placed[i] ?? 0;
    shuffleFrom(open, 0, open.length, random);
    for (const c of open) {
      const mask = mayHold[Math.floor(c / 13)] ?? 0;
      let total = 0;
      for (let i = 0; i < sizes.length; i++) if ((mask >> i) & 1) total += free(i);
      if (total === 0) return false;
      let pick = randomInt(random, total);
      let i = 0;
      for (; ; i++) {
        const weight = (mask >> i) & 1 ? free(i) : 0;
        if (pick < weight) break;
        pick -= weight;
      }
      const hand = hands[i];
      const at = filled[i] ?? 0;
      if (hand !== undefined) hand[at] = c;
      filled[i] = at + 1;
    }
    return true;
  };
  return { hands, deal };
}

/**
 * Fisher–Yates over the places [from, to) of `pack`: each place gets a card drawn uniformly from
 * those at it or after it. Run place by place from 0 it deals the cards in a uniform random order
 * whatever order the pack was left in, so one pack serves every try.
 */
function shuffleFrom(pack: Card[], from: number, to: number, random: Random): void {
  for (let i = from; i < to; i++) {
    const j = i + randomInt(random, pack.length - i);
    const t = pack[i] as Card;
    pack[i] = pack[j] as Card;
    pack[j] = t;
  }
}

/** How narrow a constraint is: the sum of its ranges' widths; the narrowest is checked first. */
const looseness = (c: HandConstraint): number =>
  c.hcp.max -
  c.hcp.min +
  c.lengths.S.max -
  c.lengths.S.min +
  c.lengths.H.max -
  c.lengths.H.min +
  c.lengths.D.max -
  c.lengths.D.min +
  c.lengths.C.max -
  c.lengths.C.min;

/**
 * A source of layouts for one decision. Each call returns the next layout, or undefined when the
 * play's facts cannot be met at all (which a legal play never causes).
 *
 * Each try deals all the unseen cards and keeps the layout only if every hand fits: the cheap
 * checks (ranges, signals) for every seat first, the most narrowly constrained first, then the
 * caller's tests. With three unseen seats (the opening leader's view) a layout fits rarely, so
 * the tries often run out and the tests are given up (step 1): unbiased layouts of the ranges
 * measured better than the tests on biased ones.
 * The work per call is bounded: at most TRIES_PER_STEP deals at each of the RELAX_STEPS + 1
 * levels of widening.
 */
export function layoutSampler(
  k: SeatKnowledge,
  random: Random,
  spent: SamplingWork = { tries: 0, tests: 0 },
): () => SampledLayout | undefined {
  const constraintAt = (seat: Seat, step: number): HandConstraint =>
    step >= RELAX_STEPS ? ANY_HAND : relaxConstraint(k.constraints[seat] ?? ANY_HAND, step - SIGNALS_DROPPED);
  const seats = unseenSeats(k).sort((a, b) => looseness(constraintAt(a, 0)) - looseness(constraintAt(b, 0)));
  const hasTests = seats.some((s) => k.constraints[s]?.accepts !== undefined);
  let relaxation = 0;
  /** Each unseen seat's ranges at the current step of relaxing, in the order of `seats`. */
  let ranges = seats.map((s) => constraintAt(s, 0));
  const testsSpent = (): boolean =>
    relaxation < TESTS_DROPPED && (spent.tests >= TESTS_PER_DECISION || (spent.testSteps ?? 0) >= TEST_STEPS_PER_DECISION);
  /** The caller's test of a seat's whole hand (the costliest check, so the last). */
  const passesTest = (i: number, hand: CardSet): boolean => {
    const accepts = ranges[i]?.accepts;
    if (relaxation >= TESTS_DROPPED || accepts === undefined) return true;
    spent.tests++;
    const before = evaluationSteps();
    const passes = accepts(hand);
    spent.testSteps = (spent.testSteps ?? 0) + evaluationSteps() - before;
    return passes;
  };
  // The points and suit lengths of the cards each seat played, to which a try adds those dealt.
  const playedPoints = seats.map((s) => highCardPoints(k.facts.played[s]));
  const playedLengths = seats.map((s) => SUIT_BY_INDEX.map((suit) => k.facts.played[s].count(suit)));
  const lengths = [0, 0, 0, 0];
  /**
   * Whether the cards dealt to the seat at `i` (`dealt` from `from` to `to`), with those it
   * played, fit its ranges (counted, no set built: most tries fail here).
   */
  const fitsRanges = (i: number, dealt: readonly Card[], from = 0, to = dealt.length): boolean => {
    let hcp = playedPoints[i] ?? 0;
    for (let s = 0; s < 4; s++) lengths[s] = playedLengths[i]?.[s] ?? 0;
    for (let at = from; at < to; at++) {
      const c = dealt[at] as Card;
      hcp += cardHcp(c);
      const s = Math.floor(c / 13);
      lengths[s] = (lengths[s] ?? 0) + 1;
    }
    const c = ranges[i];
    return c !== undefined && countsFit(hcp, lengths, c);
  };

  /**
   * One layout at the current level, or undefined when the tries ran out. Every try deals all the
   * unseen hands and keeps them only if every one fits: a hand kept while the others are dealt
   * again would favour hands that leave the others' few fitting hands (keeping the first of three
   * seats lost tricks at the opening lead).
   * The checks go from the cheapest to the costliest: the ranges of every seat, then the signals,
   * then the caller's tests.
   */
  const pack = k.unseen.toArray();
  const sizes = seats.map((s) => k.sizes[s]);
  const voids = seats.map((s) => k.facts.voids[s]);
  const aroundVoids = voids.some((v) => v.length > 0) ? voidDealer(pack, sizes, voids) : undefined;
  /** Where each seat's cards start in `pack`, the last entry its end. */
  const starts = [0];
  for (const size of sizes) starts.push((starts[starts.length - 1] ?? 0) + size);
  /**
   * One try's hands if every one fits its ranges, else undefined. With no void shown the hands are
   * dealt from `pack` one seat at a time, each checked as soon as it is dealt: a try ends at the
   * first hand that fails (most do), and no array is made until one fits. That is still a uniform
   * deal, of which only the tries that fit are kept.
   */
  const dealFitting = (): Card[][] | undefined => {
    if (aroundVoids !== undefined) {
      const { hands, deal } = aroundVoids;
      return deal(random) && hands.every((hand, i) => fitsRanges(i, hand)) ? hands.map((hand) => [...hand]) : undefined;
    }
    for (let i = 0; i < seats.length; i++) {
      const from = starts[i] ?? 0;
      const to = starts[i + 1] ?? from;
      // The last seat takes the cards left: nothing to draw.
      if (i < seats.length - 1) shuffleFrom(pack, from, to, random);
      if (!fitsRanges(i, pack, from, to)) return undefined;
    }
    return seats.map((_, i) => pack.slice(starts[i], starts[i + 1]));
  };
  const settle = (): Card[][] | undefined => {
    for (let tries = 0; tries < TRIES_PER_STEP && !testsSpent(); tries++) {
      spent.tries++;
      const dealt = dealFitting();
      if (dealt === undefined) continue;
      const hands = seats.map((s, i) => CardSet.fromCards(dealt[i] ?? []).union(k.facts.played[s]));
      const signalsHold = relaxation >= SIGNALS_DROPPED || seats.every((s, i) => fitsSignals(hands[i] ?? CardSet.empty, k.signals[s]));
      if (signalsHold && hands.every((hand, i) => passesTest(i, hand))) return dealt;
    }
    return undefined;
  };

  return () => {
    for (;;) {
      const dealt = settle();
      if (dealt !== undefined) {
        const hands = { N: CardSet.empty, E: CardSet.empty, S: CardSet.empty, W: CardSet.empty, ...k.seen };
        seats.forEach((s, i) => (hands[s] = CardSet.fromCards(dealt[i] ?? [])));
        return { hands, relaxation };
      }
      if (relaxation >= RELAX_STEPS) return undefined;
      relaxation++;
      // Without tests, giving them up changes nothing.
      if (relaxation === TESTS_DROPPED && !hasTests) relaxation++;
      ranges = seats.map((s) => constraintAt(s, relaxation));
    }
  };
}

/** Whether a layout agrees with the facts of the play and the sizes of the hands (for tests and checks). */
export function layoutAgrees(k: SeatKnowledge, hands: Deal): boolean {
  for (const seat of SEATS) {
    const seen = k.seen[seat];
    if (seen !== undefined && !seen.equals(hands[seat])) return false;
    if (hands[seat].size !== k.sizes[seat]) return false;
    for (const suit of k.facts.voids[seat]) if (hands[seat].count(suit) > 0) return false;
  }
  // The unseen hands hold exactly the unseen cards, each once.
  const unseen = unseenSeats(k);
  const dealt = unseen.reduce((acc, s) => acc.union(hands[s]), CardSet.empty);
  return dealt.equals(k.unseen) && unseen.reduce((n, s) => n + hands[s].size, 0) === k.unseen.size;
}
