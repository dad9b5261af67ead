import { displayCard, type Card, type Strain } from './card.ts';
import { bid, formatCall, type Call, type Level } from './call.ts';
import { auctionFromCalls, finalContract, type Contract, type Doubling } from './auction.ts';
import type { Deal } from './deal.ts';
import { TRICKS_PER_DEAL, completedTricks, declarerTricks, playCard, startPlay, type Play } from './play.ts';
import { err, ok, type EngineError, type Result } from './result.ts';
import { scoreContract, type Score } from './score.ts';
import { SEAT_NAME, type Seat, type Vulnerability } from './seat.ts';

/** A call as recorded, with the explanation or alert that went with it. */
export interface RecordedCall {
  readonly call: Call;
  /** What the call means, as announced or explained ("Stayman", "15–17 points"). */
  readonly note?: string;
  /** The call was alerted (PBN `!`, LIN `!` after the call). */
  readonly alert?: boolean;
}

/**
 * One deal as the file formats (PBN, LIN) carry it: the cards, the auction with its notes, the
 * play in order from the opening lead, and the outcome. Everything but the deal, dealer and
 * vulnerability may be missing from a hand record.
 */
export interface DealRecord {
  readonly board?: string;
  readonly event?: string;
  readonly site?: string;
  readonly date?: string;
  readonly players?: Partial<Record<Seat, string>>;
  readonly dealer: Seat;
  readonly vulnerability: Vulnerability;
  readonly deal: Deal;
  readonly auction: readonly RecordedCall[];
  /** Cards in the order played, from the opening lead. */
  readonly play: readonly Card[];
  /** The contract, when known (from the auction or stated by the record). */
  readonly contract?: Contract | 'passed-out';
  /** Tricks taken by the declarer, when known (from the play, a claim, or stated). */
  readonly result?: number;
  readonly score?: Score;
  /** The scoring method the file names (PBN `Scoring`: "IMP", "MP" …), kept so it can be written back. */
  readonly scoring?: string;
}

/** A contract as a file states it; the declarer may be missing (a Contract tag without a Declarer tag). */
export type StatedContract =
  | 'passed-out'
  | { readonly level: Level; readonly strain: Strain; readonly doubled: Doubling; readonly declarer?: Seat };

/**
 * What a file says about the outcome of a deal, to be checked against what its auction and play
 * show. `labels` name where each fact came from, so errors can point at it ("the Result tag").
 */
export interface StatedFacts {
  readonly contract?: StatedContract;
  /** Tricks for the declarer: the final result, or a claim when the play stops early. */
  readonly result?: number;
  /** The players agreed on a result that differs from the play (PBN marks it `^`): take it as stated. */
  readonly resultAgreed?: boolean;
  /** The score for North–South, as stated. */
  readonly nsScore?: number;
  readonly labels?: { readonly contract?: string; readonly declarer?: string; readonly result?: string; readonly score?: string };
}

// ————————————————————————————————————————— settling a record —————————————————————————————————————————

/**
 * What an import overrides in a board it keeps: the file states one thing, the calls and cards show
 * another, and the calls and cards win (or a tag that cannot be read is left out).
 */
export const IMPORT_WARNING_CODES = [
  'contract-mismatch',
  'declarer-mismatch',
  'result-mismatch',
  'score-mismatch',
  'play-dropped',
  'tag-ignored',
  'tag-inherited',
] as const;
export type ImportWarningCode = (typeof IMPORT_WARNING_CODES)[number];

/** A warning about one board as its reader gives it, before the file names the board. */
export type BoardWarning = EngineError<ImportWarningCode>;

/** A board read from a file, with what was overridden on the way. */
export interface SettledRecord {
  readonly record: DealRecord;
  readonly warnings: readonly BoardWarning[];
}

/** Contracts in messages use the canonical call notation (4S, 3NT) that the auction's messages use. */
const contractWords = (c: { level: Level; strain: Strain; doubled: Doubling }): string =>
  formatCall(bid(c.level, c.strain)) + (c.doubled === 'X' ? ' doubled' : c.doubled === 'XX' ? ' redoubled' : '');

/** "4S doubled by South", "passed out". */
export function describeContract(contract: Contract | 'passed-out'): string {
  return contract === 'passed-out' ? 'passed out' : `${contractWords(contract)} by ${SEAT_NAME[contract.declarer]}`;
}

const override = (code: ImportWarningCode, message: string): BoardWarning => ({ code, message });

/** The contract of a record, with what in the stated facts the auction overrides. */
export interface ContractReading {
  readonly contract: Contract | 'passed-out' | undefined;
  readonly warnings: readonly BoardWarning[];
}

/**
 * Checks the calls of a record and returns the contract: the auction's when it is complete (a
 * stated contract that disagrees is overridden, with a warning), otherwise the stated one if it
 * names a declarer. Fails only when a call breaks the rules.
 */
export function recordContract(dealer: Seat, calls: readonly RecordedCall[], facts: StatedFacts = {}): Result<ContractReading> {
  const auction = auctionFromCalls(
    dealer,
    calls.map((c) => c.call),
  );
  if (!auction.ok) return auction;
  const derived = finalContract(auction.value);
  const stated = facts.contract;
  if (derived === undefined) {
    if (stated === undefined || stated === 'passed-out') return ok({ contract: stated, warnings: [] });
    const { declarer } = stated;
    const contract = declarer === undefined ? undefined : { level: stated.level, strain: stated.strain, doubled: stated.doubled, declarer };
    return ok({ contract, warnings: [] });
  }
  const warnings: BoardWarning[] = [];
  if (stated !== undefined) {
    const contractLabel = facts.labels?.contract ?? 'the stated contract';
    const kept = '; the auction is kept';
    if (stated === 'passed-out' || derived === 'passed-out') {
      if (stated !== derived) {
        const says = stated === 'passed-out' ? 'the deal was passed out' : contractWords(stated);
        warnings.push(
          override('contract-mismatch', `${contractLabel} says ${says}, but the auction ends in ${describeContract(derived)}${kept}`),
        );
      }
    } else if (stated.level !== derived.level || stated.strain !== derived.strain || stated.doubled !== derived.doubled) {
      warnings.push(
        override(
          'contract-mismatch',
          `${contractLabel} says ${contractWords(stated)}, but the auction ends in ${contractWords(derived)}${kept}`,
        ),
      );
    }
    if (stated !== 'passed-out' && derived !== 'passed-out' && stated.declarer !== undefined && stated.declarer !== derived.declarer) {
      const declarerLabel = facts.labels?.declarer ?? 'the stated declarer';
      warnings.push(
        override(
          'declarer-mismatch',
          `${declarerLabel} says ${SEAT_NAME[stated.declarer]}, but after this auction ${SEAT_NAME[derived.declarer]} declares ${contractWords(derived)}${kept}`,
        ),
      );
    }
  }
  return ok({ contract: derived, warnings });
}

/** Plays the card at `index` (0-based, from the opening lead) and says which card it was when it is illegal. */
export function playRecordedCard(play: Play, c: Card, index: number): Result<Play> {
  const next = playCard(play, c);
  if (next.ok) return next;
  const trick = Math.floor(index / 4) + 1;
  return err('illegal-card', `card ${index + 1} (trick ${trick}, ${SEAT_NAME[play.turn]}, ${displayCard(c)}): ${next.error.message}`);
}

/** What is kept of a play cut short at the card at `index` (0-based). */
export const playKeptWords = (index: number): string =>
  index === 0 ? 'the play is left out' : `the play is kept up to the card before it (${index} ${index === 1 ? 'card' : 'cards'})`;

/**
 * Completes a record read from a file: checks every call and card with the engine, fills the
 * contract from the auction, the result from a finished play or from the stated result (a claim),
 * and the score. What the calls and cards show wins over what the file states: each stated fact
 * that disagrees, and each card that cannot be played (with the cards after it), is left out with
 * a warning. Fails only when a call breaks the rules.
 */
export function settleRecord(record: Omit<DealRecord, 'contract' | 'result' | 'score'>, facts: StatedFacts = {}): Result<SettledRecord> {
  const contracted = recordContract(record.dealer, record.auction, facts);
  if (!contracted.ok) return contracted;
  const { contract } = contracted.value;
  const warnings: BoardWarning[] = [...contracted.value.warnings];
  // Whatever outcome the caller's object carries is replaced by the one worked out here.
  const { contract: _contract, result: _result, score: _score, ...base } = record as DealRecord;
  const resultLabel = facts.labels?.result ?? 'the stated result';

  let cards = record.play;
  let result = facts.result;
  if (result !== undefined && (!Number.isInteger(result) || result < 0 || result > TRICKS_PER_DEAL)) {
    warnings.push(override('tag-ignored', `${resultLabel} must be a number of tricks from 0 to 13; got ${result}, so it is left out`));
    result = undefined;
  }
  if (contract === 'passed-out' || contract === undefined) {
    const why = contract === 'passed-out' ? 'the deal was passed out' : 'the contract and declarer are not known';
    if (cards.length > 0) {
      warnings.push(override('play-dropped', `${why}, yet cards are played; the play is left out`));
      cards = [];
    }
    if (result !== undefined) {
      warnings.push(override('tag-ignored', `${resultLabel} gives ${result} tricks, but ${why}; it is left out`));
      result = undefined;
    }
  } else {
    let play = startPlay(record.deal, contract);
    for (let i = 0; i < cards.length; i++) {
      const next = playRecordedCard(play, cards[i] as Card, i);
      if (!next.ok) {
        warnings.push(override('play-dropped', `${next.error.message}; ${playKeptWords(i)}`));
        cards = cards.slice(0, i);
        break;
      }
      play = next.value;
    }
    const won = declarerTricks(play);
    const played = completedTricks(play).length;
    if (result !== undefined && facts.resultAgreed === true) {
      // The agreed result stands, whatever the cards say.
    } else if (played === TRICKS_PER_DEAL) {
      if (result !== undefined && result !== won) {
        warnings.push(
          override('result-mismatch', `${resultLabel} says ${result} tricks, but the declarer took ${won} in the play; the play is kept`),
        );
      }
      result = won;
    } else if (result !== undefined) {
      const most = won + TRICKS_PER_DEAL - played;
      if (result < won || result > most) {
        warnings.push(
          override(
            'result-mismatch',
            `${resultLabel} says ${result} tricks, but the declarer has won ${won} of the ${played} tricks played, so the result is from ${won} to ${most}; it is left out`,
          ),
        );
        result = undefined;
      }
    }
  }

  let score: Score | undefined;
  if (contract === 'passed-out' || (contract !== undefined && result !== undefined)) {
    const scored = scoreContract(contract, record.vulnerability, result ?? 0);
    if (!scored.ok) return scored;
    score = scored.value;
    if (facts.nsScore !== undefined && facts.nsScore !== score.ns) {
      const made = contract === 'passed-out' ? 'a passed-out deal' : `${describeContract(contract)} with ${result} tricks`;
      const label = facts.labels?.score ?? 'the stated score';
      warnings.push(
        override('score-mismatch', `${label} says NS ${facts.nsScore}, but ${made} scores NS ${score.ns}; the score is worked out again`),
      );
    }
  } else if (facts.nsScore !== undefined) {
    // Only the total is known: no breakdown can be given.
    score = { ns: facts.nsScore + 0, ew: 0 - facts.nsScore, breakdown: [] };
  }

  return ok({
    record: {
      ...base,
      play: cards,
      ...(contract !== undefined ? { contract } : {}),
      ...(result !== undefined ? { result } : {}),
      ...(score !== undefined ? { score } : {}),
    },
    warnings,
  });
}
