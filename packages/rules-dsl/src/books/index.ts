import type { RuleBook } from '../compile.ts';
import { formatDiagnostic } from '../diagnostic.ts';
import { compileRules } from '../rules.ts';
import { SAYC_SOURCE } from './sayc.ts';

/** The file name the SAYC book's rules are reported under (trace, rule references, diagnostics). */
export const SAYC_FILE = 'sayc.rules';

export { SAYC_SOURCE };

let sayc: RuleBook | undefined;

/**
 * The SAYC rule book (systems/sayc.rules, embedded in src/books/sayc.ts), compiled on first use
 * and kept: compiling takes a good part of a second, deciding a call well under a millisecond.
 * The book is part of the program, so a book that does not compile is a bug: it throws, with
 * every error, rather than let robots bid without rules.
 */
export function saycBook(): RuleBook {
  if (sayc !== undefined) return sayc;
  const compiled = compileRules(SAYC_SOURCE, SAYC_FILE);
  if (!compiled.ok) throw new Error(`the SAYC book does not compile:\n${compiled.error.map(formatDiagnostic).join('\n')}`);
  sayc = compiled.value;
  return sayc;
}

export { bookParts, describeBook, type BookDescription, type BookPart, type RuleDescription, type SituationDescription } from './describe.ts';
