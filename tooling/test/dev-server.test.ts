// `pnpm start`'s machinery against the real thing: wrangler dev serving the Worker, then stopped.
import { describe, expect, it } from 'vitest';
import { portInUse, startDevServer } from '../src/dev-server.ts';

describe('startDevServer', () => {
  it('serves the API and the web app on a free port and frees it when stopped, wrangler and workerd ended', {
    timeout: 90_000,
  }, async () => {
    const server = await startDevServer({ timeoutMs: 80_000 });
    try {
      expect(await (await fetch(`${server.url}/api/v1/health`)).json()).toEqual({ ok: true });
      const evaluated = await fetch(`${server.url}/api/v1/evaluate`, {
        method: 'POST',
        body: JSON.stringify({ hand: 'AKQ2.K93.T8.QJ43' }),
      });
      expect(await evaluated.json()).toMatchObject({ hcp: 15, total: 16 });
      const refused = await fetch(`${server.url}/api/v1/score`, { method: 'POST', body: '{"contract":' });
      expect(refused.status).toBe(400);
      // The same process serves the web app: the page at /, and its own paths (routed in the browser).
      for (const page of ['/', '/bid', '/embed/score']) {
        const answer = await fetch(`${server.url}${page}`);
        expect(answer.headers.get('content-type')).toContain('text/html');
        expect(await answer.text()).toContain('<div id="root">');
      }
      // An unknown API path is still the API's JSON 404, not the page.
      expect((await fetch(`${server.url}/api/v1/nothing`)).status).toBe(404);
    } finally {
      await server.stop();
    }
    expect(await portInUse(server.port)).toBe(false);
    expect(server.process.exitCode !== null || server.process.signalCode !== null).toBe(true);
  });
});
