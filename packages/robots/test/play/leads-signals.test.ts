import { describe, expect, it } from 'vitest';
import {
  CardSet,
  SEATS,
  dealFromSeed,
  formatCard,
  legalCards,
  parseCard,
  parsePbnDeal,
  playCard,
  seededRandom,
  startPlay,
  unwrap,
  type Contract,
  type Play,
  type Seat,
} from '@tenace/engine';
import { attitudeCard, countCard, signalsGiven, fitsSignals, signalRuleCards } from '../../src/play/signals.ts';
import { chooseCard, tricksNeeded } from '../../src/play/choose.ts';
import { fitsConstraint, handConstraint } from '../../src/play/constraints.ts';
import { declarerLeadCandidates, defenceLeadCandidates, openingLeadCandidates } from '../../src/play/leads.ts';
import { knowledgeOf, layoutSampler, unseenSeats } from '../../src/play/sample.ts';
import { preferCard } from '../../src/play/prefer.ts';
import type { CardSolver } from '../../src/play/solver.ts';

// South declares 4♠; West leads the ♥K from KQJ4. East holds ♥A92 (encouraging) or ♥T92 (not).
const WITH_ACE = 'N:AQ2.876.AKQ2.KQJ 543.A92.JT9.T987 KJT98.T53.43.A65 76.KQJ4.8765.432';
const WITHOUT_ACE = 'N:AQ2.876.AKQ2.KQJ 543.T92.JT9.T987 KJT98.A53.43.A65 76.KQJ4.8765.432';
const FOUR_SPADES: Contract = { level: 4, strain: 'S', doubled: '', declarer: 'S' };

const card = (text: string): number => unwrap(parseCard(text));
const playOf = (pbn: string, cards: readonly string[]): Play =>
  cards.reduce((play, c) => unwrap(playCard(play, card(c))), startPlay(unwrap(parsePbnDeal(pbn)), FOUR_SPADES));

/**
 * `count` layouts `observer` deals in `play`, each checked to keep everything read (nothing given
 * up, every unseen seat's hand fitting its signals); each as the hands were dealt, cards played included.
 */
function readLayouts(play: Play, observer: Seat, seed: string, count: number): Record<Seat, CardSet>[] {
  const k = knowledgeOf(play, observer);
  const next = layoutSampler(k, seededRandom(seed));
  return Array.from({ length: count }, () => {
    const layout = next();
    expect(layout?.relaxation).toBe(0);
    const dealt = { N: CardSet.empty, E: CardSet.empty, S: CardSet.empty, W: CardSet.empty };
    for (const seat of SEATS) dealt[seat] = (layout?.hands[seat] ?? CardSet.empty).union(k.facts.played[seat]);
    for (const seat of unseenSeats(k)) expect(fitsSignals(dealt[seat], k.signals[seat]), `${seat}'s signals`).toBe(true);
    return dealt;
  });
}

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
    const names = (strain: 'S' | 'NT') => openingLeadCandidates(hand, strain).toArray().map(formatCard).sort();
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
      position.hands[position.turn].toArray().map((c) => ({ card: c, tricks: tricksNeeded(play) + (c === odd && solved++ === 0 ? 1 : 0) }));
    const choice = chooseCard(play, { seed: 1, budgetMs: Infinity, samples: 24, solver: nearlyEqual });
    expect(choice?.ratings[0]?.card).toBe(odd);
    expect(formatCard(choice?.card ?? -1)).toBe('HK');
  });
});

describe('the opening lead, read', () => {
  const hand = (text: string) => unwrap(parsePbnDeal(`W:${text} - - -`, { complete: false })).W;

  it('is given by the rule: the robot leads only a standard lead, or in a trump contract an ace it would underlead', () => {
    const play = playOf(WITH_ACE, []);
    expect(signalRuleCards(play, legalCards(play)).map(formatCard).sort()).toEqual(['C2', 'D5', 'HK', 'S7'].sort());
    const headedByAce = startPlay(
      unwrap(parsePbnDeal('N:KQ2.876.AKQ2.KQJ 543.A92.JT9.T987 JT98.T53.43.A654 A76.KQJ4.8765.32')),
      FOUR_SPADES,
    );
    expect(signalRuleCards(headedByAce, legalCards(headedByAce)).map(formatCard).sort()).toEqual(['C3', 'D5', 'HK', 'S6', 'SA'].sort());
    // An ending set up by hand has no opening lead: any card may start it.
    const ending = startPlay(unwrap(parsePbnDeal('N:A.2.. K.3.. Q.4.. J.5..', { complete: false })), FOUR_SPADES);
    expect(signalRuleCards(ending, legalCards(ending)).map(formatCard).sort()).toEqual(['H5', 'SJ']);
    expect(signalsGiven(unwrap(playCard(ending, card('H5'))), 'N').W).toEqual([]);
  });

  it('is read by partner and declarer alike, by the same rule: a hand fits when it would lead that card', () => {
    const play = playOf(WITH_ACE, ['HK']);
    const read = signalsGiven(play, 'S').W;
    expect(read).toEqual([expect.objectContaining({ kind: 'lead', suit: 'H', card: card('HK') })]);
    expect(signalsGiven(play, 'E').W).toEqual(read);
    expect(signalsGiven(play, 'W').W).toEqual([]);
    expect(fitsSignals(hand('76.KQJ4.8765.432'), read)).toBe(true);
    expect(fitsSignals(hand('76.KQ54.8765.432'), read)).toBe(true); // top of the two touching honours
    expect(fitsSignals(hand('765.K4.8765.5432'), read)).toBe(true); // top of a doubleton
    expect(fitsSignals(hand('76.K954.8765.432'), read)).toBe(false); // would have led the ♥4, fourth best
    expect(fitsSignals(hand('76.AKQ4.8765.432'), read)).toBe(false); // would have led the ♥A, top of the sequence
    // A low card: fourth best from four or more, low from three, top of a doubleton or a singleton.
    const low = signalsGiven(playOf(WITH_ACE, ['C2']), 'S').W;
    expect(fitsSignals(hand('76.KQJ4.8765.432'), low)).toBe(true);
    expect(fitsSignals(hand('7.KQJ.87654.K532'), low)).toBe(true);
    expect(fitsSignals(hand('7.KQJ4.8765.Q532'), low)).toBe(true);
    expect(fitsSignals(hand('7.KQJ.8765.65432'), low)).toBe(false); // would have led the ♣3
  });

  it("lets declarer place the honours: after West's ♥K the ♥Q is West's in the layouts", () => {
    const layouts = readLayouts(playOf(WITH_ACE, ['HK']), 'S', 'lead', 60);
    const queen = layouts.filter((dealt) => dealt.W.has(card('HQ'))).length;
    // Only a short king leaves the queen with East: four layouts in five. Unread, about half.
    expect(queen).toBeGreaterThan(40);
  });
});

describe('attitude signals', () => {
  it('are given: the highest spot card from an honour on partner’s lead, the lowest without one', () => {
    const answerAfter = (pbn: string) => {
      const play = playOf(pbn, ['HK', 'H6']);
      return formatCard(preferCard(legalCards(play), { play, gone: CardSet.empty }) ?? -1);
    };
    expect(answerAfter(WITH_ACE)).toBe('H9');
    expect(answerAfter(WITHOUT_ACE)).toBe('H2');
  });

  it('give way to third hand high when second hand has beaten partner’s card', () => {
    // West leads the ♥4 and dummy's ♥8 beats it: East, with ♥T92, takes the trick as cheaply as it
    // can (the ♥9), not the signal's ♥2.
    const play = playOf(WITHOUT_ACE, ['H4', 'H8']);
    expect(formatCard(preferCard(legalCards(play), { play, gone: CardSet.empty }) ?? -1)).toBe('H9');
  });

  it('leave the signaller no card that does not win the trick but the rule’s', () => {
    const allowed = (pbn: string) => {
      const play = playOf(pbn, ['HK', 'H6']);
      return signalRuleCards(play, legalCards(play)).map(formatCard).sort();
    };
    expect(allowed(WITH_ACE)).toEqual(['H9', 'HA']);
    expect(allowed(WITHOUT_ACE)).toEqual(['H2']);
    // Nor when second hand's card beats partner's: third hand plays to the trick, and any card may do.
    const beaten = playOf(WITHOUT_ACE, ['H4', 'H8']);
    expect(signalRuleCards(beaten, legalCards(beaten)).map(formatCard).sort()).toEqual(['H2', 'H9', 'HT']);
    // No signal is read in a suit already led, so every card may be played there.
    const later = playOf(WITH_ACE, ['HK', 'H6', 'H9', 'H3', 'HQ', 'H7']);
    expect(signalRuleCards(later, legalCards(later)).map(formatCard).sort()).toEqual(['H2', 'HA']);
  });

  it('are read by the same rule: a hand fits a signal when the rule gives that card from it', () => {
    const hand = (text: string) => unwrap(parsePbnDeal(`E:${text} - - -`, { complete: false })).E;
    const encouraged = playOf(WITH_ACE, ['HK', 'H6', 'H9', 'H3']);
    const read = signalsGiven(encouraged, 'W').E;
    expect(read).toEqual([expect.objectContaining({ suit: 'H', card: card('H9') })]);
    expect(fitsSignals(hand('543.A92.JT9.T987'), read)).toBe(true);
    expect(fitsSignals(hand('543.T9.JT98.T987'), read)).toBe(true); // the nine as the lowest, no honour
    expect(fitsSignals(hand('543.T92.JT9.T987'), read)).toBe(false); // would have given the two
    expect(fitsSignals(hand('543.A952.JT9.T98'), read)).toBe(true);
    expect(attitudeCard(hand('543.AT2.JT9.T987'), 'H')).toBe(card('H2')); // an honour but no higher spot
    expect(attitudeCard(hand('543.Q92.JT9.T987'), 'H')).toBe(card('H2')); // the queen does not encourage
    expect(attitudeCard(hand('543.K92.JT9.T987'), 'H')).toBe(card('H9'));
    // The signaller reads nothing of its own; a card that wins the trick is no signal.
    expect(signalsGiven(encouraged, 'E').E).toEqual([]);
    const overtaken = playOf(WITH_ACE, ['HK', 'H6', 'HA', 'H3']);
    expect(signalsGiven(overtaken, 'W').E).toEqual([]);
  });

  it("place the ace where partner's signal says in most layouts the leader deals, and every layout agrees with the rule", () => {
    const where = (pbn: string, cards: string[]): string[] =>
      readLayouts(playOf(pbn, cards), 'W', 'signal', 60).map((dealt) => (dealt.E.has(card('HA')) ? 'E' : 'S'));
    // Without the ace East gives the nine only as its lowest heart (no ♥5 or ♥2 either), with it
    // the two only as its one spot card (no ♥5): of the four hearts unseen by West (♥AT52), the
    // ace is East's in four layouts of five after the nine, South's in two of three after the
    // two, against one in two with no reading.
    const count = (seats: string[], seat: string) => seats.filter((s) => s === seat).length;
    expect(count(where(WITH_ACE, ['HK', 'H6', 'H9', 'H3']), 'E')).toBeGreaterThan(36);
    expect(count(where(WITHOUT_ACE, ['HK', 'H6', 'H2', 'H3']), 'S')).toBeGreaterThan(33);
  });

  it('given by the robots are read as what the signaller holds, over 40 seeded plays whatever the solver rates best', () => {
    // A solver rating cards at random pulls the robots toward every card in turn: only the rule
    // (signalRuleCards) keeps their signals readable.
    const random = seededRandom('signals-property');
    const anyRating: CardSolver = (position) =>
      position.hands[position.turn].toArray().map((c) => ({ card: c, tricks: Math.floor(random() * 3) }));
    const strains = ['S', 'H', 'D', 'C', 'NT'] as const;
    let read = 0;
    for (let i = 0; i < 40; i++) {
      const deal = dealFromSeed(`signals-${i}`, 'N');
      const contract: Contract = { level: 3, strain: strains[i % 5] ?? 'NT', doubled: '', declarer: SEATS[i % 4] ?? 'S' };
      let play = startPlay(deal, contract);
      for (let n = 0; n < 52; n++) {
        const choice = chooseCard(play, { seed: i, budgetMs: Infinity, samples: 2, solver: anyRating });
        play = unwrap(playCard(play, choice?.card ?? -1));
      }
      for (const observer of SEATS) {
        const signals = signalsGiven(play, observer);
        for (const seat of SEATS) {
          read += signals[seat].length;
          expect(fitsSignals(deal[seat], signals[seat]), `deal ${i}, ${seat}'s signals as ${observer} reads them`).toBe(true);
        }
      }
    }
    expect(read).toBeGreaterThan(40);
  });

  it('are given up before the auction’s ranges are widened, when no layout fits them', () => {
    // East's ♥2 reads as no honour, but South shows out of hearts: the ♥A can only be East's.
    const play = playOf('N:AQ2.876.AKQ2.KQJ 543.A952.JT9.T98 KJT987.3.43.A765 6.KQJT4.8765.432', [
      'HK',
      'H6',
      'H2',
      'H3',
      'HQ',
      'H7',
      'H5',
      'C5',
    ]);
    const constraints = {
      E: handConstraint({ min: 4, max: 6 }, { H: { min: 4, max: 4 } }),
      S: handConstraint({ min: 7, max: 9 }, { S: { min: 6, max: 6 }, H: { min: 1, max: 1 } }),
    };
    const k = knowledgeOf(play, 'W', constraints);
    const next = layoutSampler(k, seededRandom('misread'));
    for (let i = 0; i < 10; i++) {
      const layout = next();
      expect(layout?.relaxation).toBe(2); // 1 gives up the caller's tests, of which there are none
      for (const seat of ['E', 'S'] as const)
        expect(fitsConstraint((layout?.hands[seat] ?? CardSet.empty).union(k.facts.played[seat]), constraints[seat])).toBe(true);
    }
  });
});

describe('count signals', () => {
  // West leads a trump, won by South's ♠8; South then leads clubs (♣A65), West holding ♣432 and
  // East ♣T987.
  const afterTrumpLead = ['S7', 'S2', 'S3', 'S8'];
  const hand = (text: string) => unwrap(parsePbnDeal(`E:${text} - - -`, { complete: false })).E;

  it('are given by the rule: with an even number of cards the second lowest spot card, otherwise the lowest', () => {
    expect(countCard(hand('543.A92.JT9.T987'), 'C')).toBe(card('C8'));
    expect(countCard(hand('543.A92.JT98.T97'), 'C')).toBe(card('C7'));
    expect(countCard(hand('543.A92.JT987.T9'), 'C')).toBe(card('C9')); // T9: the ten is no spot card
    expect(countCard(hand('543.A92.JT987.KT'), 'C')).toBe(card('CT')); // no spot card: the lowest
    expect(countCard(hand('5432.A92.JT987.'), 'C')).toBeUndefined();
    // Following to declarer's lead, among cards rated equal, the rule's card.
    const play = playOf(WITH_ACE, [...afterTrumpLead, 'C5', 'C2', 'CK']);
    expect(formatCard(preferCard(legalCards(play), { play, gone: CardSet.empty }) ?? -1)).toBe('C8');
  });

  it("leave a defender following to declarer's first lead of a side suit no spot card but the rule's", () => {
    const allowed = (cards: string[]) => {
      const play = playOf(WITH_ACE, cards);
      return signalRuleCards(play, legalCards(play)).map(formatCard).sort();
    };
    // Second hand: ♣432, odd, the two. Fourth hand: ♣T987, even, the eight, or the ten (no spot card).
    expect(allowed([...afterTrumpLead, 'C5'])).toEqual(['C2']);
    expect(allowed([...afterTrumpLead, 'C5', 'C2', 'CK'])).toEqual(['C8', 'CT']);
    // Fourth hand's card that wins the trick is no signal: over partner's ♦6 every diamond of East's
    // does. But not the jack over the ten: the lowest of equals.
    expect(allowed([...afterTrumpLead, 'D3', 'D6', 'D2'])).toEqual(['D9', 'DT']);
    // No count in trumps, nor on the declaring side's second lead of a suit.
    expect(allowed([...afterTrumpLead, 'SK'])).toEqual(['S6']);
    expect(allowed([...afterTrumpLead, 'C5', 'C2', 'CK', 'C8', 'CQ'])).toEqual(['C7', 'C9', 'CT']);
  });

  it('are read by the same rule, by partner and declarer alike, from second and fourth hand', () => {
    const play = playOf(WITH_ACE, [...afterTrumpLead, 'C5', 'C2', 'CK', 'C8']);
    const read = signalsGiven(play, 'S');
    expect(read.W).toEqual([
      expect.objectContaining({ kind: 'lead', suit: 'S', card: card('S7') }),
      expect.objectContaining({ kind: 'count', suit: 'C', card: card('C2') }),
    ]);
    expect(read.E).toEqual([
      expect.objectContaining({ kind: 'attitude', suit: 'S' }),
      expect.objectContaining({ kind: 'count', suit: 'C', card: card('C8') }),
    ]);
    expect(fitsSignals(hand('543.A92.JT9.T987'), read.E)).toBe(true);
    expect(fitsSignals(hand('543.A92.JT97.T98'), read.E)).toBe(true); // odd, the eight the lowest
    expect(fitsSignals(hand('543.A92.JT98.T87'), read.E.slice(1))).toBe(false); // odd: would have given the seven
    expect(signalsGiven(play, 'W').E).toEqual(read.E);
    expect(signalsGiven(play, 'E').E).toEqual([]);
  });

  it("let declarer place the defenders' lengths: after West's ♣2 West holds an odd number of clubs in the layouts", () => {
    // Even only as ♣T2, the ten no spot card.
    const layouts = readLayouts(playOf(WITH_ACE, [...afterTrumpLead, 'C5', 'C2', 'CK', 'C8']), 'S', 'count', 60);
    const odd = layouts.filter((dealt) => dealt.W.count('C') % 2 === 1).length;
    // Unread, West's clubs would be odd in about half the layouts.
    expect(odd).toBeGreaterThan(50);
  });
});

describe('the lowest of equals', () => {
  // South declares 4♠. West leads the ♠7; South wins and leads a diamond to the ace, East's queen
  // falling: from the queen alone, or from QJ, for all South can see.
  const DEAL = 'N:AQ2.876.AKT98.KQ KJ3.A92.Q.T98732 T9854.T53.43.A65 76.KQJ4.J7652.J4';
  const afterTrumpLead = ['S7', 'S2', 'S3', 'S8'];
  const allowed = (cards: string[]) => {
    const play = playOf(DEAL, cards);
    return signalRuleCards(play, legalCards(play)).map(formatCard).sort();
  };

  it('leave a defender not on lead no card with the next card below it, a ten or better, in its hand', () => {
    // West second to a heart: ♥KQJ4, even, the four by the count rule; of the honours only the jack
    // (the ten below it is South's).
    expect(allowed([...afterTrumpLead, 'H3'])).toEqual(['H4', 'HJ']);
    // The rule starts at the ten: East's ♣T, with the ♣9 below it, stays.
    expect(allowed([...afterTrumpLead, 'C5', 'C4', 'CK'])).toEqual(['C3', 'CT']);
    // The declaring side plays as it likes: dummy may win with the ace or the king.
    expect(allowed([...afterTrumpLead, 'D3', 'D2'])).toEqual(['D8', 'D9', 'DA', 'DK', 'DT']);
  });

  it('counts the cards gone in finished tricks as between equals, not those of the trick in progress', () => {
    // East's ♠KJ3 over dummy's ♠Q: the king beats the queen on the table, the jack does not.
    expect(allowed(['S7', 'SQ'])).toEqual(['S3', 'SJ', 'SK']);
    // Once the queen is gone in a finished trick, the king and jack are equals: the jack.
    expect(allowed(['S7', 'SQ', 'S3', 'S4', 'S2'])).toEqual(['SJ']);
  });

  it("are read by declarer: after East's ♦Q under the ace, every layout gives West the ♦J", () => {
    const play = playOf(DEAL, [...afterTrumpLead, 'D3', 'D2', 'DA', 'DQ']);
    const equals = (seat: Seat) => signalsGiven(play, seat).E.filter((s) => s.kind === 'equals');
    expect(equals('S')).toEqual([expect.objectContaining({ suit: 'D', card: card('DQ') })]);
    expect(equals('W')).toEqual(equals('S')); // partner reads it too
    expect(equals('E')).toEqual([]);
    const layouts = readLayouts(play, 'S', 'equals', 60);
    expect(layouts.filter((dealt) => dealt.W.has(card('DJ'))).length).toBe(60);
    // The reading is the rule: a hand that held the jack with the queen fits it no more.
    const east = (text: string) => unwrap(parsePbnDeal(`E:${text} - - -`, { complete: false })).E;
    const read = equals('S');
    expect(fitsSignals(east('KJ3.A92.Q.T98732'), read)).toBe(true);
    expect(fitsSignals(east('KJ3.A9.QJ.T98732'), read)).toBe(false);
  });

  it('say nothing of a card whose next card below is a spot card, or in the trick already', () => {
    // East's ♣T (the nine below it): no reading. East's ♥A over West's ♥K: the king is on the
    // table, nothing to deny.
    const equals = (cards: string[]) => signalsGiven(playOf(DEAL, cards), 'S').E.filter((s) => s.kind === 'equals');
    expect(equals([...afterTrumpLead, 'C5', 'C4', 'CK', 'CT'])).toEqual([]);
    expect(equals(['HK', 'H6', 'HA'])).toEqual([]);
    expect(equals(['S7', 'SQ', 'SK'])).toEqual([]); // the queen on the table
    // East's ♠J to the second round, the queen gone: West reads that East has not the ♠T.
    const second = playOf(DEAL, ['S7', 'SQ', 'S3', 'S4', 'S2', 'SJ']);
    expect(signalsGiven(second, 'W').E.filter((s) => s.kind === 'equals')).toEqual([
      expect.objectContaining({ suit: 'S', card: card('SJ') }),
    ]);
  });
});
