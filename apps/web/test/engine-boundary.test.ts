// The browser shows what the API gives and nothing more: it may use the engine's notation and
// auction laws, never code that deals, holds a deal or searches one.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const WEB_SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src');
const ENGINE_SRC = path.resolve(WEB_SRC, '../../../packages/engine/src');

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? filesUnder(full) : /\.(ts|tsx)$/.test(name) ? [full] : [];
  });
}

const importsOf = (file: string): string[] =>
  [...readFileSync(file, 'utf8').matchAll(/\bfrom\s+'([^']+)'|\bimport\(\s*'([^']+)'\s*\)/g)].map((m) => m[1] ?? m[2] ?? '');

describe('what the web app takes from the engine', () => {
  it("imports the engine only through '@tenace/engine/browser'", () => {
    const engineImports = filesUnder(WEB_SRC).flatMap((file) =>
      importsOf(file)
        .filter((spec) => spec.startsWith('@tenace/'))
        .map((spec) => `${path.relative(WEB_SRC, file)}: ${spec}`),
    );
    expect(engineImports.length).toBeGreaterThan(0);
    expect(engineImports.filter((line) => !line.endsWith(': @tenace/engine/browser'))).toEqual([]);
  });

  it('the browser entry reaches notation and auction modules only (and score types, erased at build)', () => {
    const reached = new Set<string>();
    const visit = (file: string): void => {
      const name = path.relative(ENGINE_SRC, file);
      if (reached.has(name)) return;
      reached.add(name);
      for (const match of readFileSync(file, 'utf8').matchAll(/^(?:import|export)\s+(type\s+)?[^'"]*?from\s+'(\.[^']+)'/gm)) {
        // A type-only import or export brings no code into the bundle.
        if (match[1] === undefined) visit(path.resolve(path.dirname(file), match[2] ?? ''));
      }
    };
    visit(path.join(ENGINE_SRC, 'browser.ts'));
    expect([...reached].sort()).toEqual(['auction.ts', 'browser.ts', 'call.ts', 'card.ts', 'result.ts', 'seat.ts']);
  });
});
