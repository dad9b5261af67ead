/**
 * The book a request bids by: SAYC unless it names one of one's own, found in this isolate's cache
 * or else read from its store and compiled. What the routes and the games' Durable Objects share.
 */
import { err, ok, type EngineError, type Result } from '@tenace/engine';
import { saycBook, withOptions, type RuleBook } from '@tenace/rules-dsl';
import { compiledBooks } from './cache.ts';
import { compileBook, type CompiledBook } from './compiled.ts';
import { BOOK_ID, SAYC_BOOK } from './id.ts';

export const UNKNOWN_BOOK_MESSAGE = 'there is no book with this id; store one with POST /api/v1/books';

/**
 * The stored book `id`, compiled; undefined when no book has this id. Without a store (the app run
 * in-process, in the unit tests) only the books kept in this isolate are found.
 */
export async function loadBook(env: Env | undefined, id: string): Promise<CompiledBook | undefined> {
  const kept = compiledBooks.get(id);
  if (kept !== undefined) return kept;
  const store: Env['BOOKS'] | undefined = env?.BOOKS;
  if (store === undefined || !BOOK_ID.test(id)) return undefined;
  const source = await store.getByName(id).source();
  if (source === null) return undefined;
  const compiled = compileBook(id, source);
  // The store holds only books that compiled within the limits: a refusal now means the language
  // or the limits changed under a stored book, a fault of ours rather than of the request.
  if (!compiled.ok) throw new Error(`the stored book ${id} no longer compiles: ${compiled.error.code}`);
  compiledBooks.keep(compiled.value);
  return compiled.value;
}

/**
 * Stores a compiled book, and keeps it in this isolate: true when it was not stored before. Without
 * a store (the app run in-process) it is kept in this isolate alone, so the unit tests can bid by
 * a book as the Worker does.
 */
export async function storeBook(env: Env | undefined, book: CompiledBook): Promise<boolean> {
  const store: Env['BOOKS'] | undefined = env?.BOOKS;
  const created = store === undefined ? !compiledBooks.has(book.id) : await store.getByName(book.id).store(book.source);
  compiledBooks.keep(book);
  return created;
}

/** The book a request bids by, with its options switched on, and the name the answers give it. */
export interface ChosenBook {
  /** `SAYC`, or the id of a book of one's own. */
  readonly name: string;
  readonly rules: RuleBook;
  /** The book of one's own, when one was named. */
  readonly own: CompiledBook | undefined;
}

/** Why a request's book cannot be played: no book has the id, or an option it names is not the book's. */
export type BookChoiceError = EngineError<'unknown-book'> | (EngineError<'invalid-value'> & { readonly index: number });

/** The options a book's rules test, for a refusal's message. */
const optionsText = (rules: RuleBook): string =>
  rules.optionNames.length === 0 ? 'it has none' : `its options are ${rules.optionNames.map((o) => `"${o}"`).join(', ')}`;

/** The book named (SAYC when none is), with the options given switched on: each must be one its rules test. */
export async function chooseBook(
  env: Env | undefined,
  name: string | undefined,
  options: readonly string[] = [],
): Promise<Result<ChosenBook, BookChoiceError>> {
  const own = name === undefined || name === SAYC_BOOK ? undefined : await loadBook(env, name);
  if (name !== undefined && name !== SAYC_BOOK && own === undefined) return err('unknown-book', UNKNOWN_BOOK_MESSAGE);
  const base = own?.rules ?? saycBook();
  const index = options.findIndex((o) => !base.optionNames.includes(o));
  const unknown = options[index];
  if (unknown !== undefined)
    return { ok: false, error: { code: 'invalid-value', message: `the book has no option "${unknown}": ${optionsText(base)}`, index } };
  const rules = withOptions(base, options);
  // Every option was checked just above.
  if (!rules.ok) throw new Error(rules.error.message);
  return ok({ name: own?.id ?? SAYC_BOOK, rules: rules.value, own });
}
