// Fast tests: the Hono app called in-process with app.request(), in Node.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: { name: 'api-unit', include: ['test/unit/**/*.test.ts'] },
});
