import type { BookSize } from '@tenace/rules-dsl';

/**
 * What a book of one's own may be, so that no book anyone stores makes the routes that bid by it
 * slow. A robot's call evaluates the book once, and reads each call of the auction through it
 * when it places a contract past the rules; each evaluation takes at most about twice the book's
 * `scan` steps (rules-dsl's work counter: situations, rules, tests, Set lines and meaning pieces
 * tried), whatever the book says. Bounding the scan bounds the work, counted rather than timed, so
 * it holds on any machine. The SAYC book's scan is 7,463 steps (152 situations, 900 rules, 3,416
 * tests, 11 Set lines, 2,984 meaning pieces in English and Indonesian): a book may be over one and a half times as large.
 */
export const BOOK_LIMITS = {
  /** The request body of POST /books: SAYC's source (340 KB, in two languages) with room to spare. */
  bodyBytes: 512 * 1024,
  situations: 1_000,
  /** A situation is tried rule by rule: SAYC's largest has 26. */
  rulesPerSituation: 200,
  /** Situations, rules, tests (each alternative of an `or` too), Set lines and meaning pieces together. */
  scan: 12_000,
} as const;

// Not toLocaleString: the runtime's locale data is not ours to rely on.
const thousands = (n: number): string => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
/** `1 situation`, `1,001 situations`. */
const count = (n: number, word: string): string => `${thousands(n)} ${word}${n === 1 ? '' : 's'}`;

/** Why a book is larger than a book may be, in plain words; undefined when it is not. */
export function whyTooLarge(size: BookSize): string | undefined {
  if (size.situations > BOOK_LIMITS.situations)
    return `the book has ${count(size.situations, 'situation')}; a book may have at most ${thousands(BOOK_LIMITS.situations)}`;
  const largest = size.largestSituation;
  if (largest !== undefined && largest.rules > BOOK_LIMITS.rulesPerSituation)
    return (
      `the situation "${largest.name}" (line ${largest.line}) has ${count(largest.rules, 'rule')}; ` +
      `a situation may have at most ${BOOK_LIMITS.rulesPerSituation}: split it into situations with When lines of their own`
    );
  if (size.scan > BOOK_LIMITS.scan)
    return (
      `the book has ${count(size.situations, 'situation')}, ${count(size.rules, 'rule')}, ${count(size.tests, 'test')}, ` +
      `${count(size.sets, 'Set line')} and ${count(size.meaningPieces, 'piece')} of meanings, ${thousands(size.scan)} in all; ` +
      `a book may have at most ${thousands(BOOK_LIMITS.scan)} (each alternative of an "or" counts as a test, and each value of a list ` +
      'after the first; a meaning counts its placeholders and the text between them)'
    );
  return undefined;
}
