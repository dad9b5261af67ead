import type { CompiledBook } from './compiled.ts';

/**
 * The books this isolate has compiled, the most recently used kept: a book is some hundreds of KB
 * in memory once compiled, and an isolate has 128 MB, so a few at a time; a book pushed out is
 * compiled again from the store when next asked for.
 */
export const BOOKS_KEPT = 16;

/** Least recently used first out: a Map keeps its keys in the order they were set. */
export class BookCache {
  private readonly books = new Map<string, CompiledBook>();

  constructor(readonly capacity: number) {}

  /** The book, now the most recently used; undefined when it is not kept. */
  get(id: string): CompiledBook | undefined {
    const book = this.books.get(id);
    if (book === undefined) return undefined;
    this.books.delete(id);
    this.books.set(id, book);
    return book;
  }

  /** Keeps the book as the most recently used, pushing out the least recently used when full. */
  keep(book: CompiledBook): void {
    this.books.delete(book.id);
    this.books.set(book.id, book);
    for (const oldest of this.books.keys()) {
      if (this.books.size <= this.capacity) break;
      this.books.delete(oldest);
    }
  }

  get size(): number {
    return this.books.size;
  }

  has(id: string): boolean {
    return this.books.has(id);
  }
}

/** This isolate's compiled books: the Worker's routes and the games' Durable Objects share them. */
export const compiledBooks = new BookCache(BOOKS_KEPT);
