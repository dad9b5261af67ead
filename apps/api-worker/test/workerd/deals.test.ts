import { describe, expect, it } from 'vitest';
import { post } from './game-client.ts';
import { recordTestFile } from './isolate.ts';

recordTestFile('deals.test.ts');

// Board 1's open room with every tag, its closed room with only what changed, as tournament software writes them.
const FILE = `[Event "Test"]
[Board "1"]
[Dealer "N"]
[Vulnerable "None"]
[Deal "N:J7532.J8.A764.63 T8.Q973.QJ9.KT84 A964.T642.85.AQ9 KQ.AK5.KT32.J752"]
[Room "Open"]
[Declarer "N"]
[Contract "2S"]
[Result "9"]
[Auction "N"]
Pass Pass 1S Pass
2S Pass Pass Pass

[Room "Closed"]
[Declarer "W"]
[Contract "1NT"]
[Result "6"]
[Auction "N"]
Pass Pass Pass 1NT
Pass Pass Pass
`;

describe('deals brought in, inside workerd', () => {
  it('imports both rooms of a board, the answer written as the client reads it, and analyses one', async () => {
    const response = await post('/deals/import', { text: FILE });
    const body = (await response.json()) as {
      boards: { board: string; deal: string; contract: string; declarer: string }[];
      failed: unknown[];
    };
    expect(response.status, JSON.stringify(body)).toBe(200);
    expect(body.failed).toEqual([]);
    expect(body.boards.map((b) => [b.board, b.contract, b.declarer])).toEqual([
      ['1', '2S', 'S'],
      ['1', '1NT', 'W'],
    ]);
    expect(body.boards[1]?.deal).toBe(body.boards[0]?.deal);
    const analysed = await post('/deals/analyse', body.boards[0]);
    const analysis = (await analysed.json()) as { tricks: { N: { S: number } }; pbn: string };
    expect(analysed.status, JSON.stringify(analysis)).toBe(200);
    expect(analysis.tricks.N.S).toBe(9);
    expect(analysis.pbn).toContain('[ParContract "');
  });
});
