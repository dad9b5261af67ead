import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // The property tests compile random books and bid many random hands: about a second alone,
    // several times that on a busy two-core machine running two packages at once.
    testTimeout: 30_000,
  },
});
