// A game survives a restart of `pnpm start`'s server: wrangler dev keeps the games' Durable Objects
// on disk, and a game read after the restart is the same game and plays on.
import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { STATE_DIR, startDevServer, type DevServer } from '../src/dev-server.ts';

interface View {
  version: number;
  phase: string;
  turn: string | null;
  legal: string[];
}

async function json<T>(response: Promise<Response>, status: number): Promise<T> {
  const answer = await response;
  const body: unknown = await answer.json();
  expect(answer.status, JSON.stringify(body)).toBe(status);
  return body as T;
}

const post = (server: DevServer, route: string, body?: unknown): Promise<Response> =>
  fetch(`${server.url}/api/v1${route}`, body === undefined ? { method: 'POST' } : { method: 'POST', body: JSON.stringify(body) });

/** The server as `pnpm start` runs it, keeping its state in `persistTo`; robots thinking briefly. */
const start = (persistTo: string): Promise<DevServer> =>
  startDevServer({ persistTo, timeoutMs: 80_000, vars: { ROBOT_CARD_BUDGET_MS: '20' } });

describe('a game and a restart of the server', () => {
  it('carries on after the server stops and starts again', { timeout: 240_000 }, async () => {
    // A folder of its own inside the project's state folder, so the test touches no one's games.
    const persistTo = path.join(STATE_DIR, 'tests', `restart-${randomUUID()}`);
    try {
      let server = await start(persistTo);
      let id: string;
      let before: View;
      try {
        const created = await json<{ id: string; view: View }>(post(server, '/games', { vulnerability: 'NS', seed: 'table-9' }), 201);
        id = created.id;
        const hint = await json<{ action: string }>(post(server, `/games/${id}/hint`), 200);
        before = (await json<{ view: View }>(post(server, `/games/${id}/calls`, { call: hint.action, version: 0 }), 200)).view;
        expect(before.version).toBeGreaterThan(1);
      } finally {
        await server.stop();
      }

      server = await start(persistTo);
      try {
        expect((await json<{ view: View }>(fetch(`${server.url}/api/v1/games/${id}`), 200)).view).toEqual(before);
        let view = before;
        while (view.phase !== 'done') {
          const [first] = view.legal;
          if (first === undefined) throw new Error(`nothing to do at version ${view.version}`);
          const route = view.phase === 'auction' ? 'calls' : 'plays';
          const body = view.phase === 'auction' ? { call: 'Pass', version: view.version } : { card: first, version: view.version };
          view = (await json<{ view: View }>(post(server, `/games/${id}/${route}`, body), 200)).view;
        }
        expect(view.version).toBeGreaterThan(before.version);
      } finally {
        await server.stop();
      }
    } finally {
      await rm(persistTo, { recursive: true, force: true });
    }
  });
});
