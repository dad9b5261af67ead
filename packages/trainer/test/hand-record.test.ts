import { describe, expect, it } from 'vitest';
import { PASS, bid, legalCards, parsePbnDeal, playCard, startPlay, unwrap, type Card, type Contract } from '@tenace/engine';
import { parseLin, parsePbn, type DealRecord } from '@tenace/engine/formats';
import { saycBook } from '@tenace/rules-dsl';
import { analyseRecord, handRecordJson } from '../src/hand-record.ts';

// North opens 1D and South jumps to 3NT; West leads, the play is cut after two tricks.
const deal = unwrap(parsePbnDeal('N:AQ3.KJ4.K763.AJ2 KT98.Q32.QJ5.T98 J5.T987.A82.Q765 7642.A65.T94.K43'));
const contract: Contract = { level: 3, strain: 'NT', doubled: '', declarer: 'S' };

function firstCards(n: number): Card[] {
  let play = startPlay(deal, contract);
  const cards: Card[] = [];
  for (let i = 0; i < n; i++) {
    const [c] = legalCards(play);
    if (c === undefined) break;
    cards.push(c);
    play = unwrap(playCard(play, c));
  }
  return cards;
}

const record: DealRecord = {
  board: '12',
  players: { N: 'Ann', S: 'Bob' },
  dealer: 'N',
  vulnerability: 'NS',
  deal,
  auction: [
    { call: bid(1, 'D') },
    { call: PASS },
    { call: bid(3, 'NT'), note: 'to play', alert: true },
    { call: PASS },
    { call: PASS },
    { call: PASS },
  ],
  play: firstCards(8),
  contract,
};

describe('handRecordJson', () => {
  it('shows the four hands, every call with its meaning by the book and the file’s note, the tricks, and the exports', () => {
    const json = handRecordJson(record, saycBook());
    expect(json).toMatchObject({
      board: '12',
      dealer: 'N',
      vulnerability: 'NS',
      contract: '3NT',
      declarer: 'S',
      players: { N: 'Ann', S: 'Bob' },
    });
    expect(json.hands.N).toBe('AQ3.KJ4.K763.AJ2');
    expect(json.auction.map((c) => [c.seat, c.call, c.note, c.alert])).toEqual([
      ['N', '1D', null, false],
      ['E', 'Pass', null, false],
      ['S', '3NT', 'to play', true],
      ['W', 'Pass', null, false],
      ['N', 'Pass', null, false],
      ['E', 'Pass', null, false],
    ]);
    expect(json.auction[0]?.meaning).toMatch(/diamonds/);
    expect(json.tricks).toHaveLength(2);
    expect(json.tricks[0]).toMatchObject({ leader: 'W', winner: expect.any(String) });
    expect(json.result).toBeNull();
    const readBack = unwrap(parsePbn(json.pbn ?? ''));
    expect(readBack.warnings).toEqual([]);
    const [fromPbn] = readBack.boards;
    const [fromLin] = unwrap(parseLin(json.lin ?? '')).boards;
    expect(fromPbn?.play).toEqual(record.play);
    expect(fromLin?.auction.map((c) => c.call)).toEqual(record.auction.map((c) => c.call));
    expect(json.play).toHaveLength(8);
    expect(handRecordJson(record, saycBook(), 'en', false).pbn).toBeUndefined();
    expect(json.handviewer?.startsWith('https://www.bridgebase.com/tools/handviewer.html?lin=')).toBe(true);
  });
});

describe('analyseRecord', () => {
  it('gives the DD table, par, every card played with its cost, every seat’s calls against the book, and the PBN with DD tags', () => {
    const analysis = unwrap(analyseRecord(record, { book: saycBook() }));
    expect(analysis.tricks.N.NT).toBeGreaterThanOrEqual(0);
    expect(analysis.par.contracts.length).toBeGreaterThan(0);
    expect(analysis.cards).toHaveLength(8);
    // South's jump to 3NT over 1D is not the book's call.
    expect(analysis.calls.map((c) => [c.seat, c.call])).toContainEqual(['S', '3NT']);
    expect(analysis.pbn).toContain('[ParContract "');
    expect(
      unwrap(analyseRecord(record, { book: saycBook(), seats: ['E', 'W'] })).calls.every((c) => c.seat === 'E' || c.seat === 'W'),
    ).toBe(true);
  });

  it('stops with out-of-budget when the node limit is too small', () => {
    const analysis = analyseRecord(record, { book: saycBook(), limits: { maxNodes: 100 } });
    expect(analysis.ok ? 'done' : analysis.error.code).toBe('out-of-budget');
  });
});
