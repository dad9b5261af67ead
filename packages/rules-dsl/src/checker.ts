import type {
  BidRef,
  CallExpr,
  Operand,
  PropertyNode,
  Quantity,
  QuantityKind,
  Rule,
  RuleFile,
  SetTarget,
  Situation,
  Test,
  ValueLine,
} from './ast.ts';
import { DiagnosticCollector, excerpt, type Diagnostic, type Span } from './diagnostic.ts';
import { CONTRADICTIONS, propertyNeeds, withImplied, type CallProperty } from './properties.ts';
import { closest } from './suggest.ts';
import { baseSituationNames, checkExtension, namesBaseSituation } from './extend.ts';
import { VALUE_NAMES, isValueName, valueDefinition, type ValueName } from './values.ts';

/**
 * Checks what parsing can't: values out of their range, qualities a rule may not set, comparisons
 * of unlike things, properties that contradict each other or can't be said of the call, Value lines
 * with an unknown name, declared twice or out of bounds (errors);
 * support that no rule sets, rules that can never act, a property declared twice (warnings).
 */

interface Bounds {
  readonly min: number;
  readonly max: number;
  readonly name: string;
}

/** The values each quantity can take. */
function boundsOf(q: Quantity): Bounds | undefined {
  switch (q.kind) {
    case 'points':
      return { min: 0, max: 37, name: 'points run' };
    case 'distributionPoints':
      return { min: 0, max: 9, name: 'distribution points run' };
    case 'totalPoints':
      return { min: 0, max: 46, name: 'total points run' };
    case 'length':
      return { min: 0, max: 13, name: 'a length runs' };
    case 'level':
      return { min: 1, max: 7, name: 'a level runs' };
    case 'seat':
      return { min: 1, max: 4, name: 'seats run' };
    case 'count':
      return q.what === 'passes'
        ? { min: 0, max: 3, name: 'the passes in a row run' }
        : q.what === 'voids' || q.what === 'singletons' || q.what === 'doubletons'
          ? { min: 0, max: 3, name: `the number of ${q.what} runs` }
          : { min: 0, max: 4, name: `the number of ${q.what} runs` };
    case 'turn':
    case 'strength':
    case 'support':
      return undefined;
  }
}

/** Quantities that may be compared with each other. */
const FAMILY: Readonly<Record<QuantityKind, string>> = {
  points: 'points',
  distributionPoints: 'points',
  totalPoints: 'points',
  length: 'length',
  strength: 'strength',
  support: 'support',
  level: 'level',
  count: 'count',
  seat: 'seat',
  turn: 'turn',
};

/** Why a quality can't be set, by its first word. */
function whyNotSettable(text: string): string {
  const w = text.trim().split(/\s+/)[0]?.toLowerCase() ?? '';
  if (w === 'length' || w === 'strength') return `${w} is counted from the hand`;
  if (w === 'level' || w === 'suit') return `the ${w} of a bid is fixed by the call that was made`;
  if (w === 'points' || w === 'distribution' || w === 'total' || w === 'hcp' || w === 'high') return 'points are counted from the hand';
  if (w === 'number') return 'it is counted from the hand and the auction';
  return 'it is a fact of the hand or the auction';
}

const refKey = (ref: BidRef): string => `${ref.person}:${ref.order}`;

/** Checks a parsed file, reporting to `collector` (which may keep only the first problems). */
export function checkFile(file: RuleFile, collector = new DiagnosticCollector()): Diagnostic[] {
  const checker = new FileChecker(file, collector);
  checkExtension(file, collector);
  checkValues(file.values, (span, message) => collector.add(file.file, span, message));
  for (const situation of file.situations) checker.checkSituation(situation);
  return collector.list();
}

/**
 * Bid suits whose support some rule of the file sets, above or below the test: a Set at an earlier
 * turn of the auction may come later in the file.
 */
function supportSetIn(file: RuleFile): Set<string> {
  const supportSet = new Set<string>();
  for (const situation of file.situations) {
    for (const rule of situation.rules) for (const set of rule.sets) if (set.kind === 'support') supportSet.add(refKey(set.ref));
  }
  return supportSet;
}

/** The checks of one file, reporting to its collector. */
class FileChecker {
  private readonly supportSet: Set<string>;

  constructor(
    private readonly file: RuleFile,
    private readonly collector: DiagnosticCollector,
  ) {
    this.supportSet = supportSetIn(file);
  }

  /** A situation: its place before another, its conditions, and its rules. */
  checkSituation(situation: Situation): void {
    this.checkBefore(situation);
    situation.conditions.forEach((t) => this.checkTest(t));
    let alwaysActs: number | undefined;
    for (const rule of situation.rules) {
      if (alwaysActs !== undefined && !rule.broken) {
        this.report(rule, `this rule is never reached: the rule on line ${alwaysActs} above always acts first`, 'warning');
        alwaysActs = undefined;
      }
      rule.tests.forEach((t) => this.checkTest(t));
      rule.sets.forEach((set) => this.checkSet(set));
      this.checkProperties(rule);
      // A Pass with no test always acts: nothing after it in the situation is reached.
      if (!rule.broken && rule.tests.length === 0 && rule.bid?.kind === 'nonBid' && rule.bid.call === 'pass') alwaysActs = rule.line;
    }
  }

  private report(span: Span, message: string, severity: Diagnostic['severity'] = 'error'): void {
    this.collector.add(this.file.file, span, message, severity);
  }

  private checkOperand(q: Quantity, o: Operand): void {
    if (o.kind === 'quantity') {
      if (FAMILY[o.quantity.kind] !== FAMILY[q.kind]) {
        this.report(
          o,
          `${excerpt(o.quantity.text)} can't be compared with ${excerpt(q.text)}: compare like with like, as in 'length of Clubs >= length of Diamonds'`,
        );
      }
      this.checkQuantity(o.quantity);
      return;
    }
    const bounds = boundsOf(q);
    if (bounds !== undefined && (o.value < bounds.min || o.value > bounds.max)) {
      this.report(o, `${bounds.name} from ${bounds.min} to ${bounds.max}, so ${excerpt(o.text)} can never match`);
    }
  }

  private checkQuantity(q: Quantity): void {
    // A warning, not an error: the book this source belongs to may set it elsewhere.
    if (q.kind === 'support' && !this.supportSet.has(refKey(q.ref))) {
      const support = excerpt(q.text);
      this.report(
        q,
        `${support} is tested here, but no rule of this source sets it, so it reads as no support unless the book sets it elsewhere (Set ${support} to good)`,
        'warning',
      );
    }
  }

  private checkTest(t: Test): void {
    switch (t.kind) {
      case 'compare':
        this.checkQuantity(t.quantity);
        for (const o of t.operands) this.checkOperand(t.quantity, o);
        return;
      case 'range':
        this.checkQuantity(t.quantity);
        this.checkOperand(t.quantity, t.low);
        this.checkOperand(t.quantity, t.high);
        if (t.low.kind === 'number' && t.high.kind === 'number' && t.low.value > t.high.value) {
          this.report(t, `${excerpt(t.low.text)} to ${excerpt(t.high.text)} is empty: write the lower value first`);
        }
        return;
      case 'shape':
        for (const p of t.patterns) {
          const sum = p.reduce((a, b) => a + b, 0);
          if (sum !== 13) this.report(t, `a shape has four lengths adding up to 13, but ${p.join('-')} adds up to ${sum}`);
        }
        return;
      case 'holds':
        for (const o of t.options) {
          if (o.top < 1 || o.top > 5)
            this.report(t, `the honours are the ace, king, queen, jack and ten, so the top ${o.top} can't be counted: use 1 to 5`);
          else if (o.count < 1 || o.count > o.top) this.report(t, `${o.count} of the top ${o.top} can never be held: use 1 to ${o.top}`);
        }
        return;
      case 'or':
        t.alternatives.forEach((a) => this.checkTest(a));
        return;
      default:
        return;
    }
  }

  /** `Situation "A" before "B"`: B is another situation of the file, and is not itself moved. */
  private checkBefore(situation: Situation): void {
    const before = situation.before;
    if (before === undefined) return;
    const target = this.file.situations.find((s) => s.explicit && s.name === before);
    // An extension may name its base's situations too (extend.ts checks those).
    if (target === undefined && namesBaseSituation(this.file, before)) return;
    if (target === undefined)
      this.report(situation, `no situation is named "${excerpt(before)}"${this.baseHint(before)}, so this one can't be tried before it`);
    else if (target === situation) this.report(situation, "a situation can't be tried before itself");
    else if (target.before !== undefined) {
      this.report(
        situation,
        `the situation "${excerpt(before)}" is itself tried before "${excerpt(target.before)}": name that one instead`,
      );
    }
  }

  /** In an extension, the base's nearest situation name: where a misspelt `before` most likely points. */
  private baseHint(name: string): string {
    const base = this.file.extends;
    if (base === undefined) return '';
    const names = [...(baseSituationNames(base.text) ?? []), ...this.file.situations.map((s) => s.name)];
    const near = closest(name, names);
    return ` in this book or ${base.text}${near === undefined ? '' : ` (did you mean "${near}"?)`}`;
  }

  /** A rule's Does lines: each property said once, of a call it fits, none contradicting another. */
  private checkProperties(rule: Rule): void {
    const seen: PropertyNode[] = [];
    for (const p of rule.does) {
      if (seen.some((q) => q.property === p.property)) {
        this.report(p, `'${p.property}' is already declared for this call`, 'warning');
        continue;
      }
      const misfit = rule.bid === undefined ? undefined : whyNotOf(p, rule.bid);
      if (misfit !== undefined) this.report(p, misfit);
      const clash = seen.map((q) => contradiction(q, p)).find((why) => why !== undefined);
      if (clash !== undefined) this.report(p, clash);
      seen.push(p);
    }
  }

  private checkSet(set: SetTarget): void {
    if (set.kind === 'other') {
      this.report(
        set.quality,
        `${excerpt(set.quality.text)} can't be set by a rule: ${whyNotSettable(set.quality.text)}. A rule can set support for a bid suit and the type of a bid`,
      );
    }
  }
}

/** Why property `p` can't be said of the call `bid`, or undefined. */
function whyNotOf(p: PropertyNode, bid: CallExpr): string | undefined {
  const needs = propertyNeeds(p.property);
  const call = bid.kind === 'bid' ? 'bid' : bid.call;
  if (needs === 'double' && call !== 'double') return `'${p.property}' is said of a double, and this rule's call is ${excerpt(bid.text)}`;
  if (needs === 'bid' && call !== 'bid') return `'${p.property}' is said of a bid, and this rule's call is ${excerpt(bid.text)}`;
  return undefined;
}

/** How a message names a property another one implies. */
const IMPLIED_WORDS: ReadonlyMap<CallProperty, string> = new Map<CallProperty, string>([
  ['force', 'forcing'],
  ['invite', 'an invitation'],
]);

/** Why `later` contradicts `earlier` (either, or what either implies), or undefined. */
function contradiction(earlier: PropertyNode, later: PropertyNode): string | undefined {
  const a = withImplied([earlier.property]);
  const b = withImplied([later.property]);
  for (const c of CONTRADICTIONS) {
    const clash = (a.includes(c.a) && b.includes(c.b)) || (a.includes(c.b) && b.includes(c.a));
    if (!clash) continue;
    // A property that clashes through what it implies says so: "('ask for aces' is forcing)".
    const implied = [earlier.property, later.property].filter((x) => x !== c.a && x !== c.b);
    const saying = (x: CallProperty): string => {
      const said = [c.a, c.b].find((t) => withImplied([x]).includes(t));
      return said === undefined ? '' : `'${x}' is ${IMPLIED_WORDS.get(said) ?? `'${said}'`}`;
    };
    const via = implied.length === 0 ? '' : ` (${implied.map(saying).join(', ')})`;
    return `'${later.property}' contradicts '${earlier.property}'${via}: ${c.why}`;
  }
  return undefined;
}

/**
 * The Value lines: each name one the language knows (with a suggestion for a near miss), declared
 * once, as one number or a range as the name wants, within its bounds.
 */
function checkValues(values: readonly ValueLine[], report: (span: Span, message: string) => void): void {
  const seen = new Map<string, number>();
  for (const v of values) {
    const name = v.name.text;
    if (!isValueName(name)) {
      const near = closest(name, VALUE_NAMES);
      report(
        v.name,
        `"${excerpt(name)}" is not a value a book can declare${near === undefined ? ', such as "points for game" or "points for a small slam"' : `; did you mean "${near}"?`}`,
      );
      continue;
    }
    const first = seen.get(name);
    if (first !== undefined) report(v.name, `"${name}" is already declared on line ${first}`);
    else seen.set(name, v.line);
    const problem = whyNotValue(name, v);
    if (problem !== undefined) report(v.numbers, problem);
  }
}

/** What is wrong with the numbers of a Value line for `name`, or undefined. */
function whyNotValue(name: ValueName, v: ValueLine): string | undefined {
  const def = valueDefinition(name);
  if (def.kind === 'range' && v.high === undefined)
    return `"${name}" is a range: write the least and the most, as in ${v.low} to ${Math.min(def.max, v.low + 3)}`;
  if (def.kind === 'number' && v.high !== undefined) return `"${name}" is one number, not a range`;
  const out = [v.low, v.high ?? v.low].find((n) => n < def.min || n > def.max);
  if (out !== undefined) return `${def.counts} from ${def.min} to ${def.max}, so ${out} can't be "${name}"`;
  if (v.high !== undefined && v.low > v.high) return `${v.low} to ${v.high} is empty: write the lower value first`;
  return undefined;
}
