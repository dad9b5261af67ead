import { describe, expect, it } from 'vitest';
import { RANKS, parseRank, parseSuit } from '../src/card.ts';
import { SUITS, STRAINS, card, cardHcp, displayCard, formatCard, parseCard, rankOf, suitOf, type Card, type Result } from '../src/index.ts';

const parsed = (r: Result<Card>): string => (r.ok ? formatCard(r.value) : `error: ${r.error.message}`);

describe('cards', () => {
  it('numbers the 52 cards 0 … 51, clubs two first and spade ace last', () => {
    expect(card('C', 2)).toBe(0);
    expect(card('S', 14)).toBe(51);
    const all = SUITS.flatMap((s) => RANKS.map((r) => card(s, r)));
    expect(new Set(all).size).toBe(52);
    expect(Math.min(...all)).toBe(0);
    expect(Math.max(...all)).toBe(51);
    for (const s of SUITS)
      for (const r of RANKS) {
        expect(suitOf(card(s, r))).toBe(s);
        expect(rankOf(card(s, r))).toBe(r);
      }
  });

  it('orders the strains clubs < diamonds < hearts < spades < no trump', () => {
    expect(STRAINS).toEqual(['C', 'D', 'H', 'S', 'NT']);
  });

  it('formats canonically with T for the ten, and for people with suit symbols and 10', () => {
    expect(formatCard(card('S', 14))).toBe('SA');
    expect(formatCard(card('H', 10))).toBe('HT');
    expect(formatCard(card('C', 2))).toBe('C2');
    expect(displayCard(card('S', 14))).toBe('♠A');
    expect(displayCard(card('H', 10))).toBe('♥10');
    expect(displayCard(card('D', 11))).toBe('♦J');
    expect(displayCard(card('C', 9))).toBe('♣9');
  });

  it.each([
    ['SA', 'SA'],
    ['HT', 'HT'],
    ['S10', 'ST'],
    ['sa', 'SA'],
    ['ht', 'HT'],
    ['h10', 'HT'],
    ['♠A', 'SA'],
    ['♥10', 'HT'],
    ['♦q', 'DQ'],
    ['♣2', 'C2'],
    ['♤K', 'SK'],
    ['♡J', 'HJ'],
    ['  dk ', 'DK'],
    // card words of the point-counting document
    ['s10', 'ST'],
    ['hq', 'HQ'],
    ['cq', 'CQ'],
    ['d3', 'D3'],
  ])('reads %j as %s', (text, expected) => {
    expect(parsed(parseCard(text))).toBe(expected);
  });

  it('reads back every card it writes, in both forms', () => {
    for (let c = 0; c < 52; c++) {
      expect(parseCard(formatCard(c))).toEqual({ ok: true, value: c });
      expect(parseCard(displayCard(c))).toEqual({ ok: true, value: c });
      expect(parseCard(formatCard(c).toLowerCase())).toEqual({ ok: true, value: c });
    }
  });

  it.each(['sz', '', 'S', 'A', 'AS', '10S', 'S1', 'S11', 'X2', 'SAK', 'S 10', '♠'])('rejects %j in plain words', (text) => {
    const r = parseCard(text);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.code).toBe('unknown-card');
      expect(r.error.message).toContain(`unknown card '${text}'`);
    }
  });

  it("names the bad card exactly: unknown card 'sz'", () => {
    const r = parseCard('sz');
    expect(r.ok ? '' : r.error.message).toMatch(/^unknown card 'sz'/);
  });

  it('reads ranks and suits on their own', () => {
    expect(parseRank('10')).toBe(10);
    expect(parseRank('t')).toBe(10);
    expect(parseRank('A')).toBe(14);
    expect(parseRank('1')).toBeUndefined();
    expect(parseRank('11')).toBeUndefined();
    expect(parseSuit('s')).toBe('S');
    expect(parseSuit('♣')).toBe('C');
    expect(parseSuit('N')).toBeUndefined();
    expect(parseSuit('constructor')).toBeUndefined();
    expect(parseSuit('__proto__')).toBeUndefined();
  });

  it('counts high-card points: ace 4, king 3, queen 2, jack 1, the rest 0', () => {
    expect(RANKS.map((r) => cardHcp(card('D', r)))).toEqual([4, 3, 2, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
  });
});
