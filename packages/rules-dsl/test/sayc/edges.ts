import { highCardPoints } from '@tenace/engine';
import { describe, expect, it } from 'vitest';
import { auctionOf, bookAnswer, callsBefore, handOf, sheetMeaning } from './sheet.ts';
import { sheetCalls } from './sheet-oracle.ts';

/**
 * An edge case of one line of the sheet: [the sheet's call, the edge, the hand in PBN, its
 * points, the call the book must make]. When the call to make is the line's own, the hand is just
 * inside the line; otherwise it is just outside, and the call is the one that takes over — or
 * SILENT where the sheet has no call for the hand (the book may do anything but use this line).
 */
export type Edge = readonly [line: string, edge: string, hand: string, points: number, bids: string];

export interface EdgeTable {
  /** The sheet's heading: `Openings`, `After 1♣`, `After 1♦ – 1♠`, … */
  readonly section: string;
  readonly edges: readonly Edge[];
}

export const SILENT = 'the sheet has no call';

export const isInside = ([line, , , , bids]: Edge): boolean => line === bids;

export function edgeName(edge: Edge): string {
  const [line, text, , , bids] = edge;
  return isInside(edge) ? `${line}: ${text} → ${line}` : `${line}: ${text} → not ${line} (${bids})`;
}

/**
 * Each edge: the hand has the points it claims; the book makes the call (with the sheet's meaning,
 * word for word, when the call is a line of the sheet here); and the independent reading of the
 * sheet agrees on which side of the line the hand falls.
 */
export function runEdges(table: EdgeTable): void {
  const calls = callsBefore(table.section);
  describe(`${table.section} (auction: ${calls.length === 0 ? 'none' : calls.join(' ')})`, () => {
    for (const edge of table.edges) {
      const [line, , pbn, points, bids] = edge;
      it(edgeName(edge), () => {
        const hand = handOf(pbn);
        expect(highCardPoints(hand), `the points of ${pbn}`).toBe(points);
        expect(sheetMeaning(table.section, line), `${line} is a line of the sheet under ${table.section}`).toBeDefined();
        const answer = bookAnswer(hand, auctionOf(calls));
        const allowed = sheetCalls(table.section, hand);
        if (bids === SILENT) {
          expect(`${answer.call}: ${answer.meaning}`).not.toBe(`${line}: ${sheetMeaning(table.section, line) ?? ''}`);
          expect([...allowed], 'the sheet reading allows nothing').toEqual([]);
          return;
        }
        expect(answer.call).toBe(bids);
        const meaning = sheetMeaning(table.section, bids);
        if (meaning !== undefined) expect(answer.meaning).toBe(meaning);
        expect([...allowed], 'the sheet reading allows the call').toContain(bids);
        if (!isInside(edge)) expect([...allowed], 'the sheet reading puts the hand outside the line').not.toContain(line);
      });
    }
  });
}
