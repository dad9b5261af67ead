// The Worker as deployed: built by wrangler's rules and run inside workerd, the Workers runtime.
import { cloudflareTest } from '@cloudflare/vitest-pool-workers';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [cloudflareTest({ wrangler: { configPath: './wrangler.jsonc' } })],
  // The first test of each file pays for loading the Worker into a fresh isolate: seconds on a
  // busy two-core machine. Speed is measured by the benchmarks, not here.
  test: { name: 'api-workerd', include: ['test/workerd/**/*.test.ts'], testTimeout: 30_000 },
});
