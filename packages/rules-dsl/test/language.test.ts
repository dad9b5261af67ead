import { describe, expect, it } from 'vitest';
import { checkRules, describeBook, readCall, saycBook } from '../src/index.ts';
import { auction, book, call, decideFor } from './helpers.ts';

/** A meaning in English, Indonesian or both: `Means` and `Means in Indonesian`, parsed, checked and compiled. */

const diagnostics = (source: string): string[] =>
  checkRules(source, 'book.rules').diagnostics.map((d) => `${d.line}:${d.column}: ${d.message}`);

const both = [
  'Situation "Openings"', // 1
  '  When no one has bid', // 2
  '', // 3
  '  If points >= 12', // 4
  '  If length of Spades >= 5', // 5
  '  Bid 1 of longest suit', // 6
  '  Means "12+ points and 5+ {suit}."', // 7
  '  Means in Indonesian "12+ poin dan 5+ kartu {suit}."', // 8
  '  Does not force', // 9
  '', // 10
  '  If points >= 12', // 11
  '  Bid 1 NoTrump', // 12
  '  Means in Indonesian "12+ poin, main {suit}: {call}."', // 13
  '', // 14
  '  Bid Pass', // 15
  '  Means "Fewer than 12 points."', // 16
].join('\n');

const SPADES = 'AKJ52.K83.Q4.J72';
const NOTRUMP = 'AK52.K83.Q4.J762';
const WEAK = '9852.K83.Q4.J762';

describe('Means in Indonesian', () => {
  const b = book(both);

  it('checks with no diagnostics, before or after Does and with or without an English Means', () => {
    expect(checkRules(both, 'book.rules')).toEqual({ ok: true, diagnostics: [], more: 0 });
  });

  it('fills the placeholders in the language of the meaning (suits as the web app says them)', () => {
    const d = decideFor(b, SPADES);
    expect(d.meanings).toEqual({ en: '12+ points and 5+ spades.', id: '12+ poin dan 5+ kartu sekop.' });
    expect(d.meaning).toBe('12+ points and 5+ spades.');
  });

  it('falls back to the other language when a rule has only one', () => {
    // Line 13 has only Indonesian; {suit} with no suit in the call or tests reads as its text.
    const nt = decideFor(b, NOTRUMP);
    expect(nt.meanings?.id).toBe('12+ poin, main the suit: 1NT.');
    expect(nt.meanings?.en).toBe(nt.meanings?.id);
    expect(decideFor(b, WEAK).meanings).toEqual({ en: 'Fewer than 12 points.', id: 'Fewer than 12 points.' });
  });

  it('reads Indonesian notrump and suit words for a suit expression', () => {
    const source = [
      'Situation "Responses"',
      '  When my partner opened',
      '  If points >= 6',
      '  Bid 1 NoTrump',
      `  Means in Indonesian "6+ poin, partner membuka {my partner's first bid suit}."`,
    ].join('\n');
    const responses = book(source);
    expect(decideFor(responses, NOTRUMP, '1D Pass').meanings?.id).toBe('6+ poin, partner membuka berlian.');
    expect(decideFor(responses, NOTRUMP, '1H Pass').meanings?.en).toBe('6+ poin, partner membuka hati.');
  });

  it('is carried by readCall and describeBook', () => {
    const reading = readCall(b, { vulnerability: 'None', auction: auction('') }, call('1S'));
    expect(reading.rules[0]?.meanings).toEqual({ en: '12+ points and 5+ spades.', id: '12+ poin dan 5+ kartu sekop.' });
    const rule = describeBook(b).situations[0]?.rules[0];
    expect(rule?.meaning).toBe('12+ points and 5+ {suit}.');
    expect(rule?.indonesian).toBe('12+ poin dan 5+ kartu {suit}.');
  });

  it('leaves an English meaning starting with "in" English', () => {
    const source = ['If points >= 12', 'Bid 1 NoTrump', 'Means in a hurry: 12 points'].join('\n');
    expect(decideFor(book(source), NOTRUMP).meanings).toEqual({ en: 'in a hurry: 12 points', id: 'in a hurry: 12 points' });
  });

  it.each([
    [
      'twice for one rule',
      ['Bid Pass', 'Means in Indonesian "pass"', 'Means in Indonesian "pass lagi"'],
      '3:1: this call already has its meaning in Indonesian: put the whole meaning on one Means in Indonesian line',
    ],
    [
      'without a Bid line',
      ['If points >= 12', 'Means in Indonesian "12+ poin"'],
      '2:1: a Means line says what a call means, so it comes right after a Bid line',
    ],
    [
      'in an unknown language',
      ['Bid Pass', 'Means in French "passe"'],
      `2:10: expected a language, English or Indonesian, as in Means in Indonesian "12–21 poin", found 'French'`,
    ],
    [
      'with no text',
      ['Bid Pass', 'Means in Indonesian'],
      '2:20: expected what the call means, as in Means in Indonesian "12–21 poin", found the end of the line',
    ],
    [
      'with a bad placeholder',
      ['Bid Pass', 'Means in Indonesian "{sut}"'],
      "2:23: expected {suit}, {call}, {level} or a suit such as {my partner's first bid suit}, found 'sut'; did you mean 'suit'?",
    ],
  ])('is checked: %s', (_name, lines, message) => {
    expect(diagnostics(lines.join('\n'))).toContain(message);
  });

  it('takes `Means in English` as the English meaning', () => {
    const source = ['Bid Pass', 'Means in English "pass"', 'Means in Indonesian "lewat"'].join('\n');
    expect(decideFor(book(source), WEAK).meanings).toEqual({ en: 'pass', id: 'lewat' });
    expect(diagnostics(['Bid Pass', 'Means "pass"', 'Means in English "pass"'].join('\n'))).toHaveLength(1);
  });
});

describe('the SAYC book', () => {
  it('gives every rule that bids a meaning in English and in Indonesian', () => {
    const rules = saycBook().situations.flatMap((s) => s.rules.filter((r) => r.node.bid !== undefined));
    expect(rules.length).toBeGreaterThanOrEqual(900);
    const missing = rules.filter((r) => r.node.meaning === undefined || r.node.indonesian === undefined).map((r) => r.ref.line);
    expect(missing).toEqual([]);
  });

  it('opens 1♠ with its meaning in both languages', () => {
    const d = decideFor(saycBook(), 'AKJ52.K83.Q4.J72');
    expect(d.meanings).toEqual({
      en: '12–21 points and 5+ spades, the longest suit (with two five-card suits, the higher).',
      id: '12–21 poin dan 5+ kartu sekop, suit terpanjang (dengan dua suit lima kartu, yang lebih tinggi).',
    });
  });
});
