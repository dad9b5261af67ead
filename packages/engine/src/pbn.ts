/**
 * PBN 2.1 (Portable Bridge Notation, tistis.nl/pbn): whole deals with their auction, play and
 * outcome. `formatPbn` writes export format; `parsePbn` reads import format as programs write it,
 * every board of a file, and checks every call and card with the engine.
 */
import { displayCard, formatCard, parseCard, type Card, type Strain } from './card.ts';
import type { Par } from './dd/par.ts';
import type { DdTable } from './dd/table.ts';
import { CardSet } from './cardset.ts';
import { formatCall, parseCall } from './call.ts';
import { auctionState, formatContract, parseContract, type Contract } from './auction.ts';
import { checkDeal, formatPbnDeal, parsePbnDeal, type Deal } from './deal.ts';
import { startPlay, trickWinner, type PlayedCard } from './play.ts';
import {
  countLineBreaks,
  gatherImport,
  type BoardErrorCode,
  type BoardFault,
  type BoardReading,
  type FileImport,
  type FileImportError,
} from './file-import.ts';
import {
  playKeptWords,
  playRecordedCard,
  recordContract,
  settleRecord,
  type DealRecord,
  type BoardWarning,
  type RecordedCall,
  type SettledRecord,
  type StatedContract,
  type StatedFacts,
} from './record.ts';
import { err, ok, type Result } from './result.ts';
import { SEATS, SEAT_NAME, isSeat, leftOf, parseVulnerability, rotate, seatIndex, sideOf, type Seat, type Vulnerability } from './seat.ts';

// ————————————————————————————————————————— export —————————————————————————————————————————

const PBN_VULNERABLE: Readonly<Record<Vulnerability, string>> = { None: 'None', NS: 'NS', EW: 'EW', Both: 'All' };

/** A tag value as a PBN string: backslash and quote escaped; a string token cannot cross a line. */
const quote = (value: string): string =>
  `"${value
    .replace(/[\r\n\t]+/g, ' ')
    .replace(/\\/g, '\\\\')
    .replace(/"/g, '\\"')}"`;
const tagLine = (name: string, value: string): string => `[${name} ${quote(value)}]`;
/** The standard's "?" for a mandatory tag whose value is not known. */
const orUnknown = (value: string | undefined): string => (value === undefined || value === '' ? '?' : value);

function auctionLines(record: DealRecord): string[] {
  const noteIndex = new Map<string, number>();
  const tokens = record.auction.map((c) => {
    let token = formatCall(c.call) + (c.alert === true ? '!' : '');
    if (c.note !== undefined) {
      const n = noteIndex.get(c.note) ?? noteIndex.size + 1;
      noteIndex.set(c.note, n);
      token += ` =${n}=`;
    }
    return token;
  });
  const over = auctionState({ dealer: record.dealer, calls: record.auction.map((c) => c.call) }).over;
  // An unfinished auction ends with '*' when its outcome is stated anyway, '+' when it is to be continued.
  if (!over) tokens.push(record.contract !== undefined ? '*' : '+');
  const lines = [tagLine('Auction', record.dealer)];
  for (let i = 0; i < tokens.length; i += 4) lines.push(tokens.slice(i, i + 4).join(' '));
  for (const [text, n] of noteIndex) lines.push(tagLine('Note', `${n}:${text}`));
  return lines;
}

/** The play in columns that start with the opening leader; each line one trick, `-` for a card not played. */
function playLines(record: DealRecord, contract: Contract): string[] {
  const first = leftOf(contract.declarer);
  const lines = [tagLine('Play', first)];
  let leader = first;
  let tricks = 0;
  for (let i = 0; i < record.play.length; i += 4) {
    const cards: PlayedCard[] = record.play.slice(i, i + 4).map((c, k) => ({ seat: rotate(leader, k), card: c }));
    const bySeat = new Map(cards.map((pc) => [pc.seat, pc.card]));
    const columns = [0, 1, 2, 3].map((k) => bySeat.get(rotate(first, k)));
    lines.push(columns.map((c) => (c === undefined ? '-' : formatCard(c))).join(' '));
    if (cards.length === 4) {
      leader = trickWinner(cards, contract.strain);
      tricks++;
    }
  }
  if (tricks < 13 && record.result !== undefined) lines.push('*');
  return lines;
}

/**
 * What the double-dummy solver says of a deal, for a PBN file's `OptimumResultTable`,
 * `OptimumScore` and `ParContract` tags (PBN 2.1): the tricks each declarer takes in each strain,
 * and the par.
 */
export interface PbnOptimum {
  readonly table: DdTable;
  readonly par: Par;
}

/** A game to write, with its double-dummy analysis when there is one. */
export type PbnGame = DealRecord & { readonly optimum?: PbnOptimum };

/** The strains in the order the table's rows go within a declarer: no-trump first, then spades down. */
const OPTIMUM_STRAINS: readonly Strain[] = ['NT', 'S', 'H', 'D', 'C'];

/** "NS 420", "EW 50", the par score as the side that scores it; "NS 0" when the deal is passed out. */
const sideScore = (nsScore: number): string => (nsScore < 0 ? `EW ${-nsScore}` : `NS ${nsScore}`);

function optimumLines({ table, par }: PbnOptimum): string[] {
  const [first] = par.contracts;
  const parContract = first === undefined ? 'Pass' : `${sideOf(first.declarer)} ${first.level}${first.strain}${first.doubled}`;
  return [
    tagLine('OptimumScore', sideScore(par.score)),
    tagLine('ParContract', parContract),
    // The columns and their widths as programs write them, the backslash as is: "\2R" right-aligns in 2.
    '[OptimumResultTable "Declarer;Denomination\\2R;Result\\2R"]',
    ...SEATS.flatMap((seat) => OPTIMUM_STRAINS.map((strain) => `${seat} ${strain.padStart(2)} ${String(table[seat][strain]).padStart(2)}`)),
  ];
}

function formatGame(record: PbnGame): string {
  const { contract, players } = record;
  const lines = [
    tagLine('Event', orUnknown(record.event)),
    tagLine('Site', orUnknown(record.site)),
    tagLine('Date', orUnknown(record.date)),
    tagLine('Board', orUnknown(record.board)),
    tagLine('West', orUnknown(players?.W)),
    tagLine('North', orUnknown(players?.N)),
    tagLine('East', orUnknown(players?.E)),
    tagLine('South', orUnknown(players?.S)),
    tagLine('Dealer', record.dealer),
    tagLine('Vulnerable', PBN_VULNERABLE[record.vulnerability]),
    tagLine('Deal', formatPbnDeal(record.deal, record.dealer)),
    tagLine('Scoring', orUnknown(record.scoring)),
    tagLine('Declarer', contract === undefined ? '?' : contract === 'passed-out' ? '' : contract.declarer),
    tagLine('Contract', contract === undefined ? '?' : formatContract(contract)),
    tagLine('Result', record.result !== undefined ? String(record.result) : contract === 'passed-out' ? '' : '?'),
  ];
  if (record.score !== undefined) lines.push(tagLine('Score', `NS ${record.score.ns}`));
  if (record.auction.length > 0) lines.push(...auctionLines(record));
  if (record.play.length > 0 && contract !== undefined && contract !== 'passed-out') lines.push(...playLines(record, contract));
  if (record.optimum !== undefined) lines.push(...optimumLines(record.optimum));
  return lines.join('\n');
}

/** Writes one deal or several as a PBN 2.1 file in export format, with their double-dummy tags when given. */
export function formatPbn(records: PbnGame | readonly PbnGame[]): string {
  const list: readonly PbnGame[] = Array.isArray(records) ? records : [records as PbnGame];
  return `% PBN 2.1\n% EXPORT\n${list.map(formatGame).join('\n\n')}\n`;
}

// ————————————————————————————————————————— import —————————————————————————————————————————

type Item =
  | { readonly kind: 'tag'; readonly name: string; readonly value: string; readonly line: number }
  | { readonly kind: 'token'; readonly text: string; readonly line: number }
  /** Text that cannot be read; it spoils only the game it stands in. */
  | { readonly kind: 'broken'; readonly message: string; readonly line: number }
  | { readonly kind: 'break' };

const TAG = /\[\s*([A-Za-z0-9_]+)\s*"((?:[^"\\\r\n]|\\.)*)"\s*\]/y;

/**
 * Splits a file into tags, section tokens and game breaks (semi-empty lines), dropping `;` and
 * `{ }` comments and `%` escape lines. Text that cannot be read is marked and skipped to the end of
 * its line, so one broken game does not hide the others.
 */
function scan(text: string): Item[] {
  const items: Item[] = [];
  let line = 1;
  let blank = true;
  let i = 0;
  const skipLine = (): void => {
    while (i < text.length && text.charAt(i) !== '\n') i++;
  };
  while (i < text.length) {
    const ch = text.charAt(i);
    if (ch === '\n') {
      if (blank) items.push({ kind: 'break' });
      blank = true;
      line++;
      i++;
    } else if (ch === ' ' || ch === '\t' || ch === '\r' || ch === '\uFEFF') {
      i++;
    } else if ((ch === '%' && blank) || ch === ';') {
      blank = false;
      skipLine();
    } else if (ch === '{') {
      const end = text.indexOf('}', i + 1);
      if (end < 0) {
        // The rest of the file is the comment: nothing after it can be read.
        items.push({ kind: 'broken', message: `line ${line}: a comment opened with '{' is never closed`, line });
        break;
      }
      line += countLineBreaks(text.slice(i, end));
      blank = false;
      i = end + 1;
    } else if (ch === '[') {
      TAG.lastIndex = i;
      const m = TAG.exec(text);
      if (!m) {
        items.push({ kind: 'broken', message: `line ${line}: a tag must look like [Name "value"]`, line });
        blank = false;
        skipLine();
        continue;
      }
      items.push({ kind: 'tag', name: m[1] ?? '', value: (m[2] ?? '').replace(/\\(.)/g, '$1'), line });
      line += countLineBreaks(m[0]);
      blank = false;
      i += m[0].length;
    } else if (ch === ']' || ch === '"' || ch === '}') {
      items.push({ kind: 'broken', message: `line ${line}: unexpected '${ch}' outside a tag`, line });
      blank = false;
      skipLine();
    } else {
      const start = i;
      while (i < text.length && !/[\s[\]{};"]/.test(text.charAt(i))) i++;
      items.push({ kind: 'token', text: text.slice(start, i), line });
      blank = false;
    }
  }
  return items;
}

/** Tags that identify a game: a second one in the same game means a new game began without a blank line. */
const GAME_STARTERS = new Set(['Event', 'Board', 'Deal']);

function splitGames(items: readonly Item[]): Item[][] {
  const games: Item[][] = [];
  let current: Item[] = [];
  let seen = new Set<string>();
  const close = (): void => {
    if (current.length > 0) games.push(current);
    current = [];
    seen = new Set();
  };
  for (const item of items) {
    if (item.kind === 'break') {
      close();
      continue;
    }
    if (item.kind === 'tag' && GAME_STARTERS.has(item.name) && seen.has(item.name)) close();
    if (item.kind === 'tag') seen.add(item.name);
    current.push(item);
  }
  close();
  return games;
}

/**
 * Tags whose value may not be inherited with "#": what happened in one game is not another's. The
 * deal and its dealer and vulnerability may be, as a board's games share them (see boardTags).
 */
const NOT_INHERITED = new Set(['Declarer', 'Contract', 'Auction', 'Play', 'Note']);

/** The tags a board's games share: the cards, who deals, who is vulnerable, and where it was played. */
const BOARD_TAGS = ['Board', 'Dealer', 'Vulnerable', 'Deal'] as const;
const SHARED_TAGS = ['Event', 'Site', 'Date', 'Scoring'] as const;

/**
 * Fills the board tags a game leaves out from the game before, as tournament software writes a
 * board's second game (the closed room): with only the tags that changed. The game takes them
 * silently when it is plainly the same board — no Deal of its own, or the same one, and no other
 * Board number. A game with a deal of its own but no Dealer or Vulnerable takes those too, with a
 * warning, as the file does not say they are the same. A game that names another board and gives
 * no deal takes nothing: its deal is missing.
 */
function inheritBoardTags(
  own: ReadonlyMap<string, string>,
  tags: Map<string, string>,
  previous: ReadonlyMap<string, string>,
  warnings: BoardWarning[],
): void {
  const before = (name: string): string | undefined => {
    const value = previous.get(name);
    return value === undefined || isUnknown(value) ? undefined : value;
  };
  const prevDeal = before('Deal');
  if (prevDeal === undefined) return;
  // A "#" value says "as the game before" in so many words.
  const ownValue = (name: string): string | undefined => {
    const value = own.get(name);
    return value === undefined || value.startsWith('#') ? undefined : value;
  };
  const ownDeal = ownValue('Deal');
  const ownBoard = ownValue('Board');
  const sameDeal = ownDeal === undefined || sameDealText(ownDeal, prevDeal);
  const sameBoard = ownBoard === undefined || isUnknown(ownBoard) || ownBoard.trim() === before('Board')?.trim();
  if (sameDeal && sameBoard) {
    for (const name of [...BOARD_TAGS, ...SHARED_TAGS]) {
      const value = before(name);
      if (!tags.has(name) && value !== undefined) tags.set(name, value);
    }
    return;
  }
  if (ownDeal === undefined) return;
  const missing = (['Dealer', 'Vulnerable'] as const).filter((name) => !tags.has(name) && before(name) !== undefined);
  for (const name of missing) tags.set(name, before(name) ?? '');
  if (missing.length > 0) {
    const which = missing.map((name) => `${name} tag`).join(' and ');
    const from = before('Board') === undefined ? 'the game before' : `the game before (board ${before('Board')})`;
    warnings.push({
      code: 'tag-inherited',
      message: `the ${which} ${missing.length === 1 ? 'is' : 'are'} missing; taken from ${from}, which has another deal`,
    });
  }
}

/** Two Deal values for the same cards, however spaced or cased. */
const sameDealText = (a: string, b: string): boolean =>
  a.replace(/\s+/g, ' ').trim().toUpperCase() === b.replace(/\s+/g, ' ').trim().toUpperCase();

/** The tags a board cannot do without, and the part of the board each gives: a fault in one refuses the board. */
const ESSENTIAL_TAGS = { Deal: 'deal', Dealer: 'dealer', Vulnerable: 'vulnerability', Auction: 'auction' } as const satisfies Record<
  string,
  BoardErrorCode
>;
type EssentialTag = keyof typeof ESSENTIAL_TAGS;
const isEssential = (name: string): name is EssentialTag => Object.hasOwn(ESSENTIAL_TAGS, name);

/** A board refused for a fault in one of its essential tags, pointing at the tag's line. */
function refuse(lines: ReadonlyMap<string, number>, tag: EssentialTag, message: string): Result<never, BoardFault> {
  const line = lines.get(tag);
  return { ok: false, error: { code: ESSENTIAL_TAGS[tag], message, ...(line !== undefined ? { line } : {}) } };
}

interface Game {
  readonly tags: ReadonlyMap<string, string>;
  /** The line of each tag as it stands in this game (not for inherited values). */
  readonly lines: ReadonlyMap<string, number>;
  readonly auctionSeat: string | undefined;
  readonly auction: readonly string[];
  readonly play: readonly string[];
  readonly playSeat: string | undefined;
  readonly notes: ReadonlyMap<number, string>;
  /** Tags left out because they cannot be read. */
  readonly ignored: readonly BoardWarning[];
}

/** Sorts a game's items into tags and sections, resolving "#" and "##" inheritance. */
function readGame(items: readonly Item[], previous: Map<string, string>, header: Map<string, string>): Result<Game, BoardFault> {
  const raw = new Map<string, string>();
  const lines = new Map<string, number>();
  const auction: string[] = [];
  const play: string[] = [];
  const notes = new Map<number, string>();
  const ignored: BoardWarning[] = [];
  let auctionSeat: string | undefined;
  let playSeat: string | undefined;
  let section: 'none' | 'auction' | 'play' | 'other' = 'none';
  for (const item of items) {
    if (item.kind === 'break') continue;
    if (item.kind === 'broken') return { ok: false, error: { code: 'syntax', message: item.message, line: item.line } };
    if (item.kind === 'token') {
      if (section === 'auction') auction.push(item.text);
      else if (section === 'play') play.push(item.text);
      else if (section === 'none') {
        const message = `line ${item.line}: '${item.text}' stands outside any section; a game starts with tags such as [Deal "…"]`;
        return { ok: false, error: { code: 'syntax', message, line: item.line } };
      }
      // Otherwise it belongs to a supplemental section (a table), which is skipped.
      continue;
    }
    if (item.name === 'Note') {
      const m = /^\s*(\d+)\s*:(.*)$/s.exec(item.value);
      // Notes in the play section explain cards; a record keeps notes of calls only.
      if (m && section !== 'play' && !notes.has(Number(m[1]))) notes.set(Number(m[1]), (m[2] ?? '').trim());
      continue;
    }
    if (item.name === 'Auction') {
      section = 'auction';
      auctionSeat ??= item.value;
    } else if (item.name === 'Play') {
      section = 'play';
      playSeat ??= item.value;
    } else {
      section = 'other';
    }
    // In import format a tag that already occurred is ignored.
    if (!raw.has(item.name)) {
      raw.set(item.name, item.value);
      lines.set(item.name, item.line);
    }
  }
  const tags = new Map<string, string>(header);
  for (const [name, value] of raw) {
    if (value.startsWith('#')) {
      if (NOT_INHERITED.has(name)) {
        const message = `the ${name} tag cannot take its value from another game ('${value}')`;
        if (isEssential(name)) return refuse(lines, name, message);
        ignored.push({ code: 'tag-ignored', message: `${message}; it is left out` });
        continue;
      }
      if (value.startsWith('##')) {
        header.set(name, value.slice(2));
        tags.set(name, value.slice(2));
      } else {
        tags.set(name, previous.get(name) ?? '');
      }
    } else {
      tags.set(name, value);
    }
  }
  inheritBoardTags(raw, tags, previous, ignored);
  previous.clear();
  for (const [name, value] of tags) previous.set(name, value);
  return ok({ tags, lines, auctionSeat, auction, play, playSeat, notes, ignored });
}

/** A value that says nothing: empty, "?", or a date of question marks. */
const isUnknown = (value: string | undefined): boolean => value === undefined || /^[\s?.]*$/.test(value);
const known = (value: string | undefined): string | undefined => (isUnknown(value) ? undefined : value);

function parseSeatValue(value: string, tag: string): Result<Seat> {
  const s = value.trim().toUpperCase();
  return isSeat(s) ? ok(s) : err('pbn-seat', `the ${tag} tag must be N, E, S or W; got '${value}'`);
}

function parseVulnerable(value: string): Result<Vulnerability> {
  const vul = parseVulnerability(value);
  return vul.ok ? vul : err('pbn-vulnerable', `the Vulnerable tag must be None, NS, EW or All; got '${value}'`);
}

/** Reads the Deal tag; a single hand given as `-` is the cards the other three do not hold. */
function parseDealValue(value: string): Result<Deal> {
  const partial = parsePbnDeal(value, { complete: false });
  if (!partial.ok) return err(partial.error.code, `the Deal tag: ${partial.error.message}`);
  const deal = partial.value;
  const missing = SEATS.filter((s) => deal[s].isEmpty());
  if (missing.length > 1)
    return err(
      'pbn-deal',
      `the Deal tag gives only ${4 - missing.length} hands; all four are needed, or three and the fourth is the cards left`,
    );
  const [gap] = missing;
  const filled: Deal = gap === undefined ? deal : { ...deal, [gap]: SEATS.reduce((left, s) => left.diff(deal[s]), CardSet.full) };
  const checked = checkDeal(filled);
  return checked.ok ? checked : err(checked.error.code, `the Deal tag: ${checked.error.message}`);
}

type Piece =
  | { readonly kind: 'word'; readonly text: string }
  | { readonly kind: 'note'; readonly index: number }
  | { readonly kind: 'suffix'; readonly text: string }
  | { readonly kind: 'nag' }
  | { readonly kind: 'irregular'; readonly text: string }
  | { readonly kind: 'end'; readonly text: '*' | '+' };

const PIECE = /=(\d+)=|\$\d+|([!?]{1,2})|(\^[A-Za-z])|([*+])|([A-Za-z0-9]+|-)/y;

/** Splits section text into calls or cards and their annotations: `1C!`, `=1=`, `$3`, `*`. */
function pieces(tokens: readonly string[], where: string): Result<Piece[]> {
  const out: Piece[] = [];
  for (const token of tokens) {
    let i = 0;
    while (i < token.length) {
      PIECE.lastIndex = i;
      const m = PIECE.exec(token);
      if (!m) return err('pbn-syntax', `${where}: unexpected '${token.slice(i)}' in '${token}'`);
      if (m[1] !== undefined) out.push({ kind: 'note', index: Number(m[1]) });
      else if (m[2] !== undefined) out.push({ kind: 'suffix', text: m[2] });
      else if (m[3] !== undefined) out.push({ kind: 'irregular', text: m[3] });
      else if (m[4] !== undefined) out.push({ kind: 'end', text: m[4] === '*' ? '*' : '+' });
      else if (m[5] !== undefined) out.push({ kind: 'word', text: m[5] });
      else out.push({ kind: 'nag' });
      i += m[0].length;
    }
  }
  return ok(out);
}

const irregularWords = (text: string, where: string): string =>
  `${where}: irregularities such as '${text}' (insufficient bids, calls or leads out of turn, revokes) are not supported`;

interface ReadAuction {
  readonly calls: RecordedCall[];
  /** '-' places before the first call, when the columns do not start with the dealer. */
  readonly skipped: number;
}

function readAuction(
  tokens: readonly string[],
  notes: ReadonlyMap<number, string>,
  dealer: Seat | undefined,
  firstSeat: Seat,
): Result<ReadAuction> {
  const split = pieces(tokens, 'the auction');
  if (!split.ok) return split;
  const calls: { call: RecordedCall['call']; note?: string; alert?: boolean }[] = [];
  let skipped = 0;
  let ended = false;
  for (const piece of split.value) {
    const last = calls[calls.length - 1];
    switch (piece.kind) {
      case 'word': {
        if (ended) return err('pbn-auction', `the auction: '${piece.text}' comes after the end of the auction ('*' or '+')`);
        const word = piece.text.toUpperCase();
        if (word === '-') {
          if (calls.length > 0) return err('pbn-auction', "the auction: a '-' may only fill the places before the dealer's first call");
          skipped++;
        } else if (word === 'AP') {
          // "All pass": everyone passes until the auction is over.
          const start = dealer ?? rotate(firstSeat, skipped);
          while (!auctionState({ dealer: start, calls: calls.map((c) => c.call) }).over) calls.push({ call: { type: 'pass' } });
        } else {
          const call = parseCall(piece.text);
          if (!call.ok) return err(call.error.code, `the auction: call ${calls.length + 1}: ${call.error.message}`);
          calls.push({ call: call.value });
        }
        break;
      }
      case 'note': {
        const text = notes.get(piece.index);
        if (last && text !== undefined) last.note = text;
        break;
      }
      case 'suffix':
        // The standard's '!' marks a good call; programs use it for alerts, and so does Tenace.
        if (last && piece.text === '!') last.alert = true;
        break;
      case 'irregular':
        return err('pbn-irregularity', irregularWords(piece.text, 'the auction'));
      case 'end':
        ended = true;
        break;
      case 'nag':
        break;
    }
  }
  return ok({ calls, skipped });
}

interface ReadPlay {
  readonly cards: Card[];
  /** The play ended with '*': no more cards will come, so the Result tag is final. */
  readonly ended: boolean;
  /** '+' marks a play to be continued: the Result tag then counts the tricks so far only. */
  readonly continued: boolean;
  /** Why the play, or its end, was left out. */
  readonly dropped?: BoardWarning;
}

const NO_PLAY: ReadPlay = { cards: [], ended: false, continued: false };
const dropPlay = (message: string): ReadPlay => ({ ...NO_PLAY, dropped: { code: 'play-dropped', message } });

/**
 * Reads the play columns and puts the cards in the order played, checking each. A play that cannot
 * be read is left out, and one with a card that cannot be played is cut before that card.
 */
function readPlay(tokens: readonly string[], playSeat: string, deal: Deal, contract: Contract | 'passed-out' | undefined): ReadPlay {
  const split = pieces(tokens, 'the play');
  if (!split.ok) return dropPlay(`${split.error.message}; the play is left out`);
  const slots: (Card | undefined)[] = [];
  let ended = false;
  let continued = false;
  for (const piece of split.value) {
    if (piece.kind === 'irregular') return dropPlay(`${irregularWords(piece.text, 'the play')}; the play is left out`);
    if (piece.kind === 'end') {
      if (piece.text === '*') ended = true;
      else {
        continued = true;
        slots.push(undefined);
      }
    } else if (piece.kind === 'word') {
      if (ended) return dropPlay(`the play: '${piece.text}' comes after the '*' that ends the play; the play is left out`);
      if (piece.text === '-') {
        slots.push(undefined);
      } else {
        const c = parseCard(piece.text);
        if (!c.ok) return dropPlay(`the play: ${c.error.message}; the play is left out`);
        slots.push(c.value);
      }
    }
  }
  if (slots.every((s) => s === undefined)) return { cards: [], ended, continued };
  if (contract === undefined) return dropPlay('cards are played, but the contract and declarer are not known; the play is left out');
  if (contract === 'passed-out') return dropPlay('the deal was passed out, yet cards are played; the play is left out');
  const first = parseSeatValue(playSeat, 'Play');
  if (!first.ok) return dropPlay(`${first.error.message}; the play is left out`);
  const leader = leftOf(contract.declarer);
  if (first.value !== leader) {
    return dropPlay(
      `the Play tag says ${SEAT_NAME[first.value]} leads, but with ${SEAT_NAME[contract.declarer]} declaring ${SEAT_NAME[leader]} makes the opening lead; the play is left out`,
    );
  }
  let play = startPlay(deal, contract);
  const cards: Card[] = [];
  let gap = false;
  for (let t = 0; t * 4 < slots.length; t++) {
    const trickLeader = play.turn;
    for (let k = 0; k < 4; k++) {
      const seat = rotate(trickLeader, k);
      const slot = slots[t * 4 + ((seatIndex(seat) - seatIndex(leader) + 4) % 4)];
      if (slot === undefined) {
        gap = true;
      } else if (gap) {
        const message = `the play: trick ${t + 1}: ${SEAT_NAME[seat]}'s ${displayCard(slot)} comes after a card that is not given; ${playKeptWords(cards.length)}`;
        return { cards, ended: false, continued: false, dropped: { code: 'play-dropped', message } };
      } else {
        const next = playRecordedCard(play, slot, cards.length);
        if (!next.ok) {
          const message = `the play: ${next.error.message}; ${playKeptWords(cards.length)}`;
          return { cards, ended: false, continued: false, dropped: { code: 'play-dropped', message } };
        }
        play = next.value;
        cards.push(slot);
      }
    }
  }
  return { cards, ended, continued };
}

const tagIgnored = (message: string): BoardWarning => ({ code: 'tag-ignored', message: `${message}; the tag is left out` });

/** Reads the Contract and Declarer tags; what cannot be read is left out with a warning. */
function statedContract(tags: ReadonlyMap<string, string>, warnings: BoardWarning[]): StatedContract | undefined {
  const contractText = tags.get('Contract');
  if (isUnknown(contractText) || contractText === undefined) return undefined;
  const parsed = parseContract(contractText);
  if (!parsed.ok) {
    warnings.push(tagIgnored(`the Contract tag: ${parsed.error.message}`));
    return undefined;
  }
  if (parsed.value === 'passed-out') return 'passed-out';
  const declarerText = tags.get('Declarer');
  if (isUnknown(declarerText) || declarerText === undefined) return parsed.value;
  if (declarerText.trim().startsWith('^')) {
    warnings.push(tagIgnored(`the Declarer tag '${declarerText}' records declarer and dummy swapped, which is not supported`));
    return parsed.value;
  }
  const declarer = parseSeatValue(declarerText, 'Declarer');
  if (!declarer.ok) {
    warnings.push(tagIgnored(declarer.error.message));
    return parsed.value;
  }
  return { ...parsed.value, declarer: declarer.value };
}

/** Tricks by a side or by the declarer, as the Result and Score tags write them: "10", "NS 10", "NS 10 EW 3". */
function sideAmounts(text: string): { declarer?: number; NS?: number; EW?: number } | undefined {
  const t = text.trim().toUpperCase();
  if (/^-?\d+$/.test(t)) return { declarer: Number(t) };
  const m = /^(NS|EW)\s+(-?\d+)(?:\s+(NS|EW)\s+(-?\d+))?$/.exec(t);
  if (!m) return undefined;
  const out: { NS?: number; EW?: number } = {};
  out[m[1] as 'NS' | 'EW'] = Number(m[2]);
  if (m[3] !== undefined) out[m[3] as 'NS' | 'EW'] = Number(m[4]);
  return out;
}

function statedResult(
  text: string | undefined,
  contract: Contract | 'passed-out' | undefined,
): Result<{ tricks?: number; agreed: boolean }> {
  if (isUnknown(text) || text === undefined) return ok({ agreed: false });
  const agreed = text.trim().startsWith('^');
  const amounts = sideAmounts(text.trim().replace(/^\^/, ''));
  if (amounts === undefined) return err('pbn-result', `the Result tag must be a number of tricks such as '10' or 'NS 10'; got '${text}'`);
  if (amounts.declarer !== undefined) return ok({ tricks: amounts.declarer, agreed });
  if (contract === undefined || contract === 'passed-out')
    return err('pbn-result', `the Result tag '${text}' gives tricks for a side, but there is no declarer`);
  const side = sideOf(contract.declarer);
  const other = side === 'NS' ? amounts.EW : amounts.NS;
  const own = amounts[side];
  if (own !== undefined && other !== undefined && own + other !== 13)
    return err('pbn-result', `the Result tag '${text}' does not add up to 13 tricks`);
  return ok({ tricks: own ?? 13 - (other ?? 0), agreed });
}

function statedScore(text: string | undefined, contract: Contract | 'passed-out' | undefined): Result<number | undefined> {
  if (isUnknown(text) || text === undefined) return ok(undefined);
  const amounts = sideAmounts(text);
  if (amounts === undefined) return err('pbn-score', `the Score tag must look like 'NS 420' or 'EW 50'; got '${text}'`);
  if (amounts.NS !== undefined) return ok(amounts.NS);
  if (amounts.EW !== undefined) return ok(-amounts.EW);
  if (contract === undefined || contract === 'passed-out') return ok(amounts.declarer === 0 ? 0 : undefined);
  return ok(sideOf(contract.declarer) === 'NS' ? (amounts.declarer ?? 0) : -(amounts.declarer ?? 0));
}

const LABELS: StatedFacts['labels'] = {
  contract: 'the Contract tag',
  declarer: 'the Declarer tag',
  result: 'the Result tag',
  score: 'the Score tag',
};

/**
 * Reads one game; messages are in plain words, without the board prefix. Refuses the board only
 * when its deal, dealer, vulnerability or auction cannot be read.
 */
function readRecord(game: Game): Result<SettledRecord, BoardFault> {
  const { tags, lines } = game;
  const warnings: BoardWarning[] = [...game.ignored];
  const dealerText = tags.get('Dealer');
  let dealer: Seat | undefined;
  if (!isUnknown(dealerText) && dealerText !== undefined) {
    const d = parseSeatValue(dealerText, 'Dealer');
    if (!d.ok) return refuse(lines, 'Dealer', d.error.message);
    dealer = d.value;
  }

  let calls: RecordedCall[] = [];
  if (game.auctionSeat !== undefined && !isUnknown(game.auctionSeat)) {
    const first = parseSeatValue(game.auctionSeat, 'Auction');
    if (!first.ok) return refuse(lines, 'Auction', first.error.message);
    const read = readAuction(game.auction, game.notes, dealer, first.value);
    if (!read.ok) return refuse(lines, 'Auction', read.error.message);
    const caller = rotate(first.value, read.value.skipped);
    if (dealer !== undefined && caller !== dealer && read.value.calls.length > 0) {
      return refuse(lines, 'Auction', `the auction starts with ${SEAT_NAME[caller]}, but the dealer is ${SEAT_NAME[dealer]}`);
    }
    dealer ??= caller;
    calls = read.value.calls;
  }
  if (dealer === undefined) return refuse(lines, 'Dealer', 'the Dealer tag is missing');

  const vulText = tags.get('Vulnerable');
  if (vulText === undefined) return refuse(lines, 'Vulnerable', 'the Vulnerable tag is missing');
  const vulnerability = parseVulnerable(vulText);
  if (!vulnerability.ok) return refuse(lines, 'Vulnerable', vulnerability.error.message);
  const dealText = tags.get('Deal');
  if (dealText === undefined || isUnknown(dealText)) return refuse(lines, 'Deal', 'the Deal tag is missing');
  const deal = parseDealValue(dealText);
  if (!deal.ok) return refuse(lines, 'Deal', deal.error.message);

  const stated = statedContract(tags, warnings);
  const facts: StatedFacts = { labels: LABELS, ...(stated !== undefined ? { contract: stated } : {}) };
  // Only the contract is wanted here, to read the play; settleRecord below reports the disagreements.
  const contract = recordContract(dealer, calls, facts);
  if (!contract.ok) return refuse(lines, 'Auction', contract.error.message);

  let cards: Card[] = [];
  let continued = false;
  if (game.playSeat !== undefined && game.play.length > 0) {
    const read = readPlay(game.play, game.playSeat, deal.value, contract.value.contract);
    if (read.dropped !== undefined) warnings.push(read.dropped);
    cards = read.cards;
    continued = read.continued && !read.ended;
  }
  const result = statedResult(tags.get('Result'), contract.value.contract);
  if (!result.ok) warnings.push(tagIgnored(result.error.message));
  const scoring = known(tags.get('Scoring'));
  const score = statedScore(tags.get('Score'), contract.value.contract);
  if (!score.ok) warnings.push(tagIgnored(score.error.message));
  const tricks = result.ok ? result.value.tricks : undefined;
  const nsScore = score.ok ? score.value : undefined;

  const players: Partial<Record<Seat, string>> = {};
  for (const seat of SEATS) {
    const name = known(tags.get(SEAT_NAME[seat]));
    if (name !== undefined) players[seat] = name;
  }
  const text = (name: string): string | undefined => known(tags.get(name));
  const event = text('Event');
  const site = text('Site');
  const date = text('Date');
  const board = text('Board');
  const settled = settleRecord(
    {
      ...(board !== undefined ? { board } : {}),
      ...(event !== undefined ? { event } : {}),
      ...(site !== undefined ? { site } : {}),
      ...(date !== undefined ? { date } : {}),
      ...(Object.keys(players).length > 0 ? { players } : {}),
      dealer,
      vulnerability: vulnerability.value,
      deal: deal.value,
      auction: calls,
      play: cards,
      ...(scoring !== undefined ? { scoring } : {}),
    },
    {
      ...facts,
      // A play to be continued ('+') has a Result that counts the tricks so far, not the outcome.
      ...(tricks !== undefined && !continued ? { result: tricks, resultAgreed: result.ok && result.value.agreed } : {}),
      // Old matchpoint scoring charges doubled undertricks differently, so its score is not checked.
      ...(nsScore !== undefined && !/oldmp/i.test(scoring ?? '') ? { nsScore } : {}),
    },
  );
  if (!settled.ok) return refuse(lines, 'Auction', settled.error.message);
  return ok({ record: settled.value.record, warnings: [...warnings, ...settled.value.warnings] });
}

/** The line where a game starts: that of its first tag, token or broken text. */
const firstLine = (items: readonly Item[]): number | undefined => {
  for (const item of items) if (item.kind !== 'break') return item.line;
  return undefined;
};

/**
 * Reads every board of a PBN file, in order. A board whose tags contradict its calls and cards is
 * imported as the calls and cards show it, with a warning that names the board and the tag; a board
 * whose deal, dealer, vulnerability or auction cannot be read is reported in `failed`, and the other
 * boards are read all the same. Only a file with no board read at all is an error.
 */
export function parsePbn(text: string): Result<FileImport, FileImportError> {
  const previous = new Map<string, string>();
  const header = new Map<string, string>();
  const readings: BoardReading[] = splitGames(scan(text)).map((items, index) => {
    const game = readGame(items, previous, header);
    const boardTag = items.find((item) => item.kind === 'tag' && item.name === 'Board');
    const board = game.ok ? known(game.value.tags.get('Board')) : boardTag?.kind === 'tag' ? known(boardTag.value) : undefined;
    const line = firstLine(items);
    const place = { ...(board !== undefined ? { board } : {}), index, ...(line !== undefined ? { line } : {}) };
    return { place, outcome: game.ok ? readRecord(game.value) : game };
  });
  return gatherImport(readings);
}
