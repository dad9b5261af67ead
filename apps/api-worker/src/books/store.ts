/**
 * One book of one's own, one Durable Object, named by the book's id (idFromName): its SQLite
 * storage holds the source, written once. A book never changes once stored, since its id is made
 * from its source (id.ts); the Worker checks and compiles it before storing it, so the store holds
 * only books that compiled.
 */
import { DurableObject } from 'cloudflare:workers';

const SCHEMA = 'CREATE TABLE IF NOT EXISTS book (id INTEGER PRIMARY KEY CHECK (id = 1), source TEXT NOT NULL, stored_at TEXT NOT NULL)';

export class BookStore extends DurableObject<Env> {
  /** Stores the source unless it is stored already: true when it was new. */
  store(source: string): boolean {
    const sql = this.ctx.storage.sql;
    sql.exec(SCHEMA);
    const stored = sql.exec('SELECT 1 FROM book').toArray().length > 0;
    if (!stored) sql.exec('INSERT INTO book (id, source, stored_at) VALUES (1, ?, ?)', source, new Date().toISOString());
    return !stored;
  }

  /** The source stored here; null for an id no book has (reading creates nothing). */
  source(): string | null {
    const sql = this.ctx.storage.sql;
    const table = sql.exec("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'book'").toArray();
    if (table.length === 0) return null;
    const [row] = sql.exec<{ source: string }>('SELECT source FROM book').toArray();
    return row?.source ?? null;
  }
}
