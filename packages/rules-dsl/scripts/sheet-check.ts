import { agrees, describeSample, samplesBySection } from '../test/sayc/agreement.ts';

/**
 * Agreement of the SAYC book (systems/sayc.rules) with the sheet's words (systems/sayc-sheet.txt), read by the
 * independent oracle of test/sayc/sheet-oracle.ts, over seeded random deals.
 *
 *   npx tsx scripts/sheet-check.ts [deals]      (20,000 deals unless told)
 *
 * Agreement with the sheet's words is the measure: a situation counts where the sheet allows at
 * least one call, and agrees where the book's call is one of them.
 */

const deals = Number(process.argv[2] ?? 20000);
if (!Number.isInteger(deals) || deals <= 0) {
  console.error(`the number of deals must be a whole number above 0, not '${process.argv[2] ?? ''}'`);
  process.exit(2);
}

const started = performance.now();
const bySection = samplesBySection(deals);
const seconds = (performance.now() - started) / 1000;

const pad = (text: string, width: number): string => text.padEnd(width);
const padLeft = (text: string, width: number): string => text.padStart(width);
console.log(`${deals} deals, ${seconds.toFixed(1)} s\n`);
console.log(
  `${pad('situation', 18)}${padLeft('hands', 9)}${padLeft('sheet has a call', 18)}${padLeft('book agrees', 13)}${padLeft('agreement', 11)}`,
);

let counted = 0;
let agreed = 0;
const disagreements: string[] = [];
for (const [section, samples] of bySection) {
  const covered = samples.filter((s) => s.allowed.size > 0);
  const agreeing = covered.filter(agrees);
  counted += covered.length;
  agreed += agreeing.length;
  const percent = covered.length === 0 ? '—' : `${((100 * agreeing.length) / covered.length).toFixed(2)}%`;
  console.log(
    `${pad(section, 18)}${padLeft(String(samples.length), 9)}${padLeft(String(covered.length), 18)}${padLeft(String(agreeing.length), 13)}${padLeft(percent, 11)}`,
  );
  for (const s of covered.filter((x) => !agrees(x)).slice(0, 5)) disagreements.push(describeSample(s));
}
console.log(
  `${pad('all', 18)}${padLeft('', 9)}${padLeft(String(counted), 18)}${padLeft(String(agreed), 13)}${padLeft(`${((100 * agreed) / Math.max(counted, 1)).toFixed(2)}%`, 11)}`,
);
if (disagreements.length > 0) {
  console.log('\nDisagreements (up to five a situation):');
  for (const d of disagreements) console.log(`  ${d}`);
}
