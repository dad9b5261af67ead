/**
 * One server for every browser test file: the Worker under `wrangler dev` on a free port, serving
 * the built pages and the API together as `pnpm start` does (turbo has built apps/web first).
 */
import { startDevServer } from '@tenace/tooling/dev-server';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const server = await startDevServer({ timeoutMs: 150_000 });
  project.provide('baseUrl', server.url);
  return () => server.stop();
}
