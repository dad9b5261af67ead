/**
 * BBO's LIN format: a deal as `tag|value|` pairs — `pn` players, `md` dealer and hands, `sv`
 * vulnerability, `mb` calls with `an` explanations, `pc` cards played, `mc` a claim.
 */
import { SUITS, card, displayCard, formatCard, parseCard, parseRank, parseSuit, rankChar, type Card, type Suit } from './card.ts';
import { CardSet } from './cardset.ts';
import { parseCall, type Call } from './call.ts';
import { checkDeal, type Deal } from './deal.ts';
import { HAND_SIZE } from './hand.ts';
import {
  countLineBreaks,
  gatherImport,
  type BoardErrorCode,
  type BoardFault,
  type BoardReading,
  type FileImport,
  type FileImportError,
} from './file-import.ts';
import { playKeptWords, settleRecord, type DealRecord, type BoardWarning, type RecordedCall, type SettledRecord } from './record.ts';
import { err, ok, type Result } from './result.ts';
import { SEATS, SEAT_NAME, type Seat, type Vulnerability } from './seat.ts';

/** LIN lists hands and players South, West, North, East; the dealer digit counts in that order from 1. */
const LIN_SEATS: readonly Seat[] = ['S', 'W', 'N', 'E'];
const LIN_VULNERABLE: Readonly<Record<Vulnerability, string>> = { None: 'o', NS: 'n', EW: 'e', Both: 'b' };
const SUIT_TEXT: Readonly<Record<Suit, string>> = { S: '♠', H: '♥', D: '♦', C: '♣' };

// ————————————————————————————————————————— export —————————————————————————————————————————

const linHand = (hand: CardSet): string => SUITS.map((s) => s + hand.ranks(s).map(rankChar).join('')).join('');

function linCall(call: Call): string {
  switch (call.type) {
    case 'pass':
      return 'p';
    case 'double':
      return 'd';
    case 'redouble':
      return 'r';
    case 'bid':
      return `${call.level}${call.strain === 'NT' ? 'N' : call.strain}`;
  }
}

/** Text inside a LIN value: no `|`, which ends the value; BBO writes suits in explanations as `!S`. */
const linText = (text: string): string =>
  text
    .replace(/[|\r\n]+/g, (m) => (m.includes('|') ? '/' : ' '))
    .replace(/[♠♥♦♣]/g, (symbol) => `!${SUITS.find((s) => SUIT_TEXT[s] === symbol) ?? ''}`);

/** The `pn` value: the four names South, West, North, East; a comma would split a name. */
const pnValue = (record: DealRecord): string => LIN_SEATS.map((s) => linText(record.players?.[s] ?? '').replace(/,/g, ' ')).join(',');

/** A board's pairs after its players: the deal, heading, vulnerability, calls, cards and claim. */
function boardPairs(record: DealRecord): [string, string][] {
  const pairs: [string, string][] = [['st', '']];
  pairs.push(['md', `${LIN_SEATS.indexOf(record.dealer) + 1}${LIN_SEATS.map((s) => linHand(record.deal[s])).join(',')}`]);
  pairs.push(['rh', '']);
  if (record.board !== undefined) pairs.push(['ah', `Board ${linText(record.board)}`]);
  pairs.push(['sv', LIN_VULNERABLE[record.vulnerability]]);
  for (const c of record.auction) {
    pairs.push(['mb', linCall(c.call) + (c.alert === true ? '!' : '')]);
    if (c.note !== undefined) pairs.push(['an', linText(c.note)]);
  }
  if (record.play.length > 0) pairs.push(['pg', '']);
  record.play.forEach((c, i) => {
    pairs.push(['pc', formatCard(c)]);
    if (i % 4 === 3) pairs.push(['pg', '']);
  });
  if (record.result !== undefined && record.play.length < 52) pairs.push(['mc', String(record.result)]);
  return pairs;
}

const linPairsText = (pairs: readonly [string, string][]): string => pairs.map(([tag, value]) => `${tag}|${value}|`).join('');

/**
 * Writes a deal as a LIN string that BBO's hand viewer reads; several deals as a file of boards,
 * each starting with its `qx`, and the players named once before the first when all boards share them.
 */
export function formatLin(records: DealRecord | readonly DealRecord[]): string {
  if (!isRecordList(records)) return linPairsText([['pn', pnValue(records)], ...boardPairs(records)]);
  const names = new Set(records.map(pnValue));
  const [shared] = names.size === 1 ? names : [];
  const head = shared !== undefined && shared !== ',,,' ? `${linPairsText([['pn', shared]])}\n` : '';
  const boards = records.map((record, i) => {
    const own: [string, string][] = shared === undefined ? [['pn', pnValue(record)]] : [];
    return linPairsText([['qx', `o${i + 1}`], ...own, ...boardPairs(record)]);
  });
  return `${head}${boards.join('\n')}\n`;
}

/** BBO's hand viewer, which opens a deal given as LIN in its `lin` parameter. */
export const HANDVIEWER_URL = 'https://www.bridgebase.com/tools/handviewer.html';

/** A link that opens the deal, its auction and its play in BBO's hand viewer. */
export const handviewerUrl = (record: DealRecord): string => `${HANDVIEWER_URL}?lin=${encodeURIComponent(formatLin(record))}`;

const isRecordList = (records: DealRecord | readonly DealRecord[]): records is readonly DealRecord[] => Array.isArray(records);

// ————————————————————————————————————————— import —————————————————————————————————————————

/** Reads a LIN hand such as `SAKQHJT9D2C8765`: a suit letter, then its ranks. */
function parseLinHand(text: string, seat: Seat): Result<CardSet> {
  let hand = CardSet.empty;
  let suit: Suit | undefined;
  for (const ch of text.toUpperCase().replace(/10/g, 'T').replace(/\s+/g, '')) {
    const nextSuit = parseSuit(ch);
    if (nextSuit !== undefined) {
      suit = nextSuit;
      continue;
    }
    const rank = parseRank(ch);
    if (rank === undefined)
      return err('lin-hand', `${SEAT_NAME[seat]}'s hand '${text}': '${ch}' is neither a suit (S, H, D, C) nor a rank`);
    if (suit === undefined) return err('lin-hand', `${SEAT_NAME[seat]}'s hand '${text}' must start with a suit letter`);
    const c = card(suit, rank);
    if (hand.has(c)) return err('duplicate-card', `${displayCard(c)} appears twice in ${SEAT_NAME[seat]}'s hand`);
    hand = hand.with(c);
  }
  if (hand.size !== HAND_SIZE) return err('hand-size', `${SEAT_NAME[seat]}'s hand has ${hand.size} cards; a hand has 13`);
  return ok(hand);
}

/** Reads `md`: the dealer digit, then the hands South, West, North, East; the last may be left out. */
function parseMd(value: string): Result<{ dealer: Seat; deal: Deal }> {
  const text = value.trim();
  const dealer = LIN_SEATS[Number(text.charAt(0)) - 1];
  if (!/^[1-4]/.test(text) || dealer === undefined) {
    return err('lin-deal', `md must start with the dealer as a digit (1 South, 2 West, 3 North, 4 East); got '${value}'`);
  }
  const parts = text
    .slice(1)
    .split(',')
    .map((p) => p.trim());
  const hands: Partial<Record<Seat, CardSet>> = {};
  const missing: Seat[] = [];
  for (let i = 0; i < 4; i++) {
    const seat = LIN_SEATS[i] as Seat;
    const part = parts[i] ?? '';
    if (part === '') {
      missing.push(seat);
      continue;
    }
    const hand = parseLinHand(part, seat);
    if (!hand.ok) return hand;
    hands[seat] = hand.value;
  }
  const [gap, ...more] = missing;
  if (more.length > 0) return err('lin-deal', `md gives only ${4 - missing.length} hands; at least three are needed`);
  if (gap !== undefined) hands[gap] = SEATS.reduce((left, s) => left.diff(hands[s] ?? CardSet.empty), CardSet.full);
  const deal = checkDeal({
    N: hands.N ?? CardSet.empty,
    E: hands.E ?? CardSet.empty,
    S: hands.S ?? CardSet.empty,
    W: hands.W ?? CardSet.empty,
  });
  return deal.ok ? ok({ dealer, deal: deal.value }) : deal;
}

function parseSv(value: string): Result<Vulnerability> {
  switch (value.trim().toLowerCase()) {
    case 'o':
    case '0':
    case '-':
    case '':
      return ok('None');
    case 'n':
      return ok('NS');
    case 'e':
      return ok('EW');
    case 'b':
      return ok('Both');
    default:
      return err('lin-vulnerable', `sv must be o (none), n (North–South), e (East–West) or b (both); got '${value}'`);
  }
}

/** BBO's explanations write suits as `!S`, `!h`… */
const readText = (text: string): string => text.trim().replace(/!([SHDC])/gi, (_m, s: string) => SUIT_TEXT[s.toUpperCase() as Suit]);

interface Pair {
  readonly tag: string;
  readonly value: string;
  /** The line the tag stands on. */
  readonly line: number;
  /** The text ends after this tag, before its value: the file was cut off. */
  readonly cutOff?: true;
}

/** Splits LIN text into `tag|value|` pairs; a line break never belongs to a value (BBO breaks lines between pairs). */
function linPairs(text: string): Pair[] {
  const parts = text.split('|');
  const pairs: Pair[] = [];
  let line = 1;
  for (let i = 0; i < parts.length; i += 2) {
    const tagText = parts[i] ?? '';
    const tagLine = line + countLineBreaks(tagText.slice(0, tagText.length - tagText.trimStart().length));
    line += countLineBreaks(tagText);
    const value = parts[i + 1];
    if (value === undefined) {
      if (tagText.trim() !== '') pairs.push({ tag: tagText.trim(), value: '', line: tagLine, cutOff: true });
      break;
    }
    line += countLineBreaks(value);
    pairs.push({ tag: tagText.trim().toLowerCase(), value: value.replace(/[\r\n]+/g, ''), line: tagLine });
  }
  return pairs;
}

/** Tags that belong to one board; a stretch of the file without any (players, chat) is not a board. */
const BOARD_TAGS = new Set(['qx', 'md', 'ah', 'sv', 'mb', 'an', 'pc', 'mc']);

/** A board starts at its `qx`, or at a `pn` or `md` that comes after the previous board's deal. */
function splitBoards(pairs: readonly Pair[]): Pair[][] {
  const chunks: Pair[][] = [];
  let current: Pair[] = [];
  let dealt = false;
  for (const pair of pairs) {
    if (pair.tag === 'qx' || (dealt && (pair.tag === 'md' || pair.tag === 'pn'))) {
      if (current.length > 0) chunks.push(current);
      current = [];
      dealt = false;
    }
    if (pair.tag === 'md') dealt = true;
    current.push(pair);
  }
  if (current.length > 0) chunks.push(current);
  return chunks;
}

/**
 * The players a `pn` names, South, West, North, East. A vugraph file names eight, the open room's
 * four then the closed room's, and its boards say their room by `qx` (`o1`, `c1`).
 */
function pnPlayers(value: string, closedRoom: boolean): Partial<Record<Seat, string>> {
  const names = value.split(',');
  const offset = closedRoom && names.length >= 8 ? 4 : 0;
  const players: Partial<Record<Seat, string>> = {};
  LIN_SEATS.forEach((seat, k) => {
    const name = (names[offset + k] ?? '').trim();
    if (name !== '') players[seat] = name;
  });
  return players;
}

/**
 * Reads every board of a LIN file as BBO writes it: one deal, or many, each from its `qx` or `md`
 * on, with `pn` naming the players once for the file or again for a board (whitespace and line
 * breaks between pairs, any case). The calls and cards are checked with the engine; the contract
 * comes from the auction, the result from a finished play or the claim (`mc`). Without `sv`, no
 * side is vulnerable. A board whose deal, vulnerability or auction cannot be read is reported in
 * `failed`; only a file with no board read at all is an error.
 */
export function parseLin(text: string): Result<FileImport, FileImportError> {
  const readings: BoardReading[] = [];
  let pn: string | undefined;
  for (const chunk of splitBoards(linPairs(text))) {
    pn = chunk.find((p) => p.tag === 'pn')?.value ?? pn;
    if (!chunk.some((p) => p.cutOff === true || BOARD_TAGS.has(p.tag))) continue;
    // The board's name (ah) usually follows the deal; find it first so every message can name the board.
    const heading = chunk.find((p) => p.tag === 'ah');
    const board = heading === undefined ? undefined : boardName(heading.value);
    const line = chunk[0]?.line;
    const place = { ...(board !== undefined ? { board } : {}), index: readings.length, ...(line !== undefined ? { line } : {}) };
    const closedRoom = /^\s*c/i.test(chunk.find((p) => p.tag === 'qx')?.value ?? '');
    const players = pn === undefined ? {} : pnPlayers(pn, closedRoom);
    readings.push({ place, outcome: readBoard(chunk, players, board) });
  }
  return gatherImport(readings);
}

/** `ah|Board 7|` names board 7; another heading is kept whole. */
function boardName(value: string): string | undefined {
  const m = /^\s*board\s*(.*?)\s*$/i.exec(value);
  const name = (m ? (m[1] ?? '') : value).trim();
  return name === '' ? undefined : name;
}

const fault = (code: BoardErrorCode, message: string, line: number): Result<never, BoardFault> => ({
  ok: false,
  error: { code, message, line },
});

/** Reads one board's pairs; messages are in plain words, without the board prefix. */
function readBoard(
  pairs: readonly Pair[],
  players: Partial<Record<Seat, string>>,
  board: string | undefined,
): Result<SettledRecord, BoardFault> {
  let md: { dealer: Seat; deal: Deal } | undefined;
  let vulnerability: Vulnerability = 'None';
  const calls: { call: Call; note?: string; alert?: boolean }[] = [];
  const play: Card[] = [];
  const warnings: BoardWarning[] = [];
  let cardsCut = false;
  let claim: number | undefined;

  for (const { tag, value, line, cutOff } of pairs) {
    if (cutOff === true) return fault('syntax', `the LIN text ends with '${tag}' but no '|value|' after it`, line);
    switch (tag) {
      case 'md': {
        const read = parseMd(value);
        if (!read.ok) return fault('deal', read.error.message, line);
        md = read.value;
        break;
      }
      case 'sv': {
        const read = parseSv(value);
        if (!read.ok) return fault('vulnerability', read.error.message, line);
        vulnerability = read.value;
        break;
      }
      case 'mb': {
        const t = value.trim();
        const call = parseCall(t.replace(/!+$/, ''));
        if (!call.ok) return fault('auction', `call ${calls.length + 1}: ${call.error.message}`, line);
        calls.push(t.endsWith('!') ? { call: call.value, alert: true } : { call: call.value });
        break;
      }
      case 'an': {
        const last = calls[calls.length - 1];
        const note = readText(value);
        if (last !== undefined && note !== '') last.note = note;
        break;
      }
      case 'pc': {
        if (cardsCut) break;
        const c = parseCard(value);
        if (!c.ok) {
          warnings.push({ code: 'play-dropped', message: `card ${play.length + 1}: ${c.error.message}; ${playKeptWords(play.length)}` });
          cardsCut = true;
        } else {
          play.push(c.value);
        }
        break;
      }
      case 'mc': {
        const t = value.trim();
        if (/^\d{1,2}$/.test(t)) claim = Number(t);
        else
          warnings.push({
            code: 'tag-ignored',
            message: `mc must be the number of tricks the declarer takes in all; got '${value}', so the claim is left out`,
          });
        break;
      }
      default:
      // Players (pn) come from the file; page breaks (pg), headings (st, rh), chat (nt), board ids (qx) and the rest do not change the deal.
    }
  }
  if (md === undefined) return fault('deal', 'the board has no deal: md|…| is missing', pairs[0]?.line ?? 1);

  const auction: RecordedCall[] = calls;
  const settled = settleRecord(
    {
      ...(board !== undefined ? { board } : {}),
      ...(Object.keys(players).length > 0 ? { players } : {}),
      dealer: md.dealer,
      vulnerability,
      deal: md.deal,
      auction,
      play,
    },
    { ...(claim !== undefined ? { result: claim } : {}), labels: { result: 'the claim (mc)' } },
  );
  if (!settled.ok) return fault('auction', settled.error.message, pairs.find((p) => p.tag === 'mb')?.line ?? pairs[0]?.line ?? 1);
  return ok({ record: settled.value.record, warnings: [...warnings, ...settled.value.warnings] });
}
