// Browser tests: one wrangler dev for all files (global setup), one file at a time on a 2-core machine.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'e2e',
    include: ['test/**/*.test.ts'],
    globalSetup: ['./src/server.ts'],
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 180_000,
  },
});
