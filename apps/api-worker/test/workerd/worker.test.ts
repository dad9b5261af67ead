import { exports } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { recordTestFile } from './isolate.ts';

recordTestFile('worker.test.ts');

const call = (path: string, init?: RequestInit): Promise<Response> => exports.default.fetch(new Request(`http://tenace.test${path}`, init));

/** `text` as a stream of 4 KiB chunks: a body of unknown length, as a chunked upload arrives. */
const chunked = (text: string): ReadableStream<Uint8Array> => {
  const bytes = new TextEncoder().encode(text);
  let offset = 0;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      if (offset >= bytes.length) return controller.close();
      controller.enqueue(bytes.slice(offset, offset + 4096));
      offset += 4096;
    },
  });
};

const postJson = (path: string, body: unknown): Promise<Response> =>
  call(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

describe('the Worker inside workerd', () => {
  it('answers the health check', async () => {
    const response = await call('/api/v1/health');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
  });

  it('evaluates a hand given as card words', async () => {
    const response = await postJson('/api/v1/evaluate', { hand: 'sa s10 s7 s6 s2 hq hj h9 ck c4 dk d9 d3' });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      hand: 'AT762.QJ9.K93.K4',
      hcp: 13,
      distributionPoints: 1,
      total: 14,
      lengths: { S: 5, H: 3, D: 3, C: 2 },
      balanced: true,
    });
  });

  it('scores a doubled game made with an overtrick', async () => {
    const response = await postJson('/api/v1/score', { contract: '4♥x', declarer: 'e', vulnerability: 'EW', tricks: 11 });
    expect(response.status).toBe(200);
    // 4♥ doubled, vulnerable, 11 tricks: 240 + 200 overtrick + 500 game + 50 insult.
    expect(await response.json()).toMatchObject({ ns: -990, ew: 990 });
  });

  it('answers bad input with a 400 in plain words, CORS headers included', async () => {
    const response = await postJson('/api/v1/evaluate', { hand: 'AKQ2.K93.T8.QJ432' });
    expect(response.status).toBe(400);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(await response.json()).toEqual({
      error: { code: 'hand-size', message: 'the hand has 14 cards; a hand has 13', path: ['hand'] },
    });
  });

  it('refuses a body over 64 KiB with 413', async () => {
    const response = await call('/api/v1/evaluate', { method: 'POST', body: 'x'.repeat(64 * 1024 + 1) });
    expect(response.status).toBe(413);
  });

  it('refuses a streamed body over 64 KiB (no Content-Length) with the JSON 413, then answers the next request', async () => {
    const response = await call('/api/v1/evaluate', { method: 'POST', body: chunked('x'.repeat(70_000)) });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({
      error: { code: 'body-too-large', message: 'the request body is larger than 64 KiB', path: [] },
    });
    expect((await call('/api/v1/health')).status).toBe(200);
  });

  it('reads a streamed body under 64 KiB', async () => {
    const response = await call('/api/v1/evaluate', {
      method: 'POST',
      body: chunked(JSON.stringify({ hand: 'AKQ2.K93.T8.QJ43', note: 'x'.repeat(60_000) })),
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ hcp: 15 });
  });
});
