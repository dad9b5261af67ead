/**
 * The book of one's own the player saved on the My book page (POST /api/v1/books), remembered in
 * localStorage and sent as `book` beside `options` by the pages that ask the robots. Nothing stored:
 * the SAYC book.
 */
import { useSyncExternalStore } from 'react';
import { forgetStored, readStored, writeStored } from './storage.ts';

export const MY_BOOK_STORAGE_KEY = 'tenace.myBook';

export interface MyBook {
  readonly id: string;
  /** The book's first-line comment, when it has one: the pages name the book by it. */
  readonly title?: string;
}

export function readMyBook(): MyBook | undefined {
  const stored = readStored(MY_BOOK_STORAGE_KEY);
  if (stored === undefined) return undefined;
  try {
    const parsed: unknown = JSON.parse(stored);
    if (typeof parsed !== 'object' || parsed === null || !('id' in parsed) || typeof parsed.id !== 'string') return undefined;
    const title = 'title' in parsed && typeof parsed.title === 'string' ? parsed.title : undefined;
    return title === undefined ? { id: parsed.id } : { id: parsed.id, title };
  } catch {
    return undefined;
  }
}

const listeners = new Set<() => void>();
// The stored text, so useSyncExternalStore sees the same value until the book changes.
const snapshot = (): string => readStored(MY_BOOK_STORAGE_KEY) ?? '';

function changed(): void {
  for (const listener of listeners) listener();
}

/** Bid by `book` from now on, or by SAYC again (undefined). The options chosen were the old book's: forgotten. */
export function chooseBook(book: MyBook | undefined): void {
  if (book === undefined) forgetStored(MY_BOOK_STORAGE_KEY);
  else writeStored(MY_BOOK_STORAGE_KEY, JSON.stringify(book));
  forgetStored('tenace.bookOptions'); // BOOK_OPTIONS_STORAGE_KEY, not imported: book-options.ts imports this file
  changed();
}

/** The book the pages bid by, re-rendering when it changes. */
export function useMyBook(): MyBook | undefined {
  const text = useSyncExternalStore((listener) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  }, snapshot);
  return text === '' ? undefined : readMyBook();
}
