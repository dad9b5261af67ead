import { describe, expect, it } from 'vitest';
import { auctionOf, bookAnswer, handOf } from './sheet.ts';

/**
 * Part two, competition: the situations added for breadth of agreement with the SAYC booklet
 * (negative doubles with a five-card major, the minors double, the non-jump raise at three,
 * opener after Jordan 2NT, after a redouble and reopening, notrump answers to a takeout double,
 * a six-card suit advancing an overcall, overcalls after their response, seven-card preempts,
 * the balancing jump, weak jump shifts over their double).
 */
const cases: [string, string[], string, string][] = [
  // Responder after their overcall.
  ['five spades and 9 points: too few for 2♠, double', ['1♦', '2♣'], 'QJ852.K4.J3.Q852', 'Double'],
  ['five spades and 12 points: 2♠, forcing', ['1♦', '2♣'], 'AJ852.K4.J3.Q852', '2♠'],
  ['five hearts and 8 points over 2♦: double', ['1♠', '2♦'], '42.AJ852.43.K852', 'Double'],
  ['both majors bid, four-four in the minors: double', ['1♥', '2♠'], '42.K5.QJ52.A9852', 'Double'],
  ['10 points and a good six-card suit: a new suit at two', ['1♦', '1♠'], 'K4.AQT852.42.J42', '2♥'],
  ['10 points and a poor six-card suit: double', ['1♦', '1♠'], 'AK4.T87652.Q2.J2', 'Double'],
  ['8 points and three trumps over 2♠: a raise at three', ['1♥', '2♠'], '752.QJ4.K752.Q52', '3♥'],
  // Opener after Jordan 2NT, a redouble, and their overcall passed round.
  ['13 points opposite Jordan 2NT: three', ['1♥', 'X', '2NT', 'Pass'], 'K4.AJ852.KJ4.542', '3♥'],
  ['15 points opposite Jordan 2NT: game', ['1♥', 'X', '2NT', 'Pass'], 'K4.AJ852.KJ4.A42', '4♥'],
  ['a five-card suit after the redouble: pass', ['1♠', 'X', 'XX', 'Pass'], 'AQ852.K4.KJ4.542', 'Pass'],
  ['a singleton in their suit: reopen with a double', ['1♠', '2♦', 'Pass', 'Pass'], 'AQ852.KJ42.4.A52', 'Double'],
  // Overcalls after their response, a seven-card preempt, the balancing jump, opener's jump.
  ['an overcall after their response', ['1♣', 'Pass', '1♥'], 'AQJ52.52.K52.852', '1♠'],
  ['a two-level overcall after their response', ['1♦', 'Pass', '1♠'], 'K5.A52.52.AKJ852', '2♣'],
  ['a seven-card suit and 6 points: a preempt at three', ['1♥'], 'KQJ8652.5.852.52', '3♠'],
  ['in the pass-out seat, a good six-card suit and 13: an intermediate jump', ['1♦', 'Pass', 'Pass'], 'AKJ852.K2.Q52.52', '2♠'],
  ['after the negative double of 1♠, four hearts and 18: the jump', ['1♣', '1♠', 'X', 'Pass'], 'A52.AQ52.K2.KQ52', '3♥'],
  ['in the pass-out seat, 8 points and KJ of five: two-level overcall', ['1♠', 'Pass', 'Pass'], '52.KJ852.A52.852', '2♥'],
  ['in the pass-out seat, 8 points and a poor five-card suit: pass', ['1♠', 'Pass', 'Pass'], 'K52.98652.A52.J5', 'Pass'],
  ['four trumps and 5 points raise a two-level overcall to three', ['1♠', '2♥', 'Pass'], '52.Q852.K852.852', '3♥'],
  // Over their opening and response; the second round of the competitive auction.
  ['their raise, short in it with 13: takeout double', ['1♥', 'Pass', '2♥'], 'KQ52.5.AJ52.K852', 'Double'],
  ['their 1NT response, short in hearts with 13: takeout double', ['1♥', 'Pass', '1NT'], 'AQ52.5.KJ52.K852', 'Double'],
  ['their new suit: 4-4-4-1 with the singleton in it: double', ['1♦', 'Pass', '1♠'], '5.AQ52.KJ52.K852', 'Double'],
  ['over their raise, a good six-card suit and 10: three of it', ['1♠', 'Pass', '2♠'], 'A2.KQJ852.52.852', '3♥'],
  ["the doubler with 17 and four of partner's suit: a single raise", ['1♣', 'X', 'Pass', '1♥', 'Pass'], 'AK52.KQ52.A52.52', '2♥'],
  ["the doubler of a weak two with 19 and four of partner's hearts: game", ['2♠', 'X', 'Pass', '3♥', 'Pass'], 'J7.AQ53.KJ8.AK73', '4♥'],
  ['the doubler with 13: pass the answer', ['1♣', 'X', 'Pass', '1♥', 'Pass'], 'AK52.K852.Q52.52', 'Pass'],
  [
    "a balancing doubler with 17 and four of partner's suit: a single raise",
    ['1♣', 'Pass', 'Pass', 'X', 'Pass', '1♥', 'Pass'],
    'AK52.KQ52.A52.52',
    '2♥',
  ],
  ['the overcaller with 9 opposite the cue-bid raise: the suit again', ['1♣', '1♥', 'Pass', '2♣', 'Pass'], '52.KQJ52.Q52.852', '2♥'],
  ['the overcaller with 15 opposite the cue-bid raise: game', ['1♣', '1♥', 'Pass', '2♣', 'Pass'], 'A2.AKJ52.K52.852', '4♥'],
  ['opener with 12 opposite the cue-bid raise: three of the major', ['1♥', '2♣', '3♣', 'Pass'], 'A2.KQJ52.852.Q52', '3♥'],
  [
    'opener with 12 and a singleton (14 counting shortness) opposite the cue-bid raise: game',
    ['1♥', '2♣', '3♣', 'Pass'],
    'A852.KQJ52.Q52.5',
    '4♥',
  ],
  ['responder with 14 after opener declines: game', ['1♥', '2♣', '3♣', 'Pass', '3♥', 'Pass'], 'A52.K852.KQ52.Q5', '4♥'],
  ['the redoubler with four of their escape suit: penalty double', ['1♥', 'X', 'XX', '2♣', 'Pass', 'Pass'], 'K52.52.A852.QJ52', 'Double'],
  ['opener after a forcing 1♠ in competition, four spades and 13: raise', ['1♣', '1♥', '1♠', 'Pass'], 'AJ52.52.K52.AQ52', '2♠'],
  ['opener after a forcing new suit, a minimum with five clubs: 2♣', ['1♣', '1♥', '1♠', 'Pass'], 'A52.52.K52.AQJ52', '2♣'],
  ['opener after a negative double of 2♠, four hearts and 13: 3♥', ['1♦', '2♠', 'X', 'Pass'], 'A5.KJ52.KQ52.852', '3♥'],
  // Over one of a suit: both majors, a strong four-card major.
  ['both majors and 13 over 1♦, three diamonds: takeout double', ['1♦'], 'AQ52.KJ52.852.K5', 'Double'],
  ['a strong four-card heart suit and 11 over 1♣: 1♥', ['1♣'], '852.AKQ2.J52.852', '1♥'],
  // Answering a takeout double of a weak two.
  ['over 2♦ doubled, 4 points and four hearts: 2♥', ['2♦', 'X', 'Pass'], '852.J852.852.K52', '2♥'],
  ['over 2♥ doubled, 10 points and four spades: 3♠', ['2♥', 'X', 'Pass'], 'KJ52.852.A52.Q52', '3♠'],
  ['over 2♥ doubled, 13 points and five spades: 4♠', ['2♥', 'X', 'Pass'], 'AQJ52.852.K52.K2', '4♠'],
  ['over 2♠ doubled, no major, 13 balanced with a stopper: 3NT', ['2♠', 'X', 'Pass'], 'KQ2.852.AJ52.K52', '3NT'],
  ['over 2♠ doubled, no major and 5 points: the longer minor', ['2♠', 'X', 'Pass'], '852.852.Q8652.K2', '3♦'],
  // The third round: free advances and answers, reopening, balancing over 1NT, the redoubler.
  ['advancing over their raise: three trumps and 8, a raise', ['1♣', '1♥', '2♣'], 'K52.Q52.8652.Q52', '2♥'],
  ['advancing over their negative double: a good six-card suit and 10', ['1♣', '1♠', 'X'], 'A2.52.KQJ852.852', '2♦'],
  ['answering the double over their raise: five hearts and 9, at three', ['1♠', 'X', '2♠'], 'K52.KJ852.Q52.52', '3♥'],
  ['answering the double over their new suit: five spades', ['1♣', 'X', '1♥'], 'KQ852.852.Q52.52', '1♠'],
  ["opener after their double and partner's 1♥: four hearts and 13, a raise", ['1♦', 'X', '1♥', 'Pass'], 'A52.KJ52.KQ52.52', '2♥'],
  ['reopening with 17 and a doubleton in their suit: double', ['1♣', '1♥', 'Pass', 'Pass'], 'AK52.52.KQ2.AJ52', 'Double'],
  ['reopening with 13 and three of their suit: pass', ['1♣', '1♥', 'Pass', 'Pass'], 'K52.Q52.K52.AJ52', 'Pass'],
  ['balancing over 1NT with a good six-card suit and 9: two of it', ['1NT', 'Pass', 'Pass'], '52.AQJ852.K52.52', '2♥'],
  ['balancing over 1NT with 16: a penalty double', ['1NT', 'Pass', 'Pass'], 'AQ2.KJ52.KQ2.J52', 'Double'],
  ['the redoubler over 1♦ with four of their escape suit: double', ['1♦', 'X', 'XX', '1♠', 'Pass', 'Pass'], 'KJ52.52.A52.K852', 'Double'],
  // Responder over their takeout double: weak jump shifts.
  ['a good six-card suit and 7 points: a weak jump shift', ['1♦', 'X'], 'AQJ852.52.852.52', '2♠'],
  ['a good six-card suit and 6 points: a weak jump shift at three', ['1♥', 'X'], '52.52.KQJ852.852', '3♦'],
  // Answering a takeout double and advancing an overcall.
  ['12 balanced with a stopper, no major: 2NT', ['1♠', 'X', 'Pass'], 'KJ4.K52.A52.J852', '2NT'],
  ['14 balanced with a stopper, no major: 3NT', ['1♠', 'X', 'Pass'], 'KJ4.K52.A52.QJ52', '3NT'],
  ['14 balanced with four hearts: the cue bid', ['1♠', 'X', 'Pass'], 'KJ4.KJ52.A52.A52', '2♠'],
  ['9 points and a good six-card suit: two of it, not forcing', ['1♣', '1♥', 'Pass'], '42.54.AQJ852.K52', '2♦'],
];

describe('competition: breadth of the booklet', () => {
  for (const [edge, calls, pbn, call] of cases) {
    it(`${calls.join(' ')}: ${edge} → ${call}`, () => {
      expect(bookAnswer(handOf(pbn), auctionOf(calls)).call).toBe(call);
    });
  }
});
