// The deploy check's measure of the bundle (scripts/bundle.ts), on folders laid out as wrangler's
// --outdir: it must count what wrangler uploads, and fail a bundle over a limit.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { bundleSize, limitsPassed, type SizeLimit } from '../../scripts/bundle.ts';

const folders: string[] = [];
function outdir(files: Record<string, Uint8Array | string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'tenace-bundle-test-'));
  folders.push(dir);
  for (const [name, content] of Object.entries(files)) writeFileSync(join(dir, name), content);
  return dir;
}
afterEach(() => {
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('the bundle size', () => {
  it('counts the modules wrangler uploads, not its README nor the source maps', () => {
    const size = bundleSize(
      outdir({ 'index.js': 'x'.repeat(1000), 'a-dd.wasm': new Uint8Array(24), 'index.js.map': '{}', 'README.md': 'hello' }),
    );
    expect(size.files).toEqual([
      { name: 'a-dd.wasm', bytes: 24 },
      { name: 'index.js', bytes: 1000 },
    ]);
    expect(size.bytes).toBe(1024);
    expect(size.gzipBytes).toBeLessThan(100);
  });

  it('fails a bundle over a limit, raw or compressed', () => {
    // Random bytes do not compress: 64 KiB of them stay over 32 KiB gzip.
    const size = bundleSize(outdir({ 'index.js': randomBytes(64 * 1024) }));
    const limits: SizeLimit[] = [
      { label: 'raw', measure: 'bytes', bytes: 128 * 1024 },
      { label: 'gzip', measure: 'gzipBytes', bytes: 32 * 1024 },
    ];
    expect(limitsPassed(size, limits)).toEqual([expect.stringMatching(/^gzip: /)]);
    expect(limitsPassed(size, [{ label: 'raw', measure: 'bytes', bytes: 1024 }])).toHaveLength(1);
    expect(limitsPassed(size)).toEqual([]);
  });
});
