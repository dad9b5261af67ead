import { auctionFromCalls, displayCall, parseCall, parsePbnHand, unwrap } from '@tenace/engine';
import { saycBook } from '@tenace/rules-dsl';
import { type RobotCall, robotBid } from '../src/index.ts';
import { PAST_SHEET_CASES, PAST_SHEET_FAMILIES, type PastSheetCase } from '../test/fixtures/past-the-sheet-cases.ts';

/**
 * Agreement of the robot with the calls of test/fixtures/past-the-sheet-cases.ts (issue 50's
 * families past the sheet), by family:
 *
 *   npx tsx scripts/past-sheet-check.ts [--misses] [--round=1|2|3]
 *
 * --round counts only the cases one round wrote (round three's use the earlier rounds' families).
 */

/** The robot's call for a case, and the part that decided (the book's rule, or the placement). */
export function robotAnswerFor(c: PastSheetCase): { call: string; source: string } {
  const answer = robotAnswer(c);
  return {
    call: displayCall(answer.call),
    source: answer.rule === undefined ? answer.source : `${answer.source}, line ${answer.rule.line}`,
  };
}

function robotAnswer(c: PastSheetCase): RobotCall {
  const calls = c.auction
    .split(' ')
    .filter((x) => x !== '')
    .map((x) => unwrap(parseCall(x)));
  const auction = unwrap(auctionFromCalls(c.dealer, calls));
  return unwrap(robotBid({ hand: unwrap(parsePbnHand(c.hand)), vulnerability: c.vul, auction }, { book: saycBook() }));
}

export const robotCallForCase = (c: PastSheetCase): string => robotAnswerFor(c).call;

export const expectedCall = (c: PastSheetCase): string => displayCall(unwrap(parseCall(c.call)));

if (import.meta.url === `file://${process.argv[1] ?? ''}`) {
  const roundFlag = process.argv.find((a) => a.startsWith('--round='));
  const round = roundFlag === undefined ? undefined : Number(roundFlag.slice('--round='.length));
  const misses: string[] = [];
  let cases = 0;
  let agree = 0;
  for (const family of PAST_SHEET_FAMILIES) {
    const mine = PAST_SHEET_CASES.filter((c) => c.family === family && (round === undefined || c.round === round));
    if (mine.length === 0) continue;
    let ok = 0;
    for (const c of mine) {
      const answer = robotAnswerFor(c);
      if (answer.call === expectedCall(c)) ok++;
      else
        misses.push(
          `  [${family}] ${c.dealer} ${c.vul} ${c.auction || '(opening)'} with ${c.hand}: SAYC ${expectedCall(c)} (${c.source}), the robot ${answer.call} (${answer.source})`,
        );
    }
    cases += mine.length;
    agree += ok;
    console.log(
      `${family.padEnd(32)} ${String(ok).padStart(3)} of ${String(mine.length).padStart(3)}  ${((100 * ok) / mine.length).toFixed(0)} %`,
    );
  }
  console.log(`${'all'.padEnd(32)} ${String(agree).padStart(3)} of ${String(cases).padStart(3)}  ${((100 * agree) / cases).toFixed(0)} %`);
  if (misses.length > 0 && process.argv.includes('--misses')) console.log(`\ndisagreements:\n${misses.join('\n')}`);
}
