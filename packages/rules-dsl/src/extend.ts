import type { RuleFile, Situation } from './ast.ts';
import { bookFacts, bookOf, compileSituation, triedOrder, type BookFacts, type CompiledSituation, type RuleBook } from './compile.ts';
import { excerpt, type DiagnosticCollector } from './diagnostic.ts';
import { closest } from './suggest.ts';
import type { DeclaredValue } from './values.ts';
import { saycBook } from './books/index.ts';
import type { PackedBook } from './books/pack.ts';
import { SAYC_PACKED } from './books/sayc.ts';

/**
 * Books of one's own that change a base book where the partnership differs (`Extends "SAYC"`): a
 * situation of the base's name written `Situation "Openings" replaces` takes its place, one written
 * `Situation "New" before "Base"` is tried ahead of a base situation, any other is tried after all
 * the base's; Value lines override the base's numbers.
 */

/** A base book an extension may name: its situations as shipped, so nothing is parsed again. */
interface BaseBook {
  readonly packed: PackedBook;
  /** The base compiled, kept once made. */
  readonly book: () => RuleBook;
}

/** The books an extension may build on, by the name its Extends line gives. */
const BASES: ReadonlyMap<string, BaseBook> = new Map([['SAYC', { packed: SAYC_PACKED, book: saycBook }]]);

/** The names of the books an extension may extend. */
export const BASE_BOOK_NAMES: readonly string[] = [...BASES.keys()];

/** The situation names of a base book, or undefined when no book has that name. */
export function baseSituationNames(base: string): readonly string[] | undefined {
  return BASES.get(base)?.packed.situations.map((s) => s.name);
}

/** `did you mean "…"?` for a name close to one of `names`, else nothing. */
const suggestion = (name: string, names: readonly string[]): string => {
  const near = closest(name, names);
  return near === undefined ? '' : `; did you mean "${near}"?`;
};

/** The checks only an extension has: its base exists, and `replaces`/`before` name situations there. */
export function checkExtension(file: RuleFile, collector: DiagnosticCollector): void {
  const report = (span: Situation | NonNullable<RuleFile['extends']>, message: string): void => collector.add(file.file, span, message);
  const base = file.extends;
  if (base === undefined) {
    for (const s of file.situations)
      if (s.replaces === true) report(s, `only a book that extends another replaces a situation: start the file with Extends "SAYC"`);
    return;
  }
  const names = baseSituationNames(base.text);
  if (names === undefined) {
    report(
      base,
      `no book is named "${excerpt(base.text)}": a book can extend ${BASE_BOOK_NAMES.map((n) => `"${n}"`).join(', ')}${suggestion(base.text, BASE_BOOK_NAMES)}`,
    );
    return;
  }
  for (const s of file.situations) checkAgainstBase(s, names, base.text, report);
  for (const s of file.situations) checkBeforeBase(s, BASES.get(base.text)?.packed, report);
}

/** `before` a base situation that is itself tried before another would not be placed: name that one. */
function checkBeforeBase(s: Situation, base: PackedBook | undefined, report: (s: Situation, message: string) => void): void {
  const target = base?.situations.find((b) => b.name === s.before);
  if (target?.before !== undefined) {
    report(s, `the situation "${excerpt(target.name)}" is itself tried before "${excerpt(target.before)}": name that one instead`);
  }
}

function checkAgainstBase(s: Situation, names: readonly string[], base: string, report: (s: Situation, message: string) => void): void {
  if (!s.explicit) {
    report(s, `an extension's rules belong to a situation: start them with a Situation line`);
    return;
  }
  if (s.replaces === true && !names.includes(s.name)) {
    report(s, `${base} has no situation named "${excerpt(s.name)}" to replace${suggestion(s.name, names)}`);
  }
  if (s.replaces !== true && names.includes(s.name)) {
    // Explicit, so a name reused by accident never silently drops the base's rules.
    report(
      s,
      `${base} already has a situation named "${excerpt(s.name)}": write Situation "${excerpt(s.name)}" replaces to replace it, or give this one another name`,
    );
  }
}

/** Whether `before` names a situation of the extension's base (the file's own checker leaves those). */
export function namesBaseSituation(file: RuleFile, name: string): boolean {
  return file.extends !== undefined && (baseSituationNames(file.extends.text) ?? []).includes(name);
}

/**
 * The base's situations with the extension's merged in: a replacement in the base's place (keeping
 * its `before`), the others after, then each `before` placed.
 */
function mergeSituations(
  base: readonly CompiledSituation[],
  own: readonly CompiledSituation[],
  replacing: ReadonlySet<string>,
): CompiledSituation[] {
  const byName = new Map(own.filter((s) => replacing.has(s.name)).map((s) => [s.name, s]));
  const merged = base.map((b) => {
    const r = byName.get(b.name);
    return r === undefined ? b : withBefore(r, b.before);
  });
  return triedOrder([...merged, ...own.filter((s) => !replacing.has(s.name))]);
}

/** A compiled situation tried before `before`, its rules still compiled when first needed. */
function withBefore(s: CompiledSituation, before: string | undefined): CompiledSituation {
  if (s.before === before) return s;
  return {
    name: s.name,
    line: s.line,
    before,
    ref: s.ref,
    get conditions() {
      return s.conditions;
    },
    get rules() {
      return s.rules;
    },
  };
}

/** The base's numbers with the extension's Value lines in place of the same names'. */
function mergeValues(base: readonly DeclaredValue[], own: readonly DeclaredValue[]): DeclaredValue[] {
  const ownNames = new Set(own.map((v) => v.name));
  return [...base.filter((v) => !ownNames.has(v.name)), ...own];
}

function mergeFacts(base: RuleBook, own: BookFacts, replacedRules: number): BookFacts {
  const options = [...new Set([...base.optionNames, ...(own.options ?? [])])];
  const values = mergeValues(base.values, own.values ?? []);
  return {
    ruleCount: base.ruleCount - replacedRules + own.ruleCount,
    hasSets: base.hasSets || own.hasSets,
    hasTypeSets: base.hasTypeSets || own.hasTypeSets,
    ...(options.length > 0 ? { options } : {}),
    ...(values.length > 0 ? { values } : {}),
  };
}

/** How many rules the base's situations named in `replacing` have (they leave the book). */
function rulesReplaced(base: readonly CompiledSituation[], replacing: ReadonlySet<string>): number {
  return base.filter((s) => replacing.has(s.name)).reduce((n, s) => n + s.rules.length, 0);
}

/**
 * Compiles a checked extension on top of its base, sharing the base's compiled situations (SAYC's
 * are made once per process and kept): they keep citing the base's file and lines, the
 * extension's its own.
 */
export function compileExtension(file: RuleFile): RuleBook {
  const baseName = file.extends?.text ?? '';
  const base = BASES.get(baseName)?.book();
  if (base === undefined) throw new Error(`compileExtension: no base book "${baseName}" (the checker refuses it)`);
  const own = file.situations.map((s) => compileSituation(file.file, { name: s.name, line: s.line, before: s.before, syntax: () => s }));
  const replacing = new Set(file.situations.filter((s) => s.replaces === true).map((s) => s.name));
  const facts = mergeFacts(base, bookFacts(file), rulesReplaced(base.situations, replacing));
  return { ...bookOf(file.file, mergeSituations(base.situations, own, replacing), facts), extends: baseName };
}
