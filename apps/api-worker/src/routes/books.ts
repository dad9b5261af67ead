/**
 * Books of one's own: a rule book's source, checked, compiled and stored under an id made from it,
 * then named as `book` wherever the robots bid (/bid, /mark, /quiz, /system, new games).
 */
import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { compiledBooks } from '../books/cache.ts';
import { compileBook, type BookRefusal, type CompiledBook } from '../books/compiled.ts';
import { BOOK_ID, bookId } from '../books/id.ts';
import { BOOK_LIMITS } from '../books/limits.ts';
import { UNKNOWN_BOOK_MESSAGE, loadBook, storeBook } from '../books/resolve.ts';
import { BookSummaryOutput } from '../books/summary.ts';
import type { ApiEnv } from '../env.ts';
import { ErrorResponse, errorResponse } from '../errors.ts';
import { jsonBodyUpTo } from '../json-body.ts';
import { badInputResponses, jsonRequest, jsonResponse } from '../openapi.ts';
import { rateLimited, rateLimitedResponse } from '../rate-limit.ts';
import { DiagnosticsOutput, MoreDiagnosticsOutput, diagnosticsJson } from '../schemas.ts';

const KIB = BOOK_LIMITS.bodyBytes / 1024;

const BookRequest = z
  .object({
    source: z.string().openapi({
      description:
        "A rule book in the rule language (as POST /api/v1/rules/check takes), such as the SAYC book's own source with changes of one's own.",
      example: 'Situation "Openings"\n  When no one has bid\n\n  If points 12 to 14\n  If hand is balanced\n  Bid 1 NoTrump\n',
    }),
  })
  .openapi('BookRequest');

const BookIdOutput = z.string().openapi({
  description: "The book's id: 128 bits of the SHA-256 of its source, base64url (22 characters). The same source, the same id.",
  example: 'Yx3kV0dQm2bN8pL4tR6wZa',
});

const StoredBookOutput = z.object({ id: BookIdOutput, summary: BookSummaryOutput }).openapi('StoredBook');
const BookOutput = z.object({ id: BookIdOutput, source: z.string(), summary: BookSummaryOutput }).openapi('Book');

/** A refused book: the one error shape, with the diagnostics of a source that has errors. */
const BookRefusalOutput = z
  .object({
    error: ErrorResponse.shape.error.extend({
      diagnostics: DiagnosticsOutput.optional().openapi({
        description: 'With book-invalid: the errors and warnings as POST /api/v1/rules/check lists them (the first 100, errors first).',
      }),
      more: MoreDiagnosticsOutput.optional(),
    }),
  })
  .openapi('BookRefusal');

const BookParams = z.object({
  id: z
    .string()
    // Any other shape names no book: a 404 like an unknown id (the default hook gives path errors 404).
    .refine((id) => BOOK_ID.test(id), { error: UNKNOWN_BOOK_MESSAGE, params: { code: 'unknown-book' } })
    .openapi({ param: { name: 'id', in: 'path' }, description: 'The id POST /api/v1/books gave.', example: 'Yx3kV0dQm2bN8pL4tR6wZa' }),
});

const store = createRoute({
  method: 'post',
  path: '/books',
  tags: ['Rules'],
  summary: "Store a book of one's own: checked, compiled and kept for good under an id made from its source",
  middleware: [rateLimited('BOOK_STORE_LIMITER'), jsonBodyUpTo(BOOK_LIMITS.bodyBytes)] as const,
  request: jsonRequest(BookRequest),
  responses: {
    201: jsonResponse(StoredBookOutput, 'The book is stored: its id (name it as `book` to bid by it) and what it holds.'),
    200: jsonResponse(StoredBookOutput, 'The same source was stored before: the same id.'),
    ...badInputResponses,
    413: jsonResponse(ErrorResponse, `The body is larger than ${KIB} KiB.`),
    422: jsonResponse(
      BookRefusalOutput,
      `The source has errors (code book-invalid, with its diagnostics), or the book is larger than a book may be (code book-too-large: at most ${BOOK_LIMITS.situations} situations, ${BOOK_LIMITS.rulesPerSituation} rules in a situation, ${BOOK_LIMITS.scan} situations, rules and tests in all).`,
    ),
    ...rateLimitedResponse,
  },
});

const read = createRoute({
  method: 'get',
  path: '/books/{id}',
  tags: ['Rules'],
  summary: "A stored book of one's own: its source and what it holds",
  middleware: [rateLimited('BOOK_READ_LIMITER')] as const,
  request: { params: BookParams },
  responses: {
    200: jsonResponse(BookOutput, 'The book as stored.'),
    404: jsonResponse(ErrorResponse, 'No book has this id (code unknown-book).'),
    ...rateLimitedResponse,
  },
});

/** A refused book's answer: its diagnostics, or why it is too large. */
function refused(c: Context, refusal: BookRefusal) {
  if (refusal.code === 'book-too-large') return errorResponse(c, 422, { code: refusal.code, message: refusal.message, path: ['source'] });
  const { check } = refusal;
  const errors = check.diagnostics.filter((d) => d.severity === 'error');
  const [first] = errors;
  const where = first === undefined ? '' : `; the first, line ${first.line}: ${first.message}`;
  const body: z.infer<typeof BookRefusalOutput> = {
    error: {
      code: 'book-invalid',
      message: `the book has ${errors.length === 1 && check.more === 0 ? 'an error' : 'errors'}${where}`,
      path: ['source'],
      diagnostics: diagnosticsJson(check),
      more: check.more,
    },
  };
  return c.json(body, 422);
}

/** The book compiled, from this isolate's books if it is there. */
const compiled = (id: string, source: string) => {
  const kept = compiledBooks.get(id);
  return kept === undefined ? compileBook(id, source) : { ok: true as const, value: kept };
};

const bookJson = (book: CompiledBook) => ({
  ...book.summary,
  conventions: [...book.summary.conventions],
  options: [...book.summary.options],
});

export const bookRoutes = new OpenAPIHono<ApiEnv>()
  .openapi(store, async (c) => {
    const { source } = c.req.valid('json');
    const id = await bookId(source);
    const book = compiled(id, source);
    if (!book.ok) return refused(c, book.error);
    const created = await storeBook(c.env, book.value);
    return c.json({ id, summary: bookJson(book.value) }, created ? 201 : 200);
  })
  .openapi(read, async (c) => {
    const { id } = c.req.valid('param');
    const book = await loadBook(c.env, id);
    if (book === undefined) return errorResponse(c, 404, { code: 'unknown-book', message: UNKNOWN_BOOK_MESSAGE, path: [] });
    return c.json({ id, source: book.source, summary: bookJson(book) }, 200);
  });
