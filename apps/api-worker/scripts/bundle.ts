/**
 * The Worker as `wrangler deploy` would upload it, built offline by `wrangler deploy --dry-run
 * --outdir`, and its size against Cloudflare's limits: for the deploy check (deploy-check.ts) and
 * the first-request benchmark (bench/first-request.bench.ts).
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { stripVTControlCharacters } from 'node:util';
import { gzipSync } from 'node:zlib';

/** This package's folder, where wrangler.jsonc is. */
export const WORKER_DIR = join(dirname(fileURLToPath(import.meta.url)), '..');

const MiB = 2 ** 20;

export interface SizeLimit {
  readonly label: string;
  readonly measure: 'bytes' | 'gzipBytes';
  readonly bytes: number;
}

/**
 * Cloudflare's Worker size limits. Since 2026-09-04 one limit holds on every plan, 64 MiB
 * uncompressed (changelog "increased Worker size limit"; wrangler 4.168 reports against it). Before
 * that the gzip-compressed bundle was limited, to 3 MiB on Workers Free and 10 MiB on Paid: the
 * strictest limit there has been is checked too, so a bundle that passes deploys under either rule.
 */
export const SIZE_LIMITS: readonly SizeLimit[] = [
  { label: '64 MiB uncompressed (every plan since 2026-09-04)', measure: 'bytes', bytes: 64 * MiB },
  { label: '3 MiB gzip (the former Workers Free limit; Paid 10 MiB)', measure: 'gzipBytes', bytes: 3 * MiB },
];

export interface BundleSize {
  readonly files: readonly { readonly name: string; readonly bytes: number }[];
  readonly bytes: number;
  /** All the modules gzip-compressed together, as wrangler counts them ("Total Upload … / gzip"). */
  readonly gzipBytes: number;
}

/** What wrangler uploads from `outdir`: its modules (index.js, the .wasm), not the source maps nor its README. */
export function bundleSize(outdir: string): BundleSize {
  const names = readdirSync(outdir, { recursive: true, encoding: 'utf8' })
    .filter((name) => name !== 'README.md' && !name.endsWith('.map') && statSync(join(outdir, name)).isFile())
    .sort();
  const contents = names.map((name) => readFileSync(join(outdir, name)));
  return {
    files: names.map((name, i) => ({ name, bytes: contents[i]?.byteLength ?? 0 })),
    bytes: contents.reduce((sum, c) => sum + c.byteLength, 0),
    gzipBytes: gzipSync(Buffer.concat(contents)).byteLength,
  };
}

/** The limits `size` passes, in words; empty when it fits them all. */
export const limitsPassed = (size: BundleSize, limits: readonly SizeLimit[] = SIZE_LIMITS): string[] =>
  limits.filter((limit) => size[limit.measure] > limit.bytes).map((limit) => `${limit.label}: ${kib(size[limit.measure])}`);

export const kib = (bytes: number): string => `${(bytes / 1024).toLocaleString('en', { maximumFractionDigits: 1 })} KiB`;

/**
 * Runs `wrangler deploy --dry-run --outdir <outdir>` in this package: bundles the Worker and checks
 * its configuration (bindings, migrations, the assets folder) with no account and no network. The
 * account's variables are left out, so the check can never come to depend on one.
 */
export function wranglerDryRun(outdir: string): { readonly ok: boolean; readonly output: string } {
  const wrangler = join(dirname(createRequire(import.meta.url).resolve('wrangler/package.json')), 'bin', 'wrangler.js');
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    CI: 'true',
    WRANGLER_SEND_METRICS: 'false',
    WRANGLER_SEND_ERROR_REPORTS: 'false',
    CLOUDFLARE_CF_FETCH_ENABLED: 'false',
  };
  for (const name of ['CLOUDFLARE_API_TOKEN', 'CLOUDFLARE_API_KEY', 'CLOUDFLARE_EMAIL', 'CLOUDFLARE_ACCOUNT_ID']) delete env[name];
  const run = spawnSync(process.execPath, [wrangler, 'deploy', '--dry-run', '--outdir', outdir], {
    cwd: WORKER_DIR,
    env,
    encoding: 'utf8',
    timeout: 120_000,
  });
  // wrangler colours its errors even into a pipe.
  const output = stripVTControlCharacters(`${run.stdout ?? ''}${run.stderr ?? ''}${run.error === undefined ? '' : String(run.error)}`);
  return { ok: run.status === 0, output };
}
