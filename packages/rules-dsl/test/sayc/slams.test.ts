import { auctionFromCalls, displayCall, parseCall, parsePbnHand, unwrap } from '@tenace/engine';
import { describe, expect, it } from 'vitest';
import { robotBid, saycBook, withOptions } from '../../src/index.ts';
import { auctionOf, bookAnswer, handOf, sayc } from './sheet.ts';

/**
 * Slams in part two: Roman Keycard Blackwood as the book's named option (plain Blackwood stays the
 * default answer scheme), and the asker placing the contract from the answer.
 */
const RKCB = 'Roman Keycard Blackwood';
const keycardBook = unwrap(withOptions(sayc, [RKCB]));
const ASKED = ['1♠', 'Pass', '3♠', 'Pass', '4NT', 'Pass'];

describe('Roman Keycard Blackwood, the option', () => {
  const answers: [string, string, string, string][] = [
    ['the trump king and the ace of hearts', 'K32.A32.QJ32.J32', '5♥', '5♦'],
    ['the trump king and queen and an ace', 'KQ2.A32.J432.J32', '5♠', '5♦'],
    ['the trump ace and another ace', 'A32.A32.QJ32.J32', '5♥', '5♥'],
    ['the trump ace and king and another ace', 'AK2.A32.J432.J32', '5♦', '5♥'],
    ['no keycard', '432.K32.KQJ2.QJ2', '5♦', '5♣'],
    ['one ace, not the trump king', 'Q32.A32.KJ32.J32', '5♣', '5♦'],
  ];
  for (const [edge, pbn, keycard, plain] of answers) {
    it(`${ASKED.join(' ')}: ${edge} → ${keycard} with the option, ${plain} without`, () => {
      const withIt = bookAnswer(handOf(pbn), auctionOf(ASKED), keycardBook);
      expect(withIt.call).toBe(keycard);
      expect(withIt.meaning).toMatch(/^Roman Keycard Blackwood: /);
      const without = bookAnswer(handOf(pbn), auctionOf(ASKED));
      expect(without.call).toBe(plain);
      expect(without.meaning).toMatch(/^Blackwood: /);
    });
  }

  it('the book names its options, and refuses one it does not know', () => {
    expect(sayc.optionNames).toContain(RKCB);
    expect(saycBook().optionNames).toContain(RKCB);
    expect(sayc.options.size).toBe(0);
    const refused = withOptions(sayc, ['Exclusion Blackwood']);
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.error.code).toBe('unknown-option');
  });

  it('the asker places the slam from the keycards shown', () => {
    const book = unwrap(withOptions(saycBook(), [RKCB]));
    const auction = unwrap(auctionFromCalls('N', [...ASKED, '5♥', 'Pass'].map((c) => unwrap(parseCall(c)))));
    // Opener holds the ace and king of spades: two keycards of its own and two shown, one missing.
    const made = unwrap(robotBid({ hand: unwrap(parsePbnHand('AKQ54.KQ2.K32.Q2')), vulnerability: 'None', auction }, { book }));
    expect(displayCall(made.call)).toBe('6♠');
    expect(made.meaning).toContain('one keycard is missing');
    // Two keycards of its own and none shown (5♦ is none or three): three missing, stop at five.
    const five = unwrap(auctionFromCalls('N', [...ASKED, '5♦', 'Pass'].map((c) => unwrap(parseCall(c)))));
    const stop = unwrap(robotBid({ hand: unwrap(parsePbnHand('AKJ54.KQ2.KQ2.32')), vulnerability: 'None', auction: five }, { book }));
    expect(displayCall(stop.call)).toBe('5♠');
  });
});
