import {
  SEAT_NAME,
  STRENGTH_PHRASES,
  bid,
  bidRank,
  callsEqual,
  displayCall,
  err,
  isVulnerable,
  ok,
  otherSide,
  rankChar,
  seatOfCall,
  sideOf,
  type Call,
  type EngineError,
  type Result,
  type Strain,
  type Vulnerability,
} from '@tenace/engine';
import type { BidRef, CallExpr, Meaning, Operand, Quantity, Rule, RuleFile, SetTarget, Situation, Subject, SuitExpr, Test } from './ast.ts';
import type { HandFacts } from './facts.ts';
import { LANGUAGES, otherLanguage, strainWord, type Language } from './language.ts';
import { withImplied, type CallProperty } from './properties.ts';
import { isValueName, type DeclaredValue } from './values.ts';
import { bidIndex, bidIndexForSet, bidSuit, myOrderedCalls, personSeat, type AuctionView } from './view.ts';
import { SUPPORT_VALUES, type BidType } from './vocabulary.ts';
import { work } from './work.ts';

/**
 * The checked, fast form of a rule file: every test, suit, call and meaning becomes a closure over
 * its parsed node, so evaluating a rule is a few function calls with no interpretation of syntax.
 */

/** What a partnership has recorded with Set lines. */
export interface Memory {
  /** Bid types set by rules, by call index: shared by the two partners. */
  readonly types: Map<number, BidType>;
  /** Support set by my rules, by "seat:suit" of the bid suit: my own. */
  readonly support: Map<string, number>;
}

export const emptyMemory = (): Memory => ({ types: new Map(), support: new Map() });
export const copyMemory = (m: Memory): Memory => ({ types: new Map(m.types), support: new Map(m.support) });

/** Everything a rule reads while it is evaluated. */
export interface EvalState {
  readonly view: AuctionView;
  /** My hand; undefined when reading another player's call, whose hand is not known. */
  readonly hand: HandFacts | undefined;
  readonly vulnerability: Vulnerability;
  /** The book's options switched on (`we play "…"`). */
  readonly options: ReadonlySet<string>;
  readonly memory: Memory;
  /** Whether Set support lines record (they do only for the player's own calls). */
  readonly ownMemory: boolean;
}

export interface CompiledTest {
  readonly node: Test;
  /** The steps its evaluation counts (testWeight). */
  readonly weight: number;
  /** Depends on the hand (or on private support): unknown when reading someone else's call. */
  readonly handDependent: boolean;
  readonly holds: (s: EvalState) => boolean;
  /** Why the test is false, in plain words. */
  readonly explain: (s: EvalState) => string;
}

export interface CompiledSet {
  readonly node: SetTarget;
  readonly apply: (s: EvalState) => void;
}

export interface CompiledCall {
  readonly node: CallExpr;
  /** The call when it does not depend on the hand or auction. */
  readonly fixed: Call | undefined;
  readonly handDependent: boolean;
  readonly resolve: (s: EvalState) => Call | undefined;
  /** Whether this Bid line could have made `call` (for a hand not known: any suit a reference might be). */
  readonly couldBe: (s: EvalState, call: Call) => boolean;
}

export interface RuleRef {
  readonly file: string;
  readonly line: number;
  readonly situation: string;
}

export interface CompiledRule {
  readonly ref: RuleRef;
  readonly node: Rule;
  readonly tests: readonly CompiledTest[];
  readonly sets: readonly CompiledSet[];
  readonly call: CompiledCall | undefined;
  /** Whether any of its tests depends on the hand. */
  readonly handDependent: boolean;
  /** The meaning of the call the rule made, in a language (English unless asked; one the rule leaves out falls back to the other). */
  readonly meaning: (s: EvalState, call: Call, language?: Language) => string;
  /** What the call does: the properties of its Does lines with what they imply, in the vocabulary's order. */
  readonly does: readonly CallProperty[];
}

export interface CompiledSituation {
  readonly name: string;
  readonly line: number;
  /** The situation it is tried just ahead of (`Situation "A" before "B"`); the book lists it there. */
  readonly before: string | undefined;
  readonly ref: RuleRef;
  readonly conditions: readonly CompiledTest[];
  readonly rules: readonly CompiledRule[];
}

export interface RuleBook {
  readonly file: string;
  /** The book it extends (`Extends "SAYC"`), whose situations it holds with its own. */
  readonly extends?: string;
  readonly situations: readonly CompiledSituation[];
  readonly ruleCount: number;
  /** Whether any rule has a Set line: only then are earlier calls replayed to rebuild memory. */
  readonly hasSets: boolean;
  /** Whether any rule sets the type of a bid: only then are partner's calls replayed (support is not shared). */
  readonly hasTypeSets: boolean;
  /** The named options the book's rules test (`we play "Roman Keycard Blackwood"`). */
  readonly optionNames: readonly string[];
  /** The options switched on (none unless `withOptions` says): the partnership plays them. */
  readonly options: ReadonlySet<string>;
  /** The system's numbers the book declares on its Value lines (`bookNumber`, `bookRange` read them). */
  readonly values: readonly DeclaredValue[];
}

// ---- Suits ----

type SuitFn = (s: EvalState) => Strain | undefined;

const HAND_NEEDED: SuitFn = () => undefined;

function compileSuit(e: SuitExpr): { fn: SuitFn; handDependent: boolean } {
  switch (e.kind) {
    case 'suit': {
      const suit = e.suit;
      return { fn: () => suit, handDependent: false };
    }
    case 'notrump':
      return { fn: () => 'NT', handDependent: false };
    case 'hand': {
      const ref = e.ref;
      return { fn: (s) => (s.hand === undefined ? HAND_NEEDED(s) : s.hand.ref(ref)), handDependent: true };
    }
    case 'bidSuit': {
      const { person, order } = e.ref;
      return { fn: (s) => bidSuit(s.view, person, order), handDependent: false };
    }
    case 'trump':
      // During the auction the trump suit is the suit of the last bid, if it was a suit.
      return {
        fn: (s) => (s.view.lastBid === undefined || s.view.lastBid.strain === 'NT' ? undefined : s.view.lastBid.strain),
        handDependent: false,
      };
    case 'led':
      // No card has been led while the auction goes on.
      return { fn: () => undefined, handDependent: false };
    case 'suitOfBid': {
      const { person, order } = e.ref;
      return {
        fn: (s) => {
          const i = bidIndex(s.view, person, order);
          const c = i === undefined ? undefined : s.view.calls[i];
          return c?.type === 'bid' ? c.strain : undefined;
        },
        handDependent: false,
      };
    }
    case 'class':
    case 'nonBid':
      return { fn: () => undefined, handDependent: false };
  }
}

/** What the suit of a call is, for `suit of … bid is …`: a strain or the kind of non-bid call. */
type CallSuit = Strain | 'pass' | 'double' | 'redouble';

const callSuit = (c: Call): CallSuit => (c.type === 'bid' ? c.strain : c.type);

/** A number per call (its bid rank; negative for the other calls), so fixed calls compare without text. */
const callKey = (c: Call): number => (c.type === 'bid' ? bidRank(c) : c.type === 'pass' ? -1 : c.type === 'double' ? -2 : -3);

/** A suit value as a predicate on a call's suit. */
function compileSuitValue(e: SuitExpr): { matches: (s: EvalState, value: CallSuit) => boolean; handDependent: boolean } {
  if (e.kind === 'class') {
    const cls = e.cls;
    return {
      matches: (_s, v) =>
        cls === 'major'
          ? v === 'S' || v === 'H'
          : cls === 'minor'
            ? v === 'C' || v === 'D'
            : v === 'S' || v === 'H' || v === 'D' || v === 'C',
      handDependent: false,
    };
  }
  if (e.kind === 'nonBid') {
    const call = e.call;
    return { matches: (_s, v) => v === call, handDependent: false };
  }
  const suit = compileSuit(e);
  return {
    matches: (s, v) => {
      const resolved = suit.fn(s);
      return resolved !== undefined && resolved === v;
    },
    handDependent: suit.handDependent,
  };
}

// ---- Calls ----

function compileCall(e: CallExpr): CompiledCall {
  if (e.kind === 'nonBid') {
    const fixed: Call = { type: e.call };
    return { node: e, fixed, handDependent: false, resolve: () => fixed, couldBe: (_s, c) => callsEqual(c, fixed) };
  }
  const level = e.level;
  const suit = compileSuit(e.suit);
  const fixedStrain = e.suit.kind === 'suit' ? e.suit.suit : e.suit.kind === 'notrump' ? 'NT' : undefined;
  const fixed = fixedStrain === undefined ? undefined : bid(level, fixedStrain);
  const resolve = (s: EvalState): Call | undefined => {
    if (fixed !== undefined) return fixed;
    const strain = suit.fn(s);
    return strain === undefined ? undefined : bid(level, strain);
  };
  const possible: readonly Strain[] =
    e.suit.kind !== 'hand'
      ? []
      : e.suit.ref === 'longer major' || e.suit.ref === 'shorter major'
        ? ['H', 'S']
        : e.suit.ref === 'longer minor' || e.suit.ref === 'shorter minor'
          ? ['C', 'D']
          : ['C', 'D', 'H', 'S'];
  return {
    node: e,
    fixed,
    handDependent: suit.handDependent,
    resolve,
    couldBe: (s, c) => {
      if (c.type !== 'bid' || c.level !== level) return false;
      // A suit of a hand not known could be any suit the reference can name.
      if (suit.handDependent && s.hand === undefined) return possible.includes(c.strain);
      const strain = suit.fn(s);
      return strain !== undefined && strain === c.strain;
    },
  };
}

// ---- Quantities ----

type NumFn = (s: EvalState) => number | undefined;

interface CompiledQuantity {
  /** The quantity as written. */
  readonly text: string;
  readonly fn: NumFn;
  readonly handDependent: boolean;
  /** How a value reads: "14", "2 strong top cards", "good". */
  readonly format: (v: number) => string;
  /** Why there is no value, when there is none. */
  readonly missing: (s: EvalState) => string;
}

const plain = (v: number): string => String(v);

function refMissing(ref: BidRef, suit: boolean): (s: EvalState) => string {
  return (s) => {
    const i = bidIndex(s.view, ref.person, ref.order);
    if (i === undefined) return `${ref.text} has not been made yet`;
    const c = s.view.calls[i];
    if (!suit) return `${ref.text} was ${c === undefined ? 'not made' : displayCall(c)}, which has no level`;
    return `there is no ${ref.text} suit yet`;
  };
}

function compileQuantity(q: Quantity): CompiledQuantity {
  return { ...quantityParts(q), text: q.text };
}

function quantityParts(q: Quantity): Omit<CompiledQuantity, 'text'> {
  const noneMissing = (): string => `${q.text} is not known`;
  switch (q.kind) {
    case 'points':
      return { fn: (s) => s.hand?.hcp, handDependent: true, format: plain, missing: noneMissing };
    case 'distributionPoints':
      return { fn: (s) => s.hand?.distributionPoints, handDependent: true, format: plain, missing: noneMissing };
    case 'totalPoints':
      return { fn: (s) => s.hand?.totalPoints, handDependent: true, format: plain, missing: noneMissing };
    case 'length':
    case 'strength': {
      const suit = compileSuit(q.suit);
      const isLength = q.kind === 'length';
      const e = q.suit;
      return {
        fn: (s) => {
          const strain = suit.fn(s);
          if (strain === undefined || strain === 'NT' || s.hand === undefined) return undefined;
          return isLength ? s.hand.length(strain) : s.hand.strength(strain);
        },
        handDependent: true,
        format: isLength ? plain : (v) => STRENGTH_PHRASES[v] ?? String(v),
        missing:
          e.kind === 'bidSuit'
            ? refMissing(e.ref, true)
            : e.kind === 'led'
              ? () => 'no card has been led during the auction'
              : () => `there is no ${e.text} now`,
      };
    }
    case 'support': {
      const { person, order } = q.ref;
      return {
        fn: (s) => {
          const suit = bidSuit(s.view, person, order);
          if (suit === undefined) return undefined;
          // Support nobody has set reads as "no support".
          return s.memory.support.get(`${personSeat(s.view, person)}:${suit}`) ?? 0;
        },
        handDependent: true,
        format: (v) => SUPPORT_VALUES[v] ?? String(v),
        missing: refMissing(q.ref, true),
      };
    }
    case 'level': {
      const { person, order } = q.ref;
      return {
        fn: (s) => {
          const i = bidIndex(s.view, person, order);
          const c = i === undefined ? undefined : s.view.calls[i];
          return c?.type === 'bid' ? c.level : undefined;
        },
        handDependent: false,
        format: plain,
        missing: refMissing(q.ref, false),
      };
    }
    case 'count': {
      const what = q.what;
      if (what === 'passes') return { fn: (s) => s.view.passesAtEnd, handDependent: false, format: plain, missing: noneMissing };
      return { fn: (s) => s.hand?.count(what), handDependent: true, format: plain, missing: noneMissing };
    }
    case 'seat':
      // The dealer is in first seat.
      return { fn: (s) => (s.view.length % 4) + 1, handDependent: false, format: plain, missing: noneMissing };
    case 'turn':
      // 1 at my first call, 2 at my second, … (a pass before the opening is not counted).
      return { fn: (s) => myOrderedCalls(s.view) + 1, handDependent: false, format: plain, missing: noneMissing };
  }
}

function compileOperand(o: Operand): { fn: NumFn; handDependent: boolean; quantity: CompiledQuantity | undefined } {
  if (o.kind === 'number') {
    const v = o.value;
    return { fn: () => v, handDependent: false, quantity: undefined };
  }
  const q = compileQuantity(o.quantity);
  return { fn: q.fn, handDependent: q.handDependent, quantity: q };
}

const COMPARE: Readonly<Record<string, (a: number, b: number) => boolean>> = {
  '>=': (a, b) => a >= b,
  '<=': (a, b) => a <= b,
  '>': (a, b) => a > b,
  '<': (a, b) => a < b,
  '=': (a, b) => a === b,
  '!=': (a, b) => a !== b,
};

// ---- Tests ----

/** Places clockwise from me of the players a subject names. */
const SUBJECT_STEPS: Readonly<Record<Subject, readonly number[]>> = {
  me: [0],
  left: [1],
  partner: [2],
  right: [3],
  we: [0, 2],
  they: [1, 3],
  'no one': [0, 1, 2, 3],
  someone: [0, 1, 2, 3],
};

/** SUBJECT_STEPS as bit masks (bit n: n places clockwise from me), for the tests' inner loops. */
const SUBJECT_MASK = Object.fromEntries(
  Object.entries(SUBJECT_STEPS).map(([k, steps]) => [k, steps.reduce((m, n) => m | (1 << n), 0)]),
) as Readonly<Record<Subject, number>>;

/** Whether the seat with index `seat` is one the subject names. */
function subjectIncludes(s: EvalState, subject: Subject, seat: number): boolean {
  return ((SUBJECT_MASK[subject] >> ((seat - s.view.seatIndex + 4) % 4)) & 1) === 1;
}

type TestOf<K extends Test['kind']> = Extract<Test, { readonly kind: K }>;

/** The reason a test does not hold, after the test as written. */
function falseBecause(t: Test, why: (s: EvalState) => string): (s: EvalState) => string {
  return (s) => `${t.text} is false: ${why(s)}`;
}

function compileComparison(t: TestOf<'compare' | 'range'>): TestParts {
  const q = compileQuantity(t.quantity);
  const operands = (t.kind === 'compare' ? t.operands : [t.low, t.high]).map(compileOperand);
  const handDependent = q.handDependent || operands.some((o) => o.handDependent);
  let holds: (s: EvalState) => boolean;
  if (t.kind === 'range') {
    const [low, high] = operands;
    holds = (s) => {
      const v = q.fn(s);
      const a = low?.fn(s);
      const b = high?.fn(s);
      return v !== undefined && a !== undefined && b !== undefined && v >= a && v <= b;
    };
  } else if (operands.length === 1) {
    const cmp = COMPARE[t.op] ?? (() => false);
    const single = operands[0];
    const constant = t.operands[0]?.kind === 'number' ? t.operands[0].value : undefined;
    holds =
      constant !== undefined
        ? (s) => {
            const v = q.fn(s);
            return v !== undefined && cmp(v, constant);
          }
        : (s) => {
            const v = q.fn(s);
            const w = single?.fn(s);
            return v !== undefined && w !== undefined && cmp(v, w);
          };
  } else {
    const negate = t.op === '!=';
    holds = (s) => {
      const v = q.fn(s);
      if (v === undefined) return false;
      let any = false;
      for (const o of operands) {
        const w = o.fn(s);
        if (w === undefined) return false;
        if (w === v) any = true;
      }
      return negate ? !any : any;
    };
  }
  const explain = falseBecause(t, (s) => {
    const v = q.fn(s);
    if (v === undefined) return q.missing(s);
    const parts = [`${t.quantity.text}: ${q.format(v)}`];
    for (const o of operands) {
      if (o.quantity === undefined) continue;
      const w = o.fn(s);
      parts.push(w === undefined ? o.quantity.missing(s) : `${o.quantity.text}: ${o.quantity.format(w)}`);
    }
    return parts.join(', ');
  });
  return { node: t, handDependent, holds, explain };
}

function compileBidIs(t: TestOf<'bidIs'>): TestParts {
  const { person, order } = t.ref;
  const values = t.values.map((v) => {
    if (v.kind === 'type') return { type: v.type, call: undefined, key: undefined };
    const call = compileCall(v.call);
    return { type: undefined, call, key: call.fixed === undefined ? undefined : callKey(call.fixed) };
  });
  const negate = t.negate;
  const typesOf = (s: EvalState, i: number): readonly BidType[] => {
    const set = s.memory.types.get(i);
    return set === undefined ? (s.view.analysis.types[i] ?? []) : [set];
  };
  // As typesOf(s, i).includes(type), without making an array.
  const isType = (s: EvalState, i: number, type: BidType): boolean => {
    const set = s.memory.types.get(i);
    return set === undefined ? (s.view.analysis.types[i]?.includes(type) ?? false) : set === type;
  };
  const holds = (s: EvalState): boolean => {
    const i = bidIndex(s.view, person, order);
    const made = i === undefined ? undefined : s.view.calls[i];
    if (i === undefined || made === undefined) return false;
    let any = false;
    for (const v of values) {
      if (v.type !== undefined) {
        any = isType(s, i, v.type);
      } else if (v.key !== undefined) {
        any = v.key === callKey(made);
      } else {
        const c = v.call?.resolve(s);
        any = c !== undefined && callsEqual(c, made);
      }
      if (any) break;
    }
    return negate ? !any : any;
  };
  return {
    node: t,
    handDependent: values.some((v) => v.call?.handDependent === true),
    holds,
    explain: falseBecause(t, (s) => {
      const i = bidIndex(s.view, person, order);
      const made = i === undefined ? undefined : s.view.calls[i];
      if (i === undefined || made === undefined) return `${t.ref.text} has not been made yet`;
      const types = typesOf(s, i);
      return `${t.ref.text} was ${displayCall(made)}${types.length > 0 ? ` (${types.join(', ')})` : ''}`;
    }),
  };
}

function compileSuitIs(t: TestOf<'suitIs'>): TestParts {
  const { person, order } = t.ref;
  const values = t.values.map(compileSuitValue);
  const negate = t.negate;
  const made = (s: EvalState): Call | undefined => {
    const i = bidIndex(s.view, person, order);
    return i === undefined ? undefined : s.view.calls[i];
  };
  return {
    node: t,
    handDependent: values.some((v) => v.handDependent),
    holds: (s) => {
      const c = made(s);
      if (c === undefined) return false;
      const v = callSuit(c);
      const any = values.some((m) => m.matches(s, v));
      return negate ? !any : any;
    },
    explain: falseBecause(t, (s) => {
      const c = made(s);
      return c === undefined ? `${t.ref.text} has not been made yet` : `${t.ref.text} was ${displayCall(c)}`;
    }),
  };
}

function compileSuitEquals(t: TestOf<'suitEquals'>): TestParts {
  const suit = compileSuit(t.suit);
  const values = t.values.map(compileSuitValue);
  const negate = t.negate;
  return {
    node: t,
    handDependent: suit.handDependent || values.some((v) => v.handDependent),
    holds: (s) => {
      const v = suit.fn(s);
      if (v === undefined) return false;
      const any = values.some((m) => m.matches(s, v));
      return negate ? !any : any;
    },
    explain: falseBecause(t, (s) => {
      const v = suit.fn(s);
      return v === undefined ? `there is no ${t.suit.text} now` : `${t.suit.text} is ${strainWord(v, 'en')}`;
    }),
  };
}

function compileBalanced(t: TestOf<'balanced'>): TestParts {
  const negate = t.negate;
  return {
    node: t,
    handDependent: true,
    holds: (s) => s.hand !== undefined && s.hand.balanced !== negate,
    explain: falseBecause(t, (s) => `the hand is ${s.hand?.shape ?? 'not known'}`),
  };
}

function compileShape(t: TestOf<'shape'>): TestParts {
  const keys = t.patterns.map((p) => [...p].sort((a, b) => b - a).join('-'));
  const negate = t.negate;
  return {
    node: t,
    handDependent: true,
    holds: (s) => s.hand !== undefined && keys.includes(s.hand.shape) !== negate,
    explain: falseBecause(t, (s) => `the shape is ${s.hand?.shape ?? 'not known'}`),
  };
}

function compileHolds(t: TestOf<'holds'>): TestParts {
  const suit = compileSuit(t.suit);
  const options = t.options;
  const holdings = (s: EvalState): number | undefined => {
    const strain = suit.fn(s);
    return strain === undefined || strain === 'NT' || s.hand === undefined ? undefined : s.hand.hand.suitMask(strain);
  };
  return {
    node: t,
    handDependent: true,
    holds: (s) => {
      const strain = suit.fn(s);
      if (strain === undefined || strain === 'NT' || s.hand === undefined) return false;
      const facts = s.hand;
      return options.some((o) => facts.topHonours(strain, o.top) >= o.count);
    },
    explain: falseBecause(t, (s) => {
      const mask = holdings(s);
      if (mask === undefined) return `there is no ${t.suit.text} now`;
      const honours = [14, 13, 12, 11, 10].filter((r) => mask & (1 << (r - 2))).map((r) => rankChar(r as 10 | 11 | 12 | 13 | 14));
      return `${t.suit.text} ${honours.length === 0 ? 'has no honour' : `has ${honours.join(' ')}`}`;
    }),
  };
}

function compileVulnerable(t: TestOf<'vulnerable'>): TestParts {
  const side = t.side;
  const negate = t.negate;
  const vul = (s: EvalState): boolean => {
    const mine = sideOf(s.view.seat);
    return isVulnerable(s.vulnerability, side === 'we' ? mine : otherSide(mine));
  };
  return {
    node: t,
    handDependent: false,
    holds: (s) => vul(s) !== negate,
    explain: falseBecause(t, (s) => `${side} are ${vul(s) ? '' : 'not '}vulnerable`),
  };
}

function compilePlays(t: TestOf<'plays'>): TestParts {
  const { option, negate } = t;
  return {
    node: t,
    handDependent: false,
    holds: (s) => s.options.has(option) !== negate,
    explain: falseBecause(t, (s) => `the book is played ${s.options.has(option) ? 'with' : 'without'} the option "${option}"`),
  };
}

function compileVulnerability(t: TestOf<'vulnerability'>): TestParts {
  const value = t.value;
  const negate = t.negate;
  const state = (s: EvalState): 'none' | 'both' | 'favourable' | 'unfavourable' => {
    const mine = sideOf(s.view.seat);
    const we = isVulnerable(s.vulnerability, mine);
    const they = isVulnerable(s.vulnerability, otherSide(mine));
    return we ? (they ? 'both' : 'unfavourable') : they ? 'favourable' : 'none';
  };
  return {
    node: t,
    handDependent: false,
    holds: (s) => (state(s) === value) !== negate,
    explain: falseBecause(t, (s) => `the vulnerability is ${state(s)}`),
  };
}

function compileOpened(t: TestOf<'opened'>): TestParts {
  const subject = t.subject;
  const call = t.call === undefined ? undefined : compileCall(t.call);
  const holds = (s: EvalState): boolean => {
    const i = s.view.opening;
    if (subject === 'no one') return i === undefined;
    if (i === undefined) return false;
    // The opener sat i calls after the dealer, and the player to call sits `length` after.
    const openerIndex = (((s.view.seatIndex - s.view.length + i) % 4) + 4) % 4;
    if (!subjectIncludes(s, subject, openerIndex)) return false;
    if (call === undefined) return true;
    const c = call.resolve(s);
    const made = s.view.calls[i];
    return c !== undefined && made !== undefined && callsEqual(c, made);
  };
  return {
    node: t,
    handDependent: call?.handDependent === true,
    holds,
    explain: falseBecause(t, (s) => {
      const i = s.view.opening;
      const made = i === undefined ? undefined : s.view.calls[i];
      return made === undefined ? 'no one has opened' : `the opening bid was ${displayCall(made)}`;
    }),
  };
}

function compileHasCalled(t: TestOf<'hasCalled'>): TestParts {
  const { subject, action, negate } = t;
  const suit = t.suit === undefined ? undefined : compileSuitValue(t.suit);
  /** The first call of the subject's that matches, if any. */
  const firstMatch = (s: EvalState): number | undefined => {
    let first: number | undefined;
    for (let seat = 0; seat < 4; seat++) {
      if (!subjectIncludes(s, subject, seat)) continue;
      for (const i of s.view.callsBy[seat] ?? []) {
        const c = s.view.calls[i];
        if (c === undefined) continue;
        const matches =
          action === 'bid'
            ? c.type === 'bid' && (suit === undefined || suit.matches(s, c.strain))
            : c.type === (action === 'passed' ? 'pass' : action === 'doubled' ? 'double' : 'redouble');
        if (matches && (first === undefined || i < first)) first = i;
        if (matches) break;
      }
    }
    return first;
  };
  const holds = (s: EvalState): boolean => {
    const found = firstMatch(s) !== undefined;
    const result = subject === 'no one' ? !found : found;
    return negate ? !result : result;
  };
  const explain = falseBecause(t, (s) => {
    const i = firstMatch(s);
    const c = i === undefined ? undefined : s.view.calls[i];
    if (i === undefined || c === undefined) return 'no such call has been made';
    return `${SEAT_NAME[seatOfCall(s.view.analysis.auction, i)]} made ${displayCall(c)}`;
  });
  return { node: t, handDependent: suit?.handDependent === true, holds, explain };
}

function compileOr(t: TestOf<'or'>): TestParts {
  const alternatives = t.alternatives.map(compileTest);
  return {
    node: t,
    handDependent: alternatives.some((a) => a.handDependent),
    holds: (s) => alternatives.some((a) => a.holds(s)),
    explain: (s) => alternatives.map((a) => a.explain(s)).join('; '),
  };
}

/** How each kind of test compiles: one function a phrase of the language. */
/** A test compiled, but for its weight, which compileTest adds from the syntax alone. */
type TestParts = Omit<CompiledTest, 'weight'>;

const TEST_COMPILERS: { readonly [K in Test['kind']]: (t: TestOf<K>) => TestParts } = {
  compare: compileComparison,
  range: compileComparison,
  bidIs: compileBidIs,
  suitIs: compileSuitIs,
  suitEquals: compileSuitEquals,
  balanced: compileBalanced,
  shape: compileShape,
  holds: compileHolds,
  vulnerable: compileVulnerable,
  plays: compilePlays,
  vulnerability: compileVulnerability,
  opened: compileOpened,
  hasCalled: compileHasCalled,
  or: compileOr,
};

/** The elements of a list beyond its first: what a test goes through that a test of one value does not. */
const beyondFirst = (list: readonly unknown[]): number => Math.max(0, list.length - 1);

/**
 * The steps a test's evaluation counts (work.ts): one, and one more for each further value,
 * pattern, option or operand it may go through (`is 1 Hearts or 1 Spades`, `shape is 4-3-3-3 or
 * 4-4-3-2`), and for an `or`, its alternatives' own. Counted whether it stops early or not, so a
 * book's steps are bounded by the sum of its tests' weights (measureBook).
 */
export function testWeight(t: Test): number {
  switch (t.kind) {
    case 'or':
      return 1 + t.alternatives.reduce((n, a) => n + testWeight(a), 0);
    case 'compare':
      return 1 + beyondFirst(t.operands);
    case 'bidIs':
    case 'suitIs':
    case 'suitEquals':
      return 1 + beyondFirst(t.values);
    case 'shape':
      return 1 + beyondFirst(t.patterns);
    case 'holds':
      return 1 + beyondFirst(t.options);
    default:
      return 1;
  }
}

function compileTest(t: Test): CompiledTest {
  // The table's type ties each entry to its kind; TypeScript cannot follow that through `t.kind`.
  const compiled = (TEST_COMPILERS[t.kind] as (t: Test) => TestParts)(t);
  return { ...compiled, weight: testWeight(t) };
}

/** Records a rule's Sets, a step each. */
export function applySets(sets: readonly CompiledSet[], s: EvalState): void {
  work.steps += sets.length;
  for (const set of sets) set.apply(s);
}

// ---- Sets ----

function compileSet(target: SetTarget): CompiledSet {
  switch (target.kind) {
    case 'support': {
      const { person, order } = target.ref;
      const rank = SUPPORT_VALUES.indexOf(target.value);
      return {
        node: target,
        apply: (s) => {
          if (!s.ownMemory) return;
          const suit = bidSuit(s.view, person, order);
          if (suit !== undefined) s.memory.support.set(`${personSeat(s.view, person)}:${suit}`, rank);
        },
      };
    }
    case 'bidType': {
      const { person, order } = target.ref;
      const type = target.value;
      return {
        node: target,
        apply: (s) => {
          const i = bidIndexForSet(s.view, person, order);
          if (i !== undefined) s.memory.types.set(i, type);
        },
      };
    }
    case 'other':
      // The checker rejects these, so a compiled book never holds one.
      return { node: target, apply: () => undefined };
  }
}

// ---- Meanings ----

/** The first suit a rule's tests talk about: what {suit} means when the call names no suit. */
function firstTestSuit(tests: readonly Test[]): SuitExpr | undefined {
  for (const t of tests) {
    if ((t.kind === 'compare' || t.kind === 'range') && (t.quantity.kind === 'length' || t.quantity.kind === 'strength'))
      return t.quantity.suit;
    if ((t.kind === 'compare' || t.kind === 'range') && t.quantity.kind === 'support')
      return { kind: 'bidSuit', ref: t.quantity.ref, ...t.quantity.ref };
    if (t.kind === 'holds') return t.suit;
    if (t.kind === 'or') {
      const inner = firstTestSuit(t.alternatives);
      if (inner !== undefined) return inner;
    }
  }
  return undefined;
}

/** A meaning's text with its placeholders filled in `language`'s words. */
function compileText(rule: Rule, meaning: Meaning, language: Language): (s: EvalState, call: Call) => string {
  const fallbackSuit = firstTestSuit(rule.tests);
  const fallback = fallbackSuit === undefined ? undefined : compileSuit(fallbackSuit);
  const word = (strain: Strain): string => strainWord(strain, language);
  const pieces = meaning.parts.map((part): ((s: EvalState, call: Call) => string) => {
    if (typeof part === 'string') return () => part;
    switch (part.kind) {
      case 'call':
        return (_s, call) => displayCall(call);
      case 'level':
        return (_s, call) => (call.type === 'bid' ? String(call.level) : '');
      case 'suit':
        return (s, call) => {
          if (call.type === 'bid' && call.strain !== 'NT') return word(call.strain);
          const strain = fallback?.fn(s);
          return strain === undefined ? (fallbackSuit?.text ?? 'the suit') : word(strain);
        };
      case 'suitExpr': {
        const suit = compileSuit(part.suit);
        const text = part.suit.text;
        return (s) => {
          const strain = suit.fn(s);
          return strain === undefined ? text : word(strain);
        };
      }
    }
  });
  return (s, call) => {
    work.steps += pieces.length;
    return pieces.map((p) => p(s, call)).join('');
  };
}

function compileMeaning(rule: Rule): (s: EvalState, call: Call, language?: Language) => string {
  const written: Partial<Record<Language, Meaning>> = { en: rule.meaning, id: rule.indonesian };
  if (written.en === undefined && written.id === undefined) {
    // A Bid without Means means what its tests say.
    const text = rule.tests.map((t) => t.text).join('; ');
    return () => text;
  }
  const texts: Partial<Record<Language, (s: EvalState, call: Call) => string>> = {};
  for (const language of LANGUAGES) {
    const meaning = written[language];
    if (meaning !== undefined) texts[language] = compileText(rule, meaning, language);
  }
  return (s, call, language = 'en') => {
    // A book written in one language only reads the same in the other.
    const text = texts[language] ?? texts[otherLanguage(language)];
    return text === undefined ? '' : text(s, call);
  };
}

// ---- The book ----

/** What a book's evaluation needs to know of all its rules before any is compiled. */
export interface BookFacts {
  readonly ruleCount: number;
  /** Whether any rule has a Set line. */
  readonly hasSets: boolean;
  /** Whether any rule sets the type of a bid. */
  readonly hasTypeSets: boolean;
  /** The book's named options (`we play "…"`), in the order the book first tests them. */
  readonly options?: readonly string[];
  /** The numbers its Value lines declare. */
  readonly values?: readonly DeclaredValue[];
}

/** The options a test names (`we play "…"`, also inside `or`). */
const optionsOf = (t: Test): string[] => (t.kind === 'plays' ? [t.option] : t.kind === 'or' ? t.alternatives.flatMap(optionsOf) : []);

export function bookFacts(file: RuleFile): BookFacts {
  const rules = file.situations.flatMap((situation) => situation.rules);
  const tests = file.situations.flatMap((situation) => [...situation.conditions, ...situation.rules.flatMap((rule) => rule.tests)]);
  const options = [...new Set(tests.flatMap(optionsOf))];
  const values = file.values.flatMap((v): DeclaredValue[] =>
    isValueName(v.name.text) ? [{ name: v.name.text, min: v.low, max: v.high ?? v.low, line: v.line }] : [],
  );
  return {
    ruleCount: rules.length,
    hasSets: rules.some((rule) => rule.sets.length > 0),
    hasTypeSets: rules.some((rule) => rule.sets.some((x) => x.kind === 'bidType')),
    ...(options.length > 0 ? { options } : {}),
    ...(values.length > 0 ? { values } : {}),
  };
}

/** A situation of a book, its syntax read when first needed (a shipped book unpacks it then). */
export interface SituationSyntax {
  readonly name: string;
  readonly line: number;
  /** The situation this one is tried just ahead of (`Situation "A" before "B"`). */
  readonly before?: string | undefined;
  /** The file it was written in, when not the book's own (an extension's book holds its base's situations). */
  readonly file?: string;
  readonly syntax: () => Situation;
}

function compileRule(file: string, situation: Situation, rule: Rule): CompiledRule {
  const tests = rule.tests.map(compileTest);
  return {
    ref: { file, line: rule.line, situation: situation.name },
    node: rule,
    tests,
    handDependent: tests.some((t) => t.handDependent),
    sets: rule.sets.map(compileSet),
    call: rule.bid === undefined ? undefined : compileCall(rule.bid),
    meaning: compileMeaning(rule),
    does: withImplied(rule.does.map((p) => p.property)),
  };
}

/**
 * A situation compiled when first evaluated: most calls touch a few situations of a book, so the
 * first call after loading one compiles little (compiling a whole book cold costs more CPU than a
 * request may use on Workers). A class, so every situation shares its getters and evaluation stays
 * as fast as with plain fields.
 */
class LazySituation implements CompiledSituation {
  readonly name: string;
  readonly line: number;
  readonly before: string | undefined;
  readonly ref: RuleRef;
  #syntax: Situation | undefined;
  #conditions: readonly CompiledTest[] | undefined;
  #rules: readonly CompiledRule[] | undefined;

  private readonly file: string;

  constructor(
    bookFile: string,
    private readonly source: SituationSyntax,
  ) {
    this.file = source.file ?? bookFile;
    this.name = source.name;
    this.line = source.line;
    this.before = source.before;
    this.ref = { file: this.file, line: source.line, situation: source.name };
  }

  private get syntax(): Situation {
    return (this.#syntax ??= this.source.syntax());
  }

  get conditions(): readonly CompiledTest[] {
    return (this.#conditions ??= this.syntax.conditions.map(compileTest));
  }

  get rules(): readonly CompiledRule[] {
    return (this.#rules ??= this.syntax.rules.map((rule) => compileRule(this.file, this.syntax, rule)));
  }
}

/** A checked situation of the book `file`, compiled when first evaluated. */
export const compileSituation = (file: string, source: SituationSyntax): CompiledSituation => new LazySituation(file, source);

/** A book of checked situations, each compiled when first evaluated. */
export function compileBook(file: string, situations: readonly SituationSyntax[], facts: BookFacts): RuleBook {
  return bookOf(
    file,
    triedOrder(situations).map((s) => compileSituation(file, s)),
    facts,
  );
}

/** A book of situations already in the order they are tried (an extension shares its base's compiled ones). */
export function bookOf(file: string, situationsTried: readonly CompiledSituation[], facts: BookFacts): RuleBook {
  const { ruleCount, hasSets, hasTypeSets } = facts;
  return {
    file,
    situations: situationsTried,
    ruleCount,
    hasSets,
    hasTypeSets,
    optionNames: facts.options ?? [],
    options: new Set(),
    values: facts.values ?? [],
  };
}

/**
 * The book played with `options` switched on (each one its rules test with `we play "…"`), sharing
 * its compiled situations; an option the book does not know is refused.
 */
export function withOptions(book: RuleBook, options: readonly string[]): Result<RuleBook, EngineError<'unknown-option'>> {
  const unknown = options.find((o) => !book.optionNames.includes(o));
  if (unknown !== undefined) {
    const known = book.optionNames.length === 0 ? 'it has none' : `its options are ${book.optionNames.map((o) => `"${o}"`).join(', ')}`;
    return err('unknown-option', `the book ${book.file} has no option "${unknown}": ${known}`);
  }
  return ok({ ...book, options: new Set(options) });
}

/**
 * The order situations are tried in: the file's, except that a situation written
 * `Situation "A" before "B"` is tried just ahead of B (several ahead of one B keep their file order).
 * The checker refuses a B that does not exist or is itself moved.
 */
export function triedOrder<T extends { readonly name: string; readonly before?: string | undefined }>(situations: readonly T[]): T[] {
  const moved = situations.filter(
    (s) => s.before !== undefined && situations.some((t) => t !== s && t.before === undefined && t.name === s.before),
  );
  const order = situations.filter((s) => !moved.includes(s));
  for (const s of moved)
    order.splice(
      order.findIndex((t) => t.name === s.before),
      0,
      s,
    );
  return order;
}

/** Compiles a parsed and checked file. */
export function compileFile(file: RuleFile): RuleBook {
  const situations = file.situations.map(
    (situation): SituationSyntax => ({ name: situation.name, line: situation.line, before: situation.before, syntax: () => situation }),
  );
  return compileBook(file.file, situations, bookFacts(file));
}
