/**
 * A hand record: a board read from a file (or a finished game) as the API shows it — the four
 * hands, the auction with each call's meaning by the book, the play trick by trick, the outcome,
 * and the board written back as PBN, LIN and a link to BBO's hand viewer; and, asked for board by
 * board, its analysis: the double-dummy table and par, and what each card and call cost.
 */
import {
  SEATS,
  auctionFromCalls,
  err,
  formatCall,
  formatCard,
  formatContract,
  formatHand,
  formatPbnDeal,
  ok,
  playCard,
  startPlay,
  type EngineError,
  type Result,
  type Score,
  type Seat,
  type SeatViewJson,
  type Vulnerability,
} from '@tenace/engine';
import { ddTable, formatParContract, nodesSearched, par, type DdTable, type Par, type SearchLimits } from '@tenace/engine/dd';
import { formatLin, formatPbn, handviewerUrl, type DealRecord } from '@tenace/engine/formats';
import type { Language, RuleBook } from '@tenace/rules-dsl';
import { readTable } from '@tenace/robots';
import { callCostToJson, callCosts, cardCostToJson, cardCosts, type CallCostJson, type CardCostJson } from './costs.ts';

/** A call of a hand record: the book's meaning, and the file's own explanation and alert when it has them. */
export interface HandRecordCallJson {
  readonly seat: Seat;
  readonly call: string;
  /** The book's reading of the call from the auction alone (null when it reads nothing into it). */
  readonly meaning: string | null;
  /** The explanation the file gives (PBN note, LIN `an`). */
  readonly note: string | null;
  readonly alert: boolean;
}

/** The board written out for other programs. */
export interface HandRecordExportsJson {
  /** PBN 2.1, export format; with the double-dummy tags (OptimumResultTable, ParContract) once analysed. */
  readonly pbn: string;
  readonly lin: string;
  /** BBO's hand viewer opening the board (its LIN). */
  readonly handviewer: string;
}

export interface HandRecordJson extends Partial<HandRecordExportsJson> {
  readonly board: string | null;
  readonly event: string | null;
  readonly site: string | null;
  readonly date: string | null;
  /** The scoring the file names (IMP, MP …), kept for the exports. */
  readonly scoring: string | null;
  readonly players: Partial<Record<Seat, string>>;
  readonly dealer: Seat;
  readonly vulnerability: Vulnerability;
  /** All four hands, PBN, North first. */
  readonly deal: string;
  readonly hands: Readonly<Record<Seat, string>>;
  readonly auction: readonly HandRecordCallJson[];
  readonly contract: string | null;
  readonly declarer: Seat | null;
  /** The cards in the order played, from the opening lead. */
  readonly play: readonly string[];
  /** The play trick by trick, each with its leader and winner (null for a trick left unfinished). */
  readonly tricks: SeatViewJson['tricks'];
  readonly result: number | null;
  readonly score: Score | null;
}

/** The meanings of a record's calls by `book`, in `language`; none for calls past an illegal one (the import checked them). */
function meanings(record: DealRecord, book: RuleBook, language: Language): readonly (string | null)[] {
  const auction = auctionFromCalls(
    record.dealer,
    record.auction.map((c) => c.call),
  );
  if (!auction.ok) return [];
  return readTable(book, { vulnerability: record.vulnerability, auction: auction.value }).calls.map(
    (c) => c.meanings?.[language] ?? c.meaning ?? null,
  );
}

/** The tricks of a record's play, replayed; the play was checked when the record was read. */
function tricksOf(record: DealRecord): SeatViewJson['tricks'] {
  const { contract } = record;
  if (contract === undefined || contract === 'passed-out' || record.play.length === 0) return [];
  let play = startPlay(record.deal, contract);
  for (const c of record.play) {
    const next = playCard(play, c);
    if (!next.ok) break;
    play = next.value;
  }
  return play.tricks.map((t) => ({
    leader: t.leader,
    cards: t.cards.map((pc) => ({ seat: pc.seat, card: formatCard(pc.card) })),
    winner: t.winner ?? null,
  }));
}

/** The board as PBN (with the double-dummy tags when its analysis is given), LIN and a hand-viewer link. */
export function recordExports(record: DealRecord, optimum?: { readonly table: DdTable; readonly par: Par }): HandRecordExportsJson {
  return {
    pbn: formatPbn(optimum === undefined ? record : { ...record, optimum }),
    lin: formatLin(record),
    handviewer: handviewerUrl(record),
  };
}

/** A record as the API shows it, each call's meaning by `book` in `language`; its exports unless `exports` is false. */
export function handRecordJson(record: DealRecord, book: RuleBook, language: Language = 'en', exports = true): HandRecordJson {
  const read = meanings(record, book, language);
  const { contract } = record;
  return {
    board: record.board ?? null,
    event: record.event ?? null,
    site: record.site ?? null,
    date: record.date ?? null,
    scoring: record.scoring ?? null,
    players: { ...record.players },
    dealer: record.dealer,
    vulnerability: record.vulnerability,
    deal: formatPbnDeal(record.deal),
    hands: { N: formatHand(record.deal.N), E: formatHand(record.deal.E), S: formatHand(record.deal.S), W: formatHand(record.deal.W) },
    auction: record.auction.map((c, i) => ({
      seat: SEATS[(SEATS.indexOf(record.dealer) + i) % 4] as Seat,
      call: formatCall(c.call),
      meaning: read[i] ?? null,
      note: c.note ?? null,
      alert: c.alert === true,
    })),
    contract: contract === undefined ? null : formatContract(contract),
    declarer: contract === undefined || contract === 'passed-out' ? null : contract.declarer,
    play: record.play.map(formatCard),
    tricks: tricksOf(record),
    result: record.result ?? null,
    score: record.score ?? null,
    ...(exports ? recordExports(record) : {}),
  };
}

/** The double-dummy table (tricks for each declarer and strain) and the par, as the API gives them. */
export interface DoubleDummyJson {
  readonly tricks: DdTable;
  readonly par: { readonly score: number; readonly contracts: readonly string[] };
}

export const doubleDummyJson = (table: DdTable, parResult: Par): DoubleDummyJson => ({
  tricks: table,
  par: { score: parResult.score, contracts: parResult.contracts.map(formatParContract) },
});

/** What a board's analysis gives: its double-dummy table and par, what each card and call cost, and its PBN with the double-dummy tags. */
export interface RecordAnalysisJson extends DoubleDummyJson {
  /** Every card played, with what it cost its side (empty when nothing was played). */
  readonly cards: readonly CardCostJson[];
  /** The calls of the seats asked that the book would have made otherwise. */
  readonly calls: readonly CallCostJson[];
  readonly pbn: string;
}

export interface AnalysisOptions {
  readonly book: RuleBook;
  readonly language?: Language;
  /** Whose calls are marked: every seat's unless given. */
  readonly seats?: readonly Seat[];
  /** For the whole analysis: the table, then the cards. */
  readonly limits?: SearchLimits;
}

/**
 * A board's analysis. The solver's budget (`limits.maxNodes`) covers the whole of it: the table
 * first, the cards with what is left. Only the budget can stop it (out-of-budget).
 */
export function analyseRecord(record: DealRecord, options: AnalysisOptions): Result<RecordAnalysisJson, EngineError<'out-of-budget'>> {
  const start = nodesSearched();
  const limits = options.limits ?? {};
  const table = ddTable(record.deal, limits);
  if (!table.ok) return onlyBudget(table.error);
  const parResult = par(table.value, record.vulnerability, record.dealer);
  if (!parResult.ok) throw new Error(`the solver's table has no par: ${parResult.error.message}`);
  const { contract } = record;
  let cards: readonly CardCostJson[] = [];
  if (contract !== undefined && contract !== 'passed-out' && record.play.length > 0) {
    const left = limits.maxNodes === undefined ? limits : { ...limits, maxNodes: Math.max(1, limits.maxNodes - (nodesSearched() - start)) };
    const costs = cardCosts({ deal: record.deal, contract, play: record.play }, left);
    if (!costs.ok) return costs.error.code === 'out-of-budget' ? err('out-of-budget', costs.error.message) : onlyBudget(costs.error);
    cards = costs.value.map(cardCostToJson);
  }
  const calls = callCosts(
    { deal: record.deal, dealer: record.dealer, vulnerability: record.vulnerability, auction: record.auction.map((c) => c.call) },
    {
      book: options.book,
      ...(options.language === undefined ? {} : { language: options.language }),
      ...(options.seats === undefined ? {} : { seats: options.seats }),
    },
  ).map(callCostToJson);
  return ok({
    ...doubleDummyJson(table.value, parResult.value),
    cards,
    calls,
    pbn: formatPbn({ ...record, optimum: { table: table.value, par: parResult.value } }),
  });
}

/** The deal was checked when it was read, so only the solver's budget can refuse it. */
function onlyBudget(error: EngineError): Result<never, EngineError<'out-of-budget'>> {
  if (error.code === 'out-of-budget') return err('out-of-budget', error.message);
  throw new Error(`the analysis of a checked deal failed: ${error.code}: ${error.message}`);
}
