import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { CardSet, card, formatHand, parseHand, parsePbnHand, unwrap, type Result } from '../src/index.ts';
import { displayHand, parseCardList } from '../src/hand.ts';

const message = (r: Result<unknown>): string => (r.ok ? 'no error' : r.error.message);
const pbn = (r: Result<CardSet>): string => (r.ok ? formatHand(r.value) : `error: ${r.error.message}`);

describe('PBN hands', () => {
  it('reads spades.hearts.diamonds.clubs', () => {
    const hand = unwrap(parsePbnHand('AKQ2.K93.T8.QJ43'));
    expect(hand.size).toBe(13);
    expect(hand.ranks('S')).toEqual([14, 13, 12, 2]);
    expect(hand.ranks('H')).toEqual([13, 9, 3]);
    expect(hand.ranks('D')).toEqual([10, 8]);
    expect(hand.ranks('C')).toEqual([12, 11, 4, 3]);
  });

  it('takes T or 10 for the ten, in any case, and writes T', () => {
    expect(pbn(parsePbnHand('AKQ2.K93.108.QJ43'))).toBe('AKQ2.K93.T8.QJ43');
    expect(pbn(parsePbnHand('akq2.k93.t8.qj43'))).toBe('AKQ2.K93.T8.QJ43');
    expect(pbn(parsePbnHand('A1098765432.K.Q.J'))).toBe('AT98765432.K.Q.J');
  });

  it('sorts each suit high to low', () => {
    expect(pbn(parsePbnHand('2QKA.39K.8T.34JQ'))).toBe('AKQ2.K93.T8.QJ43');
  });

  it('reads and writes voids as empty groups', () => {
    expect(pbn(parsePbnHand('AKQJT98765432...'))).toBe('AKQJT98765432...');
    expect(pbn(parsePbnHand('.AKQJT98765432..'))).toBe('.AKQJT98765432..');
    expect(pbn(parsePbnHand('AKQ2.KJ932..QJ43'))).toBe('AKQ2.KJ932..QJ43');
    const hand = unwrap(parsePbnHand('AKQ2.KJ932..QJ43'));
    expect(hand.count('D')).toBe(0);
    expect(displayHand(hand)).toBe('♠AKQ2 ♥KJ932 ♦— ♣QJ43');
  });

  it('round-trips any 13-card hand through the PBN format', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.integer({ min: 0, max: 51 }), { minLength: 13, maxLength: 13 }), (cards) => {
        const hand = CardSet.fromCards(cards);
        const back = parsePbnHand(formatHand(hand));
        expect(back.ok && back.value.equals(hand)).toBe(true);
      }),
    );
  });

  it('says how many cards a hand has when it is not 13', () => {
    expect(message(parsePbnHand('AKQ2.K93.T8.QJ432'))).toBe('the hand has 14 cards; a hand has 13');
    expect(message(parsePbnHand('AKQ2.K93.T8.QJ4'))).toBe('the hand has 12 cards; a hand has 13');
    expect(message(parsePbnHand('A...'))).toBe('the hand has 1 card; a hand has 13');
    const r = parsePbnHand('AKQ2.K93.T8.QJ432');
    expect(r.ok ? '' : r.error.code).toBe('hand-size');
  });

  it('reads part of a hand when the size is given as undefined, or a chosen size', () => {
    expect(pbn(parsePbnHand('AK..Q.', undefined))).toBe('AK..Q.');
    expect(pbn(parsePbnHand('...', undefined))).toBe('...');
    expect(pbn(parsePbnHand('AK..Q.', 3))).toBe('AK..Q.');
    expect(message(parsePbnHand('AK..Q.', 4))).toBe('the hand has 3 cards; a hand has 4');
  });

  it('rejects a hand without four suit groups', () => {
    expect(message(parsePbnHand('AKQ2.K93.T8QJ43'))).toContain('four suit groups');
    expect(message(parsePbnHand('AKQ2.K93.T8.QJ43.'))).toContain('has 5');
    expect(message(parsePbnHand(''))).toContain('four suit groups');
  });

  it('names an unknown rank and its suit', () => {
    expect(message(parsePbnHand('AKQ2.K9X.T8.QJ43'))).toBe("unknown card 'X' in the hearts of 'AKQ2.K9X.T8.QJ43'");
    expect(message(parsePbnHand('AKQ2.K93.T8.QJ41'))).toContain("unknown card '1' in the clubs");
  });

  it('names a card that appears twice', () => {
    expect(message(parsePbnHand('AKQA.K93.T8.QJ43'))).toBe('♠A appears twice in the hand');
    expect(message(parsePbnHand('AKQ2.K93.T10.QJ43'))).toBe('♦10 appears twice in the hand');
  });
});

describe('card lists', () => {
  const HAND = 'sa s10 s7 s6 s2 hq hj h9 ck c4 dk d9 d3';

  it('reads the card words of the point-counting document, in any order', () => {
    expect(pbn(parseCardList(HAND))).toBe('AT762.QJ9.K93.K4');
    expect(pbn(parseCardList('(sa s10 s7 s6 s2 hq hj h9 ck c4 dk d9 d3)'))).toBe('AT762.QJ9.K93.K4');
    expect(pbn(parseCardList('d3, d9, dk, c4, ck, h9, hj, hq, s2, s6, s7, s10, sa'))).toBe('AT762.QJ9.K93.K4');
    expect(pbn(parseCardList(HAND.split(' ')))).toBe('AT762.QJ9.K93.K4');
    expect(pbn(parseCardList(['♠A', 'S10', 'S7', 'S6', 'S2', 'HQ', 'HJ', 'H9', 'CK', 'C4', 'DK', 'D9', 'D3']))).toBe('AT762.QJ9.K93.K4');
  });

  it('reads part of a hand with the size undefined', () => {
    expect(pbn(parseCardList('sa s10 hq ck c4', undefined))).toBe('AT.Q..K4');
    expect(message(parseCardList('sa s10 hq ck c4'))).toBe('the hand has 5 cards; a hand has 13');
  });

  it('says what is wrong', () => {
    expect(message(parseCardList(`${HAND} da`))).toBe('the hand has 14 cards; a hand has 13');
    expect(message(parseCardList('sa sz'))).toContain("unknown card 'sz'");
    expect(message(parseCardList('sa s10 sT', undefined))).toBe('♠10 appears twice in the hand');
  });

  it('parseHand takes either form', () => {
    expect(pbn(parseHand('AKQ2.K93.T8.QJ43'))).toBe('AKQ2.K93.T8.QJ43');
    expect(pbn(parseHand(HAND))).toBe('AT762.QJ9.K93.K4');
    expect(pbn(parseHand(HAND.split(' ')))).toBe('AT762.QJ9.K93.K4');
    expect(pbn(parseHand('sa hk', undefined))).toBe('A.K..');
    expect(pbn(parseHand('A.K..', undefined))).toBe('A.K..');
    expect(message(parseHand('A.K..'))).toBe('the hand has 2 cards; a hand has 13');
    expect(unwrap(parseHand('sa hk', undefined)).has(card('H', 13))).toBe(true);
  });
});
