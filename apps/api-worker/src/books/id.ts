/**
 * A book's id is made from its source: the first 128 bits of the source's SHA-256, base64url. The
 * same source always gets the same id, so storing it twice stores it once, and a book cannot change
 * under its id: a different source is a different book.
 */

/** 128 bits, base64url: 22 characters. */
export const BOOK_ID = /^[A-Za-z0-9_-]{22}$/;

/** How a request names the book the robots bid by when it names none of one's own. */
export const SAYC_BOOK = 'SAYC';

const base64url = (bytes: Uint8Array): string =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

export async function bookId(source: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(source));
  return base64url(new Uint8Array(digest).slice(0, 16));
}
