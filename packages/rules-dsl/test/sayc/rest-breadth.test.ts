import { describe, expect, it } from 'vitest';
import { auctionOf, bookAnswer, handOf } from './sheet.ts';

/**
 * Part two, the rest of the list: the calls added for breadth of agreement with the SAYC booklet
 * (new minor forcing's four hearts, a forcing new major over a weak two and opener's answer, the
 * positive 2NT over 2♣, a suit to play over their overcall of our 1NT).
 */
const cases: [string, string[], string, string][] = [
  [
    'new minor forcing after 1♠: four hearts, two spades',
    ['1♦', 'Pass', '1♠', 'Pass', '1NT', 'Pass', '2♣', 'Pass'],
    'K4.AJ52.KJ52.Q52',
    '2♥',
  ],
  ['a good major of my own, 17 points, short in diamonds: a forcing new suit', ['2♦', 'Pass'], 'AKJ52.A4.52.KQ52', '2♠'],
  ['a good minor of my own, 17 points: 2NT asks instead', ['2♥', 'Pass'], 'A4.52.AKJ52.KQ52', '2NT'],
  ['opener with three of the new suit: a raise', ['2♥', 'Pass', '2♠', 'Pass'], 'Q52.KQJ852.52.52', '3♠'],
  ['opener without support: the weak two suit again', ['2♥', 'Pass', '2♠', 'Pass'], '5.KQJ852.J52.Q52', '3♥'],
  ['after the new suit is raised: game in it', ['2♥', 'Pass', '2♠', 'Pass', '3♠', 'Pass'], 'AKJ52.4.AQ2.K852', '4♠'],
  ['after opener rebids the weak two, two of it: game in it', ['2♥', 'Pass', '2♠', 'Pass', '3♥', 'Pass'], 'AKJ52.J4.AQ2.K85', '4♥'],
  ['after opener rebids, no fit: 3NT', ['2♥', 'Pass', '2♠', 'Pass', '3♥', 'Pass'], 'AKJ52.4.AQ2.K852', '3NT'],
  ["partner's 2♠ over 1NT is the relay: 3♣", ['1NT', 'Pass', '2♠', 'Pass'], 'AQ2.K52.KJ52.Q52', '3♣'],
  ['opposite 3♠, three trumps and 16: game', ['3♠', 'Pass'], 'A52.KQ52.AK52.52', '4♠'],
  ['opposite 3♦, 17 and two diamonds: 3NT', ['3♦', 'Pass'], 'AK52.KQ52.52.AJ2', '3NT'],
  ['opposite 3♥, 9 and no fit: pass', ['3♥', 'Pass'], 'AQ52.52.K852.852', 'Pass'],
  ['opposite 3♥, 15 and two hearts: game', ['3♥', 'Pass'], 'A652.A5.A652.KJ2', '4♥'],
  ['opposite 3♠, 13 and two spades: pass', ['3♠', 'Pass'], 'T3.AK965.AJ2.J87', 'Pass'],
  ['after Stayman denies a major, five spades and 8: 2♠', ['1NT', 'Pass', '2♣', 'Pass', '2♦', 'Pass'], 'KJ852.QJ52.Q2.52', '2♠'],
  ['9 points balanced over 2♣: the positive 2NT', ['2♣', 'Pass'], 'Q52.K52.K852.J52', '2NT'],
  ['9 points with a poor five-card suit over 2♣: 2♦ waits', ['2♣', 'Pass'], 'Q5432.K52.K2.J52', '2♦'],
  ['their 2♥ over our 1NT, 5 points and five spades: to play', ['1NT', '2♥'], 'Q8652.52.K52.J52', '2♠'],
];

describe('the rest of the list: breadth of the booklet', () => {
  for (const [edge, calls, pbn, call] of cases) {
    it(`${calls.join(' ')}: ${edge} → ${call}`, () => {
      expect(bookAnswer(handOf(pbn), auctionOf(calls)).call).toBe(call);
    });
  }
});

describe("after 2♣ – 2♦ – 2NT, the 2NT opening's methods", () => {
  const auctions: [string, string[], string, string][] = [
    ['five hearts: the transfer', ['2♣', 'Pass', '2♦', 'Pass', '2NT', 'Pass'], '52.QJ852.852.852', '3♦'],
    ['four spades and 5 points: Stayman', ['2♣', 'Pass', '2♦', 'Pass', '2NT', 'Pass'], 'K852.852.Q52.852', '3♣'],
    ['no major and 4 points: 3NT', ['2♣', 'Pass', '2♦', 'Pass', '2NT', 'Pass'], '852.852.K852.Q52', '3NT'],
    ['opener completes the transfer', ['2♣', 'Pass', '2♦', 'Pass', '2NT', 'Pass', '3♦', 'Pass'], 'AK2.K2.AKJ2.KQ52', '3♥'],
    ['opener answers Stayman with four spades', ['2♣', 'Pass', '2♦', 'Pass', '2NT', 'Pass', '3♣', 'Pass'], 'AKQ2.K2.AKJ2.Q52', '3♠'],
    [
      'responder with four spades raises to game',
      ['2♣', 'Pass', '2♦', 'Pass', '2NT', 'Pass', '3♣', 'Pass', '3♠', 'Pass'],
      'K852.852.Q52.852',
      '4♠',
    ],
    [
      'responder with five hearts and 5 points offers 3NT',
      ['2♣', 'Pass', '2♦', 'Pass', '2NT', 'Pass', '3♦', 'Pass', '3♥', 'Pass'],
      '52.QJ852.K52.852',
      '3NT',
    ],
    [
      'opener with three hearts chooses the major',
      ['2♣', 'Pass', '2♦', 'Pass', '2NT', 'Pass', '3♦', 'Pass', '3♥', 'Pass', '3NT', 'Pass'],
      'AK2.K52.AKJ2.KQ5',
      '4♥',
    ],
    [
      'after Stayman, 3NT is the contract',
      ['2♣', 'Pass', '2♦', 'Pass', '2NT', 'Pass', '3♣', 'Pass', '3♥', 'Pass', '3NT', 'Pass'],
      'AK2.KJ52.AKJ2.K5',
      'Pass',
    ],
    [
      'after Stayman, opener with four spades too takes the 4-4 spade fit',
      ['2♣', 'Pass', '2♦', 'Pass', '2NT', 'Pass', '3♣', 'Pass', '3♥', 'Pass', '3NT', 'Pass'],
      'AK52.KJ52.AKJ.K5',
      '4♠',
    ],
  ];
  for (const [edge, calls, pbn, call] of auctions) {
    it(`${calls.join(' ')}: ${edge} → ${call}`, () => {
      expect(bookAnswer(handOf(pbn), auctionOf(calls)).call).toBe(call);
    });
  }
});
