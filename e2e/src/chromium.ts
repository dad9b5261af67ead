/**
 * Debian's Chromium driven by playwright-core (no browser download), one fresh profile per browser,
 * and screenshots kept as test artifacts in e2e/artifacts (ignored by git).
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type BrowserContext, type Page, type Request } from 'playwright-core';

export const CHROMIUM_PATH = '/usr/bin/chromium';
export const ARTIFACTS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../artifacts');
/** Where the browser tests' wrangler dev writes its output (src/server.ts). */
export const WRANGLER_LOG = path.join(ARTIFACTS_DIR, 'wrangler.log');

// No sandbox as root; no GPU; and nothing that would reach for the network this machine does not have.
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export interface Browser {
  readonly context: BrowserContext;
  readonly page: Page;
  /** The requests the pages sent that have had no answer yet, with how long each has waited: what a stalled page is waiting for. */
  unanswered(): string[];
  close(): Promise<void>;
}

export interface BrowserOptions {
  /** CSS pixels; a desktop window when omitted. */
  readonly viewport?: { readonly width: number; readonly height: number };
  /** A phone: touch events and the mobile viewport rules. */
  readonly phone?: boolean;
}

export async function openBrowser(options: BrowserOptions = {}): Promise<Browser> {
  const profile = mkdtempSync(path.join(tmpdir(), 'tenace-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: CHROMIUM_ARGS,
    viewport: options.viewport ?? { width: 1280, height: 900 },
    locale: 'en-GB',
    ...(options.phone === true ? { isMobile: true, hasTouch: true } : {}),
  });
  // Playwright's 30 s is short for a busy two-core machine serving the pages from wrangler dev
  // (a CI run once timed out loading /rules); a page that never loads still fails, later.
  context.setDefaultNavigationTimeout(90_000);
  context.setDefaultTimeout(60_000);
  const sent = new Map<Request, number>();
  context.on('request', (request) => sent.set(request, Date.now()));
  context.on('requestfinished', (request) => sent.delete(request));
  context.on('requestfailed', (request) => sent.delete(request));
  const page = context.pages()[0] ?? (await context.newPage());
  return {
    context,
    page,
    unanswered: () =>
      [...sent].map(
        ([request, at]) => `${request.method()} ${request.url()} (${request.resourceType()}, ${((Date.now() - at) / 1000).toFixed(1)} s)`,
      ),
    close: async () => {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

/** Saves the page as artifacts/NAME.png (the whole page, not just the window). */
export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(ARTIFACTS_DIR, { recursive: true });
  await page.screenshot({ path: path.join(ARTIFACTS_DIR, `${name}.png`), fullPage: true });
}
