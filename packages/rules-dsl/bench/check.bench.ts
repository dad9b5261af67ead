/**
 * Benchmark of checking a rule source, as POST /api/v1/rules/check does: the CPU time of checking
 * the SAYC book, and each hostile source of test/fixtures/hostile-sources.ts at 16, 32 and 64 KB,
 * with the size of the answer. Checking is linear when each doubling of the source doubles the time
 * (×2, ×2); a square would make each ×4. Target: every 64 KB source well under 100 ms.
 * CPU time (process.cpuUsage) rather than wall time: it is what a Worker is allowed, and other
 * processes on the machine change it less. The fastest of 5 to 15 runs: on a shared machine the
 * others only add noise (cache and core sharing, the collector's timing).
 * Run with `npx tsx bench/check.bench.ts` (or `pnpm bench`) in packages/rules-dsl.
 */
import { SAYC_SOURCE, checkRules } from '../src/index.ts';
import { HOSTILE_SOURCES } from '../test/fixtures/hostile-sources.ts';

function checkCpuMs(source: string): number {
  let fastest = Infinity;
  const started = performance.now();
  for (let runs = 0; runs < 15 && (runs < 5 || performance.now() - started < 300); runs++) {
    const before = process.cpuUsage();
    checkRules(source);
    const used = process.cpuUsage(before);
    fastest = Math.min(fastest, (used.user + used.system) / 1000);
  }
  return fastest;
}

const KB = 1024;
const SIZES = [16 * KB, 32 * KB, 64 * KB] as const;
const ms = (x: number): string => `${x.toFixed(x < 10 ? 1 : 0)} ms`;
const growth = (from: number, to: number): string => `×${(to / Math.max(from, 0.05)).toFixed(1)}`;

// Warm up the parser and checker, as in a Worker that has answered requests before.
for (let i = 0; i < 5; i++) checkRules(SAYC_SOURCE, 'sayc.rules');
const sayc = checkRules(SAYC_SOURCE, 'sayc.rules');
console.log(
  `check, SAYC book (${(SAYC_SOURCE.length / KB).toFixed(0)} KB, ${SAYC_SOURCE.split('\n').length} lines): ${ms(checkCpuMs(SAYC_SOURCE))} CPU, ${sayc.diagnostics.length} diagnostics`,
);

let slowest = { name: '', ms: 0 };
let largest = { name: '', bytes: 0 };
for (const hostile of HOSTILE_SOURCES) {
  const [at16, at32, at64] = SIZES.map((size) => checkCpuMs(hostile.make(size))) as [number, number, number];
  const answer = checkRules(hostile.make(64 * KB));
  const bytes = JSON.stringify(answer).length;
  if (at64 > slowest.ms) slowest = { name: hostile.name, ms: at64 };
  if (bytes > largest.bytes) largest = { name: hostile.name, bytes };
  console.log(
    `check, ${hostile.name}: 16 KB ${ms(at16)}, 32 KB ${ms(at32)} (${growth(at16, at32)}), 64 KB ${ms(at64)} (${growth(at32, at64)}) CPU; ` +
      `answer at 64 KB: ${answer.diagnostics.length} diagnostics (+${answer.more} more), ${(bytes / KB).toFixed(1)} KB`,
  );
}
console.log(
  `check, slowest 64 KB source: ${slowest.name}, ${ms(slowest.ms)} CPU (target: well under 100 ms); largest answer: ${largest.name}, ${(largest.bytes / KB).toFixed(1)} KB`,
);
