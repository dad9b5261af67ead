import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  auctionFromCalls,
  parseCall,
  parsePbnHand,
  unwrap,
  type Auction,
  type Call,
  type CardSet,
  type Seat,
  type Vulnerability,
} from '@tenace/engine';
import { compileRules, decide, formatDiagnostic, type Decision, type NoDecision, type RuleBook } from '../src/index.ts';

export const hand = (pbn: string): CardSet => unwrap(parsePbnHand(pbn));
export const call = (text: string): Call => unwrap(parseCall(text));
export const calls = (text: string): Call[] =>
  text
    .split(/\s+/)
    .filter((c) => c !== '')
    .map(call);
export const auction = (text = '', dealer: Seat = 'N'): Auction => unwrap(auctionFromCalls(dealer, calls(text)));

/** Compiles a book that must have no errors. */
export function book(source: string, fileName = 'test.rules'): RuleBook {
  const result = compileRules(source, fileName);
  if (!result.ok) throw new Error(result.error.map(formatDiagnostic).join('\n'));
  return result.value;
}

export const sampleSource = readFileSync(fileURLToPath(new URL('./fixtures/sample.rules', import.meta.url)), 'utf8');
export const sample = (): RuleBook => book(sampleSource, 'sample.rules');

/** The book's decision for `pbn` after the calls `text` (North deals unless told). */
export function decideFor(
  b: RuleBook,
  pbn: string,
  text = '',
  dealer: Seat = 'N',
  vulnerability: Vulnerability = 'None',
): Decision | NoDecision {
  return decide(b, { hand: hand(pbn), vulnerability, auction: auction(text, dealer) });
}

/** The call as text (`1H`, `Pass`), or `none`. */
export function callOf(d: Decision | NoDecision): string {
  if (d.call === undefined) return 'none';
  const c = d.call;
  return c.type === 'bid' ? `${c.level}${c.strain}` : c.type === 'pass' ? 'Pass' : c.type === 'double' ? 'X' : 'XX';
}
