import type { CompiledSituation, RuleBook } from '../compile.ts';
import { SAYC_SOURCE } from './sayc.ts';
import type { Test } from '../ast.ts';
import type { CallProperty } from '../properties.ts';
import type { DeclaredValue } from '../values.ts';

/** A part of a book, from a heading comment such as `# Part one: the sheet`. */
export interface BookPart {
  /** `one`, `two`, … as the heading writes it. */
  readonly part: string;
  /** The heading's words after the colon: `the sheet`. */
  readonly title: string;
  readonly line: number;
}

export interface RuleDescription {
  readonly line: number;
  /** The Bid line's call as written (`2 Clubs`, `2 of my partner's first bid suit`); absent for a Set rule. */
  readonly call: string | undefined;
  /** The Means line's text, placeholders as written; absent when the rule has none. */
  readonly meaning: string | undefined;
  /** The Means in Indonesian line's text, placeholders as written; absent when the rule has none. */
  readonly indonesian: string | undefined;
  /** The If lines, as written. */
  readonly tests: readonly string[];
  /** The Set lines, as written. */
  readonly sets: readonly string[];
  /** What the call does, as its Does lines declare it (not what that implies: `withImplied` adds it). */
  readonly does: readonly CallProperty[];
}

export interface SituationDescription {
  readonly name: string;
  readonly line: number;
  /** The part of the book it is in (`one`), when the book has part headings. */
  readonly part: string | undefined;
  /** The situation it is tried just ahead of (`Situation "A" before "B"`), if any. */
  readonly before: string | undefined;
  /** The When lines, as written. */
  readonly when: readonly string[];
  readonly rules: readonly RuleDescription[];
}

/** A named option of a convention (`# Option "…" of "…": …`): off unless switched on. */
export interface ConventionOption {
  readonly name: string;
  readonly description: string;
  readonly line: number;
}

/** A convention the book plays, from a heading comment `# Convention "Stayman": what it is`. */
export interface Convention {
  readonly name: string;
  readonly description: string;
  readonly line: number;
  readonly options: readonly ConventionOption[];
}

export interface BookDescription {
  readonly file: string;
  /** The system's numbers its Value lines declare (one number: min = max), in the book's order. */
  readonly values: readonly DeclaredValue[];
  readonly parts: readonly BookPart[];
  /** The conventions the book plays, with their options, as its header comments list them. */
  readonly conventions: readonly Convention[];
  readonly situations: readonly SituationDescription[];
  readonly ruleCount: number;
}

const PART_HEADING = /^#\s*Part\s+([\w-]+)\s*:\s*(.+?)\s*$/i;

/** The part headings of a book's source (`# Part one: the sheet`), in order. */
export function bookParts(source: string): BookPart[] {
  const parts: BookPart[] = [];
  source.split(/\r\n|\r|\n/).forEach((text, i) => {
    const m = PART_HEADING.exec(text.trim());
    if (m !== null) parts.push({ part: (m[1] ?? '').toLowerCase(), title: m[2] ?? '', line: i + 1 });
  });
  return parts;
}

const CONVENTION = /^#\s*Convention\s+"([^"]+)"\s*:\s*(.+?)\s*$/i;
const OPTION = /^#\s*Option\s+"([^"]+)"\s+of\s+"([^"]+)"\s*:\s*(.+?)\s*$/i;

/**
 * The conventions a book's source declares in comments, as part headings are: a line
 * `# Convention "Blackwood": 4NT asks for aces …` each, and `# Option "Roman Keycard Blackwood" of
 * "Blackwood": …` for a named option its rules test with `we play "…"`. An option of a convention
 * not declared above it is left out (test/books.test.ts holds the SAYC book to its options).
 */
export function bookConventions(source: string): Convention[] {
  const conventions: { name: string; description: string; line: number; options: ConventionOption[] }[] = [];
  source.split(/\r\n|\r|\n/).forEach((text, i) => {
    const line = text.trim();
    const c = CONVENTION.exec(line);
    if (c !== null) conventions.push({ name: c[1] ?? '', description: c[2] ?? '', line: i + 1, options: [] });
    const o = OPTION.exec(line);
    if (o !== null) conventions.find((x) => x.name === o[2])?.options.push({ name: o[1] ?? '', description: o[3] ?? '', line: i + 1 });
  });
  return conventions;
}

const textOf = (t: Test): string => t.text;

/** Strips the quotes a Means line may have around its text. */
const unquote = (text: string): string => text.replace(/^["“](.*)["”]$/su, '$1');

/**
 * A compiled book as plain data, for a page that shows the rules: each situation with its When
 * lines, each rule with its call, meaning, If and Set lines as written and its line in the file,
 * and the part of the book (from `source`'s part headings) each situation is in.
 */
export function describeBook(book: RuleBook, source?: string): BookDescription {
  // An extension holds its base's situations: their parts are the base's, its own its source's.
  const baseSource = book.extends === 'SAYC' ? SAYC_SOURCE : undefined;
  const ownParts = source === undefined ? [] : bookParts(source);
  const baseParts = baseSource === undefined ? [] : bookParts(baseSource);
  const partAt = (s: CompiledSituation): string | undefined => {
    let found: string | undefined;
    for (const p of s.ref.file === book.file ? ownParts : baseParts) if (p.line <= s.line) found = p.part;
    return found;
  };
  // In file order, as the book is written (a situation tried `before` another says so); an
  // extension's base's situations first, then its own.
  const ownFirst = (s: CompiledSituation): number => (book.extends !== undefined && s.ref.file === book.file ? 1 : 0);
  const situations = [...book.situations]
    .sort((a, b) => ownFirst(a) - ownFirst(b) || a.line - b.line)
    .map(
      (s): SituationDescription => ({
        name: s.name,
        line: s.line,
        part: partAt(s),
        before: s.before,
        when: s.conditions.map((c) => textOf(c.node)),
        rules: s.rules.map(
          (r): RuleDescription => ({
            line: r.ref.line,
            call: r.node.bid?.text,
            meaning: r.node.meaning === undefined ? undefined : unquote(r.node.meaning.text),
            indonesian: r.node.indonesian === undefined ? undefined : unquote(r.node.indonesian.text),
            tests: r.node.tests.map(textOf),
            sets: r.node.sets.map((x) => x.text),
            does: r.node.does.map((p) => p.property),
          }),
        ),
      }),
    );
  const own = source === undefined ? [] : bookConventions(source);
  const conventions = [...(baseSource === undefined ? [] : bookConventions(baseSource)), ...own];
  const parts = [...baseParts, ...ownParts];
  return { file: book.file, values: book.values, parts, conventions, situations, ruleCount: book.ruleCount };
}
