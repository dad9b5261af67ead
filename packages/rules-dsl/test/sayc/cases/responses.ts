import { SILENT, type EdgeTable } from '../edges.ts';

/** Responses: partner opened and the next player passed. Hands are PBN: spades.hearts.diamonds.clubs. */

export const afterOneClub: EdgeTable = {
  section: 'After 1♣',
  edges: [
    ['1♦', '6 points, four diamonds', '432.432.KJ32.Q32', 6, '1♦'],
    ['1♦', '18 points, five diamonds', 'A32.K2.AKJ32.K32', 18, '1♦'],
    ['1♦', '5 points, four diamonds', '432.432.K432.Q32', 5, 'Pass'],
    ['1♦', 'four diamonds and four hearts', '432.K432.KJ32.32', 7, '1♥'],
    ['1♦', 'three diamonds', '432.432.KJ3.Q432', 6, '1NT'],

    ['1♥', '6 points, four hearts', '432.KJ32.Q32.432', 6, '1♥'],
    ['1♥', 'four hearts and four spades: hearts first', 'K432.KJ32.32.432', 7, '1♥'],
    ['1♥', '18 points, balanced with four hearts', 'AK2.AKJ2.K32.432', 18, '1♥'],
    ['1♥', 'five hearts and four spades', 'K432.KJ432.32.32', 7, '1♥'],
    ['1♥', '5 points, four hearts', '432.KJ32.J32.432', 5, 'Pass'],
    ['1♥', 'three hearts', '432.KJ3.Q32.5432', 6, '1NT'],

    ['1♠', '6 points, four spades', 'KJ32.432.Q32.432', 6, '1♠'],
    ['1♠', 'five spades and four hearts (a choice: the longer major)', 'K5432.KJ32.32.32', 7, '1♠'],
    ['1♠', 'five spades and five hearts (a choice: the higher)', 'K5432.KJ432.2.32', 7, '1♠'],
    ['1♠', '5 points, four spades', 'KJ32.432.J32.432', 5, 'Pass'],
    ['1♠', 'four spades and four hearts', 'K432.KJ32.32.432', 7, '1♥'],

    ['1NT', '6 points, 3-3-3-4', '432.432.KJ3.Q432', 6, '1NT'],
    ['1NT', '10 points', 'K32.Q32.KJ3.J432', 10, '1NT'],
    ['1NT', '7 points, five clubs, balanced', '432.32.K32.KJ432', 7, '1NT'],
    ['1NT', '11 points, balanced, three diamonds', 'K32.Q32.KJ3.Q432', 11, SILENT],
    ['1NT', '5 points', '432.432.QJ3.Q432', 5, 'Pass'],
    ['1NT', 'four diamonds', '432.432.KJ32.Q32', 6, '1♦'],
    ['1NT', 'four spades', 'KJ32.432.Q32.432', 6, '1♠'],

    ['2♣', '7 points, six clubs, unbalanced', '432.2.K32.KJ5432', 7, '2♣'],
    ['2♣', '6 points', '432.2.Q32.KJ5432', 6, '2♣'],
    ['2♣', '10 points', '432.2.KQJ.KJ5432', 10, '2♣'],
    ['2♣', '11 points', '432.2.K32.AKJ432', 11, '3♣'],
    ['2♣', '5 points', '432.2.J32.KJ5432', 5, 'Pass'],
    ['2♣', 'five clubs, balanced', '432.32.K32.KJ432', 7, '1NT'],
    ['2♣', 'four hearts', '432.K432.2.KJ432', 7, '1♥'],

    ['3♣', '11 points, six clubs', '432.2.K32.AKJ432', 11, '3♣'],
    ['3♣', '12 points', '432.2.K32.AKQ432', 12, '3♣'],
    ['3♣', '12 points, five clubs, balanced', 'J32.32.A32.AK432', 12, '3♣'],
    ['3♣', '10 points', '432.2.KQJ.KJ5432', 10, '2♣'],
    ['3♣', '13 points, six clubs, unbalanced', '432.2.KQ2.AKJ432', 13, SILENT],
    ['3♣', 'four hearts', '432.KJ32.2.AKJ43', 12, '1♥'],

    ['2NT', '13 points, balanced', 'K32.Q32.KJ3.KJ32', 13, '2NT'],
    ['2NT', '15 points', 'K32.Q32.KQ3.AJ32', 15, '2NT'],
    ['2NT', 'four diamonds (a choice: notrump)', 'K32.Q32.KJ32.KJ3', 13, '2NT'],
    ['2NT', '12 points, balanced', 'K32.Q32.KJ3.QJ32', 12, SILENT],
    ['2NT', '16 points, balanced', 'K32.K32.KQ3.AJ32', 16, '3NT'],
    ['2NT', 'four hearts', 'K32.KQ32.KJ3.J32', 13, '1♥'],
    ['2NT', '14 points, 1-3-4-5', 'K.Q32.KJ32.AJ432', 14, '1♦'],

    ['3NT', '16 points, balanced', 'K32.K32.KQ3.AJ32', 16, '3NT'],
    ['3NT', '17 points', 'K32.K32.KQ3.AQ32', 17, '3NT'],
    ['3NT', '18 points, balanced', 'K32.K32.KQ3.AK32', 18, SILENT],
    ['3NT', '15 points', 'K32.Q32.KQ3.AJ32', 15, '2NT'],
    ['3NT', 'four spades', 'KJ32.K32.KQ3.A32', 16, '1♠'],

    ['Pass', '5 points', '432.432.QJ3.Q432', 5, 'Pass'],
    ['Pass', '0 points', '5432.432.432.432', 0, 'Pass'],
    ['Pass', '6 points', '432.432.KJ3.Q432', 6, '1NT'],
  ],
};

export const afterOneDiamond: EdgeTable = {
  section: 'After 1♦',
  edges: [
    ['1♥', '6 points, four hearts', '432.KJ32.Q32.432', 6, '1♥'],
    ['1♥', 'four hearts and four spades: hearts first', 'K432.KJ32.32.432', 7, '1♥'],
    ['1♥', 'five diamonds and four hearts', '32.KJ32.Q5432.32', 6, '1♥'],
    ['1♥', '5 points, four hearts', '432.KJ32.J32.432', 5, 'Pass'],
    ['1♥', 'three hearts', '432.KJ3.Q32.5432', 6, '1NT'],

    ['1♠', '6 points, four spades', 'KJ32.432.Q32.432', 6, '1♠'],
    ['1♠', 'five spades and four hearts (a choice: the longer major)', 'K5432.KJ32.32.32', 7, '1♠'],
    ['1♠', '13 points, four spades and four clubs', 'AJ32.K32.32.KQ32', 13, '1♠'],
    ['1♠', '5 points, four spades', 'KJ32.432.J32.432', 5, 'Pass'],
    ['1♠', 'four spades and four hearts', 'K432.KJ32.32.432', 7, '1♥'],

    ['1NT', '6 points, balanced with four diamonds', '432.432.KJ32.Q32', 6, '1NT'],
    ['1NT', '10 points', 'K32.Q32.KJ3.J432', 10, '1NT'],
    ['1NT', '10 points, six clubs', 'K32.32.32.AQJ432', 10, '1NT'],
    ['1NT', '11 points, balanced with four clubs', 'K32.Q32.KJ3.Q432', 11, '2♣'],
    ['1NT', '5 points', '432.432.QJ3.Q432', 5, 'Pass'],
    ['1NT', 'four hearts', '432.KJ32.Q32.432', 6, '1♥'],

    ['2♣', '11 points, six clubs', 'K32.2.J32.AQJ432', 11, '2♣'],
    ['2♣', '13 points, unbalanced', 'K32.2.K32.AQJ432', 13, '2♣'],
    ['2♣', '10 points', 'K32.32.32.AQJ432', 10, '1NT'],
    ['2♣', 'four hearts', '2.KJ32.K32.AQ432', 13, '1♥'],
    ['2♣', 'three clubs', 'K32.Q2.AQ432.432', 11, '3♦'],

    ['2♦', '6 points, 5-5 in the minors', '32.2.KJ432.Q5432', 6, '2♦'],
    ['2♦', '10 points', '32.2.AQ432.KJ432', 10, '2♦'],
    ['2♦', '11 points', '32.2.AQ432.KQ432', 11, '3♦'],
    ['2♦', '5 points', '32.2.QJ432.Q5432', 5, 'Pass'],
    ['2♦', 'balanced', '432.432.KJ32.Q32', 6, '1NT'],
    ['2♦', 'four spades', 'K432.2.QJ432.432', 6, '1♠'],

    ['3♦', '11 points, five diamonds and five clubs', '32.2.AQ432.KQ432', 11, '3♦'],
    ['3♦', '12 points', '32.2.AQ432.AQ432', 12, '3♦'],
    ['3♦', '11 points, four diamonds and five clubs (a choice: the raise before 2♣)', 'K32.2.AQ32.Q5432', 11, '3♦'],
    ['3♦', '12 points, balanced with four diamonds', 'K32.Q32.KQ32.Q32', 12, '3♦'],
    ['3♦', '13 points', '32.2.AK432.AQ432', 13, '2♣'],
    ['3♦', '10 points', '32.2.AQ432.KJ432', 10, '2♦'],
    ['3♦', 'four hearts', '32.AQ32.KQ432.32', 11, '1♥'],

    ['2NT', '13 points, balanced', 'K32.Q32.KJ3.KJ32', 13, '2NT'],
    ['2NT', '15 points', 'K32.Q32.KQ3.AJ32', 15, '2NT'],
    ['2NT', '12 points, balanced with four clubs', 'K32.Q32.KJ3.QJ32', 12, '2♣'],
    ['2NT', '16 points', 'K32.K32.KQ3.AJ32', 16, '3NT'],
    ['2NT', '13 points, balanced with four spades', 'KJ32.K32.KJ3.Q32', 13, '1♠'],

    ['3NT', '16 points, balanced', 'K32.K32.KQ3.AJ32', 16, '3NT'],
    ['3NT', '17 points, four diamonds', 'K32.K32.AQ32.KQ3', 17, '3NT'],
    ['3NT', '18 points, balanced with four clubs', 'K32.K32.KQ3.AK32', 18, '2♣'],
    ['3NT', '18 points, balanced with four diamonds', 'K32.K32.AK32.KQ3', 18, SILENT],
    ['3NT', '15 points', 'K32.Q32.KQ3.AJ32', 15, '2NT'],

    ['Pass', '5 points', '432.432.QJ3.Q432', 5, 'Pass'],
    ['Pass', '0 points', '5432.432.432.432', 0, 'Pass'],
    ['Pass', '6 points', '432.432.KJ3.Q432', 6, '1NT'],
  ],
};

export const afterOneHeart: EdgeTable = {
  section: 'After 1♥',
  edges: [
    ['1♠', '6 points, four spades', 'KJ32.32.Q432.432', 6, '1♠'],
    ['1♠', '13 points, four spades and four diamonds', 'AKJ2.32.KQ32.432', 13, '1♠'],
    ['1♠', '5 points, four spades', 'KJ32.32.J432.432', 5, 'Pass'],
    ['1♠', 'three spades', 'KJ3.32.Q432.5432', 6, '1NT'],

    ['1NT', '6 points', 'K32.32.Q432.J432', 6, '1NT'],
    ['1NT', '10 points', 'K32.32.KQ32.Q432', 10, '1NT'],
    ['1NT', '11 points', 'K32.32.KQ32.K432', 11, '2♣'],
    ['1NT', 'three hearts', 'K32.432.Q32.J432', 6, '2♥'],
    ['1NT', 'four spades', 'KJ32.32.Q432.432', 6, '1♠'],
    ['1NT', '5 points', 'K32.32.J432.J432', 5, 'Pass'],

    ['2♣', '12 points, five clubs', 'K32.32.K32.AQ432', 12, '2♣'],
    ['2♣', '11 points, four clubs and four diamonds (a choice: clubs)', 'K32.32.KQ32.K432', 11, '2♣'],
    ['2♣', '11 points, five clubs and four diamonds (a choice: the longer minor)', 'K2.32.AQ32.Q5432', 11, '2♣'],
    ['2♣', '10 points', 'K32.32.KQ32.Q432', 10, '1NT'],
    ['2♣', 'three clubs and five diamonds', 'K32.32.AQ432.K32', 12, '2♦'],

    ['2♦', '11 points, five diamonds', 'K32.32.AQ432.Q32', 11, '2♦'],
    ['2♦', 'five diamonds and five clubs (a choice: diamonds)', '32.2.AQ432.KQ432', 11, '2♦'],
    ['2♦', '10 points', 'K32.32.AQ432.J32', 10, '1NT'],
    ['2♦', 'three diamonds', 'K32.32.Q32.AK432', 12, '2♣'],

    ['2♥', '6 points, three hearts', '432.K32.Q432.J32', 6, '2♥'],
    ['2♥', '10 points', '432.KQ2.K432.Q32', 10, '2♥'],
    ['2♥', 'four spades too (a choice: support first)', 'KJ32.432.Q32.432', 6, '2♥'],
    ['2♥', '11 points', '432.KQ2.K432.K32', 11, '3♥'],
    ['2♥', '5 points', '432.K32.J432.J32', 5, 'Pass'],
    ['2♥', 'two hearts', 'Q32.Q2.Q432.J432', 7, '1NT'],

    ['3♥', '11 points, three hearts', '432.KQ2.K432.K32', 11, '3♥'],
    ['3♥', '12 points', 'A32.KQ2.K432.432', 12, '3♥'],
    ['3♥', '12 points, four hearts', 'A32.KQ32.K32.432', 12, '3♥'],
    ['3♥', '13 points, three hearts', 'A32.KQ2.K432.J32', 13, '2♦'],
    ['3♥', '13 points, four hearts', 'A32.KQ32.K32.J32', 13, '2NT'],
    ['3♥', '10 points', '432.KQ2.K432.Q32', 10, '2♥'],

    ['2NT', '13 points, four hearts', 'A32.KQ32.K432.J2', 13, '2NT'],
    ['2NT', '19 points, five hearts', 'AK2.KQ432.AQ2.J2', 19, '2NT'],
    ['2NT', '12 points, four hearts', 'A32.KQ32.K32.432', 12, '3♥'],
    ['2NT', '13 points, three hearts', 'A32.KQ2.K432.J32', 13, '2♦'],

    ['Pass', '5 points', '432.K32.J432.J32', 5, 'Pass'],
    ['Pass', '0 points', '5432.432.432.432', 0, 'Pass'],
    ['Pass', '6 points', '432.K32.Q432.J32', 6, '2♥'],
  ],
};

export const afterOneSpade: EdgeTable = {
  section: 'After 1♠',
  edges: [
    ['1NT', '6 points, two spades', '32.K32.Q432.J432', 6, '1NT'],
    ['1NT', '10 points, four hearts', '32.KQ32.K432.Q32', 10, '1NT'],
    ['1NT', '10 points, five hearts', '32.KQ432.K32.Q32', 10, '1NT'],
    ['1NT', '11 points', '32.KQ32.K432.K32', 11, '2♦'],
    ['1NT', 'three spades', 'K32.432.Q432.J32', 6, '2♠'],
    ['1NT', '5 points', '32.K32.J432.J432', 5, 'Pass'],

    ['2♣', '11 points, five clubs', '32.K32.J32.AK432', 11, '2♣'],
    ['2♣', '13 points, three clubs and no other suit to bid', 'K32.KQ32.A32.J32', 13, '2♣'],
    ['2♣', 'four clubs and four diamonds (a choice: clubs)', '32.K32.AK32.J432', 11, '2♣'],
    ['2♣', '10 points', '32.Q32.32.AKJ432', 10, '1NT'],
    ['2♣', 'three clubs and four diamonds', '32.KQ32.AJ32.K32', 13, '2♦'],

    ['2♦', '11 points, five diamonds', '32.K32.AK432.J32', 11, '2♦'],
    ['2♦', '10 points', '32.K32.AK432.432', 10, '1NT'],
    ['2♦', 'three diamonds', '32.K32.J32.AK432', 11, '2♣'],

    ['2♥', '11 points, five hearts', '32.KQ432.A32.Q32', 11, '2♥'],
    ['2♥', 'five hearts and five diamonds (a choice: hearts)', '2.KQ432.AQ432.32', 11, '2♥'],
    ['2♥', '10 points', '32.KQ432.K32.Q32', 10, '1NT'],
    ['2♥', 'four hearts', '32.KQ32.K432.K32', 11, '2♦'],

    ['2♠', '6 points, three spades', 'K32.432.Q432.J32', 6, '2♠'],
    ['2♠', '10 points', 'K32.Q32.KQ32.432', 10, '2♠'],
    ['2♠', '11 points', 'K32.Q32.KQ32.J32', 11, '3♠'],
    ['2♠', '5 points', 'K32.432.J432.J32', 5, 'Pass'],
    ['2♠', 'two spades', '32.K32.Q432.J432', 6, '1NT'],

    ['3♠', '11 points', 'K32.Q32.KQ32.J32', 11, '3♠'],
    ['3♠', '12 points, four spades', 'A432.K32.K32.Q32', 12, '3♠'],
    ['3♠', '13 points, three spades', 'K32.KQ32.A32.J32', 13, '2♣'],
    ['3♠', '13 points, four spades', 'A432.K32.K32.K32', 13, '2NT'],
    ['3♠', '10 points', 'K32.Q32.KQ32.432', 10, '2♠'],

    ['2NT', '13 points, four spades', 'A432.K32.K32.K32', 13, '2NT'],
    ['2NT', '12 points', 'A432.K32.K32.Q32', 12, '3♠'],
    ['2NT', 'three spades', 'K32.KQ32.A32.J32', 13, '2♣'],

    ['Pass', '5 points', 'K32.432.J432.J32', 5, 'Pass'],
    ['Pass', '0 points', '5432.432.432.432', 0, 'Pass'],
    ['Pass', '6 points', 'K32.432.Q432.J32', 6, '2♠'],
  ],
};

export const afterOneNotrump: EdgeTable = {
  section: 'After 1NT',
  edges: [
    ['2♣', '8 points, four hearts', '432.KJ32.Q32.Q32', 8, '2♣'],
    ['2♣', '8 points, four spades', 'KJ32.432.Q32.Q32', 8, '2♣'],
    ['2♣', '20 points, four spades', 'AQ32.KQ2.AJ2.A32', 20, '2♣'],
    ['2♣', '7 points, four hearts', '432.KJ32.Q32.J32', 7, 'Pass'],
    ['2♣', 'no four-card major', 'K32.Q32.Q432.J32', 8, '2NT'],

    ['2♦', '0 points, five hearts', '432.65432.432.32', 0, '2♦'],
    ['2♦', '19 points, five hearts', 'AK2.AKQ32.K32.32', 19, '2♦'],
    ['2♦', 'five hearts and four spades (a choice: the transfer)', 'K432.KJ432.A2.32', 11, '2♦'],
    ['2♦', 'five spades and six hearts', 'K5432.Q65432..32', 5, '2♦'],
    ['2♦', 'four hearts', '432.KJ32.432.J32', 5, 'Pass'],

    ['2♥', '0 points, five spades', '65432.432.432.32', 0, '2♥'],
    ['2♥', 'five spades and five hearts (a choice: spades)', 'K5432.Q5432.2.32', 5, '2♥'],
    ['2♥', 'four spades', 'KJ32.432.Q32.Q32', 8, '2♣'],

    ['2NT', '8 points', 'K32.Q32.Q432.J32', 8, '2NT'],
    ['2NT', '9 points', 'K32.Q32.K432.J32', 9, '2NT'],
    ['2NT', '7 points', 'K32.J32.Q432.J32', 7, 'Pass'],
    ['2NT', '10 points', 'K32.Q32.K432.Q32', 10, '3NT'],

    ['3NT', '10 points', 'K32.Q32.K432.Q32', 10, '3NT'],
    ['3NT', '15 points', 'A32.KQ2.K432.K32', 15, '3NT'],
    ['3NT', '10 points, five diamonds', 'K32.Q2.K5432.Q32', 10, '3NT'],
    ['3NT', '16 points', 'A32.KQ2.A432.K32', 16, '4NT'],
    ['3NT', 'four hearts', '432.KQ32.K432.Q2', 10, '2♣'],

    ['4NT', '16 points', 'A32.KQ2.A432.K32', 16, '4NT'],
    ['4NT', '17 points', 'A32.KQ2.A432.A32', 17, '4NT'],
    ['4NT', '18 points', 'A32.KQ2.AJ32.A32', 18, '6NT'],
    ['4NT', '15 points', 'A32.KQ2.K432.K32', 15, '3NT'],

    ['6NT', '18 points', 'A32.KQ2.AJ32.A32', 18, '6NT'],
    ['6NT', '19 points', 'A32.KQ2.AQ32.A32', 19, '6NT'],
    ['6NT', '20 points', 'A32.KQ2.AK32.A32', 20, SILENT],
    ['6NT', '17 points', 'A32.KQ2.A432.A32', 17, '4NT'],

    ['Pass', '7 points', 'K32.J32.Q432.J32', 7, 'Pass'],
    ['Pass', '0 points', '432.432.5432.432', 0, 'Pass'],
    ['Pass', '8 points', 'K32.Q32.Q432.J32', 8, '2NT'],
  ],
};

export const afterTwoNotrump: EdgeTable = {
  section: 'After 2NT',
  edges: [
    ['3♣', '5 points, four hearts', '432.KJ32.J32.432', 5, '3♣'],
    ['3♣', '5 points, four spades', 'KJ32.432.J32.432', 5, '3♣'],
    ['3♣', '4 points, four hearts', '432.KJ32.432.432', 4, 'Pass'],
    ['3♣', 'no four-card major', 'K32.J32.J432.432', 5, '3NT'],

    ['3♦', '0 points, five hearts', '432.65432.432.32', 0, '3♦'],
    ['3♦', '15 points, five hearts', 'A32.KQJ32.K32.Q2', 15, '3♦'],
    ['3♦', 'four hearts', '432.KJ32.J32.432', 5, '3♣'],

    ['3♥', '0 points, five spades', '65432.432.432.32', 0, '3♥'],
    ['3♥', 'five spades and five hearts (a choice: spades)', 'K5432.Q5432.2.32', 5, '3♥'],
    ['3♥', 'four spades', 'KJ32.432.J32.432', 5, '3♣'],

    ['3NT', '5 points', 'K32.J32.J432.432', 5, '3NT'],
    ['3NT', '10 points', 'K32.Q32.K432.Q32', 10, '3NT'],
    ['3NT', '4 points', 'K32.J32.5432.432', 4, 'Pass'],
    ['3NT', '11 points', 'K32.Q32.K432.K32', 11, '4NT'],

    ['4NT', '11 points', 'K32.Q32.K432.K32', 11, '4NT'],
    ['4NT', '12 points', 'K32.Q32.K432.A32', 12, '4NT'],
    ['4NT', '13 points', 'K32.K32.K432.A32', 13, '6NT'],
    ['4NT', '10 points', 'K32.Q32.K432.Q32', 10, '3NT'],

    ['6NT', '13 points', 'K32.K32.K432.A32', 13, '6NT'],
    ['6NT', '14 points', 'K32.K32.A432.A32', 14, '6NT'],
    ['6NT', '15 points', 'K32.Q32.A432.AQ2', 15, SILENT],
    ['6NT', '12 points', 'K32.Q32.K432.A32', 12, '4NT'],

    ['Pass', '4 points', 'K32.J32.5432.432', 4, 'Pass'],
    ['Pass', '0 points', '432.432.5432.432', 0, 'Pass'],
    ['Pass', '5 points', 'K32.J32.J432.432', 5, '3NT'],
  ],
};
