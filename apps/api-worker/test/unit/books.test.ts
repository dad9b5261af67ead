// Books of one's own, in-process: stored (without a store, the app keeps them in the isolate, as
// the Worker does after storing them), refused, and bid by; what a book may cost. The store itself,
// and games by a book, are test/workerd/books.test.ts's.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { SAYC_SOURCE, evaluationSteps, measureBook, saycBook } from '@tenace/rules-dsl';
import { BookCache, compiledBooks } from '../../src/books/cache.ts';
import { bookCompilations, compileBook, type CompiledBook } from '../../src/books/compiled.ts';
import { BOOK_LIMITS } from '../../src/books/limits.ts';
import { BALANCED_13, BID_AUCTIONS, HOSTILE_BOOKS, weakNoTrumpSource } from '../books.ts';
import { app, errorOf, postJson } from './request.ts';

interface StoredJson {
  id: string;
  summary: { title?: string; situations: number; rules: number; tests: number; conventions: string[]; options: string[] };
}

interface BidJson {
  call: string;
  meaning: string;
  explanation: string;
  rule?: { file: string; line: number; situation: string };
  book: string;
}

async function json<T>(response: Response | Promise<Response>, status = 200): Promise<T> {
  const r = await response;
  if (r.status !== status) throw new Error(`expected ${status}, got ${r.status}: ${await r.text()}`);
  return (await r.json()) as T;
}

/** Stores a source (201, or 200 when it was stored before): its id. */
async function store(source: string): Promise<string> {
  const response = await postJson('/api/v1/books', { source });
  return (await json<StoredJson>(response, response.status === 201 ? 201 : 200)).id;
}

const OPENING = { hand: BALANCED_13, dealer: 'N', vulnerability: 'None', auction: [] };

// A book with an option of its own: 1NT on 12–14 unless it plays "Strong notrump".
const NOTRUMP_RANGE = `# Notrump range, a book of one's own
# Convention "Notrump range": 1NT shows 12–14, or 15–17 with the option.
# Option "Strong notrump" of "Notrump range": 1NT shows 15–17.
Situation "Openings"
  When no one has bid

  If we play "Strong notrump"
  If points 15 to 17
  If hand is balanced
  Bid 1 NoTrump
  Means "15–17, balanced."

  If we do not play "Strong notrump"
  If points 12 to 14
  If hand is balanced
  Bid 1 NoTrump
  Means "12–14, balanced."

  Bid Pass
  Means "Anything else."
`;

describe('POST /api/v1/books', () => {
  it('stores a book under the first 128 bits of its SHA-256, base64url: the same source again, the same id (200)', async () => {
    const source = `${NOTRUMP_RANGE}\n# stored twice\n`;
    const first = await postJson('/api/v1/books', { source });
    const stored = await json<StoredJson>(first, 201);
    expect(stored.id).toBe(createHash('sha256').update(source).digest().subarray(0, 16).toString('base64url'));
    expect(stored.summary).toEqual({
      title: "Notrump range, a book of one's own",
      situations: 1,
      rules: 3,
      tests: 1 + 3 + 3,
      conventions: ['Notrump range'],
      options: ['Strong notrump'],
    });
    expect(await json<StoredJson>(postJson('/api/v1/books', { source }), 200)).toEqual(stored);
  });

  it("stores SAYC's own source, a body over the 64 KiB the other routes take, and sums it up", async () => {
    expect(new TextEncoder().encode(JSON.stringify({ source: SAYC_SOURCE })).length).toBeGreaterThan(64 * 1024);
    const response = await postJson('/api/v1/books', { source: SAYC_SOURCE });
    expect([200, 201]).toContain(response.status);
    const { summary } = (await response.json()) as StoredJson;
    const size = measureBook(saycBook());
    expect(summary).toMatchObject({
      situations: size.situations,
      rules: size.rules,
      tests: size.tests,
      options: ['Roman Keycard Blackwood'],
    });
    expect(summary.title).toMatch(/^Standard American Yellow Card/);
    expect(summary.conventions).toEqual(expect.arrayContaining(['Stayman', 'Blackwood', 'Jacoby transfers']));
  });

  it('refuses a body over 512 KiB with 413, and the other routes still one over 64 KiB', async () => {
    const big = { source: `# ${'x'.repeat(BOOK_LIMITS.bodyBytes)}` };
    expect(await errorOf(await postJson('/api/v1/books', big), 413)).toEqual({
      code: 'body-too-large',
      message: 'the request body is larger than 512 KiB',
      path: [],
    });
    expect((await errorOf(await postJson('/api/v1/rules/check', { source: SAYC_SOURCE }), 413)).message).toBe(
      'the request body is larger than 64 KiB',
    );
  });

  it('refuses a source with errors (422 book-invalid) with its diagnostics, as POST /rules/check lists them', async () => {
    const source = 'Situation "Openings"\n  If points >= 40\n  Bid Pass\n\n  If lenght of Hearts >= 5\n  Bid 1 Hearts\n';
    const response = await postJson('/api/v1/books', { source });
    const body = await json<{ error: Record<string, unknown> }>(response, 422);
    const check = await json<{ diagnostics: unknown[]; more: number }>(postJson('/api/v1/rules/check', { source }));
    expect(body.error).toEqual({
      code: 'book-invalid',
      message: 'the book has errors; the first, line 2: points run from 0 to 37, so 40 can never match',
      path: ['source'],
      diagnostics: check.diagnostics,
      more: 0,
    });
    expect(check.diagnostics.length).toBe(2);
  });

  it.each([
    [
      'a situation of 5,000 rules',
      `Situation "All"\n${'If points >= 1\nBid Pass\n\n'.repeat(5000)}`,
      'the situation "All" (line 1) has 5,000 rules; a situation may have at most 200: split it into situations with When lines of their own',
    ],
    [
      '1,001 situations',
      Array.from({ length: 1001 }, (_, i) => `Situation "S${i}"\nBid Pass\n`).join('\n'),
      'the book has 1,001 situations; a book may have at most 1,000',
    ],
    [
      'more situations, rules and tests than a book may have',
      Array.from(
        { length: 60 },
        (_, i) => `Situation "S${i}"\n${'If points >= 1\nIf points <= 30\nBid Pass\nMeans "Any"\n\n'.repeat(60)}`,
      ).join('\n'),
      'the book has 60 situations, 3,600 rules, 7,200 tests, 0 Set lines and 3,600 pieces of meanings, 14,460 in all; a book may have at most 12,000 ' +
        '(each alternative of an "or" counts as a test, and each value of a list after the first; a meaning counts its placeholders and the text between them)',
    ],
  ])('refuses %s (422 book-too-large), saying why', async (_name, source, message) => {
    expect(await errorOf(await postJson('/api/v1/books', { source }), 422)).toEqual({ code: 'book-too-large', message, path: ['source'] });
  });
});

describe("bidding by a book of one's own", () => {
  const weak = weakNoTrumpSource();

  it('/bid opens 1NT on a balanced 13 count by SAYC with a weak notrump, where SAYC opens 1♦; the rule cited is the book’s', async () => {
    const id = await store(weak);
    const own = await json<BidJson>(postJson('/api/v1/bid', { ...OPENING, book: id }));
    const line = weak.split('\n').indexOf('  If points 12 to 14') + 1;
    expect(line).toBeGreaterThan(0);
    expect(own).toMatchObject({ call: '1NT', book: id, rule: { file: `${id}.rules`, line, situation: 'Openings' } });
    expect(own.explanation).toBe(`The rules ("Openings", ${id}.rules line ${line}): ${own.meaning}`);
    const sayc = await json<BidJson>(postJson('/api/v1/bid', OPENING));
    expect(sayc).toMatchObject({ call: '1D', book: 'SAYC', rule: { file: 'sayc.rules' } });
    expect(await json<BidJson>(postJson('/api/v1/bid', { ...OPENING, book: 'SAYC' }))).toEqual(sayc);
  });

  it('stores an extension of SAYC, sums it up as one, and bids by SAYC changed by it, citing its lines', async () => {
    const extension = readFileSync(
      resolve(dirname(fileURLToPath(import.meta.url)), '../../../../packages/rules-dsl/systems/examples/weak-notrump.rules'),
      'utf8',
    );
    const response = await postJson('/api/v1/books', { source: extension });
    const stored = await json<StoredJson & { summary: { extends?: string } }>(response, response.status === 201 ? 201 : 200);
    expect(stored.summary).toMatchObject({
      title: 'A weak notrump: SAYC with 1NT on 12–14 balanced',
      extends: 'SAYC',
      options: expect.arrayContaining(['Roman Keycard Blackwood']),
    });
    expect(stored.summary.conventions).toContain('Stayman');
    const read = await json<{ source: string }>(await app.request(`/api/v1/books/${stored.id}`));
    expect(read.source).toBe(extension);
    const line = extension.split('\n').indexOf('  If points 12 to 14') + 1;
    const own = await json<BidJson>(postJson('/api/v1/bid', { ...OPENING, book: stored.id }));
    expect(own).toMatchObject({
      call: '1NT',
      book: stored.id,
      rule: { file: `${stored.id}.rules`, line, situation: 'Weak notrump openings' },
    });
    const base = await json<BidJson>(
      postJson('/api/v1/bid', { hand: 'AKQ32.K32.Q432.2', dealer: 'N', vulnerability: 'None', auction: [], book: stored.id }),
    );
    expect(base).toMatchObject({ call: '1S', rule: { file: 'sayc.rules', situation: 'Openings' } });
  });

  it('/mark, /quiz and /system go by the book named too', async () => {
    const id = await store(weak);
    const mark = await json<{ correct: boolean; expected: { call: string } }>(
      postJson('/api/v1/mark', { ...OPENING, call: '1NT', book: id }),
    );
    expect(mark).toMatchObject({ correct: true, expected: { call: '1NT' } });
    expect(await json<{ correct: boolean }>(postJson('/api/v1/mark', { ...OPENING, call: '1NT' }))).toMatchObject({ correct: false });
    const quiz = await json<{ book: string; options: string[] }>(postJson('/api/v1/quiz', { topic: 'openings', seed: 3, book: id }));
    expect(quiz).toMatchObject({ book: id, options: [] });
    const system = await json<{ book: string; name: string; file: string; situations: { rules: { tests: string[] }[] }[] }>(
      app.request(`/api/v1/system?book=${id}`),
    );
    expect(system).toMatchObject({ book: id, name: 'Standard American Yellow Card, as Tenace plays it.', file: `${id}.rules` });
    expect(system.situations[0]?.rules.map((r) => r.tests[0])).toContain('points 12 to 14');
    expect(await json<{ book: string }>(app.request('/api/v1/system'))).toMatchObject({ book: 'SAYC' });
  });

  it("takes the options of the book played, and refuses another's, listing the book's", async () => {
    const id = await store(NOTRUMP_RANGE);
    expect((await json<BidJson>(postJson('/api/v1/bid', { ...OPENING, book: id }))).call).toBe('1NT');
    expect((await json<BidJson>(postJson('/api/v1/bid', { ...OPENING, book: id, options: ['Strong notrump'] }))).call).toBe('Pass');
    expect(await errorOf(await postJson('/api/v1/bid', { ...OPENING, book: id, options: ['Roman Keycard Blackwood'] }), 400)).toEqual({
      code: 'invalid-value',
      message: 'the book has no option "Roman Keycard Blackwood": its options are "Strong notrump"',
      path: ['options', 0],
    });
    for (const path of ['/api/v1/mark', '/api/v1/quiz', '/api/v1/games']) {
      const body = path === '/api/v1/mark' ? { ...OPENING, call: '1NT' } : path === '/api/v1/games' ? { vulnerability: 'None' } : {};
      const error = await errorOf(await postJson(path, { ...body, book: id, options: ['Strong notrump', 'Gerber'] }), 400);
      expect(error).toMatchObject({ code: 'invalid-value', path: ['options', 1] });
    }
    expect((await errorOf(await postJson('/api/v1/bid', { ...OPENING, options: ['Strong notrump'] }), 400)).message).toBe(
      'the book has no option "Strong notrump": its options are "Roman Keycard Blackwood"',
    );
    const plain = await store('Situation "Openings"\n  When no one has bid\n\n  Bid Pass\n');
    expect((await errorOf(await postJson('/api/v1/bid', { ...OPENING, book: plain, options: ['Strong notrump'] }), 400)).message).toBe(
      'the book has no option "Strong notrump": it has none',
    );
  });

  it('answers 404 unknown-book for an id no book has, on every route that takes a book', async () => {
    const unknown = 'AAAAAAAAAAAAAAAAAAAAAA';
    const refusals = [
      postJson('/api/v1/bid', { ...OPENING, book: unknown }),
      postJson('/api/v1/mark', { ...OPENING, call: 'Pass', book: unknown }),
      postJson('/api/v1/quiz', { book: unknown }),
      postJson('/api/v1/games', { vulnerability: 'None', book: unknown }),
      app.request(`/api/v1/system?book=${unknown}`),
      postJson('/api/v1/bid', { ...OPENING, book: 'not a book' }),
    ];
    for (const refusal of refusals)
      expect(await errorOf(await refusal, 404)).toEqual({
        code: 'unknown-book',
        message: 'there is no book with this id; store one with POST /api/v1/books',
        path: ['book'],
      });
    for (const path of [`/api/v1/books/${unknown}`, '/api/v1/books/not-a-book'])
      expect((await errorOf(await app.request(path), 404)).code).toBe('unknown-book');
  });

  it('GET /api/v1/books/{id} gives the source back with its summary', async () => {
    const id = await store(NOTRUMP_RANGE);
    const book = await json<{ id: string; source: string; summary: StoredJson['summary'] }>(app.request(`/api/v1/books/${id}`));
    expect(book).toMatchObject({ id, source: NOTRUMP_RANGE, summary: { situations: 1, options: ['Strong notrump'] } });
  });
});

describe('the compiled books kept per isolate', () => {
  it('compiles a book once: the requests that bid by it later find it compiled', async () => {
    const source = `${NOTRUMP_RANGE}\n# compiled once\n`;
    const before = bookCompilations();
    const id = await store(source);
    expect(bookCompilations()).toBe(before + 1);
    for (let i = 0; i < 3; i++) await json<BidJson>(postJson('/api/v1/bid', { ...OPENING, book: id }));
    await json<StoredJson>(postJson('/api/v1/books', { source }), 200);
    await json<unknown>(app.request(`/api/v1/system?book=${id}`));
    expect(bookCompilations()).toBe(before + 1);
    expect(compiledBooks.has(id)).toBe(true);
  });

  it('keeps the 16 books used last, pushing out the one used longest ago', () => {
    const cache = new BookCache(16);
    const books = Array.from({ length: 18 }, (_, i) => {
      const compiled = compileBook(`book-${i}`, `Situation "S${i}"\n  Bid Pass\n`);
      if (!compiled.ok) throw new Error('a plain book did not compile');
      return compiled.value;
    });
    const keep = (book: CompiledBook | undefined): void => {
      if (book !== undefined) cache.keep(book);
    };
    books.slice(0, 16).forEach(keep);
    // Using book 0 makes book 1 the one used longest ago.
    expect(cache.get('book-0')?.id).toBe('book-0');
    keep(books[16]);
    expect(cache.size).toBe(16);
    expect(cache.has('book-1')).toBe(false);
    expect(cache.has('book-0')).toBe(true);
    keep(books[17]);
    expect(cache.has('book-2')).toBe(false);
    expect(cache.get('book-1')).toBeUndefined();
  });
});

describe('hostile books', () => {
  /** The steps each /bid of BID_AUCTIONS takes by the book (SAYC when undefined); each must answer. */
  async function stepsOfBids(book?: string): Promise<number[]> {
    const steps: number[] = [];
    for (const auction of BID_AUCTIONS) {
      const before = evaluationSteps();
      await json<BidJson>(postJson('/api/v1/bid', { ...OPENING, auction, ...(book === undefined ? {} : { book }) }));
      steps.push(evaluationSteps() - before);
    }
    return steps;
  }

  /**
   * The stated bound: a /bid by a book the store takes costs at most 60 times the dearest of these
   * by SAYC, counted in the book's steps (some 51 times at most today, by the book that records bid
   * types, whose earlier calls are replayed at every call read). A call decided or read scans the
   * book within twice its size, and rebuilding what its Set lines recorded replays each earlier call
   * once more: so at most (2 × calls + 2) × 2 × the largest size allowed.
   */
  const FACTOR = 60;
  const boundOf = (calls: number): number => (2 * calls + 2) * 2 * BOOK_LIMITS.scan;

  it.each(HOSTILE_BOOKS)('$name: stored, and a /bid by it answers within 60 times the steps of SAYC’s dearest', async ({ source }) => {
    const id = await store(source);
    const sayc = await stepsOfBids();
    const hostile = await stepsOfBids(id);
    expect(Math.max(...hostile)).toBeLessThanOrEqual(FACTOR * Math.max(...sayc));
    hostile.forEach((steps, i) => expect(steps).toBeLessThanOrEqual(boundOf(BID_AUCTIONS[i]?.length ?? 0)));
    // Each is as large as a book may be, near enough: the bound is earned by the limits.
    const size = measureBook(compiledBooks.get(id)?.rules ?? saycBook());
    expect(size.scan).toBeGreaterThan(0.7 * BOOK_LIMITS.scan);
    expect(size.scan).toBeLessThanOrEqual(BOOK_LIMITS.scan);
  });

  it('the dearest hostile book costs SAYC’s dearest many times over: the bound is not loose', async () => {
    const sayc = Math.max(...(await stepsOfBids()));
    const recording = HOSTILE_BOOKS.find((b) => b.name.includes('recording a bid type'));
    const hostile = Math.max(...(await stepsOfBids(await store(recording?.source ?? ''))));
    expect(hostile).toBeGreaterThan((FACTOR / 2) * sayc);
  });
});
