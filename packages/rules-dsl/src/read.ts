import {
  SUITS,
  callsEqual,
  formatCall,
  isLegalCall,
  type Auction,
  type Call,
  type NumberRange,
  type Seat,
  type Strain,
  type Suit,
  type SuitReference,
  type Vulnerability,
} from '@tenace/engine';
import type { Operand, SuitExpr, Test } from './ast.ts';
import { applySets, type CompiledRule, type CompiledTest, type EvalState, type RuleBook, type RuleRef } from './compile.ts';
import { holdsKnown, meaningsOf, sideMemory } from './decide.ts';
import { keptPerBook } from './kept.ts';
import type { Meanings } from './language.ts';
import type { CallProperty } from './properties.ts';
import { work } from './work.ts';
import { analyseAuction, bidIndex, bidSuit, viewAt, type AuctionAnalysis } from './view.ts';

/**
 * Reading calls backwards: from a call made in a situation, the rules that could have made it say
 * what it shows. Each candidate rule's tests on the hand become ranges (points 12–21, hearts 5+);
 * earlier rules that would have acted instead narrow them when their test is a single limit (a
 * 2♣ opening for 22+ points tells a later 1♥ rule it has at most 21). Tests that are not ranges —
 * a suit's honours, support, a comparison of two suits — are not turned into ranges but stay in
 * the rule's meaning.
 */

export interface HandShows {
  readonly points: NumberRange;
  readonly distributionPoints: NumberRange;
  readonly totalPoints: NumberRange;
  readonly lengths: Readonly<Record<Suit, NumberRange>>;
  readonly aces: NumberRange;
  readonly kings: NumberRange;
  /** Every rule that could have made the call needs a balanced hand. */
  readonly balanced: boolean;
}

export interface RuleReading {
  readonly rule: RuleRef;
  readonly meaning: string;
  /** The meaning in each language (`meaning` is the English). */
  readonly meanings: Meanings;
  /** What the call does if this rule made it (its Does lines, with what they imply). */
  readonly does: readonly CallProperty[];
  readonly shows: HandShows;
}

export interface CallReading {
  readonly call: Call;
  readonly seat: Seat;
  /** The rules that could have made the call, in book order. */
  readonly rules: readonly RuleReading[];
  /** What the call shows whichever of those rules made it; undefined when none could. */
  readonly shows: HandShows | undefined;
}

/** The auction before the call and the vulnerability; any hand given is not used. */
export interface ReadingContext {
  readonly vulnerability: Vulnerability;
  readonly auction: Auction;
}

// Dimensions of a box: points, distribution points, total points, ♠ ♥ ♦ ♣ lengths, aces, kings.
const DIMS = 9;
const SUIT_DIM: Readonly<Record<Suit, number>> = { S: 3, H: 4, D: 5, C: 6 };
const FULL: readonly (readonly [number, number])[] = [
  [0, 37],
  [0, 9],
  [0, 46],
  [0, 13],
  [0, 13],
  [0, 13],
  [0, 13],
  [0, 4],
  [0, 4],
];

/** Ranges on each dimension, and whether a balanced hand is required. */
interface Box {
  readonly lo: number[];
  readonly hi: number[];
  balanced: boolean;
}

const fullBox = (): Box => ({ lo: FULL.map((r) => r[0]), hi: FULL.map((r) => r[1]), balanced: false });

function intersect(a: Box, b: Box): Box {
  return {
    lo: a.lo.map((v, i) => Math.max(v, b.lo[i] ?? v)),
    hi: a.hi.map((v, i) => Math.min(v, b.hi[i] ?? v)),
    balanced: a.balanced || b.balanced,
  };
}

function hull(a: Box, b: Box): Box {
  return {
    lo: a.lo.map((v, i) => Math.min(v, b.lo[i] ?? v)),
    hi: a.hi.map((v, i) => Math.max(v, b.hi[i] ?? v)),
    balanced: a.balanced && b.balanced,
  };
}

const isEmpty = (b: Box): boolean => b.lo.some((v, i) => v > (b.hi[i] ?? v));

/** Narrows suit lengths by their total of 13. */
function tighten(b: Box): Box {
  const lo = [...b.lo];
  const hi = [...b.hi];
  for (let pass = 0; pass < 2; pass++) {
    const sumLo = SUITS.reduce((sum, s) => sum + (lo[SUIT_DIM[s]] ?? 0), 0);
    const sumHi = SUITS.reduce((sum, s) => sum + (hi[SUIT_DIM[s]] ?? 0), 0);
    for (const s of SUITS) {
      const d = SUIT_DIM[s];
      const l = lo[d] ?? 0;
      const h = hi[d] ?? 13;
      hi[d] = Math.min(h, 13 - (sumLo - l));
      lo[d] = Math.max(l, 13 - (sumHi - h));
    }
  }
  return { lo, hi, balanced: b.balanced };
}

/** A box limiting some dimensions to [min, max]. */
function limit(dims: readonly number[], min: number, max: number): Box {
  const box = fullBox();
  for (const d of dims) {
    box.lo[d] = Math.max(box.lo[d] ?? 0, min);
    box.hi[d] = Math.min(box.hi[d] ?? 0, max);
  }
  return box;
}

/** The suit of the Bid line's hand reference, once we know the call it made ("1 of longest suit" made 1♥). */
interface Binding {
  readonly ref: SuitReference;
  readonly strain: Strain;
}

function resolveSuit(e: SuitExpr, s: EvalState, binding: Binding | undefined): Suit | undefined {
  switch (e.kind) {
    case 'suit':
      return e.suit;
    case 'bidSuit':
      return bidSuit(s.view, e.ref.person, e.ref.order);
    case 'hand':
      return binding !== undefined && binding.ref === e.ref && binding.strain !== 'NT' ? binding.strain : undefined;
    case 'trump': {
      const last = s.view.lastBid;
      return last === undefined || last.strain === 'NT' ? undefined : last.strain;
    }
    default:
      return undefined;
  }
}

/** Whether `suit` is one of `values`; undefined when a value can't be known without the hand. */
function suitMatches(suit: Suit, values: readonly SuitExpr[], s: EvalState, binding: Binding | undefined): boolean | undefined {
  let unknown = false;
  for (const v of values) {
    let match: boolean | undefined;
    if (v.kind === 'class') match = v.cls === 'any' || (v.cls === 'major') === (suit === 'S' || suit === 'H');
    else if (v.kind === 'suitOfBid') {
      const i = bidIndex(s.view, v.ref.person, v.ref.order);
      const c = i === undefined ? undefined : s.view.calls[i];
      match = c === undefined ? false : c.type === 'bid' && c.strain === suit;
    } else if (v.kind === 'notrump' || v.kind === 'nonBid') match = false;
    else {
      const other = resolveSuit(v, s, binding);
      match = other === undefined ? undefined : other === suit;
    }
    if (match === true) return true;
    if (match === undefined) unknown = true;
  }
  return unknown ? undefined : false;
}

/** The interval a comparison with constants allows, or undefined when it is not one interval. */
function interval(op: string, operands: readonly Operand[]): [number, number] | undefined {
  const values: number[] = [];
  for (const o of operands) {
    if (o.kind !== 'number') return undefined;
    values.push(o.value);
  }
  const k = values[0];
  if (k === undefined) return undefined;
  switch (op) {
    case '>=':
      return [k, Infinity];
    case '>':
      return [k + 1, Infinity];
    case '<=':
      return [-Infinity, k];
    case '<':
      return [-Infinity, k - 1];
    case '=':
      return [Math.min(...values), Math.max(...values)];
    default:
      return undefined;
  }
}

/** Suit references whose limit holds for several suits at once ("longer major <= 3": both majors). */
function lengthRefDims(ref: SuitReference, min: number, max: number): Box | undefined {
  const majors = [SUIT_DIM.S, SUIT_DIM.H];
  const minors = [SUIT_DIM.C, SUIT_DIM.D];
  const all = [SUIT_DIM.S, SUIT_DIM.H, SUIT_DIM.D, SUIT_DIM.C];
  const upper = max !== Infinity && min === -Infinity;
  const lower = min !== -Infinity && max === Infinity;
  if (upper && (ref === 'longer major' || ref === 'longer minor' || ref === 'longest suit' || ref === 'best suit')) {
    return limit(ref === 'longer major' ? majors : ref === 'longer minor' ? minors : all, 0, max);
  }
  if (lower && (ref === 'shorter major' || ref === 'shorter minor' || ref === 'shortest suit')) {
    return limit(ref === 'shorter major' ? majors : ref === 'shorter minor' ? minors : all, min, 13);
  }
  return undefined;
}

/** What a test on the hand says as ranges; undefined when it says nothing a range can hold. */
function boxOf(t: Test, s: EvalState, binding: Binding | undefined): Box | undefined {
  switch (t.kind) {
    case 'compare':
    case 'range': {
      const range = t.kind === 'range' ? interval('=', [t.low, t.high]) : interval(t.op, t.operands);
      if (range === undefined) return undefined;
      const [min, max] = range;
      const q = t.quantity;
      switch (q.kind) {
        case 'points':
          return limit([0], min, max);
        case 'distributionPoints':
          return limit([1], min, max);
        case 'totalPoints':
          return limit([2], min, max);
        case 'length': {
          const suit = resolveSuit(q.suit, s, binding);
          if (suit !== undefined) return limit([SUIT_DIM[suit]], min, max);
          return q.suit.kind === 'hand' ? lengthRefDims(q.suit.ref, min, max) : undefined;
        }
        case 'count':
          if (q.what === 'aces') return limit([7], min, max);
          if (q.what === 'kings') return limit([8], min, max);
          // No void: every suit has a card.
          if (q.what === 'voids' && max <= 0) return limit([3, 4, 5, 6], 1, 13);
          return undefined;
        default:
          return undefined;
      }
    }
    case 'suitEquals': {
      // Both sides known (the Bid line's suit, a suit bid): the test is decided, and a rule whose
      // test is false could not have made the call ("longest suit is not their suit" for a cue bid).
      const left = resolveSuit(t.suit, s, binding);
      const decided = left === undefined ? undefined : suitMatches(left, t.values, s, binding);
      if (decided !== undefined && decided === t.negate) return limit([0], 1, 0);
      // "longest suit is Clubs": no suit of a 13-card hand is longer, so clubs hold 4+ cards.
      const only = t.values.length === 1 ? t.values[0] : undefined;
      if (t.negate || t.suit.kind !== 'hand' || t.suit.ref !== 'longest suit' || only === undefined) return undefined;
      const suit = resolveSuit(only, s, binding);
      return suit === undefined ? undefined : limit([SUIT_DIM[suit]], 4, 13);
    }
    case 'balanced': {
      if (t.negate) return undefined;
      const box = limit([3, 4, 5, 6], 2, 5);
      box.balanced = true;
      return box;
    }
    case 'shape': {
      if (t.negate) return undefined;
      const min = Math.min(...t.patterns.map((p) => Math.min(...p)));
      const max = Math.max(...t.patterns.map((p) => Math.max(...p)));
      return limit([3, 4, 5, 6], min, max);
    }
    case 'holds': {
      const suit = resolveSuit(t.suit, s, binding);
      if (suit === undefined) return undefined;
      return limit([SUIT_DIM[suit]], Math.min(...t.options.map((o) => o.count)), 13);
    }
    case 'or': {
      let combined: Box | undefined;
      for (const a of t.alternatives) {
        const box = boxOf(a, s, binding);
        if (box === undefined) return undefined;
        combined = combined === undefined ? box : hull(combined, box);
      }
      return combined;
    }
    default:
      return undefined;
  }
}

/**
 * The box of a test when the box says exactly what the test says (a limit of one quantity by
 * constants), so that failing the test means being outside the box. Other boxes only say what a
 * hand passing the test must have ("holds 2 of the top 3" needs 2+ cards, but not the reverse).
 */
function exactBoxOf(t: Test, s: EvalState): Box | undefined {
  if (t.kind === 'compare' && (t.operands.length !== 1 || t.op === '!=')) return undefined;
  if (t.kind !== 'compare' && t.kind !== 'range') return undefined;
  const q = t.quantity;
  const simple =
    q.kind === 'points' ||
    q.kind === 'distributionPoints' ||
    q.kind === 'totalPoints' ||
    (q.kind === 'count' && (q.what === 'aces' || q.what === 'kings'));
  const resolvedLength = q.kind === 'length' && q.suit.kind !== 'hand' && resolveSuit(q.suit, s, undefined) !== undefined;
  return simple || resolvedLength ? boxOf(t, s, undefined) : undefined;
}

/** The complement of a box limiting one dimension on one side: "points >= 22" → "points <= 21". */
function complement(box: Box): Box | undefined {
  if (box.balanced) return undefined;
  let changed: number | undefined;
  for (let d = 0; d < DIMS; d++) {
    const full = FULL[d];
    if (full === undefined) continue;
    if (box.lo[d] !== full[0] || box.hi[d] !== full[1]) {
      if (changed !== undefined) return undefined;
      changed = d;
    }
  }
  if (changed === undefined) return undefined;
  const full = FULL[changed];
  const lo = box.lo[changed];
  const hi = box.hi[changed];
  if (full === undefined || lo === undefined || hi === undefined) return undefined;
  if (lo === full[0] && hi < full[1]) return limit([changed], hi + 1, full[1]);
  if (hi === full[1] && lo > full[0]) return limit([changed], full[0], lo - 1);
  return undefined;
}

function rangeOf(box: Box, d: number): NumberRange {
  return { min: box.lo[d] ?? 0, max: box.hi[d] ?? 0 };
}

function toShows(box: Box): HandShows {
  const r = (d: number): NumberRange => rangeOf(box, d);
  return {
    points: r(0),
    distributionPoints: r(1),
    totalPoints: r(2),
    lengths: { S: r(3), H: r(4), D: r(5), C: r(6) },
    aces: r(7),
    kings: r(8),
    balanced: box.balanced,
  };
}

function fromShows(shows: HandShows): Box {
  const ranges = [
    shows.points,
    shows.distributionPoints,
    shows.totalPoints,
    shows.lengths.S,
    shows.lengths.H,
    shows.lengths.D,
    shows.lengths.C,
    shows.aces,
    shows.kings,
  ];
  return { lo: ranges.map((r) => r.min), hi: ranges.map((r) => r.max), balanced: shows.balanced };
}

/**
 * What two readings of one player show together: each range narrowed by both. Where two ranges
 * contradict (a call placed past the rules with less than an earlier rule read, a pass read 0–5
 * after a redouble's 10+), the player made both calls: the hand lies in their hull, not in the
 * later reading alone.
 */
export function combineShows(earlier: HandShows, later: HandShows): HandShows {
  const a = fromShows(earlier);
  const b = fromShows(later);
  const lo: number[] = [];
  const hi: number[] = [];
  for (let d = 0; d < DIMS; d++) {
    const [aLo, aHi, bLo, bHi] = [a.lo[d] ?? 0, a.hi[d] ?? 0, b.lo[d] ?? 0, b.hi[d] ?? 0];
    const common = Math.max(aLo, bLo) <= Math.min(aHi, bHi);
    lo.push(common ? Math.max(aLo, bLo) : Math.min(aLo, bLo));
    hi.push(common ? Math.min(aHi, bHi) : Math.max(aHi, bHi));
  }
  return toShows({ lo, hi, balanced: a.balanced || b.balanced });
}

/** The Bid line's hand reference and the strain it stood for, if the call was made through one. */
function bindingOf(rule: CompiledRule, call: Call): Binding | undefined {
  const node = rule.call?.node;
  if (node?.kind !== 'bid' || node.suit.kind !== 'hand' || call.type !== 'bid') return undefined;
  return { ref: node.suit.ref, strain: call.strain };
}

function boxOfTests(tests: readonly CompiledTest[], s: EvalState, binding: Binding | undefined): Box {
  let box = fullBox();
  for (const t of tests) {
    if (!t.handDependent) continue;
    work.steps += t.weight;
    const b = boxOf(t.node, s, binding);
    if (b !== undefined) box = intersect(box, b);
  }
  return box;
}

function readAt(book: RuleBook, analysis: AuctionAnalysis, vulnerability: Vulnerability, length: number, call: Call): CallReading {
  const view = viewAt(analysis, length);
  // Set rules on the way may record bid types: they go to this reading's own copy.
  const memory = sideMemory(book, analysis, vulnerability, length);
  const s: EvalState = { view, hand: undefined, vulnerability, options: book.options, memory, ownMemory: false };
  const rules: RuleReading[] = [];
  let combined: Box | undefined;
  let excluded = fullBox();
  scan: for (const situation of book.situations) {
    work.steps++;
    if (!holdsKnown(situation.conditions, s)) continue;
    // Worked out only when a rule of the situation could have made the call (most cannot).
    let situationBox: Box | undefined;
    const situationOnHand = situation.conditions.some((t) => t.handDependent);
    for (const rule of situation.rules) {
      work.steps++;
      if (!holdsKnown(rule.tests, s)) continue;
      if (rule.call === undefined) {
        // A Set rule whose tests are all on the auction holds whatever the hand: its Sets count.
        if (!rule.handDependent) applySets(rule.sets, s);
        continue;
      }
      if (rule.call.couldBe(s, call)) {
        const binding = bindingOf(rule, call);
        situationBox ??= boxOfTests(situation.conditions, s, undefined);
        const box = tighten(intersect(intersect(situationBox, boxOfTests(rule.tests, s, binding)), excluded));
        if (isEmpty(box)) continue;
        const meanings = meaningsOf(rule, s, call);
        rules.push({ rule: rule.ref, meaning: meanings.en, meanings, does: rule.does, shows: toShows(box) });
        combined = combined === undefined ? box : hull(combined, box);
        continue;
      }
      // A rule that would have made another call: had its tests held, it would have acted.
      const other = rule.call.handDependent ? undefined : rule.call.resolve(s);
      if (other === undefined || callsEqual(other, call) || !isLegalCall(view.prefix, other)) continue;
      // The rule's tests on the hand: how many, and the first (without making a list, for each rule read).
      let onHand = 0;
      let only: CompiledTest | undefined;
      work.steps += rule.tests.length;
      for (const t of rule.tests) {
        if (!t.handDependent) continue;
        onHand++;
        only ??= t;
      }
      if (onHand === 0 && !situationOnHand) break scan;
      if (onHand !== 1 || situationOnHand) continue;
      const box = only === undefined ? undefined : exactBoxOf(only.node, s);
      const not = box === undefined ? undefined : complement(box);
      if (not !== undefined) excluded = intersect(excluded, not);
    }
  }
  return { call, seat: view.seat, rules, shows: combined === undefined ? undefined : toShows(combined) };
}

/**
 * What `call` shows, made by the player whose turn it is in `context.auction`: the rules that
 * could have made it, with their meanings, and the ranges of points and suit lengths it shows.
 */
export function readCall(book: RuleBook, context: ReadingContext, call: Call): CallReading {
  return readAt(book, analyseAuction(context.auction), context.vulnerability, context.auction.calls.length, call);
}

export interface AuctionReading {
  /** Each call read in turn. */
  readonly calls: readonly CallReading[];
  /**
   * What each player has shown over all their calls: the ranges of their readings put together
   * (combineShows: where two contradict, their hull).
   */
  readonly seats: Readonly<Partial<Record<Seat, HandShows>>>;
}

/**
 * Readings already made, by book: a call's reading depends only on the calls before it (and the
 * vulnerability), and the robots read the same auction again at every call of it (placement reads
 * the whole table), so each reading is kept.
 */
const readings = keptPerBook<CallReading>(20_000);

/** Reads every call of an auction, and what each player has shown. */
export function readAuction(book: RuleBook, context: ReadingContext): AuctionReading {
  const analysis = analyseAuction(context.auction);
  const calls: CallReading[] = [];
  const seats: Partial<Record<Seat, HandShows>> = {};
  const kept = readings.of(book);
  let key = `${context.vulnerability} ${context.auction.dealer}`;
  context.auction.calls.forEach((call, i) => {
    key += ` ${formatCall(call)}`;
    let reading = kept.get(key);
    if (reading === undefined) {
      reading = readAt(book, analysis, context.vulnerability, i, call);
      kept.set(key, reading);
    }
    calls.push(reading);
    if (reading.shows === undefined) return;
    const before = seats[reading.seat];
    seats[reading.seat] = before === undefined ? reading.shows : toShows(tighten(fromShows(combineShows(before, reading.shows))));
  });
  return { calls, seats };
}
