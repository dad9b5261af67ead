import { SEATS, VULNERABILITIES, auctionState, dealFromSeed, formatCall, type Auction, type Seat } from '@tenace/engine';
import { saycBook } from '@tenace/rules-dsl';
import { describe, expect, it } from 'vitest';
import { readTable } from '../../src/bidding/reading.ts';
import { robotAuction, robotBid } from '../../src/bidding/robot.ts';

/**
 * The robots' own words (a contract placed past the rules, a call no rule explains) in Indonesian
 * when asked: an Indonesian player reads no English sentence where the book has no meaning.
 */

/** English words a sentence of the robots' has in English and never in Indonesian (convention names aside). */
const ENGLISH = /\b(the|we|have|points|and|is|partner's|asks|no rule|hold|missing|contract|answering|shows)\b/i;

const deals = Array.from({ length: 160 }, (_, i) => ({
  deal: dealFromSeed(`indonesian-${i}`),
  dealer: SEATS[i % 4] ?? 'N',
  vulnerability: VULNERABILITIES[i % 4] ?? 'None',
}));

describe("the robots' own explanations in Indonesian", () => {
  // Each deal bid once: the calls placed past the rules, asked again in Indonesian.
  const placements = deals.flatMap(({ deal, dealer, vulnerability }) => {
    const { auction, calls } = robotAuction(deal, dealer, vulnerability);
    return calls.flatMap((made, i) => {
      if (made.source !== 'placement') return [];
      const before: Auction = { dealer, calls: auction.calls.slice(0, i) };
      const seat: Seat = auctionState(before).turn;
      return [{ before, seat, hand: deal[seat], vulnerability, english: made.explanation }];
    });
  });

  it('bids the same call in either language, and says why in Indonesian', () => {
    expect(placements.length).toBeGreaterThan(100);
    for (const p of placements) {
      const english = robotBid({ hand: p.hand, vulnerability: p.vulnerability, auction: p.before });
      const indonesian = robotBid({ hand: p.hand, vulnerability: p.vulnerability, auction: p.before }, { language: 'id' });
      if (!english.ok || !indonesian.ok) throw new Error('the robot refused a call it made');
      expect(formatCall(indonesian.value.call)).toBe(formatCall(english.value.call));
      expect(english.value.explanation).toBe(p.english);
      expect(indonesian.value.explanation).not.toBe(p.english);
      expect(indonesian.value.meaning).toBe(indonesian.value.explanation);
      expect(indonesian.value.explanation, p.english).not.toMatch(ENGLISH);
    }
  });

  it('the check would see an English sentence', () => {
    expect(placements.every((p) => ENGLISH.test(p.english))).toBe(true);
  });

  it('covers game, slam, competition and the answers to a takeout double', () => {
    const said = placements.map((p) => p.english).join('\n');
    for (const words of ['game,', 'Blackwood', 'a part-score', 'Pass.', 'takeout double']) expect(said).toContain(words);
  });

  it("reads a call no rule explains in Indonesian too, East–West's passes included", () => {
    let read = 0;
    for (const { deal, dealer, vulnerability } of deals.slice(0, 60)) {
      const { auction } = robotAuction(deal, dealer, vulnerability);
      for (const c of readTable(saycBook(), { vulnerability, auction }).calls) {
        if (c.source === 'rules' || c.meanings === undefined) continue;
        read++;
        expect(c.meaning).toBe(c.meanings.en);
        expect(c.meanings.id, c.meanings.en).not.toMatch(ENGLISH);
      }
    }
    expect(read).toBeGreaterThan(20);
    const alone = robotAuction(dealFromSeed('indonesian-alone'), 'N', 'None', { eastWestPass: true, language: 'id' });
    // Dealer North: East's is the second call.
    expect(alone.calls[1]?.explanation).toBe('Timur–Barat selalu pass.');
  });
});
