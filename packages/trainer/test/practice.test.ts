import { parsePbnHand as parsePbnHandForMark, formatCall, formatHand, formatPbnDeal, unwrap } from '@tenace/engine';
import { describe, expect, it, vi } from 'vitest';
import { QUIZ_TOPICS, QUIZ_TOPIC_IDS, markCall, practiceDeal, quizItem } from '../src/index.ts';
import { robotAuction, robotBid, whyWouldCompete } from '@tenace/robots';
import { auction, call, hand } from '@tenace/rules-dsl/testing';

describe('markCall', () => {
  const context = { hand: hand('KQ.8742.QT75.KQ6'), vulnerability: 'None' as const, auction: auction('Pass Pass', 'N') };

  it("marks the robot's call correct, with its meaning", () => {
    const mark = unwrap(markCall({ ...context, call: call('1D') }));
    expect(mark.correct).toBe(true);
    expect(formatCall(mark.expected.call)).toBe('1D');
    expect(mark.expected.meaning).toMatch(/^12–21 points; diamonds are the longest suit/);
    expect(mark.given.meaning).toBe(mark.expected.meaning);
    expect(mark.why).toBeUndefined();
  });

  it("says why the player's call lost: the first test that failed", () => {
    const pass = unwrap(markCall({ ...context, call: call('Pass') }));
    expect(pass.correct).toBe(false);
    expect(pass.given.meaning).toBe('Fewer than 12 points, and no weak two or preempt.');
    expect(pass.why).toMatch(/^The rule for Pass \("Openings", line \d+\) does not apply: points < 12 is false: points: 12\./);
    const twoClubs = unwrap(markCall({ ...context, call: call('2C') }));
    expect(twoClubs.why).toMatch(/^The rule for 2♣ \("Openings", line \d+\) does not apply: points >= 22 is false/);
  });

  it('refuses a call the laws do not allow, in the words the game uses', () => {
    const afterHeart = { ...context, auction: auction('Pass Pass 1H', 'N') };
    expect(markCall({ ...afterHeart, call: call('1C') })).toEqual({
      ok: false,
      error: { code: 'illegal-call', message: '1C does not outrank 1H' },
    });
    expect(markCall({ ...context, auction: auction('1H Pass Pass Pass', 'N'), call: call('Pass') })).toEqual({
      ok: false,
      error: { code: 'illegal-call', message: 'the auction is over' },
    });
  });

  it('says when no rule makes the call', () => {
    const mark = unwrap(markCall({ ...context, call: call('5C') }));
    expect(mark.correct).toBe(false);
    expect(mark.given.meaning).toBeUndefined();
    expect(mark.why).toMatch(/^No rule of the book makes 5♣ here\. The rules bid 1♦/);
  });

  it('refuses a finished auction', () => {
    const over = markCall({ ...context, auction: auction('Pass Pass Pass Pass'), call: call('1D') });
    expect(over.ok).toBe(false);
  });
});

describe('quizItem', () => {
  it('lists its topics as data', () => {
    expect(QUIZ_TOPICS.length).toBeGreaterThanOrEqual(8);
    expect(QUIZ_TOPIC_IDS).toContain('responses-1nt');
    for (const t of QUIZ_TOPICS) expect(t.title).not.toBe('');
  });

  it.each(QUIZ_TOPIC_IDS)('%s: the same seed gives the same question; the player is South and it is their turn', (topic) => {
    const a = unwrap(quizItem({ topic, seed: 'q1' }));
    const b = unwrap(quizItem({ topic, seed: 'q1' }));
    expect(formatHand(a.hand)).toBe(formatHand(b.hand));
    expect(a.auction.calls.map(formatCall)).toEqual(b.auction.calls.map(formatCall));
    expect(a.topic).toBe(topic);
    expect(a.seat).toBe('S');
    // The robot can answer it, so markCall can mark it.
    expect(unwrap(robotBid({ hand: a.hand, vulnerability: a.vulnerability, auction: a.auction })).call).toBeDefined();
    const seats = ['N', 'E', 'S', 'W'] as const;
    expect(seats[(seats.indexOf(a.dealer) + a.auction.calls.length) % 4]).toBe('S');
  });

  it('asks what its topic is about', () => {
    const response = unwrap(quizItem({ topic: 'responses-1nt', seed: 7 }));
    const calls = response.auction.calls.map(formatCall);
    expect(calls.slice(-2)).toEqual(['1NT', 'Pass']);
    const blackwood = unwrap(quizItem({ topic: 'blackwood', seed: 7 }));
    expect(blackwood.auction.calls.map(formatCall).slice(-2)).toEqual(['4NT', 'Pass']);
    expect(unwrap(robotBid({ hand: blackwood.hand, vulnerability: blackwood.vulnerability, auction: blackwood.auction })).meaning).toMatch(
      /^Blackwood/,
    );
  });

  it('gives different questions for different seeds', () => {
    const hands = new Set(['a', 'b', 'c', 'd'].map((seed) => formatHand(unwrap(quizItem({ topic: 'openings', seed })).hand)));
    expect(hands.size).toBe(4);
  });

  it('refuses an unknown topic, listing the topics', () => {
    const unknown = quizItem({ topic: 'squeezes' });
    expect(unknown.ok).toBe(false);
    if (!unknown.ok) expect(unknown.error.message).toBe(`unknown quiz topic 'squeezes': the topics are ${QUIZ_TOPIC_IDS.join(', ')}`);
  });
});

describe('practiceDeal', () => {
  const seeds = Array.from({ length: 60 }, (_, i) => `p${i}`);
  const deals = seeds.map((s) => unwrap(practiceDeal(s)));

  it('gives the same deal for the same seed', () => {
    for (const seed of seeds.slice(0, 10)) {
      const again = unwrap(practiceDeal(seed));
      const first = deals[seeds.indexOf(seed)];
      expect(formatPbnDeal(again.deal)).toBe(first && formatPbnDeal(first.deal));
      expect(again.dealer).toBe(first?.dealer);
      expect(again.vulnerability).toBe(first?.vulnerability);
      expect(again.seed).toBe(seed);
    }
    expect(new Set(deals.map((d) => formatPbnDeal(d.deal))).size).toBe(deals.length);
  });

  it('deals with North or South, and East and West would have passed throughout', () => {
    for (const d of deals) {
      expect(['N', 'S']).toContain(d.dealer);
      expect(whyWouldCompete(d.deal.E)).toBeUndefined();
      expect(whyWouldCompete(d.deal.W)).toBeUndefined();
    }
  });

  it('North or South opens, the robots bidding with East–West passing', () => {
    for (const d of deals) {
      const { auction: bidding } = robotAuction(d.deal, d.dealer, d.vulnerability, { eastWestPass: true });
      const first = bidding.calls.findIndex((c) => c.type === 'bid');
      expect(first).toBeGreaterThanOrEqual(0);
      const seat = ['N', 'E', 'S', 'W'][(['N', 'E', 'S', 'W'].indexOf(d.dealer) + first) % 4];
      expect(['N', 'S']).toContain(seat);
    }
  });

  it('makes up a seed when none is given, and reports it', () => {
    // The seed is made from the clock and Math.random: both fixed, so every run tests the same deal.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.UTC(2026, 0, 1) });
    vi.spyOn(Math, 'random').mockReturnValue(0.5);
    try {
      const d = unwrap(practiceDeal());
      expect(d.seed).not.toBe('');
      expect(formatPbnDeal(unwrap(practiceDeal(d.seed)).deal)).toBe(formatPbnDeal(d.deal));
    } finally {
      vi.useRealTimers();
      vi.restoreAllMocks();
    }
  });
});

describe('marking a call the book makes in part two', () => {
  it("says the rule comes from part two: North's 1♥, East's 1NT overcall with 16 balanced", () => {
    const m = unwrap(
      markCall({
        hand: unwrap(parsePbnHandForMark('AJ4.KQ3.K1092.A54')),
        vulnerability: 'None',
        auction: { dealer: 'N', calls: [{ type: 'bid', level: 1, strain: 'H' }] },
        call: { type: 'pass' },
      }),
    );
    expect(m.correct).toBe(false);
    expect(m.expected.part).toBe('two');
    expect(m.why).toMatch(/part two of the book/);
  });
});
