import { displayCall, unwrap } from '@tenace/engine';
import { describe, expect, it } from 'vitest';
import { robotBid } from '../../src/bidding/robot.ts';
import { saycBook, withOptions } from '@tenace/rules-dsl';
import { auctionOf, bookAnswer, handOf, itCalls, sayc } from '@tenace/rules-dsl/testing';

/**
 * Slams in part two: Roman Keycard Blackwood as the book's named option (plain Blackwood stays the
 * default answer scheme), and the asker placing the contract from the answer.
 */
const RKCB = 'Roman Keycard Blackwood';
const keycardBook = unwrap(withOptions(sayc, [RKCB]));
const ASKED = ['1♠', 'Pass', '3♠', 'Pass', '4NT', 'Pass'];

describe('Roman Keycard Blackwood, the option', () => {
  const answers: [string, string, string, string][] = [
    ['the trump king and the ace of hearts', 'K32.A32.QJ32.J32', '5♥', '5♦'],
    ['the trump king and queen and an ace', 'KQ2.A32.J432.J32', '5♠', '5♦'],
    ['the trump ace and another ace', 'A32.A32.QJ32.J32', '5♥', '5♥'],
    ['the trump ace and king and another ace', 'AK2.A32.J432.J32', '5♦', '5♥'],
    ['no keycard', '432.K32.KQJ2.QJ2', '5♦', '5♣'],
    ['one ace, not the trump king', 'Q32.A32.KJ32.J32', '5♣', '5♦'],
  ];
  for (const [edge, pbn, keycard, plain] of answers) {
    it(`${ASKED.join(' ')}: ${edge} → ${keycard} with the option, ${plain} without`, () => {
      const withIt = bookAnswer(handOf(pbn), auctionOf(ASKED), keycardBook);
      expect(withIt.call).toBe(keycard);
      expect(withIt.meaning).toMatch(/^Roman Keycard Blackwood: /);
      const without = bookAnswer(handOf(pbn), auctionOf(ASKED));
      expect(without.call).toBe(plain);
      expect(without.meaning).toMatch(/^Blackwood: /);
    });
  }

  it('the book names its options, and refuses one it does not know', () => {
    expect(sayc.optionNames).toContain(RKCB);
    expect(saycBook().optionNames).toContain(RKCB);
    expect(sayc.options.size).toBe(0);
    const refused = withOptions(sayc, ['Exclusion Blackwood']);
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.error.code).toBe('unknown-option');
  });

  it('the asker places the slam from the keycards shown', () => {
    const book = unwrap(withOptions(saycBook(), [RKCB]));
    const auction = auctionOf([...ASKED, '5♥', 'Pass']);
    // Opener holds the ace and king of spades: two keycards of its own and two shown, one missing.
    const made = unwrap(robotBid({ hand: handOf('AKQ54.KQ2.K32.Q2'), vulnerability: 'None', auction }, { book }));
    expect(displayCall(made.call)).toBe('6♠');
    expect(made.meaning).toContain('one keycard is missing');
    // Two keycards of its own and none shown (5♦ is none or three): three missing, stop at five.
    const five = auctionOf([...ASKED, '5♦', 'Pass']);
    const stop = unwrap(robotBid({ hand: handOf('AKJ54.KQ2.QJ2.32'), vulnerability: 'None', auction: five }, { book }));
    expect(displayCall(stop.call)).toBe('5♠');
  });
});

describe('placing the contract after the answer to Blackwood', () => {
  it('two aces missing and the answer is five of the agreed suit: that is the contract, Pass', () => {
    const auction = auctionOf(['1♥', 'Pass', '3♥', 'Pass', '4NT', 'Pass', '5♥', 'Pass']);
    const made = unwrap(robotBid({ hand: handOf('KQ2.KQJ54.KQ2.K2'), vulnerability: 'None', auction }));
    expect(displayCall(made.call)).toBe('Pass');
    expect(made.meaning).toContain('2 aces are missing, and 5♥ is the contract');
  });
});

describe('the slam is placed in the agreed suit', () => {
  it('5♦ answering 4NT names no suit: after 1♦ – 1♠ – 2♠ – 4♠ the slam is in spades', () => {
    const calls = ['1♦', 'Pass', '1♠', 'Pass', '2♠', 'Pass', '4♠', 'Pass', '4NT', 'Pass', '5♦', 'Pass'];
    const auction = auctionOf(calls);
    const made = unwrap(robotBid({ hand: handOf('T652.K.AK9864.AT'), vulnerability: 'None', auction }));
    expect(displayCall(made.call)).toBe('6♠');
  });

  it('a cue bid in the suit opened does not agree it: 1♦ – 1♠ – 3♠ – 4♦ – 4NT – 5♥, the slam is 6♠, not 6♦', () => {
    const calls = ['1♦', 'Pass', '1♠', 'Pass', '3♠', 'Pass', '4♦', 'Pass', '4NT', 'Pass', '5♥', 'Pass'];
    const made = unwrap(robotBid({ hand: handOf('KQJ4.K2.AQ532.K2'), vulnerability: 'None', auction: auctionOf(calls) }));
    expect(displayCall(made.call)).toBe('6♠');
  });
});

describe('control-showing cue bids after a major fit', () => {
  const cases: [string, string[], string, string][] = [
    ['13–14 opposite Jacoby 2NT answered 18+, the ace of clubs', ['1♠', 'Pass', '2NT', 'Pass', '3♠', 'Pass'], 'KQ43.K32.Q42.A32', '4♣'],
    ['hearts agreed, the ace of spades first (3♠)', ['1♥', 'Pass', '2NT', 'Pass', '3♥', 'Pass'], 'A432.KQ43.Q42.K2', '3♠'],
    ['13–15 after opener raises to three, the ace of diamonds', ['1♦', 'Pass', '1♠', 'Pass', '3♠', 'Pass'], 'KQ543.K32.A2.Q32', '4♦'],
    ['15+ opposite 18+: Blackwood straight away', ['1♠', 'Pass', '2NT', 'Pass', '3♠', 'Pass'], 'KQ43.K32.A42.A32', '4NT'],
  ];
  for (const [edge, calls, pbn, call] of cases) {
    it(`${calls.join(' ')}: ${edge} → ${call}`, () => {
      const answer = bookAnswer(handOf(pbn), auctionOf(calls));
      expect(answer.call).toBe(call);
      if (call !== '4NT') expect(answer.meaning).toContain('A control-showing cue bid');
    });
  }

  it("after a 4♣ cue bid, partner's 4NT is answered (it is not Gerber)", () => {
    const answer = bookAnswer(
      handOf('AQ43.K32.Q42.A32'),
      auctionOf(['1♠', 'Pass', '2NT', 'Pass', '3♠', 'Pass', '4♣', 'Pass', '4NT', 'Pass']),
    );
    expect(answer.call).toBe('5♥');
    expect(answer.meaning).toBe('Blackwood: two aces.');
  });
});

describe('after 2♣ – 2♦ and a notrump rebid, 4NT is quantitative', () => {
  const TWO = ['2♣', 'Pass', '2♦', 'Pass', '2NT', 'Pass'];
  const THREE = ['2♣', 'Pass', '2♦', 'Pass', '3NT', 'Pass'];
  const cases: [string, string[], string, string][] = [
    ['3–8 opposite 22–24: game', TWO, 'Q43.K32.J432.432', '3NT'],
    ['9–10 balanced opposite 22–24: invites 6NT', TWO, 'Q4.K32.Q432.K432', '4NT'],
    ['11–14 balanced opposite 22–24: 6NT', TWO, 'KQ4.K32.Q432.K32', '6NT'],
    ['15+ balanced opposite 22–24: 7NT', TWO, 'KQ4.AK2.Q432.K32', '7NT'],
    ['0–5 opposite 25–27: 3NT is the contract', THREE, '943.J32.Q432.432', 'Pass'],
    ['6–7 balanced opposite 25–27: invites 6NT', THREE, 'Q4.K32.Q432.8432', '4NT'],
    ['8–11 balanced opposite 25–27: 6NT', THREE, 'Q4.K32.Q432.K432', '6NT'],
  ];
  for (const [edge, calls, pbn, call] of cases) {
    it(`${calls.join(' ')}: ${edge} → ${call}`, () => {
      const answer = bookAnswer(handOf(pbn), auctionOf(calls));
      expect(answer.call).toBe(call);
      if (call === '4NT') expect(answer.meaning).toMatch(/^Quantitative/);
    });
  }

  it('opener accepts with 23–24 and declines with 22; a plain Blackwood answer is not given', () => {
    const asked = [...TWO, '4NT', 'Pass'];
    const accept = bookAnswer(handOf('AQ4.AK32.KJ.AQ32'), auctionOf(asked));
    expect(accept.call).toBe('6NT');
    expect(accept.meaning).toContain('accepts');
    const decline = bookAnswer(handOf('AQ4.AK32.KJ.KQ32'), auctionOf(asked));
    expect(decline.call).toBe('Pass');
    const late = bookAnswer(handOf('AQ4.AK3.AKJ.KQ32'), auctionOf([...THREE, '4NT', 'Pass']));
    expect(late.call).toBe('6NT');
  });
});

describe("responder after opener's jump rebid of a suit (16–18, six cards)", () => {
  const HEARTS = ['1♥', 'Pass', '1♠', 'Pass', '3♥', 'Pass'];
  const cases: [string, string[], string, string][] = [
    ['two hearts opposite six: the major game, not 3NT', HEARTS, 'AJ43.K3.Q832.K43', '4♥'],
    ['a singleton heart: 3NT', HEARTS, 'AJ43.3.Q832.K432', '3NT'],
    ['16+ and two hearts: Blackwood', HEARTS, 'AJ43.K3.AQ32.K43', '4NT'],
    ['16+ and three diamonds after 3♦: Blackwood', ['1♦', 'Pass', '1♠', 'Pass', '3♦', 'Pass'], 'AJ43.K3.AQ3.K432', '4NT'],
    ['a minor fit and game values only: 3NT', ['1♦', 'Pass', '1♠', 'Pass', '3♦', 'Pass'], 'AJ43.K3.Q32.K432', '3NT'],
  ];
  for (const [edge, calls, pbn, call] of cases) {
    it(`${calls.join(' ')}: ${edge} → ${call}`, () => {
      expect(bookAnswer(handOf(pbn), auctionOf(calls)).call).toBe(call);
    });
  }
});

describe("opener after partner's control-showing cue bid", () => {
  const cases: [string, string[], string, string][] = [
    ['Jacoby 2NT, 18–19: declines, game', ['1♠', 'Pass', '2NT', 'Pass', '3♠', 'Pass', '4♣', 'Pass'], 'AKJ54.KQ2.K32.Q2', '4♠'],
    ['Jacoby 2NT, 20+: Blackwood', ['1♥', 'Pass', '2NT', 'Pass', '3♥', 'Pass', '3♠', 'Pass'], 'K2.AKJ54.K32.AQ2', '4NT'],
    [
      'hearts agreed, 3♠ is a cue bid, not a splinter: 18–19 declines',
      ['1♥', 'Pass', '2NT', 'Pass', '3♥', 'Pass', '3♠', 'Pass'],
      'KQ2.AKJ54.K32.32',
      '4♥',
    ],
    ['after the raise to three, 16–17: declines, game', ['1♦', 'Pass', '1♠', 'Pass', '3♠', 'Pass', '4♣', 'Pass'], 'KQJ4.K2.AQ532.Q2', '4♠'],
    ['after the raise to three, 18: Blackwood', ['1♦', 'Pass', '1♠', 'Pass', '3♠', 'Pass', '4♦', 'Pass'], 'KQJ4.K2.AQ532.K2', '4NT'],
  ];
  for (const [edge, calls, pbn, call] of cases) {
    it(`${calls.join(' ')}: ${edge} → ${call}`, () => {
      const answer = bookAnswer(handOf(pbn), auctionOf(calls));
      expect(answer.call).toBe(call);
      if (call === '4NT') expect(answer.meaning).toMatch(/^Blackwood: asks for aces/);
    });
  }

  it("responder's game over the answer to Jacoby 2NT is a sign-off: opener passes", () => {
    const answer = bookAnswer(handOf('KQ2.AKJ54.K32.A2'), auctionOf(['1♥', 'Pass', '2NT', 'Pass', '3♥', 'Pass', '4♥', 'Pass']));
    expect(answer.call).toBe('Pass');
    // A shortness answer showed no strength: 17+ is not bound to pass (the robot's placement goes on).
    const shortness = ['1♥', 'Pass', '2NT', 'Pass', '3♦', 'Pass', '4♥', 'Pass'];
    expect(bookAnswer(handOf('KQ2.AKJ54.2.Q432'), auctionOf(shortness)).call).toBe('Pass');
    expect(bookAnswer(handOf('KT.AK862.K.AJT32'), auctionOf(shortness)).call).toBe('none');
  });

  it("after 1♣ – 1♥ – 3♠ (opener's splinter) responder with 12+ still asks for aces", () => {
    expect(bookAnswer(handOf('K2.AKJ54.K32.A32'), auctionOf(['1♣', 'Pass', '1♥', 'Pass', '3♠', 'Pass'])).call).toBe('4NT');
  });
});

describe('5NT after Blackwood asks for kings', () => {
  const ASKED_KINGS = ['1♦', 'Pass', '1♠', 'Pass', '3♠', 'Pass', '4NT', 'Pass', '5♥', 'Pass', '5NT', 'Pass'];
  const answers: [string, string, string][] = [
    ['no king', 'A432.Q2.QJ532.A2', '6♣'],
    ['one king', 'A432.Q2.KJ532.A2', '6♦'],
    ['two kings', 'A432.K2.KJ532.A2', '6♥'],
    ['three kings', 'A432.K2.KJ53.AK2', '6♠'],
  ];
  for (const [edge, pbn, call] of answers) {
    it(`${ASKED_KINGS.join(' ')}: ${edge} → ${call}`, () => {
      const answer = bookAnswer(handOf(pbn), auctionOf(ASKED_KINGS));
      expect(answer.call).toBe(call);
      expect(answer.meaning).toMatch(/^Kings: /);
    });
  }

  const robot = (pbn: string, calls: string[]): string =>
    displayCall(unwrap(robotBid({ hand: handOf(pbn), vulnerability: 'None', auction: auctionOf(calls) })).call);
  const ACES = ['1♦', 'Pass', '1♠', 'Pass', '3♠', 'Pass', '4NT', 'Pass', '5♥', 'Pass'];
  it('no ace missing and a grand slam in reach: the asker bids 5NT, then the grand with every king', () => {
    expect(robot('KQJ4.AK2.AQ2.K32', ACES)).toBe('5NT');
    expect(robot('KQJ4.AK2.AQ2.K32', [...ACES, '5NT', 'Pass', '6♦', 'Pass'])).toBe('7♠');
  });

  it('a king missing (and fewer than 37 together): the small slam', () => {
    expect(robot('KQJ4.AQ2.AQ2.Q32', [...ACES, '5NT', 'Pass', '6♦', 'Pass'])).toBe('6♠');
  });

  it('an ace missing: no king ask, the small slam', () => {
    expect(robot('KQJ4.KQ2.AQ2.K32', ACES)).toBe('6♠');
  });
});

describe('after a completed transfer, 4NT is quantitative', () => {
  const SPADES = ['1NT', 'Pass', '2♥', 'Pass', '2♠', 'Pass'];
  const cases: [string, string[], string, string][] = [
    ['16–17, balanced with five spades: invites a slam', SPADES, 'KQJ43.K3.AQ2.Q32', '4NT'],
    ['10–15, five spades: 3NT, opener chooses', SPADES, 'KQJ43.K3.Q32.Q32', '3NT'],
    ['11–12 opposite 2NT, five hearts: invites a slam', ['2NT', 'Pass', '3♦', 'Pass', '3♥', 'Pass'], 'K3.KQJ43.Q32.J32', '4NT'],
  ];
  for (const [edge, calls, pbn, call] of cases) {
    it(`${calls.join(' ')}: ${edge} → ${call}`, () => {
      const answer = bookAnswer(handOf(pbn), auctionOf(calls));
      expect(answer.call).toBe(call);
      if (call === '4NT') expect(answer.meaning).toMatch(/^Quantitative/);
    });
  }

  const ASKED_Q = [...SPADES, '4NT', 'Pass'];
  const answers: [string, string, string][] = [
    ['a maximum with three spades: six of the major', 'A42.AQ2.KQ32.Q32', '6♠'],
    ['a maximum with two spades: 6NT', 'A2.AQ2.KQ32.Q432', '6NT'],
    ['not a maximum: pass (not a Blackwood answer)', 'A42.AQ2.KJ32.J32', 'Pass'],
  ];
  itCalls(ASKED_Q, answers, `${ASKED_Q.join(' ')}: `);
});

describe("responder after opener's single raise of the major (12–15)", () => {
  const RAISED = ['1♥', 'Pass', '1♠', 'Pass', '2♠', 'Pass'];
  const cases: [string, string, string][] = [
    ['13–19: game', 'KQ43.A2.AQ32.K32', '4♠'],
    ['20+: 33 or more together, Blackwood', 'KQ43.A2.AKJ2.K32', '4NT'],
  ];
  itCalls(RAISED, cases, `${RAISED.join(' ')}: `);
});

describe("responder's major after opener's 18–19 notrump rebid", () => {
  const REBID = ['1♣', 'Pass', '1♠', 'Pass', '2NT', 'Pass'];
  const cases: [string, string[], string, string][] = [
    ['six spades: game in the major, not 3NT', REBID, 'AJ87532.K8.J4.93', '4♠'],
    ['five spades and game values: 3♠, forcing', REBID, 'AJ875.K82.J4.932', '3♠'],
    ['opener with three spades raises', [...REBID, '3♠', 'Pass'], 'K92.AJ6.AK2.KT72', '4♠'],
    ['opener with two spades: 3NT', [...REBID, '3♠', 'Pass'], 'K9.AJ62.AK2.KT72', '3NT'],
  ];
  for (const [edge, calls, pbn, call] of cases) {
    it(`${calls.join(' ')}: ${edge} → ${call}`, () => {
      expect(bookAnswer(handOf(pbn), auctionOf(calls)).call).toBe(call);
    });
  }
});

describe("opener's game try after responder's 1NT over a one-level new suit", () => {
  const NT = ['1♣', 'Pass', '1♦', 'Pass', '1♠', 'Pass', '1NT', 'Pass'];
  const cases: [string, string[], string, string][] = [
    ['17–18 balanced: 2NT invites', NT, 'Q973.A9.KJ3.AK94', '2NT'],
    ['16–18 and six clubs: 3♣ invites', ['1♣', 'Pass', '1♥', 'Pass', '1♠', 'Pass', '1NT', 'Pass'], 'AQ73.9.K2.AKJ943', '3♣'],
    ['responder with 9–10 accepts in 3NT', [...NT, '2NT', 'Pass'], 'K65.J82.AT764.Q2', '3NT'],
    ['responder with 6–8 declines', [...NT, '2NT', 'Pass'], 'K65.J82.AT764.T2', 'Pass'],
  ];
  for (const [edge, calls, pbn, call] of cases) {
    it(`${calls.join(' ')}: ${edge} → ${call}`, () => {
      expect(bookAnswer(handOf(pbn), auctionOf(calls)).call).toBe(call);
    });
  }
});

describe('5♣ after the answer to Gerber asks for kings', () => {
  const ASKED = ['1NT', 'Pass', '4♣', 'Pass', '4♠', 'Pass', '5♣', 'Pass'];
  const answers: [string, string, string][] = [
    ['no king', 'AQ3.Q54.QJ5.AJ32', '5♦'],
    ['one king', 'AQ3.K54.QJ5.AJ32', '5♥'],
    ['two kings', 'AQ3.K54.KJ5.A432', '5♠'],
    ['three kings', 'AQ3.K54.KJ5.AK32', '5NT'],
  ];
  for (const [edge, pbn, call] of answers) {
    it(`${ASKED.join(' ')}: ${edge} → ${call}`, () => {
      const answer = bookAnswer(handOf(pbn), auctionOf(ASKED));
      expect(answer.call).toBe(call);
      expect(answer.meaning).toMatch(/^Gerber: .* kings?\.$/);
    });
  }

  it('any other call of the Gerber bidder places the contract: pass', () => {
    expect(bookAnswer(handOf('AQ3.K54.KJ5.A432'), auctionOf(['1NT', 'Pass', '4♣', 'Pass', '4♠', 'Pass', '6NT', 'Pass'])).call).toBe('Pass');
  });
});

describe("Roman Keycard Blackwood: the ask says keycards, and a cue bid's suit is not trumps", () => {
  it('with the option the ask names keycards; without it, aces', () => {
    const calls = ['1♠', 'Pass', '2NT', 'Pass', '3♠', 'Pass'];
    const keycards = bookAnswer(handOf('KQ43.K32.A42.A32'), auctionOf(calls), keycardBook);
    expect(keycards.call).toBe('4NT');
    expect(keycards.meaning).toMatch(/^Blackwood \(Roman Keycard\): asks for the five keycards/);
    const cue = bookAnswer(handOf('KQJ4.K2.AQ532.K2'), auctionOf(['1♦', 'Pass', '1♠', 'Pass', '3♠', 'Pass', '4♦', 'Pass']), keycardBook);
    expect(cue.meaning).toMatch(/^Blackwood \(Roman Keycard\): asks for the five keycards/);
    expect(bookAnswer(handOf('KQ43.K32.A42.A32'), auctionOf(calls)).meaning).toMatch(/^Blackwood: asks for aces/);
  });

  it('after my cue bid in the suit partner opened (1♦ – 1♠ – 3♠ – 4♦ – 4NT) the answer is not keycards in diamonds', () => {
    const answer = bookAnswer(
      handOf('KQ543.K32.A2.Q32'),
      auctionOf(['1♦', 'Pass', '1♠', 'Pass', '3♠', 'Pass', '4♦', 'Pass', '4NT', 'Pass']),
      keycardBook,
    );
    expect(answer.meaning).not.toMatch(/^Roman Keycard/);
    expect(answer.call).toBe('5♦');
  });

  it('after a shortness answer to Jacoby 2NT the answer is not keycards in the short suit', () => {
    const answer = bookAnswer(
      handOf('AKJ54.K2.A2.Q432'),
      auctionOf(['1♠', 'Pass', '2NT', 'Pass', '3♣', 'Pass', '4NT', 'Pass']),
      keycardBook,
    );
    expect(answer.meaning).not.toMatch(/^Roman Keycard/);
    expect(answer.call).toBe('5♥');
  });

  it('keycards in the suit agreed by a raise or Jacoby 2NT as before', () => {
    expect(
      bookAnswer(handOf('Q2.AK32.KQ432.32'), auctionOf(['1♦', 'Pass', '1♠', 'Pass', '2♠', 'Pass', '4NT', 'Pass']), keycardBook).call,
    ).toBe('5♣');
    expect(
      bookAnswer(handOf('AKJ54.KQ2.K2.Q32'), auctionOf(['1♠', 'Pass', '2NT', 'Pass', '3♠', 'Pass', '4NT', 'Pass']), keycardBook).call,
    ).toBe('5♥');
  });
});

describe('2♣ – 2♦ – 2NT: the responses to a 2NT opening apply', () => {
  const TWO = ['2♣', 'Pass', '2♦', 'Pass', '2NT', 'Pass'];
  const cases: [string, string[], string, string][] = [
    ['five spades, any strength: the transfer, 3♥', TWO, 'Q8532.J32.432.32', '3♥'],
    ['five hearts: the transfer, 3♦', TWO, 'J32.Q8532.432.32', '3♦'],
    ['a four-card major and 3+: Stayman, 3♣', TWO, 'Q832.J32.K32.432', '3♣'],
    ['opener completes the transfer', [...TWO, '3♥', 'Pass'], 'AK2.AQ2.KQJ2.A32', '3♠'],
    ['opener answers Stayman with no major: 3♦', [...TWO, '3♣', 'Pass'], 'AK2.AQ2.KQJ2.A32', '3♦'],
    ['after the transfer, 0–2: pass', [...TWO, '3♥', 'Pass', '3♠', 'Pass'], '98532.J32.432.32', 'Pass'],
    ['after the transfer, five spades and 3–8: 3NT, opener chooses', [...TWO, '3♥', 'Pass', '3♠', 'Pass'], 'Q8532.J32.K32.32', '3NT'],
    ['opener with three spades chooses 4♠', [...TWO, '3♥', 'Pass', '3♠', 'Pass', '3NT', 'Pass'], 'AK2.AQ2.KQJ2.A32', '4♠'],
    ['after Stayman, a fit: game in the major', [...TWO, '3♣', 'Pass', '3♠', 'Pass'], 'Q832.J32.K32.432', '4♠'],
    ['after Stayman, no fit: 3NT', [...TWO, '3♣', 'Pass', '3♦', 'Pass'], 'Q832.J32.K32.432', '3NT'],
  ];
  for (const [edge, calls, pbn, call] of cases) {
    it(`${calls.join(' ')}: ${edge} → ${call}`, () => {
      expect(bookAnswer(handOf(pbn), auctionOf(calls)).call).toBe(call);
    });
  }

  it('the artificial 3♦ answer to Stayman is not a suit to support with Blackwood', () => {
    expect(bookAnswer(handOf('KQ83.K32.K32.432'), auctionOf([...TWO, '3♣', 'Pass', '3♦', 'Pass'])).call).not.toBe('4NT');
  });
});

describe('after Stayman is answered with no major, 4NT is quantitative', () => {
  const DENIED = ['1NT', 'Pass', '2♣', 'Pass', '2♦', 'Pass'];
  const cases: [string, string[], string, string][] = [
    ['16–17: invites 6NT', DENIED, 'KQ43.K32.AQ2.K32', '4NT'],
    ['18–19: 6NT', DENIED, 'KQ43.K32.AQ2.KJ2', '6NT'],
    ['10–15: 3NT', DENIED, 'KQ43.K32.Q32.J32', '3NT'],
    ['11–12 opposite 2NT: invites 6NT', ['2NT', 'Pass', '3♣', 'Pass', '3♦', 'Pass'], 'KQ43.K32.Q32.J32', '4NT'],
    ['opener with 17 accepts', [...DENIED, '4NT', 'Pass'], 'A32.AQ2.KJ32.K32', '6NT'],
    ['opener with 15–16 declines (no Blackwood answer)', [...DENIED, '4NT', 'Pass'], 'A32.AQ2.KJ32.Q32', 'Pass'],
  ];
  for (const [edge, calls, pbn, call] of cases) {
    it(`${calls.join(' ')}: ${edge} → ${call}`, () => {
      const answer = bookAnswer(handOf(pbn), auctionOf(calls));
      expect(answer.call).toBe(call);
      if (call === '4NT') expect(answer.meaning).toMatch(/^Quantitative/);
    });
  }
});

/** The robot's call and meaning, playing Roman Keycard Blackwood unless another book is given. */
const robot = (pbn: string, calls: string[], book = keycardBook): { call: string; meaning: string } => {
  const made = unwrap(robotBid({ hand: handOf(pbn), vulnerability: 'None', auction: auctionOf(calls) }, { book }));
  return { call: displayCall(made.call), meaning: made.meaning ?? '' };
};

describe('Roman Keycard Blackwood: the trump queen ask after 5♣ or 5♦', () => {
  const ASKER = 'AK654.KQ2.AQ2.K2';

  it('one keycard missing and the queen unknown: the next step, not our suit, asks for it (5♦ over 5♣)', () => {
    const ask = robot(ASKER, [...ASKED, '5♣', 'Pass']);
    expect(ask.call).toBe('5♦');
    expect(ask.meaning).toContain('asks partner for the spade queen');
    // Without the option 5♣ shows aces, and the asker places the slam as before.
    expect(robot(ASKER, [...ASKED, '5♣', 'Pass'], sayc).call).not.toBe('5♦');
  });

  it('with the queen of my own, no ask: the small slam', () => {
    expect(robot('AKQ54.KQ2.AJ2.K2', [...ASKED, '5♣', 'Pass']).call).toBe('6♠');
  });

  const answers: [string, string, string][] = [
    ['no trump queen: back to five of the suit', 'J32.A32.KQ32.J32', '5♠'],
    ['the trump queen and the heart king: the cheapest side king', 'Q32.AK2.J432.J32', '5♥'],
    ['the trump queen and no side king: 5NT', 'Q32.A32.QJ32.QJ2', '5NT'],
  ];
  for (const [edge, pbn, call] of answers) {
    it(`answering the queen ask, ${edge} (${call})`, () => {
      expect(bookAnswer(handOf(pbn), auctionOf(ASKED), keycardBook).call).toBe('5♣');
      expect(robot(pbn, [...ASKED, '5♣', 'Pass', '5♦', 'Pass']).call).toBe(call);
    });
  }

  it('the asker places the contract: six with the queen, five of the suit without it and a keycard missing', () => {
    expect(robot(ASKER, [...ASKED, '5♣', 'Pass', '5♦', 'Pass', '5♥', 'Pass']).call).toBe('6♠');
    expect(robot(ASKER, [...ASKED, '5♣', 'Pass', '5♦', 'Pass', '5NT', 'Pass']).call).toBe('6♠');
    const stop = robot(ASKER, [...ASKED, '5♣', 'Pass', '5♦', 'Pass', '5♠', 'Pass']);
    expect(stop.call).toBe('Pass');
    expect(stop.meaning).toContain('denies the spade queen');
  });
});

describe("the robot's own 4NT (placement, past the rules) says what it asks for", () => {
  const calls = ['1♥', 'Pass', '2♣', 'Pass', '2♥', 'Pass'];
  const hand = handOf('AK2.AQ32.KQ2.K32');
  it('keycards with the option, aces without it; the call is the same', () => {
    const withIt = unwrap(robotBid({ hand, vulnerability: 'None', auction: auctionOf(calls) }, { book: keycardBook }));
    expect(withIt.source).toBe('placement');
    expect(displayCall(withIt.call)).toBe('4NT');
    expect(withIt.meaning).toContain('asks partner for the five keycards');
    expect(withIt.meaning).not.toContain('aces.');
    const without = unwrap(robotBid({ hand, vulnerability: 'None', auction: auctionOf(calls) }, { book: sayc }));
    expect(displayCall(without.call)).toBe('4NT');
    expect(without.meaning).toMatch(/asks partner for aces\.$/);
  });
});

describe('Roman Keycard Blackwood: after 5♥ or 5♠, and the grand-slam try', () => {
  const HEARTS = ['1♥', 'Pass', '3♥', 'Pass', '4NT', 'Pass'];

  it('5♥ (two keycards, no trump queen) with one keycard missing and no queen: stop at five', () => {
    const spades = robot('AK654.KQ2.KQ2.K2', [...ASKED, '5♥', 'Pass']);
    expect(spades.call).toBe('5♠');
    expect(spades.meaning).toContain('denies the spade queen');
    // With hearts agreed 5♥ is the contract.
    expect(robot('KQ2.AK654.KQ2.K2', [...HEARTS, '5♥', 'Pass']).call).toBe('Pass');
    // Plain Blackwood's 5♥ shows two aces, not the queen: one ace missing, the slam.
    expect(robot('KQ2.AK654.KQ2.K2', [...HEARTS, '5♥', 'Pass'], sayc).call).toBe('6♥');
  });

  it('5♥ with the queen in my own hand, or 5♠ (the queen shown): the small slam', () => {
    expect(robot('AKQ54.KQ2.KJ2.K2', [...ASKED, '5♥', 'Pass']).call).toBe('6♠');
    expect(robot('AK654.KQ2.KQ2.K2', [...ASKED, '5♠', 'Pass']).call).toBe('6♠');
  });

  it('two keycards missing after 5♥ or 5♠: five of the suit, or pass when that is the answer', () => {
    expect(robot('AJ654.KQ2.KQ2.K2', [...ASKED, '5♥', 'Pass']).call).toBe('5♠');
    expect(robot('AJ654.KQ2.KQ2.K2', [...ASKED, '5♠', 'Pass']).call).toBe('Pass');
  });

  it('every keycard and 5♥ denying the queen: the small slam, no grand try', () => {
    const made = robot('AK654.AK2.AQ2.KQ', [...ASKED, '5♥', 'Pass']);
    expect(made.call).toBe('6♠');
    expect(robot('AK654.AK2.AQ2.KQ', [...ASKED, '5♠', 'Pass']).call).toBe('5NT');
  });

  const QUEEN_ASKED = [...ASKED, '5♣', 'Pass', '5♦', 'Pass'];
  const GRANDEE = 'AK654.AK2.AQ2.K2';
  it('the queen and a side king shown, every keycard ours and 35+: 5NT asks for kings', () => {
    const asker = 'AK654.AQ2.AQ2.KQ';
    expect(robot(asker, [...ASKED, '5♣', 'Pass']).call).toBe('5♦');
    const ask = robot(asker, [...QUEEN_ASKED, '5♥', 'Pass']);
    expect(ask.call).toBe('5NT');
    expect(ask.meaning).toContain('asks partner for kings');
    // Partner answers the count of its kings (the heart king shown among them).
    expect(bookAnswer(handOf('Q32.K32.KJ32.QJ2'), auctionOf([...QUEEN_ASKED, '5♥', 'Pass', '5NT', 'Pass']), keycardBook).call).toBe('6♥');
    expect(robot(asker, [...QUEEN_ASKED, '5♥', 'Pass', '5NT', 'Pass', '6♥', 'Pass']).call).toBe('7♠');
    expect(robot(asker, [...QUEEN_ASKED, '5♥', 'Pass', '5NT', 'Pass', '6♦', 'Pass']).call).toBe('6♠');
  });

  it('the diamond king shown at six completes the kings: the grand straight away', () => {
    const grand = robot(GRANDEE, [...QUEEN_ASKED, '6♦', 'Pass']);
    expect(grand.call).toBe('7♠');
    expect(grand.meaning).toContain('every king');
  });

  it('5NT to the queen ask denies a side king: with a king missing and under 37, the small slam', () => {
    expect(robot(GRANDEE, [...QUEEN_ASKED, '5NT', 'Pass']).call).toBe('6♠');
  });

  it('short of 35 together the queen shown only makes the small slam', () => {
    expect(robot('AK654.AQ2.AJ2.Q2', [...QUEEN_ASKED, '5♥', 'Pass']).call).toBe('6♠');
  });

  it("5♦ (none or three) with two keycards of mine is read by partner's strength: three when its points make it likely", () => {
    // 16 of my own and partner's limit raise: three keycards would be most of its points, none.
    expect(robot('AKJ54.KQ2.QJ2.32', [...ASKED, '5♦', 'Pass']).call).toBe('5♠');
    // 24 of my own: partner's 10–12 is most of what is left, three; every keycard is ours.
    const three = robot('AK654.KQJ.KQJ.KQ', [...ASKED, '5♦', 'Pass']);
    expect(three.call).toBe('5♥');
    expect(three.meaning).toContain('no keycard is missing');
  });

  it('a void is not shown: two keycards and a void answer 5♥ or 5♠ as any hand does', () => {
    expect(bookAnswer(handOf('K432.A432.QJ432.'), auctionOf(ASKED), keycardBook).call).toBe('5♥');
    expect(bookAnswer(handOf('KQ32.A432.QJ432.'), auctionOf(ASKED), keycardBook).call).toBe('5♠');
  });
});

describe("responder after opener's 3NT rebid (19–21): the points decide, whatever the shape", () => {
  const REBID = ['1♣', 'Pass', '1♥', 'Pass', '3NT', 'Pass'];
  const cases: [string, string, string][] = [
    ['12–13 with six hearts and a void: invites 6NT', 'T5.AKQJ65.QT653.', '4NT'],
    ['14–17 with a singleton: 6NT', 'K5.AKQJ65.QT65.2', '6NT'],
    ['12–13 balanced: invites 6NT, as before', 'K5.AQJ6.QT65.J32', '4NT'],
  ];
  for (const [edge, pbn, call] of cases) {
    it(`${REBID.join(' ')}: ${edge} → ${call}`, () => {
      const answer = bookAnswer(handOf(pbn), auctionOf(REBID));
      expect(answer.call).toBe(call);
      if (call === '4NT') expect(answer.meaning).toMatch(/^Quantitative/);
    });
  }
});

describe('a passed hand answers 2♣ as any responder does', () => {
  // North and East pass, South opens 2♣ in third seat: North's 2♦ is its second call.
  const PASSED = ['Pass', 'Pass', '2♣', 'Pass', '2♦', 'Pass'];
  const TWO_NT = [...PASSED, '2NT', 'Pass'];
  const cases: [string, string[], string, string][] = [
    ['over 2NT, a four-card major and 3+: Stayman', TWO_NT, 'AQ.9762.T852.842', '3♣'],
    ['over 2NT, five hearts: the transfer', TWO_NT, 'QJ62.J9863.86.75', '3♦'],
    ['after the transfer, five hearts and 3–8: 3NT, opener chooses', [...TWO_NT, '3♦', 'Pass', '3♥', 'Pass'], 'QJ62.J9863.86.75', '3NT'],
    ['opener with three hearts chooses 4♥', [...TWO_NT, '3♦', 'Pass', '3♥', 'Pass', '3NT', 'Pass'], 'K53.AK7.AK7.KQT6', '4♥'],
    ["over opener's suit, three-card support", [...PASSED, '3♣', 'Pass'], 'J53.QJ3.74.JT982', '4♣'],
    ['support and 10+: Blackwood', [...PASSED, '2♠', 'Pass'], 'K53.KQ3.A742.J32', '4NT'],
  ];
  for (const [edge, calls, pbn, call] of cases) {
    it(`${calls.join(' ')}: ${edge} → ${call}`, () => {
      expect(bookAnswer(handOf(pbn), auctionOf(calls)).call).toBe(call);
    });
  }
});

describe('2♣ – 2♦ – 2NT always shows 22–24', () => {
  const WAITED = ['2♣', 'Pass', '2♦', 'Pass'];
  it('with no five-card suit and a 4-4-4-1 hand: 2NT with 22–24, 3NT with 25+', () => {
    expect(bookAnswer(handOf('AKQ2.K432.KQJ2.A'), auctionOf(WAITED)).call).toBe('2NT');
    expect(bookAnswer(handOf('AKQ2.AKQ2.KQJ2.A'), auctionOf(WAITED)).call).toBe('3NT');
  });

  it("so responder, reading 22–24, leaves opener's choice of game alone with 4 points", () => {
    const calls = [...WAITED, '2NT', 'Pass', '3♦', 'Pass', '3♥', 'Pass', '3NT', 'Pass', '4♥', 'Pass'];
    expect(robot('QJ62.J9863.86.75', calls, sayc).call).toBe('Pass');
  });
});

describe("the preempter passes partner's game", () => {
  const cases: [string, string[], string][] = [
    ['3♣ – 3NT, a seven-card suit and a singleton: no slam of its own', ['3♣', 'Pass', '3NT', 'Pass'], 'T8.3.Q87.AQJT743'],
    ['3♠ – 4♠', ['3♠', 'Pass', '4♠', 'Pass'], 'KQJ8743.3.Q87.T8'],
  ];
  for (const [edge, calls, pbn] of cases) {
    it(`${edge} → Pass`, () => {
      const answer = bookAnswer(handOf(pbn), auctionOf(calls));
      expect(answer.call).toBe('Pass');
      expect(answer.meaning).toContain('placed the contract');
    });
  }
});

describe("after 2♣ – 2♦, a suit and responder's support, opener's game is the contract", () => {
  const SUPPORTED = ['2♣', 'Pass', '2♦', 'Pass', '3♣', 'Pass', '4♣', 'Pass', '5♣', 'Pass'];
  it("0–7: pass, not a slam on opener's open-ended 22+", () => {
    const answer = bookAnswer(handOf('J53.QJ3.74.JT982'), auctionOf(SUPPORTED));
    expect(answer.call).toBe('Pass');
    expect(robot('J53.QJ3.74.JT982', ['Pass', 'Pass', ...SUPPORTED], sayc).call).toBe('Pass');
  });

  it('8+ is left to the placement (no rule)', () => {
    expect(bookAnswer(handOf('K53.QJ3.K4.JT982'), auctionOf(SUPPORTED)).call).toBe('none');
  });

  it('a major: 2♣ – 2♦ – 2♠ – 3♠ – 4♠, pass', () => {
    expect(
      bookAnswer(handOf('J532.Q93.74.JT98'), auctionOf(['2♣', 'Pass', '2♦', 'Pass', '2♠', 'Pass', '3♠', 'Pass', '4♠', 'Pass'])).call,
    ).toBe('Pass');
  });
});

describe('shape slams: responder counts its shortness once opener raises its major', () => {
  const RAISED = ['1♣', 'Pass', '1♥', 'Pass', '2♥', 'Pass'];
  it('1♣ – 1♥ – 2♥: 17 points and a singleton (20 counting shortness) ask with 4NT', () => {
    const asked = bookAnswer(handOf('A2.AKJ86.KQ765.2'), auctionOf(RAISED));
    expect(asked.call).toBe('4NT');
    expect(asked.meaning).toContain('counting shortness');
    expect(bookAnswer(handOf('A2.AKJ86.KQ765.2'), auctionOf(RAISED), keycardBook).call).toBe('4NT');
  });
  it('1♣ – 1♥ – 2♥: the same 17 points balanced (18 counting shortness) do not', () => {
    expect(bookAnswer(handOf('A32.AKJ86.KQ7.32'), auctionOf(RAISED)).call).not.toBe('4NT');
  });
});

describe('the quantitative 4NT opposite 1♣/1♦ – 2NT (13–15)', () => {
  it('opener with a balanced 18 invites 6NT with 4NT, a slam invitation and not Blackwood', () => {
    const asked = bookAnswer(handOf('AQ5.K65.K32.AQ76'), auctionOf(['1♣', 'Pass', '2NT', 'Pass']));
    expect(asked.call).toBe('4NT');
    expect(asked.meaning).toMatch(/^Quantitative/);
  });
  it('responder bids 6NT with a maximum (15) and passes with 13', () => {
    const invited = auctionOf(['1♣', 'Pass', '2NT', 'Pass', '4NT', 'Pass']);
    expect(bookAnswer(handOf('K63.AQ7.QJ97.K98'), invited).call).toBe('6NT');
    expect(bookAnswer(handOf('K63.AQ7.QJ97.Q98'), invited).call).toBe('Pass');
  });
});
