import { describe, expect, it } from 'vitest';
import { decide, whyNot } from '../src/index.ts';
import { auction, book, call, callOf, decideFor, hand, sample } from './helpers.ts';

const b = sample();

describe('the sample book decides', () => {
  const openings: [string, string, string][] = [
    ['AKQJ.AKQ.AK2.432', '2C', '26 points'],
    ['AKQ2.KQ3.KJ2.Q32', '2NT', '20 points, 4-3-3-3'],
    ['AKQ2.K93.T8.QJ43', '1NT', '15 points, 4-4-3-2'],
    ['AK.KQJ93.T82.Q43', '1NT', '15 points, 5-3-3-2 with a five-card major'],
    ['A2.KQJ93.T82.Q43', '1H', '12 points, five hearts'],
    ['AKJ93.KQ932.2.43', '1S', 'two five-card majors: the higher'],
    ['AKJ3.K93.Q32.432', '1C', '3-3 in the minors'],
    ['AK3.K3.QJ32.J432', '1D', '4-4 in the minors'],
    ['A2.KQJ932.T82.43', '2H', 'a weak two'],
    ['A2.KT8532.Q82.43', 'Pass', 'six hearts without two of the top three or three of the top five'],
    ['Q32.J32.5432.432', 'Pass', '3 points'],
  ];
  for (const [pbn, expected, why] of openings) {
    it(`opens ${expected} with ${pbn} (${why})`, () => {
      expect(callOf(decideFor(b, pbn))).toBe(expected);
    });
  }

  it('responds to partner’s 1♥ and reads "length of my partner’s first bid suit" in my own hand', () => {
    expect(callOf(decideFor(b, 'K32.Q32.K432.432', '1H Pass', 'N'))).toBe('2H');
    expect(callOf(decideFor(b, 'A2.K983.A82.KQ32', '1H Pass', 'N'))).toBe('2NT');
    expect(callOf(decideFor(b, 'A2.K98.T82.KQ432', '1H Pass', 'N'))).toBe('3H');
    expect(callOf(decideFor(b, 'KQ32.2.J5432.Q32', '1H Pass', 'N'))).toBe('1NT');
    // Eight points but two hearts: the single raise's length test fails on my own hearts.
    const d = decideFor(b, 'KQ32.32.J5432.Q3', '1H Pass', 'N');
    expect(callOf(d)).toBe('1NT');
    expect(whyNot(d, call('2H')).map((e) => e.reason)).toEqual([
      "length of my partner's first bid suit >= 3 is false: length of my partner's first bid suit: 2",
    ]);
  });

  it('says what the call means, filling in {suit}', () => {
    expect(decideFor(b, 'K32.Q32.K432.432', '1H Pass').meaning).toBe('A single raise: 6–10 points and 3+ hearts.');
    expect(decideFor(b, 'A2.K983.A82.KQ32', '1H Pass').meaning).toBe('Jacoby 2NT: 13+ points and 4+ hearts, a game-forcing raise.');
    expect(decideFor(b, 'KQ32.J932.32.Q32', '1S Pass').meaning).toBe('A single raise: 6–10 points and 3+ spades.');
    expect(decideFor(b, 'A2.KQJ93.T82.Q43').meaning).toBe('12–21 points and 5+ hearts, the longest suit.');
  });

  it('names the rule that acted', () => {
    const d = decideFor(b, 'AKQ2.K93.T8.QJ43');
    expect(d.rule).toEqual({ file: 'sample.rules', line: 17, situation: 'Opening the bidding' });
  });

  it('opener’s rebid after a single raise', () => {
    expect(callOf(decideFor(b, 'A2.AKJ93.K82.K43', '1H Pass 2H Pass'))).toBe('3H');
    expect(callOf(decideFor(b, 'A2.AKJ93.K82.A43', '1H Pass 2H Pass'))).toBe('4H');
    expect(callOf(decideFor(b, 'A2.KQJ93.T82.Q43', '1H Pass 2H Pass'))).toBe('Pass');
  });

  it('answers Blackwood once a suit has been bid, not after 1NT', () => {
    expect(callOf(decideFor(b, 'A2.AKJ93.K82.K43', '1H Pass 4NT Pass'))).toBe('5H');
    expect(callOf(decideFor(b, 'A2.KQJ93.K82.K43', '1H Pass 4NT Pass'))).toBe('5D');
    expect(callOf(decideFor(b, 'K2.KQJ93.K82.K43', '1H Pass 4NT Pass'))).toBe('5C');
    expect(callOf(decideFor(b, 'AK32.AK3.A82.K43', '1NT Pass 4NT Pass'))).toBe('none');
  });
});

describe('the trace', () => {
  it('lists each rule tried with the first test that failed and why', () => {
    const d = decideFor(b, 'AKQ2.K93.T8.QJ43');
    expect(d.trace.map((e) => [e.line, e.outcome, e.test?.text, e.reason])).toEqual([
      [8, 'failed', 'points >= 22', 'points >= 22 is false: points: 15'],
      [12, 'failed', 'points 20 to 21', 'points 20 to 21 is false: points: 15'],
      [17, 'acted', undefined, 'all its tests hold'],
    ]);
    expect(d.trace[0]?.test).toEqual({ line: 8, column: 6, text: 'points >= 22' });
    expect(d.trace[0]?.call).toEqual(call('2C'));
  });

  it('shows situations that do not apply, with the condition that failed', () => {
    const d = decideFor(b, 'A2.AKJ93.K82.K43', '1H Pass 2H Pass');
    expect(d.trace.slice(0, 2).map((e) => [e.kind, e.situation, e.outcome, e.reason])).toEqual([
      ['situation', 'Opening the bidding', 'skipped', 'no one has bid is false: North made 1♥'],
      ['situation', "Responding to partner's one of a major", 'skipped', 'my partner opened is false: the opening bid was 1♥'],
    ]);
  });

  it('says why a call was not chosen', () => {
    const d = decideFor(b, 'A2.KT8532.Q82.43');
    expect(callOf(d)).toBe('Pass');
    expect(whyNot(d, call('2H')).map((e) => e.reason)).toEqual([
      'Hearts holds 2 of the top 3 honours or 3 of the top 5 is false: Hearts has K T',
    ]);
    expect(whyNot(d, call('7NT'))).toEqual([]);
  });

  it('reads as plain JSON', () => {
    const d = decideFor(b, 'AKQ2.K93.T8.QJ43');
    const json = JSON.parse(JSON.stringify(d)) as { trace: { reason: string; test: unknown }[] };
    expect(json.trace[0]).toEqual({
      kind: 'rule',
      file: 'sample.rules',
      situation: 'Opening the bidding',
      line: 8,
      call: { type: 'bid', level: 2, strain: 'C' },
      outcome: 'failed',
      test: { line: 8, column: 6, text: 'points >= 22' },
      reason: 'points >= 22 is false: points: 15',
    });
  });

  it('can be left out', () => {
    const d = decide(b, { hand: hand('AKQ2.K93.T8.QJ43'), vulnerability: 'None', auction: auction() }, { trace: false });
    expect(callOf(d)).toBe('1NT');
    expect(d.trace).toEqual([]);
  });
});

describe('what does not exist yet makes a test false', () => {
  it('a bid not made yet', () => {
    const one = book("If level of my partner's third bid = 1\nBid Pass");
    const d = decideFor(one, 'AKQ2.K93.T8.QJ43', '1H Pass');
    expect(callOf(d)).toBe('none');
    expect(d.trace[0]?.reason).toBe("level of my partner's third bid = 1 is false: my partner's third bid has not been made yet");
    expect(callOf(decideFor(book("If my partner's third bid is not pass\nBid Pass"), 'AKQ2.K93.T8.QJ43', '1H Pass'))).toBe('none');
    expect(callOf(decideFor(book("If suit of my partner's third bid is not Clubs\nBid Pass"), 'AKQ2.K93.T8.QJ43', '1H Pass'))).toBe('none');
  });

  it('a bid suit not bid yet, in a test and in a Bid line', () => {
    expect(callOf(decideFor(book("If length of my partner's second bid suit >= 0\nBid Pass"), 'AKQ2.K93.T8.QJ43', '1H Pass'))).toBe('none');
    const d = decideFor(book('Bid 3 of my partner\'s second bid suit\nMeans "x"\nBid Pass'), 'AKQ2.K93.T8.QJ43', '1H Pass');
    expect(callOf(d)).toBe('Pass');
    expect(d.trace[0]).toMatchObject({
      outcome: 'no call',
      reason: "3 of my partner's second bid suit names a suit that does not exist yet",
    });
  });

  it('a notrump bid has no suit and a pass no level', () => {
    expect(callOf(decideFor(book("If length of my partner's first bid suit >= 0\nBid Pass"), 'AKQ2.K93.T8.QJ43', '1NT Pass'))).toBe('none');
    expect(callOf(decideFor(book("If level of my partner's first bid >= 1\nBid Pass"), 'AKQ2.K93.T8.QJ43', 'Pass Pass'))).toBe('none');
  });

  it('the suit led during the auction', () => {
    expect(callOf(decideFor(book('If length of suit led >= 0\nBid Pass'), 'AKQ2.K93.T8.QJ43'))).toBe('none');
  });
});

describe('support', () => {
  it('reads as "no support" until a rule sets it', () => {
    const source =
      "If points >= 30\nSet support for my partner's first bid suit to strong\n\nIf support for my partner's first bid suit = no support\nBid Pass";
    expect(callOf(decideFor(book(source), 'K32.Q32.K432.432', '1H Pass'))).toBe('Pass');
  });

  it('a Set rule without a Bid records and evaluation goes on', () => {
    const source =
      "If points >= 6\nSet support for my partner's first bid suit to good\n\nIf support for my partner's first bid suit >= good\nBid 2 Hearts";
    const d = decideFor(book(source), 'K32.Q32.K432.432', '1H Pass');
    expect(callOf(d)).toBe('2H');
    expect(d.trace.map((e) => e.outcome)).toEqual(['set', 'acted']);
  });

  it('persists across the auction: my earlier calls are replayed through the book', () => {
    // After 1♥ 2♥ 3♥ the responder bids game with 9+ points only if the single raise set support.
    expect(callOf(decideFor(b, 'K32.Q32.K432.Q32', '1H Pass 2H Pass 3H Pass'))).toBe('4H');
    expect(callOf(decideFor(b, 'K32.Q32.K432.432', '1H Pass 2H Pass 3H Pass'))).toBe('Pass');
    // With 11 points the book would have bid 3♥, not 2♥: the 2♥ made was not the book's, so the
    // support its rule sets was never recorded.
    expect(callOf(decideFor(b, 'A32.Q32.K432.Q32', '1H Pass 2H Pass 3H Pass'))).toBe('Pass');
  });

  it("a memory kept from one hand's call does not serve another hand", () => {
    // The first hand's 2♥ sets support (the memory after it is kept for its next call); the
    // second would have bid 3♥, so at the same auction it has no support recorded and passes.
    const fresh = sample();
    expect(callOf(decideFor(fresh, 'K32.Q32.K432.Q32', '1H Pass'))).toBe('2H');
    expect(callOf(decideFor(fresh, 'A32.Q32.K432.Q32', '1H Pass 2H Pass 3H Pass'))).toBe('Pass');
    expect(callOf(decideFor(fresh, 'K32.Q32.K432.Q32', '1H Pass 2H Pass 3H Pass'))).toBe('4H');
  });
});

describe('the type of a bid', () => {
  const source = [
    'Situation "Responding"',
    '  When my partner opened 1 Hearts',
    "  If length of my partner's first bid suit >= 4",
    '  If points >= 13',
    '  Set my first bid to jump shift',
    '  Bid 2 NoTrump',
    '',
    'Situation "Rebid"',
    '  When I opened',
    "  If my partner's first bid is jump shift",
    '  Bid 4 Hearts',
    "  If my partner's first bid is two no trump",
    '  Bid 3 NoTrump',
    '',
    'Situation "Their auction"',
    '  When they opened',
    "  If my right opponent's first bid is jump shift",
    '  Bid Double',
    "  If my right opponent's first bid is two no trump",
    '  Bid Pass',
  ].join('\n');
  const typed = book(source);

  it('set by a rule, is read the same by the partner', () => {
    expect(callOf(decideFor(typed, 'A2.KQJ93.T82.Q43', '1H Pass 2NT Pass'))).toBe('4H');
  });

  it('is not set for the opponents, who read the game’s own type', () => {
    expect(callOf(decideFor(typed, 'A2.KQJ93.T82.Q43', '1H Pass 2NT'))).toBe('Pass');
  });

  it('without the Set, the game’s classification stands', () => {
    const plain = book(source.replace('  Set my first bid to jump shift\n', ''));
    expect(callOf(decideFor(plain, 'A2.KQJ93.T82.Q43', '1H Pass 2NT Pass'))).toBe('3NT');
  });

  it('the game classifies the opening and responses', () => {
    const t = (test: string, calls: string): string => callOf(decideFor(book(`If ${test}\nBid Pass`), 'AKQ2.K93.T8.QJ43', calls));
    expect(t("my partner's first bid is one in a suit", '1H Pass')).toBe('Pass');
    expect(t("my partner's first bid is one no trump", '1NT Pass')).toBe('Pass');
    expect(t("my partner's last bid is new suit at 1 level", '1C Pass 1H Pass')).toBe('Pass');
    expect(t("my partner's last bid is double raise", '1H Pass 3H Pass')).toBe('Pass');
    expect(t("my partner's last bid is single raise", '1H Pass 3H Pass')).toBe('none');
    expect(t("my partner's last bid is reverse bid", '1D Pass 1S Pass 2H Pass')).toBe('Pass');
  });
});

describe('auction, seat and vulnerability facts', () => {
  const t = (test: string, calls = '', vul: 'None' | 'NS' | 'EW' | 'Both' = 'None', pbn = 'AKQ2.K93.T8.QJ43'): string =>
    callOf(decideFor(book(`If ${test}\nBid Pass`), pbn, calls, 'N', vul));
  it('vulnerability', () => {
    expect(t('we are vulnerable', '', 'NS')).toBe('Pass');
    expect(t('we are vulnerable', '', 'EW')).toBe('none');
    expect(t('they are vulnerable', '', 'EW')).toBe('Pass');
    expect(t('we are not vulnerable', '', 'EW')).toBe('Pass');
    expect(t('vulnerability is favourable', '', 'EW')).toBe('Pass');
    expect(t('vulnerability is unfavourable', '', 'NS')).toBe('Pass');
    expect(t('vulnerability is both', '', 'Both')).toBe('Pass');
    expect(t('vulnerability is not none', '', 'None')).toBe('none');
  });

  it('seat, turn and passes', () => {
    expect(t('seat = 1')).toBe('Pass');
    expect(t('seat = 3', 'Pass Pass')).toBe('Pass');
    expect(t('turn = 1', 'Pass Pass')).toBe('Pass');
    expect(t('turn = 2', '1H Pass 1S Pass')).toBe('Pass');
  });

  it('a pass before the opening is not one of the bids counted in order', () => {
    // North passed, West opened: North's next call is its first bid, at turn 1.
    expect(t('turn = 1', 'Pass Pass Pass 1H')).toBe('Pass');
    expect(t('turn = 2', 'Pass Pass Pass 1H Pass Pass 1S Pass')).toBe('Pass');
    expect(t('my first bid is pass', 'Pass Pass Pass 1H')).toBe('none');
    expect(t('my first bid is pass', 'Pass Pass Pass 1H Pass Pass 1S Pass')).toBe('Pass');
    expect(t("my partner's first bid is 1 Spades", 'Pass Pass 1S Pass 2S Pass 3S Pass')).toBe('Pass');
    expect(t("my partner's first bid is pass", 'Pass Pass')).toBe('none');
    // The latest call is still the pass, and the player has passed.
    expect(t('my last bid is pass', 'Pass Pass Pass 1H')).toBe('Pass');
    expect(t('I have passed', 'Pass Pass Pass 1H')).toBe('Pass');
    expect(t('number of passes = 2', '1H Pass Pass')).toBe('Pass');
    expect(t('number of passes = 0', '1H Pass Pass 1S')).toBe('Pass');
  });

  it('who opened and who has bid what', () => {
    // North deals: North, East, South, West; after Pass Pass Pass 1H it is North's turn again.
    const a = 'Pass Pass Pass 1H';
    expect(t('my right opponent opened', a)).toBe('Pass');
    expect(t('my left opponent opened', a)).toBe('none');
    expect(t('they opened', a)).toBe('Pass');
    expect(t('my right opponent opened 1 Hearts', a)).toBe('Pass');
    expect(t('my right opponent opened 1 Spades', a)).toBe('none');
    expect(t('no one opened', a)).toBe('none');
    expect(t('no one has bid', a)).toBe('none');
    expect(t('no one has bid', 'Pass Pass')).toBe('Pass');
    expect(t('I have passed', a)).toBe('Pass');
    expect(t('I have not bid', a)).toBe('Pass');
    expect(t('they have bid Hearts', a)).toBe('Pass');
    expect(t('we have bid Hearts', a)).toBe('none');
    expect(t('someone has bid major suit', a)).toBe('Pass');
    expect(t('no one has bid Clubs', a)).toBe('Pass');
    // After 1H X Pass it is West's turn, and West's partner East doubled.
    expect(t('my partner has doubled', '1H X Pass')).toBe('Pass');
    expect(t('my left opponent has doubled', 'Pass 1H X Pass')).toBe('none');
    expect(t('my right opponent has doubled', 'Pass Pass 1H X')).toBe('Pass');
    expect(t('trump suit is Hearts', a)).toBe('Pass');
  });

  it('the hand: shape, balance, honours, counts, comparisons', () => {
    expect(t('shape is 4-4-3-2')).toBe('Pass');
    expect(t('shape is 5-3-3-2 or 4-3-3-3')).toBe('none');
    expect(t('shape is not 5-3-3-2')).toBe('Pass');
    expect(t('hand is balanced')).toBe('Pass');
    expect(t('hand is unbalanced')).toBe('none');
    expect(t('Spades holds 3 of the top 3 honours')).toBe('Pass');
    expect(t('Hearts holds 1 of the top 2')).toBe('Pass');
    expect(t('Clubs holds 2 of the top 3')).toBe('none');
    expect(t('number of aces = 1')).toBe('Pass');
    expect(t('number of kings = 2')).toBe('Pass');
    expect(t('number of voids = 0')).toBe('Pass');
    expect(t('number of doubletons = 1')).toBe('Pass');
    expect(t('distribution points = 1')).toBe('Pass');
    expect(t('total points = 16')).toBe('Pass');
    expect(t('length of Clubs >= length of Diamonds')).toBe('Pass');
    expect(t('length of Clubs > length of Spades')).toBe('none');
    expect(t('points = 14 or 15')).toBe('Pass');
    expect(t('points is not 15')).toBe('none');
    expect(t('longest suit is Spades')).toBe('Pass');
    expect(t('shortest suit is not Diamonds')).toBe('none');
    expect(t('best suit is major suit')).toBe('Pass');
  });
});

describe('when no rule acts', () => {
  it('an illegal call does not act', () => {
    const d = decideFor(book('Bid 1 Clubs'), 'AKQ2.K93.T8.QJ43', '1H');
    expect(d.call).toBeUndefined();
    expect(d.trace[0]).toMatchObject({ outcome: 'illegal', reason: '1♣ is not a legal call now' });
    if (d.call === undefined) expect(d.reason).toBe('no rule acts here');
  });

  it('a situation where no rule acts falls through to the next that applies', () => {
    const source = 'Situation "a"\nWhen no one has bid\nIf points >= 30\nBid 7 NoTrump\nSituation "b"\nBid Pass';
    const d = decideFor(book(source), 'AKQ2.K93.T8.QJ43');
    expect(callOf(d)).toBe('Pass');
    expect(d.rule?.situation).toBe('b');
  });

  it('a finished auction, or a dealer that is not the auction’s', () => {
    const over = decide(b, { hand: hand('AKQ2.K93.T8.QJ43'), vulnerability: 'None', auction: auction('1H Pass Pass Pass') });
    expect(over.call === undefined ? over.reason : '').toBe('the auction is over');
    const wrong = decide(b, { hand: hand('AKQ2.K93.T8.QJ43'), vulnerability: 'None', auction: auction(''), dealer: 'E' });
    expect(wrong.call === undefined ? wrong.reason : '').toBe("the dealer given (E) is not the auction's dealer (N)");
  });
});

describe('meanings', () => {
  it('{call}, {level} and suit phrases', () => {
    const d = decideFor(
      book('Bid 2 of my partner\'s first bid suit\nMeans "{call} at the {level} level in {my partner\'s first bid suit} ({suit})"'),
      'K32.Q32.K432.432',
      '1H Pass',
    );
    expect(d.meaning).toBe('2♥ at the 2 level in hearts (hearts)');
  });

  it('a Bid without Means means what its tests say', () => {
    expect(decideFor(book('If points >= 12\nIf hand is balanced\nBid 1 NoTrump'), 'AKQ2.K93.T8.QJ43').meaning).toBe(
      'points >= 12; hand is balanced',
    );
  });
});

describe('many hands at one point of an auction (as the robots test sampled hands)', () => {
  // The tests on the auction answer once for an auction object and are kept with it: these reuse
  // one auction across hands and vulnerabilities, as the robots' tests of sampled hands do.
  it('reads each hand and each vulnerability afresh', () => {
    const one = book(
      "If my partner's first bid is one in a suit\nIf we are vulnerable\nIf points >= 10\nBid 2NT\n\nIf my partner's first bid is one in a suit\nIf points >= 6\nBid 1NT",
    );
    const after = auction('1H Pass');
    const at = (pbn: string, vulnerability: 'None' | 'NS' | 'EW'): string =>
      callOf(decide(one, { hand: hand(pbn), vulnerability, auction: after }, { trace: false }));
    expect(at('AKQ2.K93.T8.QJ43', 'NS')).toBe('2NT');
    expect(at('AKQ2.K93.T8.QJ43', 'EW')).toBe('1NT');
    expect(at('K432.93.T8.QJ432', 'NS')).toBe('1NT');
    expect(at('5432.93.T82.J432', 'NS')).toBe('none');
    expect(at('AKQ2.K93.T8.QJ43', 'NS')).toBe('2NT');
    expect(
      callOf(decide(one, { hand: hand('AKQ2.K93.T8.QJ43'), vulnerability: 'NS', auction: auction('1NT Pass') }, { trace: false })),
    ).toBe('none');
  });
});
