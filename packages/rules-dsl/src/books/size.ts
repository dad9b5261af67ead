import { testWeight, type CompiledSituation, type RuleBook } from '../compile.ts';

/**
 * How large a compiled book is, in what its evaluation walks: a scan of the whole book (deciding a
 * call where no rule acts, or reading a call) takes about `scan` steps of the work counter
 * (work.ts). A host that accepts books from anyone bounds their cost by refusing one too large.
 */
export interface BookSize {
  readonly situations: number;
  readonly rules: number;
  /**
   * The tests of its When and If lines, each weighed as its evaluation counts it (testWeight: each
   * alternative of an `or`, each further value of a list such as `is 1 Hearts or 1 Spades`).
   */
  readonly tests: number;
  /** Its Set lines. */
  readonly sets: number;
  /** The pieces of its Means lines (in each language): their placeholders, and the text around them. */
  readonly meaningPieces: number;
  /** The situation with the most rules (the first of them), when the book has one. */
  readonly largestSituation: { readonly name: string; readonly line: number; readonly rules: number } | undefined;
  /** Situations, rules, tests, Set lines and meaning pieces together: the steps a scan of the whole book may take. */
  readonly scan: number;
}

const situationTests = (s: CompiledSituation): number =>
  s.conditions.reduce((n, c) => n + testWeight(c.node), 0) +
  s.rules.reduce((n, r) => n + r.node.tests.reduce((m, t) => m + testWeight(t), 0), 0);

/** Measures a book; its situations are compiled on the way (a book's lazy situations all at once). */
export function measureBook(book: RuleBook): BookSize {
  let rules = 0;
  let tests = 0;
  let sets = 0;
  let meaningPieces = 0;
  let largest: CompiledSituation | undefined;
  for (const situation of book.situations) {
    rules += situation.rules.length;
    tests += situationTests(situation);
    for (const rule of situation.rules) {
      sets += rule.sets.length;
      // Both languages' meanings are filled for each call (decide.ts meaningsOf).
      meaningPieces += (rule.node.meaning?.parts.length ?? 0) + (rule.node.indonesian?.parts.length ?? 0);
    }
    if (largest === undefined || situation.rules.length > largest.rules.length) largest = situation;
  }
  const situations = book.situations.length;
  return {
    situations,
    rules,
    tests,
    sets,
    meaningPieces,
    largestSituation: largest === undefined ? undefined : { name: largest.name, line: largest.line, rules: largest.rules.length },
    scan: situations + rules + tests + sets + meaningPieces,
  };
}
