import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DOUBLE,
  auctionFromCalls,
  PASS,
  REDOUBLE,
  bid,
  formatCard,
  parseCard,
  parsePbnDeal,
  scoreContract,
  unwrap,
  type Seat,
  type Strain,
} from '../src/index.ts';
import { ddTable, par } from '../src/dd/index.ts';
import { formatPbn, parsePbn } from '../src/pbn.ts';
import type { DealRecord } from '../src/record.ts';
import type { FileImport } from '../src/file-import.ts';
import { randomRecord } from './fixtures/random-record.ts';
import { twoRoomPbn } from './fixtures/two-room.ts';

const CLUB_NIGHT = readFileSync(new URL('./fixtures/club-night.pbn', import.meta.url), 'utf8');

const boards = (): readonly DealRecord[] => unwrap(parsePbn(CLUB_NIGHT)).boards;
const cards = (text: string): number[] => text.split(' ').map((t) => unwrap(parseCard(t)));
/** What the import reports about a file: each warning and each board it could not read, or the file's error. */
const reportOf = (text: string): { code: string; message: string }[] => {
  const parsed = parsePbn(text);
  if (!parsed.ok) return [{ code: parsed.error.code, message: parsed.error.message }];
  return [...parsed.value.warnings, ...parsed.value.failed].map(({ code, message }) => ({ code, message }));
};
/** The one thing the import reports about a file, when it reports one thing. */
const reportedOf = (text: string): { code: string; message: string } | undefined => {
  const report = reportOf(text);
  expect(report).toHaveLength(1);
  return report[0];
};
/** A file read in full, warnings and all. */
const imported = (text: string): FileImport => unwrap(parsePbn(text));
/** The club-night file with one piece of text replaced; the text must be there. */
function edited(from: string, to: string): string {
  expect(CLUB_NIGHT).toContain(from);
  return CLUB_NIGHT.replace(from, to);
}

/** A minimal game around the given tags and sections. */
const game = (body: string, deal = 'N:AKQJ.AKQ.AKQ.AKQ T987.JT9.JT9.JT9 6543.876.876.876 2.5432.5432.5432'): string =>
  `[Board "9"]\n[Dealer "N"]\n[Vulnerable "None"]\n[Deal "${deal}"]\n${body}\n`;

describe('parsePbn on a club night written by hand', () => {
  it('reads every board of the file, including one not set off by a blank line', () => {
    expect(boards().map((b) => b.board)).toEqual(['1', '2', '3', '4']);
  });

  it('reads the tags of a played board, with escaped quotes and the deal given from West', () => {
    const [one] = boards();
    expect(one?.event).toBe('Tuesday Pairs');
    expect(one?.site).toBe('Leiden, "De Troef" club');
    expect(one?.date).toBe('2024.03.12');
    expect(one?.players).toEqual({ W: 'Jansen, P.', N: 'de Vries, A.', E: 'Bakker, M.', S: 'Visser, K.' });
    expect(one?.dealer).toBe('N');
    expect(one?.vulnerability).toBe('None');
    expect(one?.deal).toEqual(unwrap(parsePbnDeal('N:AKT76.J6.642.A82 42.QT92.Q985.T75 QJ8.K8743.AT3.KQ 953.A5.KJ7.J9643')));
  });

  it('expands AP into the closing passes and attaches notes to their calls', () => {
    const [one] = boards();
    expect(one?.auction.map((c) => c.call)).toEqual([
      bid(1, 'S'),
      PASS,
      bid(2, 'H'),
      PASS,
      bid(2, 'S'),
      PASS,
      bid(4, 'S'),
      PASS,
      PASS,
      PASS,
    ]);
    expect(one?.auction[2]).toEqual({ call: bid(2, 'H'), note: '10+ HCP, 5+ hearts; forcing' });
    expect(one?.auction.filter((c) => c.note !== undefined || c.alert !== undefined)).toHaveLength(1);
  });

  it('puts the play columns in the order the cards were played, each trick led by the last winner', () => {
    const [one] = boards();
    expect(one?.play).toHaveLength(52);
    // Trick 1 is led by East, the first column; West wins it and leads trick 2 from the third column.
    expect(one?.play.slice(0, 8)).toEqual(cards('HQ HK HA H6 DK D2 D5 DA'));
    // South wins trick 2 and leads the clubs.
    expect(one?.play.slice(8, 12)).toEqual(cards('CK C3 CA C5'));
  });

  it('fills contract, result and score from the auction and the play, agreeing with the tags', () => {
    const [one] = boards();
    expect(one?.contract).toEqual({ level: 4, strain: 'S', doubled: '', declarer: 'N' });
    expect(one?.result).toBe(9);
    expect(one?.score).toEqual(unwrap(scoreContract({ level: 4, strain: 'S', doubled: '', declarer: 'N' }, 'None', 9)));
    expect(one?.score?.ew).toBe(50);
  });

  it('inherits "#" values from the previous board and "##" values in every later board', () => {
    const [one, two, three, four] = boards();
    expect(two?.event).toBe(one?.event);
    expect(two?.site).toBe(one?.site);
    expect(two?.players).toEqual(one?.players);
    expect([one?.scoring, two?.scoring, three?.scoring]).toEqual(['MP', 'MP', 'MP']);
    expect(four?.scoring).toBe('IMP');
  });

  it('reads an alert and a note on the same call, and takes the result of a claimed board from the Result tag', () => {
    const two = boards()[1];
    expect(two?.auction[1]).toEqual({ call: bid(1, 'NT'), alert: true, note: '15-17, may hold a five-card minor' });
    expect(two?.play).toHaveLength(20);
    expect(two?.contract).toEqual({ level: 3, strain: 'NT', doubled: '', declarer: 'S' });
    expect(two?.result).toBe(9);
    expect(two?.score?.ns).toBe(600);
  });

  it('reads a passed-out board whose auction columns start before the dealer, and fills a hand given as "-"', () => {
    const three = boards()[2];
    expect(three?.dealer).toBe('S');
    expect(three?.vulnerability).toBe('None');
    expect(three?.auction.map((c) => c.call)).toEqual([PASS, PASS, PASS, PASS]);
    expect(three?.contract).toBe('passed-out');
    expect(three?.result).toBeUndefined();
    expect(three?.score?.ns).toBe(0);
    const deal = three?.deal;
    expect(deal && formatCard(deal.E.toArray()[0] ?? -1)).toBe('S9');
    expect(deal && deal.E.size + deal.N.size + deal.S.size + deal.W.size).toBe(52);
  });

  it('reads a hand record with no auction as a board with no contract', () => {
    const four = boards()[3];
    expect(four?.vulnerability).toBe('Both');
    expect(four?.auction).toEqual([]);
    expect(four?.contract).toBeUndefined();
    expect(four?.score).toBeUndefined();
  });
});

describe('parsePbn keeps a board whose tags contradict its calls and cards, and says so', () => {
  it('keeps the auction over a Contract tag, naming the board and the tag', () => {
    const file = imported(edited('[Contract "4S"]', '[Contract "3NT"]'));
    expect(file.boards).toHaveLength(4);
    expect(file.boards[0]?.contract).toEqual({ level: 4, strain: 'S', doubled: '', declarer: 'N' });
    expect(file.warnings).toEqual([
      {
        board: '1',
        index: 0,
        line: 5,
        code: 'contract-mismatch',
        message: 'board 1: the Contract tag says 3NT, but the auction ends in 4S; the auction is kept',
      },
    ]);
    expect(file.failed).toEqual([]);
  });

  it('keeps the auction over a Declarer tag', () => {
    expect(reportedOf(edited('[Declarer "N"]', '[Declarer "S"]'))).toEqual({
      code: 'declarer-mismatch',
      message: 'board 1: the Declarer tag says South, but after this auction North declares 4S; the auction is kept',
    });
  });

  it('keeps the play over a Result tag, and the worked-out score over a Score tag', () => {
    const file = imported(edited('[Result "9"]', '[Result "10"]'));
    expect(file.boards[0]?.result).toBe(9);
    expect(file.warnings.map((w) => w.message)).toEqual([
      'board 1: the Result tag says 10 tricks, but the declarer took 9 in the play; the play is kept',
    ]);
    expect(reportedOf(edited('[Score "EW 50"]', '[Score "NS 50"]'))).toEqual({
      code: 'score-mismatch',
      message: 'board 1: the Score tag says NS 50, but 4S by North with 9 tricks scores NS -50; the score is worked out again',
    });
  });

  it('cuts the play before a revoke or a card the player does not hold', () => {
    const revoke = imported(edited('D5 DA DK D2', 'C7 DA DK D2'));
    expect(revoke.boards[0]?.play).toEqual(boards()[0]?.play.slice(0, 6));
    expect(revoke.warnings.map((w) => [w.code, w.message])).toEqual([
      [
        'play-dropped',
        'board 1: the play: card 7 (trick 2, East, ♣7): you must follow diamonds; the play is kept up to the card before it (6 cards)',
      ],
    ]);
    const missing = imported(edited('HQ HK HA H6', 'SA HK HA H6'));
    expect(missing.boards[0]?.play).toEqual([]);
    // Without the cards, the Result tag stands as a claim.
    expect(missing.boards[0]?.result).toBe(9);
    expect(missing.warnings.map((w) => w.message)).toEqual([
      "board 1: the play: card 1 (trick 1, East, ♠A): ♠A is not in East's hand; the play is left out",
    ]);
  });

  it('leaves out a play section that does not start with the opening leader', () => {
    expect(reportedOf(edited('[Play "E"]', '[Play "S"]'))).toEqual({
      code: 'play-dropped',
      message: 'board 1: the Play tag says South leads, but with North declaring East makes the opening lead; the play is left out',
    });
  });

  it('leaves out a claim the cards already played make impossible', () => {
    const file = imported(edited('[Result "9"]\n[Score "600"]', '[Result "4"]\n[Score "600"]'));
    expect(file.boards[1]?.result).toBeUndefined();
    expect(file.warnings.map((w) => w.message)).toEqual([
      'board 2: the Result tag says 4 tricks, but the declarer has won 5 of the 5 tricks played, so the result is from 5 to 13; it is left out',
    ]);
  });

  it('leaves out tags it cannot read', () => {
    expect(reportOf(game('[Contract "5Z"]\n[Result "many"]\n[Score "lots"]\n[Auction "N"]\n1C AP')).map((r) => r.code)).toEqual([
      'tag-ignored',
      'tag-ignored',
      'tag-ignored',
    ]);
    expect(reportedOf(game('[Contract "#"]'))?.message).toBe(
      "board 9: the Contract tag cannot take its value from another game ('#'); it is left out",
    );
  });
});

describe('parsePbn refuses only the boards it cannot read', () => {
  it('refuses a board with an insufficient bid, worded by the engine, and reads the others', () => {
    // The engine words the call's fault; the import adds which board it is.
    const fault = auctionFromCalls('N', [bid(1, 'S'), PASS, bid(2, 'H'), PASS, bid(1, 'H')]);
    expect(fault.ok).toBe(false);
    const file = imported(edited('2S      Pass    4S', '1H      Pass    4S'));
    expect(file.boards.map((b) => b.board)).toEqual(['2', '3', '4']);
    expect(file.failed).toEqual([
      { board: '1', index: 0, line: 21, code: 'auction', message: `board 1: ${fault.ok ? '' : fault.error.message}` },
    ]);
    expect(file.failed[0]?.message).toMatch(/^board 1: call 5 \(North, 1(H|♥)\): /);
  });

  it('refuses an auction whose columns do not lead to the dealer', () => {
    expect(reportedOf(edited('-    -    -    Pass', '-    -    Pass Pass'))).toEqual({
      code: 'auction',
      message: 'board 3: the auction starts with East, but the dealer is South',
    });
  });

  it('refuses a game that names another board but gives no deal, a missing deal, unknown calls and irregularities', () => {
    expect(reportedOf(edited('[Deal "E:965', '[Xdeal "E:965'))).toEqual({
      code: 'deal',
      message: 'board 2: the Deal tag is missing',
    });
    expect(reportedOf(game('[Auction "N"]\n1Z Pass'))?.message).toBe(
      "no board could be read: board 9: the auction: call 1: unknown call '1Z': write Pass, X, XX or a bid from 1C to 7NT",
    );
    expect(reportedOf('[Board "5"]\n[Dealer "N"]\n[Vulnerable "None"]\n')?.message).toBe(
      'no board could be read: board 5: the Deal tag is missing',
    );
    expect(reportedOf(game('[Auction "N"]\n1D ^I 1C'))?.message).toContain('board 9: the auction: irregularities');
  });

  it('refuses a broken deal, naming the hand', () => {
    expect(reportedOf(edited('QJ8.K8743.AT3.KQ"]', 'QJ8.K8743.AT3.K"]'))?.message).toBe(
      "board 1: the Deal tag: South's hand has 12 cards; a hand has 13",
    );
    expect(reportedOf(edited('42.QT92.Q985.T75 QJ8.K8743.AT3.KQ"]', '- -"]'))?.message).toBe(
      'board 1: the Deal tag gives only 2 hands; all four are needed, or three and the fourth is the cards left',
    );
    expect(reportedOf(edited('953.A5.KJ7.J9643 AKT76', '953.A5.KJ7.J9643A AKT76'))?.message).toContain('board 1: the Deal tag:');
  });

  it('names the line of a syntax error, and reads the boards after a broken tag', () => {
    const unclosed = parsePbn('[Board "1"]\n{ never closed\n');
    expect(unclosed.ok ? undefined : unclosed.error).toEqual({
      code: 'no-readable-board',
      message: "no board could be read: board 1: line 2: a comment opened with '{' is never closed",
      failed: [{ board: '1', index: 0, line: 2, code: 'syntax', message: "board 1: line 2: a comment opened with '{' is never closed" }],
    });
    expect(reportedOf('[Board "1"]\n[Dealer N]\n')?.message).toBe(
      'no board could be read: board 1: line 2: a tag must look like [Name "value"]',
    );
    expect(reportedOf('1S Pass\n')?.message).toContain("deal 1 of the file: line 1: '1S' stands outside any section");
    const file = imported(edited('[Dealer "E"]', '[Dealer E]'));
    expect(file.boards.map((b) => b.board)).toEqual(['1', '3', '4']);
    expect(file.failed.map((f) => [f.code, f.line, f.message])).toEqual([
      ['syntax', 44, 'board 2: line 44: a tag must look like [Name "value"]'],
    ]);
  });

  it('refuses a file with no board at all', () => {
    const empty = parsePbn('% PBN 2.1\n; nothing here\n');
    expect(empty.ok ? undefined : empty.error).toEqual({ code: 'empty-file', message: 'the file holds no board', failed: [] });
    expect(parsePbn('').ok).toBe(false);
    const broken = parsePbn('[Board "1"]\n[Dealer "N"]\n\n[Board "2"]\n[Dealer "Q"]\n\n[Board "3"]\n');
    expect(broken.ok ? undefined : [broken.error.code, broken.error.message, broken.error.failed.map((f) => f.code)]).toEqual([
      'no-readable-board',
      'no board could be read: board 1: the Vulnerable tag is missing (and 2 more boards could not be read)',
      ['vulnerability', 'dealer', 'dealer'],
    ]);
  });
});

describe('parsePbn reads the forms other programs write', () => {
  it('reads several tags on one line, lower-case calls, doubles, redoubles, NAGs and suffixes', () => {
    const [record] = imported(
      game(
        '[Declarer "?"] [Contract "?"]\n[Auction "N"]\n1c $3 x !? xx pass\n2d! pass pass pass',
        'n:AKQJ.AKQ.AKQ.AKQ T987.JT9.JT9.JT9 6543.876.876.876 2.5432.5432.5432',
      ),
    ).boards;
    expect(record?.auction).toEqual([
      { call: bid(1, 'C') },
      { call: DOUBLE },
      { call: REDOUBLE },
      { call: PASS },
      { call: bid(2, 'D'), alert: true },
      { call: PASS },
      { call: PASS },
      { call: PASS },
    ]);
    expect(record?.contract).toEqual({ level: 2, strain: 'D', doubled: '', declarer: 'N' });
  });

  it('reads a tag spread over two lines and a tag value with an escaped backslash', () => {
    const [record] = imported(game('[Event\n  "C:\\\\cards \\"A\\""]')).boards;
    expect(record?.event).toBe('C:\\cards "A"');
  });

  it('takes the contract from the tags when the auction stops with "*", and leaves it open after "+"', () => {
    const stated = imported(game('[Declarer "S"]\n[Contract "4HX"]\n[Auction "N"]\n1H Pass *')).boards;
    expect(stated[0]?.contract).toEqual({ level: 4, strain: 'H', doubled: 'X', declarer: 'S' });
    const open = imported(game('[Auction "N"]\n1H Pass +')).boards;
    expect(open[0]?.contract).toBeUndefined();
    expect(open[0]?.auction).toHaveLength(2);
  });

  it('reads Result for a side, and does not take a Result as final when the play is to be continued', () => {
    const body = '[Declarer "N"]\n[Contract "1NT"]\n[Result "EW 3"]\n[Auction "N"]\n1NT AP\n[Play "E"]\nST S6 S2 SA';
    const claimed = imported(game(body)).boards;
    expect(claimed[0]?.result).toBe(10);
    const continued = imported(game(`${body}\n- - - +`)).boards;
    expect(continued[0]?.play).toHaveLength(4);
    expect(continued[0]?.result).toBeUndefined();
  });

  it('reads a trick left unfinished, with "-" for the cards not played', () => {
    const body = '[Declarer "N"]\n[Contract "1NT"]\n[Auction "N"]\n1NT AP\n[Play "E"]\nST S6 S2 SA\n- - - SK';
    const [record] = imported(game(body)).boards;
    expect(record?.play.map(formatCard)).toEqual(['ST', 'S6', 'S2', 'SA', 'SK']);
    expect(record?.result).toBeUndefined();
    const gap = game(body.replace('- - - SK', '- S3 - SK'));
    expect(reportedOf(gap)).toEqual({
      code: 'play-dropped',
      message:
        "board 9: the play: trick 2: South's ♠3 comes after a card that is not given; the play is kept up to the card before it (5 cards)",
    });
  });
});

describe('formatPbn', () => {
  const [one, two, three] = boards();

  it('writes the mandatory tags in the standard order, then the auction and the play', () => {
    const text = formatPbn(one as DealRecord);
    const names = [...text.matchAll(/^\[(\w+) /gm)].map((m) => m[1]);
    expect(names).toEqual([
      'Event',
      'Site',
      'Date',
      'Board',
      'West',
      'North',
      'East',
      'South',
      'Dealer',
      'Vulnerable',
      'Deal',
      'Scoring',
      'Declarer',
      'Contract',
      'Result',
      'Score',
      'Auction',
      'Note',
      'Play',
    ]);
    expect(text).toContain('[Site "Leiden, \\"De Troef\\" club"]');
    expect(text).toContain('[Deal "N:AKT76.J6.642.A82 42.QT92.Q985.T75 QJ8.K8743.AT3.KQ 953.A5.KJ7.J9643"]');
    expect(text).toContain('[Score "NS -50"]');
    expect(text).toContain('[Auction "N"]\n1S Pass 2H =1= Pass\n2S Pass 4S Pass\nPass Pass\n[Note "1:10+ HCP, 5+ hearts; forcing"]');
  });

  it('writes the play in columns from the opening leader, one trick a line', () => {
    const lines = formatPbn(one as DealRecord).split('\n');
    const start = lines.indexOf('[Play "E"]');
    expect(lines.slice(start + 1, start + 4)).toEqual(['HQ HK HA H6', 'D5 DA DK D2', 'C5 CK C3 CA']);
    expect(lines.slice(start + 1).filter((l) => l !== '')).toHaveLength(13);
  });

  it('ends a claimed play with "*", marks alerts with "!", and writes "All" for both vulnerable', () => {
    const text = formatPbn({ ...(two as DealRecord), vulnerability: 'Both' });
    expect(text).toMatch(/H4 HA H3 HQ\n\*\n/);
    expect(text).toContain('1NT! =1=');
    expect(text).toContain('[Vulnerable "All"]');
  });

  it('writes "?" for what is unknown and empty values for a passed-out board', () => {
    const text = formatPbn(three as DealRecord);
    expect(text).toContain('[Site "?"]');
    expect(text).toContain('[West "?"]');
    expect(text).toContain('[Declarer ""]\n[Contract "Pass"]\n[Result ""]');
    const bare: DealRecord = { dealer: 'E', vulnerability: 'EW', deal: (one as DealRecord).deal, auction: [], play: [] };
    expect(formatPbn(bare)).toContain('[Declarer "?"]\n[Contract "?"]\n[Result "?"]');
    expect(formatPbn(bare)).not.toContain('[Auction');
  });

  it('reads back what it writes for the whole club night', () => {
    expect(parsePbn(formatPbn(boards()))).toEqual({ ok: true, value: { boards: boards(), warnings: [], failed: [] } });
  });

  it('round-trips random legal deals, auctions and plays', () => {
    fc.assert(
      fc.property(fc.gen(), (g) => {
        const record = randomRecord(g, 'pbn');
        expect(parsePbn(formatPbn(record))).toEqual({ ok: true, value: { boards: [record], warnings: [], failed: [] } });
      }),
      { numRuns: 150 },
    );
  });

  it('round-trips several random boards in one file', () => {
    fc.assert(
      fc.property(fc.gen(), fc.integer({ min: 2, max: 5 }), (g, n) => {
        const records = Array.from({ length: n }, () => randomRecord(g, 'pbn'));
        expect(parsePbn(formatPbn(records))).toEqual({ ok: true, value: { boards: records, warnings: [], failed: [] } });
      }),
      { numRuns: 30 },
    );
  });

  it('keeps a record whose only outcome is a stated score', () => {
    const record: DealRecord = {
      dealer: 'N',
      vulnerability: 'None',
      deal: (one as DealRecord).deal,
      auction: [],
      play: [],
      contract: { level: 3, strain: 'NT', doubled: '', declarer: 'S' },
      score: { ns: 400, ew: -400, breakdown: [] },
    };
    expect(parsePbn(formatPbn(record))).toEqual({ ok: true, value: { boards: [record], warnings: [], failed: [] } });
  });
});

describe('parsePbn on a championship file as tournament software writes it', () => {
  const SPRING = readFileSync(new URL('./fixtures/spring-championship.pbn', import.meta.url), 'utf8');
  const spring = (): FileImport => imported(SPRING);
  const byBoard = (name: string): DealRecord | undefined => spring().boards.find((b) => b.board === name);

  it('imports every board it can read, and names the one it cannot with its line', () => {
    const file = spring();
    expect(file.boards.map((b) => b.board)).toEqual(['1', '2', '3', '4', '5', '7']);
    expect(file.failed).toHaveLength(1);
    expect(file.failed[0]).toMatchObject({ board: '6', index: 5, line: 155, code: 'deal' });
    expect(file.failed[0]?.message).toMatch(/^board 6: the Deal tag: /);
  });

  it('keeps the auction of the board whose Declarer tag contradicts it, and says so', () => {
    expect(spring().warnings).toEqual([
      {
        board: '5',
        index: 4,
        line: 117,
        code: 'declarer-mismatch',
        message: 'board 5: the Declarer tag says North, but after this auction South declares 4S; the auction is kept',
      },
    ]);
    const five = byBoard('5');
    expect(five?.contract).toEqual({ level: 4, strain: 'S', doubled: '', declarer: 'S' });
    expect(five?.play).toHaveLength(52);
    expect(five?.result).toBe(9);
  });

  it('keeps a date with "??", inherits "#" through the boards, and leaves out what a board omits', () => {
    const [one, two, three, four] = spring().boards;
    expect(one?.date).toBe('2024.05.??');
    expect([two?.event, two?.site, two?.date, two?.scoring]).toEqual(['Spring Championship', 'Utrecht', '2024.05.??', 'IMP']);
    expect(two?.players).toEqual(one?.players);
    expect([three?.event, three?.date]).toEqual(['Spring Championship', '2024.05.??']);
    expect(three?.players).toEqual({ W: 'Visser', N: 'Bos', E: 'Dekker', S: 'Peters' });
    expect(three?.scoring).toBeUndefined();
    // Board 4 leaves out the event and gives its date as question marks: both unknown.
    expect([four?.event, four?.date, four?.players]).toEqual([undefined, undefined, undefined]);
    expect(four?.contract).toBe('passed-out');
    // "#" takes the previous game's value even when that game cannot be read: board 6 passes on
    // board 5's event, but gives no date of its own to pass on.
    expect(byBoard('7')?.event).toBe('Spring Championship');
    expect(byBoard('7')?.date).toBeUndefined();
  });

  it('expands AP, reads play past comments, and keeps alerts and notes with their calls', () => {
    const [one, two] = spring().boards;
    expect(one?.auction.map((c) => c.call)).toEqual([bid(1, 'NT'), PASS, bid(3, 'NT'), PASS, PASS, PASS]);
    expect(one?.auction[0]).toEqual({ call: bid(1, 'NT'), note: '15-17 HCP' });
    expect(one?.play).toHaveLength(52);
    expect(one?.score?.ns).toBe(400);
    expect(two?.auction[3]).toEqual({ call: bid(2, 'C'), alert: true, note: 'Drury: a limit raise in spades' });
    expect(two?.play).toHaveLength(20);
    expect(two?.result).toBe(7);
    expect(byBoard('7')?.auction.slice(2, 5)).toEqual([
      { call: bid(3, 'C'), alert: true, note: 'Stayman' },
      { call: PASS },
      { call: bid(3, 'D'), note: 'no four-card major' },
    ]);
  });

  it('writes back what it imported, and reads that again as the same boards with nothing to report', () => {
    const { boards: records } = spring();
    expect(parsePbn(formatPbn(records))).toEqual({ ok: true, value: { boards: records, warnings: [], failed: [] } });
  });
});

describe('parsePbn on a team match whose closed-room games repeat only the tags that changed', () => {
  const match = twoRoomPbn(150);

  it('imports every game of both rooms, the closed room taking board, dealer, vulnerability and deal from the open room', () => {
    const file = imported(match.text);
    expect(file.failed).toEqual([]);
    expect(file.warnings).toEqual([]);
    expect(file.boards).toHaveLength(300);
    expect(file.boards).toEqual(match.games);
  });

  it('takes nothing from the game before for a game that names another board, and says which board lacks its deal', () => {
    const text = match.text.replace('[Room "Closed"]\n[West', '[Room "Closed"]\n[Board "77"]\n[West');
    const file = imported(text);
    expect(file.boards).toHaveLength(299);
    expect(file.failed.map(({ board, code, message }) => ({ board, code, message }))).toEqual([
      // Its dealer comes from its Auction tag; nothing else does.
      { board: '77', code: 'vulnerability', message: 'board 77: the Vulnerable tag is missing' },
    ]);
  });

  it('reads "#" for the board, dealer, vulnerability and deal as the game before’s', () => {
    const [open] = match.games;
    const closed = match.text.split('\n\n')[2] ?? '';
    const hashes = '[Board "#"]\n[Dealer "#"]\n[Vulnerable "#"]\n[Deal "#"]\n';
    const file = imported(`${match.text.split('\n\n').slice(0, 2).join('\n\n')}\n\n${hashes}${closed}\n`);
    expect(file.warnings).toEqual([]);
    expect(file.boards.map((b) => [b.board, b.dealer, b.vulnerability, b.deal])).toEqual([
      [open?.board, open?.dealer, open?.vulnerability, open?.deal],
      [open?.board, open?.dealer, open?.vulnerability, open?.deal],
    ]);
  });

  it('takes a missing dealer and vulnerability from the game before for another deal, with a warning: the file is ambiguous', () => {
    const two = game('[Auction "N"]\nPass Pass Pass Pass');
    const other = 'N:T987.JT9.JT9.JT9 AKQJ.AKQ.AKQ.AKQ 6543.876.876.876 2.5432.5432.5432';
    const file = imported(`${two}\n[Board "10"]\n[Deal "${other}"]\n[Auction "N"]\nPass Pass Pass Pass\n`);
    expect(file.boards.map((b) => [b.board, b.dealer, b.vulnerability])).toEqual([
      ['9', 'N', 'None'],
      ['10', 'N', 'None'],
    ]);
    expect(file.warnings.map(({ board, code, message }) => ({ board, code, message }))).toEqual([
      {
        board: '10',
        code: 'tag-inherited',
        message: 'board 10: the Dealer tag and Vulnerable tag are missing; taken from the game before (board 9), which has another deal',
      },
    ]);
  });
});

describe('formatPbn with the double-dummy tags', () => {
  it('writes the optimum result table, optimum score and par contract, and reads the file back as the same board', () => {
    const [record] = boards();
    if (record === undefined) throw new Error('the club night has boards');
    const table = unwrap(ddTable(record.deal));
    const parResult = unwrap(par(table, record.vulnerability, record.dealer));
    const text = formatPbn({ ...record, optimum: { table, par: parResult } });
    const lines = text.split('\n');
    const at = lines.indexOf('[OptimumResultTable "Declarer;Denomination\\2R;Result\\2R"]');
    expect(at).toBeGreaterThan(0);
    const rows = lines.slice(at + 1, at + 21).map((row) => row.trim().split(/\s+/));
    expect(rows.map(([seat, strain]) => `${seat}${strain}`).slice(0, 5)).toEqual(['NNT', 'NS', 'NH', 'ND', 'NC']);
    for (const [seat, strain, tricks] of rows) expect(Number(tricks)).toBe(table[seat as Seat][strain as Strain]);
    const [first] = parResult.contracts;
    const side = parResult.score < 0 ? 'EW' : 'NS';
    expect(lines).toContain(`[OptimumScore "${side} ${Math.abs(parResult.score)}"]`);
    expect(lines).toContain(`[ParContract "${first === undefined ? 'Pass' : `${side} ${first.level}${first.strain}${first.doubled}`}"]`);
    expect(parsePbn(text)).toEqual({ ok: true, value: { boards: [record], warnings: [], failed: [] } });
  });
});
