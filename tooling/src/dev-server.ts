/**
 * Starts the API Worker with `wrangler dev` and stops it cleanly, without a terminal: for
 * `pnpm start` and for tests that need a real server.
 *
 * Wrangler runs from its own JS entry, by default in a process group of its own, so that stopping
 * the group also stops the workerd it spawns (killing an npx/pnpm wrapper would leave both running)
 * without touching the process that started it.
 */
import { spawn, type ChildProcess, type StdioOptions } from 'node:child_process';
import { once } from 'node:events';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const WORKER_DIR = path.join(REPO_ROOT, 'apps/api-worker');
/**
 * Where `wrangler dev` keeps the Worker's local state, the games' Durable Objects among it (its
 * default, made explicit; git ignores it). Tests keep theirs in folders of their own inside it.
 */
export const STATE_DIR = path.join(WORKER_DIR, '.wrangler', 'state');

/** Keeps wrangler offline-safe and quiet: no telemetry, no error-report question, no metadata download. */
export const WRANGLER_ENV: Readonly<Record<string, string>> = {
  CI: 'true',
  WRANGLER_SEND_METRICS: 'false',
  WRANGLER_SEND_ERROR_REPORTS: 'false',
  CLOUDFLARE_CF_FETCH_ENABLED: 'false',
};

/** The Worker's settings (wrangler.jsonc `vars`) that `pnpm start` takes from the environment. */
export const WORKER_SETTINGS = ['DD_MAX_NODES', 'ROBOT_CARD_BUDGET_MS', 'GAME_EXPIRY_DAYS', 'RATE_LIMITS'] as const;

/** Those of the Worker's settings given in the environment, to pass as `vars`. */
export const settingsFromEnvironment = (): Record<string, string> =>
  Object.fromEntries(
    WORKER_SETTINGS.flatMap((name) => {
      const value = process.env[name];
      return value === undefined ? [] : [[name, value]];
    }),
  );

/** wrangler's own entry script, as installed for the Worker. */
export function wranglerEntry(): string {
  const require = createRequire(path.join(WORKER_DIR, 'package.json'));
  return path.join(path.dirname(require.resolve('wrangler/package.json')), 'bin', 'wrangler.js');
}

/** A port nobody listens on now, from the operating system. */
export async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  server.close();
  if (address === null || typeof address === 'string') throw new Error('could not find a free port');
  return address.port;
}

/** Whether something already listens on `port`. */
export async function portInUse(port: number): Promise<boolean> {
  const server = createServer();
  server.listen(port);
  const outcome = await Promise.race([once(server, 'listening').then(() => false), once(server, 'error').then(() => true)]);
  server.close();
  return outcome;
}

export interface DevServerOptions {
  /** Port for the API; a free one when omitted. */
  readonly port?: number;
  /** Port for wrangler's inspector; a free one when omitted, so that two servers never collide on 9229. */
  readonly inspectorPort?: number;
  /** Where wrangler's output goes: 'inherit' for a person watching, 'ignore' or 'pipe' for tests. */
  readonly stdio?: 'inherit' | 'ignore' | 'pipe';
  /**
   * Run wrangler in a process group of its own (the default, for tests). `pnpm start` keeps it in
   * the caller's group instead, so that Ctrl-C or killing that group reaches wrangler and workerd too.
   */
  readonly ownProcessGroup?: boolean;
  /** How long to wait for the health route to answer. */
  readonly timeoutMs?: number;
  /** The folder of the Worker's local state (games included); STATE_DIR when omitted. */
  readonly persistTo?: string;
  /** Worker settings that replace wrangler.jsonc's `vars` for this run (`--var NAME:value`). */
  readonly vars?: Readonly<Record<string, string>>;
}

export interface DevServer {
  readonly url: string;
  readonly port: number;
  readonly process: ChildProcess;
  /** Resolves with wrangler's exit code when it ends, for whatever reason. */
  readonly exited: Promise<number | null>;
  /** Stops wrangler and workerd (the whole process group when it has its own) and waits for wrangler to end. */
  stop(): Promise<void>;
}

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

async function healthy(url: string): Promise<boolean> {
  try {
    const response = await fetch(`${url}/api/v1/health`, { signal: AbortSignal.timeout(2000) });
    return response.ok;
  } catch {
    return false;
  }
}

export async function startDevServer(options: DevServerOptions = {}): Promise<DevServer> {
  const port = options.port ?? (await freePort());
  const inspectorPort = options.inspectorPort ?? (await freePort());
  const stdio = options.stdio ?? 'ignore';
  const url = `http://localhost:${port}`;
  const streams: StdioOptions = ['ignore', stdio, stdio];
  const detached = options.ownProcessGroup ?? true;
  const child = spawn(
    process.execPath,
    [
      wranglerEntry(),
      'dev',
      '--port',
      String(port),
      '--inspector-port',
      String(inspectorPort),
      '--show-interactive-dev-session=false',
      '--persist-to',
      options.persistTo ?? STATE_DIR,
      ...Object.entries(options.vars ?? {}).flatMap(([name, value]) => ['--var', `${name}:${value}`]),
    ],
    { cwd: WORKER_DIR, env: { ...process.env, ...WRANGLER_ENV }, stdio: streams, detached },
  );
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  let running = true;
  void exited.then(() => {
    running = false;
  });

  const signal = (name: NodeJS.Signals): void => {
    if (child.pid === undefined) return;
    try {
      process.kill(detached ? -child.pid : child.pid, name);
    } catch {
      // Already gone.
    }
  };
  const stop = async (): Promise<void> => {
    if (!running) return;
    signal('SIGTERM');
    const ended = await Promise.race([exited.then(() => true), sleep(5000).then(() => false)]);
    if (!ended) signal('SIGKILL');
    // A workerd that outlived wrangler is still in wrangler's group.
    else if (detached) signal('SIGKILL');
    await exited;
  };

  const deadline = Date.now() + (options.timeoutMs ?? 60_000);
  while (!(await healthy(url))) {
    if (!running) throw new Error(`wrangler dev ended before the API answered (exit code ${String(await exited)})`);
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`the API did not answer on ${url} within ${(options.timeoutMs ?? 60_000) / 1000} s`);
    }
    await sleep(200);
  }
  return { url, port, process: child, exited, stop };
}
