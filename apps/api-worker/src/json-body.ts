import { createMiddleware } from 'hono/factory';
import { errorResponse } from './errors.ts';

const JSON_MEDIA_TYPE = /^application\/([\w.-]+\+)?json$/i;

/** Largest request body the API reads; anything bigger is answered with 413. */
export const MAX_BODY_BYTES = 64 * 1024;

/**
 * Reads the request body as JSON whatever Content-Type the client sent (`curl -d` sends form
 * encoding; a hand-written `fetch` often sends none), so that a missing header is not an error,
 * and says in plain words when the body is empty or not JSON. Runs before validation, which then
 * reuses the body read here. Where the body is optional, an empty one is no body at all.
 */
function readJsonBody(required: boolean) {
  return createMiddleware(async (c, next) => {
    const mediaType = (c.req.header('content-type') ?? '').split(';')[0]?.trim() ?? '';
    if (!JSON_MEDIA_TYPE.test(mediaType)) {
      const headers = new Headers(c.req.raw.headers);
      headers.set('content-type', 'application/json');
      c.req.raw = new Request(c.req.raw, { headers });
    }
    const text = await c.req.text();
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
    await next();
  });
}

export const jsonBody = readJsonBody(true);
/** For a route whose body may be left out: nothing, or a JSON object. */
export const optionalJsonBody = readJsonBody(false);
