/**
 * API throughput in-process (Hono's app.request in Node, no network): `npx tsx bench/api.bench.ts`
 * (or `pnpm bench` at the root). Prints requests per second for each endpoint, and for bad input.
 */
import { createApp } from '../src/app.ts';

const WARM_UP_MS = 300;
const RUN_MS = 1500;

const app = createApp();

const post = (path: string, body: unknown) => () =>
  app.request(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

/** Sends requests one after another for `ms`; returns requests per second. */
async function measure(send: () => Response | Promise<Response>, ms: number): Promise<number> {
  let requests = 0;
  const start = performance.now();
  let elapsed = 0;
  while (elapsed < ms) {
    const response = await send();
    await response.arrayBuffer();
    requests++;
    elapsed = performance.now() - start;
  }
  return (requests / elapsed) * 1000;
}

async function report(label: string, send: () => Response | Promise<Response>): Promise<void> {
  await measure(send, WARM_UP_MS);
  const perSecond = await measure(send, RUN_MS);
  console.log(`${label.padEnd(36)} ${Math.round(perSecond).toLocaleString('en-US').padStart(10)} /s`);
}

console.log(`API benchmark (in-process) — ${RUN_MS / 1000} s per figure`);
await report('GET /api/v1/health', () => app.request('/api/v1/health'));
await report('POST /api/v1/evaluate (PBN hand)', post('/api/v1/evaluate', { hand: 'AKQ2.K93.T8.QJ43' }));
await report('POST /api/v1/evaluate (card words)', post('/api/v1/evaluate', { hand: 'sa s10 s7 s6 s2 hq hj h9 ck c4 dk d9 d3' }));
await report('POST /api/v1/score', post('/api/v1/score', { contract: '4SX', declarer: 'S', vulnerability: 'NS', tricks: 11 }));
await report('POST /api/v1/evaluate (bad hand, 400)', post('/api/v1/evaluate', { hand: 'AKQ2.K93.T8.QJ432' }));
