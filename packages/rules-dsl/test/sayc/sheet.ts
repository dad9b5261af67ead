import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { auctionFromCalls, displayCall, parseCall, parsePbnHand, type Auction, type CardSet, type Seat } from '@tenace/engine';
import { expect, it } from 'vitest';
import { compileRules, decide, formatDiagnostic, type RuleBook } from '../../src/index.ts';

/**
 * The SAYC sheet (systems/sayc-sheet.txt) read from its file, and the book read from systems/sayc.rules: the
 * tests compare the one with the other, so both are read as they are, never copied.
 */

// The sheet is kept beside the book it specifies: systems/sayc-sheet.txt.
export const SHEET_PATH = fileURLToPath(new URL('../../systems/sayc-sheet.txt', import.meta.url));
export const BOOK_PATH = fileURLToPath(new URL('../../systems/sayc.rules', import.meta.url));

/** One line of the sheet: a call, its meaning, and the heading it stands under. */
export interface SheetLine {
  /** `Openings`, `After 1♣`, `After 1♥ – 2♥`, … as the sheet writes it. */
  readonly section: string;
  /** The call as the sheet writes it: `1♣`, `1NT`, `Pass`. */
  readonly call: string;
  readonly meaning: string;
}

const CALL_LINE = /^(?:[1-7](?:♣|♦|♥|♠|NT)|Pass)$/u;
const SECTION_LINE = /^(?:Openings|After [1-7](?:♣|♦|♥|♠|NT)(?: – [1-7](?:♣|♦|♥|♠|NT))?)$/u;

/**
 * The sheet's calls between "Openings" and "The robot partner, past the rules": each is a line
 * holding only a call, followed by its meaning on the next line.
 */
export function parseSheet(text: string): SheetLine[] {
  const lines = text.split(/\r?\n/).map((l) => l.trim());
  const start = lines.indexOf('Openings');
  const end = lines.indexOf('The robot partner, past the rules');
  if (start < 0 || end < start) throw new Error(`${SHEET_PATH}: no "Openings" … "The robot partner" part found`);
  const result: SheetLine[] = [];
  let section = '';
  for (let i = start; i < end; i++) {
    const line = lines[i] ?? '';
    if (SECTION_LINE.test(line)) section = line;
    else if (CALL_LINE.test(line) && section !== '') {
      const meaning = lines[i + 1] ?? '';
      result.push({ section, call: line, meaning });
      i++;
    }
  }
  return result;
}

export const sheetText = readFileSync(SHEET_PATH, 'utf8');
export const sheet: readonly SheetLine[] = parseSheet(sheetText);

/** The sheet's meaning of `call` under `section`, if the sheet lists it there. */
export const sheetMeaning = (section: string, call: string): string | undefined =>
  sheet.find((l) => l.section === section && l.call === call)?.meaning;

/** The sections, in the sheet's order. */
export const sections = (): string[] => [...new Set(sheet.map((l) => l.section))];

/**
 * The calls that reach a section, the opponents passing: `After 1♥ – 2♥` is 1♥ Pass 2♥ Pass.
 * The dealer is the opener, so an opening is decided by the dealer, a response by the dealer's
 * partner and a rebid by the dealer again.
 */
export function callsBefore(section: string): string[] {
  if (section === 'Openings') return [];
  const bids = section.replace(/^After /, '').split(' – ');
  return bids.flatMap((b) => [b, 'Pass']);
}

export function compileBook(): RuleBook {
  const compiled = compileRules(readFileSync(BOOK_PATH, 'utf8'), 'sayc.rules');
  if (!compiled.ok) throw new Error(compiled.error.map(formatDiagnostic).join('\n'));
  return compiled.value;
}

export const sayc: RuleBook = compileBook();

export function handOf(pbn: string): CardSet {
  const parsed = parsePbnHand(pbn);
  if (!parsed.ok) throw new Error(`hand ${pbn}: ${parsed.error.message}`);
  return parsed.value;
}

export function auctionOf(calls: readonly string[], dealer: Seat = 'N'): Auction {
  const parsed = auctionFromCalls(
    dealer,
    calls.map((c) => {
      const call = parseCall(c);
      if (!call.ok) throw new Error(call.error.message);
      return call.value;
    }),
  );
  if (!parsed.ok) throw new Error(parsed.error.message);
  return parsed.value;
}

/** The book's call (as the sheet writes calls: `1♥`, `Pass`; `none` with no decision) and meaning. */
export interface BookAnswer {
  readonly call: string;
  readonly meaning: string;
}

export function bookAnswer(hand: CardSet, auction: Auction, book: RuleBook = sayc): BookAnswer {
  const d = decide(book, { hand, vulnerability: 'None', auction }, { trace: false });
  return d.call === undefined ? { call: 'none', meaning: d.reason } : { call: displayCall(d.call), meaning: d.meaning };
}

/** A hand case after one auction: [what the case is, the hand in PBN, the call the book makes]. */
export type CallCase = readonly [edge: string, hand: string, call: string];

/** One test a case: after `calls` (dealer North), the book makes the case's call; `label` heads each name. */
export function itCalls(calls: readonly string[], cases: readonly CallCase[], label = ''): void {
  for (const [edge, pbn, call] of cases) {
    it(`${label}${edge} → ${call}`, () => {
      expect(bookAnswer(handOf(pbn), auctionOf(calls)).call).toBe(call);
    });
  }
}
