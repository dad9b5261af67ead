import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  ALL_BIDS,
  SEATS,
  STRAINS,
  VULNERABILITIES,
  gameLevel,
  parseContract,
  scoreContract,
  sideOf,
  unwrap,
  type Contract,
  type Score,
  type Seat,
  type Vulnerability,
} from '../src/index.ts';
import type { Doubling } from '../src/auction.ts';

/** Scores `contract` ("4S", "2HX", "Pass") played by `declarer`, who took `tricks`. */
function score(contract: string, vulnerability: Vulnerability, tricks: number, declarer: Seat = 'S'): Score {
  const parsed = unwrap(parseContract(contract));
  return unwrap(scoreContract(parsed === 'passed-out' ? parsed : { ...parsed, declarer }, vulnerability, tricks));
}
/** The declaring side's score, North–South declaring, not vulnerable or vulnerable. */
const nv = (contract: string, tricks: number): number => score(contract, 'None', tricks).ns;
const vul = (contract: string, tricks: number): number => score(contract, 'Both', tricks).ns;

describe('scoring a made contract (game card §5)', () => {
  it('scores games', () => {
    expect(nv('4S', 10)).toBe(420);
    expect(vul('4S', 10)).toBe(620);
    expect(nv('4H', 10)).toBe(420);
    expect(nv('3NT', 9)).toBe(400);
    expect(vul('3NT', 9)).toBe(600);
    expect(nv('3NT', 10)).toBe(430);
    expect(vul('3NT', 10)).toBe(630);
    expect(nv('5C', 11)).toBe(400);
    expect(vul('5D', 11)).toBe(600);
  });

  it('scores part-scores with the 50 bonus', () => {
    expect(nv('1NT', 7)).toBe(90);
    expect(nv('2C', 8)).toBe(90);
    expect(nv('1C', 7)).toBe(70);
    expect(nv('2S', 8)).toBe(110);
    expect(vul('2S', 8)).toBe(110);
    expect(nv('2NT', 8)).toBe(120);
    expect(nv('4D', 10)).toBe(130);
    expect(nv('3H', 9)).toBe(140);
  });

  it('knows the game level of each strain: the lowest whose contract scores a game bonus', () => {
    expect(STRAINS.map(gameLevel)).toEqual([5, 5, 4, 4, 3]); // clubs, diamonds, hearts, spades, no trump
    for (const strain of STRAINS) {
      const level = gameLevel(strain);
      const made = (l: number) => score(`${l}${strain}`, 'None', l + 6).breakdown.some((b) => b.item.startsWith('Game bonus'));
      expect([made(level - 1), made(level)]).toEqual([false, true]);
    }
  });

  it('never lets overtricks turn a part-score into a game', () => {
    expect(nv('2S', 10)).toBe(170);
    expect(vul('1NT', 10)).toBe(180);
    expect(nv('4C', 13)).toBe(190);
  });

  it('scores undoubled overtricks at trick value', () => {
    expect(nv('3NT', 11)).toBe(460);
    expect(nv('4S', 11)).toBe(450);
    expect(vul('5C', 13)).toBe(640);
    expect(nv('1D', 9)).toBe(110);
  });

  it('scores slams bid and made', () => {
    expect(vul('6H', 12)).toBe(1430);
    expect(nv('6H', 12)).toBe(980);
    expect(nv('6NT', 12)).toBe(990);
    expect(vul('6C', 13)).toBe(1390);
    expect(vul('7NT', 13)).toBe(2220);
    expect(nv('7NT', 13)).toBe(1520);
    expect(nv('7S', 13)).toBe(1510);
    expect(vul('7D', 13)).toBe(2140);
  });

  it('gives no slam bonus for twelve or thirteen tricks without a slam bid', () => {
    expect(nv('4S', 12)).toBe(480);
    expect(vul('3NT', 13)).toBe(720);
    expect(score('4S', 'None', 12).breakdown.some((b) => /slam/i.test(b.item))).toBe(false);
  });

  it('doubles and redoubles trick points, which can make a game, and adds the insult', () => {
    expect(nv('2HX', 8)).toBe(470);
    expect(vul('2HX', 8)).toBe(670);
    expect(nv('1NTX', 7)).toBe(180);
    expect(nv('2CX', 8)).toBe(180);
    expect(nv('3CX', 9)).toBe(470);
    expect(nv('1SXX', 7)).toBe(520);
    expect(vul('1SXX', 7)).toBe(720);
    expect(nv('1NTXX', 7)).toBe(560);
    expect(nv('1CXX', 7)).toBe(230);
    expect(vul('4SX', 10)).toBe(790);
    expect(vul('6NTXX', 12)).toBe(2110);
    expect(vul('7NTXX', 13)).toBe(2980);
  });

  it('scores doubled and redoubled overtricks at 100/200, 200/400 each', () => {
    expect(nv('2HX', 9)).toBe(570);
    expect(vul('2HX', 9)).toBe(870);
    expect(nv('2HX', 10)).toBe(670);
    expect(vul('2HX', 10)).toBe(1070);
    expect(nv('1SXX', 8)).toBe(720);
    expect(vul('1SXX', 8)).toBe(1120);
    expect(nv('1CXX', 9)).toBe(630);
    expect(vul('1CXX', 9)).toBe(1030);
    expect(nv('3NTX', 10)).toBe(650);
  });
});

describe('scoring a defeated contract', () => {
  it('costs 50 or 100 a trick undoubled', () => {
    expect(nv('4S', 9)).toBe(-50);
    expect(vul('4S', 9)).toBe(-100);
    expect(nv('3NT', 5)).toBe(-200);
    expect(vul('7NT', 0)).toBe(-1300);
  });

  it('costs 100, 300, 500, 800 … doubled not vulnerable', () => {
    expect([9, 8, 7, 6, 5, 4].map((t) => nv('4HX', t))).toEqual([-100, -300, -500, -800, -1100, -1400]);
  });

  it('costs 200, 500, 800 … doubled vulnerable', () => {
    expect([9, 8, 7, 6].map((t) => vul('4HX', t))).toEqual([-200, -500, -800, -1100]);
  });

  it('costs twice the doubled penalty redoubled', () => {
    expect([9, 8, 7, 6].map((t) => nv('4HXX', t))).toEqual([-200, -600, -1000, -1600]);
    expect([9, 8, 7].map((t) => vul('4HXX', t))).toEqual([-400, -1000, -1600]);
    expect(nv('1SXX', 6)).toBe(-200);
  });

  it('gives the defenders the penalty', () => {
    const s = score('4HX', 'None', 7, 'S');
    expect(s.ns).toBe(-500);
    expect(s.ew).toBe(500);
  });

  it('the worst case: 7NT redoubled vulnerable, no tricks', () => {
    expect(vul('7NTXX', 0)).toBe(-2 * (200 + 300 * 12));
  });
});

describe('sides and vulnerability', () => {
  it("uses the declaring side's vulnerability: None, NS, EW, Both", () => {
    expect(score('4S', 'None', 10, 'S').ns).toBe(420);
    expect(score('4S', 'NS', 10, 'N').ns).toBe(620);
    expect(score('4S', 'EW', 10, 'N').ns).toBe(420);
    expect(score('4S', 'Both', 10, 'S').ns).toBe(620);
    expect(score('4S', 'None', 10, 'E').ew).toBe(420);
    expect(score('4S', 'NS', 10, 'E').ew).toBe(420);
    expect(score('4S', 'EW', 10, 'W').ew).toBe(620);
    expect(score('4S', 'Both', 10, 'W').ew).toBe(620);
    expect(score('4HX', 'NS', 9, 'E').ns).toBe(100);
    expect(score('4HX', 'EW', 9, 'E').ns).toBe(200);
  });

  it('shows both sides the same score with opposite signs', () => {
    const s = score('4S', 'None', 10, 'E');
    expect(s.ns).toBe(-420);
    expect(s.ew).toBe(420);
  });

  it('scores a passed-out deal zero for both sides', () => {
    const s = score('Pass', 'Both', 0);
    expect(s.ns).toBe(0);
    expect(s.ew).toBe(0);
    expect(Object.is(s.ns, 0) && Object.is(s.ew, 0)).toBe(true);
    expect(s.breakdown.reduce((sum, b) => sum + b.points, 0)).toBe(0);
  });

  const contractArb = fc.record({
    bid: fc.constantFrom(...ALL_BIDS),
    doubled: fc.constantFrom<Doubling>('', 'X', 'XX'),
    declarer: fc.constantFrom(...SEATS),
  });

  it("for every contract and result: ns = −ew, and the breakdown adds up to the declaring side's score", () => {
    fc.assert(
      fc.property(contractArb, fc.constantFrom(...VULNERABILITIES), fc.integer({ min: 0, max: 13 }), (c, v, tricks) => {
        const contract: Contract = { level: c.bid.level, strain: c.bid.strain, doubled: c.doubled, declarer: c.declarer };
        const s = unwrap(scoreContract(contract, v, tricks));
        expect(s.ns + s.ew).toBe(0);
        const declaring = sideOf(c.declarer) === 'NS' ? s.ns : s.ew;
        expect(s.breakdown.reduce((sum, b) => sum + b.points, 0)).toBe(declaring);
        expect(declaring > 0).toBe(tricks >= c.bid.level + 6);
        for (const b of s.breakdown) expect(b.item.length).toBeGreaterThan(0);
      }),
    );
  });

  it('scores more for each extra trick the declarer takes', () => {
    fc.assert(
      fc.property(contractArb, fc.constantFrom(...VULNERABILITIES), fc.integer({ min: 0, max: 12 }), (c, v, tricks) => {
        const contract: Contract = { level: c.bid.level, strain: c.bid.strain, doubled: c.doubled, declarer: c.declarer };
        const side = sideOf(c.declarer) === 'NS' ? 'ns' : 'ew';
        expect(unwrap(scoreContract(contract, v, tricks + 1))[side]).toBeGreaterThan(unwrap(scoreContract(contract, v, tricks))[side]);
      }),
    );
  });
});

describe('the breakdown', () => {
  const items = (s: Score): [string, number][] => s.breakdown.map((b) => [b.item, b.points]);

  it('names each part of a made contract', () => {
    expect(items(score('3NT', 'None', 10))).toEqual([
      ['Contract tricks (3NT)', 100],
      ['Overtricks (1 × 30)', 30],
      ['Game bonus (not vulnerable)', 300],
    ]);
    expect(items(score('2C', 'Both', 8))).toEqual([
      ['Contract tricks (2♣)', 40],
      ['Part-score bonus', 50],
    ]);
    expect(items(score('6H', 'Both', 12))).toEqual([
      ['Contract tricks (6♥)', 180],
      ['Game bonus (vulnerable)', 500],
      ['Small slam bonus (vulnerable)', 750],
    ]);
    expect(items(score('7NT', 'None', 13)).map(([item]) => item)).toContain('Grand slam bonus (not vulnerable)');
  });

  it('says when the contract was doubled or redoubled', () => {
    expect(items(score('2HX', 'None', 9))).toEqual([
      ['Contract tricks (2♥, doubled)', 120],
      ['Overtricks (1 × 100, doubled)', 100],
      ['Game bonus (not vulnerable)', 300],
      ['Doubled contract made', 50],
    ]);
    expect(items(score('1SXX', 'Both', 7))).toEqual([
      ['Contract tricks (1♠, redoubled)', 120],
      ['Game bonus (vulnerable)', 500],
      ['Redoubled contract made', 100],
    ]);
  });

  it('names undertricks with their count', () => {
    expect(items(score('4HX', 'None', 7))).toEqual([['Undertricks (3 down, doubled, not vulnerable)', -500]]);
    expect(items(score('4S', 'Both', 9))).toEqual([['Undertricks (1 down, vulnerable)', -100]]);
  });

  it('says a passed-out deal is passed out', () => {
    expect(items(score('Pass', 'None', 0))).toEqual([['Passed out', 0]]);
  });

  it('gives each item as data too, for a page to word in its own language', () => {
    const data = (s: Score) => s.breakdown.map(({ item, ...rest }) => rest);
    expect(data(score('2HX', 'NS', 9))).toEqual([
      { kind: 'contract-tricks', points: 120, contract: '2♥', doubled: 'X' },
      { kind: 'overtricks', points: 200, count: 1, each: 200, doubled: 'X' },
      { kind: 'game-bonus', points: 500, vulnerable: true },
      { kind: 'doubled-made', points: 50 },
    ]);
    expect(data(score('6NT', 'Both', 12)).map((d) => d.kind)).toEqual(['contract-tricks', 'game-bonus', 'small-slam-bonus']);
    expect(data(score('4S', 'Both', 9))).toEqual([{ kind: 'undertricks', points: -100, count: 1, doubled: '', vulnerable: true }]);
    expect(data(score('Pass', 'None', 0))).toEqual([{ kind: 'passed-out', points: 0 }]);
  });
});

describe('bad input', () => {
  it.each([-1, 14, 2.5, Number.NaN, Number.POSITIVE_INFINITY])('refuses %d tricks in plain words', (tricks) => {
    const r = scoreContract({ level: 4, strain: 'S', doubled: '', declarer: 'S' }, 'None', tricks);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.code).toBe('tricks');
      expect(r.error.message).toContain('tricks must be a whole number from 0 to 13');
    }
  });

  it('checks the tricks of a passed-out deal too', () => {
    expect(scoreContract('passed-out', 'None', 14).ok).toBe(false);
  });
});
