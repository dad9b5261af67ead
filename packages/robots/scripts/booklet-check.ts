import { SEATS, auctionFromCalls, displayCall, parseCall, parsePbnHand, unwrap } from '@tenace/engine';
import { robotBid } from '../src/index.ts';
import { saycBook, withOptions } from '@tenace/rules-dsl';
import { BOOKLET_CASES, type BookletCase } from '../test/fixtures/sayc-booklet.ts';

/**
 * Agreement of the robot (the SAYC book, and placement past it) with the standard SAYC calls of
 * test/fixtures/sayc-booklet.ts, situations where the sheet is silent:
 *
 *   npx tsx scripts/booklet-check.ts
 */

/** The robot's call for a case, as the engine writes calls (`1♥`, `Pass`). */
export function robotCallFor(c: BookletCase): string {
  const calls = c.auction
    .split(' ')
    .filter((x) => x !== '')
    .map((x) => unwrap(parseCall(x)));
  const auction = unwrap(auctionFromCalls(SEATS[0] ?? 'N', calls));
  const book = unwrap(withOptions(saycBook(), c.options ?? []));
  return displayCall(unwrap(robotBid({ hand: unwrap(parsePbnHand(c.hand)), vulnerability: 'None', auction }, { book })).call);
}

export const standardCall = (c: BookletCase): string => displayCall(unwrap(parseCall(c.call)));

if (import.meta.url === `file://${process.argv[1] ?? ''}`) {
  const byTopic = new Map<string, { cases: number; agree: number }>();
  const misses: string[] = [];
  for (const c of BOOKLET_CASES) {
    const mine = robotCallFor(c);
    const want = standardCall(c);
    const row = byTopic.get(c.topic) ?? { cases: 0, agree: 0 };
    row.cases++;
    if (mine === want) row.agree++;
    else
      misses.push(
        `  ${c.auction || '(opening)'} with ${c.hand}${c.options === undefined ? '' : ` (${c.options.join(', ')})`}: SAYC ${want} (${c.why}), the robot ${mine}`,
      );
    byTopic.set(c.topic, row);
  }
  let cases = 0;
  let agree = 0;
  for (const [topic, row] of byTopic) {
    cases += row.cases;
    agree += row.agree;
    console.log(
      `${topic.padEnd(12)} ${String(row.agree).padStart(3)} of ${String(row.cases).padStart(3)}  ${((100 * row.agree) / row.cases).toFixed(0)} %`,
    );
  }
  console.log(`${'all'.padEnd(12)} ${String(agree).padStart(3)} of ${String(cases).padStart(3)}  ${((100 * agree) / cases).toFixed(0)} %`);
  if (misses.length > 0) console.log(`\ndisagreements:\n${misses.join('\n')}`);
}
