// Whole games through the API, each a Durable Object, played by a scripted South to the end.
import { describe, expect, it } from 'vitest';
import { parseCard, parsePbnHand, unwrap } from '@tenace/engine';
import { parsePbn } from '@tenace/engine/formats';
import { GameClient, api, post } from './game-client.ts';
import { recordTestFile } from './isolate.ts';

recordTestFile('games.test.ts');

// Seeds whose deals, with South bidding as the robot would (or passing throughout), end as named
// (the auction is the book's, the same on every machine).
const SEEDS = { passedOut: 'table-7', southDeclares: 'table-9', northDeclares: 'table-2', defending: 'table-61' } as const;

describe('whole games through the API', () => {
  it('a passed-out deal: four passes, a score of zero, every hand shown', async () => {
    const game = await GameClient.start('None', SEEDS.passedOut);
    expect(game.view).toMatchObject({
      version: 0,
      phase: 'auction',
      dealer: 'S',
      turn: 'S',
      auction: [],
      contract: null,
      dummy: null,
      deal: null,
    });
    expect(game.view.legal).toContain('1C');
    const end = await game.bid('passes');
    expect(end).toMatchObject({ phase: 'done', contract: 'Pass', declarer: null, turn: null, legal: [], score: { ns: 0, ew: 0 } });
    expect(end.auction.map((c) => `${c.seat} ${c.call}`)).toEqual(['S Pass', 'W Pass', 'N Pass', 'E Pass']);
    game.checkViews();
  });

  it('South declares: dummy comes down after the lead, South plays both hands to the score', async () => {
    const game = await GameClient.start('NS', SEEDS.southDeclares);
    const played = await game.bid('robot');
    expect(played).toMatchObject({ phase: 'play', contract: '4S', declarer: 'S', turn: 'N', dummy: { seat: 'N' }, canClaim: true });
    expect(played.tricks).toEqual([{ leader: 'W', cards: [{ seat: 'W', card: expect.any(String) }], winner: null }]);
    // It is dummy's turn, and the cards offered are dummy's.
    const dummyHand = unwrap(parsePbnHand(played.dummy?.hand ?? '', undefined));
    expect(played.legal.length).toBeGreaterThan(0);
    expect(played.legal.every((card) => dummyHand.has(unwrap(parseCard(card))))).toBe(true);
    const end = await game.playOut();
    expect(end).toMatchObject({ phase: 'done', declarer: 'S', result: expect.any(Number), score: { breakdown: expect.any(Array) } });
    expect((end.score?.ns ?? 0) + (end.score?.ew ?? 0)).toBe(0);
    expect(end.tricks.filter((t) => t.winner !== null).length + (end.claim === null ? 0 : 13 - end.tricks.length)).toBe(13);
    game.checkViews();
  });

  it('North declares: after South’s last call the robots play the deal out, every card in the view', async () => {
    const game = await GameClient.start('EW', SEEDS.northDeclares);
    const end = await game.bid('robot');
    expect(end).toMatchObject({ phase: 'done', contract: '4H', declarer: 'N', legal: [], canUndo: false });
    const southCards = end.tricks.flatMap((t) => t.cards).filter((c) => c.seat === 'S');
    expect(southCards.length).toBeGreaterThan(0);
    game.checkViews();
  });

  it('South defends: East declares, South plays South’s cards only', async () => {
    const game = await GameClient.start('Both', SEEDS.defending);
    const played = await game.bid('passes');
    expect(played).toMatchObject({ phase: 'play', contract: '1NT', declarer: 'E', canClaim: false });
    // South is on lead: no dummy yet, the cards offered are South's.
    expect(played).toMatchObject({ turn: 'S', dummy: null });
    const afterLead = await game.play(played.legal[0] ?? '');
    expect(afterLead.dummy?.seat).toBe('W');
    const end = await game.playOut();
    expect(end.phase).toBe('done');
    game.checkViews();
  });

  it('the finished game as PBN and as a record', async () => {
    const game = await GameClient.start('None', SEEDS.defending);
    await game.bid('passes');
    const early = await api(`/games/${game.id}/pbn`);
    expect(early.status).toBe(409);
    expect(await early.json()).toMatchObject({ error: { code: 'game-in-progress' } });
    const duringPlay = (await (await api(`/games/${game.id}/record`)).json()) as { seed: unknown; deal: unknown; log: unknown[] };
    expect(duringPlay).toMatchObject({ seed: null, deal: null, phase: 'play' });
    const end = await game.playOut();
    const pbn = await api(`/games/${game.id}/pbn`);
    expect(pbn.status).toBe(200);
    expect(pbn.headers.get('content-type')).toMatch(/^text\/plain/);
    const file = unwrap(parsePbn(await pbn.text()));
    expect(file.boards[0]?.result).toBe(end.result);
    const record = (await (await api(`/games/${game.id}/record`)).json()) as {
      seed: string;
      deal: string;
      log: { version: number; undone: boolean }[];
      score: unknown;
    };
    expect(record).toMatchObject({ seed: SEEDS.defending, deal: end.deal, score: end.score, contract: '1NT' });
    expect(record.log.map((e) => e.version)).toEqual(Array.from({ length: end.version }, (_, i) => i + 1));
    // What each card cost and South's calls against the book, and the exports with the DD tags.
    const analysed = (await (await api(`/games/${game.id}/record`)).json()) as {
      analysis: { cards: { seat: string; card: string; before: number; after: number; kept: string[] }[]; calls: { seat: string }[] };
      exports: { pbn: string; lin: string; handviewer: string };
    };
    expect(analysed.analysis.cards.map((c) => c.card)).toEqual(end.tricks.flatMap((t) => t.cards.map((c) => c.card)));
    expect(analysed.analysis.calls.every((c) => c.seat === 'S')).toBe(true);
    expect(analysed.exports.pbn).toContain('[ParContract "');
    expect(await (await api(`/games/${game.id}/pbn`)).text()).toBe(analysed.exports.pbn);
    expect(analysed.exports.handviewer).toContain('handviewer.html?lin=');
  });

  it('a deal of your own (an imported board): its hands, dealer and vulnerability, the robots before South calling first', async () => {
    const deal = 'N:AQ3.KJ4.K763.AJ2 KT98.Q32.QJ5.T98 J5.T987.A82.Q765 7642.A65.T94.K43';
    const response = await post('/games', { vulnerability: 'EW', deal, dealer: 'W' });
    const body = (await response.json()) as {
      id: string;
      view: { dealer: string; vulnerability: string; hand: string; turn: string; auction: { seat: string }[] };
    };
    expect(response.status, JSON.stringify(body)).toBe(201);
    expect(body.view).toMatchObject({ dealer: 'W', vulnerability: 'EW', hand: 'J5.T987.A82.Q765', turn: 'S' });
    expect(body.view.auction.map((c) => c.seat)).toEqual(['W', 'N', 'E']);
    const record = (await (await api(`/games/${body.id}/record`)).json()) as { dealer: string };
    expect(record.dealer).toBe('W');
    const lone = await post('/games', { vulnerability: 'EW', dealer: 'W' });
    expect(lone.status).toBe(400);
  });

  it("a game played with the book's options keeps them: the record and the PBN name them", async () => {
    const game = await GameClient.start('None', SEEDS.passedOut, ['Roman Keycard Blackwood']);
    await game.bid('passes');
    const record = (await (await api(`/games/${game.id}/record`)).json()) as { options: string[] };
    expect(record.options).toEqual(['Roman Keycard Blackwood']);
    expect(await (await api(`/games/${game.id}/pbn`)).text()).toContain(
      '[Event "Tenace: a single deal with a robot partner, SAYC with Roman Keycard Blackwood"]',
    );
    const plain = await GameClient.start('None', SEEDS.passedOut);
    expect(((await (await api(`/games/${plain.id}/record`)).json()) as { options: string[] }).options).toEqual([]);
  });
});

describe('a game in Indonesian', () => {
  it("gives each auction entry the book's meaning, and a hint's reason from the rules, with ?lang=id", async () => {
    const game = await GameClient.start('NS', SEEDS.southDeclares);
    const hint = (await (await post(`/games/${game.id}/hint?lang=id`)).json()) as { action: string; reason: string };
    expect(hint.reason).toMatch(/^Aturan \(".*", sayc\.rules baris \d+\): /);
    const view = await game.expectView(post(`/games/${game.id}/calls?lang=id`, { call: hint.action, version: game.view.version }));
    expect(view.auction[0]?.meaning).toMatch(/poin/);
    const english = await game.read();
    expect(english.auction[0]?.meaning).toMatch(/points/);
    const read = await game.expectView(api(`/games/${game.id}`, { headers: { 'Accept-Language': 'id' } }));
    expect(read.auction.map((c) => c.meaning)).toEqual(view.auction.map((c) => c.meaning));
  });
});
