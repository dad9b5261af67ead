import { describe, expect, it } from 'vitest';
import { readAuction, readCall, saycBook, type HandShows } from '../src/index.ts';
import { auction, book, call, sample } from './helpers.ts';

/** Reading calls backwards: what a call shows, from the rules that could have made it. */

const b = sample();
const read = (calls: string, made: string, source = b) => readCall(source, { vulnerability: 'None', auction: auction(calls) }, call(made));
const summary = (s: HandShows | undefined): string => {
  if (s === undefined) return 'nothing';
  const r = (x: { min: number; max: number }): string => `${x.min}-${x.max}`;
  return `points ${r(s.points)}; S ${r(s.lengths.S)} H ${r(s.lengths.H)} D ${r(s.lengths.D)} C ${r(s.lengths.C)}${s.balanced ? '; balanced' : ''}`;
};

describe('the sample book read backwards', () => {
  it('a 1♥ opening: 12–21 points and five or more hearts', () => {
    const r = read('', '1H');
    expect(r.seat).toBe('N');
    expect(r.rules.map((x) => [x.rule.line, x.meaning])).toEqual([[23, '12–21 points and 5+ hearts, the longest suit.']]);
    expect(summary(r.shows)).toBe('points 12-21; S 0-8 H 5-13 D 0-8 C 0-8');
  });

  it('a 1NT opening: 15–17 points, balanced', () => {
    expect(summary(read('', '1NT').shows)).toBe('points 15-17; S 2-5 H 2-5 D 2-5 C 2-5; balanced');
  });

  it('a weak two: 5–11 points, six hearts, at most three spades, no void', () => {
    expect(summary(read('', '2H').shows)).toBe('points 5-11; S 1-3 H 6-6 D 1-5 C 1-5');
  });

  it('a pass before anyone has bid', () => {
    expect(summary(read('', 'Pass').shows)).toBe('points 0-11; S 0-13 H 0-13 D 0-13 C 0-13');
  });

  it('partner’s single raise: 6–10 points and 3+ of the suit', () => {
    const r = read('1H Pass', '2H');
    expect(r.seat).toBe('S');
    expect(r.rules[0]?.meaning).toBe('A single raise: 6–10 points and 3+ hearts.');
    expect(summary(r.shows)).toBe('points 6-10; S 0-10 H 3-13 D 0-10 C 0-10');
  });

  it('a call no rule makes shows nothing', () => {
    const r = read('1H Pass', '7C');
    expect(r.rules).toEqual([]);
    expect(r.shows).toBeUndefined();
  });
});

describe('how readings are made', () => {
  it('an earlier rule that would have acted narrows a later one', () => {
    const r = read('', '1H', book('If points >= 22\nBid 2 Clubs\n\nIf length of Hearts >= 5\nBid 1 Hearts'));
    expect(summary(r.shows)).toBe('points 0-21; S 0-8 H 5-13 D 0-8 C 0-8');
  });

  it('an earlier rule that always acts hides the rest', () => {
    const r = read('', '1H', book('Situation "a"\nBid Pass\n\nSituation "b"\nBid 1 Hearts'));
    expect(r.rules).toEqual([]);
  });

  it('a Bid line’s suit reference reads as the suit of the call', () => {
    const r = read('', '1S', book('If length of longest suit >= 5\nBid 1 of longest suit'));
    expect(summary(r.shows)).toBe('points 0-37; S 5-13 H 0-8 D 0-8 C 0-8');
    expect(read('', '1H', book('If length of longer minor >= 5\nBid 1 of longer minor')).rules).toEqual([]);
  });

  it('several rules making the same call: the ranges of all of them', () => {
    const r = read(
      '',
      '1NT',
      book('If points 12 to 14\nIf hand is balanced\nBid 1 NoTrump\nMeans "weak"\n\nIf points 18 to 19\nBid 1 NoTrump\nMeans "strong"'),
    );
    expect(r.rules.map((x) => x.meaning)).toEqual(['weak', 'strong']);
    expect(summary(r.shows)).toBe('points 12-19; S 0-13 H 0-13 D 0-13 C 0-13');
  });

  it('limits on a suit reference that bind several suits', () => {
    expect(summary(read('', '1NT', book('If length of longer major <= 3\nBid 1 NoTrump')).shows)).toBe(
      'points 0-37; S 0-3 H 0-3 D 0-13 C 0-13',
    );
    expect(summary(read('', '1NT', book('If length of shortest suit >= 2\nBid 1 NoTrump')).shows)).toBe(
      'points 0-37; S 2-7 H 2-7 D 2-7 C 2-7',
    );
  });

  it('"longest suit is Clubs": no suit is longer, so 4+ clubs (a 1♣ opening of the SAYC book shows 3+)', () => {
    expect(summary(read('', '1C', book('If points >= 12\nIf longest suit is Clubs\nBid 1 Clubs')).shows)).toBe(
      'points 12-37; S 0-9 H 0-9 D 0-9 C 4-13',
    );
    expect(read('', '1C', book('If longest suit is not Clubs\nBid 1 Clubs')).shows?.lengths.C).toEqual({ min: 0, max: 13 });
    expect(readCall(saycBook(), { vulnerability: 'None', auction: auction('') }, call('1C')).shows?.lengths.C).toEqual({ min: 3, max: 13 });
  });

  it('a minor answering partner’s takeout double shows 3+ cards of it (4+ unless forced)', () => {
    const lengths = (calls: string, made: string) =>
      readCall(saycBook(), { vulnerability: 'None', auction: auction(calls) }, call(made)).shows?.lengths;
    expect(lengths('1D X Pass', '2C')?.C).toEqual({ min: 3, max: 13 });
    expect(lengths('1H X Pass', '2D')?.D).toEqual({ min: 3, max: 13 });
    expect(lengths('1C X Pass', '1D')?.D).toEqual({ min: 3, max: 13 });
    expect(lengths('2S X Pass', '3D')?.D).toEqual({ min: 3, max: 13 });
  });

  it("a rule whose suit test is decided false for the call can't have made it", () => {
    // 2♥ over their 1♥ is no new suit: the rule for a new suit is not among the readings.
    const cue = book(
      [
        "If longest suit is not suit of my right opponent's last bid",
        'If length of longest suit >= 5',
        'Bid 2 of longest suit',
        'Means "new suit"',
        '',
        "If length of my right opponent's last bid suit <= 1",
        "Bid 2 of my right opponent's last bid suit",
        'Means "cue bid"',
      ].join('\n'),
    );
    expect(read('1H', '2H', cue).rules.map((x) => x.meaning)).toEqual(['cue bid']);
    expect(read('1H', '2S', cue).rules.map((x) => x.meaning)).toEqual(['new suit']);
  });

  it('alternatives read as the ranges of either', () => {
    expect(summary(read('', '1NT', book('If points 12 to 13 or points 16 to 17\nBid 1 NoTrump')).shows)).toBe(
      'points 12-17; S 0-13 H 0-13 D 0-13 C 0-13',
    );
  });

  it('aces for a Blackwood answer', () => {
    const r = read('1H Pass 4NT Pass', '5H');
    expect(r.shows?.aces).toEqual({ min: 2, max: 2 });
    expect(read('1H Pass 4NT Pass', '5C').shows?.aces).toEqual({ min: 0, max: 4 });
  });

  it('bid types set by the partnership are part of the reading', () => {
    const typed = book(
      [
        'Situation "Responding"',
        '  When my partner opened 1 Hearts',
        '  If points >= 13',
        '  Set my first bid to jump shift',
        '  Bid 2 NoTrump',
        'Situation "Rebid"',
        '  When I opened',
        "  If my partner's first bid is jump shift",
        '  If points >= 15',
        '  Bid 4 Hearts',
      ].join('\n'),
    );
    expect(summary(read('1H Pass 2NT Pass', '4H', typed).shows)).toBe('points 15-37; S 0-13 H 0-13 D 0-13 C 0-13');
  });
});

describe('reading a whole auction', () => {
  it('each call, and what each player has shown', () => {
    const r = readAuction(b, { vulnerability: 'None', auction: auction('1H Pass 2H Pass 3H Pass') });
    expect(r.calls.map((c) => [c.seat, c.rules.length])).toEqual([
      ['N', 1],
      ['E', 0],
      ['S', 1],
      ['W', 0],
      ['N', 1],
      ['E', 0],
    ]);
    expect(summary(r.seats.N)).toBe('points 16-18; S 0-8 H 5-13 D 0-8 C 0-8');
    expect(summary(r.seats.S)).toBe('points 6-10; S 0-10 H 3-13 D 0-10 C 0-10');
    expect(r.seats.E).toBeUndefined();
  });
});
