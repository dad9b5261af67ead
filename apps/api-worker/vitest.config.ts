// Fast tests: the Hono app called in-process with app.request(), in Node.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  // Double-dummy answers take well under a second alone and several on a busy two-core machine.
  // Speed is measured by the benchmarks, not here.
  test: { name: 'api-unit', include: ['test/unit/**/*.test.ts'], testTimeout: 30_000 },
});
