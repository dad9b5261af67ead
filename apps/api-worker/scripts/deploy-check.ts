/**
 * The deploy's dry run, part of this package's tests: `wrangler deploy --dry-run` bundles the
 * Worker and checks wrangler.jsonc as a deploy would, offline and with no Cloudflare account. Prints
 * the bundle's size, raw and gzip-compressed; fails when the dry run fails (a binding or setting
 * wrangler refuses, the web app not built) or the bundle passes a size limit (bundle.ts, SIZE_LIMITS).
 *
 *   npx tsx scripts/deploy-check.ts
 *
 * The assets (apps/web/dist) must be built first: turbo builds them before the tests (`^build`).
 */
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SIZE_LIMITS, WORKER_DIR, bundleSize, kib, limitsPassed, wranglerDryRun } from './bundle.ts';

const ASSETS = join(WORKER_DIR, '..', 'web', 'dist');

function check(): boolean {
  if (!existsSync(join(ASSETS, 'index.html'))) {
    console.error(`deploy check: no web app build in ${ASSETS}; build it first (npx -y pnpm@12.4.2 --filter @tenace/web build)`);
    return false;
  }
  const outdir = mkdtempSync(join(tmpdir(), 'tenace-deploy-check-'));
  try {
    const run = wranglerDryRun(outdir);
    if (!run.ok) {
      console.error(`deploy check: wrangler deploy --dry-run failed:\n${run.output}`);
      return false;
    }
    const size = bundleSize(outdir);
    const assets = readdirSync(ASSETS, { recursive: true, encoding: 'utf8' }).filter((name) =>
      statSync(join(ASSETS, name)).isFile(),
    ).length;
    console.log(`deploy check: wrangler deploy --dry-run passed (no account, no network)`);
    console.log(`  Worker bundle: ${size.files.map((f) => `${f.name} ${kib(f.bytes)}`).join(', ')}`);
    console.log(`  in all ${kib(size.bytes)}, gzip ${kib(size.gzipBytes)}; limits: ${SIZE_LIMITS.map((l) => l.label).join(', ')}`);
    console.log(`  assets (uploaded apart, not part of the Worker's size): ${assets} files in apps/web/dist`);
    const passed = limitsPassed(size);
    for (const limit of passed) console.error(`deploy check: the bundle passes ${limit}`);
    return passed.length === 0;
  } finally {
    rmSync(outdir, { recursive: true, force: true });
  }
}

process.exitCode = check() ? 0 : 1;
