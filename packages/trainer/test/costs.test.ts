import { describe, expect, it } from 'vitest';
import {
  PASS,
  bid,
  dealFromSeed,
  parsePbnDeal,
  playCard,
  sideOf,
  startPlay,
  unwrap,
  type Card,
  type Contract,
  type Deal,
} from '@tenace/engine';
import { positionFromPlay, solveCards } from '@tenace/engine/dd';
import { saycBook } from '@tenace/rules-dsl';
import { callCosts, cardCosts, type CardCost } from '../src/costs.ts';
import { randomPlay } from './fixtures/random-play.ts';

/** Every card's cost worked out the long way: each legal card of each position solved exactly. */
function costsByBruteForce(deal: Deal, contract: Contract, cards: readonly Card[]): CardCost[] {
  let play = startPlay(deal, contract);
  const won = { NS: 0, EW: 0 };
  return cards.map((card, index) => {
    const values = unwrap(solveCards(positionFromPlay(play)));
    const best = Math.max(...values.values());
    const side = sideOf(play.turn);
    const cost: CardCost = {
      index,
      trick: Math.floor(index / 4) + 1,
      seat: play.turn,
      card,
      before: won[side] + best,
      after: won[side] + (values.get(card) ?? -1),
      kept: values.get(card) === best ? [] : [...values].filter(([, v]) => v === best).map(([c]) => c),
    };
    const next = unwrap(playCard(play, card));
    const winner = next.tricks[Math.floor(index / 4)]?.winner;
    if (index % 4 === 3 && winner !== undefined) won[sideOf(winner)]++;
    play = next;
    return cost;
  });
}

describe('cardCosts', () => {
  it('gives each card of a random play the tricks its side could take before and after it, and the cards that kept them', () => {
    for (const [seed, contract] of [
      ['costs-test-1', { level: 3, strain: 'NT', doubled: '', declarer: 'N' }],
      ['costs-test-2', { level: 4, strain: 'H', doubled: 'X', declarer: 'E' }],
    ] as const) {
      const deal = dealFromSeed(seed, 'N');
      const cards = randomPlay(deal, contract, seed);
      const costs = unwrap(cardCosts({ deal, contract, play: cards }));
      expect(costs).toEqual(costsByBruteForce(deal, contract, cards));
      // A random play gives tricks away: the test would not see a wrong "kept" list otherwise.
      expect(costs.some((c) => c.after < c.before)).toBe(true);
    }
  });

  it('stops with out-of-budget when the node limit is too small for the deal', () => {
    const deal = dealFromSeed('costs-test-1', 'N');
    const contract: Contract = { level: 3, strain: 'NT', doubled: '', declarer: 'N' };
    const result = cardCosts({ deal, contract, play: randomPlay(deal, contract, 'y') }, { maxNodes: 10 });
    expect(result.ok ? 'done' : result.error.code).toBe('out-of-budget');
  });
});

describe('callCosts', () => {
  it('marks the calls the book would have made otherwise, as /mark does, and only for the seats asked', () => {
    // North's 18 points and four diamonds open 1D by the book, not 1C; South's pass is not asked about.
    const deal = unwrap(parsePbnDeal('N:AQ3.KJ4.K763.AJ2 KT98.Q32.QJ5.T98 J5.T987.A82.Q765 7642.A65.T94.K43'));
    const costs = callCosts(
      { deal, dealer: 'N', vulnerability: 'None', auction: [bid(1, 'C'), PASS, PASS, PASS] },
      { book: saycBook(), seats: ['N'] },
    );
    expect(costs.map((c) => [c.index, c.seat, c.call, c.bookCall])).toEqual([[0, 'N', bid(1, 'C'), bid(1, 'D')]]);
    expect(costs[0]?.meaning).toMatch(/^12–21 points; clubs are the longest suit/);
    expect(costs[0]?.bookMeaning).toMatch(/^12–21 points; diamonds are the longest suit/);
    expect(costs[0]?.why).toMatch(/^The rule for 1♣ \("Openings", line \d+\) does not apply: .* The rules bid 1♦/);
    expect(callCosts({ deal, dealer: 'N', vulnerability: 'None', auction: [bid(1, 'D'), PASS, PASS, PASS] }, { seats: ['N'] })).toEqual([]);
  });
});
