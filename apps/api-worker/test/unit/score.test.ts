import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { errorOf, postJson } from './request.ts';

interface ScoreJson {
  ns: number;
  ew: number;
  breakdown: { item: string; points: number }[];
}

const score = async (body: Record<string, unknown>): Promise<ScoreJson> => {
  const response = await postJson('/api/v1/score', body);
  if (response.status !== 200) throw new Error(`status ${response.status}: ${await response.text()}`);
  return (await response.json()) as ScoreJson;
};

describe('POST /api/v1/score', () => {
  // Totals worked out by hand from the game card's §5.
  it.each([
    ['4S', 'S', 'None', 10, 420],
    ['4S', 'N', 'NS', 11, 650],
    ['3NT', 'N', 'None', 9, 400],
    ['2H', 'S', 'None', 8, 110],
    ['1NT', 'N', 'Both', 7, 90],
    ['4SX', 'S', 'None', 9, -100],
    ['4SX', 'S', 'NS', 10, 790],
    ['1CXX', 'N', 'None', 7, 230],
    ['3NTX', 'S', 'NS', 5, -1100],
    ['6NT', 'N', 'NS', 12, 1440],
    ['7C', 'S', 'None', 13, 1440],
    ['5DX', 'S', 'None', 7, -800],
  ])('%s by %s, vulnerability %s, %i tricks: North–South %i', async (contract, declarer, vulnerability, tricks, ns) => {
    const result = await score({ contract, declarer, vulnerability, tricks });
    expect(result.ns).toBe(ns);
    expect(result.ew).toBe(-ns);
    expect(result.breakdown.reduce((sum, b) => sum + b.points, 0)).toBe(ns);
  });

  it('scores East–West declaring from their side', async () => {
    const result = await score({ contract: '4H', declarer: 'W', vulnerability: 'EW', tricks: 10 });
    expect(result).toEqual({
      ns: -620,
      ew: 620,
      breakdown: [
        { item: 'Contract tricks (4♥)', points: 120, kind: 'contract-tricks', contract: '4♥', doubled: '' },
        { item: 'Game bonus (vulnerable)', points: 500, kind: 'game-bonus', vulnerable: true },
      ],
    });
  });

  it('scores a passed-out deal 0, with or without the other fields', async () => {
    for (const body of [{ contract: 'Pass' }, { contract: 'pass', declarer: 'N', vulnerability: 'Both', tricks: 0 }, { contract: 'P' }]) {
      const result = await score(body);
      expect(result.ns).toBe(0);
      expect(result.ew).toBe(0);
    }
  });

  it('reads forgiving notation the same as canonical notation', async () => {
    const canonical = await score({ contract: '4SX', declarer: 'N', vulnerability: 'Both', tricks: 9 });
    for (const [contract, declarer, vulnerability] of [
      ['4♠X', 'n', 'both'],
      ['4sx', 'North', 'All'],
      ['4 ♠ x', 'north', 'BOTH'],
    ]) {
      expect(await score({ contract, declarer, vulnerability, tricks: 9 })).toEqual(canonical);
    }
    expect(await score({ contract: '3n', declarer: 's', vulnerability: '-', tricks: 9 })).toEqual(
      await score({ contract: '3NT', declarer: 'S', vulnerability: 'None', tricks: 9 }),
    );
  });

  it('always gives the two sides equal and opposite scores', async () => {
    const contracts = fc.tuple(fc.integer({ min: 1, max: 7 }), fc.constantFrom('C', 'D', 'H', 'S', 'NT'), fc.constantFrom('', 'X', 'XX'));
    await fc.assert(
      fc.asyncProperty(
        contracts,
        fc.constantFrom('N', 'E', 'S', 'W'),
        fc.constantFrom('None', 'NS', 'EW', 'Both'),
        fc.integer({ min: 0, max: 13 }),
        async ([level, strain, doubled], declarer, vulnerability, tricks) => {
          const result = await score({ contract: `${level}${strain}${doubled}`, declarer, vulnerability, tricks });
          expect(result.ns + result.ew).toBe(0);
          const declarerSide = declarer === 'N' || declarer === 'S' ? result.ns : result.ew;
          // Made contracts score for the declarer's side, defeated ones against it.
          expect(declarerSide > 0).toBe(tricks >= level + 6);
        },
      ),
      { numRuns: 100 },
    );
  });

  describe('bad input', () => {
    const valid = { contract: '4S', declarer: 'S', vulnerability: 'None', tricks: 10 };

    it.each([
      [{ ...valid, contract: '8S' }, 'unknown-contract', ['contract']],
      [{ ...valid, contract: '4Z' }, 'unknown-contract', ['contract']],
      [{ ...valid, contract: '' }, 'unknown-contract', ['contract']],
      [{ ...valid, declarer: 'Q' }, 'unknown-seat', ['declarer']],
      [{ ...valid, vulnerability: 'Some' }, 'unknown-vulnerability', ['vulnerability']],
      [{ ...valid, tricks: 14 }, 'invalid-value', ['tricks']],
      [{ ...valid, tricks: -1 }, 'invalid-value', ['tricks']],
      [{ ...valid, tricks: 9.5 }, 'wrong-type', ['tricks']],
      [{ ...valid, tricks: '10' }, 'wrong-type', ['tricks']],
      [{ ...valid, contract: 4 }, 'wrong-type', ['contract']],
      [{ ...valid, declarer: ['S'] }, 'wrong-type', ['declarer']],
    ])('%j is refused (%s at %j)', async (body, code, path) => {
      const error = await errorOf(await postJson('/api/v1/score', body), 400);
      expect(error.code).toBe(code);
      expect(error.path).toEqual(path);
    });

    it('says in plain words what is wrong', async () => {
      const messages = async (body: unknown) => (await errorOf(await postJson('/api/v1/score', body), 400)).message;
      expect(await messages({ ...valid, tricks: 14 })).toBe('tricks should be a whole number from 0 to 13, not 14');
      expect(await messages({ ...valid, tricks: '10' })).toBe('tricks should be a number, not a string ("10")');
      expect(await messages({ ...valid, tricks: 9.5 })).toBe('tricks should be a whole number, not the number 9.5');
      expect(await messages({ ...valid, declarer: 'Q' })).toBe("unknown seat 'Q': write N, E, S or W");
      expect(await messages({ ...valid, contract: '8S' })).toMatch(/^unknown contract '8S'/);
      expect(await messages({ ...valid, contract: null })).toBe('contract should be text, not null');
    });

    it.each(['declarer', 'vulnerability', 'tricks'] as const)('needs %s for a played contract', async (field) => {
      const body: Record<string, unknown> = { ...valid };
      delete body[field];
      const error = await errorOf(await postJson('/api/v1/score', body), 400);
      expect(error).toMatchObject({ code: 'missing-field', path: [field] });
      expect(error.message).toMatch(new RegExp(`^${field} is missing`));
    });

    it('needs a contract', async () => {
      const { contract: _, ...rest } = valid;
      expect(await errorOf(await postJson('/api/v1/score', rest), 400)).toEqual({
        code: 'missing-field',
        message: 'contract is missing',
        path: ['contract'],
      });
    });
  });
});
