import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  CardSet,
  SEATS,
  card,
  dealFromSeed,
  formatCard,
  formatPbnDeal,
  holderOf,
  leftOf,
  parsePbnDeal,
  rotate,
  shuffledPack,
  unwrap,
  type Deal,
  type Result,
  type Seat,
} from '../src/index.ts';
import { checkDeal } from '../src/deal.ts';

const message = (r: Result<unknown>): string => (r.ok ? 'no error' : r.error.message);

const DEAL = 'N:AKQ2.K93.T8.QJ43 JT98.QJT.AK7.AK2 7654.A8.QJ9.T987 3.76542.65432.65';

describe('PBN deals', () => {
  it('reads the first seat named, then clockwise', () => {
    const deal = unwrap(parsePbnDeal(DEAL));
    expect(formatPbnDeal(deal)).toBe(DEAL);
    expect(deal.N.has(card('S', 14))).toBe(true);
    expect(deal.E.has(card('S', 11))).toBe(true);
    expect(deal.S.has(card('H', 14))).toBe(true);
    expect(deal.W.has(card('S', 3))).toBe(true);
  });

  it('starts from any seat: E: gives East, South, West, North', () => {
    const fromEast = unwrap(parsePbnDeal('E:AKQ2.K93.T8.QJ43 JT98.QJT.AK7.AK2 7654.A8.QJ9.T987 3.76542.65432.65'));
    expect(fromEast.E.has(card('S', 14))).toBe(true);
    expect(fromEast.S.has(card('S', 11))).toBe(true);
    expect(fromEast.W.has(card('H', 14))).toBe(true);
    expect(fromEast.N.has(card('S', 3))).toBe(true);
    expect(formatPbnDeal(fromEast, 'E')).toBe('E:AKQ2.K93.T8.QJ43 JT98.QJT.AK7.AK2 7654.A8.QJ9.T987 3.76542.65432.65');
    expect(formatPbnDeal(fromEast)).toBe('N:3.76542.65432.65 AKQ2.K93.T8.QJ43 JT98.QJT.AK7.AK2 7654.A8.QJ9.T987');
  });

  it('reads lower case, extra spaces and 10 for the ten', () => {
    const deal = unwrap(parsePbnDeal('  s :  akq2.k93.108.qj43   jt98.qjt.ak7.ak2 7654.a8.qj9.10987 3.76542.65432.65 '));
    expect(formatPbnDeal(deal, 'S')).toBe('S:AKQ2.K93.T8.QJ43 JT98.QJT.AK7.AK2 7654.A8.QJ9.T987 3.76542.65432.65');
  });

  it('round-trips from every first seat', () => {
    const deal = unwrap(parsePbnDeal(DEAL));
    for (const first of SEATS) {
      const text = formatPbnDeal(deal, first);
      expect(text.startsWith(`${first}:`)).toBe(true);
      const back = unwrap(parsePbnDeal(text));
      for (const seat of SEATS) expect(back[seat].equals(deal[seat])).toBe(true);
    }
  });

  it('round-trips any dealt deal', () => {
    fc.assert(
      fc.property(fc.string(), fc.constantFrom(...SEATS), (seed, first) => {
        const deal = dealFromSeed(seed);
        const back = parsePbnDeal(formatPbnDeal(deal, first));
        expect(back.ok && SEATS.every((s) => back.value[s].equals(deal[s]))).toBe(true);
      }),
      { numRuns: 200 },
    );
  });

  it('names the seats that share a card', () => {
    const r = parsePbnDeal('N:AKQ2.K93.T8.QJ43 JT98.QJT.AK7.AK2 7654.A8.QJ9.T987 K.76542.65432.65');
    expect(message(r)).toBe('♠K appears in North and West');
    expect(r.ok ? '' : r.error.code).toBe('duplicate-card');
    expect(message(parsePbnDeal('N:AKQ2.K93.T8.QJ43 JT98.QJT.AK7.AK2 7654.A8.QJ9.T982 3.76542.65432.65'))).toBe(
      '♣2 appears in East and South',
    );
  });

  it('names the seat whose hand is wrong', () => {
    expect(message(parsePbnDeal('N:AKQ2.K93.T8.QJ43 JT98.QJT.AK7.AK2 7654.A8.QJ9.T987 3.76542.65432.6'))).toBe(
      "West's hand has 12 cards; a hand has 13",
    );
    expect(message(parsePbnDeal('N:AKQ2.K93.T8.QJ43 JT98.QJT.AK7.AK2 7654.A8.QJ9.T98Z 3.76542.65432.65'))).toBe(
      "South: unknown card 'Z' in the clubs of '7654.A8.QJ9.T98Z'",
    );
    expect(message(parsePbnDeal('E:AKQ2.K93.T8QJ43 JT98.QJT.AK7.AK2 7654.A8.QJ9.T987 3.76542.65432.65'))).toMatch(
      /^East: a PBN hand has four suit groups/,
    );
  });

  it('rejects a deal without a first seat or four hands', () => {
    expect(message(parsePbnDeal('AKQ2.K93.T8.QJ43 JT98.QJT.AK7.AK2 7654.A8.QJ9.T987 3.76542.65432.65'))).toContain(
      'starts with the first seat and a colon',
    );
    expect(message(parsePbnDeal('X:AKQ2.K93.T8.QJ43 JT98.QJT.AK7.AK2 7654.A8.QJ9.T987 3.76542.65432.65'))).toContain(
      'starts with the first seat',
    );
    expect(message(parsePbnDeal('N:AKQ2.K93.T8.QJ43 JT98.QJT.AK7.AK2 7654.A8.QJ9.T987'))).toBe(
      "a PBN deal has four hands after 'N:'; found 3",
    );
    expect(parsePbnDeal('').ok).toBe(false);
  });

  it('reads a deal in the middle of play, with - for an unknown hand, when not complete', () => {
    const text = 'N:AK.K9.T8.Q - 76.A8.QJ.T 3.76.65.65';
    expect(parsePbnDeal(text).ok).toBe(false);
    const deal = unwrap(parsePbnDeal(text, { complete: false }));
    expect(deal.N.size).toBe(7);
    expect(deal.E.isEmpty()).toBe(true);
    expect(formatPbnDeal(deal)).toBe('N:AK.K9.T8.Q ... 76.A8.QJ.T 3.76.65.65');
    expect(message(parsePbnDeal('N:AK... A... ... ...', { complete: false }))).toBe('♠A appears in North and East');
  });

  it('checkDeal wants 13 cards in each hand', () => {
    const deal = unwrap(parsePbnDeal(DEAL));
    expect(checkDeal(deal).ok).toBe(true);
    expect(message(checkDeal({ ...deal, S: deal.S.without(card('H', 14)) }))).toBe("South's hand has 12 cards; a hand has 13");
  });

  it('holderOf finds who holds a card', () => {
    const deal = unwrap(parsePbnDeal(DEAL));
    expect(holderOf(deal, card('H', 14))).toBe('S');
    expect(holderOf(deal, card('C', 5))).toBe('W');
    expect(holderOf({ ...deal, W: CardSet.empty }, card('C', 5))).toBeUndefined();
  });
});

describe('dealFromSeed', () => {
  const same = (a: Deal, b: Deal): boolean => SEATS.every((s) => a[s].equals(b[s]));

  it('deals the same cards from the same seed, and different cards from different seeds', () => {
    expect(same(dealFromSeed('abc'), dealFromSeed('abc'))).toBe(true);
    expect(same(dealFromSeed(7), dealFromSeed(7))).toBe(true);
    expect(same(dealFromSeed('abc'), dealFromSeed('abd'))).toBe(false);
    const seen = new Set(Array.from({ length: 200 }, (_, i) => formatPbnDeal(dealFromSeed(`seed-${i}`))));
    expect(seen.size).toBe(200);
  });

  it('deals 52 different cards, 13 to each hand', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.integer()), fc.constantFrom(...SEATS), (seed, dealer) => {
        const deal = dealFromSeed(seed, dealer);
        expect(checkDeal(deal).ok).toBe(true);
        const all = SEATS.reduce((acc, s) => acc.union(deal[s]), CardSet.empty);
        expect(all.equals(CardSet.full)).toBe(true);
        const pack = shuffledPack(seed);
        expect(new Set(pack).size).toBe(52);
        expect([...pack].sort((a, b) => a - b)).toEqual(Array.from({ length: 52 }, (_, i) => i));
      }),
      { numRuns: 200 },
    );
  });

  it("deals one card at a time clockwise, the first to the dealer's left", () => {
    for (const dealer of SEATS) {
      const pack = shuffledPack('clockwise');
      const deal = dealFromSeed('clockwise', dealer);
      expect(holderOf(deal, pack[0] ?? -1)).toBe(leftOf(dealer));
      pack.forEach((c, i) => expect(holderOf(deal, c)).toBe(rotate(dealer, 1 + (i % 4))));
    }
    // The game card's dealer is South, so West gets the first card.
    const pack = shuffledPack('game');
    expect(holderOf(dealFromSeed('game'), pack[0] ?? -1)).toBe<Seat>('W');
    expect(holderOf(dealFromSeed('game'), pack[1] ?? -1)).toBe<Seat>('N');
  });

  it('a number seed deals as its text', () => {
    expect(same(dealFromSeed(42), dealFromSeed('42'))).toBe(true);
  });

  // Golden values: if these change, the PRNG, the hash or the shuffle changed, and every seeded deal
  // that players share or that tests record would deal differently. They must hold in every JS engine.
  it('keeps dealing the same cards for a fixed seed', () => {
    expect(shuffledPack('tenace').slice(0, 8).map(formatCard)).toEqual(['C4', 'D7', 'DT', 'HA', 'D3', 'S5', 'D9', 'ST']);
    expect(formatPbnDeal(dealFromSeed('tenace'))).toBe('N:Q54.KT9654.76.Q9 AJ9.82.KQJT9.AK6 T7.AQJ3.A5.JT872 K8632.7.8432.543');
    expect(formatPbnDeal(dealFromSeed(42, 'N'))).toBe('N:J865.J986.T8.AQ6 4.AKT3.AK93.JT97 KT72.754.Q765.53 AQ93.Q2.J42.K842');
  });
});
