import { formatCall, unwrap } from '@tenace/engine';
import { describe, expect, it } from 'vitest';
import { QUIZ_TOPIC_IDS, markCall, quizItem } from '../src/index.ts';
import { robotBid } from '@tenace/robots';
import { saycBook, withOptions, type RuleBook } from '@tenace/rules-dsl';

// Twenty questions a topic, each found by four robots bidding up to a few hundred deals.
const TIMEOUT = 120_000;
const SEEDS = Array.from({ length: 20 }, (_, i) => `topic-${i}`);
const keycards = unwrap(withOptions(saycBook(), ['Roman Keycard Blackwood']));

/** The robot's answer to the question, and the situation of the book its rule is in. */
function answers(
  topic: string,
  book: RuleBook = saycBook(),
  seeds: readonly string[] = SEEDS,
): { auction: string[]; call: string; situation: string }[] {
  return seeds.map((seed) => {
    const q = unwrap(quizItem({ topic, seed, book }));
    const made = unwrap(robotBid({ hand: q.hand, vulnerability: q.vulnerability, auction: q.auction }, { book }));
    return { auction: q.auction.calls.map(formatCall), call: formatCall(made.call), situation: made.rule?.situation ?? made.source };
  });
}

describe("quiz topics of the book's part two", { timeout: TIMEOUT }, () => {
  it('lists the new topics', () => {
    expect(QUIZ_TOPIC_IDS).toEqual(expect.arrayContaining(['fourth-suit', 'reverses', 'slams', 'strong-2c', 'competition']));
  });

  it('fourth-suit: responder after three suits at the one level, or opener after the fourth suit; some answers are the fourth suit', () => {
    const items = answers('fourth-suit');
    for (const { auction } of items) {
      const ours = auction.filter((c) => c !== 'Pass');
      expect(new Set(ours.slice(0, 3).map((c) => c.slice(1))).size).toBe(3);
      expect(ours.slice(0, 3).every((c) => c.startsWith('1') && !c.endsWith('NT'))).toBe(true);
    }
    expect(items.some(({ situation }) => situation === 'Responder after opener shows a new suit at the one level')).toBe(true);
    expect(
      items.some(
        ({ auction, call }) =>
          !auction
            .filter((c) => c !== 'Pass')
            .map((c) => c.slice(1))
            .includes(call.slice(1)) && call.startsWith('2'),
      ),
    ).toBe(true);
  });

  it("reverses: responder after opener's reverse, answered by the rules for it", () => {
    for (const { auction, situation } of answers('reverses')) {
      const [first, answer, rebid] = auction.filter((c) => c !== 'Pass');
      expect(answer?.startsWith('1')).toBe(true);
      expect(rebid?.startsWith('2')).toBe(true);
      expect('CDHS'.indexOf(rebid?.slice(1) ?? '')).toBeGreaterThan('CDHS'.indexOf(first?.slice(1) ?? ''));
      expect(situation).toBe("Responder after opener's reverse");
    }
  });

  it('slams: answers to Blackwood (in keycards with the option), Gerber, and control-showing cue bids', () => {
    const situations = new Set(answers('slams', keycards).map((a) => a.situation));
    expect(situations).toContain('Answering Roman Keycard Blackwood');
    expect([...situations].some((s) => s.startsWith('Control-showing cue bids'))).toBe(true);
    expect(situations).toContain('Answering Gerber');
    // Without the option, the sheet's plain Blackwood.
    expect(answers('slams', saycBook(), SEEDS.slice(0, 6)).some((a) => a.situation === 'Answering Blackwood')).toBe(true);
  });

  it('strong-2c: every question answers 2♣ or rebids after it', () => {
    for (const { auction } of answers('strong-2c')) expect(auction.filter((c) => c !== 'Pass')[0]).toBe('2C');
  });

  it('marks a fourth-suit question by the same book, saying when the rule is in part two', () => {
    const q = unwrap(quizItem({ topic: 'fourth-suit', seed: SEEDS[0] }));
    const made = unwrap(robotBid({ hand: q.hand, vulnerability: q.vulnerability, auction: q.auction }));
    const mark = unwrap(markCall({ ...q, call: made.call }));
    expect(mark.correct).toBe(true);
    expect(['one', 'two']).toContain(mark.expected.part ?? 'none');
  });
});
