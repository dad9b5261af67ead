import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PASS, auctionFromCalls, bid, formatCard, parseCard, parsePbnDeal, scoreContract, unwrap } from '../src/index.ts';
import { formatLin, handviewerUrl, parseLin } from '../src/lin.ts';
import { detectFormat, parseDealFile } from '../src/deal-file.ts';
import type { DealRecord } from '../src/record.ts';
import type { FileImport } from '../src/file-import.ts';
import { randomRecord } from './fixtures/random-record.ts';

const BOARD_7 = readFileSync(new URL('./fixtures/board-7.lin', import.meta.url), 'utf8');
/** The one board of a LIN text, which must read without a warning. */
const onlyBoard = (text: string): DealRecord => {
  const file = unwrap(parseLin(text));
  expect(file.warnings).toEqual([]);
  expect(file.boards).toHaveLength(1);
  return file.boards[0] as DealRecord;
};
const board7 = (): DealRecord => onlyBoard(BOARD_7);
const cards = (text: string): number[] => text.split(' ').map((t) => unwrap(parseCard(t)));
/** What the import reports about a one-board text: its one warning, or why the board could not be read. */
const reportOf = (text: string): { code: string; message: string } => {
  const parsed = parseLin(text);
  if (!parsed.ok) return { code: parsed.error.failed[0]?.code ?? parsed.error.code, message: parsed.error.message };
  const [first, ...rest] = [...parsed.value.warnings, ...parsed.value.failed];
  expect(rest).toEqual([]);
  return first === undefined ? { code: 'none', message: 'nothing reported' } : { code: first.code, message: first.message };
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
    const messy = BOARD_7.toLowerCase()
      .replace(/\|/g, (bar, at: number) => (at % 3 === 0 ? `${bar}\n ` : bar))
      .replace(/pc\|/g, ' PC|');
    const record = onlyBoard(messy);
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
    const record = onlyBoard(edited('md|3SAT5H9865', 'md|3SA105H9865').replace('sv|e|', 'sv|0|'));
    expect(record.deal).toEqual(board7().deal);
    expect(record.vulnerability).toBe('None');
  });

  it('takes the result of a fully played board from the cards, and checks a claim against it', () => {
    const full: DealRecord = { ...board7(), result: undefined };
    const play = [...full.play];
    // Four more tricks with the cards each player has left, played as BBO would list them.
    const rest = cards('CT C7 CQ D6 ST S8 S3 SJ DT D3 D8 H7 C8 D9 H9 S9');
    const text = formatLin({ ...full, play: [...play, ...rest] }).replace(/mc\|\d+\|/, '');
    const record = onlyBoard(text);
    expect(record.play).toHaveLength(52);
    expect(record.result).toBe(11);
    expect(reportOf(`${text}mc|12|`)).toEqual({
      code: 'result-mismatch',
      message: 'board 7: the claim (mc) says 12 tricks, but the declarer took 11 in the play; the play is kept',
    });
  });
});

describe('parseLin says what is wrong', () => {
  it('refuses a board with an illegal call, worded by the engine', () => {
    const fault = auctionFromCalls('N', [bid(1, 'NT'), PASS, bid(2, 'C'), PASS, bid(1, 'H')]);
    expect(fault.ok).toBe(false);
    expect(reportOf(edited('mb|2H|', 'mb|1H|'))).toEqual({
      code: 'auction',
      message: `no board could be read: board 7: ${fault.ok ? '' : fault.error.message}`,
    });
  });

  it('leaves out a claim the cards already played make impossible, or that is not a number', () => {
    expect(reportOf(edited('mc|11|', 'mc|13|'))).toEqual({
      code: 'result-mismatch',
      message:
        'board 7: the claim (mc) says 13 tricks, but the declarer has won 8 of the 9 tricks played, so the result is from 8 to 12; it is left out',
    });
    expect(reportOf(edited('mc|11|', 'mc|eleven|'))).toEqual({
      code: 'tag-ignored',
      message: "board 7: mc must be the number of tricks the declarer takes in all; got 'eleven', so the claim is left out",
    });
    expect(unwrap(parseLin(edited('mc|11|', 'mc|eleven|'))).boards[0]?.result).toBeUndefined();
  });

  it('cuts the play before a revoke or an unknown card', () => {
    // South ruffs the first spade though holding spades.
    expect(reportOf(edited('pc|SQ|pc|SA|', 'pc|SQ|pc|H5|'))).toEqual({
      code: 'play-dropped',
      message: 'board 7: card 2 (trick 1, South, ♥5): you must follow spades; the play is kept up to the card before it (1 card)',
    });
    const unknown = unwrap(parseLin(edited('pc|DA|', 'pc|DZ|')));
    expect(unknown.boards[0]?.play).toEqual(cards('SQ SA S4 S2'));
    expect(unknown.warnings).toHaveLength(1);
    expect(unknown.warnings[0]?.message).toMatch(
      /^board 7: card 5: unknown card 'DZ'.*; the play is kept up to the card before it \(4 cards\)$/,
    );
  });

  it('refuses a broken deal and a missing one', () => {
    expect(reportOf(edited('md|3SAT5H9865', 'md|3SAT5H986'))).toEqual({
      code: 'deal',
      message: "no board could be read: board 7: South's hand has 12 cards; a hand has 13",
    });
    expect(reportOf(edited('md|3', 'md|5')).message).toContain('md must start with the dealer as a digit');
    expect(reportOf(edited(',SK32HAKQ7DJ4CKT86,', ',,')).message).toBe(
      'no board could be read: board 7: md gives only 2 hands; at least three are needed',
    );
    expect(reportOf('pn|a,b,c,d|mb|1C|')).toEqual({
      code: 'deal',
      message: 'no board could be read: deal 1 of the file: the board has no deal: md|…| is missing',
    });
  });

  it('refuses an unknown vulnerability and a cut-off text', () => {
    expect(reportOf(edited('sv|e|', 'sv|x|'))).toEqual({
      code: 'vulnerability',
      message: "no board could be read: board 7: sv must be o (none), n (North–South), e (East–West) or b (both); got 'x'",
    });
    expect(reportOf(`${BOARD_7.trim()}pc`)).toEqual({
      code: 'syntax',
      message: "no board could be read: board 7: the LIN text ends with 'pc' but no '|value|' after it",
    });
    expect(reportOf('')).toEqual({ code: 'empty-file', message: 'the file holds no board' });
  });
});

describe('formatLin', () => {
  it('writes what a BBO viewer reads: players and hands South first, the dealer digit, calls and cards', () => {
    const text = formatLin(board7());
    expect(
      text.startsWith(
        'pn|Sofia,wbear,Nadir,Ekko|st||md|3SAT5H9865DAQ3CAQ3,S9864HJT4DK865CJ9,SK32HAKQ7DJ4CKT86,SQJ7H32DT972C7542|rh||ah|Board 7|sv|e|',
      ),
    ).toBe(true);
    expect(text).toContain('mb|1N|an|15-17 HCP, balanced|mb|p|mb|2C!|an|Stayman: asks for a 4-card major|');
    expect(text).toContain('an|4 !H, may also hold 4 !S|');
    expect(text).toContain('pc|SQ|pc|SA|pc|S4|pc|S2|pg||pc|DA|');
    expect(text.endsWith('mc|11|')).toBe(true);
  });

  it('writes doubles, redoubles and no-trump bids as BBO does, and keeps "|" out of explanations', () => {
    const record: DealRecord = {
      ...board7(),
      auction: [
        { call: bid(1, 'C') },
        { call: { type: 'double' } },
        { call: { type: 'redouble' }, note: '10+ | no fit' },
        { call: bid(1, 'NT') },
      ],
      play: [],
      contract: undefined,
      result: undefined,
      score: undefined,
    };
    expect(formatLin(record)).toContain('mb|1C|mb|d|mb|r|an|10+ / no fit|mb|1N|');
  });

  it('reads back what it writes for the board', () => {
    expect(parseLin(formatLin(board7()))).toEqual({ ok: true, value: { boards: [board7()], warnings: [], failed: [] } });
  });

  it('round-trips random legal deals, auctions and plays', () => {
    fc.assert(
      fc.property(fc.gen(), (g) => {
        const record = randomRecord(g, 'lin');
        expect(parseLin(formatLin(record))).toEqual({ ok: true, value: { boards: [record], warnings: [], failed: [] } });
      }),
      { numRuns: 150 },
    );
  });

  it('round-trips several random boards in one file, with players shared or not', () => {
    fc.assert(
      fc.property(fc.gen(), fc.integer({ min: 2, max: 5 }), fc.boolean(), (g, n, shared) => {
        const records = Array.from({ length: n }, () => randomRecord(g, 'lin'));
        const players = records[0]?.players;
        const boards = shared
          ? records.map(({ players: _own, ...rest }) => (players === undefined ? rest : { ...rest, players }))
          : records;
        expect(parseLin(formatLin(boards))).toEqual({ ok: true, value: { boards, warnings: [], failed: [] } });
      }),
      { numRuns: 30 },
    );
  });

  it('writes cards in the order played', () => {
    const text = formatLin(board7());
    const played = [...text.matchAll(/pc\|(\w+)\|/g)].map((m) => m[1]);
    expect(played).toEqual(board7().play.map(formatCard));
  });
});

describe('parseLin on a BBO file of several boards', () => {
  const TEAMS = readFileSync(new URL('./fixtures/club-teams.lin', import.meta.url), 'utf8');
  const teams = (): FileImport => unwrap(parseLin(TEAMS));

  it('imports every board it can read, each from its qx, and names the one it cannot', () => {
    const file = teams();
    expect(file.boards.map((b) => b.board)).toEqual(['1', '2', '3', '4']);
    expect(file.boards.map((b) => b.vulnerability)).toEqual(['None', 'NS', 'EW', 'Both']);
    expect(file.failed).toEqual([
      { board: '5', index: 4, line: 7, code: 'deal', message: "board 5: South's hand has 6 cards; a hand has 13" },
    ]);
  });

  it('takes the players named once for the file for every board', () => {
    for (const board of teams().boards) expect(board.players).toEqual({ S: 'Sofia', W: 'wbear', N: 'Nadir', E: 'Ekko' });
  });

  it('keeps alerts and explanations with their calls, alerted or not', () => {
    const [one, two, three] = teams().boards;
    expect(one?.auction[0]).toEqual({ call: bid(1, 'C'), alert: true, note: 'could be short' });
    expect(one?.auction[4]).toEqual({ call: bid(1, 'NT'), note: '12-14' });
    expect(two?.auction[3]).toEqual({ call: bid(2, 'D'), alert: true, note: 'transfer to hearts' });
    expect(three?.auction[2]).toEqual({ call: bid(2, 'S'), alert: true });
    expect(three?.auction[6]).toEqual({ call: { type: 'double' }, note: 'penalty' });
  });

  it('reads the play past chat, the claims, and leaves out the claim the cards make impossible', () => {
    const [one, two, three, four] = teams().boards;
    expect(one?.play).toHaveLength(52);
    expect(one?.contract).toEqual({ level: 3, strain: 'NT', doubled: '', declarer: 'N' });
    expect([two?.play.length, two?.result]).toEqual([24, 9]);
    expect(three?.contract).toEqual({ level: 3, strain: 'H', doubled: 'X', declarer: 'W' });
    expect(three?.result).toBeUndefined();
    expect(four?.contract).toBe('passed-out');
    expect(teams().warnings).toEqual([
      {
        board: '3',
        index: 2,
        line: 5,
        code: 'result-mismatch',
        message:
          'board 3: the claim (mc) says 13 tricks, but the declarer has won 2 of the 10 tricks played, so the result is from 2 to 5; it is left out',
      },
    ]);
  });

  it('writes back what it imported, the players once, and reads that again as the same boards', () => {
    const { boards: records } = teams();
    const text = formatLin(records);
    expect(text.match(/pn\|/g)).toHaveLength(1);
    expect(text.match(/qx\|o\d\|/g)).toHaveLength(4);
    expect(parseLin(text)).toEqual({ ok: true, value: { boards: records, warnings: [], failed: [] } });
  });

  it('names the players of each board when they differ, and reads them back', () => {
    const [one, two] = teams().boards as DealRecord[];
    const records = [one, { ...two, players: { N: 'Nadir', S: 'Sofia' } }] as DealRecord[];
    const text = formatLin(records);
    expect(text.match(/pn\|/g)).toHaveLength(2);
    expect(parseLin(text)).toEqual({ ok: true, value: { boards: records, warnings: [], failed: [] } });
  });

  it('reads boards that follow one another without qx, each starting at its pn or md', () => {
    const board = BOARD_7.trim();
    const again = board.replace('pn|Sofia,wbear,Nadir,Ekko|', 'pn|Ann,Bob,Cid,Dan|').replace('ah|Board 7|', 'ah|Board 8|');
    const file = unwrap(parseLin(`${board}\n${again}\nmd|3SAT5H9865DAQ3CAQ3,S9864HJT4DK865CJ9,SK32HAKQ7DJ4CKT86,|ah|Board 9|`));
    expect(file.boards.map((b) => [b.board, b.players?.S])).toEqual([
      ['7', 'Sofia'],
      ['8', 'Ann'],
      ['9', 'Ann'],
    ]);
    expect(file.boards[2]?.auction).toEqual([]);
  });

  it('seats the closed room of a vugraph file from the last four of its eight names', () => {
    const deal = 'md|3SAT5H9865DAQ3CAQ3,S9864HJT4DK865CJ9,SK32HAKQ7DJ4CKT86,|';
    const file = unwrap(parseLin(`pn|a,b,c,d,e,f,g,h|qx|o1|${deal}ah|Board 1|qx|c1|${deal}ah|Board 1|`));
    expect(file.boards.map((b) => b.players)).toEqual([
      { S: 'a', W: 'b', N: 'c', E: 'd' },
      { S: 'e', W: 'f', N: 'g', E: 'h' },
    ]);
  });
});

describe('handviewerUrl', () => {
  it("opens BBO's hand viewer with the board as LIN, which reads back as the same board", () => {
    const record = board7();
    const url = new URL(handviewerUrl(record));
    expect(`${url.origin}${url.pathname}`).toBe('https://www.bridgebase.com/tools/handviewer.html');
    const lin = url.searchParams.get('lin') ?? '';
    expect(lin).toBe(formatLin(record));
    expect(onlyBoard(lin)).toEqual(record);
  });
});

describe('detectFormat', () => {
  it('tells a LIN text from a PBN file, whichever way it starts', () => {
    expect(detectFormat(BOARD_7)).toBe('lin');
    expect(detectFormat(`\n  ${BOARD_7.toLowerCase()}`)).toBe('lin');
    expect(detectFormat('% PBN 2.1\n[Event "Club"]\n[Board "1"]\n')).toBe('pbn');
    // A PBN note that quotes LIN is still PBN: the tag comes first.
    expect(detectFormat('[Note "1:as BBO writes md|3S...|"]\n')).toBe('pbn');
    expect(parseDealFile(BOARD_7).format).toBe('lin');
    expect(parseDealFile(BOARD_7, 'pbn').read.ok).toBe(false);
  });
});
