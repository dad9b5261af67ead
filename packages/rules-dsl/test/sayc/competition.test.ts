import { displayCall } from '@tenace/engine';
import { describe, expect, it } from 'vitest';
import { decide } from '../../src/index.ts';
import { auctionOf, bookAnswer, handOf, sayc } from './sheet.ts';

/** Part two, competition: responder after their 1NT overcall of partner's opening. */
const cases: [string, string, string][] = [
  ['3 points and six spades: to play', 'QJT642.965.T75.6', '2♠'],
  ['6 points and three hearts: a competitive raise', 'Q42.K75.J8642.93', '2♥'],
  ['4 points, nothing to show: pass', '9742.K75.J864.93', 'Pass'],
];

describe('responding after their 1NT overcall', () => {
  for (const [edge, pbn, call] of cases) {
    it(`1♥ 1NT: ${edge} → ${call}`, () => {
      const answer = bookAnswer(handOf(pbn), auctionOf(['1♥', '1NT']));
      expect(answer.call).toBe(call);
      expect(answer.meaning).toMatch(/1NT|to play|competitive raise/);
    });
  }
});

describe("the overcaller after partner's raise", () => {
  const raises: [string, string[], string, string][] = [
    ['16 points opposite a preemptive jump raise: game', ['1♦', '1♠', 'Pass', '3♠', 'Pass'], 'AQJ84.K532.2.AQ6', '4♠'],
    ['12 points opposite a preemptive jump raise: pass', ['1♦', '1♠', 'Pass', '3♠', 'Pass'], 'AQJ84.K532.32.Q6', 'Pass'],
    ['17 points opposite a single raise: game', ['1♦', '1♠', 'Pass', '2♠', 'Pass'], 'AKJ84.A532.2.KQ6', '4♠'],
    ['14 points opposite a single raise: pass', ['1♦', '1♠', 'Pass', '2♠', 'Pass'], 'AQJ84.K532.2.Q62', 'Pass'],
  ];
  for (const [edge, calls, pbn, call] of raises) {
    it(`${calls.join(' ')}: ${edge} → ${call}`, () => {
      expect(bookAnswer(handOf(pbn), auctionOf(calls)).call).toBe(call);
    });
  }
});

describe("advancing partner's overcall after their bid", () => {
  // Opener's partner has bid, so advancer need not: raises by the law of total tricks, the cue bid
  // a limit raise or better, a new suit a good five cards, else pass.
  const advances: [string, string[], string, string][] = [
    ['7 points and three spades: the competitive raise', ['1♦', '1♠', '2♦'], 'Q84.K73.9652.J43', '2♠'],
    ['6 points and four spades: to three (nine trumps)', ['1♦', '1♠', '2♦'], 'Q842.K73.9652.43', '3♠'],
    ['11 points and four spades: the cue bid of their suit', ['1♦', '1♠', '2♦'], 'K842.A73.9652.K3', '3♦'],
    ['6 points and a doubleton: pass', ['1♦', '1♠', '2♦'], 'Q8.K73.96542.J43', 'Pass'],
    ['10 points and a good five-card suit over their new suit', ['1♣', '1♦', '1♠'], 'A4.KQJ73.62.9432', '2♥'],
    ["9 points and three of partner's suit: the raise first", ['1♣', '1♦', '1♠'], '84.KQJ73.962.K43', '2♦'],
    ['12 points and three spades over their jump raise (no cue bid below three spades)', ['1♦', '1♠', '3♦'], 'KQ4.A73.9652.K93', '3♠'],
    ['16 points and three spades over their jump raise: game', ['1♦', '1♠', '3♦'], 'KQ4.A73.965.AK93', '4♠'],
  ];
  for (const [edge, calls, pbn, call] of advances) {
    it(`${calls.join(' ')}: ${edge} → ${call}`, () => {
      expect(bookAnswer(handOf(pbn), auctionOf(calls)).call).toBe(call);
    });
  }
});

describe("answering partner's takeout double after their bid", () => {
  // A free bid shows values: with fewer than 6 points pass; the cue bid still shows 12+.
  const answers: [string, string[], string, string][] = [
    ['7 points and four spades over their 1♥', ['1♦', 'X', '1♥'], 'Q1083.J62.954.K73', '1♠'],
    ['7 points and four spades over their raise', ['1♦', 'X', '2♦'], 'Q1083.J62.954.K73', '2♠'],
    ['3 points: no longer forced to bid', ['1♦', 'X', '2♦'], '7432.J62.954.K73', 'Pass'],
    ['12 points: the cue bid', ['1♦', 'X', '1♥'], 'AQ83.K62.954.AJ3', '2♦'],
    ['11 points and four spades over their jump raise', ['1♦', 'X', '3♦'], 'AJ84.K62.954.K73', '3♠'],
    ['15 points and four spades over their jump raise: game', ['1♦', 'X', '3♦'], 'AJ84.K62.954.AK3', '4♠'],
    ['16 balanced with a stopper over their jump raise: 3NT', ['1♦', 'X', '3♦'], 'AJ8.K62.K54.AJ53', '3NT'],
  ];
  for (const [edge, calls, pbn, call] of answers) {
    it(`${calls.join(' ')}: ${edge} → ${call}`, () => {
      expect(bookAnswer(handOf(pbn), auctionOf(calls)).call).toBe(call === 'X' ? 'Double' : call);
    });
  }
});

describe("answering partner's takeout double with no four-card major", () => {
  // The answer shows the length partner reads: four cards, three only when forced.
  const answers: [string, string[], string, string, string][] = [
    ['four clubs', ['1♦', 'X', 'Pass'], '832.762.954.K832', '2♣', '4+ clubs'],
    ['3-4-3-3 with four of their hearts: the cheapest three-card minor', ['1♥', 'X', 'Pass'], '832.7652.954.K83', '2♣', 'forced'],
    ['six of their diamonds: three hearts at the one level', ['1♦', 'X', 'Pass'], '832.762.J97542.3', '1♥', 'forced'],
    ['seven of their diamonds and no three-card suit: pass', ['1♦', 'X', 'Pass'], '82.76.J975432.32', 'Pass', '7+ cards in their suit'],
    ['a weak two: four clubs', ['2♥', 'X', 'Pass'], '832.762.954.K832', '3♣', '4+ clubs'],
    [
      'a weak two: 3-4-3-3 with four of their hearts, the cheapest three-card minor',
      ['2♥', 'X', 'Pass'],
      '832.7652.954.K83',
      '3♣',
      'forced',
    ],
    ['a weak two: six of their diamonds, three hearts at the two level', ['2♦', 'X', 'Pass'], '832.762.J97542.3', '2♥', 'forced'],
  ];
  for (const [edge, calls, pbn, call, meaning] of answers) {
    it(`${calls.join(' ')}: ${edge} → ${call}`, () => {
      const answer = bookAnswer(handOf(pbn), auctionOf(calls));
      expect(answer.call).toBe(call);
      expect(answer.meaning).toContain(meaning);
    });
  }
});

describe("the overcaller after partner's cue-bid raise", () => {
  const rebids: [string, string[], string, string][] = [
    ['12 points: the suit at the cheapest level', ['1♦', '1♠', 'Pass', '2♦', 'Pass'], 'AQJ84.K532.2.Q62', '2♠'],
    ['16 points: game', ['1♦', '1♠', 'Pass', '2♦', 'Pass'], 'AQJ84.K532.2.AQ6', '4♠'],
    ['the cue bid doubled: still bids (it was forcing)', ['1♠', '2♦', '2♠', '3♠', 'X'], 'A76.9.AQT942.952', '4♦'],
    ['their 2NT over the cue bid: the suit again at the cheapest level', ['1♦', '1♠', 'Pass', '2♦', '2NT'], 'AQJ84.K532.2.Q62', '3♠'],
    ['12 points, six spades and shortness (15 counting it): game', ['1♥', '1♠', 'Pass', '2♥', '2NT'], 'AKT932.2.QJ.QT82', '4♠'],
  ];
  for (const [edge, calls, pbn, call] of rebids) {
    it(`${calls.join(' ')}: ${edge} → ${call}`, () => {
      expect(bookAnswer(handOf(pbn), auctionOf(calls)).call).toBe(call);
    });
  }
});

describe('their Michaels cue bid or Unusual 2NT over partner’s opening', () => {
  // Natural: a raise competes (game in a major with 11+), a double shows 10+, else pass.
  const answers: [string, string[], string, string][] = [
    ['8 points and four hearts: the competitive raise', ['1♥', '2NT'], 'K73.Q842.K652.43', '3♥'],
    ['12 points and four hearts: game', ['1♥', '2NT'], 'KQ3.A842.9652.K3', '4♥'],
    ['13 points and no fit: double', ['1♣', '2♣'], 'A73.K82.QJ52.K43', 'X'],
    ['7 points and a doubleton: pass', ['1♥', '2NT'], 'Q73.42.K9652.Q43', 'Pass'],
  ];
  for (const [edge, calls, pbn, call] of answers) {
    it(`${calls.join(' ')}: ${edge} → ${call}`, () => {
      expect(bookAnswer(handOf(pbn), auctionOf(calls)).call).toBe(call === 'X' ? 'Double' : call);
    });
  }

  it('partner’s Unusual 2NT doubled: still answered in a minor (it is not to play)', () => {
    expect(bookAnswer(handOf('843.K1052.Q96.J43'), auctionOf(['1♠', '2NT', 'X'])).call).toBe('3♦');
  });
});

describe('the opening side after an overcall: a five-card major and a long suit', () => {
  it('1♣ (1♥): five spades bid 1♠ before raising clubs (the negative double shows exactly four)', () => {
    expect(bookAnswer(handOf('AT964.9.87.KT986'), auctionOf(['1♣', '1♥'])).call).toBe('1♠');
    expect(bookAnswer(handOf('AT96.9.874.KT986'), auctionOf(['1♣', '1♥'])).call).toBe('Double');
  });

  it('1♠ (2♦) Pass (3♦): opener with six spades and 16 competes at three', () => {
    expect(bookAnswer(handOf('AKQJ64.K4.72.Q62'), auctionOf(['1♠', '2♦', 'Pass', '3♦'])).call).toBe('3♠');
  });

  it('1♠ (2♦) Pass (3♦): opener with five spades has no rule (placement decides)', () => {
    expect(bookAnswer(handOf('AKQJ6.K74.72.Q62'), auctionOf(['1♠', '2♦', 'Pass', '3♦'])).call).toBe('none');
  });
});

describe("advancing partner's overcall of their weak two or preempt", () => {
  // The overcall shows an opening bid (12–18): game with a fit and 10+ (9+ at the three level).
  const advances: [string, string[], string, string][] = [
    ['10 points and three hearts over a three-level overcall: game', ['2♠', '3♥', 'Pass'], 'KQ742.J65.T52.A4', '4♥'],
    ['10 points and three spades: game', ['2♥', '2♠', 'Pass'], 'Q42.J65.K52.A842', '4♠'],
    ['8 points and three spades: a raise', ['2♥', '2♠', 'Pass'], 'Q42.J65.K52.Q842', '3♠'],
    ['11 points, no fit, a stopper in their suit: 3NT', ['2♠', '3♦', 'Pass'], 'KQ7.J65.T52.AJ42', '3NT'],
    ['5 points: pass', ['2♠', '3♥', 'Pass'], 'K742.J65.T52.Q42', 'Pass'],
  ];
  for (const [edge, calls, pbn, call] of advances) {
    it(`${calls.join(' ')}: ${edge} → ${call}`, () => {
      expect(bookAnswer(handOf(pbn), auctionOf(calls)).call).toBe(call);
    });
  }
});

describe("advancing partner's weak jump overcall after their bid (law of total tricks)", () => {
  // Part two, a Choice: four trumps opposite six (ten together) and 5–11 raise to four, unless we
  // alone are vulnerable.
  const raise = (pbn: string, calls: string[], vulnerability: 'None' | 'NS' | 'EW' = 'None'): string => {
    const d = decide(sayc, { hand: handOf(pbn), vulnerability, auction: auctionOf(calls) }, { trace: false });
    return d.call === undefined ? 'none' : displayCall(d.call);
  };
  it('1♣ 2♠ 3NT, five spades and 7 points: 4♠', () => {
    expect(raise('QJ954.J2.K95.753', ['1♣', '2♠', '3NT'])).toBe('4♠');
  });
  it('1♦ 2♥ 3♦, four hearts and 6 points: 4♥', () => {
    expect(raise('J2.Q954.953.K753', ['1♦', '2♥', '3♦'])).toBe('4♥');
  });
  it('West advances: 4♥ when only they are vulnerable, not when only East–West are', () => {
    expect(raise('J2.Q954.953.K753', ['1♦', '2♥', '3♦'], 'NS')).toBe('4♥');
    expect(raise('J2.Q954.953.K753', ['1♦', '2♥', '3♦'], 'EW')).not.toBe('4♥');
  });
  it('three spades only: not 4♠', () => {
    expect(raise('QJ9.J542.K95.753', ['1♣', '2♠', '3NT'])).not.toBe('4♠');
  });
});
