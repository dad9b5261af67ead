import type { Test } from '../ast.ts';
import type { CompiledSituation, RuleBook } from '../compile.ts';

/**
 * How large a compiled book is, in what its evaluation walks: a scan of the whole book (deciding a
 * call where no rule acts, or reading a call) takes about `scan` steps of the work counter
 * (work.ts). A host that accepts books from anyone bounds their cost by refusing one too large.
 */
export interface BookSize {
  readonly situations: number;
  readonly rules: number;
  /** The tests of its When and If lines, each alternative of an `or` counted too. */
  readonly tests: number;
  /** The situation with the most rules (the first of them), when the book has one. */
  readonly largestSituation: { readonly name: string; readonly line: number; readonly rules: number } | undefined;
  /** Situations, rules and tests together: the steps a scan of the whole book may take. */
  readonly scan: number;
}

/** A test's steps when evaluated: itself, and each of its alternatives. */
const testWeight = (t: Test): number => 1 + (t.kind === 'or' ? t.alternatives.reduce((n, a) => n + testWeight(a), 0) : 0);

const situationTests = (s: CompiledSituation): number =>
  s.conditions.reduce((n, c) => n + testWeight(c.node), 0) +
  s.rules.reduce((n, r) => n + r.node.tests.reduce((m, t) => m + testWeight(t), 0), 0);

/** Measures a book; its situations are compiled on the way (a book's lazy situations all at once). */
export function measureBook(book: RuleBook): BookSize {
  let rules = 0;
  let tests = 0;
  let largest: CompiledSituation | undefined;
  for (const situation of book.situations) {
    rules += situation.rules.length;
    tests += situationTests(situation);
    if (largest === undefined || situation.rules.length > largest.rules.length) largest = situation;
  }
  const situations = book.situations.length;
  return {
    situations,
    rules,
    tests,
    largestSituation: largest === undefined ? undefined : { name: largest.name, line: largest.line, rules: largest.rules.length },
    scan: situations + rules + tests,
  };
}
