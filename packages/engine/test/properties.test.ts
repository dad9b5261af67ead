import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CardSet,
  SEATS,
  STRAINS,
  VULNERABILITIES,
  actorOf,
  dealFromSeed,
  dummyOf,
  gameClaim,
  isDummyExposed,
  newGame,
  playOf,
  playedCards,
  remainingTricks,
  scoreContract,
  sideOf,
  tricksWon,
  unwrap,
  viewFor,
  type Contract,
  type Game,
  type Level,
  type Seat,
} from '../src/index.ts';
import { applyAction, legalActionsFor, type GameAction } from '../src/game.ts';
import type { SeatView } from '../src/view.ts';

/** The longest legal auction: three passes, then 35 bids each followed by P P X P P XX P P, and a final pass. */
const LONGEST_AUCTION = 3 + 35 * 9 + 1;

type Gen = fc.GeneratorValue;

const seatArb = fc.constantFrom(...SEATS);
const vulnerabilityArb = fc.constantFrom(...VULNERABILITIES);

function startFrom(g: Gen): Game {
  const seed = g(fc.integer, { min: 0, max: 2 ** 31 - 1 });
  const dealer = g(fc.constantFrom, ...SEATS);
  const vulnerability = g(fc.constantFrom, ...VULNERABILITIES);
  return unwrap(newGame({ deal: dealFromSeed(seed, dealer), dealer, vulnerability }));
}

/**
 * One random legal action by whoever must act. In the auction, `passPercent` sets how often a
 * pass is chosen when the draw allows, so auctions range from wild to quiet.
 */
function randomStep(g: Gen, game: Game, passPercent: number): Game {
  const seat = actorOf(game);
  if (seat === undefined) throw new Error('nobody is to act in an unfinished game');
  const actions = legalActionsFor(game, seat);
  if (actions.length === 0) throw new Error(`${seat} must act but has no legal action`);
  const pass = actions.find((a) => a.kind === 'call' && a.call.type === 'pass');
  const choice: GameAction | undefined =
    pass && g(fc.integer, { min: 0, max: 99 }) < passPercent ? pass : actions[g(fc.integer, { min: 0, max: actions.length - 1 })];
  if (choice === undefined) throw new Error('no action chosen');
  return unwrap(applyAction(game, seat, choice));
}

/** A random auction whose first call is a bid, so that there is always a contract to play. */
function auctionWithContract(g: Gen, game: Game): Game {
  const opener = actorOf(game);
  const bids = opener === undefined ? [] : legalActionsFor(game, opener).filter((a) => a.kind === 'call' && a.call.type === 'bid');
  const opening = bids[g(fc.integer, { min: 0, max: bids.length - 1 })];
  if (opener === undefined || opening === undefined) throw new Error('no opening bid');
  let current = unwrap(applyAction(game, opener, opening));
  const passPercent = g(fc.integer, { min: 40, max: 95 });
  for (let step = 0; step < LONGEST_AUCTION && current.phase === 'auction'; step++) {
    checkViews(current);
    current = randomStep(g, current, passPercent);
  }
  return current;
}

/** The cards `seat` may legitimately see now. */
function visibleTo(game: Game, seat: Seat): CardSet {
  if (game.phase === 'done') return CardSet.full;
  const play = playOf(game);
  if (!play) return game.deal[seat];
  const seen = play.hands[seat].union(CardSet.fromCards(playedCards(play)));
  return isDummyExposed(play) ? seen.union(play.hands[dummyOf(play.contract)]) : seen;
}

/** Every card that appears anywhere in a view. */
function cardsIn(view: SeatView): CardSet {
  let cards = view.hand.union(view.dummy?.hand ?? CardSet.empty);
  for (const t of view.tricks) cards = cards.union(CardSet.fromCards(t.cards.map((pc) => pc.card)));
  for (const a of view.legal) if (a.kind === 'play') cards = cards.with(a.card);
  if (view.deal) for (const seat of SEATS) cards = cards.union(view.deal[seat]);
  return cards;
}

function checkViews(game: Game): void {
  const play = playOf(game);
  for (const seat of SEATS) {
    const view = viewFor(game, seat);
    const leaked = cardsIn(view).diff(visibleTo(game, seat));
    expect(leaked.toArray(), `${seat} sees cards it may not see`).toEqual([]);
    expect(view.hand.equals(play ? play.hands[seat] : game.deal[seat])).toBe(true);
    expect(view.deal !== undefined).toBe(game.phase === 'done');
  }
}

describe('random legal games', () => {
  it('every random legal auction ends within the longest possible auction', () => {
    fc.assert(
      fc.property(fc.gen(), fc.integer({ min: 0, max: 95 }), (g, passPercent) => {
        let game = startFrom(g);
        let steps = 0;
        while (game.phase === 'auction' && steps <= LONGEST_AUCTION) {
          game = randomStep(g, game, passPercent);
          steps++;
        }
        expect(game.phase).not.toBe('auction');
        expect(game.auction.calls.length).toBeLessThanOrEqual(LONGEST_AUCTION);
        if (game.phase === 'done') {
          // Only four passes end the deal without play.
          expect(game.contract).toBe('passed-out');
          expect(game.auction.calls.every((c) => c.type === 'pass')).toBe(true);
          expect(game.score.ns).toBe(0);
        }
      }),
      { numRuns: 150 },
    );
  });

  it('a random play lasts thirteen tricks, plays every card once, and no seat ever sees a hidden card', () => {
    fc.assert(
      fc.property(fc.gen(), (g) => {
        let game = startFrom(g);
        checkViews(game);
        game = auctionWithContract(g, game);
        expect(game.phase).toBe('play');
        let steps = 0;
        while (game.phase === 'play' && steps < 52) {
          checkViews(game);
          game = randomStep(g, game, 0);
          steps++;
        }
        checkViews(game);
        expect(steps).toBe(52);
        if (game.phase !== 'done' || game.contract === 'passed-out') throw new Error('the play should have ended');

        const { play, contract, deal } = game;
        expect(play.tricks).toHaveLength(13);
        expect(play.tricks.every((t) => t.cards.length === 4 && t.winner !== undefined)).toBe(true);
        const cards = playedCards(play);
        expect(cards).toHaveLength(52);
        expect(CardSet.fromCards(cards).equals(CardSet.full)).toBe(true);
        // Each card came from the hand it was dealt to, dummy's included.
        for (const t of play.tricks) for (const pc of t.cards) expect(deal[pc.seat].has(pc.card)).toBe(true);
        const won = tricksWon(play);
        expect(won.NS + won.EW).toBe(13);
        expect(game.declarerTricks).toBe(won[sideOf(contract.declarer)]);
        expect(game.score.ns).toBe(-game.score.ew);
      }),
      { numRuns: 100 },
    );
  });

  it('a claim at any moment of the play ends it with the tricks won plus the tricks claimed', () => {
    fc.assert(
      fc.property(fc.gen(), fc.integer({ min: 0, max: 51 }), (g, cardsBeforeClaim) => {
        let game = auctionWithContract(g, startFrom(g));
        for (let i = 0; i < cardsBeforeClaim && game.phase === 'play'; i++) game = randomStep(g, game, 0);
        if (game.phase !== 'play') throw new Error('the play should still be going on');
        const { contract, play } = game;
        const remaining = remainingTricks(play);
        const claimed = g(fc.integer, { min: 0, max: remaining });
        const wonSoFar = tricksWon(play)[sideOf(contract.declarer)];
        const done = unwrap(gameClaim(game, contract.declarer, claimed));
        if (done.phase !== 'done' || done.contract === 'passed-out') throw new Error('the claim should end the deal');
        expect(done.declarerTricks).toBe(wonSoFar + claimed);
        expect(done.declarerTricks).toBeLessThanOrEqual(13);
        expect(gameClaim(game, contract.declarer, remaining + 1).ok).toBe(false);
        checkViews(done);
      }),
      { numRuns: 100 },
    );
  });
});

describe('scores', () => {
  it('the two sides always score the same with opposite signs', () => {
    const contractArb = fc.record({
      level: fc.integer({ min: 1, max: 7 }).map((n) => n as Level),
      strain: fc.constantFrom(...STRAINS),
      doubled: fc.constantFrom<Contract['doubled']>('', 'X', 'XX'),
      declarer: seatArb,
    });
    fc.assert(
      fc.property(contractArb, vulnerabilityArb, fc.integer({ min: 0, max: 13 }), (contract, vulnerability, tricks) => {
        const score = unwrap(scoreContract(contract, vulnerability, tricks));
        expect(score.ns).toBe(-score.ew);
        expect(score.ns).not.toBe(0);
        expect(score.breakdown.reduce((sum, b) => sum + b.points, 0)).toBe(sideOf(contract.declarer) === 'NS' ? score.ns : score.ew);
      }),
      { numRuns: 300 },
    );
  });
});
