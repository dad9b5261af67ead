// The Worker under `wrangler dev` at the edges of HTTP (issue 9): what the app answers, what the
// runtime answers before the app sees the request (docs/api.md, Errors), and that no body restarts it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDevServer, type DevServer } from '../src/dev-server.ts';
import { chunkedRequest, getRequest, rawRequest, type ProbeAnswer } from '../src/http-probe.ts';

let server: DevServer;
beforeAll(async () => {
  server = await startDevServer({ timeoutMs: 80_000 });
}, 90_000);
afterAll(async () => {
  await server.stop();
});

const errorCode = (answer: ProbeAnswer): unknown => (JSON.parse(answer.body) as { error?: { code?: unknown } }).error?.code;

describe('a body over 64 KiB without a Content-Length', () => {
  it('is refused with the JSON 413, and the next request is answered normally', { timeout: 120_000 }, async () => {
    for (const bytes of [70_000, 70_000, 70_000, 1_000_000]) {
      const refused = await chunkedRequest(server.port, 'POST', '/api/v1/evaluate', bytes);
      expect(refused.status, `${bytes} bytes: ${refused.line}`).toBe(413);
      expect(errorCode(refused)).toBe('body-too-large');
      const next = await getRequest(server.port, '/api/v1/health');
      expect(next.status, `after ${bytes} bytes: ${next.line}`).toBe(200);
      expect(JSON.parse(next.body)).toEqual({ ok: true });
    }
  });

  it('is refused unread when its Content-Length says so, and the next request is answered', { timeout: 60_000 }, async () => {
    expect(errorCode(await rawRequest(server.port, 'POST /api/v1/score HTTP/1.1', 'x'.repeat(70_000)))).toBe('body-too-large');
    expect((await getRequest(server.port, '/api/v1/health')).status).toBe(200);
  });
});

describe('odd methods and request targets', () => {
  it('answers methods the runtime knows in JSON: 405 with Allow on a known route', { timeout: 60_000 }, async () => {
    for (const [line, allow] of [
      ['PUT /api/v1/health HTTP/1.1', 'GET, HEAD'],
      ['QUERY /api/v1/health HTTP/1.1', 'GET, HEAD'],
      ['PROPFIND /api/v1/evaluate HTTP/1.1', 'POST'],
    ] as const) {
      const answer = await rawRequest(server.port, line);
      expect(answer.status, line).toBe(405);
      expect(answer.headers.allow, line).toBe(allow);
      expect(errorCode(answer), line).toBe('method-not-allowed');
    }
    expect((await rawRequest(server.port, 'HEAD /api/v1/health HTTP/1.1')).status).toBe(200);
  });

  it('serves an absolute-form target by its path, whatever host it names', { timeout: 60_000 }, async () => {
    for (const line of ['GET http://other.example/api/v1/health HTTP/1.1', `GET http://localhost:${server.port}/api/v1/health HTTP/1.1`]) {
      const answer = await rawRequest(server.port, line);
      expect(answer.status, line).toBe(200);
      expect(JSON.parse(answer.body), line).toEqual({ ok: true });
    }
  });

  // What workerd answers before the Worker runs; docs/api.md's Errors bullet says the same.
  it.each([
    ['FOO /api/v1/health HTTP/1.1', 501, 'ERROR: Unrecognized request method.'],
    ['post /api/v1/evaluate HTTP/1.1', 501, 'ERROR: Unrecognized request method.'],
    ['CONNECT /api/v1/health HTTP/1.1', 500, 'Internal Server Error'],
    ['OPTIONS * HTTP/1.1', 500, 'Internal Server Error'],
  ])('the runtime answers %s itself: %i, plain text', { timeout: 30_000 }, async (line, status, text) => {
    const answer = await rawRequest(server.port, line, line.startsWith('post') ? '{}' : '');
    expect(answer.status).toBe(status);
    expect(answer.body.trim()).toBe(text);
  });
});
