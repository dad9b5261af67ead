/** What every browser test file sets up: the server's address and one browser for the file's tests. */
import { afterAll, beforeAll, inject } from 'vitest';
import { openBrowser, type Browser, type BrowserOptions } from './chromium.ts';

export interface BrowserSuite {
  /** Where the Worker serves the pages and the API (started once for all files, src/server.ts). */
  readonly baseUrl: string;
  /** The file's browser, open from its first test to its last. */
  readonly browser: () => Browser;
}

export function browserSuite(options: BrowserOptions = {}): BrowserSuite {
  let opened: Browser | undefined;
  beforeAll(async () => {
    opened = await openBrowser(options);
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
