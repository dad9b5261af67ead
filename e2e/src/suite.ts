/** What every browser test file sets up: the server's address and one browser for the file's tests. */
import { existsSync, readFileSync } from 'node:fs';
import { afterAll, afterEach, beforeAll, inject } from 'vitest';
import { openBrowser, WRANGLER_LOG, type Browser, type BrowserOptions } from './chromium.ts';

export interface BrowserSuite {
  /** Where the Worker serves the pages and the API (started once for all files, src/server.ts). */
  readonly baseUrl: string;
  /** The file's browser, open from its first test to its last. */
  readonly browser: () => Browser;
}

/** Lines of wrangler's output a failing test prints. */
const LOG_LINES = 40;

export function browserSuite(options: BrowserOptions = {}): BrowserSuite {
  let opened: Browser | undefined;
  beforeAll(async () => {
    opened = await openBrowser(options);
  });
  // What a failed test was waiting for, to tell a page's own fault from a server that did not answer.
  afterEach(({ task }) => {
    if (task.result?.state !== 'fail') return;
    const unanswered = opened?.unanswered() ?? [];
    const log = existsSync(WRANGLER_LOG) ? readFileSync(WRANGLER_LOG, 'utf8').trimEnd().split('\n').slice(-LOG_LINES) : [];
    console.error(
      [
        `"${task.name}" failed.`,
        `Requests with no answer yet: ${unanswered.length === 0 ? 'none' : ''}`,
        ...unanswered.map((r) => `  ${r}`),
        `The end of wrangler dev's output (${WRANGLER_LOG}):`,
        ...log.map((line) => `  ${line}`),
      ].join('\n'),
    );
  });
  afterAll(async () => {
    await opened?.close();
  });
  return {
    baseUrl: inject('baseUrl'),
    browser: () => {
      if (opened === undefined) throw new Error('the browser opens in beforeAll; use it inside a test');
      return opened;
    },
  };
}
