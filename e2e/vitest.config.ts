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
    // wrangler dev 4.86 (the newest on Node 20) sometimes drops a request under load ("Your worker
    // restarted mid-request", see the README's load figures), which a page then shows as an error;
    // two CI runs each lost one of twelve tests that way. In issue 13's twenty-third session the
    // Indonesian switch's page load hung (90 s, no answer) in two of three CI runs, once on the
    // retry too, and passed alone: a third try. A test that fails three times still fails. A try
    // again starts from a fresh browser (src/suite.ts): the Indonesian switch's second try had
    // loaded the page in the Indonesian the first had chosen, and could not pass. A failed try
    // prints the requests still unanswered and the end of wrangler's output.
    retry: 2,
  },
});
