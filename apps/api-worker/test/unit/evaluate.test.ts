import fc from 'fast-check';
import { dealFromSeed, evaluateHand, formatCard, formatHand } from '@tenace/engine';
import { describe, expect, it } from 'vitest';
import { errorOf, postJson, postText } from './request.ts';

const evaluate = async (hand: unknown) => {
  const response = await postJson('/api/v1/evaluate', { hand });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};

describe('POST /api/v1/evaluate', () => {
  it("counts the point-counting document's hands as it does (14 and 8 points)", async () => {
    const first = await evaluate('(sa s10 s7 s6 s2 hq hj h9 ck c4 dk d9 d3)');
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ hcp: 13, distributionPoints: 1, total: 14, lengths: { S: 5, H: 3, D: 3, C: 2 } });
    const second = await evaluate('h3 d7 sk s3 c10 dq d8 s9 s4 d10 c7 d4 s2');
    expect(second.body).toMatchObject({ hcp: 5, distributionPoints: 3, total: 8, lengths: { S: 5, H: 1, D: 5, C: 2 }, balanced: false });
  });

  it('answers with every field of the contract and the hand in canonical PBN', async () => {
    const { status, body } = await evaluate('akq2.k93.108.qj43');
    expect(status).toBe(200);
    expect(body).toEqual({
      hand: 'AKQ2.K93.T8.QJ43',
      hcp: 15,
      distributionPoints: 1,
      total: 16,
      lengths: { S: 4, H: 3, D: 2, C: 4 },
      strength: { S: '3 strong top cards', H: '2 weak top cards', D: '0 top cards', C: '2 weak top cards' },
      shape: '4-4-3-2',
      balanced: true,
    });
  });

  it('reads a void as an empty group', async () => {
    const { status, body } = await evaluate('AKQJT98765432...');
    expect(status).toBe(200);
    expect(body).toMatchObject({ hcp: 10, distributionPoints: 9, lengths: { S: 13, H: 0, D: 0, C: 0 }, strength: { S: '6 top cards' } });
  });

  it("gives the engine's evaluation for any hand, however it is written", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer(),
        fc.constantFrom('N', 'E', 'S', 'W' as const),
        fc.constantFrom('pbn', 'words', 'array', 'symbols'),
        async (seed, seat, form) => {
          const hand = dealFromSeed(seed)[seat];
          const cards = hand.toArray().map(formatCard);
          const input =
            form === 'pbn'
              ? formatHand(hand)
              : form === 'words'
                ? cards.map((c) => c.toLowerCase().replace('t', '10')).join(' ')
                : form === 'array'
                  ? [...cards].reverse()
                  : cards.map((c) => c.replace('S', '♠').replace('H', '♥').replace('D', '♦').replace('C', '♣')).join(', ');
          const { status, body } = await evaluate(input);
          expect(status).toBe(200);
          expect(body).toEqual({ hand: formatHand(hand), ...evaluateHand(hand) });
        },
      ),
      { numRuns: 60 },
    );
  });

  it('works without a Content-Type header, as `curl -d` sends it', async () => {
    const response = await postText('/api/v1/evaluate', JSON.stringify({ hand: 'AKQ2.K93.T8.QJ43' }), {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ hcp: 15 });
    const bare = await postText('/api/v1/evaluate', JSON.stringify({ hand: 'AKQ2.K93.T8.QJ43' }));
    expect(bare.status).toBe(200);
  });

  describe('bad hands', () => {
    it.each([
      ['AKQ2.K93.T8.QJ432', 'hand-size', 'the hand has 14 cards; a hand has 13'],
      ['AKQ2.K93.T8.QJ4', 'hand-size', 'the hand has 12 cards; a hand has 13'],
      [
        'AKQ2.K93.T8',
        'hand-format',
        "a PBN hand has four suit groups separated by dots (spades.hearts.diamonds.clubs); 'AKQ2.K93.T8' has 3",
      ],
      ['AKQ2.K93.T8.QJ4Z', 'unknown-card', "unknown card 'Z' in the clubs of 'AKQ2.K93.T8.QJ4Z'"],
      ['AAQ2.K93.T8.QJ43', 'duplicate-card', '♠A appears twice in the hand'],
      ['sa sa', 'duplicate-card', '♠A appears twice in the hand'],
      ['', 'hand-size', 'the hand has 0 cards; a hand has 13'],
    ])('%j is refused: %s', async (hand, code, message) => {
      expect(await errorOf(await postJson('/api/v1/evaluate', { hand }), 400)).toEqual({ code, message, path: ['hand'] });
    });

    it('names the card it cannot read in a list', async () => {
      const error = await errorOf(await postJson('/api/v1/evaluate', { hand: ['SA', 'SK', 'XQ'] }), 400);
      expect(error).toMatchObject({ code: 'unknown-card', path: ['hand'] });
      expect(error.message).toContain("'XQ'");
    });

    it('says the hand is missing', async () => {
      expect(await errorOf(await postJson('/api/v1/evaluate', {}), 400)).toEqual({
        code: 'missing-field',
        message: 'hand is missing',
        path: ['hand'],
      });
    });

    it.each([[5], [null], [true], [{ S: 'AKQ' }], [['SA', 5]]])(
      'refuses a hand that is neither text nor a list of cards: %j',
      async (hand) => {
        const error = await errorOf(await postJson('/api/v1/evaluate', { hand }), 400);
        expect(error.path).toEqual(['hand']);
        expect(error.message).toMatch(/^the hand should be a PBN hand/);
      },
    );
  });
});
