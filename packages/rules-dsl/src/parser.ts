import { STRENGTH_PHRASES, type Level, type SuitReference } from '@tenace/engine';
import type {
  BidRef,
  CallExpr,
  CompareOp,
  Meaning,
  Node,
  Operand,
  Order,
  Person,
  Placeholder,
  PropertyNode,
  Quantity,
  Rule,
  RuleFile,
  SetTarget,
  Situation,
  Subject,
  SuitExpr,
  Test,
  ValueLine,
} from './ast.ts';
import { Cursor, type LineError } from './cursor.ts';
import { DiagnosticCollector, excerpt, lazyMessage, type Diagnostic, type MessageText, type Span } from './diagnostic.ts';
import { lexLine, splitLines, type LexedLine, type Token } from './lexer.ts';
import { CALL_PROPERTIES, PROPERTY_HINTS, type CallProperty } from './properties.ts';
import { matchPhrase, mergeLists, phraseList, type PhraseList } from './phrases.ts';
import { LANGUAGE_BY_NAME, type Language } from './language.ts';
import { closest } from './suggest.ts';
import {
  BID_TYPES,
  COUNT_WORDS,
  HAND_SUIT_REFERENCES,
  LINE_KEYWORDS,
  NON_BID_CALLS,
  NOTRUMP_PHRASES,
  ORDER_WORDS,
  STRENGTH_VALUES,
  SUIT_CLASSES,
  SUIT_WORDS,
  SUPPORT_VALUES,
  type BidType,
  type CountWord,
  type SupportValue,
} from './vocabulary.ts';

// ---- Phrase lists ----

type SuitPhrase =
  | { kind: 'suit'; suit: 'S' | 'H' | 'D' | 'C' }
  | { kind: 'notrump' }
  | { kind: 'hand'; ref: SuitReference }
  | { kind: 'trump' }
  | { kind: 'led' }
  | { kind: 'class'; cls: 'major' | 'minor' | 'any' }
  | { kind: 'nonBid'; call: 'pass' | 'double' | 'redouble' };

const SUIT_NAMES = phraseList<SuitPhrase>(
  'a suit: Spades, Hearts, Diamonds or Clubs',
  SUIT_WORDS.map((s) => [s.word, { kind: 'suit', suit: s.suit }] as const),
);
const NOTRUMP = phraseList<SuitPhrase>(
  'NoTrump',
  NOTRUMP_PHRASES.map((p) => [p, { kind: 'notrump' }] as const),
);
const HAND_REFS = phraseList<SuitPhrase>(
  'a suit of my hand such as longest suit',
  HAND_SUIT_REFERENCES.map((r) => [r, { kind: 'hand', ref: r }] as const),
);
const TRUMP_LED = phraseList<SuitPhrase>('trump suit or suit led', [
  ['trump suit', { kind: 'trump' }],
  ['suit led', { kind: 'led' }],
]);
const CLASSES = phraseList<SuitPhrase>(
  'major suit, minor suit or any suit',
  SUIT_CLASSES.map((c) => [c.phrase, { kind: 'class', cls: c.cls }] as const),
);
const NON_BIDS = phraseList<SuitPhrase>(
  'Pass, Double or Redouble',
  NON_BID_CALLS.map((c) => [c.word, { kind: 'nonBid', call: c.type }] as const),
);

const ORDERS = phraseList<Order>('an order: first, second, … twelfth, or last', [
  ...ORDER_WORDS.map((w, i) => [w, i + 1] as const),
  ['last', 'last'] as const,
]);
const POSSESSIVES = phraseList<Person>("a player: partner's, left opponent's or right opponent's", [
  ["partner's", 'partner'],
  ["left opponent's", 'left'],
  ["right opponent's", 'right'],
]);
const STRENGTHS = phraseList<number>(
  'a strength such as 2 strong top cards',
  STRENGTH_VALUES.map((p) => [p, STRENGTH_PHRASES.indexOf(p as (typeof STRENGTH_PHRASES)[number])] as const),
);
const SUPPORT_LABEL = 'a support value: no support, good, strong or exceptional';
const SUPPORTS = phraseList<number>(
  SUPPORT_LABEL,
  SUPPORT_VALUES.map((v, i) => [v, i] as const),
);
const SUPPORT_NAMES = phraseList<SupportValue>(
  SUPPORT_LABEL,
  SUPPORT_VALUES.map((v) => [v, v] as const),
);
const TYPES = phraseList<BidType>(
  'a type of bid such as single raise or new suit at 1 level',
  BID_TYPES.map((t) => [t, t] as const),
);
const COUNTS = phraseList<CountWord>(
  'aces, kings, queens, jacks, voids, singletons, doubletons or passes',
  COUNT_WORDS.map((w) => [w, w] as const),
);
const SUBJECTS = phraseList<Subject>('a player such as my partner, I, we or they', [
  ['I', 'me'],
  ['my partner', 'partner'],
  ['partner', 'partner'],
  ['my left opponent', 'left'],
  ['left opponent', 'left'],
  ['my right opponent', 'right'],
  ['right opponent', 'right'],
  ['we', 'we'],
  ['they', 'they'],
  ['no one', 'no one'],
  ['nobody', 'no one'],
  ['someone', 'someone'],
  ['anyone', 'someone'],
]);
const VULNERABILITIES = phraseList<'none' | 'both' | 'favourable' | 'unfavourable'>('none, both, favourable or unfavourable', [
  ['none', 'none'],
  ['both', 'both'],
  ['favourable', 'favourable'],
  ['favorable', 'favourable'],
  ['unfavourable', 'unfavourable'],
  ['unfavorable', 'unfavourable'],
]);
type SimpleQuantity = 'points' | 'distributionPoints' | 'totalPoints' | 'seat' | 'turn';
const SIMPLE_QUANTITIES = phraseList<SimpleQuantity>('a quality', [
  ['points', 'points'],
  ['high card points', 'points'],
  ['hcp', 'points'],
  ['distribution points', 'distributionPoints'],
  ['total points', 'totalPoints'],
  ['seat', 'seat'],
  ['turn', 'turn'],
]);

const LABEL = {
  test: "a test such as 'points >= 12', 'length of Hearts >= 5' or 'my partner's first bid is one in a suit'",
  quality: 'a quality such as points, length of … or strength of …',
  suit: "a suit such as Hearts, longest suit or my partner's first bid suit",
  callSuit: 'a suit such as Hearts, NoTrump or best suit',
  suitValue: "a suit such as Clubs, major suit, any suit or my partner's first bid suit",
  bid: "a bid such as my partner's first bid",
  call: 'a call such as 1 NoTrump, 2 of longest suit or Pass',
  comparison: "a comparison such as '>= 12', '= 5' or '12 to 21'",
  number: 'a number',
  level: 'a level from 1 to 7',
  settable: "something a rule can set: support for … bid suit, or the type of a bid such as my partner's first bid",
  end: 'the end of the line',
  shape: 'a shape such as 5-3-3-2',
} as const;

const TEST_WORDS = [
  'points',
  'length',
  'strength',
  'support',
  'level',
  'number',
  'suit',
  'hand',
  'shape',
  'seat',
  'turn',
  'vulnerability',
  'my',
  "partner's",
  'partner',
  'we',
  'they',
  'no',
  'someone',
  ...ORDER_WORDS,
  ...SUIT_WORDS.map((s) => s.word),
];

// ---- Grammar ----

type NodeOf<T> = T & Node;

/**
 * `value` as a node: its span and words added to it. `value` must be a fresh object, which becomes
 * the node: every node is made here, in shapes that vary, and copying each with a spread was the
 * slowest part of parsing.
 */
const withSpan = <T extends object>(c: Cursor, start: number, value: T): NodeOf<T> => Object.assign(value, c.span(start));

/** `[my] [partner's | left opponent's | right opponent's]`: who a bid phrase is about. */
function person(c: Cursor): Person {
  c.optional('my');
  return matchPhrase(c, POSSESSIVES) ?? 'me';
}

/** Near-misses a bid (`my partner's first bid`) may be corrected to. */
const BID_REF_WORDS: readonly string[] = ['my', "partner's", 'left', 'right', ...ORDER_WORDS];

/** `my partner's first bid`. */
function bidRef(c: Cursor): BidRef | undefined {
  return c.group(LABEL.bid, BID_REF_WORDS, () => {
    const start = c.pos;
    const who = person(c);
    const order = matchPhrase(c, ORDERS);
    if (order === undefined || !c.word('bid')) return undefined;
    return withSpan(c, start, { person: who, order });
  });
}

/** `my partner's first bid suit`. */
function bidSuitRef(c: Cursor): NodeOf<{ kind: 'bidSuit'; ref: BidRef }> | undefined {
  return c.attempt(() => {
    const start = c.pos;
    const ref = bidRef(c);
    if (ref === undefined || !c.word('suit')) return undefined;
    return withSpan(c, start, { kind: 'bidSuit' as const, ref });
  });
}

interface SuitOptions {
  readonly notrump?: boolean;
  readonly trumpLed?: boolean;
  readonly classes?: boolean;
  readonly nonBid?: boolean;
  readonly bidSuit?: boolean;
  readonly suitOfBid?: boolean;
}

/** Where a suit is read: what it may be, how messages name it, the words a near-miss may become. */
interface SuitGrammar {
  readonly options: SuitOptions;
  readonly label: string;
  readonly fixed: PhraseList<SuitPhrase>;
  readonly words: readonly string[];
  /** The words (as compared) every suit read here starts with. */
  readonly starts: ReadonlySet<string>;
}

/** A bid suit (`[my] [partner's …] ORDER bid suit`) starts with one of these. */
const BID_SUIT_STARTS: readonly string[] = ['my', ...POSSESSIVES.starts, ...ORDERS.starts];

/** Built once per place a suit is read: parsing is called for every suit of every line. */
function suitGrammar(label: string, options: SuitOptions): SuitGrammar {
  const lists = [SUIT_NAMES, HAND_REFS];
  if (options.notrump) lists.push(NOTRUMP);
  if (options.trumpLed) lists.push(TRUMP_LED);
  if (options.classes) lists.push(CLASSES);
  if (options.nonBid) lists.push(NON_BIDS);
  const fixed = mergeLists(label, lists);
  const words = [...fixed.firstWords, ...(options.bidSuit ? BID_REF_WORDS : [])];
  const starts = new Set([...fixed.starts, ...(options.bidSuit ? BID_SUIT_STARTS : []), ...(options.suitOfBid ? ['suit'] : [])]);
  return { options, label, fixed, words, starts };
}

const LENGTH_SUITS = suitGrammar(LABEL.suit, { trumpLed: true, bidSuit: true });
const CALL_SUITS = suitGrammar(LABEL.callSuit, { notrump: true });
const CALL_SUITS_AFTER_OF = suitGrammar(LABEL.callSuit, { notrump: true, bidSuit: true });
const VALUE_SUITS = suitGrammar(LABEL.suitValue, {
  notrump: true,
  trumpLed: true,
  classes: true,
  nonBid: true,
  bidSuit: true,
  suitOfBid: true,
});
const HAS_BID_SUITS = suitGrammar(LABEL.suitValue, { notrump: true, classes: true, bidSuit: true });
const PLACEHOLDER_SUITS = suitGrammar("{suit}, {call}, {level} or a suit such as {my partner's first bid suit}", {
  bidSuit: true,
  trumpLed: true,
});

function suitExpr(c: Cursor, grammar: SuitGrammar): SuitExpr | undefined {
  const { options, label, fixed, words, starts } = grammar;
  // A token no suit starts with fails at once, with the message trying every form would give:
  // each test, meaning placeholder and operand tries a suit, most often on a word that is not one.
  const first = c.token;
  if (first?.kind !== 'word' || !starts.has(first.value)) {
    c.expect(label, words);
    return undefined;
  }
  return c.group(label, words, () => {
    const start = c.pos;
    const phrase = c.attempt(() => matchPhrase(c, fixed));
    // A copy: the phrase's value is shared by every match.
    if (phrase !== undefined) return withSpan(c, start, { ...phrase });
    if (options.bidSuit) {
      const ref = bidSuitRef(c);
      if (ref !== undefined) return ref;
    }
    if (options.suitOfBid) {
      const ofBid = c.attempt(() => {
        if (!c.words('suit of')) return undefined;
        const ref = bidRef(c);
        return ref === undefined ? undefined : withSpan(c, start, { kind: 'suitOfBid' as const, ref });
      });
      if (ofBid !== undefined) return ofBid;
    }
    return undefined;
  });
}

/** A whole number token. */
function integer(c: Cursor, label: string = LABEL.number): number | undefined {
  const t = c.token;
  if (t?.kind === 'number') {
    c.pos++;
    return Number(t.value);
  }
  c.expect(label);
  return undefined;
}

function level(c: Cursor): Level | undefined {
  const t = c.token;
  if (t?.kind === 'number' && /^[1-7]$/.test(t.value)) {
    c.pos++;
    return Number(t.value) as Level;
  }
  c.expect(LABEL.level, [], c.pos, t?.kind === 'number');
  return undefined;
}

/** `1 NoTrump`, `1 of best suit`, `2 of my partner's first bid suit`, `Pass`. */
function callExpr(c: Cursor): CallExpr | undefined {
  return c.group(LABEL.call, ['Pass', 'Double', 'Redouble', '1', '2', '3', '4', '5', '6', '7'], () => {
    const start = c.pos;
    const nonBid = c.attempt(() => matchPhrase(c, NON_BIDS));
    if (nonBid !== undefined && nonBid.kind === 'nonBid') return withSpan(c, start, { kind: 'nonBid' as const, call: nonBid.call });
    const lvl = level(c);
    if (lvl === undefined) return undefined;
    if (c.optional('of')) {
      const suit = suitExpr(c, CALL_SUITS_AFTER_OF);
      return suit === undefined ? undefined : withSpan(c, start, { kind: 'bid' as const, level: lvl, suit });
    }
    const afterLevel = c.pos;
    const suit = suitExpr(c, CALL_SUITS);
    if (suit !== undefined) return withSpan(c, start, { kind: 'bid' as const, level: lvl, suit });
    // "Bid 2 my partner's first bid suit": the document makes "of" required before a bid suit.
    if (c.probe(() => bidSuitRef(c)) !== undefined) {
      c.expect(`'of' before a bid suit, as in '${lvl} of my partner's first bid suit'`, ['of'], afterLevel, true);
    }
    return undefined;
  });
}

function quantity(c: Cursor): Quantity | undefined {
  return c.group(
    LABEL.quality,
    ['points', 'length', 'strength', 'support', 'level', 'number', 'distribution', 'total', 'seat', 'turn'],
    () => {
      const start = c.pos;
      const simple = c.attempt(() => matchPhrase(c, SIMPLE_QUANTITIES));
      if (simple !== undefined) return withSpan(c, start, { kind: simple });
      const w = c.peekWord();
      if (w === 'length' || w === 'strength') {
        c.pos++;
        if (!c.word('of')) return undefined;
        const suit = suitExpr(c, LENGTH_SUITS);
        const kind: 'length' | 'strength' = w;
        return suit === undefined ? undefined : withSpan(c, start, { kind, suit });
      }
      if (w === 'support') {
        c.pos++;
        if (!c.word('for')) return undefined;
        const ref = bidSuitRef(c);
        if (ref === undefined) {
          c.expect("a bid suit such as my partner's first bid suit");
          return undefined;
        }
        return withSpan(c, start, { kind: 'support' as const, ref: ref.ref });
      }
      if (w === 'level') {
        c.pos++;
        if (!c.word('of')) return undefined;
        const ref = bidRef(c);
        return ref === undefined ? undefined : withSpan(c, start, { kind: 'level' as const, ref });
      }
      if (w === 'number') {
        c.pos++;
        if (!c.word('of')) return undefined;
        const what = matchPhrase(c, COUNTS);
        return what === undefined ? undefined : withSpan(c, start, { kind: 'count' as const, what });
      }
      return undefined;
    },
  );
}

/** A value compared with `q`: a number, a strength or support phrase, or another quantity. */
function operand(c: Cursor, q: Quantity): Operand | undefined {
  const start = c.pos;
  if (q.kind === 'strength' || q.kind === 'support') {
    const list = q.kind === 'strength' ? STRENGTHS : SUPPORTS;
    const rank = c.attempt(() => matchPhrase(c, list));
    if (rank !== undefined) return withSpan(c, start, { kind: 'number' as const, value: rank });
  } else {
    const t = c.token;
    if (t?.kind === 'number') {
      c.pos++;
      return withSpan(c, start, { kind: 'number' as const, value: Number(t.value) });
    }
    c.expect(LABEL.number);
  }
  const other = c.attempt(() => quantity(c));
  return other === undefined ? undefined : withSpan(c, start, { kind: 'quantity' as const, quantity: other });
}

/** After a value: the test goes on only with `or` or ends with the line. */
const atTestEnd = (c: Cursor): boolean => c.atEnd() || c.isWord('or');

/** `A or B or C` after `=` or `is`: more values of the same kind. */
function moreValues<T>(c: Cursor, value: () => T | undefined): T[] {
  const more: T[] = [];
  for (;;) {
    const next = c.attempt(() => {
      if (!c.isWord('or')) return undefined;
      c.pos++;
      const v = value();
      if (v === undefined) return undefined;
      if (atTestEnd(c)) return v;
      c.expect(LABEL.end);
      c.expect("'or'");
      return undefined;
    });
    if (next === undefined) return more;
    more.push(next);
  }
}

/** `is`, `is not`, `=`, `!=`: returns whether the comparison is negated. */
function equality(c: Cursor): boolean | undefined {
  const t = c.token;
  if (t?.kind === 'op' && (t.value === '=' || t.value === '!=')) {
    c.pos++;
    return t.value === '!=';
  }
  if (c.word('is')) return c.optional('not');
  c.expect("'='");
  return undefined;
}

function comparison(c: Cursor, q: Quantity, start: number): Test | undefined {
  return c.group(LABEL.comparison, ['is', 'to'], () => {
    const t = c.token;
    let op: CompareOp | undefined;
    if (t?.kind === 'op') {
      op = t.value as CompareOp;
      c.pos++;
    } else if (c.isWord('is')) {
      c.pos++;
      op = c.isWord('not') ? '!=' : '=';
      if (op === '!=') c.pos++;
    }
    const first = operand(c, q);
    if (first === undefined) return undefined;
    if ((op === undefined || op === '=') && c.isWord('to')) {
      c.pos++;
      const high = operand(c, q);
      return high === undefined ? undefined : withSpan(c, start, { kind: 'range' as const, quantity: q, low: first, high });
    }
    if (op === undefined) {
      c.expect("'to'");
      return undefined;
    }
    const operands = [first];
    if (op === '=' || op === '!=') operands.push(...moreValues(c, () => operand(c, q)));
    return withSpan(c, start, { kind: 'compare' as const, quantity: q, op, operands });
  });
}

function quantityTest(c: Cursor): Test | undefined {
  const start = c.pos;
  const q = quantity(c);
  return q === undefined ? undefined : comparison(c, q, start);
}

type BidValue = { kind: 'type'; type: BidType } | { kind: 'call'; call: CallExpr };

const BID_VALUE_LABEL = `${TYPES.label}, or a call such as 1 NoTrump`;
const BID_VALUE_WORDS: readonly string[] = [...TYPES.firstWords, 'Pass'];

function bidValue(c: Cursor): BidValue | undefined {
  return c.group(BID_VALUE_LABEL, BID_VALUE_WORDS, () => {
    const type = c.attempt(() => matchPhrase(c, TYPES));
    if (type !== undefined) return { kind: 'type' as const, type };
    const call = callExpr(c);
    return call === undefined ? undefined : { kind: 'call' as const, call };
  });
}

/** `my partner's first bid is single raise`. */
function bidTest(c: Cursor): Test | undefined {
  const start = c.pos;
  const ref = bidRef(c);
  if (ref === undefined) return undefined;
  const negate = equality(c);
  if (negate === undefined) return undefined;
  const first = bidValue(c);
  if (first === undefined) return undefined;
  const values = [first, ...moreValues(c, () => bidValue(c))];
  return withSpan(c, start, { kind: 'bidIs' as const, ref, negate, values });
}

/** `suit of my partner's first bid is major suit`. */
function suitOfTest(c: Cursor): Test | undefined {
  const start = c.pos;
  if (!c.words('suit of')) return undefined;
  const ref = bidRef(c);
  if (ref === undefined) return undefined;
  const negate = equality(c);
  if (negate === undefined) return undefined;
  const first = suitExpr(c, VALUE_SUITS);
  if (first === undefined) return undefined;
  const values = [first, ...moreValues(c, () => suitExpr(c, VALUE_SUITS))];
  return withSpan(c, start, { kind: 'suitIs' as const, ref, negate, values });
}

/** `longest suit is Hearts`, `my partner's first bid suit is major suit`. */
function suitEqualsTest(c: Cursor): Test | undefined {
  const start = c.pos;
  const suit = suitExpr(c, LENGTH_SUITS);
  if (suit === undefined) return undefined;
  const negate = equality(c);
  if (negate === undefined) return undefined;
  const first = suitExpr(c, VALUE_SUITS);
  if (first === undefined) return undefined;
  const values = [first, ...moreValues(c, () => suitExpr(c, VALUE_SUITS))];
  return withSpan(c, start, { kind: 'suitEquals' as const, suit, negate, values });
}

function balancedTest(c: Cursor): Test | undefined {
  const start = c.pos;
  if (!c.word('hand') || !c.word('is')) return undefined;
  const not = c.optional('not');
  if (c.optional('balanced')) return withSpan(c, start, { kind: 'balanced' as const, negate: not });
  if (!not && c.word('unbalanced')) return withSpan(c, start, { kind: 'balanced' as const, negate: true });
  return undefined;
}

function shapePattern(c: Cursor): number[] | undefined {
  return c.group(LABEL.shape, [], () => {
    const lengths: number[] = [];
    for (let i = 0; i < 4; i++) {
      if (i > 0) {
        const dash = c.token;
        if (dash?.kind !== 'symbol' || (dash.value !== '-' && dash.value !== '–')) {
          c.expect("'-'");
          return undefined;
        }
        c.pos++;
      }
      const n = integer(c);
      if (n === undefined) return undefined;
      lengths.push(n);
    }
    return lengths;
  });
}

function shapeTest(c: Cursor): Test | undefined {
  const start = c.pos;
  if (!c.word('shape')) return undefined;
  const negate = equality(c);
  if (negate === undefined) return undefined;
  const first = shapePattern(c);
  if (first === undefined) return undefined;
  const patterns = [first, ...moreValues(c, () => shapePattern(c))];
  return withSpan(c, start, { kind: 'shape' as const, negate, patterns });
}

/** `2 of the top 3 honours`. */
function holdsOption(c: Cursor): { count: number; top: number } | undefined {
  const count = integer(c);
  if (count === undefined || !c.word('of')) return undefined;
  c.optional('the');
  if (!c.word('top')) return undefined;
  const top = integer(c);
  if (top === undefined) return undefined;
  if (!c.optional('honours') && !c.optional('honors')) c.optional('cards');
  return { count, top };
}

/** `Hearts holds 2 of the top 3 honours or 3 of the top 5`. */
function holdsTest(c: Cursor): Test | undefined {
  const start = c.pos;
  const suit = suitExpr(c, LENGTH_SUITS);
  if (suit === undefined) return undefined;
  if (!c.optional('holds') && !c.word('has')) return undefined;
  const first = holdsOption(c);
  if (first === undefined) return undefined;
  const options = [first, ...moreValues(c, () => holdsOption(c))];
  return withSpan(c, start, { kind: 'holds' as const, suit, options });
}

/** `my partner opened`, `no one has bid`, `we are vulnerable`. */
function subjectTest(c: Cursor): Test | undefined {
  const start = c.pos;
  const subject = matchPhrase(c, SUBJECTS);
  if (subject === undefined) return undefined;
  if (c.optional('opened')) {
    let call: CallExpr | undefined;
    if (!atTestEnd(c)) {
      call = callExpr(c);
      if (call === undefined) return undefined;
    }
    return withSpan(c, start, { kind: 'opened' as const, subject, call });
  }
  if (subject === 'we') {
    const negate = c.words('do not');
    if (c.optional('play')) {
      const option = c.token;
      if (option?.kind !== 'string' || option.value.trim() === '') {
        c.expect('the quoted name of an option of the book, as in we play "Roman Keycard Blackwood"');
        return undefined;
      }
      c.pos++;
      return withSpan(c, start, { kind: 'plays' as const, option: option.value.trim(), negate });
    }
    if (negate) return undefined;
  }
  if ((subject === 'we' || subject === 'they') && c.optional('are')) {
    const negate = c.optional('not');
    if (!c.word('vulnerable')) return undefined;
    return withSpan(c, start, { kind: 'vulnerable' as const, side: subject, negate });
  }
  if (!c.optional('has') && !c.word('have')) return undefined;
  const negate = c.optional('not');
  const w = c.peekWord();
  if (w === 'passed' || w === 'doubled' || w === 'redoubled') {
    c.pos++;
    const action: 'passed' | 'doubled' | 'redoubled' = w;
    return withSpan(c, start, { kind: 'hasCalled' as const, subject, negate, action, suit: undefined });
  }
  if (!c.word('bid')) {
    c.expect("'passed'");
    c.expect("'doubled'");
    return undefined;
  }
  let suit: SuitExpr | undefined;
  if (!atTestEnd(c)) {
    suit = suitExpr(c, HAS_BID_SUITS);
    if (suit === undefined) return undefined;
  }
  return withSpan(c, start, { kind: 'hasCalled' as const, subject, negate, action: 'bid' as const, suit });
}

function vulnerabilityTest(c: Cursor): Test | undefined {
  const start = c.pos;
  if (!c.word('vulnerability')) return undefined;
  const negate = equality(c);
  if (negate === undefined) return undefined;
  const value = matchPhrase(c, VULNERABILITIES);
  return value === undefined ? undefined : withSpan(c, start, { kind: 'vulnerability' as const, value, negate });
}

const TEST_FORMS: readonly ((c: Cursor) => Test | undefined)[] = [
  quantityTest,
  suitOfTest,
  bidTest,
  balancedTest,
  shapeTest,
  vulnerabilityTest,
  subjectTest,
  holdsTest,
  suitEqualsTest,
];

function singleTest(c: Cursor): Test | undefined {
  return c.group(LABEL.test, TEST_WORDS, () => {
    for (const form of TEST_FORMS) {
      const test = c.attempt(() => form(c));
      if (test !== undefined) return test;
    }
    return undefined;
  });
}

/** One line's test: alternatives joined by `or`. */
function test(c: Cursor): Test | undefined {
  const start = c.pos;
  const first = singleTest(c);
  if (first === undefined) return undefined;
  const alternatives = [first];
  while (c.isWord('or')) {
    c.pos++;
    const next = singleTest(c);
    if (next === undefined) return undefined;
    alternatives.push(next);
  }
  if (alternatives.length === 1) return first;
  return withSpan(c, start, { kind: 'or' as const, alternatives });
}

const SETTABLE_WORDS: readonly string[] = ['support', 'my', "partner's", ...ORDER_WORDS];

function setTarget(c: Cursor): SetTarget | undefined {
  return c.group(LABEL.settable, SETTABLE_WORDS, () => settable(c));
}

function settable(c: Cursor): SetTarget | undefined {
  const start = c.pos;
  const support = c.attempt(() => {
    if (!c.word('support') || !c.word('for')) return undefined;
    const ref = bidSuitRef(c);
    if (ref === undefined) {
      c.expect("a bid suit such as my partner's first bid suit");
      return undefined;
    }
    if (!c.word('to')) return undefined;
    const value = matchPhrase(c, SUPPORT_NAMES);
    return value === undefined ? undefined : withSpan(c, start, { kind: 'support' as const, ref: ref.ref, value });
  });
  if (support !== undefined) return support;
  const type = c.attempt(() => {
    const ref = bidRef(c);
    if (ref === undefined || !c.word('to')) return undefined;
    const value = matchPhrase(c, TYPES);
    return value === undefined ? undefined : withSpan(c, start, { kind: 'bidType' as const, ref, value });
  });
  if (type !== undefined) return type;
  // Anything else that names a quality: parsed so the checker can say it can't be set.
  const other = c.attempt(() => {
    const q = c.attempt(() => quantity(c)) ?? c.attempt(() => (c.words('suit of') && bidRef(c) !== undefined ? true : undefined));
    if (q === undefined) return undefined;
    const quality = c.span(start);
    if (!c.word('to')) return undefined;
    if (c.atEnd()) {
      c.expect('a value');
      return undefined;
    }
    c.pos = c.tokens.length;
    return withSpan(c, start, { kind: 'other' as const, quality });
  });
  return other;
}

// ---- Meanings and their placeholders ----

/** Where a line's errors go: counted (a line with one is broken) and passed on as they are found. */
class LineErrors {
  count = 0;
  constructor(private readonly report: (error: LineError) => void) {}

  add(error: LineError): void {
    this.count++;
    this.report(error);
  }
}

/**
 * The placeholder `{inner}` of a meaning, whose text starts at `innerColumn`; `node` is its span and
 * text with the braces. (Nodes are built property by property: a spread here costs more than
 * parsing the placeholder.)
 */
function placeholder(inner: string, line: number, innerColumn: number, node: Node): Placeholder | LineError {
  // Lexed at its real columns, as if it sat in its own line.
  const tokens = lexLine(inner, line, innerColumn).tokens;
  const { column, endColumn, text } = node;
  const only = tokens.length === 1 ? tokens[0]?.value : undefined;
  if (only === 'suit' || only === 'call' || only === 'level') return { kind: only, line, column, endColumn, text };
  const c = new Cursor(tokens, line, innerColumn + inner.length - 1, inner, innerColumn);
  const suit = suitExpr(c, PLACEHOLDER_SUITS);
  if (suit !== undefined && c.atEnd()) return { kind: 'suitExpr', suit, line, column, endColumn, text };
  if (suit !== undefined) c.expect("'}'");
  return c.error();
}

/** Splits a meaning into text and `{…}` placeholders, reporting the ones it can't read. */
function meaning(text: string, textColumn: number, line: number, node: Node, errors: LineErrors): Meaning {
  const parts: (string | Placeholder)[] = [];
  // Plain text runs from `literal` to the next placeholder read (one it can't read stays text):
  // cut once, not added to piece by piece, so thousands of bad placeholders cost no copying.
  let literal = 0;
  let i = 0;
  while (i < text.length) {
    const open = text.indexOf('{', i);
    if (open < 0) break;
    const close = text.indexOf('}', open);
    const column = textColumn + open;
    if (close < 0) {
      errors.add({ span: { line, column, endColumn: column + 1 }, message: "this '{' has no closing '}': write a placeholder as {suit}" });
      break;
    }
    const inner = text.slice(open + 1, close);
    const result = placeholder(inner, line, column + 1, {
      line,
      column,
      endColumn: column + inner.length + 2,
      text: text.slice(open, close + 1),
    });
    if ('message' in result) errors.add(result);
    else {
      if (open > literal) parts.push(text.slice(literal, open));
      parts.push(result);
      literal = close + 1;
    }
    i = close + 1;
  }
  if (literal < text.length) parts.push(text.slice(literal));
  return { line: node.line, column: node.column, endColumn: node.endColumn, text: node.text, parts };
}

// ---- Does lines: what a call does ----

const PROPERTY_BY_WORDS: ReadonlyMap<string, CallProperty> = new Map(CALL_PROPERTIES.map((p) => [p, p]));
const PROPERTY_LABEL = 'a property such as force, force to game, invite, sign off or ask for aces';

/** The property a writer most likely meant by `words` (lower case, one space apart), if any is near. */
function suggestProperty(words: string): CallProperty | undefined {
  const near = closest(words, CALL_PROPERTIES);
  if (near !== undefined) return near as CallProperty;
  const each = words.split(' ');
  for (const w of each) {
    const hinted = PROPERTY_HINTS.get(w);
    if (hinted !== undefined) return hinted;
  }
  return undefined;
}

/**
 * One property of a Does line, from its tokens (between commas; `next` is the comma after them,
 * undefined at the end of the line, which is at `endColumn`); an error when it is not one.
 */
function property(
  tokens: readonly Token[],
  next: Token | undefined,
  line: number,
  endColumn: number,
  errors: LineErrors,
): PropertyNode | undefined {
  const first = tokens[0];
  const last = tokens[tokens.length - 1];
  if (first === undefined || last === undefined) {
    const at = next ?? { column: endColumn, endColumn };
    errors.add({
      span: { line, column: at.column, endColumn: at.endColumn },
      message: `expected ${PROPERTY_LABEL}, found ${next === undefined ? 'the end of the line' : "','"}`,
    });
    return undefined;
  }
  const span: Span = { line, column: first.column, endColumn: last.endColumn };
  const text = tokens.map((t) => t.text).join(' ');
  const words = tokens.map((t) => t.value).join(' ');
  const found = PROPERTY_BY_WORDS.get(words);
  if (found !== undefined) return { ...span, text, property: found };
  const and = tokens.find((t) => t.value === 'and');
  if (and !== undefined) {
    errors.add({
      span: { line, column: and.column, endColumn: and.endColumn },
      message: "expected ',' between two properties ('and' is not part of the language), found 'and'",
    });
    return undefined;
  }
  errors.add({
    span,
    message: lazyMessage(() => {
      const suggestion = suggestProperty(words);
      return `expected ${PROPERTY_LABEL}, found '${excerpt(text)}'${suggestion === undefined ? '' : `; did you mean '${suggestion}'?`}`;
    }),
  });
  return undefined;
}

/** `Does force to game, ask for a stopper`: the properties after the keyword, comma apart. */
function properties(lexed: LexedLine, errors: LineErrors): PropertyNode[] | undefined {
  const found: PropertyNode[] = [];
  let ok = true;
  let piece: Token[] = [];
  const close = (next: Token | undefined): void => {
    const p = property(piece, next, lexed.line, lexed.source.length + 1, errors);
    if (p === undefined) ok = false;
    else found.push(p);
    piece = [];
  };
  for (const token of lexed.tokens.slice(1)) {
    if (token.kind === 'symbol' && token.value === ',') close(token);
    else piece.push(token);
  }
  close(undefined);
  return ok ? found : undefined;
}

// ---- Value lines: the book's numbers ----

const VALUE_EXAMPLE = 'Value "points for game" is 25';

/** `Value "points for game" is 25` or `… is 15 to 18` (`=` for `is`): the line's value, or an error. */
function valueLine(lexed: LexedLine, span: Span, errors: LineErrors): ValueLine | undefined {
  const [, name, is, low, to, high, extra] = lexed.tokens;
  const endOfLine = { column: lexed.source.length + 1, endColumn: lexed.source.length + 1, text: '' };
  const fail = (at: { column: number; endColumn: number; text: string } | undefined, expected: string): undefined => {
    const where = at ?? endOfLine;
    const found = at === undefined ? 'the end of the line' : `'${excerpt(at.text)}'`;
    errors.add({
      span: { line: lexed.line, column: where.column, endColumn: where.endColumn },
      message: `expected ${expected}, found ${found}`,
    });
    return undefined;
  };
  if (name?.kind !== 'string') return fail(name, `the quoted name of a value, as in ${VALUE_EXAMPLE}`);
  if (!(is?.kind === 'word' && is.value === 'is') && !(is?.kind === 'op' && is.value === '=')) return fail(is, "'is'");
  if (low?.kind !== 'number') return fail(low, 'a number');
  if (to !== undefined && !(to.kind === 'word' && to.value === 'to')) return fail(to, "'to' or the end of the line");
  if (to !== undefined && high?.kind !== 'number') return fail(high, 'a number');
  if (extra !== undefined) return fail(extra, 'the end of the line');
  const last = high ?? low;
  return {
    ...span,
    name: { line: lexed.line, column: name.column + 1, endColumn: name.endColumn - 1, text: name.value.trim() },
    low: Number(low.value),
    high: high === undefined ? undefined : Number(high.value),
    numbers: {
      line: lexed.line,
      column: low.column,
      endColumn: last.endColumn,
      text: lexed.source.slice(low.column - 1, last.endColumn - 1),
    },
  };
}

// ---- Lines and the file ----

type Statement =
  | { kind: 'situation'; span: Span; name: string; before: string | undefined; replaces: boolean }
  | { kind: 'extends'; span: Span; base: Node | undefined }
  | { kind: 'when'; span: Span; test: Test | undefined }
  | { kind: 'if'; span: Span; test: Test | undefined }
  | { kind: 'set'; span: Span; target: SetTarget | undefined }
  | { kind: 'bid'; span: Span; call: CallExpr | undefined }
  | { kind: 'means'; span: Span; language: Language; meaning: Meaning | undefined }
  | { kind: 'does'; span: Span; properties: PropertyNode[] | undefined }
  | { kind: 'value'; span: Span; value: ValueLine | undefined };

/** The words after the keyword, as one text: a quoted string, or the rest of the line as written. */
function restText(lexed: LexedLine, from: number, errors: LineErrors): { text: string; column: number } | undefined {
  const first = lexed.tokens[from];
  const last = lexed.tokens[lexed.tokens.length - 1];
  if (first === undefined || last === undefined) return undefined;
  if (first.kind === 'string') {
    const extra = lexed.tokens[from + 1];
    if (extra !== undefined) {
      errors.add({
        span: { line: lexed.line, column: extra.column, endColumn: extra.endColumn },
        message: `expected the end of the line after the closing quote, found '${excerpt(extra.text)}'`,
      });
    }
    return { text: first.value, column: first.column + 1 };
  }
  return { text: lexed.source.slice(first.column - 1, last.endColumn - 1), column: first.column };
}

/** What a line's statement parsed to, if the line ends there; else the error where it went wrong. */
function finishLine<T>(c: Cursor, keyword: string, value: T | undefined, errors: LineErrors): T | undefined {
  if (value !== undefined && !c.atEnd()) {
    if (c.isWord('and') && (keyword === 'If' || keyword === 'When')) {
      c.expect(`the end of the line ('and' is not part of the language: put each test on its own ${keyword} line)`, [], c.pos, true);
    }
    c.expect(LABEL.end);
    if (keyword === 'If' || keyword === 'When') c.expect("'or'");
    return errorOf(c, errors);
  }
  return value === undefined ? errorOf(c, errors) : value;
}

/** Reports the cursor's error; nothing parsed. */
function errorOf(c: Cursor, errors: LineErrors): undefined {
  errors.add(c.error());
  return undefined;
}

/**
 * `Means "…"` (English) or `Means in Indonesian "…"`: which language, and the text after it (the
 * language word is read only after `in`, so an English meaning may start with any word).
 */
function meansStatement(lexed: LexedLine, lineSpan: Span, errors: LineErrors): StatementOf<'means'> | undefined {
  const [head, second, third, fourth] = lexed.tokens;
  if (head === undefined) return undefined;
  let language: Language = 'en';
  let from = 1;
  let after = head;
  // `in WORD "…"` (or nothing after the word) names a language; `Means in a hurry…` stays English.
  const namesLanguage = fourth === undefined || (fourth.kind === 'string' && lexed.tokens.length === 4);
  if (second?.kind === 'word' && second.value === 'in' && third?.kind === 'word' && namesLanguage) {
    const named = LANGUAGE_BY_NAME.get(third.value);
    if (named === undefined) {
      errors.add({
        span: { line: lexed.line, column: third.column, endColumn: third.endColumn },
        message: `expected a language, English or Indonesian, as in Means in Indonesian "12–21 poin", found '${excerpt(third.text)}'`,
      });
      return undefined;
    }
    language = named;
    from = 3;
    after = third;
  }
  const rest = restText(lexed, from, errors);
  if (rest === undefined) {
    errors.add({
      span: { line: lexed.line, column: after.endColumn, endColumn: after.endColumn },
      message: `expected what the call means, as in ${language === 'en' ? 'Means "12–21 points"' : 'Means in Indonesian "12–21 poin"'}, found the end of the line`,
    });
    return { kind: 'means', span: lineSpan, language, meaning: undefined };
  }
  const first = lexed.tokens[from] ?? head;
  const node: Node = { line: lexed.line, column: first.column, endColumn: lineSpan.endColumn, text: rest.text };
  return { kind: 'means', span: lineSpan, language, meaning: meaning(rest.text, rest.column, lexed.line, node, errors) };
}

function parseStatement(lexed: LexedLine, errors: LineErrors): Statement | undefined {
  const tokens = lexed.tokens;
  const head = tokens[0];
  if (head === undefined) return undefined;
  const keyword = head.kind === 'word' ? LINE_KEYWORDS.find((k) => k.toLowerCase() === head.value) : undefined;
  const lineSpan: Span = { line: lexed.line, column: head.column, endColumn: (tokens[tokens.length - 1] ?? head).endColumn };
  if (keyword === undefined) {
    errors.add({
      span: { line: lexed.line, column: head.column, endColumn: head.endColumn },
      message: lazyMessage(() => {
        const suggestion = head.kind === 'word' ? closest(head.text, LINE_KEYWORDS) : undefined;
        return `expected a line starting with Situation, When, If, Set, Bid, Means, Does or Value, found '${excerpt(head.text)}'${
          suggestion === undefined ? '' : `; did you mean '${suggestion}'?`
        }`;
      }),
    });
    return undefined;
  }
  const c = new Cursor(tokens, lexed.line, lexed.source.length + 1, lexed.source);
  c.pos = 1;
  switch (keyword) {
    case 'Situation': {
      const [, name, word, target, extra] = lexed.tokens;
      // `Situation "Openings" replaces`: an extension's situation taking the base's one's place.
      if (name?.kind === 'string' && word?.value === 'replaces' && target === undefined) {
        return { kind: 'situation', span: lineSpan, name: name.value.trim(), before: undefined, replaces: true };
      }
      if (name?.kind === 'string' && word?.value === 'before') {
        if (target?.kind !== 'string' || extra !== undefined) {
          const at = extra ?? target ?? word;
          errors.add({
            span: {
              line: lexed.line,
              column: at === word ? word.endColumn : at.column,
              endColumn: at === word ? word.endColumn : at.endColumn,
            },
            message: `expected the quoted name of the situation this one is tried before, as in Situation "Positive responses to 2♣" before "Answering 2♣", found ${at === word ? 'the end of the line' : `'${excerpt(at.text)}'`}`,
          });
        }
        return {
          kind: 'situation',
          span: lineSpan,
          name: name.value.trim(),
          before: target?.kind === 'string' ? target.value.trim() : undefined,
          replaces: false,
        };
      }
      const rest = restText(lexed, 1, errors);
      if (rest === undefined || rest.text.trim() === '') {
        errors.add({
          span: { line: lexed.line, column: head.endColumn, endColumn: head.endColumn },
          message: 'expected the name of the situation, as in Situation "Opening the bidding", found the end of the line',
        });
      }
      return { kind: 'situation', span: lineSpan, name: rest?.text.trim() ?? '', before: undefined, replaces: false };
    }
    case 'Extends':
      return { kind: 'extends', span: lineSpan, base: extendsBase(lexed, errors) };
    case 'When':
      return { kind: 'when', span: lineSpan, test: finishLine(c, keyword, test(c), errors) };
    case 'If':
      return { kind: 'if', span: lineSpan, test: finishLine(c, keyword, test(c), errors) };
    case 'Set':
      return { kind: 'set', span: lineSpan, target: finishLine(c, keyword, setTarget(c), errors) };
    case 'Bid':
      return { kind: 'bid', span: lineSpan, call: finishLine(c, keyword, callExpr(c), errors) };
    case 'Means':
      return meansStatement(lexed, lineSpan, errors);
    case 'Does':
      return { kind: 'does', span: lineSpan, properties: properties(lexed, errors) };
    case 'Value':
      return { kind: 'value', span: lineSpan, value: valueLine(lexed, lineSpan, errors) };
    default:
      return undefined;
  }
}

/** `Extends "SAYC"`: the quoted name of the base book, alone on the line. */
function extendsBase(lexed: LexedLine, errors: LineErrors): Node | undefined {
  const [head, name, extra] = lexed.tokens;
  if (head === undefined || name?.kind !== 'string' || extra !== undefined) {
    const at = extra ?? name;
    errors.add({
      span: { line: lexed.line, column: at?.column ?? head?.endColumn ?? 1, endColumn: at?.endColumn ?? head?.endColumn ?? 1 },
      message: `expected the quoted name of the book this one extends, as in Extends "SAYC", found ${at === undefined ? 'the end of the line' : `'${excerpt(at.text)}'`}`,
    });
    return undefined;
  }
  return { line: lexed.line, column: name.column + 1, endColumn: name.endColumn - 1, text: name.value.trim() };
}

export interface ParseResult {
  readonly file: RuleFile;
  readonly diagnostics: readonly Diagnostic[];
}

interface RuleDraft {
  start: Span;
  tests: Test[];
  sets: SetTarget[];
  bid: CallExpr | undefined;
  hasBid: boolean;
  meaning: Meaning | undefined;
  indonesian: Meaning | undefined;
  /** The languages of the Means lines read so far (one each). */
  meant: Set<Language>;
  does: PropertyNode[];
  endLine: number;
  /** A line of the rule failed to parse: the rule is kept out of the book. */
  broken: boolean;
}

interface SituationDraft {
  span: Span;
  name: string;
  before: string | undefined;
  replaces: boolean;
  explicit: boolean;
  conditions: Test[];
  rules: Rule[];
  broken: boolean;
}

/**
 * Parses a rule file. Every line is parsed even after errors, so every error in the file is
 * reported (to `collector`, which may keep only the first ones); rules and situations with an
 * error are marked broken.
 */
export function parseRules(source: string, fileName = 'rules', collector = new DiagnosticCollector()): ParseResult {
  const builder = new FileBuilder(fileName, collector);
  splitLines(source).forEach((text, index) => builder.addLine(text, index + 1));
  const situations = builder.finish();
  const file: RuleFile = {
    file: fileName,
    values: builder.values,
    situations,
    ...(builder.extendsLine === undefined ? {} : { extends: builder.extendsLine }),
  };
  return { file, diagnostics: collector.list() };
}

type StatementOf<K extends Statement['kind']> = Extract<Statement, { kind: K }>;

/** A rule file as its lines are read: the situations closed so far, the one open, and the rule being read in it. */
class FileBuilder {
  readonly values: ValueLine[] = [];
  /** The base book an `Extends` line names. */
  extendsLine: Node | undefined;
  /** Whether a line other than a comment or Extends has been read: Extends must come before all. */
  private started = false;
  private readonly situations: Situation[] = [];
  private situation: SituationDraft = {
    span: { line: 1, column: 1, endColumn: 1 },
    name: '',
    before: undefined,
    replaces: false,
    explicit: false,
    conditions: [],
    rules: [],
    broken: false,
  };
  private draft: RuleDraft | undefined;

  constructor(
    private readonly fileName: string,
    private readonly collector: DiagnosticCollector,
  ) {}

  /** Reads line number `line`, whose text is `text`. */
  addLine(text: string, line: number): void {
    const lexed = lexLine(text, line);
    for (const p of lexed.problems) this.report(p.span, p.message);
    const errors = new LineErrors((e) => this.report(e.span, e.message));
    const statement = parseStatement(lexed, errors);
    if (statement === undefined) {
      if (lexed.tokens.length > 0 && this.draft !== undefined) this.draft.broken = true;
      return;
    }
    if (statement.kind === 'extends') {
      this.addExtends(statement);
      return;
    }
    this.started = true;
    switch (statement.kind) {
      case 'situation':
        this.closeSituation();
        this.situation = {
          span: statement.span,
          name: statement.name,
          before: statement.before,
          replaces: statement.replaces,
          explicit: true,
          conditions: [],
          rules: [],
          broken: statement.name === '',
        };
        return;
      case 'when':
        this.addCondition(statement);
        return;
      case 'if':
        this.addTest(statement, line);
        return;
      case 'set':
        this.addSet(statement, line);
        return;
      case 'bid':
        this.addBid(statement, line);
        return;
      case 'means':
        this.addMeaning(statement, line, errors.count > 0 || lexed.problems.length > 0);
        return;
      case 'does':
        this.addProperties(statement, line);
        return;
      case 'value':
        this.addValue(statement);
        return;
    }
  }

  /** `Extends "SAYC"`: once, as the first line (comments aside), since it changes how all the rest is read. */
  private addExtends(statement: StatementOf<'extends'>): void {
    if (this.extendsLine !== undefined) this.report(statement.span, 'a book extends one book: this is its second Extends line');
    else if (this.started) this.report(statement.span, 'an Extends line comes first in the file, before any Value, Situation or rule');
    else this.extendsLine = statement.base;
    this.started = true;
  }

  /** The situations of the file, the last one closed. */
  finish(): Situation[] {
    this.closeSituation();
    return this.situations;
  }

  private report(span: Span, message: MessageText): void {
    this.collector.add(this.fileName, span, message);
  }

  private addCondition(statement: StatementOf<'when'>): void {
    const situation = this.situation;
    if (!situation.explicit) {
      this.report(statement.span, 'a When line belongs right under a Situation line: it says when the situation applies');
      return;
    }
    if (situation.rules.length > 0 || this.draft !== undefined) {
      this.report(statement.span, "When lines come right after their Situation line, before its rules; use If for a rule's tests");
      return;
    }
    if (statement.test === undefined) situation.broken = true;
    else situation.conditions.push(statement.test);
  }

  /**
   * The rule a line of one adds to: the rule being read, unless the line cannot follow what it
   * has (`startsAnother`), which closes it; a new rule when none is open then.
   */
  private ruleFor(span: Span, line: number, startsAnother: (draft: RuleDraft) => boolean): RuleDraft {
    if (this.draft !== undefined && startsAnother(this.draft)) this.closeRule();
    this.draft ??= newDraft(span);
    this.draft.endLine = line;
    return this.draft;
  }

  private addTest(statement: StatementOf<'if'>, line: number): void {
    const draft = this.ruleFor(statement.span, line, (d) => d.sets.length > 0 || d.hasBid);
    if (statement.test === undefined) draft.broken = true;
    else draft.tests.push(statement.test);
  }

  private addSet(statement: StatementOf<'set'>, line: number): void {
    const draft = this.ruleFor(statement.span, line, (d) => d.hasBid);
    if (statement.target === undefined) draft.broken = true;
    else draft.sets.push(statement.target);
  }

  private addBid(statement: StatementOf<'bid'>, line: number): void {
    const draft = this.ruleFor(statement.span, line, (d) => d.hasBid);
    draft.hasBid = true;
    draft.bid = statement.call;
    if (statement.call === undefined) draft.broken = true;
  }

  /** A Means line, `broken` when the line had errors. */
  private addMeaning(statement: StatementOf<'means'>, line: number, broken: boolean): void {
    const draft = this.draft;
    if (draft === undefined || !draft.hasBid) {
      this.report(statement.span, 'a Means line says what a call means, so it comes right after a Bid line');
      return;
    }
    if (draft.meant.has(statement.language)) {
      this.report(
        statement.span,
        statement.language === 'en'
          ? 'this call already has its meaning on the line above: put the whole meaning on one Means line'
          : 'this call already has its meaning in Indonesian: put the whole meaning on one Means in Indonesian line',
      );
      return;
    }
    draft.meant.add(statement.language);
    if (statement.language === 'en') draft.meaning = statement.meaning;
    else draft.indonesian = statement.meaning;
    if (broken) draft.broken = true;
    draft.endLine = line;
  }

  /** A Value line: a number of the whole book, so it comes before any situation or rule. */
  private addValue(statement: StatementOf<'value'>): void {
    const started = this.situations.length > 0 || this.situation.explicit || this.situation.rules.length > 0 || this.draft !== undefined;
    if (started) {
      this.report(statement.span, 'a Value line declares a number of the whole book, so it comes before the first Situation and rule');
      return;
    }
    if (statement.value !== undefined) this.values.push(statement.value);
  }

  /** A Does line: what the call of the rule being read does (several lines add up). */
  private addProperties(statement: StatementOf<'does'>, line: number): void {
    const draft = this.draft;
    if (draft === undefined || !draft.hasBid) {
      this.report(statement.span, 'a Does line says what a call does, so it comes after its Bid line (and Means line)');
      return;
    }
    if (statement.properties === undefined) draft.broken = true;
    else draft.does.push(...statement.properties);
    draft.endLine = line;
  }

  private closeRule(): void {
    const d = this.draft;
    if (d === undefined) return;
    this.draft = undefined;
    if (!d.hasBid && d.sets.length === 0) {
      // A rule whose lines had errors already has its message.
      if (d.broken) return;
      this.report(d.start, 'these tests are followed by no Bid or Set line: a rule is its If lines, then its Set lines, then its Bid line');
      return;
    }
    const { line, column, endColumn } = d.start;
    this.situation.rules.push({
      line,
      column,
      endColumn,
      tests: d.tests,
      sets: d.sets,
      bid: d.bid,
      meaning: d.meaning,
      indonesian: d.indonesian,
      does: d.does,
      endLine: d.endLine,
      broken: d.broken,
    });
  }

  private closeSituation(): void {
    this.closeRule();
    const situation = this.situation;
    if (situation.explicit && situation.rules.length === 0 && !situation.broken) {
      this.collector.add(this.fileName, situation.span, `the situation "${excerpt(situation.name)}" has no rules`, 'warning');
    }
    if (situation.rules.length > 0 || situation.explicit) {
      this.situations.push({
        ...situation.span,
        name: situation.name,
        before: situation.before,
        // Only when written, so a book without it (SAYC, packed) keeps its syntax tree's shape.
        ...(situation.replaces ? { replaces: true } : {}),
        explicit: situation.explicit,
        conditions: situation.conditions,
        rules: situation.rules,
        broken: situation.broken,
      });
    }
  }
}

function newDraft(start: Span): RuleDraft {
  return {
    start,
    tests: [],
    sets: [],
    bid: undefined,
    hasBid: false,
    meaning: undefined,
    indonesian: undefined,
    meant: new Set(),
    does: [],
    endLine: start.line,
    broken: false,
  };
}
