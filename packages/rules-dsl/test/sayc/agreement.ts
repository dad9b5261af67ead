import { dealFromSeed, formatHand, partnerOf, SEATS, type CardSet, type Seat } from '@tenace/engine';
import type { RuleBook } from '../../src/index.ts';
import { auctionOf, bookAnswer, callsBefore, sayc, sheetMeaning } from './sheet.ts';
import { ORACLE_SECTIONS, sheetCalls } from './sheet-oracle.ts';

/**
 * Book against the sheet on random deals: every hand of a seeded deal opens (as dealer), answers
 * each one-level and notrump opening of its partner (the next player passing), and, when both the
 * book and the sheet open it the same way, makes each listed rebid of that opening.
 */

export interface Sample {
  readonly section: string;
  readonly hand: CardSet;
  readonly dealer: Seat;
  readonly calls: readonly string[];
  /** The book's call, as the sheet writes calls (`none` when no rule acts). */
  readonly book: string;
  readonly bookMeaning: string;
  /** The calls the sheet's words allow (empty where the sheet says nothing). */
  readonly allowed: ReadonlySet<string>;
}

/** The book's call is one the sheet allows, and the book means by it what the sheet says, word for word. */
export const agrees = (s: Sample): boolean => s.allowed.has(s.book) && s.bookMeaning === sheetMeaning(s.section, s.book);

export const describeSample = (s: Sample): string =>
  `${s.section}: hand ${formatHand(s.hand)}, dealer ${s.dealer}, auction [${s.calls.join(' ')}] → book ${s.book} ` +
  `("${s.bookMeaning}"), the sheet allows {${[...s.allowed].join(', ')}}`;

const OPENINGS_ANSWERED = ['1♣', '1♦', '1♥', '1♠', '1NT', '2NT'];
const REBIDS = ORACLE_SECTIONS.filter((s) => s.includes(' – '));

function sample(book: RuleBook, section: string, hand: CardSet, dealer: Seat): Sample {
  const calls = callsBefore(section);
  const answer = bookAnswer(hand, auctionOf(calls, dealer), book);
  return { section, hand, dealer, calls, book: answer.call, bookMeaning: answer.meaning, allowed: sheetCalls(section, hand) };
}

/** The samples of one deal, each hand in turn the dealer. */
export function samplesOfDeal(seed: string, book: RuleBook = sayc): Sample[] {
  const deal = dealFromSeed(seed, 'N');
  const result: Sample[] = [];
  for (const dealer of SEATS) {
    const opener = deal[dealer];
    const opening = sample(book, 'Openings', opener, dealer);
    result.push(opening);
    for (const o of OPENINGS_ANSWERED) result.push(sample(book, `After ${o}`, deal[partnerOf(dealer)], dealer));
    for (const section of REBIDS) {
      const opened = section.replace(/^After /, '').split(' – ')[0] ?? '';
      if (opening.book === opened && opening.allowed.has(opened)) result.push(sample(book, section, opener, dealer));
    }
  }
  return result;
}

/** The samples of `deals` seeded deals (seeds `sheet-0`, `sheet-1`, …), grouped by section. */
export function samplesBySection(deals: number, book: RuleBook = sayc): Map<string, Sample[]> {
  const bySection = new Map<string, Sample[]>(ORACLE_SECTIONS.map((s) => [s, []]));
  for (let i = 0; i < deals; i++) {
    for (const s of samplesOfDeal(`sheet-${i}`, book)) bySection.get(s.section)?.push(s);
  }
  return bySection;
}
