// The shape of the repository, held: one idea a package, imports only downward, no relative import
// across a package's edge, and no circle among a package's own modules.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../src/dev-server.ts';

/** Each workspace package by folder, with the packages of ours it may import: those below it (the
 * benchmarks' statistics, a leaf, for any package's benchmarks). */
const MAY_IMPORT: Readonly<Record<string, readonly string[]>> = {
  'packages/engine': ['@tenace/bench-stats'],
  'packages/bench-stats': [],
  'packages/rules-dsl': ['@tenace/engine', '@tenace/bench-stats'],
  'packages/robots': ['@tenace/engine', '@tenace/rules-dsl', '@tenace/bench-stats'],
  'packages/trainer': ['@tenace/engine', '@tenace/rules-dsl', '@tenace/robots', '@tenace/bench-stats'],
  'apps/api-worker': ['@tenace/engine', '@tenace/rules-dsl', '@tenace/robots', '@tenace/trainer', '@tenace/bench-stats'],
  // The pages may see the laws of the auction and nothing that deals, holds a deal or searches one.
  'apps/web': ['@tenace/engine/browser'],
  tooling: ['@tenace/bench-stats'],
  e2e: ['@tenace/tooling/dev-server'],
};

const SKIP = new Set(['node_modules', 'dist', '.turbo', '.wrangler', 'artifacts']);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    if (SKIP.has(name)) return [];
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(name) && !name.endsWith('.d.ts') ? [full] : [];
  });
}

/** The module specifiers a file imports or re-exports (static and dynamic). */
function specifiers(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const found: string[] = [];
  for (const match of text.matchAll(
    /(?:^|\n)\s*(?:import|export)\s[^;]*?\sfrom\s+'([^']+)'|(?:^|\n)\s*import\s+'([^']+)'|\bimport\(\s*'([^']+)'\s*\)/g,
  )) {
    const spec = match[1] ?? match[2] ?? match[3];
    if (spec !== undefined) found.push(spec);
  }
  return found;
}

const packageOf = (file: string): string | undefined =>
  Object.keys(MAY_IMPORT).find((root) => file.startsWith(path.join(REPO_ROOT, root) + path.sep));

const files = Object.keys(MAY_IMPORT).flatMap((root) => sourceFiles(path.join(REPO_ROOT, root)));

describe('the repository layout', () => {
  it('finds the sources of every package', () => {
    for (const root of Object.keys(MAY_IMPORT))
      expect(
        files.some((file) => packageOf(file) === root),
        root,
      ).toBe(true);
  });

  it('has no relative import across a package edge', () => {
    const crossing = files.flatMap((file) =>
      specifiers(file)
        .filter((spec) => spec.startsWith('.'))
        .filter((spec) => packageOf(path.resolve(path.dirname(file), spec)) !== packageOf(file))
        .map((spec) => `${path.relative(REPO_ROOT, file)} imports ${spec}`),
    );
    expect(crossing).toEqual([]);
  });

  it('imports only downward: each package only the packages of ours below it', () => {
    const wrong = files.flatMap((file) => {
      const root = packageOf(file) ?? '';
      const allowed = MAY_IMPORT[root] ?? [];
      return specifiers(file)
        .filter((spec) => spec.startsWith('@tenace/'))
        .filter((spec) => !allowed.some((name) => spec === name || spec.startsWith(`${name}/`)))
        .map((spec) => `${path.relative(REPO_ROOT, file)} imports ${spec}`);
    });
    expect(wrong).toEqual([]);
  });

  it('has no circle among the modules of a package', () => {
    const graph = new Map<string, string[]>();
    for (const file of files) {
      graph.set(
        file,
        specifiers(file)
          .filter((spec) => spec.startsWith('.'))
          .map((spec) => path.resolve(path.dirname(file), spec)),
      );
    }
    const circles: string[] = [];
    const state = new Map<string, 'open' | 'done'>();
    const visit = (file: string, trail: readonly string[]): void => {
      if (state.get(file) === 'done') return;
      if (state.get(file) === 'open') {
        circles.push([...trail.slice(trail.indexOf(file)), file].map((f) => path.relative(REPO_ROOT, f)).join(' → '));
        return;
      }
      state.set(file, 'open');
      for (const next of graph.get(file) ?? []) if (graph.has(next)) visit(next, [...trail, file]);
      state.set(file, 'done');
    };
    for (const file of graph.keys()) visit(file, []);
    expect(circles).toEqual([]);
  });
});
