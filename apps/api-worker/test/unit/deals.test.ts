import { describe, expect, it } from 'vitest';
import {
  PASS,
  bid,
  dealFromSeed,
  formatCard,
  formatPbnDeal,
  legalCards,
  playCard,
  startPlay,
  unwrap,
  type Card,
  type Contract,
} from '@tenace/engine';
import { formatLin, formatPbn, settleRecord, type DealRecord } from '@tenace/engine/formats';
import { loadDocument, mismatch, operations } from './openapi-contract.ts';
import { app, errorOf, postJson } from './request.ts';

/** A board bid 1NT–3NT by North–South, played with the first legal card each time, to the end. */
function board(n: number, seed = `deals-${n}`): DealRecord {
  const deal = dealFromSeed(seed, 'N');
  const contract: Contract = { level: 3, strain: 'NT', doubled: '', declarer: 'N' };
  let play = startPlay(deal, contract);
  const cards: Card[] = [];
  for (let i = 0; i < 52; i++) {
    const c = legalCards(play)[0] as Card;
    cards.push(c);
    play = unwrap(playCard(play, c));
  }
  const auction = [{ call: bid(1, 'NT') }, { call: PASS }, { call: bid(3, 'NT') }, { call: PASS }, { call: PASS }, { call: PASS }];
  return unwrap(settleRecord({ board: String(n), dealer: 'N', vulnerability: 'None', deal, auction, play: cards })).record;
}

/** Board after board, the open room with every tag, the closed room with only the tags that changed. */
function twoRoomFile(boards: number): string {
  const games: string[] = [];
  for (let n = 1; n <= boards; n++) {
    const open = formatPbn({ ...board(n), players: { N: 'Ann', E: 'Bea', S: 'Cy', W: 'Di' } })
      .split('\n')
      .slice(2);
    const closed = formatPbn({ ...board(n), players: { N: 'Ed', E: 'Flo', S: 'Gus', W: 'Hal' } })
      .split('\n')
      .slice(2)
      .filter((line) => !/^\[(Event|Site|Date|Board|Dealer|Vulnerable|Deal|Scoring) /.test(line));
    games.push(['[Room "Open"]', ...open].join('\n'), ['[Room "Closed"]', ...closed].join('\n'));
  }
  return `% PBN 2.1\n${games.join('\n')}`;
}

interface ImportJson {
  format: string;
  boards: {
    index: number;
    board: string | null;
    event?: string | null;
    site?: string | null;
    date?: string | null;
    scoring?: string | null;
    dealer: string;
    vulnerability: string;
    deal: string;
    hands: Record<string, string>;
    auction: { seat: string; call: string; meaning: string | null }[];
    contract: string | null;
    declarer: string | null;
    play: string[];
    tricks: unknown[];
    result: number | null;
    score: { ns: number } | null;
    warnings: { code: string; message: string; line: number | null }[];
    pbn?: string;
    lin?: string;
    handviewer?: string;
  }[];
  failed: { index: number; board: string | null; line: number | null; code: string; message: string }[];
}

describe('POST /api/v1/deals/import', () => {
  it('imports every game of a two-room file, the closed room taking the board, dealer, vulnerability and deal of the open room', async () => {
    const response = await postJson('/api/v1/deals/import', { text: twoRoomFile(3) });
    expect(response.status).toBe(200);
    const body = (await response.json()) as ImportJson;
    expect(body.format).toBe('pbn');
    expect(body.failed).toEqual([]);
    expect(body.boards.map((b) => [b.index, b.board])).toEqual([
      [0, '1'],
      [1, '1'],
      [2, '2'],
      [3, '2'],
      [4, '3'],
      [5, '3'],
    ]);
    // The answer is written board by board as the client reads it: it is the documented JSON all the same.
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    const doc = await loadDocument();
    const schema = operations(doc).find((o) => o.method === 'POST' && o.path === '/api/v1/deals/import')?.responses['200']?.content?.[
      'application/json'
    ]?.schema;
    expect(schema === undefined ? 'no schema' : mismatch(doc, schema, body)).toBeUndefined();
    const [open, closed] = body.boards;
    expect(closed?.deal).toBe(open?.deal);
    expect(closed).toMatchObject({ dealer: 'N', vulnerability: 'None', contract: '3NT', declarer: 'N', warnings: [] });
    expect(closed?.play).toHaveLength(52);
    expect(closed?.tricks).toHaveLength(13);
    expect(closed?.result).toEqual(expect.any(Number));
    expect(closed?.score?.ns).toEqual(expect.any(Number));
    expect(open?.auction[0]).toMatchObject({ seat: 'N', call: '1NT', meaning: expect.stringMatching(/15/) });
    expect(open?.pbn).toBeUndefined();
  });

  it('reports a board that cannot be read and imports the rest, with each board’s warnings', async () => {
    const file = twoRoomFile(2).replace('[Deal "N:', '[Deal "N:A');
    // The last game's Contract tag contradicts its auction.
    const at = file.lastIndexOf('[Contract "3NT"]');
    const text = `${file.slice(0, at)}[Contract "4S"]${file.slice(at + '[Contract "3NT"]'.length)}`;
    const body = (await (await postJson('/api/v1/deals/import', { text })).json()) as ImportJson;
    // The closed room of board 1 takes the open room's deal, which cannot be read: both are reported.
    expect(body.failed.map((f) => [f.index, f.board, f.code])).toEqual([
      [0, '1', 'deal'],
      [1, '1', 'deal'],
    ]);
    expect(body.failed[0]?.message).toBe('board 1: the Deal tag: North: ♠A appears twice in the hand');
    expect(body.boards.map((b) => b.index)).toEqual([2, 3]);
    expect(body.boards.map((b) => b.warnings.map((w) => w.code))).toEqual([[], ['contract-mismatch']]);
    expect(body.boards[1]?.warnings[0]).toMatchObject({
      line: expect.any(Number),
      message: expect.stringMatching(/^board 2: the Contract tag says 4S/),
    });
  });

  it('reads BBO LIN, told from the text, and gives each board its PBN, LIN and hand-viewer link when asked', async () => {
    const lin = formatLin([board(1), board(2)]);
    const body = (await (await postJson('/api/v1/deals/import', { text: lin, exports: true })).json()) as ImportJson;
    expect(body.format).toBe('lin');
    expect(body.boards).toHaveLength(2);
    expect(body.boards[0]?.pbn).toContain('[Deal "N:');
    expect(body.boards[0]?.lin).toContain('md|');
    expect(body.boards[0]?.handviewer).toMatch(/^https:\/\/www\.bridgebase\.com\/tools\/handviewer\.html\?lin=/);
  });

  it('imports a championship-sized file of 2 MB, and refuses a body over 4 MiB', async () => {
    const one = twoRoomFile(40);
    const text = Array.from({ length: Math.ceil((2 * 1024 * 1024) / one.length) }, () => one).join('\n\n');
    expect(text.length).toBeGreaterThan(2 * 1024 * 1024);
    const response = await postJson('/api/v1/deals/import', { text });
    expect(response.status).toBe(200);
    const body = (await response.json()) as ImportJson;
    expect(body.failed).toEqual([]);
    expect(body.boards.length).toBe(80 * Math.ceil((2 * 1024 * 1024) / one.length));
    const tooBig = await postJson('/api/v1/deals/import', { text: 'x'.repeat(4 * 1024 * 1024 + 1) });
    expect((await errorOf(tooBig, 413)).code).toBe('body-too-large');
  });

  it('refuses a file with no board that can be read, listing why each failed', async () => {
    const response = await postJson('/api/v1/deals/import', { text: '[Board "1"]\n[Dealer "N"]\n\n[Board "2"]\n[Deal "N:A"]\n' });
    expect(response.status).toBe(422);
    const body = (await response.json()) as { error: { code: string; message: string; path: string[]; failed: { code: string }[] } };
    expect(body.error).toMatchObject({ code: 'no-readable-board', path: ['text'] });
    expect(body.error.failed.map((f) => f.code)).toEqual(['vulnerability', 'dealer']);
  });
});

interface AnalysisJson {
  tricks: Record<string, Record<string, number>>;
  par: { score: number; contracts: string[] };
  cards: { seat: string; card: string; before: number; after: number; kept: string[] }[];
  calls: { seat: string; call: string; bookCall: string; why: string }[];
  pbn: string;
  lin: string;
  handviewer: string;
  warnings: { code: string; message: string }[];
}

describe('POST /api/v1/deals/analyse', () => {
  it('analyses an imported board as the import gave it: the DD table, par, every card’s cost, the calls against the book, and the exports', async () => {
    const imported = (await (await postJson('/api/v1/deals/import', { text: twoRoomFile(1) })).json()) as ImportJson;
    const [first] = imported.boards;
    const response = await postJson('/api/v1/deals/analyse', first);
    expect(response.status).toBe(200);
    const body = (await response.json()) as AnalysisJson;
    expect(Object.keys(body.tricks)).toEqual(['N', 'E', 'S', 'W']);
    expect(body.cards.map((c) => c.card)).toEqual(first?.play);
    // A card never gains its side a trick double dummy; one that loses some names the cards that kept them.
    for (const c of body.cards) expect(c.after <= c.before && (c.after === c.before) === (c.kept.length === 0)).toBe(true);
    const last = body.cards.at(-1);
    expect(last?.seat === 'N' || last?.seat === 'S' ? last.after : 13 - (last?.after ?? 0)).toBe(first?.result);
    expect(body.pbn).toContain('[OptimumResultTable "Declarer;Denomination\\2R;Result\\2R"]');
    expect(body.handviewer).toContain(encodeURIComponent(body.lin));
    expect(body.warnings).toEqual([]);
  });

  it("keeps the file's event, site, date and scoring from the import to the board's PBN", async () => {
    const text = [
      '[Event "Tuesday Pairs"]',
      '[Site "Club"]',
      '[Date "2026.12.01"]',
      '[Board "2"]',
      '[Dealer "E"]',
      '[Vulnerable "NS"]',
      '[Deal "E:AKQ2.K93.J84.Q72 J98.QJ4.AK93.K85 T6543.T72.Q6.T43 7.A865.T752.AJ96"]',
      '[Scoring "MP"]',
      '[Declarer "S"]',
      '[Contract "3NTX"]',
      '[Result "8"]',
    ].join('\n');
    const imported = (await (await postJson('/api/v1/deals/import', { text })).json()) as ImportJson;
    expect(imported.boards[0]).toMatchObject({ event: 'Tuesday Pairs', site: 'Club', date: '2026.12.01', scoring: 'MP', contract: '3NTX' });
    const body = (await (await postJson('/api/v1/deals/analyse', imported.boards[0])).json()) as AnalysisJson;
    for (const tag of ['[Event "Tuesday Pairs"]', '[Site "Club"]', '[Date "2026.12.01"]', '[Scoring "MP"]', '[ParContract "NS 4H"]'])
      expect(body.pbn).toContain(tag);
  });

  it('marks only the seats asked, leaves out a card that cannot be played with a warning, and answers 503 past the node budget', async () => {
    const b = board(5);
    const base = {
      deal: formatPbnDeal(b.deal),
      dealer: 'N',
      vulnerability: 'None',
      auction: ['1C', 'Pass', '1NT', 'Pass', 'Pass', 'Pass'],
    };
    const body = (await (await postJson('/api/v1/deals/analyse', { ...base, seats: ['N'], play: ['C2', 'C2'] })).json()) as AnalysisJson;
    expect(body.calls.every((c) => c.seat === 'N')).toBe(true);
    expect(body.warnings.map((w) => w.code)).toEqual(['play-dropped']);
    const init = { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(base) };
    const starved = await app.request('/api/v1/deals/analyse', init, { DD_MAX_NODES: '1000' } as unknown as Env);
    expect((await errorOf(starved, 503)).code).toBe('out-of-budget');
    expect((await errorOf(await postJson('/api/v1/deals/analyse', { ...base, auction: ['1C', '1C'] }), 422)).code).toBe('illegal-call');
    // A hand record of results only: the contract stated, no auction; its play is analysed all the same.
    const resultsOnly = { ...base, auction: [], contract: '3NT', declarer: 'N', play: b.play.slice(0, 8).map(formatCard) };
    const stated = (await (await postJson('/api/v1/deals/analyse', resultsOnly)).json()) as AnalysisJson;
    expect(stated.cards.map((c) => c.card)).toEqual(resultsOnly.play);
    expect(stated.warnings).toEqual([]);
  });
});
