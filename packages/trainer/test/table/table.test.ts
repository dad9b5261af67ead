import { describe, expect, it } from 'vitest';
import {
  CardSet,
  SEATS,
  dealFromSeed,
  dummyOf,
  formatCard,
  formatHand,
  formatPbnDeal,
  holderOf,
  parseCard,
  parsePbnHand,
  playOf,
  shuffledPack,
  unwrap,
  type Seat,
} from '@tenace/engine';
import { parsePbn } from '@tenace/engine/formats';
import { declarerMaxTricks, robotPlay, type AuctionConstraints, auctionConstraints, robotBid } from '@tenace/robots';
import { USER_MOVE_CODES, USER_SEAT, robotsAct, tableBook, tableBookName, userAction } from '../../src/table/table.ts';
import {
  dealSetup,
  newTable,
  replayTable,
  tableHint,
  tablePbn,
  tableRecord,
  tableSetup,
  tableView,
  type Table,
  type TableAction,
  type TableOptions,
  type TableViewJson,
} from '../../src/index.ts';
import { SAYC_SOURCE, saycBook, type RuleBook } from '@tenace/rules-dsl';
import { book as compiled, call } from '@tenace/rules-dsl/testing';

// Whole games: a second or two each alone, several times that on a busy shared machine.
const GAME_TIMEOUT = 60_000;

// Decisions bounded in work alone, so every run plays the same cards.
const OPTIONS: TableOptions = { budgetMs: Infinity, nodeBudget: 20_000 };

// Seeds whose deals, with South bidding as the robot would (or passing throughout), end as named.
// readLead: a deal whose opening lead the auction, as the book reads it, changes.
const SEEDS = {
  passedOut: 'table-7',
  southDeclares: 'table-9',
  northDeclares: 'table-2',
  defending: 'table-61',
  readLead: 'table-17',
} as const;

const started = (seed: string, vulnerability: 'None' | 'NS' | 'EW' | 'Both' = 'None'): Table =>
  robotsAct(unwrap(newTable(tableSetup(vulnerability, seed))), OPTIONS).table;

const act = (table: Table, action: TableAction): Table => {
  const step = unwrap(userAction(table, action, OPTIONS));
  expect(step.failure).toBeUndefined();
  return step.table;
};

const PASS: TableAction = { kind: 'call', call: call('Pass') };

/** South bids as the robot would, or passes throughout. */
function bid(table: Table, south: 'robot' | 'passes'): Table {
  let current = table;
  while (current.game.phase === 'auction') {
    current = act(current, south === 'passes' ? PASS : unwrap(tableHint(current, OPTIONS)).action);
    checkView(current);
  }
  return current;
}

/** South plays the first card the view offers (from dummy too when declaring), to the end. */
function playOut(table: Table): Table {
  let current = table;
  while (current.game.phase === 'play') {
    const [first] = tableView(current).legal;
    if (first === undefined) throw new Error('South has nothing to play, yet the play goes on');
    current = act(current, { kind: 'play', card: unwrap(parseCard(first)) });
    checkView(current);
  }
  return current;
}

const VIEW_FIELDS = [
  'seat',
  'phase',
  'dealer',
  'vulnerability',
  'turn',
  'legal',
  'hand',
  'dummy',
  'auction',
  'contract',
  'declarer',
  'tricks',
  'tricksWon',
  'claim',
  'result',
  'score',
  'deal',
  'version',
  'canUndo',
  'canClaim',
].sort();

/**
 * South's view shows South's cards, dummy's once the opening lead is made, what has been played,
 * and every hand only at the end: checked against the game itself, field by field, and no field
 * beyond the known ones (a new field must be checked here before it can carry anything).
 */
function checkView(table: Table): TableViewJson {
  const view = tableView(table);
  const { game } = table;
  const play = playOf(game);
  expect(Object.keys(view).sort()).toEqual(VIEW_FIELDS);
  expect(view.hand).toBe(formatHand(play ? play.hands.S : game.deal.S));
  const dummySeat = play ? dummyOf(play.contract) : undefined;
  if (game.phase === 'done') {
    expect(view.deal).toBe(formatPbnDeal(game.deal));
  } else {
    expect(view.deal).toBeNull();
    expect(view.dummy).toEqual(
      play && play.tricks.length > 0 && dummySeat !== undefined ? { seat: dummySeat, hand: formatHand(play.hands[dummySeat]) } : null,
    );
  }
  const visible = (play ? play.hands.S : game.deal.S).union(
    view.dummy && dummySeat ? (play?.hands[dummySeat] ?? CardSet.empty) : CardSet.empty,
  );
  for (const text of view.phase === 'play' ? view.legal : []) expect(visible.has(unwrap(parseCard(text)))).toBe(true);
  return view;
}

describe('setting up a game', { timeout: GAME_TIMEOUT }, () => {
  it('deals from the seed one card at a time clockwise from West, South dealing', () => {
    const setup = tableSetup('NS', 'card-order');
    const pack = shuffledPack('card-order');
    expect(pack.slice(0, 4).map((c) => holderOf(setup.deal, c))).toEqual<Seat[]>(['W', 'N', 'E', 'S']);
    expect(formatPbnDeal(setup.deal)).toBe(formatPbnDeal(dealFromSeed('card-order', 'S')));
    const table = started('card-order', 'NS');
    expect(tableView(table)).toMatchObject({
      phase: 'auction',
      dealer: 'S',
      vulnerability: 'NS',
      turn: 'S',
      version: 0,
      auction: [],
      canUndo: false,
    });
  });

  it('lets the robots act until South calls again', () => {
    const table = act(started(SEEDS.defending), PASS);
    const view = checkView(table);
    expect(view.auction.map((c) => c.seat).slice(0, 4)).toEqual(['S', 'W', 'N', 'E']);
    expect(view.turn === 'S' || view.phase !== 'auction').toBe(true);
    // Each call carries the book's reading of it, as anyone at the table could read it.
    expect(view.auction.some((c) => c.call !== 'Pass' && typeof c.meaning === 'string')).toBe(true);
  });
});

describe('whole games against the robots', { timeout: GAME_TIMEOUT }, () => {
  it('a passed-out deal ends at once with a score of zero', () => {
    const table = bid(started(SEEDS.passedOut), 'passes');
    const view = checkView(table);
    expect(view).toMatchObject({ phase: 'done', contract: 'Pass', turn: null, legal: [], score: { ns: 0, ew: 0 }, canUndo: false });
    expect(view.deal).not.toBeNull();
  });

  it('South declares and plays both hands; dummy is shown after the opening lead', () => {
    let table = bid(started(SEEDS.southDeclares), 'robot');
    // West has led: dummy is on the table and its card is South's to choose.
    const afterLead = tableView(table);
    expect(afterLead).toMatchObject({ phase: 'play', declarer: 'S', contract: '4S', turn: 'N', dummy: { seat: 'N' }, canClaim: true });
    expect(afterLead.tricks[0]?.cards.map((c) => c.seat)).toEqual(['W']);
    expect(afterLead.legal.length).toBeGreaterThan(0);
    table = playOut(table);
    const view = checkView(table);
    expect(view.phase).toBe('done');
    expect(view.result).toBeGreaterThanOrEqual(0);
    // South chose dummy's cards too: every card from North's hand was played by South.
    const dummyCards = table.log.filter((e) => e.action.kind === 'play' && dealFromSeed(SEEDS.southDeclares, 'S').N.has(e.action.card));
    expect(dummyCards.length).toBeGreaterThan(0);
    expect(dummyCards.every((e) => e.seat === 'S')).toBe(true);
  });

  it('North declares and plays both hands to the end while South watches', () => {
    const table = bid(started(SEEDS.northDeclares), 'robot');
    const view = checkView(table);
    expect(view).toMatchObject({ phase: 'done', declarer: 'N', contract: '4H' });
    expect(view.result).toEqual(expect.any(Number));
    const southCards = table.log.filter((e) => e.action.kind === 'play' && dealFromSeed(SEEDS.northDeclares, 'S').S.has(e.action.card));
    expect(southCards.every((e) => e.seat === 'N')).toBe(true);
    expect(view.score?.breakdown.length).toBeGreaterThan(0);
  });

  it('the robots play from layouts that agree with the auction as the book reads it', () => {
    const table = bid(started(SEEDS.readLead), 'robot');
    const lead = table.log.findIndex((e) => e.action.kind === 'play');
    const before = unwrap(replayTable(table.setup, table.log.slice(0, lead))).game;
    const entry = table.log[lead];
    if (before.phase !== 'play' || entry?.action.kind !== 'play') throw new Error('expected the opening lead');
    const choose = (constraints: AuctionConstraints) => robotPlay(before, entry.seat, { seed: table.setup.seed, ...OPTIONS, constraints });
    const read = choose(auctionConstraints(saycBook(), before));
    // On this deal the auction changes East's lead: the game's lead is the one made with it.
    expect(read.ok && read.value.kind === 'play' ? read.value.card : undefined).toBe(entry.action.card);
    const blind = choose({});
    expect(blind.ok && blind.value.kind === 'play' ? blind.value.card : undefined).not.toBe(entry.action.card);
  });

  it('South defends: East declares, South plays only South’s cards', () => {
    let table = bid(started(SEEDS.defending), 'passes');
    expect(tableView(table)).toMatchObject({ phase: 'play', declarer: 'E', contract: '1NT' });
    table = playOut(table);
    const view = checkView(table);
    expect(view.phase).toBe('done');
    const southPlays = table.log.filter((e) => e.seat === USER_SEAT && e.action.kind === 'play');
    expect(southPlays.length).toBe(view.tricks.flatMap((t) => t.cards).filter((c) => c.seat === 'S').length);
    expect(southPlays.every((e) => e.action.kind === 'play' && table.game.deal.S.has(e.action.card))).toBe(true);
    expect(view.tricks.filter((t) => t.winner !== null).length + (view.claim === null ? 0 : 13 - view.tricks.length)).toBe(13);
  });
});

describe('refusing what may not be done, changing nothing', { timeout: GAME_TIMEOUT }, () => {
  const refusal = (table: Table, action: TableAction): string => {
    const before = JSON.stringify(tableView(table));
    const result = userAction(table, action, OPTIONS);
    expect(JSON.stringify(tableView(table))).toBe(before);
    // The list the API's answers are checked against holds every code the table refuses with.
    if (!result.ok) expect(USER_MOVE_CODES).toContain(result.error.code);
    return result.ok ? 'accepted' : `${result.error.code}: ${result.error.message}`;
  };

  it('an insufficient bid, a double of partner, a card in the auction', () => {
    const table = bid(started(SEEDS.southDeclares), 'robot');
    const auction = act(started(SEEDS.defending), PASS);
    expect(refusal(auction, { kind: 'call', call: call('1C') })).toMatch(/^illegal-call: 1C does not outrank/);
    expect(refusal(auction, { kind: 'play', card: unwrap(parseCard('SA')) })).toMatch(/^wrong-phase: the auction is not over/);
    expect(refusal(table, { kind: 'call', call: call('Pass') })).toBe('wrong-phase: the auction is over');
    // Pass, West passes, North opens, East passes: South may not double North's bid.
    const partnerOpened = act(started('table-6'), PASS);
    expect(tableView(partnerOpened).auction.map((c) => c.call)).toEqual(['Pass', 'Pass', '1C', 'Pass']);
    expect(refusal(partnerOpened, { kind: 'call', call: call('X') })).toBe("illegal-call: you cannot double your partner's bid");
  });

  it('a card not held, a revoke, a card after the end', () => {
    let table = bid(started(SEEDS.defending), 'passes');
    const game = table.game;
    if (game.phase !== 'play') throw new Error('no play');
    const notHeld = game.deal.E.toArray()[0] ?? 0;
    expect(refusal(table, { kind: 'play', card: notHeld })).toMatch(/^illegal-card: .* is not in South's hand/);
    // Play until South must follow a suit while holding others, then try another suit.
    for (;;) {
      const g = table.game;
      if (g.phase !== 'play') throw new Error('the play ended before a revoke could be tried');
      const legal = tableView(table).legal.map((c) => unwrap(parseCard(c)));
      const other = g.play.hands.S.toArray().find((c) => !legal.includes(c));
      if (other !== undefined) {
        expect(refusal(table, { kind: 'play', card: other })).toMatch(/^illegal-card: you must follow/);
        break;
      }
      table = act(table, { kind: 'play', card: legal[0] ?? 0 });
    }
    table = playOut(table);
    expect(refusal(table, { kind: 'play', card: 0 })).toBe('game-over: the deal is over');
    expect(refusal(table, { kind: 'undo' })).toBe('game-over: the deal is over');
  });
});

describe('undo', { timeout: GAME_TIMEOUT }, () => {
  it('takes back South’s last call and the robots’ calls after it, and records it', () => {
    const start = started(SEEDS.southDeclares);
    expect(userAction(start, { kind: 'undo' }, OPTIONS).ok ? '' : 'refused').toBe('refused');
    const once = act(start, { kind: 'call', call: call('1S') });
    const twice = act(once, PASS);
    const undone = act(twice, { kind: 'undo' });
    expect(tableView(undone)).toEqual({ ...tableView(once), version: undone.log.length, canUndo: true });
    expect(undone.log.length).toBe(twice.log.length + 1);
    const record = tableRecord(undone);
    const undoneVersions = record.log.filter((e) => e.undone).map((e) => e.version);
    expect(undoneVersions[0]).toBe(once.log.length + 1);
    expect(record.log.at(-1)).toMatchObject({ kind: 'undo', seat: 'S', undone: false });
    // Back to the start: the first call too.
    const first = act(undone, { kind: 'undo' });
    expect(tableView(first)).toMatchObject({ auction: [], turn: 'S', canUndo: false });
  });

  it('takes back a card in the play, dummy’s card chosen by South included', () => {
    let table = bid(started(SEEDS.southDeclares), 'robot');
    const [lead] = tableView(table).legal;
    const before = tableView(table);
    table = act(table, { kind: 'play', card: unwrap(parseCard(lead ?? '')) });
    table = act(table, { kind: 'undo' });
    expect({ ...tableView(table), version: 0 }).toEqual({ ...before, version: 0 });
  });
});

describe('hints', { timeout: GAME_TIMEOUT }, () => {
  it('gives the robot’s call with the book’s reason, changing nothing', () => {
    const table = started(SEEDS.southDeclares);
    const hint = unwrap(tableHint(table, OPTIONS));
    const robot = unwrap(robotBid({ hand: table.game.deal.S, vulnerability: 'None', auction: table.game.auction }));
    expect(hint).toEqual({ action: { kind: 'call', call: robot.call }, reason: robot.explanation });
    expect(tableView(table).version).toBe(0);
  });

  it('gives a legal card with the layouts behind it, and refuses once the deal is over', () => {
    const table = bid(started(SEEDS.defending), 'passes');
    const hint = unwrap(tableHint(table, OPTIONS));
    if (hint.action.kind !== 'play') throw new Error('expected a card');
    expect(tableView(table).legal).toContain(formatCard(hint.action.card));
    expect(hint.reason).toMatch(/only card|on average over \d+ layouts|the contract on \d+ % of \d+ layouts|alike|usual/);
    const over = bid(started(SEEDS.passedOut), 'passes');
    expect(tableHint(over, OPTIONS).ok).toBe(false);
  });
});

describe('claims', { timeout: GAME_TIMEOUT }, () => {
  const bestForDeclarer = (table: Table): number => {
    const { game } = table;
    if (game.phase !== 'play') throw new Error('no play');
    return unwrap(declarerMaxTricks(game.play));
  };

  it('accepts South’s claim of what the best defence leaves, and settles the score by it', () => {
    const table = bid(started(SEEDS.southDeclares), 'robot');
    const best = bestForDeclarer(table);
    const claimed = act(table, { kind: 'claim', tricks: best });
    expect(tableView(claimed)).toMatchObject({ phase: 'done', result: best, claim: { seat: 'S', tricks: best }, canClaim: false });
    expect(tableView(claimed).score?.breakdown.length).toBeGreaterThan(0);
  });

  it('refuses a claim the defence beats double dummy, and a claim by the dummy', () => {
    const table = bid(started(SEEDS.southDeclares), 'robot');
    const refused = userAction(table, { kind: 'claim', tricks: bestForDeclarer(table) + 1 }, OPTIONS);
    expect(refused.ok ? 'accepted' : refused.error.code).toBe('claim-refused');
    expect(refused.ok ? '' : refused.error.message).toMatch(
      /^East–West can beat that claim: with their best defence you take fewer than \d+ of the 13 tricks left/,
    );
    const tooMany = userAction(table, { kind: 'claim', tricks: 14 }, OPTIONS);
    expect(tooMany.ok ? 'accepted' : tooMany.error.code).toBe('claim-tricks');
    const defending = bid(started(SEEDS.defending), 'passes');
    const notDeclarer = userAction(defending, { kind: 'claim', tricks: 1 }, OPTIONS);
    expect(notDeclarer.ok ? 'accepted' : notDeclarer.error.code).toBe('not-declarer');
  });
});

describe('the log is the truth', { timeout: GAME_TIMEOUT }, () => {
  it('replaying the log rebuilds the game, undos included', () => {
    let table = bid(started(SEEDS.southDeclares), 'robot');
    table = act(table, { kind: 'undo' });
    table = bid(table, 'robot');
    table = playOut(table);
    const rebuilt = unwrap(replayTable(table.setup, table.log));
    expect(tableView(rebuilt)).toEqual(tableView(table));
    expect(tableRecord(rebuilt)).toEqual(tableRecord(table));
  });

  it('names the entry that does not fit', () => {
    const table = started(SEEDS.defending);
    const replayed = replayTable(table.setup, [{ seat: 'W', action: PASS }]);
    expect(replayed.ok ? '' : replayed.error.message).toMatch(/^entry 1 of the game's log \(West, call\): it is South's turn/);
  });

  it('a robot that fails leaves the game whole, and the robots carry on later', () => {
    const table = started(SEEDS.northDeclares);
    const broken = new Proxy(
      {},
      {
        get: () => {
          throw new Error('the book is missing');
        },
      },
    ) as RuleBook;
    const step = unwrap(userAction(table, PASS, { ...OPTIONS, book: broken }));
    expect(step.failure).toMatchObject({ code: 'robot-failed', message: "West's robot failed: the book is missing" });
    expect(step.table.log).toHaveLength(1);
    const resumed = robotsAct(step.table, OPTIONS);
    expect(resumed.failure).toBeUndefined();
    expect(resumed.table.log.length).toBeGreaterThan(1);
  });
});

const sideOfSeat = (seat: string): 'NS' | 'EW' => (seat === 'N' || seat === 'S' ? 'NS' : 'EW');

describe('the record and PBN', { timeout: GAME_TIMEOUT }, () => {
  it('hides the seed and deal until the end, then writes a PBN file that reads back', () => {
    const inPlay = bid(started(SEEDS.defending), 'passes');
    expect(tableRecord(inPlay)).toMatchObject({ seed: null, deal: null, score: null });
    expect(tablePbn(inPlay).ok).toBe(false);
    const done = playOut(inPlay);
    const record = tableRecord(done);
    expect(record).toMatchObject({ seed: SEEDS.defending, phase: 'done', contract: '1NT', declarer: 'E' });
    const pbn = unwrap(tablePbn(done));
    const read = unwrap(parsePbn(pbn));
    const [board] = read.boards;
    expect(board?.result).toBe(record.result);
    expect(board?.play).toHaveLength(record.tricks.flatMap((t) => t.cards).length);
    expect(pbn).toContain('[Note "1:');
    for (const seat of SEATS) expect(formatHand(board?.deal[seat] ?? CardSet.empty)).toBe(formatHand(done.game.deal[seat]));
  });

  it("analyses a finished game: every card's cost, South's calls against the book's, the DD table in the PBN, LIN and a hand-viewer link", () => {
    const inPlay = bid(started(SEEDS.defending), 'passes');
    expect(tableRecord(inPlay)).toMatchObject({ analysis: null, exports: null });
    const done = playOut(inPlay);
    const { analysis, exports, tricks } = tableRecord(done);
    const played = tricks.flatMap((t) => t.cards);
    expect(analysis?.cards.map((c) => [c.seat, c.card])).toEqual(played.map((c) => [c.seat, c.card]));
    // South played the first legal card each time: that gives tricks away, and the record says which cards kept them.
    const costly = analysis?.cards.filter((c) => c.after < c.before) ?? [];
    expect(costly.length).toBeGreaterThan(0);
    for (const c of costly) expect(c.kept.length).toBeGreaterThan(0);
    // The tricks East–West take, the contract's side, end where the play ended.
    const last = analysis?.cards.at(-1);
    expect(last === undefined ? undefined : sideOfSeat(last.seat) === 'EW' ? last.after : 13 - last.after).toBe(tableRecord(done).result);
    // South passed throughout: every call the book would have made otherwise is one of South's.
    for (const c of analysis?.calls ?? []) expect(c).toMatchObject({ seat: 'S', call: 'Pass' });
    expect(analysis?.tricks.E.NT).toBeGreaterThanOrEqual(0);
    expect(exports?.pbn).toContain('[OptimumResultTable "Declarer;Denomination\\2R;Result\\2R"]');
    expect(exports?.pbn).toContain('[ParContract "');
    expect(unwrap(tablePbn(done))).toBe(exports?.pbn);
    expect(exports?.handviewer).toBe(`https://www.bridgebase.com/tools/handviewer.html?lin=${encodeURIComponent(exports?.lin ?? '')}`);
  });
});

describe("the book's options", { timeout: GAME_TIMEOUT }, () => {
  // South holds slam values; North's limit raise holds one ace and the trump king; East–West pass.
  const deal = {
    N: unwrap(parsePbnHand('K32.A32.QJ32.J32')),
    E: unwrap(parsePbnHand('76.8765.765.8764')),
    S: unwrap(parsePbnHand('AQJ54.KQ4.AK4.A5')),
    W: unwrap(parsePbnHand('T98.JT9.T98.KQT9')),
  };
  const northAnswers4NT = (options: readonly string[]): string[] => {
    let table = robotsAct(
      unwrap(newTable({ vulnerability: 'None', seed: 'options', deal, ...(options.length === 0 ? {} : { options }) })),
      OPTIONS,
    ).table;
    table = act(table, { kind: 'call', call: call('1S') });
    table = act(table, { kind: 'call', call: call('4NT') });
    return tableView(table).auction.map((c) => c.call);
  };

  it('every robot bids with the options of the game: North answers 4NT in keycards', () => {
    expect(northAnswers4NT(['Roman Keycard Blackwood'])).toEqual(['1S', 'Pass', '3S', 'Pass', '4NT', 'Pass', '5H', 'Pass']);
    expect(northAnswers4NT([])).toEqual(['1S', 'Pass', '3S', 'Pass', '4NT', 'Pass', '5D', 'Pass']);
  });

  it('the book of a game is SAYC with its options; the record and the PBN name them', () => {
    const setup = tableSetup('None', SEEDS.passedOut, ['Roman Keycard Blackwood']);
    expect([...tableBook(setup).options]).toEqual(['Roman Keycard Blackwood']);
    expect(tableSetup('None', SEEDS.passedOut)).not.toHaveProperty('options');
    const done = bid(robotsAct(unwrap(newTable(setup)), OPTIONS).table, 'passes');
    expect(tableRecord(done).options).toEqual(['Roman Keycard Blackwood']);
    expect(unwrap(tablePbn(done))).toContain('[Event "Tenace: a single deal with a robot partner, SAYC with Roman Keycard Blackwood"]');
    expect(tableRecord(started(SEEDS.passedOut)).options).toEqual([]);
  });
});

describe('a book of its own', { timeout: GAME_TIMEOUT }, () => {
  // SAYC with a weak notrump: the points line of the 1NT opening edited in a copy of the source.
  const sayc1NT = 'If points 15 to 17\n  If hand is balanced\n  Bid 1 NoTrump';
  const weak = SAYC_SOURCE.replace(sayc1NT, 'If points 12 to 14\n  If hand is balanced\n  Bid 1 NoTrump');
  const rules = compiled(weak, 'weak-notrump.rules');
  // West holds a balanced 13 count, which SAYC opens 1♦ and the weak notrump 1NT; North and East
  // pass (South, the player, passes whatever the hand).
  const deal = {
    N: unwrap(parsePbnHand('T98.JT9.T98.T987')),
    E: unwrap(parsePbnHand('765.8765.764.J64')),
    S: unwrap(parsePbnHand('Q432.AK4.AQJ.AKQ')),
    W: unwrap(parsePbnHand('AKJ.Q32.K532.532')),
  };
  const game = (choice?: { id: string; rules: RuleBook }): Table =>
    robotsAct(
      unwrap(newTable({ vulnerability: 'None', seed: 'own-book', deal, ...(choice === undefined ? {} : { book: choice }) })),
      OPTIONS,
    ).table;

  it('every robot bids by it and the auction is read by it: West opens 1NT on 13, where SAYC opens 1♦', () => {
    expect(weak).not.toBe(SAYC_SOURCE);
    const own = act(game({ id: 'weak-notrump', rules }), PASS);
    expect(tableView(own).auction.slice(0, 2)).toEqual([
      { seat: 'S', call: 'Pass', meaning: expect.any(String) },
      { seat: 'W', call: '1NT', meaning: expect.stringContaining('balanced') },
    ]);
    expect(tableView(act(game(), PASS)).auction[1]?.call).toBe('1D');
  });

  it('the setup keeps its id; the record and the PBN name it, with the options', () => {
    const setup = tableSetup('None', SEEDS.passedOut, ['Roman Keycard Blackwood'], { id: 'weak-notrump', rules });
    expect(tableBookName(setup)).toBe('weak-notrump');
    expect(tableBook(setup).file).toBe('weak-notrump.rules');
    expect([...tableBook(setup).options]).toEqual(['Roman Keycard Blackwood']);
    const done = bid(robotsAct(unwrap(newTable(setup)), OPTIONS).table, 'passes');
    expect(tableRecord(done)).toMatchObject({ book: 'weak-notrump', options: ['Roman Keycard Blackwood'] });
    expect(unwrap(tablePbn(done))).toContain(
      '[Event "Tenace: a single deal with a robot partner, the book weak-notrump with Roman Keycard Blackwood"]',
    );
    const plain = bid(
      robotsAct(unwrap(newTable(tableSetup('None', SEEDS.passedOut, [], { id: 'weak-notrump', rules }))), OPTIONS).table,
      'passes',
    );
    expect(unwrap(tablePbn(plain))).toContain('[Event "Tenace: a single deal with a robot partner, the book weak-notrump"]');
    expect(tableRecord(started(SEEDS.passedOut)).book).toBe('SAYC');
  });

  it("a hint for South bids by the game's book too", () => {
    // South holds the balanced 13 count here, and deals.
    const southDeal = { ...deal, S: deal.W, W: deal.S };
    const own = robotsAct(
      unwrap(newTable({ vulnerability: 'None', seed: 'own-book', deal: southDeal, book: { id: 'weak-notrump', rules } })),
      OPTIONS,
    ).table;
    const hint = unwrap(tableHint(own, OPTIONS));
    expect(hint.action).toEqual({ kind: 'call', call: call('1NT') });
    expect(hint.reason).toContain('weak-notrump.rules line');
  });
});

describe('a deal brought in', { timeout: GAME_TIMEOUT }, () => {
  it('is played with its own hands, dealer and vulnerability: the robots before South call first, and it replays from its setup', () => {
    const deal = dealFromSeed('imported-board', 'N');
    const setup = dealSetup(deal, 'W', 'EW', 'robots-seed');
    const table = robotsAct(unwrap(newTable(setup)), OPTIONS).table;
    const view = tableView(table);
    expect(view).toMatchObject({ dealer: 'W', vulnerability: 'EW', turn: 'S', hand: formatHand(deal.S) });
    expect(view.auction.map((c) => c.seat)).toEqual(['W', 'N', 'E']);
    const done = playOut(bid(table, 'passes'));
    expect(tableRecord(done).deal).toBe(formatPbnDeal(deal));
    expect(tableRecord(unwrap(replayTable(setup, done.log)))).toEqual(tableRecord(done));
  });
});
