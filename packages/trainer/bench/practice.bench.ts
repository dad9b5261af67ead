/**
 * Benchmark of a practice deal (dealt until North or South opens and East–West would not compete):
 * its mean time over 200 seeds. Run with `npx tsx bench/practice.bench.ts` in packages/trainer.
 * (Moved out of packages/robots/bench/robot.bench.ts, which times the robots' bidding.)
 */
import { unwrap } from '@tenace/engine';
import { practiceDeal } from '../src/practice.ts';

const start = performance.now();
for (let i = 0; i < 200; i++) unwrap(practiceDeal(`bench:${i}`));
const practiceMs = (performance.now() - start) / 200;

console.log(`practice deal: ${practiceMs.toFixed(2)} ms each`);
