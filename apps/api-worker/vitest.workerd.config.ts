// The Worker as deployed: built by wrangler's rules and run inside workerd, the Workers runtime.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { cloudflareTest } from '@cloudflare/vitest-plugin';
import { defineConfig } from 'vitest/config';

const here = path.dirname(fileURLToPath(import.meta.url));

export default defineConfig({
  // The repository's root: the engine's compiled search (packages/engine/src/dd/dd.wasm) must lie
  // inside the root, or the pool cannot load it as a module (it joins the root and the id).
  root: path.join(here, '../..'),
  plugins: [
    cloudflareTest({
      wrangler: { configPath: path.join(here, 'wrangler.jsonc') },
      // Tests play many games quickly: no rate limits (one test turns them on for itself), and
      // robots that think less, so whole games take seconds on a busy machine. Games expire after
      // a day, not the 30 of wrangler.jsonc, so game-expiry.test.ts sees the setting read.
      miniflare: { bindings: { RATE_LIMITS: 'off', ROBOT_CARD_BUDGET_MS: '20', GAME_EXPIRY_DAYS: '1' } },
    }),
  ],
  test: {
    name: 'api-workerd',
    include: ['apps/api-worker/test/workerd/**/*.test.ts'],
    // The first test of each file pays for loading the Worker into a fresh isolate, and whole games
    // with robots take time too: a few seconds alone, several times that on a shared two-core machine.
    // Speed is measured by the benchmarks, not here.
    testTimeout: 120_000,
  },
});
