import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { errorResponse } from './errors.ts';

/** Largest request body the API reads, but for a route that says otherwise; anything bigger is answered with 413. */
export const MAX_BODY_BYTES = 64 * 1024;

const bodyTooLarge = (c: Context, limit: number): Response =>
  errorResponse(c, 413, { code: 'body-too-large', message: `the request body is larger than ${limit / 1024} KiB`, path: [] });

/**
 * The body's bytes, read with a running count; `undefined` when there are more than `limit`.
 *
 * Past the limit the rest is read and thrown away, never kept and never cancelled: under
 * `wrangler dev` a body left half read or cancelled wedges its proxy, so the next requests hang
 * or get a plain-text 503 "Your worker restarted mid-request" (measured with
 * tooling/src/edge-probe.ts; workerd alone copes either way). The platform bounds what is read:
 * Cloudflare refuses bodies over the plan's limit (100 MB on Free) before the Worker sees them.
 */
export async function readBody(body: ReadableStream<Uint8Array> | null, limit: number): Promise<Uint8Array | undefined> {
  if (body === null) return new Uint8Array(0);
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size <= limit) chunks.push(value);
    else chunks.length = 0;
  }
  if (size > limit) return undefined;
  const bytes = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.byteLength;
  }
  return bytes;
}

/**
 * The one place a request body is read: at most `limit` bytes, as JSON whatever Content-Type the client
 * sent (`curl -d` sends form encoding; a hand-written `fetch` often sends none), so a Content-Type
 * is never an error, and an empty or malformed body is said in plain words. The route's validator
 * then reads the bytes kept here, told they are JSON. Where the body is optional, an empty one is
 * no body at all.
 */
function readJsonBody(required: boolean, limit = MAX_BODY_BYTES) {
  return createMiddleware(async (c, next) => {
    // A body declared too large is refused unread; the runtime discards a body nobody touched.
    if (Number(c.req.header('content-length')) > limit) return bodyTooLarge(c, limit);
    const bytes = await readBody(c.req.raw.body, limit);
    if (bytes === undefined) return bodyTooLarge(c, limit);
    const text = new TextDecoder().decode(bytes);
    if (text.trim() === '' && !required) {
      const headers = new Headers(c.req.raw.headers);
      headers.delete('content-type');
      c.req.raw = new Request(c.req.url, { method: c.req.method, headers });
      return next();
    }
    if (text.trim() === '') {
      return errorResponse(c, 400, { code: 'malformed-json', message: 'the request body is empty; send a JSON object', path: [] });
    }
    try {
      JSON.parse(text);
    } catch (error) {
      const detail = error instanceof Error ? `: ${error.message}` : '';
      return errorResponse(c, 400, { code: 'malformed-json', message: `the request body is not valid JSON${detail}`, path: [] });
    }
    const headers = new Headers(c.req.raw.headers);
    headers.set('content-type', 'application/json');
    c.req.raw = new Request(c.req.raw, { headers, body: bytes });
    await next();
  });
}

export const jsonBody = readJsonBody(true);
/** For a route that takes larger bodies than the others (a rule book's source): at most `limit` bytes. */
export const jsonBodyUpTo = (limit: number) => readJsonBody(true, limit);
/** For a route whose body may be left out: nothing, or a JSON object. */
export const optionalJsonBody = readJsonBody(false);
