import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CardSet,
  SEATS,
  actorOf,
  dealFromSeed,
  formatCard,
  gameCall,
  gameToRecord,
  gamePlay,
  highCardPoints,
  isLegalCard,
  legalCards,
  newGame,
  parseCall,
  parseCard,
  playCard,
  goneCards,
  startPlay,
  parsePbnDeal,
  seededRandom,
  sideOf,
  unwrap,
  type Contract,
  type Game,
  type Play,
  type PlayGame,
  type Seat,
} from '@tenace/engine';
import { ddTable, positionFromPlay } from '@tenace/engine/dd';
import { ANY_HAND, fitsConstraint, handConstraint } from '../../src/play/constraints.ts';
import {
  CLOSE_CALL_SAMPLES,
  LATER_DECLARER_SAMPLES,
  LATER_FROM_TRICK,
  DEFAULT_SAMPLES,
  FIRST_LAYOUT_SHARE,
  FOURTH_HAND_SHARE,
  chooseCard,
  chooserOf,
  tricksNeeded,
  TRY_NODES,
} from '../../src/play/choose.ts';
import { certainClaim } from '../../src/play/claim.ts';
import { declarerMaxTricks, robotPlay, type AuctionConstraints, type CardChoice } from '../../src/index.ts';
import { ddCardSolver, type CardSolver, type TargetSolver } from '../../src/play/solver.ts';
import { knowledgeOf, layoutAgrees, layoutSampler, RELAX_STEPS, unseenSeats } from '../../src/play/sample.ts';
import { playOutDeal } from '../../src/play/index.ts';
import { preferCard } from '../../src/play/prefer.ts';
import { signalRuleCards } from '../../src/play/signals.ts';
import { decide, evaluationSteps } from '@tenace/rules-dsl';
import { book } from '@tenace/rules-dsl/testing';

/** A game in the play, with `calls` from `dealer` (e.g. '1NT Pass 3NT Pass Pass Pass'). */
function gameWith(seed: string, calls: string, dealer: Seat = 'N'): PlayGame {
  let game: Game = unwrap(newGame({ deal: dealFromSeed(seed), dealer, vulnerability: 'None' }));
  for (const text of calls.split(' ')) {
    const seat = actorOf(game);
    if (seat === undefined) throw new Error('the auction ended early');
    game = unwrap(gameCall(game, seat, unwrap(parseCall(text))));
  }
  if (game.phase !== 'play') throw new Error('the auction did not end');
  return game;
}

/**
 * Plays `cards` cards by the cheap rule "lowest card the signal rules allow" (the opening lead and
 * signals as the robots give them, so the others' readings hold), to reach a position late in the deal.
 */
function advance(game: PlayGame, cards: number): PlayGame {
  let current: Game = game;
  for (let i = 0; i < cards && current.phase === 'play'; i++) {
    const seat = actorOf(current);
    const [first] = signalRuleCards(current.play, legalCards(current.play)).sort((a, b) => (a % 13) - (b % 13));
    if (seat === undefined || first === undefined) break;
    current = unwrap(gamePlay(current, seat, first));
  }
  if (current.phase !== 'play') throw new Error('the play ended early');
  return current;
}

const cards = (text: string): number[] => text.split(' ').map((t) => unwrap(parseCard(t)));

/** A hand-made ending: hands as PBN (fewer than 13 cards each), `turn` on lead. */
function ending(pbn: string, contract: Contract, turn: Seat): Play {
  return { contract, hands: unwrap(parsePbnDeal(pbn, { complete: false })), tricks: [], turn };
}

const fixed = { budgetMs: Infinity, samples: 6 } as const;

describe('sampling the unseen hands', () => {
  it('never contradicts the cards seen, the cards played, the voids shown or the hand sizes', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000 }), fc.integer({ min: 0, max: 44 }), fc.integer(), (dealSeed, played, sampleSeed) => {
        const game = advance(gameWith(`s${dealSeed}`, '1NT Pass 3NT Pass Pass Pass'), played);
        const observer = actorOf(game) ?? 'N';
        const k = knowledgeOf(game.play, observer);
        const next = layoutSampler(k, seededRandom(sampleSeed));
        for (let i = 0; i < 5; i++) {
          const layout = next();
          expect(layout).toBeDefined();
          if (layout) expect(layoutAgrees(k, layout.hands)).toBe(true);
        }
      }),
      { numRuns: 60 },
    );
  });

  it('keeps to the ranges the auction showed when they can be met', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000 }), fc.integer({ min: 0, max: 6 }), fc.integer(), (dealSeed, slack, sampleSeed) => {
        const game = gameWith(`c${dealSeed}`, '1NT Pass 3NT Pass Pass Pass');
        // Ranges around the real hands, so that a fitting layout exists.
        const constraints: AuctionConstraints = Object.fromEntries(
          SEATS.map((seat) => {
            const hand = game.deal[seat];
            const hcp = highCardPoints(hand);
            const around = (n: number) => ({ min: Math.max(0, n - (slack >> 1)), max: n + (slack >> 1) });
            return [
              seat,
              handConstraint(
                { min: Math.max(0, hcp - slack), max: hcp + slack },
                { S: around(hand.count('S')), H: around(hand.count('H')) },
              ),
            ];
          }),
        );
        const k = knowledgeOf(game.play, 'E', constraints);
        const next = layoutSampler(k, seededRandom(sampleSeed));
        for (let i = 0; i < 4; i++) {
          const layout = next();
          if (layout === undefined) throw new Error('no layout');
          expect(layoutAgrees(k, layout.hands)).toBe(true);
          if (layout.relaxation === 0) {
            for (const seat of ['N', 'S', 'W'] as const)
              expect(fitsConstraint(layout.hands[seat], constraints[seat] ?? ANY_HAND)).toBe(true);
          }
        }
      }),
      { numRuns: 40 },
    );
  });

  it('deals three unseen hands in their true proportions: no fitting hand is favoured', () => {
    // West on lead sees only its own hand. North must hold 4-5 points and East 0-3, South anything:
    // each layout that fits is as likely as any other. A sampler that kept North's hand while it
    // dealt East again would favour North hands leaving East few fitting hands.
    const contract: Contract = { level: 3, strain: 'NT', doubled: '', declarer: 'S' };
    const play = ending('N:AQ2... .K32.. ..J54. ...876', contract, 'W');
    const constraints: AuctionConstraints = { N: handConstraint({ min: 4, max: 5 }), E: handConstraint({ min: 0, max: 3 }) };
    const k = knowledgeOf(play, 'W', constraints);
    // The true proportions of North's hands, from every layout of the nine unseen cards.
    const unseen = k.unseen.toArray();
    const exact = new Map<number, number>();
    let fitting = 0;
    const hands = (mask: number): CardSet => CardSet.fromCards(unseen.filter((_, i) => (mask >> i) & 1));
    for (let n = 0; n < 512; n++) {
      if (hands(n).size !== 3) continue;
      for (let e = 0; e < 512; e++) {
        if ((n & e) !== 0 || hands(e).size !== 3) continue;
        const north = hands(n);
        if (!fitsConstraint(north, constraints.N ?? ANY_HAND) || !fitsConstraint(hands(e), constraints.E ?? ANY_HAND)) continue;
        exact.set(north.key, (exact.get(north.key) ?? 0) + 1);
        fitting++;
      }
    }
    const next = layoutSampler(k, seededRandom('proportions'));
    const drawn = new Map<number, number>();
    const draws = 10_000;
    for (let i = 0; i < draws; i++) {
      const layout = next();
      if (layout === undefined || layout.relaxation !== 0) throw new Error('every layout should fit');
      drawn.set(layout.hands.N.key, (drawn.get(layout.hands.N.key) ?? 0) + 1);
    }
    // Total variation distance between the drawn and the true proportions: under 0.02 from sampling
    // noise here, about 0.08 when North's hand is kept while East is dealt again.
    let distance = 0;
    for (const [hand, count] of exact) distance += Math.abs(count / fitting - (drawn.get(hand) ?? 0) / draws) / 2;
    expect(exact.size).toBeGreaterThan(5);
    expect(distance).toBeLessThan(0.04);
  });

  it('deals around the voids shown: a suit goes to the seat that can hold it, the other cards in their true proportions', () => {
    const contract: Contract = { level: 3, strain: 'NT', doubled: '', declarer: 'S' };
    const deal = unwrap(parsePbnDeal('N:.432..3 ..5432. 2...654 AKQ...2', { complete: false }));
    const play = ['C2', 'C3', 'D2', 'C4'].reduce((p, c) => unwrap(playCard(p, unwrap(parseCard(c)))), startPlay(deal, contract));
    // West sees its hand and dummy's. East showed out of clubs, so South holds both clubs left, and
    // one of the four other unseen cards, each as likely.
    const [c5, c6] = cards('C5 C6');
    const next = layoutSampler(knowledgeOf(play, 'W'), seededRandom('voids'));
    const third = new Map<number, number>();
    const draws = 4000;
    for (let i = 0; i < draws; i++) {
      const south = next()?.hands.S;
      if (south === undefined || c5 === undefined || c6 === undefined) throw new Error('a layout fits');
      expect(south.has(c5) && south.has(c6)).toBe(true);
      const [other] = south.toArray().filter((c) => c !== c5 && c !== c6);
      if (other !== undefined) third.set(other, (third.get(other) ?? 0) + 1);
    }
    expect([...third.keys()].sort((a, b) => a - b)).toEqual(cards('S2 D3 D4 D5').sort((a, b) => a - b));
    // Each 1/4: the sampling noise is some 0.007.
    for (const n of third.values()) expect(Math.abs(n / draws - 0.25)).toBeLessThan(0.03);
  });

  it("keeps to the caller's test of a hand, and gives it up first, within a bounded number of tests, when no layout passes it", () => {
    const game = advance(gameWith('tests', '1NT Pass 3NT Pass Pass Pass'), 5);
    const observer = actorOf(game) ?? 'N';
    const k0 = knowledgeOf(game.play, observer);
    const [seat] = unseenSeats(k0);
    if (seat === undefined) throw new Error('no unseen seat');
    // A card the observer cannot see, and whether this seat holds it.
    const [probe] = k0.unseen;
    if (probe === undefined) throw new Error('no unseen card');
    const holds = game.play.hands[seat].has(probe);
    let tests = 0;
    const withTest = (accepts: (dealt: CardSet) => boolean) =>
      knowledgeOf(game.play, observer, {
        [seat]: {
          ...ANY_HAND,
          accepts: (dealt: CardSet) => {
            tests++;
            return accepts(dealt);
          },
        },
      });
    // A test the real hand passes: every layout passes it too.
    const next = layoutSampler(
      withTest((dealt) => dealt.has(probe) === holds),
      seededRandom('tests'),
    );
    for (let i = 0; i < 20; i++) {
      const layout = next();
      expect(layout?.relaxation).toBe(0);
      expect(layout?.hands[seat].has(probe)).toBe(holds);
    }
    expect(tests).toBeGreaterThan(0);
    // A test no hand passes: given up (step 1) while the ranges and signals still hold, after at most a thousand tries.
    tests = 0;
    const none = layoutSampler(
      withTest(() => false),
      seededRandom('tests'),
    );
    for (let i = 0; i < 50; i++) expect(none()?.relaxation).toBe(1);
    expect(tests).toBeLessThanOrEqual(1000);
    expect(tests).toBeGreaterThan(100);
  });

  it('widens and finally drops ranges no layout can meet, but never the facts of the play', () => {
    const game = advance(gameWith('relax', '1NT Pass 3NT Pass Pass Pass'), 9);
    const impossible = handConstraint({ min: 30, max: 37 }, { S: { min: 9, max: 13 } });
    const k = knowledgeOf(game.play, actorOf(game) ?? 'N', { N: impossible, E: impossible, S: impossible, W: impossible });
    const layout = layoutSampler(k, seededRandom(1))();
    expect(layout?.relaxation).toBe(RELAX_STEPS);
    expect(layout && layoutAgrees(k, layout.hands)).toBe(true);
  });

  it('deals the opening leader three unseen hands and the others two once dummy is down', () => {
    const game = gameWith('seen', '1NT Pass 3NT Pass Pass Pass');
    expect(Object.keys(knowledgeOf(game.play, 'E').seen)).toEqual(['E']);
    const after = advance(game, 1);
    expect(Object.keys(knowledgeOf(after.play, 'N').seen).sort()).toEqual(['N', 'S']);
  });
});

describe('the card choice', () => {
  it('plays only legal cards, following suit, to the end of the deal', () => {
    for (const seed of ['legal-1', 'legal-2', 'legal-3']) {
      const start = advance(gameWith(seed, '1S Pass 4S Pass Pass Pass'), 24);
      let checked = 0;
      const done = playOutDeal(start, {
        seed,
        ...fixed,
        samples: 3,
        claims: false,
        onMove: (before, _seat, move) => {
          if (move.kind === 'play' && before.phase === 'play') {
            expect(isLegalCard(before.play, move.card)).toBe(true);
            checked++;
          }
        },
      });
      expect(done.ok && done.value.phase).toBe('done');
      expect(checked).toBe(52 - 24);
    }
  });

  it('cashes its winners before giving up the lead, leading the lowest of equal cards', () => {
    // South (declarer, no trump) must take the three spades before the heart: a heart first
    // lets the defenders cash hearts while South throws spades.
    const play = ending('N:432.3.. 7.KQ.6. AKQ.2.. .AJ5.4.', { level: 3, strain: 'NT', doubled: '', declarer: 'S' }, 'S');
    const choice = chooseCard(play, { seed: 1, ...fixed });
    expect(formatCard(choice?.card ?? -1)).toBe('SQ');
    const spade = choice?.ratings.find((r) => formatCard(r.card) === 'SA')?.tricks ?? 0;
    const heart = choice?.ratings.find((r) => formatCard(r.card) === 'H2')?.tricks ?? 99;
    expect(spade).toBe(3);
    expect(heart).toBeLessThan(spade);
  });

  it('ruffs a trick it would lose, with the lowest of equal trumps', () => {
    // Hearts are trumps; West has led the club ace (so holds three cards), and dummy (North), void in
    // clubs, should ruff: South's top spades and trump ace win their tricks anyway, so a discard
    // gives up the club trick however East and West hold the other cards.
    const contract: Contract = { level: 4, strain: 'H', doubled: '', declarer: 'S' };
    const [ace] = cards('CA');
    if (ace === undefined) throw new Error('no card');
    const hands = unwrap(parsePbnDeal('N:5.32.4. ..632.2 AK.A..3 Q.9..K', { complete: false }));
    const play: Play = { contract, hands, tricks: [{ leader: 'W', cards: [{ seat: 'W', card: ace }] }], turn: 'N' };
    const choice = chooseCard(play, { seed: 2, ...fixed });
    expect(choice?.chooser).toBe('S');
    expect(formatCard(choice?.card ?? -1)).toBe('H2');
  });

  it('is the same decision for the same seed, and solves no more layouts than allowed', () => {
    const game = advance(gameWith('same', '1NT Pass 3NT Pass Pass Pass'), 20);
    const a = chooseCard(game.play, { seed: 'x', ...fixed });
    const b = chooseCard(game.play, { seed: 'x', ...fixed });
    expect(a).toEqual(b);
    expect(a?.samples).toBeLessThanOrEqual(fixed.samples);
    const one = playOutDeal(game, { seed: 9, ...fixed, samples: 2 });
    const two = playOutDeal(game, { seed: 9, ...fixed, samples: 2 });
    expect(one.ok && two.ok && gameToRecord(one.value)).toEqual(one.ok && two.ok && gameToRecord(two.value));
  });

  it('solves fewer layouts when the time budget runs short', () => {
    const game = advance(gameWith('time', '1NT Pass 3NT Pass Pass Pass'), 16);
    let clock = 0;
    // Each layout "costs" 40 ms on the clock the robot is given.
    const timed: CardSolver = (position, limits) => {
      clock += 40;
      return ddCardSolver(position, limits);
    };
    const short = chooseCard(game.play, { seed: 3, samples: 50, budgetMs: 190, now: () => clock, solver: timed });
    // After four layouts (160 ms) a fifth would end past 190 ms.
    expect(short?.samples).toBe(4);
    expect(short?.outOfTime).toBe(false);
  });

  it('never waits past the budget: a layout not solved in time is dropped, and the conventional card is played', () => {
    const game = advance(gameWith('slow', '1NT Pass 3NT Pass Pass Pass'), 0);
    let clock = 0;
    // A solver that takes 100 ms a layout and, like the real one, gives up at the deadline.
    const slow: CardSolver = (position, limits) => {
      clock += 100;
      if (clock > (limits?.deadline ?? Infinity)) return undefined;
      return ddCardSolver(position);
    };
    const now = () => clock;
    // The clock alone decides here: no budget of search nodes.
    const choice = chooseCard(game.play, { seed: 5, samples: 50, budgetMs: 250, nodeBudget: Infinity, now, solver: slow });
    // Two layouts fit in 250 ms; the third would end at 300 ms, so the pace rule stops first.
    expect(choice?.samples).toBe(2);
    expect(choice?.outOfTime).toBe(false);
    clock = 0;
    const none = chooseCard(game.play, { seed: 5, samples: 50, budgetMs: 90, nodeBudget: Infinity, now, solver: slow });
    expect(none?.samples).toBe(0);
    expect(none?.outOfTime).toBe(true);
    expect(legalCards(game.play)).toContain(none?.card);
    // The conventional lead from West's hand: what preferCard picks among all the legal cards.
    expect(none?.card).toBe(preferCard(legalCards(game.play), { play: game.play, gone: CardSet.empty }));
  });

  it('drops a first layout it cannot solve in its share of the budget, and solves the next ones with the rest, never past the budget', () => {
    const game = advance(gameWith('fallback', '1NT Pass 3NT Pass Pass Pass'), 9);
    const seat = game.play.turn;
    const legal = legalCards(game.play);
    expect(new Set(legal.map((c) => c % 13)).size).toBeGreaterThan(1);
    const calls: { maxNodes: number | undefined; hands: string }[] = [];
    // A solver that cannot solve the first layout it is given (or none, when `finishes` is false),
    // and rates every card by its rank otherwise: the highest legal card is then the choice.
    const solver =
      (finishes: boolean): CardSolver =>
      (position, limits) => {
        calls.push({ maxNodes: limits?.maxNodes, hands: SEATS.map((s) => position.hands[s].toArray().join()).join('/') });
        if (calls.length === 1 || !finishes) return undefined;
        return position.hands[seat].toArray().map((c) => ({ card: c, tricks: c % 13 }));
      };
    const options = { seed: 6, samples: 8, budgetMs: 250, nodeBudget: 5_000, now: () => 0 };
    const choice = chooseCard(game.play, { ...options, solver: solver(true) });
    // Its share of the budget, less the work of dealing it: whole deals tried (at least one), no more than a few.
    const dealing = 5_000 * FIRST_LAYOUT_SHARE - (calls[0]?.maxNodes ?? 0);
    expect(dealing % TRY_NODES).toBe(0);
    expect(dealing).toBeGreaterThanOrEqual(TRY_NODES);
    expect(dealing).toBeLessThan(500);
    expect(calls[1]?.hands).not.toBe(calls[0]?.hands);
    expect(calls.every((c) => (c.maxNodes ?? Infinity) <= 5_000)).toBe(true);
    expect(choice?.samples).toBe(8);
    expect(choice?.ratings.length).toBe(legal.length);
    expect((choice?.card ?? -1) % 13).toBe(Math.max(...legal.map((c) => c % 13)));
    // When the next layout cannot be solved either: the conventional card, and no third search.
    calls.length = 0;
    const none = chooseCard(game.play, { ...options, solver: solver(false) });
    expect(calls.length).toBe(2);
    expect(none?.samples).toBe(0);
    expect(none?.outOfTime).toBe(true);
    expect(none?.card).toBe(
      preferCard(legal, {
        play: game.play,
        gone: CardSet.fromCards(game.play.tricks.filter((t) => t.cards.length === 4).flatMap((t) => t.cards.map((pc) => pc.card))),
      }),
    );
  });

  it('gives the fourth hand to a trick FOURTH_HAND_SHARE of the budget after the first trick, the other hands all of it', () => {
    // The most work any one search of the decision was allowed, for the card after `cards` cards.
    const mostAllowed = (cards: number): number => {
      const game = advance(gameWith('fourth-hand', '1NT Pass 3NT Pass Pass Pass'), cards);
      let most = 0;
      const recording: CardSolver = (position, limits) => {
        most = Math.max(most, limits?.maxNodes ?? Infinity);
        return ddCardSolver(position, limits);
      };
      chooseCard(game.play, { seed: 3, samples: 64, budgetMs: 250, nodeBudget: 40_000, now: () => 0, solver: recording });
      return most;
    };
    // Tricks 1–4, card by card (a card no search is needed for is allowed 0).
    const allowed = Array.from({ length: 16 }, (_, card) => mostAllowed(card));
    const share = 40_000 * FOURTH_HAND_SHARE;
    for (const fourth of [7, 11, 15]) {
      expect(allowed[fourth]).toBeGreaterThan(0);
      expect(allowed[fourth]).toBeLessThanOrEqual(share);
    }
    const others = allowed.filter((most, card) => card % 4 !== 3 && most > 0);
    expect(others.length).toBeGreaterThanOrEqual(6);
    for (const most of others) expect(most).toBeGreaterThan(share);
    // Trick 1's fourth hand, the declarer winning the opening lead or holding up, gets all of it.
    expect(allowed[3]).toBeGreaterThan(share);
  });

  it('keeps to a budget of work where the clock stands still, as in a deployed Worker, and decides the same every time', () => {
    const game = advance(gameWith('frozen', '1NT Pass 3NT Pass Pass Pass'), 4);
    const frozen = { seed: 4, samples: 48, budgetMs: 250, nodeBudget: 20_000, now: () => 0 };
    const first = chooseCard(game.play, frozen);
    // Another decision searched in between (another deal, the same strain), or full tables (as a
    // game's warm-up of a fresh isolate solves), change nothing: each decision starts the solver
    // afresh, and only its own layouts go on from each other's table.
    chooseCard(advance(gameWith('between', '1NT Pass 3NT Pass Pass Pass'), 4).play, frozen);
    ddTable(dealFromSeed('between', 'N'), { maxNodes: 50_000 });
    const again = chooseCard(game.play, frozen);
    expect(first?.samples).toBeLessThan(48);
    expect(again).toEqual(first);
    const calls: boolean[] = [];
    const recording: CardSolver = (position, limits) => {
      calls.push(position.continues === true);
      return ddCardSolver(position, limits);
    };
    const recorded = chooseCard(game.play, { ...frozen, samples: 3, nodeBudget: Infinity, solver: recording });
    expect(calls).toEqual([false, true, true]);
    expect(recorded?.samples).toBe(3);
    // With no work budget and a clock that never moves, every layout asked for is solved.
    const unbounded = chooseCard(game.play, { ...frozen, samples: 3, nodeBudget: Infinity });
    expect(unbounded?.samples).toBe(3);
  });

  it("counts the caller's tests of sampled hands as work in the budget", () => {
    const game = advance(gameWith('tests-work', '1NT Pass 3NT Pass Pass Pass'), 16);
    const frozen = { seed: 5, samples: 32, budgetMs: 250, nodeBudget: 40_000, now: () => 0 };
    // A test every hand passes, at no real cost: only its count as work leaves fewer layouts solved.
    const passing: AuctionConstraints = Object.fromEntries(SEATS.map((seat) => [seat, { ...ANY_HAND, accepts: () => true }]));
    const plain = chooseCard(game.play, frozen);
    const tested = chooseCard(game.play, { ...frozen, constraints: passing });
    // The layouts dealt: the screened ones, which the exact solving goes over again.
    const dealt = (choice: CardChoice | undefined): number => Math.max(choice?.samples ?? 0, choice?.screened ?? 0);
    expect(dealt(plain)).toBeGreaterThan(10);
    expect(dealt(tested)).toBeLessThan(dealt(plain));
    // Without a work budget, the tests change nothing.
    const free = { ...frozen, nodeBudget: Infinity };
    expect(chooseCard(game.play, { ...free, constraints: passing })).toEqual(chooseCard(game.play, free));
  });

  it('counts the deals the sampler tries as work in the budget', () => {
    const game = advance(gameWith('tests-work', '1NT Pass 3NT Pass Pass Pass'), 16);
    // Ranges no hand fits: the sampler tries thousands of deals before it drops them, and counts them.
    const impossible = handConstraint({ min: 30, max: 37 }, { S: { min: 9, max: 13 } });
    const rare: AuctionConstraints = Object.fromEntries(SEATS.map((seat) => [seat, impossible]));
    const observer = actorOf(game) ?? 'N';
    const spent = { tries: 0, tests: 0 };
    expect(layoutSampler(knowledgeOf(game.play, observer, rare), seededRandom(5), spent)()?.relaxation).toBe(RELAX_STEPS);
    expect(spent.tries).toBeGreaterThan(5000);
    // A budget of work smaller than those tries: no layout is left any of it, where the same
    // budget solves many when the hands are easy to deal; the card is then the conventional one.
    const frozen = { seed: 5, samples: 32, budgetMs: 250, nodeBudget: 12_000, now: () => 0 };
    const plain = chooseCard(game.play, frozen);
    const tried = chooseCard(game.play, { ...frozen, constraints: rare });
    expect((plain?.samples ?? 0) + (plain?.screened ?? 0)).toBeGreaterThan(5);
    expect(tried).toMatchObject({ samples: 0, screened: 0, outOfTime: true });
    expect(legalCards(game.play)).toContain(tried?.card);
    // Without a work budget every layout asked for is solved.
    expect(chooseCard(game.play, { ...frozen, nodeBudget: Infinity, constraints: rare })?.samples).toBe(32);
  });

  it("gives up the caller's tests once they took the book steps a decision may: a large book's cost is bounded", () => {
    const game = advance(gameWith('tests-work', '1NT Pass 3NT Pass Pass Pass'), 16);
    // A book of 1,500 rules that all fail late: each test takes some 4,500 of the book's steps.
    const slow = book(`Situation "All"\n${'If points >= 0\nIf points = 37\nBid Pass\n\n'.repeat(1500)}`);
    const accepts = (hand: CardSet): boolean =>
      decide(slow, { hand, vulnerability: 'None', auction: { dealer: 'N', calls: [] } }, { trace: false }).call !== undefined;
    const testing: AuctionConstraints = Object.fromEntries(SEATS.map((seat) => [seat, { ...ANY_HAND, accepts }]));
    const spent = { tries: 0, tests: 0, testSteps: 0 };
    const before = evaluationSteps();
    expect(layoutSampler(knowledgeOf(game.play, actorOf(game) ?? 'N', testing), seededRandom(5), spent)()?.relaxation).toBe(1);
    // Given up at a million steps, long before the 1,000 tests a decision may run.
    expect(spent.testSteps).toBeGreaterThanOrEqual(1_000_000);
    expect(spent.testSteps).toBeLessThan(1_000_000 + 5_000);
    expect(spent.tests).toBeLessThan(300);
    expect(evaluationSteps() - before).toBe(spent.testSteps);
  });

  it('stops the real search at the deadline on the clock it is given', () => {
    // A clock that moves 1 ms on every reading: the search reads it every thousand nodes or so,
    // so an opening lead (thousands of nodes) cannot be solved within 2 ms: the first layout gets
    // half of it, the next the rest, and the card is played by convention.
    const game = advance(gameWith('deadline', '1NT Pass 3NT Pass Pass Pass'), 0);
    let clock = 0;
    const choice = chooseCard(game.play, { seed: 2, samples: 10, budgetMs: 2, nodeBudget: Infinity, now: () => ++clock });
    expect(choice?.outOfTime).toBe(true);
    expect(choice?.samples).toBeLessThanOrEqual(1);
    // The clock read a few times past the last deadline at most (the reading that stops the search).
    expect(clock).toBeLessThanOrEqual(2 + 3);
    expect(legalCards(game.play)).toContain(choice?.card);
  });

  it('averages over the layouts the solver rates, choosing the best card', () => {
    // A solver that rates every card by its rank makes the choice the highest legal card.
    const byRank: CardSolver = (position) => position.hands[position.turn].toArray().map((c) => ({ card: c, tricks: c % 13 }));
    const game = advance(gameWith('avg', '1NT Pass 3NT Pass Pass Pass'), 8);
    const choice = chooseCard(game.play, { seed: 1, ...fixed, solver: byRank });
    const legal = legalCards(game.play);
    expect(choice?.samples).toBe(fixed.samples);
    expect((choice?.card ?? -1) % 13).toBe(Math.max(...legal.map((c) => c % 13)));
  });

  describe('for the contract, not only the average', () => {
    // Eight cards into 3NT: a position where the side on play needs `needed` more tricks.
    const game = advance(gameWith('avg', '1NT Pass 3NT Pass Pass Pass'), 8);
    /**
     * In `play`, the highest legal card (the gamble) takes three more than needed when the first
     * unseen seat (`holder`) has the first unseen card (`marker`), one fewer otherwise (about half
     * the layouts: more tricks on average); the next (the safe card) takes exactly what is needed.
     */
    const safetyPlayIn = (play: Play) => {
      const needed = tricksNeeded(play);
      const [gamble, safe] = [...legalCards(play)].sort((a, b) => b - a);
      const seen = knowledgeOf(play, chooserOf(play));
      const [marker] = seen.unseen.toArray();
      const holder = unseenSeats(seen)[0] ?? 'N';
      const solver: CardSolver = (position) =>
        position.hands[position.turn].toArray().map((card) => ({
          card,
          tricks:
            card === gamble ? (position.hands[holder].has(marker ?? -1) ? needed + 3 : needed - 1) : card === safe ? needed : needed - 3,
        }));
      return { needed, gamble, safe, marker, holder, solver };
    };
    const { needed, gamble, safe, marker, holder, solver: safetyPlay } = safetyPlayIn(game.play);

    it('plays the card that reaches the goal on the most layouts, though another takes more tricks on average', () => {
      const choice = chooseCard(game.play, { seed: 7, budgetMs: Infinity, samples: 24, solver: safetyPlay });
      const rating = (card: number | undefined) => choice?.ratings.find((r) => r.card === card);
      expect(rating(gamble)?.tricks).toBeGreaterThan(rating(safe)?.tricks ?? Infinity);
      expect(rating(gamble)?.goal).toBeLessThan(1);
      expect(rating(safe)?.goal).toBe(1);
      expect(choice?.card).toBe(safe);
    });

    it('reads goal shares a layout apart as level, and plays the card taking more tricks', () => {
      // The gamble misses the goal on the first `misses` layouts and takes two tricks more than
      // needed on the others; the safe card takes exactly what is needed on every layout.
      const missing = (misses: number): CardSolver => {
        let layouts = 0;
        return (position) => {
          const miss = ++layouts <= misses;
          return position.hands[position.turn].toArray().map((card) => ({
            card,
            tricks: card === gamble ? (miss ? needed - 1 : needed + 2) : card === safe ? needed : needed - 3,
          }));
        };
      };
      const once = chooseCard(game.play, { seed: 7, budgetMs: Infinity, samples: 24, solver: missing(1) });
      const rating = (card: number | undefined) => once?.ratings.find((r) => r.card === card);
      expect(rating(safe)?.goal).toBe(1);
      expect(rating(gamble)?.goal).toBeCloseTo(23 / 24);
      expect(once?.card).toBe(gamble);
      // Best first, as the choice reads them.
      expect(once?.ratings[0]?.card).toBe(gamble);
      // Two layouts of 24 apart (8.3 %) are not level: the goal first.
      expect(chooseCard(game.play, { seed: 7, budgetMs: Infinity, samples: 24, solver: missing(2) })?.card).toBe(safe);
      // Shares 8 % apart or less are level, whatever the layouts: 4 of 50, not 5.
      expect(chooseCard(game.play, { seed: 7, budgetMs: Infinity, samples: 50, solver: missing(4) })?.card).toBe(gamble);
      expect(chooseCard(game.play, { seed: 7, budgetMs: Infinity, samples: 50, solver: missing(5) })?.card).toBe(safe);
    });

    it('takes the most tricks on average once every card reaches the goal alike', () => {
      const overtricks: CardSolver = (position) => safetyPlay(position)?.map((v) => ({ ...v, tricks: v.tricks + 4 }));
      const choice = chooseCard(game.play, { seed: 7, budgetMs: Infinity, samples: 24, solver: overtricks });
      expect(choice?.ratings[0]?.goal).toBe(1);
      expect(choice?.card).toBe(gamble);
    });

    it('stops solving once one card has been best on every layout of twelve or more', () => {
      const clear: CardSolver = (position) =>
        safetyPlay(position)?.map((v) => ({ ...v, tricks: v.card === safe ? needed + 1 : v.tricks - 2 }));
      // Eight cards played: a lead.
      const choice = chooseCard(game.play, { seed: 7, budgetMs: Infinity, samples: 40, solver: clear });
      expect(choice?.card).toBe(safe);
      expect(choice?.samples).toBe(12);
      // Nine: following to the lead, the same.
      const following = advance(gameWith('avg', '1NT Pass 3NT Pass Pass Pass'), 9);
      // The highest card the rules let it play (not an honour above its equal: signals.ts).
      const [top] = signalRuleCards(following.play, legalCards(following.play)).sort((a, b) => b - a);
      const topBest: CardSolver = (position) =>
        position.hands[position.turn].toArray().map((card) => ({ card, tricks: card === top ? 5 : 4 }));
      const follow = chooseCard(following.play, { seed: 7, budgetMs: Infinity, samples: 40, solver: topBest });
      expect(follow?.card).toBe(top);
      expect(follow?.samples).toBe(12);
      // Where no card is best everywhere, every layout asked for is solved.
      expect(chooseCard(game.play, { seed: 7, budgetMs: Infinity, samples: 40, solver: safetyPlay })?.samples).toBe(40);
    });

    // A card of another suit than the safe card's: never equal to it.
    const apart = legalCards(game.play).find((c) => Math.floor(c / 13) !== Math.floor((safe ?? 0) / 13));
    // The safe card and `apart` take the same tricks on every layout, the most; the others fewer.
    const twins: CardSolver = (position) =>
      position.hands[position.turn].toArray().map((card) => ({
        card,
        tricks: card === safe || card === apart ? needed + (position.hands[holder].has(marker ?? -1) ? 2 : 1) : needed - 2,
      }));

    it('goes on solving while two cards not equal to each other are both best on every layout', () => {
      expect(apart).toBeDefined();
      const choice = chooseCard(game.play, { seed: 7, budgetMs: Infinity, samples: 40, solver: twins });
      expect(choice?.samples).toBe(40);
      expect([safe, apart]).toContain(choice?.card);
    });

    it('solves a close call on more layouts than a clear choice, when the caller does not fix the number', () => {
      // The safe card and `apart` take a trick more in turn, layout by layout: alike on average,
      // apart on every layout, a close call solved on up to CLOSE_CALL_SAMPLES layouts.
      let layouts = 0;
      const seesaw: CardSolver = (position) => {
        const up = ++layouts % 2 === 0;
        return position.hands[position.turn].toArray().map((card) => ({
          card,
          tricks: card === safe ? needed + (up ? 2 : 1) : card === apart ? needed + (up ? 1 : 2) : needed - 2,
        }));
      };
      expect(chooseCard(game.play, { seed: 7, budgetMs: Infinity, solver: seesaw })?.samples).toBe(CLOSE_CALL_SAMPLES);
      // A number given holds for the close call too.
      expect(chooseCard(game.play, { seed: 7, budgetMs: Infinity, samples: 20, solver: seesaw })?.samples).toBe(20);
      // Cards alike on every layout are no close call: more layouts seldom part them.
      expect(chooseCard(game.play, { seed: 7, budgetMs: Infinity, solver: twins })?.samples).toBe(DEFAULT_SAMPLES);
      // The safe card reaches the goal on every layout, the next best on about half: clear.
      const clear = chooseCard(game.play, { seed: 7, budgetMs: Infinity, solver: safetyPlay });
      expect(clear?.samples).toBe(DEFAULT_SAMPLES);
      expect(clear?.card).toBe(safe);
    });

    it("solves the declaring side's later decisions on more layouts, the defence's on the usual number", () => {
      // Per position, the gamble best on about half the layouts and the safe card on the rest:
      // no card best everywhere, and no close call, so every layout allowed is solved.
      const deal = gameWith('avg', '1NT Pass 3NT Pass Pass Pass');
      const samplesAt = (cardsPlayed: number, declaring: boolean): number | undefined => {
        for (let n = cardsPlayed; n < cardsPlayed + 8; n++) {
          const play = advance(deal, n).play;
          if ((sideOf(chooserOf(play)) === sideOf(play.contract.declarer)) !== declaring) continue;
          // Not where the rules leave one card, or only cards equal to each other (nothing solved).
          const samples = chooseCard(play, { seed: 7, budgetMs: Infinity, solver: safetyPlayIn(play).solver })?.samples;
          if (samples !== 0) return samples;
        }
        return undefined;
      };
      const laterTrick = (LATER_FROM_TRICK - 1) * 4;
      expect(samplesAt(laterTrick, true)).toBe(LATER_DECLARER_SAMPLES);
      expect(samplesAt(laterTrick, false)).toBe(DEFAULT_SAMPLES);
      // Before that trick the declaring side solves the usual number too.
      expect(samplesAt(laterTrick - 8, true)).toBe(DEFAULT_SAMPLES);
    });

    it('early in the play, screens every card against the goal on more layouts, and solves exactly only the best few', () => {
      expect(game.play.hands[game.play.turn].size).toBeGreaterThanOrEqual(9);
      expect(legalCards(game.play).length).toBeGreaterThan(3);
      const asked: number[][] = [];
      // The exact solver notes the cards it is asked for.
      const exact: CardSolver = (position, limits) => {
        asked.push(position.candidates?.toArray() ?? legalCards(game.play));
        return safetyPlay(position, limits);
      };
      const screen: TargetSolver = (position, target) => safetyPlay(position)?.map((v) => ({ card: v.card, reaches: v.tricks >= target }));
      const choice = chooseCard(game.play, { seed: 7, budgetMs: Infinity, samples: 12, solver: exact, targetSolver: screen });
      expect(choice?.card).toBe(safe);
      expect(choice?.samples).toBe(12);
      // Twice as many layouts screened as solved exactly, and every exact solve on the shortlist:
      // the safe card, the gamble and one more (the rest never reach the goal).
      expect(choice?.screened).toBe(24);
      expect(asked).toHaveLength(12);
      for (const cards of asked) expect(cards).toHaveLength(3);
      expect(asked[0]).toContain(safe);
      expect(asked[0]).toContain(gamble);
      expect(choice?.ratings.map((r) => r.card).sort()).toEqual([...(asked[0] ?? [])].sort());
      expect(choice?.ratings[0]?.goal).toBe(1);
      // Given only an exact solver, nothing is screened.
      expect(chooseCard(game.play, { seed: 7, budgetMs: Infinity, samples: 12, solver: exact })?.screened).toBe(0);
    });

    it('ends the screen once cards not equal to each other reach the goal on every layout, for their tricks', () => {
      // The safe card and `apart` reach the goal on every layout, `apart` with a trick more; the
      // others never do.
      const both: CardSolver = (position) =>
        position.hands[position.turn]
          .toArray()
          .map((card) => ({ card, tricks: card === safe ? needed : card === apart ? needed + 1 : needed - 3 }));
      const screen: TargetSolver = (position, target) => both(position)?.map((v) => ({ card: v.card, reaches: v.tricks >= target }));
      const choice = chooseCard(game.play, { seed: 7, budgetMs: Infinity, samples: 12, solver: both, targetSolver: screen });
      // Eight screened layouts (SCREEN_CLEAR_AFTER), not the 24 asked for: the goal will not part them.
      expect(choice?.screened).toBe(8);
      expect(choice?.samples).toBeGreaterThanOrEqual(8);
      expect(choice?.card).toBe(apart);
    });

    it('after a screen that took its share of the budget, solves the shortlist on as many layouts as the rest pays for', () => {
      // A clock moved only by the solvers: a screened layout costs 10 ms, an exact one 1 ms (the
      // screen has proved most of its positions already).
      let clock = 0;
      const screen: TargetSolver = (position, target) => {
        clock += 10;
        return safetyPlay(position)?.map((v) => ({ card: v.card, reaches: v.tricks >= target }));
      };
      const exact: CardSolver = (position, limits) => {
        clock += 1;
        return safetyPlay(position, limits);
      };
      const choice = chooseCard(game.play, {
        seed: 7,
        budgetMs: 200,
        nodeBudget: Infinity,
        samples: 12,
        solver: exact,
        targetSolver: screen,
        now: () => clock,
      });
      // The screen stops at its share (three quarters of the 180 ms left after the reserve)...
      expect(choice?.screened).toBe(13);
      // ...and the 50 ms left pay for every exact layout asked for, not one paced by the whole card.
      expect(choice?.samples).toBe(12);
      expect(clock).toBeLessThanOrEqual(180);
      expect(choice?.card).toBe(safe);
    });

    it('goes on from the table of a screen cut short on its first layout', () => {
      const continues: boolean[] = [];
      // The safe card a trick ahead of every other on every layout: a clear choice on 4 layouts.
      const exact: CardSolver = (position, limits) => {
        continues.push(position.continues === true);
        return safetyPlay(position, limits)?.map((v) => ({ ...v, tricks: v.card === safe ? needed + 1 : Math.min(v.tricks, needed) }));
      };
      const cut: TargetSolver = () => undefined;
      const choice = chooseCard(game.play, { seed: 7, budgetMs: Infinity, samples: 4, solver: exact, targetSolver: cut });
      expect(choice?.screened).toBe(0);
      // Every exact solve goes on from what the solver proved before in this decision.
      expect(continues).toEqual([true, true, true, true]);
      expect(choice?.samples).toBe(4);
      expect(choice?.card).toBe(safe);
    });

    it('counts the tricks still needed from the contract and the tricks won, for either side', () => {
      const start = gameWith('need', '1NT Pass 3NT Pass Pass Pass');
      // East leads against 3NT by North: the defence needs 5 tricks, the declaring side 9.
      expect(tricksNeeded(start.play)).toBe(5);
      expect(tricksNeeded({ ...start.play, turn: 'N' })).toBe(9);
    });
  });
});

describe('choosing among equal cards', () => {
  const contract: Contract = { level: 3, strain: 'NT', doubled: '', declarer: 'S' };
  const lead = (west: string) => {
    const deal = unwrap(parsePbnDeal(`W:${west} - - -`, { complete: false }));
    const play: Play = { contract, hands: deal, tricks: [], turn: 'W' };
    return (suit: string) => formatCard(preferCard([...deal.W.ofSuit(suit as 'H')], { play, gone: CardSet.empty }) ?? -1);
  };

  it('leads the top of an honour sequence', () => {
    expect(lead('.KQJ5..')('H')).toBe('HK');
    expect(lead('.QJ93..')('H')).toBe('HQ');
  });

  it('leads fourth best from length without a sequence, the top of a doubleton', () => {
    expect(lead('.K9753..')('H')).toBe('H5');
    expect(lead('.95..')('H')).toBe('H9');
    expect(lead('.K95..')('H')).toBe('H5');
  });

  it('takes the trick for the declaring side when the defence holds it, with the lowest card that does, and leads a top card', () => {
    // West leads the ♥Q against 3NT by South; North (dummy) follows low, East with the ♥4.
    const deal = unwrap(parsePbnDeal('N:A2.532.A432.5432 7654.764.K76.T98 KQ3.AK8.Q85.AKQJ JT98.QJT9.JT9.76'));
    const playedTo = (cards: string[]) => cards.reduce((p, c) => unwrap(playCard(p, unwrap(parseCard(c)))), startPlay(deal, contract));
    const choose = (cards: string[]) => {
      const play = playedTo(cards);
      return formatCard(preferCard(legalCards(play), { play, gone: CardSet.empty }) ?? -1);
    };
    expect(choose(['HQ', 'H2', 'H4'])).toBe('HK'); // not the ♥8 ducking, nor the ace
    // With the trick its own already (North's ace), the lowest card.
    expect(choose(['S8', 'SA', 'S4'])).toBe('S3');
    // Second hand too: over West's ♦J, North's ♦A is the one card that wins.
    expect(choose(['DJ'])).toBe('DA');
    // On lead after winning the ♥K: a top card, the lowest of them (the ♣J; the ♠Q counts, dummy
    // holding the ace), rather than a low card.
    const onLead = playedTo(['HQ', 'H2', 'H4', 'HK']);
    const prefer = (cards: string[]) =>
      formatCard(
        preferCard(
          cards.map((c) => unwrap(parseCard(c))),
          { play: onLead, gone: goneCards(onLead) },
        ) ?? -1,
      );
    expect(prefer(legalCards(onLead).map(formatCard))).toBe('CJ');
    expect(prefer(['SQ', 'S3', 'D5'])).toBe('SQ');
    expect(prefer(['S3', 'H8', 'D5'])).toBe('S3'); // no top card: the lowest
  });

  it('sets up its longest suit in no trump when the cards were rated on too few layouts, instead of cashing a winner', () => {
    // As above, but East holds the ♦A and North the ♦K: diamonds (seven cards between the hands)
    // are the suit to set up; clubs, longer, are all winners.
    /** South on lead after winning West's ♥Q lead with the ♥K. */
    const onLead = (pbn: string, played: Contract = contract): Play =>
      ['HQ', 'H2', 'H4', 'HK'].reduce((p, c) => unwrap(playCard(p, unwrap(parseCard(c)))), startPlay(unwrap(parsePbnDeal(pbn)), played));
    const prefer = (play: Play, unsure: boolean) => formatCard(preferCard(legalCards(play), { play, gone: goneCards(play), unsure }) ?? -1);
    const theirAce = 'N:A2.532.K432.5432 7654.764.A76.T98 KQ3.AK8.Q85.AKQJ JT98.QJT9.JT9.76';
    expect(prefer(onLead(theirAce), true)).toBe('D5');
    expect(prefer(onLead(theirAce), false)).toBe('CJ'); // rated on enough layouts: a winner, as before
    // In a suit contract the winner first, unsure or not.
    expect(prefer(onLead(theirAce, { ...contract, strain: 'S' }), true)).toBe('CJ');
    // With every suit's top card in the declaring side's hands, nothing to set up: a winner.
    expect(prefer(onLead('N:A2.532.A432.5432 7654.764.K76.T98 KQ3.AK8.Q85.AKQJ JT98.QJT9.JT9.76'), true)).toBe('CJ');
  });
});

describe('claims', () => {
  const nt: Contract = { level: 3, strain: 'NT', doubled: '', declarer: 'S' };
  const spades: Contract = { level: 4, strain: 'S', doubled: '', declarer: 'S' };

  it('claims when every card of the hand on lead is a master', () => {
    expect(certainClaim(ending('N:32.3.. 76.K.. AK.A.. 54.2..', nt, 'S'))).toBe(3);
  });

  it('does not claim when a defender holds a higher card or can ruff', () => {
    expect(certainClaim(ending('N:32.3.. 76.K.. AK.Q.. 54.2..', nt, 'S'))).toBeUndefined();
    // Master diamonds, but East can ruff the second one.
    expect(certainClaim(ending('N:.32.4. 2.K.5. ..AKQ. .54..3', spades, 'S'))).toBeUndefined();
    // Enough master trumps to draw the defenders' trump first: certain.
    expect(certainClaim(ending('N:.32.4. 2.K.5. AK.A.. .54..3', spades, 'S'))).toBe(3);
  });

  it('does not claim when partner must overtake and hand the lead to the defenders', () => {
    // Dummy (South) leads the club king; declarer's bare club ace must win it and lead a diamond.
    const play = ending('N:..K.A .A.A. ...KT .Q.Q.', { level: 3, strain: 'NT', doubled: '', declarer: 'N' }, 'S');
    expect(certainClaim(play)).toBeUndefined();
  });

  it('claims only tricks the declaring side takes on every layout of the defenders’ cards', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 5_000 }), fc.integer({ min: 28, max: 48 }), (dealSeed, played) => {
        const game = advance(gameWith(`claim${dealSeed}`, '1NT Pass 3NT Pass Pass Pass'), played);
        const tricks = certainClaim(game.play);
        if (tricks === undefined) return;
        const k = knowledgeOf(game.play, game.contract.declarer);
        const next = layoutSampler(k, seededRandom(dealSeed));
        for (let i = 0; i < 4; i++) {
          const layout = next();
          if (layout === undefined) throw new Error('no layout');
          const values = ddCardSolver({ ...positionFromPlay(game.play), hands: layout.hands }) ?? [];
          expect(Math.max(...values.map((v) => v.tricks))).toBe(tricks);
        }
      }),
      { numRuns: 80 },
    );
  });

  it('the robot declarer records a claim in the game', () => {
    const play = ending('N:32.3.. 76.K.. AK.A.. 54.2..', nt, 'S');
    const game: Game = { ...gameWith('claimgame', '1NT Pass 3NT Pass Pass Pass'), contract: nt, play };
    const move = robotPlay(game, 'S', { seed: 1, ...fixed });
    expect(move.ok && move.value).toEqual({ kind: 'claim', tricks: 3 });
  });

  it('counts the tricks the declaring side takes against the best defence, whoever is to play', () => {
    // South on lead with AK of spades and the heart ace against the defenders' heart king: three tricks.
    expect(unwrap(declarerMaxTricks(ending('N:32.3.. 76.K.. AK.A.. 54.2..', nt, 'S')))).toBe(3);
    // The heart queen instead of the ace: East keeps the heart king for a trick.
    expect(unwrap(declarerMaxTricks(ending('N:32.3.. 76.K.. AK.Q.. 54.2..', nt, 'S')))).toBe(2);
    // West to lead the same ending: the count is still the declaring side's.
    expect(unwrap(declarerMaxTricks(ending('N:32.3.. 76.K.. AK.A.. 54.2..', nt, 'W')))).toBe(3);
  });

  it('agrees with the certain claim wherever the robot would claim', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 5_000 }), fc.integer({ min: 28, max: 48 }), (dealSeed, played) => {
        const game = advance(gameWith(`claim${dealSeed}`, '1NT Pass 3NT Pass Pass Pass'), played);
        const tricks = certainClaim(game.play);
        if (tricks !== undefined) expect(unwrap(declarerMaxTricks(game.play))).toBe(tricks);
      }),
      { numRuns: 40 },
    );
  });

  it('stops at the node limit with out-of-budget', () => {
    const game = gameWith('limit', '1NT Pass 3NT Pass Pass Pass');
    const stopped = declarerMaxTricks(game.play, { maxNodes: 1 });
    expect(stopped.ok ? 'solved' : stopped.error.code).toBe('out-of-budget');
  });

  it('says why a robot cannot play out of turn or outside the play', () => {
    const game = gameWith('turn', '1NT Pass 3NT Pass Pass Pass');
    const wrong = robotPlay(game, 'W', { seed: 1, ...fixed });
    expect(wrong.ok ? '' : wrong.error.message).toMatch(/East's turn/);
    const auction = unwrap(newGame({ deal: dealFromSeed(1), dealer: 'N', vulnerability: 'None' }));
    expect(robotPlay(auction, 'N', { seed: 1 }).ok).toBe(false);
  });
});
