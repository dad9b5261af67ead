import { readFileSync } from 'node:fs';
import asc from 'assemblyscript/asc';
import { describe, expect, it } from 'vitest';

describe('the compiled double-dummy search', () => {
  // src/dd/dd.wasm is committed, so the engine runs with no build step anywhere (Node, wrangler):
  // this keeps it true to its source in assembly/.
  it('is what assembly/ compiles to (rebuild with pnpm build:wasm after changing it)', async () => {
    let built: Uint8Array | undefined;
    const { error } = await asc.main(['assembly/index.ts', '--config', 'assembly/asconfig.json', '--target', 'release'], {
      writeFile: (name, contents) => {
        if (name.endsWith('.wasm') && typeof contents !== 'string') built = contents;
      },
    });
    expect(error).toBeNull();
    expect(built).toBeDefined();
    expect(Buffer.from(built ?? []).equals(readFileSync(new URL('../src/dd/dd.wasm', import.meta.url)))).toBe(true);
  }, 120_000);
});
