import { SILENT, type EdgeTable } from '../edges.ts';

/** Opener's rebids, the opponents passing. Hands are PBN: spades.hearts.diamonds.clubs. */

export const afterOneHeartTwoHearts: EdgeTable = {
  section: 'After 1♥ – 2♥',
  edges: [
    ['Pass', '12 points', 'K32.AQJ32.Q32.32', 12, 'Pass'],
    ['Pass', '15 points', 'K3.AQJ32.KQ32.32', 15, 'Pass'],
    ['Pass', '16 points', 'K3.AQJ32.KQ32.J2', 16, '3♥'],
    ['3♥', '16 points', 'K3.AQJ32.KQ32.J2', 16, '3♥'],
    ['3♥', '18 points', 'K3.AQJ32.KQ32.K2', 18, '3♥'],
    ['3♥', '15 points', 'K3.AQJ32.KQ32.32', 15, 'Pass'],
    ['3♥', '19 points', 'A3.AQJ32.KQ32.K2', 19, '4♥'],
    ['4♥', '19 points', 'A3.AQJ32.KQ32.K2', 19, '4♥'],
    ['4♥', '21 points', 'A3.AKQ32.KQ32.K2', 21, '4♥'],
    ['4♥', '18 points', 'K3.AQJ32.KQ32.K2', 18, '3♥'],
  ],
};

export const afterOneHeartThreeHearts: EdgeTable = {
  section: 'After 1♥ – 3♥',
  edges: [
    ['4♥', '14 points', 'K3.AQJ32.KJ32.32', 14, '4♥'],
    ['4♥', '21 points', 'A3.AKQ32.KQ32.K2', 21, '4♥'],
    ['4♥', '13 points', 'K3.AQJ32.K432.32', 13, 'Pass'],
    ['Pass', '12 points', 'K32.AQJ32.Q32.32', 12, 'Pass'],
    ['Pass', '13 points', 'K3.AQJ32.K432.32', 13, 'Pass'],
    ['Pass', '14 points', 'K3.AQJ32.KJ32.32', 14, '4♥'],
  ],
};

export const afterOneDiamondOneSpade: EdgeTable = {
  section: 'After 1♦ – 1♠',
  edges: [
    ['1NT', '12 points, balanced', 'K32.K32.AJ32.J32', 12, '1NT'],
    ['1NT', '14 points, balanced', 'K32.K32.AQ32.Q32', 14, '1NT'],
    ['1NT', '13 points, unbalanced', '2.K32.AJ432.KQ32', 13, '2♣'],
    ['1NT', '18 points, balanced', 'A32.KQ2.AQ32.K32', 18, '2NT'],

    ['2♣', '12 points, four clubs', '2.K32.AJ432.KJ32', 12, '2♣'],
    ['2♣', '18 points', '2.AK2.AQ432.KQ32', 18, '2♣'],
    ['2♣', '16 points, four hearts and four diamonds (no reverse)', '2.KQ32.AKJ2.K432', 16, '2♣'],
    ['2♣', '19 points', '2.AK2.AK432.KQ32', 19, '3♣'],
    ['2♣', 'three clubs', '2.K32.AQJ432.Q32', 12, '2♦'],

    ['2♦', '12 points, six diamonds', '2.K32.AQJ432.Q32', 12, '2♦'],
    ['2♦', '15 points', '2.KQ2.AKJ432.Q32', 15, '2♦'],
    ['2♦', '15 points, five diamonds and four hearts (usually 6)', '2.AQ32.AKJ32.J32', 15, '2♦'],
    ['2♦', '16 points', '2.KQ2.AKJ432.K32', 16, '3♦'],
    ['2♦', 'four clubs: something else to show', '2.K32.AJ432.KQ32', 13, '2♣'],

    ['2♥', '16 points, four hearts and five diamonds', '2.AQ32.AKJ32.Q32', 16, '2♥'],
    ['2♥', '21 points', '2.AKQ2.AKQ32.K32', 21, '2♥'],
    ['2♥', '15 points', '2.AQ32.AKJ32.J32', 15, '2♦'],
    ['2♥', '19 points, four hearts and four diamonds', 'A.KQ32.AKJ2.Q432', 19, '3NT'],

    ['2♠', '12 points, four spades', 'K432.2.AQ432.K32', 12, '2♠'],
    ['2♠', '15 points', 'K432.2.AKQ32.K32', 15, '2♠'],
    ['2♠', 'four spades and four clubs (a choice: support first)', 'K432.2.AQ32.K432', 12, '2♠'],
    ['2♠', '14 points, four spades, balanced (a choice: support first)', 'A432.K2.AJ32.Q32', 14, '2♠'],
    ['2♠', '16 points', 'K432.2.AKQ32.A32', 16, '3♠'],
    ['2♠', 'three spades, balanced', 'K32.K32.AJ32.J32', 12, '1NT'],

    ['2NT', '18 points, balanced', 'A32.KQ2.AQ32.K32', 18, '2NT'],
    ['2NT', '19 points', 'A32.KQ2.AQ32.KJ2', 19, '2NT'],
    ['2NT', '18 points, six diamonds', '2.AQ2.AKQ432.K32', 18, '3♦'],
    ['2NT', '14 points, balanced', 'K32.K32.AQ32.Q32', 14, '1NT'],

    ['3♣', '19 points', '2.AK2.AK432.KQ32', 19, '3♣'],
    ['3♣', '21 points', '2.AK2.AKQ32.KQ32', 21, '3♣'],
    ['3♣', '18 points', '2.AK2.AQ432.KQ32', 18, '2♣'],
    ['3♣', 'four diamonds', 'A.KQ32.AKJ2.Q432', 19, '3NT'],

    ['3♦', '16 points, six diamonds', '2.KQ2.AKJ432.K32', 16, '3♦'],
    ['3♦', '18 points', '2.AQ2.AKQ432.K32', 18, '3♦'],
    ['3♦', '19 points', '2.AK2.AKQ432.K32', 19, '3NT'],
    ['3♦', 'five diamonds', '2.KQ2.AKJ32.K432', 16, '2♣'],

    ['3♠', '16 points, four spades', 'K432.2.AKQ32.A32', 16, '3♠'],
    ['3♠', '18 points', 'K432.2.AKQ32.AQ2', 18, '3♠'],
    ['3♠', '19 points', 'AK32.2.AKQ32.K32', 19, '4♠'],
    ['3♠', '15 points', 'K432.2.AKQ32.K32', 15, '2♠'],

    ['4♠', '19 points', 'AK32.2.AKQ32.K32', 19, '4♠'],
    ['4♠', '21 points', 'AKQ2.2.AKQ32.K32', 21, '4♠'],
    ['4♠', '18 points', 'K432.2.AKQ32.AQ2', 18, '3♠'],

    ['3NT', '19 points, six strong diamonds', '2.AK2.AKQ432.K32', 19, '3NT'],
    ['3NT', '19 points, 4-4-4-1 with four hearts', 'A.KQ32.AKJ2.Q432', 19, '3NT'],
    ['3NT', '18 points, six diamonds', '2.AQ2.AKQ432.K32', 18, '3♦'],
    ['3NT', '19 points, four spades: a better call', 'AK32.2.AKQ32.K32', 19, '4♠'],
  ],
};

export const afterOneSpadeTwoDiamonds: EdgeTable = {
  section: 'After 1♠ – 2♦',
  edges: [
    ['2♥', '12 points, four hearts', 'AQ432.KJ32.2.Q32', 12, '2♥'],
    ['2♥', 'four hearts and four diamonds (a choice: hearts first)', 'AQ432.KJ32.KQ32.', 15, '2♥'],
    ['2♥', 'three hearts', 'AKJ432.K32.2.Q32', 13, '2♠'],

    ['2♠', '13 points, six spades', 'AKJ432.K32.2.Q32', 13, '2♠'],
    ['2♠', '15 points', 'AKJ432.KQ2.2.Q32', 15, '2♠'],
    ['2♠', '13 points, five spades and four clubs', 'AQ432.K32.2.KJ32', 13, '2♠'],
    ['2♠', '16 points, a good six spades', 'AKJ432.KQ2.2.K32', 16, '3♠'],
    ['2♠', '15 points, four clubs', 'AQ432.K32.2.AQ32', 15, '3♣'],

    ['2NT', '12 points, balanced', 'AQ432.K32.J2.Q32', 12, '2NT'],
    ['2NT', '14 points', 'AQ432.K32.K2.Q32', 14, '2NT'],
    ['2NT', '18 points', 'AKJ32.KQ2.Q2.K32', 18, '3NT'],
    ['2NT', 'unbalanced', 'AKJ432.K32.2.Q32', 13, '2♠'],

    ['3♣', '15 points, four clubs', 'AQ432.K32.2.AQ32', 15, '3♣'],
    ['3♣', '14 points', 'AQ432.K32.2.KQ32', 14, '2♠'],

    ['3♦', '12 points, four diamonds', 'AQ432.K2.QJ32.32', 12, '3♦'],
    ['3♦', '18 points', 'AKJ32.K2.KQ32.Q2', 18, '3♦'],
    ['3♦', 'three diamonds', 'AQ432.K32.K32.32', 12, '2NT'],

    ['3♠', '16 points, a good six spades', 'AKJ432.KQ2.2.K32', 16, '3♠'],
    ['3♠', '17 points, Q J 10 (three of the top five)', 'QJT432.AK2.2.AK2', 17, '3♠'],
    ['3♠', '15 points', 'AKJ432.KQ2.2.Q32', 15, '2♠'],
    ['3♠', '16 points, A 9 8: not a good suit', 'A98432.KQ2.2.AK2', 16, SILENT],

    ['3NT', '18 points, balanced', 'AKJ32.KQ2.Q2.K32', 18, '3NT'],
    ['3NT', '19 points', 'AKJ32.KQ2.K2.K32', 19, '3NT'],
    ['3NT', '14 points', 'AQ432.K32.K2.Q32', 14, '2NT'],
  ],
};

export const staymanAnswers: EdgeTable = {
  section: 'After 1NT – 2♣',
  edges: [
    ['2♥', 'four hearts', 'AQ2.KJ32.KQ2.J32', 16, '2♥'],
    ['2♥', 'four hearts and four spades: hearts first', 'AQ32.KJ32.K2.Q32', 15, '2♥'],
    ['2♥', 'five hearts', 'A2.KJ432.KQ2.Q32', 15, '2♥'],
    ['2♥', 'three hearts', 'AQ32.KJ2.K32.Q32', 15, '2♠'],

    ['2♠', 'four spades, three hearts', 'AQ32.KJ2.K32.Q32', 15, '2♠'],
    ['2♠', 'five spades', 'AQ432.KJ2.K2.Q32', 15, '2♠'],
    ['2♠', 'four spades and four hearts', 'AQ32.KJ32.K2.Q32', 15, '2♥'],

    ['2♦', 'no four-card major', 'AQ2.KJ2.KQ32.J32', 16, '2♦'],
    ['2♦', 'five diamonds', 'A2.KJ2.KQ432.Q32', 15, '2♦'],
    ['2♦', 'four spades', 'AQ32.KJ2.K32.Q32', 15, '2♠'],
  ],
};

export const transferCompletion: EdgeTable = {
  section: 'After 1NT – 2♦',
  edges: [
    ['2♥', 'two hearts', 'AQ32.K2.KQ32.Q32', 16, '2♥'],
    ['2♥', '17 points, four hearts', 'AQ2.KJ32.KQ2.Q32', 17, '2♥'],
    ['2♥', 'five hearts', 'A2.KJ432.KQ2.Q32', 15, '2♥'],
  ],
};
