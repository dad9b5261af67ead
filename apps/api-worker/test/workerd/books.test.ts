// Books of one's own in workerd, with their store: stored for good under an id made from the
// source, read back, compiled again from the store once pushed out of the isolate's books, and
// played by every robot of a game, replays included.
import { abortAllDurableObjects } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { SAYC_SOURCE } from '@tenace/rules-dsl';
import { BOOKS_KEPT, compiledBooks } from '../../src/books/cache.ts';
import { bookCompilations } from '../../src/books/compiled.ts';
import { BALANCED_13, weakNoTrumpSource } from '../books.ts';
import { GameClient, api, post, refused } from './game-client.ts';
import { recordTestFile } from './isolate.ts';

recordTestFile('books.test.ts');

interface StoredJson {
  id: string;
  summary: { situations: number; rules: number; options: string[] };
}

async function stored(source: string, status: number): Promise<StoredJson> {
  const response = await post('/books', { source });
  const body = (await response.json()) as StoredJson;
  expect(response.status, JSON.stringify(body).slice(0, 300)).toBe(status);
  return body;
}

/** Stores a source whether or not an earlier test of this file stored it (the store lasts the file): its id. */
async function storedId(source: string): Promise<string> {
  const response = await post('/books', { source });
  expect([200, 201]).toContain(response.status);
  return ((await response.json()) as StoredJson).id;
}

/** Stores as many small books as the isolate keeps, pushing every other book out of it. */
async function pushOutKeptBooks(tag: string): Promise<void> {
  for (let i = 0; i < BOOKS_KEPT; i++) await storedId(`# ${tag} ${i}\nSituation "Openings"\n  When no one has bid\n\n  Bid Pass\n`);
}

const OPENING = { hand: BALANCED_13, dealer: 'N', vulnerability: 'None', auction: [] };

describe("POST and GET /api/v1/books, with the books' store", () => {
  it("stores SAYC's own source once: the same source again is the same id, 200, and reads back as sent", async () => {
    const first = await stored(SAYC_SOURCE, 201);
    expect(first.id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(first.summary).toMatchObject({ situations: expect.any(Number), options: ['Roman Keycard Blackwood'] });
    expect(await stored(SAYC_SOURCE, 200)).toEqual(first);
    const read = await api(`/books/${first.id}`);
    expect(read.status).toBe(200);
    expect(await read.json()).toEqual({ id: first.id, source: SAYC_SOURCE, summary: first.summary });
  });

  it('answers 404 unknown-book for an id no book has', async () => {
    for (const id of ['AAAAAAAAAAAAAAAAAAAAAA', 'not-a-book'])
      expect((await refused(await api(`/books/${id}`), 404)).code).toBe('unknown-book');
    expect((await refused(await post('/bid', { ...OPENING, book: 'AAAAAAAAAAAAAAAAAAAAAA' }), 404)).code).toBe('unknown-book');
  });

  it("compiles a book again from its store once it is pushed out of the isolate's books, and bids by it the same", async () => {
    const { id } = await stored(weakNoTrumpSource(), 201);
    const bid = async (): Promise<unknown> => (await post('/bid', { ...OPENING, book: id })).json();
    const first = await bid();
    expect(first).toMatchObject({ call: '1NT', book: id });
    const compiled = bookCompilations();
    expect(await bid()).toEqual(first);
    expect(bookCompilations()).toBe(compiled);
    await pushOutKeptBooks('pushing out');
    expect(compiledBooks.has(id)).toBe(false);
    const again = bookCompilations();
    expect(await bid()).toEqual(first);
    expect(bookCompilations()).toBe(again + 1);
  });
});

describe("a game by a book of one's own", () => {
  // South passes throughout; by SAYC with a weak notrump North opens 1NT on a balanced 13 and all
  // pass (by SAYC, 1♣), so North declares and the robots play the deal out.
  const SEED = 'own-book-33';

  it('every robot bids by it, replays included; the record and the PBN name it', async () => {
    const id = await storedId(weakNoTrumpSource());
    const created = await post('/games', { vulnerability: 'None', seed: SEED, book: id });
    expect(created.status).toBe(201);
    const { id: gameId } = (await created.json()) as { id: string };
    const view = async () =>
      ((await (await api(`/games/${gameId}`)).json()) as { view: { version: number; auction: { call: string }[] } }).view;
    const pass = async () => {
      const { version } = await view();
      expect((await post(`/games/${gameId}/calls`, { call: 'Pass', version })).status).toBe(200);
    };
    await pass();
    const before = await view();
    expect(before.auction.map((c) => c.call)).toEqual(['Pass', 'Pass', '1NT', 'Pass']);
    // Rebuilt from its storage, with the book read back from its own store: the same game.
    await pushOutKeptBooks('a game');
    await abortAllDurableObjects();
    const compiled = bookCompilations();
    expect(await view()).toEqual(before);
    expect(bookCompilations()).toBe(compiled + 1);
    expect(compiledBooks.has(id)).toBe(true);
    await pass();
    expect((await view()).auction.map((c) => c.call)).toEqual(['Pass', 'Pass', '1NT', 'Pass', 'Pass', 'Pass']);
    const record = (await (await api(`/games/${gameId}/record`)).json()) as { book: string; phase: string; options: string[] };
    expect(record).toMatchObject({ book: id, phase: 'done', options: [] });
    expect(await (await api(`/games/${gameId}/pbn`)).text()).toContain(
      `[Event "Tenace: a single deal with a robot partner, the book ${id}"]`,
    );
    const sayc = await GameClient.start('None', SEED);
    expect((await sayc.bid('passes')).auction.map((c) => c.call)).toEqual(['Pass', 'Pass', '1C', 'Pass', 'Pass', 'Pass']);
    const saycRecord = (await (await api(`/games/${sayc.id}/record`)).json()) as { book: string };
    expect(saycRecord.book).toBe('SAYC');
  });

  it('refuses a game by an unknown book (404) or with an option its book does not have (400), making none', async () => {
    expect((await refused(await post('/games', { vulnerability: 'None', book: 'AAAAAAAAAAAAAAAAAAAAAA' }), 404)).code).toBe('unknown-book');
    const id = await storedId(weakNoTrumpSource());
    const error = await refused(await post('/games', { vulnerability: 'None', book: id, options: ['Gerber'] }), 400);
    expect(error).toMatchObject({ code: 'invalid-value', path: ['options', 0] });
  });
});
