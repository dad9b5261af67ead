/**
 * Which test files have run in this workerd isolate, so a test can show it is the first user of
 * something the isolate keeps (the SAYC book is made on first use and kept for the isolate's life).
 * Each test file records itself when it loads.
 */
const KEY = Symbol.for('tenace.workerdTestFiles');

type WithFiles = typeof globalThis & { [KEY]?: string[] };

/** Records `file` as run in this isolate; returns the files that ran here before it. */
export function recordTestFile(file: string): string[] {
  const scope = globalThis as WithFiles;
  const before = [...(scope[KEY] ?? [])];
  scope[KEY] = [...before, file];
  return before;
}
