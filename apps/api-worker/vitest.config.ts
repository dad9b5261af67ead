// Fast tests: the Hono app called in-process with app.request(), in Node.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'api-unit',
    include: ['test/unit/**/*.test.ts'],
    // As in the engine: a double-dummy table is 2–3 s of CPU alone, several times that on a busy
    // two-core machine running two packages at once. A hang still fails, just later.
    testTimeout: 30_000,
  },
});
