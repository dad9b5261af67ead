// Each test file starts its own `wrangler dev`: one at a time, on a machine of two cores.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: { name: 'tooling', include: ['test/**/*.test.ts'], fileParallelism: false },
});
