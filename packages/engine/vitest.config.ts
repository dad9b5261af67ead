import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // The solver's tests search real deals: a second or two each alone, several times that on a
    // busy two-core CI machine running two packages at once. A hang still fails, just later.
    testTimeout: 30_000,
  },
});
