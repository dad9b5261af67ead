// `pnpm start`'s machinery against the real thing: wrangler dev serving the Worker, then stopped.
import { describe, expect, it } from 'vitest';
import { portInUse, startDevServer } from '../src/dev-server.ts';

describe('startDevServer', () => {
  it('serves the API on a free port and frees it when stopped, wrangler and workerd ended', { timeout: 90_000 }, async () => {
    const server = await startDevServer({ timeoutMs: 80_000 });
    try {
      expect(await (await fetch(`${server.url}/api/v1/health`)).json()).toEqual({ ok: true });
      const evaluated = await fetch(`${server.url}/api/v1/evaluate`, { method: 'POST', body: JSON.stringify({ hand: 'AKQ2.K93.T8.QJ43' }) });
      expect(await evaluated.json()).toMatchObject({ hcp: 15, total: 16 });
      const refused = await fetch(`${server.url}/api/v1/score`, { method: 'POST', body: '{"contract":' });
      expect(refused.status).toBe(400);
    } finally {
      await server.stop();
    }
    expect(await portInUse(server.port)).toBe(false);
    expect(server.process.exitCode !== null || server.process.signalCode !== null).toBe(true);
  });
});
