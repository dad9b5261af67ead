/**
 * BBO's LIN format: a deal as `tag|value|` pairs — `pn` players, `md` dealer and hands, `sv`
 * vulnerability, `mb` calls with `an` explanations, `pc` cards played, `mc` a claim.
 */
import { SUITS, card, displayCard, formatCard, parseCard, parseRank, parseSuit, rankChar, type Card, type Suit } from './card.ts';
import { CardSet } from './cardset.ts';
import { parseCall, type Call } from './call.ts';
import { checkDeal, type Deal } from './deal.ts';
import { HAND_SIZE } from './hand.ts';
import { settleRecord, type DealRecord, type RecordedCall } from './record.ts';
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

/** Writes a deal as a LIN string that BBO's hand viewer reads. */
export function formatLin(record: DealRecord): string {
  const pairs: [string, string][] = [];
  const names = LIN_SEATS.map((s) => linText(record.players?.[s] ?? '').replace(/,/g, ' '));
  pairs.push(['pn', names.join(',')], ['st', '']);
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
  return pairs.map(([tag, value]) => `${tag}|${value}|`).join('');
}

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
    if (rank === undefined) return err('lin-hand', `${SEAT_NAME[seat]}'s hand '${text}': '${ch}' is neither a suit (S, H, D, C) nor a rank`);
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
  const parts = text.slice(1).split(',').map((p) => p.trim());
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
  const deal = checkDeal({ N: hands.N ?? CardSet.empty, E: hands.E ?? CardSet.empty, S: hands.S ?? CardSet.empty, W: hands.W ?? CardSet.empty });
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

/**
 * Reads one deal in LIN, as BBO writes it (whitespace and line breaks between pairs, any case).
 * The calls and cards are checked with the engine; the contract comes from the auction, the
 * result from a finished play or the claim (`mc`). Without `sv`, no side is vulnerable.
 */
export function parseLin(text: string): Result<DealRecord> {
  // BBO breaks lines between pairs; a line break never belongs to a value.
  const parts = text.replace(/[\r\n]+/g, '').split('|');
  const pairs: { tag: string; value: string }[] = [];
  for (let i = 0; i + 1 < parts.length; i += 2) pairs.push({ tag: (parts[i] ?? '').trim().toLowerCase(), value: parts[i + 1] ?? '' });
  // The board's name (ah) usually follows the deal; find it first so every error can name the board.
  const heading = pairs.find((p) => p.tag === 'ah');
  const board = heading === undefined ? undefined : boardName(heading.value);
  const trailing = parts.length % 2 === 1 ? (parts[parts.length - 1] ?? '') : '';
  const read =
    trailing.trim() !== ''
      ? err('lin-syntax', `the LIN text ends with '${trailing.trim()}' but no '|value|' after it`)
      : readPairs(pairs, board);
  if (!read.ok && board !== undefined) return err(read.error.code, `board ${board}: ${read.error.message}`);
  return read;
}

/** `ah|Board 7|` names board 7; another heading is kept whole. */
function boardName(value: string): string | undefined {
  const m = /^\s*board\s*(.*?)\s*$/i.exec(value);
  const name = (m ? (m[1] ?? '') : value).trim();
  return name === '' ? undefined : name;
}

function readPairs(pairs: readonly { tag: string; value: string }[], board: string | undefined): Result<DealRecord> {
  let md: { dealer: Seat; deal: Deal } | undefined;
  let vulnerability: Vulnerability = 'None';
  const players: Partial<Record<Seat, string>> = {};
  const calls: { call: Call; note?: string; alert?: boolean }[] = [];
  const play: Card[] = [];
  let claim: number | undefined;

  for (const { tag, value } of pairs) {
    switch (tag) {
      case 'pn':
        value.split(',').slice(0, 4).forEach((name, k) => {
          const seat = LIN_SEATS[k];
          if (seat !== undefined && name.trim() !== '') players[seat] = name.trim();
        });
        break;
      case 'md': {
        if (md !== undefined) return err('lin-boards', 'this LIN holds more than one deal (a second md); read one deal at a time');
        const read = parseMd(value);
        if (!read.ok) return read;
        md = read.value;
        break;
      }
      case 'sv': {
        const read = parseSv(value);
        if (!read.ok) return read;
        vulnerability = read.value;
        break;
      }
      case 'mb': {
        const t = value.trim();
        const call = parseCall(t.replace(/!+$/, ''));
        if (!call.ok) return err(call.error.code, `call ${calls.length + 1}: ${call.error.message}`);
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
        const c = parseCard(value);
        if (!c.ok) return err(c.error.code, `card ${play.length + 1}: ${c.error.message}`);
        play.push(c.value);
        break;
      }
      case 'mc': {
        const t = value.trim();
        if (!/^\d{1,2}$/.test(t)) return err('lin-claim', `mc must be the number of tricks the declarer takes in all; got '${value}'`);
        claim = Number(t);
        break;
      }
      default:
      // Page breaks (pg), headings (st, rh), chat (nt), board ids (qx) and the rest do not change the deal.
    }
  }
  if (md === undefined) return err('lin-deal', 'the LIN has no deal: md|…| is missing');

  const auction: RecordedCall[] = calls;
  return settleRecord(
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
}
