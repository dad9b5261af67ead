import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  PASS,
  auctionFromCalls,
  bid,
  formatCard,
  formatLin,
  parseCard,
  parseLin,
  parsePbnDeal,
  scoreContract,
  unwrap,
  type DealRecord,
} from '../src/index.ts';
import { randomRecord } from './fixtures/random-record.ts';

const BOARD_7 = readFileSync(new URL('./fixtures/board-7.lin', import.meta.url), 'utf8');
const board7 = (): DealRecord => unwrap(parseLin(BOARD_7));
const cards = (text: string): number[] => text.split(' ').map((t) => unwrap(parseCard(t)));
const errorOf = (text: string): string => {
  const parsed = parseLin(text);
  return parsed.ok ? 'no error' : parsed.error.message;
};
function edited(from: string, to: string): string {
  expect(BOARD_7).toContain(from);
  return BOARD_7.replace(from, to);
}

describe('parseLin on a board played on BBO', () => {
  it('reads players, board, dealer, vulnerability and the hands, East being the cards left', () => {
    const record = board7();
    expect(record.board).toBe('7');
    expect(record.players).toEqual({ S: 'Sofia', W: 'wbear', N: 'Nadir', E: 'Ekko' });
    expect(record.dealer).toBe('N');
    expect(record.vulnerability).toBe('EW');
    expect(record.deal).toEqual(unwrap(parsePbnDeal('N:K32.AKQ7.J4.KT86 QJ7.32.T972.7542 AT5.9865.AQ3.AQ3 9864.JT4.K865.J9')));
  });

  it('attaches explanations to the call before them, with BBO suit codes as symbols, and reads alerts', () => {
    const { auction } = board7();
    expect(auction.map((c) => c.call)).toEqual([bid(1, 'NT'), PASS, bid(2, 'C'), PASS, bid(2, 'H'), PASS, bid(4, 'H'), PASS, PASS, PASS]);
    expect(auction[0]).toEqual({ call: bid(1, 'NT'), note: '15-17 HCP, balanced' });
    expect(auction[2]).toEqual({ call: bid(2, 'C'), alert: true, note: 'Stayman: asks for a 4-card major' });
    expect(auction[4]?.note).toBe('4 ♥, may also hold 4 ♠');
  });

  it('reads the cards in order, ignores chat and page breaks, and takes the result from the claim', () => {
    const record = board7();
    expect(record.play).toHaveLength(36);
    expect(record.play.slice(0, 8)).toEqual(cards('SQ SA S4 S2 DA D5 D4 D2'));
    const contract = { level: 4, strain: 'H', doubled: '', declarer: 'N' } as const;
    expect(record.contract).toEqual(contract);
    expect(record.result).toBe(11);
    expect(record.score).toEqual(unwrap(scoreContract(contract, 'EW', 11)));
  });

  it('tolerates line breaks, spaces around tags and any case', () => {
    const messy = BOARD_7.toLowerCase().replace(/\|/g, (bar, at: number) => (at % 3 === 0 ? `${bar}\n ` : bar)).replace(/pc\|/g, ' PC|');
    const record = unwrap(parseLin(messy));
    const tidy = board7();
    expect(record.deal).toEqual(tidy.deal);
    expect(record.dealer).toBe(tidy.dealer);
    expect(record.vulnerability).toBe(tidy.vulnerability);
    expect(record.auction.map((c) => c.call)).toEqual(tidy.auction.map((c) => c.call));
    expect(record.auction[2]?.alert).toBe(true);
    expect(record.play).toEqual(tidy.play);
    expect(record.result).toBe(11);
  });

  it('reads a ten written as 10 and a vulnerability written as 0', () => {
    const record = unwrap(parseLin(edited('md|3SAT5H9865', 'md|3SA105H9865').replace('sv|e|', 'sv|0|')));
    expect(record.deal).toEqual(board7().deal);
    expect(record.vulnerability).toBe('None');
  });

  it('takes the result of a fully played board from the cards, and checks a claim against it', () => {
    const full: DealRecord = { ...board7(), result: undefined };
    const play = [...full.play];
    // Four more tricks with the cards each player has left, played as BBO would list them.
    const rest = cards('CT C7 CQ D6 ST S8 S3 SJ DT D3 D8 H7 C8 D9 H9 S9');
    const text = formatLin({ ...full, play: [...play, ...rest] }).replace(/mc\|\d+\|/, '');
    const record = unwrap(parseLin(text));
    expect(record.play).toHaveLength(52);
    expect(record.result).toBe(11);
    expect(errorOf(`${text}mc|12|`)).toBe('board 7: the claim (mc) says 12 tricks, but the declarer took 11 in the play');
  });
});

describe('parseLin says what is wrong', () => {
  it('rejects an illegal call, worded by the engine', () => {
    const fault = auctionFromCalls('N', [bid(1, 'NT'), PASS, bid(2, 'C'), PASS, bid(1, 'H')]);
    expect(fault.ok).toBe(false);
    expect(errorOf(edited('mb|2H|', 'mb|1H|'))).toBe(`board 7: ${fault.ok ? '' : fault.error.message}`);
  });

  it('rejects a claim the cards already played make impossible', () => {
    expect(errorOf(edited('mc|11|', 'mc|13|'))).toBe(
      'board 7: the claim (mc) says 13 tricks, but the declarer has won 8 of the 9 tricks played, so the result is from 8 to 12',
    );
    expect(errorOf(edited('mc|11|', 'mc|eleven|'))).toBe("board 7: mc must be the number of tricks the declarer takes in all; got 'eleven'");
  });

  it('rejects a revoke', () => {
    // South ruffs the first spade though holding spades.
    expect(errorOf(edited('pc|SQ|pc|SA|', 'pc|SQ|pc|H5|'))).toBe('board 7: card 2 (trick 1, South, ♥5): you must follow spades');
  });

  it('rejects a broken deal and a missing one', () => {
    expect(errorOf(edited('md|3SAT5H9865', 'md|3SAT5H986'))).toBe("board 7: South's hand has 12 cards; a hand has 13");
    expect(errorOf(edited('md|3', 'md|5'))).toContain('md must start with the dealer as a digit');
    expect(errorOf(edited(',SK32HAKQ7DJ4CKT86,', ',,'))).toBe('board 7: md gives only 2 hands; at least three are needed');
    expect(errorOf('pn|a,b,c,d|mb|1C|')).toBe('the LIN has no deal: md|…| is missing');
    expect(errorOf(`${BOARD_7}md|3SAT5H9865DAQ3CAQ3,S9864HJT4DK865CJ9,SK32HAKQ7DJ4CKT86,|`)).toContain('more than one deal');
  });

  it('rejects an unknown vulnerability, a cut-off text and an unknown card', () => {
    expect(errorOf(edited('sv|e|', 'sv|x|'))).toContain("sv must be o (none), n (North–South), e (East–West) or b (both); got 'x'");
    expect(errorOf(`${BOARD_7.trim()}pc`)).toBe("board 7: the LIN text ends with 'pc' but no '|value|' after it");
    expect(errorOf(edited('pc|SQ|', 'pc|SZ|'))).toContain("board 7: card 1: unknown card 'SZ'");
  });
});

describe('formatLin', () => {
  it('writes what a BBO viewer reads: players and hands South first, the dealer digit, calls and cards', () => {
    const text = formatLin(board7());
    expect(text.startsWith('pn|Sofia,wbear,Nadir,Ekko|st||md|3SAT5H9865DAQ3CAQ3,S9864HJT4DK865CJ9,SK32HAKQ7DJ4CKT86,SQJ7H32DT972C7542|rh||ah|Board 7|sv|e|')).toBe(true);
    expect(text).toContain('mb|1N|an|15-17 HCP, balanced|mb|p|mb|2C!|an|Stayman: asks for a 4-card major|');
    expect(text).toContain('an|4 !H, may also hold 4 !S|');
    expect(text).toContain('pc|SQ|pc|SA|pc|S4|pc|S2|pg||pc|DA|');
    expect(text.endsWith('mc|11|')).toBe(true);
  });

  it('writes doubles, redoubles and no-trump bids as BBO does, and keeps "|" out of explanations', () => {
    const record: DealRecord = {
      ...board7(),
      auction: [{ call: bid(1, 'C') }, { call: { type: 'double' } }, { call: { type: 'redouble' }, note: '10+ | no fit' }, { call: bid(1, 'NT') }],
      play: [],
      contract: undefined,
      result: undefined,
      score: undefined,
    };
    expect(formatLin(record)).toContain('mb|1C|mb|d|mb|r|an|10+ / no fit|mb|1N|');
  });

  it('reads back what it writes for the board', () => {
    expect(parseLin(formatLin(board7()))).toEqual({ ok: true, value: board7() });
  });

  it('round-trips random legal deals, auctions and plays', () => {
    fc.assert(
      fc.property(fc.gen(), (g) => {
        const record = randomRecord(g, 'lin');
        expect(parseLin(formatLin(record))).toEqual({ ok: true, value: record });
      }),
      { numRuns: 150 },
    );
  });

  it('writes cards in the order played', () => {
    const text = formatLin(board7());
    const played = [...text.matchAll(/pc\|(\w+)\|/g)].map((m) => m[1]);
    expect(played).toEqual(board7().play.map(formatCard));
  });
});
