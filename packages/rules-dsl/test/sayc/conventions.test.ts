import { describe, expect, it } from 'vitest';
import { auctionOf, bookAnswer, handOf, sheetText } from './sheet.ts';

/**
 * The sheet's lines that are prose rather than a call and its meaning: the answer to a strong 2♣,
 * and the Blackwood answers ("The robot answers 5♣ with none or four, 5♦ with one, 5♥ with two
 * and 5♠ with three"). The book's meaning must carry the sheet's words.
 */

describe('after a strong 2♣: "it answers 2♦: waiting, saying nothing about diamonds"', () => {
  const words = 'waiting, saying nothing about diamonds';
  it('the sheet says so', () => expect(sheetText).toContain(`it answers 2♦: ${words}`));
  // Every hand but a positive response (part two's, tried first: test/sayc/strong-2c.test.ts).
  const hands: [string, string][] = [
    ['0 points', '5432.5432.432.32'],
    ['16 points and six diamonds with one top honour', 'A2.KQ3.A85432.32'],
    ['7 points and a good five-card suit', '32.AQ432.5432.32'],
    ['8 points and five clubs with one top honour', 'K2.Q32.432.QJ432'],
    ['a void in diamonds', 'Q5432.KJ432..432'],
  ];
  for (const [edge, pbn] of hands) {
    it(`2♦: ${edge} → 2♦`, () => {
      const answer = bookAnswer(handOf(pbn), auctionOf(['2♣', 'Pass']));
      expect(answer.call).toBe('2♦');
      expect(answer.meaning.toLowerCase()).toContain(words);
    });
  }
});

describe('Blackwood: "4NT, once a suit has been bid, asks for aces"', () => {
  const answers: [string, string, string, string][] = [
    ['5♣', 'none or four', 'no ace', 'KQ2.KQ2.QJ32.J32'],
    ['5♣', 'none or four', 'four aces', 'A32.A32.A432.A32'],
    ['5♦', 'one', 'one ace', 'A32.KQ2.J432.J32'],
    ['5♥', 'two', 'two aces', 'A32.A32.J432.J32'],
    ['5♠', 'three', 'three aces', 'A32.A32.A432.432'],
  ];
  const auctions: string[][] = [
    ['1♠', 'Pass', '3♠', 'Pass', '4NT', 'Pass'],
    ['1♣', 'Pass', '1♥', 'Pass', '4NT', 'Pass'],
  ];
  for (const [call, words, edge, pbn] of answers) {
    it(`the sheet answers ${call} with ${words}`, () => expect(sheetText).toContain(`${call} with ${words}`));
    for (const calls of auctions) {
      it(`${call}: ${edge}, after ${calls.join(' ')} → ${call}`, () => {
        const answer = bookAnswer(handOf(pbn), auctionOf(calls));
        expect(answer.call).toBe(call);
        expect(answer.meaning).toContain('Blackwood');
        expect(answer.meaning).toContain(words === 'one' ? 'one ace' : `${words} aces`);
      });
    }
  }
  // "1NT – 4NT and 2NT – 4NT invite a slam instead": opener does not answer aces.
  for (const opening of ['1NT', '2NT']) {
    it(`${opening} – 4NT: quantitative, not Blackwood → no ace-showing answer`, () => {
      const pbn = opening === '1NT' ? 'A32.KQ2.AJ32.K32' : 'AK2.AQ2.KQ32.QJ2';
      const answer = bookAnswer(handOf(pbn), auctionOf([opening, 'Pass', '4NT', 'Pass']));
      expect(answer.meaning).not.toContain('Blackwood:');
      expect(['5♣', '5♦', '5♥', '5♠']).not.toContain(answer.call);
    });
  }
});
