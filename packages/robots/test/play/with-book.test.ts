import { describe, expect, it } from 'vitest';
import {
  SEATS,
  actorOf,
  dealFromSeed,
  gameCall,
  gamePlay,
  highCardPoints,
  isLegalCard,
  legalCards,
  newGame,
  parsePbnDeal,
  seededRandom,
  unwrap,
  type Game,
} from '@tenace/engine';
import { knowledgeOf, layoutSampler } from '../../src/play/sample.ts';
import { saycBook } from '@tenace/rules-dsl';
import { auctionConstraints, robotPlayWithBook, robotAuction } from '../../src/index.ts';
import { madeTheCalls } from '../../src/play/with-book.ts';
import { call } from '@tenace/rules-dsl/testing';

// North: 16 points, balanced, opens 1NT; South raises to 3NT.
const DEAL = 'N:AQ52.KJ4.K83.Q92 KT6.Q873.QJ5.J64 843.A92.AT74.K73 J97.T65.962.AT85';

function gameAfter(calls: string): Game {
  let game: Game = unwrap(newGame({ deal: unwrap(parsePbnDeal(DEAL)), dealer: 'N', vulnerability: 'None' }));
  for (const text of calls.split(' ')) game = unwrap(gameCall(game, actorOf(game) ?? 'N', call(text)));
  return game;
}

describe('the robots play with the auction read through the book', () => {
  it("turns the book's reading of 1NT into a 15–17 point balanced constraint on North", () => {
    const constraints = auctionConstraints(saycBook(), gameAfter('1NT Pass 3NT Pass Pass Pass'));
    expect(constraints.N?.hcp).toEqual({ min: 15, max: 17 });
    expect(constraints.N?.lengths.S.min).toBeGreaterThanOrEqual(2);
    expect(constraints.N?.lengths.H.max).toBeLessThanOrEqual(5);
  });

  it("deals the opening leader layouts in which North holds the 1NT opener's points", () => {
    const game = gameAfter('1NT Pass 3NT Pass Pass Pass');
    if (game.phase !== 'play') throw new Error('no play');
    const k = knowledgeOf(game.play, 'E', auctionConstraints(saycBook(), game));
    const next = layoutSampler(k, seededRandom('lead'));
    for (let i = 0; i < 20; i++) {
      const layout = next();
      expect(layout?.relaxation).toBe(0);
      const points = highCardPoints(layout?.hands.N ?? k.unseen);
      expect(points).toBeGreaterThanOrEqual(15);
      expect(points).toBeLessThanOrEqual(17);
    }
  });

  it('chooses a legal card for the seat on turn late in the deal', () => {
    let game = gameAfter('1NT Pass 3NT Pass Pass Pass');
    for (let i = 0; i < 36 && game.phase === 'play'; i++) {
      const [low] = [...legalCards(game.play)].sort((a, b) => (a % 13) - (b % 13));
      if (low === undefined) break;
      game = unwrap(gamePlay(game, actorOf(game) ?? 'N', low));
    }
    if (game.phase !== 'play') throw new Error('the play ended early');
    const seat = actorOf(game) ?? 'N';
    const move = unwrap(robotPlayWithBook(saycBook(), game, seat, { seed: 1, samples: 4, budgetMs: Infinity }));
    if (move.kind === 'play') expect(isLegalCard(game.play, move.card)).toBe(true);
    else expect(move.tricks).toBeGreaterThan(0);
  });

  it('says so when asked to play during the auction', () => {
    const moved = robotPlayWithBook(saycBook(), gameAfter('1NT'), 'E', { seed: 1 });
    expect(moved.ok ? '' : moved.error.message).toMatch(/auction is not over/);
  });

  it("tests a hand by the robot's own calls: the book would have opened 1NT with it, and passed 3NT", () => {
    const game = gameAfter('1NT Pass 3NT Pass Pass Pass');
    const opener = madeTheCalls(saycBook(), game.auction, game.vulnerability, 'N');
    const hand = (text: string) => unwrap(parsePbnDeal(`N:${text} - - -`, { complete: false })).N;
    expect(opener(hand('AQ52.KJ4.K83.Q92'))).toBe(true);
    expect(opener(hand('AQ5.KJ4.K832.Q92'))).toBe(true); // another 16 balanced
    expect(opener(hand('AQ52.KJ742.K83.9'))).toBe(false); // a singleton: 1♥
    expect(opener(hand('Q52.KJ4.K83.Q962'))).toBe(false); // 11 points: no opening
    // Every card of the game (at a table, each asked for on its own) shares one test and its answers.
    expect(madeTheCalls(saycBook(), gameAfter('1NT Pass 3NT Pass Pass Pass').auction, game.vulnerability, 'N')).toBe(opener);
    expect(madeTheCalls(saycBook(), game.auction, game.vulnerability, 'E')).not.toBe(opener);
    // The constraints carry the test for the seats the book bid for, and only for them.
    const all = auctionConstraints(saycBook(), game);
    expect(SEATS.every((seat) => all[seat]?.accepts !== undefined)).toBe(true);
    const robots = auctionConstraints(saycBook(), game, ['N', 'E', 'W']);
    expect(robots.S?.accepts).toBeUndefined();
    expect(robots.S?.hcp).toEqual(all.S?.hcp);
  });

  it('accepts the hand each robot held, over 24 seeded auctions the robots bid', () => {
    let tested = 0;
    for (let i = 0; i < 24; i++) {
      const dealer = SEATS[i % 4] ?? 'N';
      const deal = dealFromSeed(`made-the-calls-${i}`, dealer);
      const { auction } = robotAuction(deal, dealer, 'None', { book: saycBook() });
      for (const seat of SEATS) {
        expect(madeTheCalls(saycBook(), auction, 'None', seat)(deal[seat]), `deal ${i}, ${seat}`).toBe(true);
        tested++;
      }
    }
    expect(tested).toBe(96);
  });
});
