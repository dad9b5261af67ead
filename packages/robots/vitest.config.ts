import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // The robots' tests bid many random deals and play whole ones, searching real positions: a
    // second or two each alone, several times that on a busy two-core machine running two packages
    // at once. A hang still fails, just later.
    testTimeout: 30_000,
  },
});
