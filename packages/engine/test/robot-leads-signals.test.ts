import { describe, expect, it } from 'vitest';
import { CardSet, formatCard, legalCards, parseCard, parsePbnDeal, playCard, seededRandom, startPlay, unwrap, type Contract, type Play } from '../src/index.ts';
import { attitudeSignals, chooseCard, fitsConstraint, handConstraint, declarerLeadCandidates, defenceLeadCandidates, openingLeadCandidates, knowledgeOf, layoutSampler, preferCard, seatToPlay, tricksNeeded, type CardSolver } from '../src/robot/index.ts';

// South declares 4♠; West leads the ♥K from KQJ4. East holds ♥A92 (encouraging) or ♥T92 (not).
const WITH_ACE = 'N:AQ2.876.AKQ2.KQJ 543.A92.JT9.T987 KJT98.T53.43.A65 76.KQJ4.8765.432';
const WITHOUT_ACE = 'N:AQ2.876.AKQ2.KQJ 543.T92.JT9.T987 KJT98.A53.43.A65 76.KQJ4.8765.432';
const FOUR_SPADES: Contract = { level: 4, strain: 'S', doubled: '', declarer: 'S' };

const card = (text: string): number => unwrap(parseCard(text));
const playOf = (pbn: string, cards: readonly string[]): Play =>
  cards.reduce((play, c) => unwrap(playCard(play, card(c))), startPlay(unwrap(parsePbnDeal(pbn)), FOUR_SPADES));

describe('opening leads', () => {
  const west = (partnerSuits: readonly ('S' | 'H' | 'D' | 'C')[]) => {
    const play = playOf(WITH_ACE, []);
    return formatCard(preferCard(legalCards(play), { play, gone: CardSet.empty, partnerSuits }) ?? -1);
  };

  it("leads partner's suit, when partner showed one, before a sequence of its own", () => {
    expect(west([])).toBe('HK');
    expect(west(['C'])).toBe('C2');
    expect(west(['D'])).toBe('D5');
  });

  it('solves only the standard lead of each suit, and an ace it would underlead in a trump contract', () => {
    const hand = unwrap(parsePbnDeal('W:A854.KQJ4.765.32 - - -', { complete: false })).W;
    const names = (strain: 'S' | 'NT') => openingLeadCandidates(hand, strain, CardSet.empty).toArray().map(formatCard).sort();
    expect(names('NT')).toEqual(['C3', 'D5', 'HK', 'S4'].sort());
    expect(names('S')).toEqual(['C3', 'D5', 'HK', 'S4', 'SA'].sort());
  });

  it('solves, for a defender on lead later in the play, the standard lead, the honours and the lowest card of each suit', () => {
    const hand = unwrap(parsePbnDeal('W:A854.KQJ4.97652. - - -', { complete: false })).W;
    const names = defenceLeadCandidates(hand, CardSet.empty).toArray().map(formatCard).sort();
    expect(names).toEqual(['D2', 'D5', 'H4', 'HJ', 'HK', 'HQ', 'S4', 'SA'].sort());
  });

  it('solves, for the declaring side on lead, the top card, the cards ten or better and the lowest card of each suit', () => {
    const hand = unwrap(parsePbnDeal('S:AT854.KQJ4.9765. - - -', { complete: false })).S;
    const names = declarerLeadCandidates(hand).toArray().map(formatCard).sort();
    expect(names).toEqual(['D5', 'D9', 'H4', 'HJ', 'HK', 'HQ', 'S4', 'SA', 'ST'].sort());
  });

  it('leads by the standard leads among leads the samples rate within a few layouts of each other', () => {
    const play = playOf(WITH_ACE, []);
    const odd = card('D5');
    let solved = 0;
    // Every lead takes what the defence needs; the ♦5 one trick more on the first layout only.
    const nearlyEqual: CardSolver = (position) =>
      position.hands[seatToPlay(position)].toArray().map((c) => ({ card: c, tricks: tricksNeeded(play) + (c === odd && solved++ === 0 ? 1 : 0) }));
    const choice = chooseCard(play, { seed: 1, budgetMs: Infinity, samples: 24, solver: nearlyEqual });
    expect(choice?.ratings[0]?.card).toBe(odd);
    expect(formatCard(choice?.card ?? -1)).toBe('HK');
  });
});

describe('attitude signals', () => {
  it('are given: high from an honour on partner’s lead, low without one', () => {
    const after = (pbn: string) => {
      const play = playOf(pbn, ['HK', 'H6']);
      return formatCard(preferCard(legalCards(play), { play, gone: CardSet.empty }) ?? -1);
    };
    expect(after(WITH_ACE)).toBe('H9');
    expect(after(WITHOUT_ACE)).toBe('H2');
  });

  it('are read: a high card encourages, the lowest card discourages', () => {
    const encouraged = playOf(WITH_ACE, ['HK', 'H6', 'H9', 'H3']);
    expect(attitudeSignals(encouraged, 'W', encouraged.hands.W.union(encouraged.hands.N)).E).toEqual([expect.objectContaining({ suit: 'H', encourages: true })]);
    const discouraged = playOf(WITHOUT_ACE, ['HK', 'H6', 'H2', 'H3']);
    expect(attitudeSignals(discouraged, 'W', discouraged.hands.W.union(discouraged.hands.N)).E).toEqual([expect.objectContaining({ suit: 'H', encourages: false })]);
    // A seven or better reads high unless the reader sees it is the lowest; the signaller reads nothing of its own.
    const unclear = playOf(WITHOUT_ACE, ['HK', 'H6', 'H9', 'H3']);
    expect(attitudeSignals(unclear, 'W', unclear.hands.W.union(unclear.hands.N)).E).toEqual([expect.objectContaining({ encourages: true })]);
    expect(attitudeSignals(unclear, 'E', unclear.hands.E.union(unclear.hands.N)).E).toEqual([]);
  });

  it("place the ace where partner's signal says, in every layout the leader deals", () => {
    const where = (pbn: string, cards: string[]): string[] => {
      const play = playOf(pbn, cards);
      const next = layoutSampler(knowledgeOf(play, 'W'), seededRandom('signal'));
      return Array.from({ length: 30 }, () => {
        const layout = next();
        return layout?.hands.E.has(card('HA')) === true ? 'E' : 'S';
      });
    };
    expect(new Set(where(WITH_ACE, ['HK', 'H6', 'H9', 'H3']))).toEqual(new Set(['E']));
    expect(new Set(where(WITHOUT_ACE, ['HK', 'H6', 'H2', 'H3']))).toEqual(new Set(['S']));
  });

  it('are given up before the auction’s ranges are widened, when no layout fits them', () => {
    // East's ♥2 reads as no honour, but South shows out of hearts: the ♥A can only be East's.
    const play = playOf('N:AQ2.876.AKQ2.KQJ 543.A952.JT9.T98 KJT987.3.43.A765 6.KQJT4.8765.432', ['HK', 'H6', 'H2', 'H3', 'HQ', 'H7', 'H5', 'C5']);
    const constraints = {
      E: handConstraint({ min: 4, max: 6 }, { H: { min: 4, max: 4 } }),
      S: handConstraint({ min: 7, max: 9 }, { S: { min: 6, max: 6 }, H: { min: 1, max: 1 } }),
    };
    const k = knowledgeOf(play, 'W', constraints);
    const next = layoutSampler(k, seededRandom('misread'));
    for (let i = 0; i < 10; i++) {
      const layout = next();
      expect(layout?.relaxation).toBe(1);
      for (const seat of ['E', 'S'] as const) expect(fitsConstraint((layout?.hands[seat] ?? CardSet.empty).union(k.facts.played[seat]), constraints[seat])).toBe(true);
    }
  });
});
