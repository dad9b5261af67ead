/**
 * Books of one's own, compiled: from a source to the book the robots evaluate, refused when it has
 * an error or is larger than a book may be (limits.ts), and kept per isolate, a few at a time, so
 * the requests that bid by a book compile it once (parsing and checking a book of SAYC's size is
 * some 10 ms of CPU; a request that finds its book here pays nothing).
 */
import { checkRules, compileRules, describeBook, measureBook, type CheckResult, type RuleBook } from '@tenace/rules-dsl';
import { ok, type Result } from '@tenace/engine';
import { whyTooLarge } from './limits.ts';
import type { BookSummary } from './summary.ts';

export interface CompiledBook {
  readonly id: string;
  readonly source: string;
  /** The book as the robots evaluate it, with no option switched on. */
  readonly rules: RuleBook;
  readonly summary: BookSummary;
}

/** Why a source is not a book the store takes: its errors (as POST /rules/check lists them), or its size. */
export type BookRefusal =
  | { readonly code: 'book-invalid'; readonly check: CheckResult }
  | { readonly code: 'book-too-large'; readonly message: string };

/** The file a book's rules are cited from (a call's `rule.file`, its explanation): its id. */
export const bookFile = (id: string): string => `${id}.rules`;

const TITLE = /^#\s*(.+?)\s*$/;

function summarize(rules: RuleBook, source: string): BookSummary {
  const described = describeBook(rules, source);
  const size = measureBook(rules);
  const title = TITLE.exec(source.split(/\r\n|\r|\n/, 1)[0] ?? '')?.[1];
  return {
    ...(title === undefined ? {} : { title }),
    ...(rules.extends === undefined ? {} : { extends: rules.extends }),
    situations: size.situations,
    rules: size.rules,
    tests: size.tests,
    // An extension's include its base's (describeBook lists them).
    conventions: [...new Set(described.conventions.map((c) => c.name))],
    options: [...rules.optionNames],
  };
}

/** How many books this isolate has compiled: what the cache saves, for the tests. */
let compilations = 0;
export const bookCompilations = (): number => compilations;

/**
 * Compiles a book's source, refused if it has an error or is too large. Every situation is compiled
 * now, not when first evaluated: measuring the book walks them all, and the requests that bid by
 * it then find them ready.
 */
export function compileBook(id: string, source: string): Result<CompiledBook, BookRefusal> {
  compilations++;
  const compiled = compileRules(source, bookFile(id));
  // The diagnostics as /rules/check gives them (the first 100, errors first), only for a refusal.
  if (!compiled.ok) return { ok: false, error: { code: 'book-invalid', check: checkRules(source, bookFile(id)) } };
  const tooLarge = whyTooLarge(measureBook(compiled.value));
  if (tooLarge !== undefined) return { ok: false, error: { code: 'book-too-large', message: tooLarge } };
  return ok({ id, source, rules: compiled.value, summary: summarize(compiled.value, source) });
}
