/** How the routes that bid by a book answer when it cannot be played, and how they document it. */
import type { Context } from 'hono';
import { ErrorResponse, errorResponse } from '../errors.ts';
import { jsonResponse } from '../openapi.ts';
import type { BookChoiceError } from './resolve.ts';

/** The 404 of a route that takes a `book`. */
export const unknownBookResponse = {
  404: jsonResponse(ErrorResponse, 'No book has the id given as `book` (code unknown-book): store it first with POST /api/v1/books.'),
};

/** The refusal of a request whose book is unknown (404), or names an option the book does not have (400). */
export function bookRefused(c: Context, error: BookChoiceError) {
  if (error.code === 'unknown-book') return errorResponse(c, 404, { code: error.code, message: error.message, path: ['book'] });
  return errorResponse(c, 400, { code: error.code, message: error.message, path: ['options', error.index] });
}
