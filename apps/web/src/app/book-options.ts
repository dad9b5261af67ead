/**
 * The book's options the user switched on (e.g. "Roman Keycard Blackwood"), remembered in
 * localStorage and sent as `options` by the pages that ask the robots: /bid, /mark, /quiz, /games.
 */
import { readMyBook } from './my-book.ts';
import { readStored, writeStored } from './storage.ts';

export const BOOK_OPTIONS_STORAGE_KEY = 'tenace.bookOptions';

/** The options switched on; nothing (the book's default) when none are stored or what is stored is not a list of names. */
export function readBookOptions(): readonly string[] {
  const stored = readStored(BOOK_OPTIONS_STORAGE_KEY);
  if (stored === undefined) return [];
  try {
    const parsed: unknown = JSON.parse(stored);
    return Array.isArray(parsed) ? parsed.filter((name): name is string => typeof name === 'string') : [];
  } catch {
    return [];
  }
}

export const saveBookOptions = (options: readonly string[]): void => writeStored(BOOK_OPTIONS_STORAGE_KEY, JSON.stringify(options));

/**
 * `body` with `options` when any are on (without them the API plays the book as it is), and with
 * `book` when the player bids by a book of their own: the one remembered (my-book.ts) unless
 * another is named (a quiz's answer goes to the book that asked it; "SAYC" is no book of one's own).
 */
export function withOptions<T extends object>(
  body: T,
  options: readonly string[] | undefined,
  named?: string,
): T | (T & { options?: readonly string[]; book?: string }) {
  const book = named === undefined ? readMyBook()?.id : named === 'SAYC' ? undefined : named;
  const withBook = book === undefined ? body : { ...body, book };
  return options === undefined || options.length === 0 ? withBook : { ...withBook, options };
}
