import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // The table's tests play whole games with the robots: a second or two each alone, several
    // times that on a busy two-core machine running two packages at once.
    testTimeout: 30_000,
  },
});
