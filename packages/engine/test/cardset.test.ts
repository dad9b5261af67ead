import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { CardSet, SUITS, card, formatCard, rankOf, suitOf, type Card, type Suit } from '../src/index.ts';

const cardArb = fc.integer({ min: 0, max: 51 });
const cardsArb = fc.uniqueArray(cardArb, { maxLength: 52 });

/** PBN order: spades, hearts, diamonds, clubs; high to low within a suit. */
const pbnOrder = (cards: Iterable<Card>): Card[] =>
  [...cards].sort((a, b) => SUITS.indexOf(suitOf(a)) - SUITS.indexOf(suitOf(b)) || rankOf(b) - rankOf(a));

describe('CardSet', () => {
  it('starts empty or full', () => {
    expect(CardSet.empty.size).toBe(0);
    expect(CardSet.empty.isEmpty()).toBe(true);
    expect(CardSet.full.size).toBe(52);
    for (let c = 0; c < 52; c++) expect(CardSet.full.has(c)).toBe(true);
    for (const s of SUITS) expect(CardSet.full.count(s)).toBe(13);
  });

  it('is immutable: operations return new sets and leave the old one alone', () => {
    const a = CardSet.fromCards([card('S', 14), card('C', 2)]);
    const b = a.with(card('H', 13));
    const c = a.without(card('S', 14));
    expect(a.size).toBe(2);
    expect(b.size).toBe(3);
    expect(c.size).toBe(1);
    expect(a.has(card('S', 14))).toBe(true);
  });

  it('iterates in PBN order: spades first, high to low', () => {
    const set = CardSet.fromCards([card('C', 2), card('S', 2), card('S', 14), card('D', 10), card('H', 11)]);
    expect(set.toArray().map(formatCard)).toEqual(['SA', 'S2', 'HJ', 'DT', 'C2']);
    expect(set.ranks('S')).toEqual([14, 2]);
    expect(set.ranks('C')).toEqual([2]);
  });

  it('packs a suit into a 13-bit rank mask (bit r−2 = rank r)', () => {
    const set = CardSet.fromCards([card('D', 2), card('D', 14), card('H', 10)]);
    expect(set.suitMask('D')).toBe(1 | (1 << 12));
    expect(set.suitMask('H')).toBe(1 << 8);
    expect(set.suitMask('S')).toBe(0);
    for (const s of SUITS) {
      const back = CardSet.fromSuitMask(s, 0b1010101010101);
      expect(back.count(s)).toBe(7);
      expect(back.size).toBe(7);
      expect(back.suitMask(s)).toBe(0b1010101010101);
    }
    expect(CardSet.fromSuitMask('S', 0xffff).size).toBe(13);
  });

  it('behaves like a set of numbers 0 … 51 under any sequence of operations', () => {
    type Op = { kind: 'with' | 'without'; card: Card } | { kind: 'union' | 'intersect' | 'diff'; cards: Card[] };
    const opArb: fc.Arbitrary<Op> = fc.oneof(
      fc.record({ kind: fc.constantFrom('with' as const, 'without' as const), card: cardArb }),
      fc.record({ kind: fc.constantFrom('union' as const, 'intersect' as const, 'diff' as const), cards: cardsArb }),
    );
    fc.assert(
      fc.property(cardsArb, fc.array(opArb, { maxLength: 30 }), (start, ops) => {
        let set = CardSet.fromCards(start);
        let model = new Set(start);
        for (const op of ops) {
          switch (op.kind) {
            case 'with':
              set = set.with(op.card);
              model = new Set([...model, op.card]);
              break;
            case 'without':
              set = set.without(op.card);
              model = new Set([...model].filter((c) => c !== op.card));
              break;
            case 'union':
              set = set.union(CardSet.fromCards(op.cards));
              model = new Set([...model, ...op.cards]);
              break;
            case 'intersect': {
              const other = new Set(op.cards);
              expect(set.intersects(CardSet.fromCards(op.cards))).toBe([...model].some((c) => other.has(c)));
              set = set.intersect(CardSet.fromCards(op.cards));
              model = new Set([...model].filter((c) => other.has(c)));
              break;
            }
            case 'diff': {
              const other = new Set(op.cards);
              set = set.diff(CardSet.fromCards(op.cards));
              model = new Set([...model].filter((c) => !other.has(c)));
              break;
            }
          }
          expect(set.size).toBe(model.size);
          expect(set.isEmpty()).toBe(model.size === 0);
        }
        for (let c = 0; c < 52; c++) expect(set.has(c)).toBe(model.has(c));
        expect(set.toArray()).toEqual(pbnOrder(model));
        for (const s of SUITS as readonly Suit[]) {
          const inSuit = [...model].filter((c) => suitOf(c) === s);
          expect(set.count(s)).toBe(inSuit.length);
          expect(set.ofSuit(s).toArray()).toEqual(pbnOrder(inSuit));
        }
        expect(set.equals(CardSet.fromCards(model))).toBe(true);
        expect(set.equals(CardSet.fromCards([...model].reverse()))).toBe(true);
      }),
    );
  });

  it('tells different sets apart', () => {
    fc.assert(
      fc.property(cardsArb, cardArb, (cards, extra) => {
        const set = CardSet.fromCards(cards);
        const changed = set.has(extra) ? set.without(extra) : set.with(extra);
        expect(changed.equals(set)).toBe(false);
        // The key tells them apart too, and is the same for the same cards however built.
        expect(changed.key).not.toBe(set.key);
        expect(CardSet.fromCards([...cards].reverse()).key).toBe(set.key);
        expect(set.union(CardSet.full.diff(set)).equals(CardSet.full)).toBe(true);
        expect(set.intersects(CardSet.full.diff(set))).toBe(false);
      }),
    );
  });
});
