// What every endpoint shares: JSON errors, body limits, unknown routes, CORS, no 5xx for bad input.
import { describe, expect, it, vi } from 'vitest';
import { createApp } from '../../src/app.ts';
import { app, errorOf, postJson, postText } from './request.ts';

const POST_ENDPOINTS = ['/api/v1/evaluate', '/api/v1/score'];

describe('malformed bodies', () => {
  it.each(POST_ENDPOINTS)('%s says when the body is not JSON', async (path) => {
    const error = await errorOf(await postText(path, '{"hand": ', { 'content-type': 'application/json' }), 400);
    expect(error.code).toBe('malformed-json');
    expect(error.message).toMatch(/^the request body is not valid JSON/);
    expect(error.path).toEqual([]);
  });

  it.each(POST_ENDPOINTS)('%s says when the body is empty', async (path) => {
    expect(await errorOf(await postText(path, ''), 400)).toEqual({
      code: 'malformed-json',
      message: 'the request body is empty; send a JSON object',
      path: [],
    });
  });

  it.each([
    ['[1, 2]', 'an array'],
    ['"AKQ2.K93.T8.QJ43"', 'a string ("AKQ2.K93.T8.QJ43")'],
    ['42', 'the number 42'],
    ['null', 'null'],
  ])('refuses %s: the body must be an object', async (body, described) => {
    expect(await errorOf(await postText('/api/v1/evaluate', body), 400)).toEqual({
      code: 'wrong-type',
      message: `the request body should be a JSON object, not ${described}`,
      path: [],
    });
  });
});

describe('body size', () => {
  const big = JSON.stringify({ hand: 'x'.repeat(64 * 1024) });

  it('refuses a body over 64 KiB with 413', async () => {
    expect(await errorOf(await postText('/api/v1/evaluate', big, { 'content-type': 'application/json' }), 413)).toEqual({
      code: 'body-too-large',
      message: 'the request body is larger than 64 KiB',
      path: [],
    });
  });

  /** `bytes` as a stream of 8 KiB chunks, as a body without a Content-Length arrives; counts the chunks read. */
  const streamOf = (bytes: Uint8Array): { stream: ReadableStream<Uint8Array>; pulled: () => number } => {
    let offset = 0;
    let pulls = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (offset >= bytes.length) return controller.close();
        pulls++;
        controller.enqueue(bytes.slice(offset, offset + 8192));
        offset += 8192;
      },
    });
    return { stream, pulled: () => pulls };
  };
  const postStream = (stream: ReadableStream<Uint8Array>): Promise<Response> =>
    Promise.resolve(app.request('/api/v1/evaluate', { method: 'POST', body: stream, duplex: 'half' } as RequestInit));

  it('refuses a streamed body over 64 KiB without a Content-Length, reading it to the end', async () => {
    const bytes = new TextEncoder().encode(big);
    const { stream, pulled } = streamOf(bytes);
    const response = await postStream(stream);
    expect(await errorOf(response, 413)).toEqual({ code: 'body-too-large', message: 'the request body is larger than 64 KiB', path: [] });
    // Read to the end, not left half read: wrangler dev's proxy stalls the next requests otherwise.
    expect(pulled()).toBe(Math.ceil(bytes.length / 8192));
  });

  it('accepts a streamed body under the limit without a Content-Length', async () => {
    const { stream } = streamOf(new TextEncoder().encode(JSON.stringify({ hand: 'AKQ2.K93.T8.QJ43', note: 'x'.repeat(60 * 1024) })));
    const response = await postStream(stream);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ hcp: 15 });
  });

  it('accepts a body just under the limit', async () => {
    const padded = JSON.stringify({ hand: 'AKQ2.K93.T8.QJ43', note: 'x'.repeat(60 * 1024) });
    expect((await postText('/api/v1/evaluate', padded)).status).toBe(200);
  });
});

describe('Content-Type', () => {
  // The body is read as JSON whatever the header says, so no Content-Type is refused (no 415).
  it.each([
    'application/json',
    'application/json; charset=utf-8',
    'application/json;',
    'application/json ; charset=utf-8',
    'application/json; charset',
    'application/vnd.api2+json',
    'text/plain',
    'application/x-www-form-urlencoded',
    'multipart/form-data; boundary=x',
    'image/png',
  ])('reads the body as JSON when it says %s', async (contentType) => {
    const response = await postText('/api/v1/evaluate', JSON.stringify({ hand: 'AKQ2.K93.T8.QJ43' }), { 'content-type': contentType });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ hcp: 15 });
  });

  it('says the body is not JSON whatever the Content-Type', async () => {
    const error = await errorOf(
      await postText('/api/v1/evaluate', 'hand=AKQ2.K93.T8.QJ43', { 'content-type': 'application/x-www-form-urlencoded' }),
      400,
    );
    expect(error.code).toBe('malformed-json');
  });
});

describe('routes', () => {
  it('answers an unknown route under /api with a JSON 404', async () => {
    const response = await app.request('/api/v1/nothing-here');
    expect(await errorOf(response, 404)).toEqual({ code: 'not-found', message: 'there is nothing at GET /api/v1/nothing-here', path: [] });
  });

  it('answers a known route with the wrong method with a JSON 405 and Allow', async () => {
    const response = await app.request('/api/v1/evaluate');
    expect(response.headers.get('allow')).toBe('POST');
    expect(await errorOf(response, 405)).toMatchObject({ code: 'method-not-allowed', message: '/api/v1/evaluate answers POST, not GET' });
    expect((await app.request('/api/v1/health', { method: 'POST', body: '{}' })).headers.get('allow')).toBe('GET, HEAD');
  });

  it.each(['PUT', 'QUERY', 'PROPFIND', 'patch'])('answers %s, a method no route takes, with the JSON 405', async (method) => {
    const response = await app.request('/api/v1/evaluate', { method });
    expect(response.headers.get('allow')).toBe('POST');
    expect(await errorOf(response, 405)).toMatchObject({
      code: 'method-not-allowed',
      message: `/api/v1/evaluate answers POST, not ${method}`,
    });
  });

  it('answers a method no route takes at an unknown path with the JSON 404', async () => {
    expect((await errorOf(await app.request('/api/v1/nothing-here', { method: 'QUERY' }), 404)).code).toBe('not-found');
  });

  it('takes lower-case post as POST: fetch() writes the standard methods in capitals', async () => {
    const response = await app.request('/api/v1/evaluate', { method: 'post', body: JSON.stringify({ hand: 'AKQ2.K93.T8.QJ43' }) });
    expect(response.status).toBe(200);
  });

  it('answers HEAD on a GET route, and says POST on a POST route', async () => {
    expect((await app.request('/api/v1/health', { method: 'HEAD' })).status).toBe(200);
    const head = await app.request('/api/v1/evaluate', { method: 'HEAD' });
    expect(head.status).toBe(405);
    expect(head.headers.get('allow')).toBe('POST');
  });

  it('answers an unexpected failure with a JSON 500 that hides the details', async () => {
    const failing = createApp();
    failing.get('/api/v1/fails', () => {
      throw new Error('secret internal detail');
    });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const response = await failing.request('/api/v1/fails');
      const text = await response.text();
      expect(response.status).toBe(500);
      expect(text).not.toContain('secret');
      expect(text).not.toMatch(/at .*\.ts/);
      expect(JSON.parse(text)).toMatchObject({ error: { code: 'internal-error', path: [] } });
      expect(logged).toHaveBeenCalledOnce();
    } finally {
      logged.mockRestore();
    }
  });
});

describe('CORS', () => {
  it.each(POST_ENDPOINTS)('answers the preflight for %s from any origin', async (path) => {
    const response = await app.request(path, {
      method: 'OPTIONS',
      headers: {
        origin: 'https://club.example',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('access-control-allow-methods')).toContain('POST');
    expect(response.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('content-type');
  });

  it('lets any origin read answers and errors alike', async () => {
    const origin = { origin: 'https://club.example' };
    const responses = [
      await app.request('/api/v1/health', { headers: origin }),
      await postJson('/api/v1/evaluate', { hand: 'AKQ2.K93.T8.QJ43' }, origin),
      await postJson('/api/v1/evaluate', { hand: 'AKQ' }, origin),
      await postText('/api/v1/score', 'x'.repeat(70_000), origin),
      await app.request('/api/v1/missing', { headers: origin }),
    ];
    expect(responses.map((r) => r.status)).toEqual([200, 200, 400, 413, 404]);
    for (const response of responses) expect(response.headers.get('access-control-allow-origin')).toBe('*');
  });
});
