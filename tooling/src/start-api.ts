/**
 * `pnpm start`: serves the web app at http://localhost:$PORT/ and the API at /api/v1 (port 8787 by
 * default) from one `wrangler dev`, without a terminal or questions, until stopped with Ctrl-C or
 * SIGTERM. Games are kept on disk (STATE_DIR), so they carry on after a restart. The Worker's
 * settings may be given in the environment (RATE_LIMITS=off for a load test, ROBOT_CARD_BUDGET_MS,
 * DD_MAX_NODES).
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { REPO_ROOT, portInUse, settingsFromEnvironment, startDevServer } from './dev-server.ts';

const port = Number(process.env['PORT'] ?? 8787);
if (!Number.isInteger(port) || port < 1 || port > 65535) {
  console.error(`PORT must be a port number from 1 to 65535; got '${process.env['PORT'] ?? ''}'`);
  process.exit(2);
}
if (await portInUse(port)) {
  console.error(`port ${port} is already in use; stop what uses it or choose another with PORT=…`);
  process.exit(1);
}

// Build what the Worker serves first: the web app (a workspace dependency of the Worker) into apps/web/dist.
const build = spawnSync(
  path.join(REPO_ROOT, 'node_modules', '.bin', 'turbo'),
  ['run', 'build', '--filter=@tenace/api-worker^...', '--output-logs=errors-only'],
  {
    cwd: REPO_ROOT,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, TURBO_TELEMETRY_DISABLED: '1' },
  },
);
if (build.status !== 0) process.exit(build.status ?? 1);

const server = await startDevServer({
  port,
  inspectorPort: process.env['INSPECTOR_PORT'] ? Number(process.env['INSPECTOR_PORT']) : undefined,
  stdio: 'inherit',
  ownProcessGroup: false,
  vars: settingsFromEnvironment(),
});
console.log(`\nTenace ready on ${server.url}  (the pages at /, the API at ${server.url}/api/v1; Ctrl-C stops it)\n`);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    void server.stop().then(() => process.exit(0));
  });
}
const code = await server.exited;
if (!stopping) process.exit(code ?? 1);
