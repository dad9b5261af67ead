import { describe, expect, it } from 'vitest';
import {
  GAME_ACTION_CODES,
  GAME_CALL_CODES,
  GAME_CLAIM_CODES,
  GAME_PLAY_CODES,
  SEATS,
  actorOf,
  dealFromSeed,
  formatCard,
  gameCall,
  gameClaim,
  gamePlay,
  gameToRecord,
  newGame,
  parseCall,
  parseCard,
  parsePbnDeal,
  playOf,
  unwrap,
  viewFor,
  viewToJson,
  type Deal,
  type Game,
  type Result,
  type Seat,
  type Vulnerability,
} from '../src/index.ts';
import { legalActionsFor } from '../src/game.ts';

const card = (text: string) => unwrap(parseCard(text));

function start(deal: Deal, vulnerability: Vulnerability = 'None', dealer: Seat = 'S'): Game {
  return unwrap(newGame({ deal, dealer, vulnerability }));
}

/** Calls in turn from whoever is to call, as written in the auction. */
function bidAll(game: Game, calls: readonly string[]): Game {
  return calls.reduce((g, text) => {
    const seat = actorOf(g);
    if (seat === undefined) throw new Error(`no one is to call ${text}`);
    return unwrap(gameCall(g, seat, unwrap(parseCall(text))));
  }, game);
}

/** Plays cards in order, each by the seat that must act (the declarer for dummy's cards). */
function playAll(game: Game, cards: readonly string[]): Game {
  return cards.reduce((g, text) => {
    const seat = actorOf(g);
    if (seat === undefined) throw new Error(`no one is to play ${text}`);
    return unwrap(gamePlay(g, seat, card(text)));
  }, game);
}

/** Plays the first legal card of whoever must act until the deal is over. */
function playOut(game: Game): Game {
  let g = game;
  for (let step = 0; step < 60 && g.phase === 'play'; step++) {
    const seat = actorOf(g);
    const [first] = seat === undefined ? [] : legalActionsFor(g, seat);
    if (seat === undefined || first === undefined || first.kind !== 'play') throw new Error('nobody can play');
    g = unwrap(gamePlay(g, seat, first.card));
  }
  return g;
}

function errorOf(result: Result<Game>): string {
  if (result.ok) throw new Error('expected the action to be refused');
  return result.error.message;
}

// Each seat holds one whole suit: South spades, North hearts, East diamonds, West clubs.
const ONE_SUIT_EACH = unwrap(parsePbnDeal('N:.AKQJT98765432.. ..AKQJT98765432. AKQJT98765432... ...AKQJT98765432'));
// West holds all the hearts; South nine spades (see play.test.ts).
const HEARTS_WEST = unwrap(parsePbnDeal('N:32..AKQJT9876.AK 54..432.QJT98765 AKQJT9876..5.432 .AKQJT98765432..'));

describe('newGame', () => {
  it('starts with the auction, the dealer to call', () => {
    const game = start(dealFromSeed('new'), 'EW', 'S');
    expect(game.phase).toBe('auction');
    expect(actorOf(game)).toBe('S');
    expect(legalActionsFor(game, 'S')).toHaveLength(36);
    expect(legalActionsFor(game, 'W')).toEqual([]);
  });

  it('refuses a deal that is not four hands of thirteen different cards', () => {
    const short = { ...ONE_SUIT_EACH, S: ONE_SUIT_EACH.S.without(card('SA')) };
    const result = newGame({ deal: short, dealer: 'S', vulnerability: 'None' });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.message).toBe("South's hand has 12 cards; a hand has 13");
  });
});

describe('a whole deal', () => {
  it('goes from the calls through thirteen tricks to the score, and the record shows it all', () => {
    let game = bidAll(start(ONE_SUIT_EACH, 'NS'), ['7S', 'Pass', 'Pass', 'Pass']);
    expect(game.phase).toBe('play');
    if (game.phase !== 'play') return;
    expect(game.contract).toEqual({ level: 7, strain: 'S', doubled: '', declarer: 'S' });
    expect(actorOf(game)).toBe('W');

    game = playOut(game);
    expect(game.phase).toBe('done');
    if (game.phase !== 'done' || game.contract === 'passed-out') throw new Error('expected a played deal');
    // West leads the ♣A; South ruffs, then draws every trick with spades.
    const [first, ...rest] = game.play.tricks;
    expect(first?.leader).toBe('W');
    expect(first?.cards.map((pc) => `${pc.seat}:${formatCard(pc.card)}`)).toEqual(['W:CA', 'N:HA', 'E:DA', 'S:SA']);
    expect(first?.winner).toBe('S');
    expect(rest.every((t) => t.leader === 'S' && t.winner === 'S')).toBe(true);
    expect(game.declarerTricks).toBe(13);
    // 7♠ vulnerable: 7 × 30 trick points, 500 game bonus, 1500 grand slam bonus.
    expect(game.score).toEqual({
      ns: 2210,
      ew: -2210,
      breakdown: [
        { item: 'Contract tricks (7♠)', points: 210, kind: 'contract-tricks', contract: '7♠', doubled: '' },
        { item: 'Game bonus (vulnerable)', points: 500, kind: 'game-bonus', vulnerable: true },
        { item: 'Grand slam bonus (vulnerable)', points: 1500, kind: 'grand-slam-bonus', vulnerable: true },
      ],
    });
    expect(actorOf(game)).toBeUndefined();
    for (const seat of SEATS) expect(legalActionsFor(game, seat)).toEqual([]);

    const record = gameToRecord(game);
    expect(record.dealer).toBe('S');
    expect(record.vulnerability).toBe('NS');
    expect(record.deal).toBe(ONE_SUIT_EACH);
    expect(record.auction.map((c) => c.call)).toEqual(['7S', 'Pass', 'Pass', 'Pass'].map((t) => unwrap(parseCall(t))));
    expect(record.play).toHaveLength(52);
    expect(record.play.slice(0, 5).map(formatCard)).toEqual(['CA', 'HA', 'DA', 'SA', 'SK']);
    expect(record.contract).toEqual(game.contract);
    expect(record.result).toBe(13);
    expect(record.score).toEqual(game.score);
  });

  it('the defenders score when the contract fails', () => {
    // In 7NT West runs thirteen clubs: 13 down, not vulnerable, 50 each.
    const game = playOut(bidAll(start(ONE_SUIT_EACH, 'EW'), ['7NT', 'Pass', 'Pass', 'Pass']));
    if (game.phase !== 'done' || game.contract === 'passed-out') throw new Error('expected a played deal');
    expect(game.declarerTricks).toBe(0);
    expect(game.score.ns).toBe(-650);
    expect(game.score.ew).toBe(650);
  });

  it('a record of a game in progress has the calls and cards so far and no result', () => {
    const auction = bidAll(start(HEARTS_WEST), ['1S', 'Pass']);
    expect(gameToRecord(auction)).toEqual({
      dealer: 'S',
      vulnerability: 'None',
      deal: HEARTS_WEST,
      auction: [{ call: unwrap(parseCall('1S')) }, { call: unwrap(parseCall('Pass')) }],
      play: [],
    });
    const playing = playAll(bidAll(auction, ['4S', 'Pass', 'Pass', 'Pass']), ['HA', 'D6']);
    const record = gameToRecord(playing);
    expect(record.play.map(formatCard)).toEqual(['HA', 'D6']);
    expect(record.contract).toEqual({ level: 4, strain: 'S', doubled: '', declarer: 'S' });
    expect(record.result).toBeUndefined();
    expect(record.score).toBeUndefined();
  });
});

describe('turns and illegal actions', () => {
  it('only the seat on turn may call', () => {
    const game = start(HEARTS_WEST);
    expect(errorOf(gameCall(game, 'W', unwrap(parseCall('1C'))))).toBe("it is South's turn, not yours");
    const opened = unwrap(gameCall(game, 'S', unwrap(parseCall('1H'))));
    expect(errorOf(gameCall(opened, 'N', unwrap(parseCall('2H'))))).toBe("it is West's turn, not yours");
  });

  it('an insufficient bid is refused with the reason', () => {
    const opened = bidAll(start(HEARTS_WEST), ['1H']);
    expect(errorOf(gameCall(opened, 'W', unwrap(parseCall('1C'))))).toBe('1C does not outrank 1H');
    expect(errorOf(gameCall(opened, 'W', unwrap(parseCall('XX'))))).toBe('you can redouble only a bid that the opponents have doubled');
  });

  it('no card can be played in the auction and no call after it', () => {
    const game = start(HEARTS_WEST);
    expect(errorOf(gamePlay(game, 'S', card('SA')))).toBe('the auction is not over yet: no card can be played');
    const playing = bidAll(game, ['4S', 'Pass', 'Pass', 'Pass']);
    expect(errorOf(gameCall(playing, 'W', unwrap(parseCall('Pass'))))).toBe('the auction is over');
  });

  it('the opening lead is made by the declarer’s left-hand opponent and nobody else', () => {
    const playing = bidAll(start(HEARTS_WEST), ['4S', 'Pass', 'Pass', 'Pass']);
    expect(actorOf(playing)).toBe('W');
    expect(errorOf(gamePlay(playing, 'E', card('S5')))).toBe("it is West's turn, not yours");
    expect(errorOf(gamePlay(playing, 'S', card('SA')))).toBe("it is West's turn, not yours");
  });

  it("the declarer plays dummy's cards; the dummy never plays", () => {
    const led = playAll(bidAll(start(HEARTS_WEST), ['4S', 'Pass', 'Pass', 'Pass']), ['HA']);
    const play = playOf(led);
    expect(play?.turn).toBe('N');
    expect(actorOf(led)).toBe('S');
    expect(errorOf(gamePlay(led, 'N', card('D6')))).toBe("dummy does not play: the declarer plays dummy's cards");
    expect(errorOf(gamePlay(led, 'E', card('S5')))).toBe("it is South's turn to play a card from dummy, not yours");
    // The declarer chooses from dummy's hand, not their own.
    expect(errorOf(gamePlay(led, 'S', card('SA')))).toBe("♠A is not in North's hand");
    expect(legalActionsFor(led, 'S').map((a) => (a.kind === 'play' ? formatCard(a.card) : a.kind))).toEqual([
      'S3',
      'S2',
      'DA',
      'DK',
      'DQ',
      'DJ',
      'DT',
      'D9',
      'D8',
      'D7',
      'D6',
      'CA',
      'CK',
    ]);
    expect(legalActionsFor(led, 'N')).toEqual([]);
    const next = unwrap(gamePlay(led, 'S', card('D6')));
    expect(playOf(next)?.hands.N.has(card('D6'))).toBe(false);
    expect(actorOf(next)).toBe('E');
    // The dummy cannot play even when its own turn is not the question.
    expect(errorOf(gamePlay(next, 'N', card('D7')))).toBe("dummy does not play: the declarer plays dummy's cards");
  });

  it('a player must follow suit', () => {
    // South ruffs the heart lead, leads a club; dummy has the ♣A and ♣K.
    const game = playAll(bidAll(start(HEARTS_WEST), ['4S', 'Pass', 'Pass', 'Pass']), ['HA', 'D6', 'S4', 'S6', 'C2', 'H2']);
    expect(errorOf(gamePlay(game, 'S', card('D7')))).toBe('you must follow clubs');
  });

  it('after the last trick nothing more can be done', () => {
    const done = playOut(bidAll(start(ONE_SUIT_EACH), ['1S', 'Pass', 'Pass', 'Pass']));
    expect(errorOf(gamePlay(done, 'W', card('CA')))).toBe('the deal is over');
    expect(errorOf(gameClaim(done, 'S', 0))).toBe('the deal is over');
  });
});

describe('the codes of refusals', () => {
  it('the list of every action code holds each action’s codes, each once', () => {
    const each = [...GAME_CALL_CODES, ...GAME_PLAY_CODES, ...GAME_CLAIM_CODES];
    expect([...GAME_ACTION_CODES].sort()).toEqual([...new Set(each)].sort());
  });

  it('every card any seat tries mid-play is played or refused with a code of gamePlay’s list', () => {
    const led = playAll(bidAll(start(HEARTS_WEST), ['4S', 'Pass', 'Pass', 'Pass']), ['HA']);
    const codes = new Set<string>();
    for (const seat of SEATS) {
      for (const text of ['SA', 'S5', 'H2', 'D6', 'CA']) {
        const played = gamePlay(led, seat, card(text));
        if (!played.ok) codes.add(played.error.code);
      }
    }
    expect([...codes].sort()).toEqual(['dummy-does-not-play', 'illegal-card', 'not-your-turn']);
    for (const code of codes) expect(GAME_PLAY_CODES).toContain(code);
  });
});

describe('a passed-out deal', () => {
  it('four passes end the deal with a score of zero', () => {
    const game = bidAll(start(HEARTS_WEST, 'Both'), ['Pass', 'Pass', 'Pass', 'Pass']);
    expect(game.phase).toBe('done');
    if (game.phase !== 'done') return;
    expect(game.contract).toBe('passed-out');
    expect(game.score.ns).toBe(0);
    expect(game.score.ew).toBe(0);
    expect(actorOf(game)).toBeUndefined();
    expect(playOf(game)).toBeUndefined();
    const record = gameToRecord(game);
    expect(record.contract).toBe('passed-out');
    expect(record.result).toBeUndefined();
    expect(record.score?.ns).toBe(0);
    expect(record.play).toEqual([]);
  });

  it('three passes then a bid keep the auction going', () => {
    const game = bidAll(start(HEARTS_WEST), ['Pass', 'Pass', 'Pass', '1C']);
    expect(game.phase).toBe('auction');
    expect(actorOf(game)).toBe('S');
  });
});

describe('claims', () => {
  const afterFirstTrick = () => playAll(bidAll(start(HEARTS_WEST), ['4S', 'Pass', 'Pass', 'Pass']), ['HA', 'D6', 'S4', 'S6']);

  it('the declarer claims the rest: the play ends and the score counts the claim', () => {
    const game = unwrap(gameClaim(afterFirstTrick(), 'S', 12));
    if (game.phase !== 'done' || game.contract === 'passed-out') throw new Error('expected a finished deal');
    expect(game.claim).toEqual({ seat: 'S', tricks: 12 });
    expect(game.declarerTricks).toBe(13);
    // 4♠ + 3, not vulnerable: 120 + 90 + 300.
    expect(game.score.ns).toBe(510);
    expect(gameToRecord(game).result).toBe(13);
    expect(gameToRecord(game).play).toHaveLength(4);
    expect(errorOf(gamePlay(game, 'S', card('C2')))).toBe('the deal is over');
  });

  it('a claim of fewer tricks gives the rest to the defenders', () => {
    // Before anything is played, declarer claims nine of thirteen: 4♠ one down.
    const playing = bidAll(start(HEARTS_WEST, 'NS'), ['4S', 'Pass', 'Pass', 'Pass']);
    const game = unwrap(gameClaim(playing, 'S', 9));
    if (game.phase !== 'done') throw new Error('expected the deal to be over');
    expect(game.score.ns).toBe(-100);
  });

  it('counts a trick in progress as still to be won', () => {
    const midTrick = playAll(afterFirstTrick(), ['C2', 'H2']);
    expect(errorOf(gameClaim(midTrick, 'S', 13))).toBe('you can claim from 0 to 12 tricks: 12 remain to be played; got 13');
    const game = unwrap(gameClaim(midTrick, 'S', 12));
    if (game.phase !== 'done' || game.contract === 'passed-out') throw new Error('expected a finished deal');
    expect(game.declarerTricks).toBe(13);
  });

  it('only the declarer may claim, and only a whole number of the remaining tricks', () => {
    const game = afterFirstTrick();
    expect(errorOf(gameClaim(game, 'N', 12))).toBe('only the declarer (South) may claim');
    expect(errorOf(gameClaim(game, 'W', 1))).toBe('only the declarer (South) may claim');
    expect(errorOf(gameClaim(game, 'S', -1))).toBe('you can claim from 0 to 12 tricks: 12 remain to be played; got -1');
    expect(errorOf(gameClaim(game, 'S', 2.5))).toBe('you can claim from 0 to 12 tricks: 12 remain to be played; got 2.5');
    expect(errorOf(gameClaim(start(HEARTS_WEST), 'S', 5))).toBe('there is nothing to claim during the auction');
  });
});

describe('what each seat sees', () => {
  const playing = () => bidAll(start(HEARTS_WEST), ['1S', 'Pass', '4S', 'Pass', 'Pass', 'Pass']);

  it('in the auction: its own hand, every call, and nothing else', () => {
    const game = bidAll(start(HEARTS_WEST), ['1S', 'Pass']);
    for (const seat of SEATS) {
      const view = viewFor(game, seat);
      expect(view.phase).toBe('auction');
      expect(view.turn).toBe('N');
      expect(view.hand).toBe(HEARTS_WEST[seat]);
      expect(view.dummy).toBeUndefined();
      expect(view.contract).toBeUndefined();
      expect(view.declarer).toBeUndefined();
      expect(view.deal).toBeUndefined();
      expect(view.score).toBeUndefined();
      expect(view.tricks).toEqual([]);
      expect(view.auction.map((c) => c.seat)).toEqual(['S', 'W']);
      expect(view.legal.length > 0).toBe(seat === 'N');
    }
  });

  it('before the opening lead: the contract and declarer, but no dummy, not even for the dummy', () => {
    const game = playing();
    for (const seat of SEATS) {
      const view = viewFor(game, seat);
      expect(view.phase).toBe('play');
      expect(view.contract).toEqual({ level: 4, strain: 'S', doubled: '', declarer: 'S' });
      expect(view.declarer).toBe('S');
      expect(view.dummy).toBeUndefined();
      expect(view.hand).toBe(HEARTS_WEST[seat]);
      expect(view.turn).toBe('W');
      expect(view.legal.length > 0).toBe(seat === 'W');
    }
  });

  it("after the opening lead: everyone sees the dummy, and the declarer chooses dummy's card", () => {
    const game = playAll(playing(), ['HA']);
    for (const seat of SEATS) {
      const view = viewFor(game, seat);
      expect(view.dummy?.seat).toBe('N');
      expect(view.dummy?.hand.equals(HEARTS_WEST.N)).toBe(true);
      expect(view.hand.equals(seat === 'W' ? HEARTS_WEST.W.without(card('HA')) : HEARTS_WEST[seat])).toBe(true);
      expect(view.turn).toBe('N');
      expect(view.tricks).toEqual([{ leader: 'W', cards: [{ seat: 'W', card: card('HA') }] }]);
      expect(view.deal).toBeUndefined();
      expect(view.legal.length > 0).toBe(seat === 'S');
    }
    const south = viewToJson(viewFor(game, 'S'));
    expect(south.turn).toBe('N');
    expect(south.legal).toEqual(['S3', 'S2', 'DA', 'DK', 'DQ', 'DJ', 'DT', 'D9', 'D8', 'D7', 'D6', 'CA', 'CK']);
    expect(south.hand).toBe('AKQJT9876..5.432');
    expect(south.dummy).toEqual({ seat: 'N', hand: '32..AKQJT9876.AK' });
    expect(south.contract).toBe('4S');
    expect(south.tricks).toEqual([{ leader: 'W', cards: [{ seat: 'W', card: 'HA' }], winner: null }]);
    expect(south.deal).toBeNull();
    expect(south.score).toBeNull();
    expect(viewToJson(viewFor(game, 'N')).legal).toEqual([]);
  });

  it('at the end: all four hands, the result and the score', () => {
    const game = unwrap(gameClaim(playAll(playing(), ['HA', 'D6', 'S4', 'S6']), 'S', 10));
    for (const seat of SEATS) {
      const view = viewFor(game, seat);
      expect(view.phase).toBe('done');
      expect(view.turn).toBeUndefined();
      expect(view.legal).toEqual([]);
      expect(view.deal).toBe(HEARTS_WEST);
      expect(view.declarerTricks).toBe(11);
      expect(view.claim).toEqual({ seat: 'S', tricks: 10 });
      expect(view.score?.ns).toBe(450);
      expect(view.tricks[0]?.winner).toBe('S');
    }
    const json = viewToJson(viewFor(game, 'E'));
    expect(json.deal).toBe('N:32..AKQJT9876.AK 54..432.QJT98765 AKQJT9876..5.432 .AKQJT98765432..');
    expect(json.result).toBe(11);
    expect(json.score).toEqual({ ns: 450, ew: -450, breakdown: expect.any(Array) });
    expect(json.auction).toEqual([
      { seat: 'S', call: '1S' },
      { seat: 'W', call: 'Pass' },
      { seat: 'N', call: '4S' },
      { seat: 'E', call: 'Pass' },
      { seat: 'S', call: 'Pass' },
      { seat: 'W', call: 'Pass' },
    ]);
  });

  it('a passed-out deal shows all hands and a zero score, with no dummy', () => {
    const game = bidAll(start(HEARTS_WEST), ['Pass', 'Pass', 'Pass', 'Pass']);
    const json = viewToJson(viewFor(game, 'S'));
    expect(json.phase).toBe('done');
    expect(json.contract).toBe('Pass');
    expect(json.declarer).toBeNull();
    expect(json.dummy).toBeNull();
    expect(json.deal).not.toBeNull();
    expect(json.score?.ns).toBe(0);
  });
});
