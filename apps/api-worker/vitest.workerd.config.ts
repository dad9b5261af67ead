// The Worker as deployed: built by wrangler's rules and run inside workerd, the Workers runtime.
import { cloudflareTest } from '@cloudflare/vitest-pool-workers';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [cloudflareTest({ wrangler: { configPath: './wrangler.jsonc' } })],
  test: { name: 'api-workerd', include: ['test/workerd/**/*.test.ts'] },
});
