/**
 * One server for every browser test file: the Worker under `wrangler dev` on a free port, serving
 * the built pages and the API together as `pnpm start` does (turbo has built apps/web first).
 * Wrangler's output (a line a request) goes to artifacts/wrangler.log, which a failing test prints
 * the end of (src/suite.ts).
 */
import { createWriteStream, mkdirSync } from 'node:fs';
import { startDevServer } from '@tenace/tooling/dev-server';
import type { TestProject } from 'vitest/node';
import { ARTIFACTS_DIR, WRANGLER_LOG } from './chromium.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  mkdirSync(ARTIFACTS_DIR, { recursive: true });
  const log = createWriteStream(WRANGLER_LOG);
  const server = await startDevServer({ timeoutMs: 150_000, stdio: 'pipe' });
  server.process.stdout?.pipe(log);
  server.process.stderr?.pipe(log);
  project.provide('baseUrl', server.url);
  return async () => {
    await server.stop();
    log.end();
  };
}
