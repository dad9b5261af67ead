import { compileBook, type RuleBook } from '../compile.ts';
import { unpackBook } from './pack.ts';
import { SAYC_PACKED, SAYC_SOURCE } from './sayc.ts';

/** The file name the SAYC book's rules are reported under (trace, rule references, diagnostics). */
export const SAYC_FILE = 'sayc.rules';

export { SAYC_SOURCE };

let sayc: RuleBook | undefined;

/**
 * The SAYC rule book (systems/sayc.rules), made on first use and kept. It ships parsed, checked and
 * packed (src/books/sayc.ts, written by scripts/embed-books.ts, which refuses a book with an error),
 * and each situation is unpacked and compiled when first evaluated: parsing and compiling the whole
 * book cold costs over 100 ms of CPU, more than a Worker's request may use; this costs a few ms.
 */
export function saycBook(): RuleBook {
  sayc ??= compileBook(SAYC_PACKED.file, unpackBook(SAYC_PACKED, SAYC_SOURCE), SAYC_PACKED.facts);
  return sayc;
}

/**
 * Compiles every situation of a book now rather than when first evaluated: for a host with time to
 * spare before its first request (a Worker's startup has its own CPU allowance, apart from requests').
 */
export function compileEverySituation(book: RuleBook): void {
  for (const situation of book.situations) {
    // Reading the fields is what compiles a lazy situation.
    void situation.conditions;
    void situation.rules;
  }
}

export { measureBook, type BookSize } from './size.ts';
export {
  bookConventions,
  bookParts,
  describeBook,
  type BookDescription,
  type BookPart,
  type Convention,
  type ConventionOption,
  type RuleDescription,
  type SituationDescription,
} from './describe.ts';
