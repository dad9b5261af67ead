import { formatCall, unwrap } from '@tenace/engine';
import { describe, expect, it } from 'vitest';
import { SAYC_SOURCE, saycBook } from '@tenace/rules-dsl';
import { robotBid, type RobotCall } from '../../src/index.ts';
import { auction, book, hand } from '@tenace/rules-dsl/testing';

/**
 * The SAYC book's openings and Blackwood answers alone: a book with no other rule past the
 * opening, so that the later calls are the robot's placement (the full book has rules for the
 * auctions below).
 */
const section = (from: string, to: string): string =>
  SAYC_SOURCE.slice(SAYC_SOURCE.indexOf(from), SAYC_SOURCE.indexOf(to, SAYC_SOURCE.indexOf(from)));
const openingsOnly = book(section('Situation "Openings"', '# ---- Responses') + section('Situation "Answering Blackwood"', '# ====='));

/** The robot's call for the player to call after `calls` (North deals), past the rules. */
const robot = (pbn: string, calls: string, options: Parameters<typeof robotBid>[1] = { book: openingsOnly }): RobotCall =>
  unwrap(robotBid({ hand: hand(pbn), vulnerability: 'None', auction: auction(calls, 'N') }, options));

describe('placing the contract where the rules stop', () => {
  // North opened 1♥ and East overcalled: the book of openings alone has no rule for South.
  it('bids game in a major with an eight-card fit and 25+ points, saying why with the real ranges', () => {
    const placed = robot('KQ2.KJ43.K32.J43', '1H 1S');
    expect(placed.source).toBe('placement');
    expect(formatCall(placed.call)).toBe('4H');
    // 13 + partner's 12–21, at most 40 less the overcaller's 8.
    expect(placed.explanation).toBe('We have 25–32 points and nine hearts: game, 4♥.');
    expect(placed.meaning).toBe(placed.explanation);
  });

  it('stops in a part-score with fewer than 25 points', () => {
    // 6 + partner's 12–21: 18–27, counted 23 (the middle, and one more in competition).
    const placed = robot('Q32.K43.9432.J43', '1H 1S');
    expect(formatCall(placed.call)).toBe('2H');
    expect(placed.explanation).toBe('We have 18–27 points and eight hearts: a part-score, 2♥.');
  });

  it('bids game in a major with an eight-card fit from 24 points, but needs 25 without one', () => {
    // 7 + partner's 12–21 (counted 16), one more in competition: 24, and eight hearts.
    const fit = robot('Q32.K43.J432.J43', '1H 1S');
    expect(formatCall(fit.call)).toBe('4H');
    expect(fit.explanation).toBe('We have 19–28 points and eight hearts: game, 4♥.');
    // The same 24 with two hearts: no fit, no game.
    const noFit = robot('Q32.K4.J432.J432', '1H 1S');
    expect(noFit.explanation).toMatch(/^We have 19–28 points and no eight-card fit: a part-score/);
  });

  it('of two eight-card major fits plays the 4-4 rather than the 5-3', () => {
    // Partner showed five spades and four hearts (1♠ – 2♣ – 2♥); I hold three spades, four hearts.
    const placed = robot('K87.KT62.A96.QJ8', '1S Pass 2C Pass 2H Pass', { book: saycBook() });
    expect(placed.source).toBe('placement');
    expect(formatCall(placed.call)).toBe('4H');
  });

  it('asks for aces from 33 combined points with a fit, then bids the slam or the grand slam', () => {
    const asks = robot('AKQ.AQJ3.KQ2.432', '1H 1S');
    expect(formatCall(asks.call)).toBe('4NT');
    expect(asks.explanation).toMatch(/^Blackwood: we have 33 points and a fit in hearts/);
    // South holds two aces; partner's 5♦ shows one: one missing, a small slam.
    expect(formatCall(robot('AKQ.AQJ3.KQ2.432', '1H 1S 4NT Pass 5D Pass').call)).toBe('6H');
    // Partner's 5♥ shows two: none missing, every king in my hand and 35+ points, a grand slam;
    // with a king to find, 5NT asks for kings first.
    expect(formatCall(robot('AKQ.KQJ3.AK2.K32', '1H 1S 4NT Pass 5H Pass').call)).toBe('7H');
    expect(formatCall(robot('AKQ.KQJ3.AQ2.K32', '1H 1S 4NT Pass 5H Pass').call)).toBe('5NT');
    // Partner's 5♣ shows none: two missing, stop at five.
    expect(formatCall(robot('AKQ.AQJ3.KQ2.432', '1H 1S 4NT Pass 5C Pass').call)).toBe('5H');
  });

  it('leaves the slam to the partner who asked for aces', () => {
    expect(formatCall(robot('32.KQ432.AQ2.K32', '1H 1S 4NT Pass 5D Pass 5H Pass').call)).toBe('Pass');
  });

  it("accepts partner's invitation when game is there opposite partner's maximum", () => {
    // 1NT – 2NT (8–9, invites 3NT): the full book leaves opener's answer to the placement.
    const full = { book: saycBook() };
    const accepts = robot('AQ75.Q6.A43.AT54', '1NT Pass 2NT Pass', full);
    expect(accepts.source).toBe('placement');
    expect(formatCall(accepts.call)).toBe('3NT');
    // 15 and partner's 9 at most: 24, short of game.
    expect(formatCall(robot('AQ75.Q6.A43.JT54', '1NT Pass 2NT Pass', full).call)).toBe('Pass');
  });

  it('does not bid game over its own invitation once partner has passed it', () => {
    // West's jump answer to the double invites game; East passes the opener's 2NT: declined.
    const placed = robot('A7.K8432.QJ65.J4', '1C X Pass 2H 2NT Pass Pass', { book: saycBook() });
    expect(placed.source).toBe('placement');
    expect(formatCall(placed.call)).toBe('Pass');
  });

  it('plays notrump with no eight-card fit', () => {
    const placed = robot('KQ2.K4.KJ32.Q432', '1H 1S');
    expect(formatCall(placed.call)).toBe('3NT');
    expect(placed.explanation).toMatch(/no eight-card fit: game, 3NT/);
  });

  it('passes when the part-score it wants is below the contract', () => {
    // North opened 1♥, South raised, West jumped to 4♣: North has a minimum (13, and 1 for the doubleton with the fit).
    const placed = unwrap(robotBid({ hand: hand('A32.KQJ32.K32.32'), vulnerability: 'None', auction: auction('1H Pass 2H 4C', 'N') }));
    expect(placed.source).toBe('placement');
    expect(formatCall(placed.call)).toBe('Pass');
    expect(placed.explanation).toBe(
      'We have 20–23 points and eight hearts, and a part-score in hearts can no longer be bid over 4♣: Pass.',
    );
  });

  it('passes when our side has not bid and no rule has a call', () => {
    const placed = unwrap(
      robotBid({ hand: hand('AKQ2.AK3.KQ2.432'), vulnerability: 'None', auction: auction('1H', 'W') }, { book: openingsOnly }),
    );
    expect(formatCall(placed.call)).toBe('Pass');
    expect(placed.explanation).toMatch(/no rule of the book has a call here/);
  });

  it('competes by the book where it has a rule: the same hand doubles 1♥ for takeout', () => {
    const made = unwrap(robotBid({ hand: hand('AKQ2.AK3.KQ2.432'), vulnerability: 'None', auction: auction('1H', 'W') }));
    expect(made.source).toBe('rules');
    expect(formatCall(made.call)).toBe('X');
  });

  it('bids 2NT over their two-level overcall only with 24+ points counted (partner counted at the middle of its range), else passes', () => {
    // North opened 1♥, East overcalled 2♣; South has two hearts and no other fit. Counted: the
    // minimum, half the rest (at most 5) and one more in competition (18–27: 23; 19–28: 24).
    const weak = robot('Q32.43.KJ32.5432', '1H 2C');
    expect(formatCall(weak.call)).toBe('Pass');
    expect(weak.explanation).toMatch(/^We have 18–27 points and no eight-card fit/);
    const strong = robot('Q32.43.KJ32.J432', '1H 2C');
    expect(formatCall(strong.call)).toBe('2NT');
    expect(strong.explanation).toBe('We have 19–28 points and no eight-card fit: a part-score, 2NT.');
  });

  it('counts one point more once the opponents have bid: game where the same hand stops without them', () => {
    // 7 points and three hearts opposite 1♥: 19–28, 23 counted (the middle, at most 5 above the
    // minimum: 4); over East's 2♣, 24, game with the major fit.
    const contested = robot('K32.Q43.Q432.432', '1H 2C');
    expect(formatCall(contested.call)).toBe('4H');
    expect(contested.explanation).toBe('We have 19–28 points and eight hearts: game, 4♥.');
    const alone = robot('K32.Q43.Q432.432', '1H Pass');
    expect(formatCall(alone.call)).toBe('Pass');
    expect(alone.explanation).toMatch(/^We have 19–28 points and eight hearts, and we are already in 1♥/);
  });

  it('in competition counts partner for a doubleton in its own six-card suit, and bids it', () => {
    // North opened 1♣ (no five-card major), East overcalled 1♥: partner may hold two spades.
    const placed = robot('KQJ432.43.432.32', '1C 1H');
    expect(formatCall(placed.call)).toBe('1S');
    expect(placed.explanation).toMatch(/eight spades: a part-score, 1♠/);
    // Without the overcall the rules' ranges alone count: no fit, 1NT.
    expect(formatCall(robot('KQJ432.43.432.32', '1C Pass').call)).toBe('1NT');
  });

  it('competes for the part-score no higher than the fit: eight trumps, the two level', () => {
    // North opened 1♥, East overcalled 2♣, South raised (the book: 3+ hearts), West bid 3♣.
    const full = { book: saycBook() };
    expect(formatCall(robot('A32.KQJ32.K32.32', '1H 2C 2H 3C', full).call)).toBe('Pass');
    // With six hearts (nine between the two hands), 3♥.
    expect(formatCall(robot('A3.KQJ432.K32.32', '1H 2C 2H 3C', full).call)).toBe('3H');
  });

  it("answers partner's takeout double in its longest unbid suit", () => {
    // North opened 1♥, East doubled, South passed: West answers.
    const placed = robot('9832.32.Q5432.32', '1H X Pass');
    expect(placed.source).toBe('placement');
    expect(formatCall(placed.call)).toBe('2D');
  });

  it("leaves partner's penalty double of 1NT in, where a takeout double would be answered", () => {
    // North opened 1NT, East doubled (the book: for penalty, 15+), South passed: West passes.
    const placed = robot('9832.32.Q5432.32', '1NT X Pass', { book: saycBook() });
    expect(placed.source).toBe('placement');
    expect(formatCall(placed.call)).toBe('Pass');
    expect(placed.explanation).toMatch(/penalty/);
  });

  /** A book opening 2NT with 12+, its meaning `means`, with a Does line when `does` is given. */
  const twoNoTrump = (means: string, does?: string) =>
    book(`
Situation "Openings"
  When no one has bid
  If points >= 12
  Bid 2 NoTrump
  Means "${means}"
  ${does === undefined ? '' : `Does ${does}`}
  Bid Pass
  Means "Anything else."
`);

  it('never passes a forcing call of partner', () => {
    const placed = robot('5432.5432.432.32', '2NT Pass', { book: twoNoTrump('12+ points.', 'force') });
    expect(placed.call.type).toBe('bid');
    expect(placed.explanation).toMatch(/^Partner's 2NT is forcing, so not Pass\./);
  });

  it('reads forcing from what the call does, never from the words of its meaning', () => {
    const words = twoNoTrump('12+ points. Forcing.');
    expect(formatCall(robot('5432.5432.432.32', '2NT Pass', { book: words }).call)).toBe('Pass');
  });

  it("no fit and an opening of 12–21: game in notrump, not 6NT on the hope of partner's maximum", () => {
    const placed = unwrap(robotBid({ hand: hand('643.A98.AQ92.AK3'), vulnerability: 'None', auction: auction('1C 2S', 'N') }));
    expect(formatCall(placed.call)).toBe('3NT');
  });
});

describe('game in a minor fit when their suit faces shortness', () => {
  // The full book: after 1♠ (2♣) Pass (2♦) Pass, placement decides the overcaller's call.
  const full = (pbn: string, calls: string): RobotCall =>
    unwrap(robotBid({ hand: hand(pbn), vulnerability: 'None', auction: auction(calls, 'N') }, { book: saycBook() }));
  it('with a singleton in their spades, five of the minor rather than 3NT', () => {
    const placed = full('T.J4.KQJ4.AKJ752', '1S 2C Pass 2D Pass');
    expect(placed.source).toBe('placement');
    expect(formatCall(placed.call)).toBe('5D');
    expect(placed.explanation).toContain('a singleton in their spades (five of a minor rather than 3NT)');
  });
  it('with two of their spades, 3NT as before', () => {
    const placed = full('T9.J4.KQJ4.AKJ75', '1S 2C Pass 2D Pass');
    expect(placed.source).toBe('placement');
    expect(formatCall(placed.call)).toBe('3NT');
  });
});

describe('competing by the law of total tricks once outbid', () => {
  // North opened 1♥, East jumped to 2♠, South raised to 3♥ (3+ hearts), West bid on.
  const north = (pbn: string, calls: string, vulnerability: 'None' | 'NS' | 'EW') =>
    unwrap(robotBid({ hand: hand(pbn), vulnerability, auction: auction(calls, 'N') }));
  const SEVEN_HEARTS = '5.KQJ8643.A2.K72';

  it('bids on to four with ten trumps together, as many tricks as trumps', () => {
    const made = north(SEVEN_HEARTS, '1H 2S 3H 3S', 'None');
    expect(formatCall(made.call)).toBe('4H');
    expect(made.explanation).toBe('We have ten hearts: by the law of total tricks we compete to 4♥, as many tricks as trumps.');
  });

  it('stays at three with nine trumps, and never bids on at unfavourable vulnerability', () => {
    expect(formatCall(north('5.KQJ864.A32.K72', '1H 2S 3H 3S', 'None').call)).toBe('Pass');
    expect(formatCall(north(SEVEN_HEARTS, '1H 2S 3H 3S', 'NS').call)).toBe('Pass');
    expect(formatCall(north(SEVEN_HEARTS, '1H 2S 3H 3S', 'EW').call)).toBe('4H');
  });

  it('sacrifices one level higher over their vulnerable game when we are not vulnerable', () => {
    const made = north(SEVEN_HEARTS, '1H 2S 3H 4S', 'EW');
    expect(formatCall(made.call)).toBe('5H');
    expect(made.explanation).toMatch(/^We have ten hearts, and they are in a vulnerable game while we are not: a sacrifice, 5♥/);
    expect(formatCall(north(SEVEN_HEARTS, '1H 2S 3H 4S', 'None').call)).toBe('Pass');
  });
});
