import { displayCard, type Card, type Strain } from './card.ts';
import { bid, formatCall, type Call, type Level } from './call.ts';
import { auctionFromCalls, finalContract, type Contract, type Doubling } from './auction.ts';
import { type Deal } from './deal.ts';
import { TRICKS_PER_DEAL, completedTricks, declarerTricks, playCard, startPlay, type Play } from './play.ts';
import { err, ok, type Result } from './result.ts';
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

/** Contracts in messages use the canonical call notation (4S, 3NT) that the auction's messages use. */
const contractWords = (c: { level: Level; strain: Strain; doubled: Doubling }): string =>
  formatCall(bid(c.level, c.strain)) + (c.doubled === 'X' ? ' doubled' : c.doubled === 'XX' ? ' redoubled' : '');

/** "4S doubled by South", "passed out". */
export function describeContract(contract: Contract | 'passed-out'): string {
  return contract === 'passed-out' ? 'passed out' : `${contractWords(contract)} by ${SEAT_NAME[contract.declarer]}`;
}

/**
 * Checks the calls of a record and returns the contract: the auction's when it is complete (a
 * stated contract must agree with it), otherwise the stated one if it names a declarer.
 */
export function recordContract(
  dealer: Seat,
  calls: readonly RecordedCall[],
  facts: StatedFacts = {},
): Result<Contract | 'passed-out' | undefined> {
  const auction = auctionFromCalls(
    dealer,
    calls.map((c) => c.call),
  );
  if (!auction.ok) return auction;
  const derived = finalContract(auction.value);
  const stated = facts.contract;
  if (derived === undefined) {
    if (stated === undefined || stated === 'passed-out') return ok(stated);
    const { declarer } = stated;
    return ok(declarer === undefined ? undefined : { level: stated.level, strain: stated.strain, doubled: stated.doubled, declarer });
  }
  if (stated !== undefined) {
    const contractLabel = facts.labels?.contract ?? 'the stated contract';
    if (stated === 'passed-out' || derived === 'passed-out') {
      if (stated !== derived) {
        return err('contract-mismatch', `${contractLabel} says ${stated === 'passed-out' ? 'the deal was passed out' : contractWords(stated)}, but the auction ends in ${describeContract(derived)}`);
      }
    } else {
      if (stated.level !== derived.level || stated.strain !== derived.strain || stated.doubled !== derived.doubled) {
        return err('contract-mismatch', `${contractLabel} says ${contractWords(stated)}, but the auction ends in ${contractWords(derived)}`);
      }
      if (stated.declarer !== undefined && stated.declarer !== derived.declarer) {
        const declarerLabel = facts.labels?.declarer ?? 'the stated declarer';
        return err(
          'declarer-mismatch',
          `${declarerLabel} says ${SEAT_NAME[stated.declarer]}, but after this auction ${SEAT_NAME[derived.declarer]} declares ${contractWords(derived)}`,
        );
      }
    }
  }
  return ok(derived);
}

/** Plays the card at `index` (0-based, from the opening lead) and says which card it was when it is illegal. */
export function playRecordedCard(play: Play, c: Card, index: number): Result<Play> {
  const next = playCard(play, c);
  if (next.ok) return next;
  const trick = Math.floor(index / 4) + 1;
  return err('illegal-card', `card ${index + 1} (trick ${trick}, ${SEAT_NAME[play.turn]}, ${displayCard(c)}): ${next.error.message}`);
}

/**
 * Completes a record read from a file: checks every call and card with the engine, fills the
 * contract from the auction, the result from a finished play or from the stated result (a claim),
 * and the score, and checks every stated fact against what the calls and cards show.
 */
export function settleRecord(
  record: Omit<DealRecord, 'contract' | 'result' | 'score'>,
  facts: StatedFacts = {},
): Result<DealRecord> {
  const contracted = recordContract(record.dealer, record.auction, facts);
  if (!contracted.ok) return contracted;
  const contract = contracted.value;
  // Whatever outcome the caller's object carries is replaced by the one worked out here.
  const { contract: _contract, result: _result, score: _score, ...base } = record as DealRecord;
  const resultLabel = facts.labels?.result ?? 'the stated result';

  let result = facts.result;
  if (result !== undefined && (!Number.isInteger(result) || result < 0 || result > TRICKS_PER_DEAL)) {
    return err('result', `${resultLabel} must be a number of tricks from 0 to 13; got ${result}`);
  }
  if (contract === 'passed-out') {
    if (record.play.length > 0) return err('play-without-contract', 'the deal was passed out, yet cards are played');
    if (result !== undefined) return err('result', `the deal was passed out, so ${resultLabel} cannot give tricks`);
  } else if (contract === undefined) {
    if (record.play.length > 0) return err('play-without-contract', 'cards are played, but the contract and declarer are not known');
    if (result !== undefined) return err('result', `${resultLabel} gives ${result} tricks, but the contract and declarer are not known`);
  } else {
    let play = startPlay(record.deal, contract);
    for (let i = 0; i < record.play.length; i++) {
      const next = playRecordedCard(play, record.play[i] as Card, i);
      if (!next.ok) return next;
      play = next.value;
    }
    const won = declarerTricks(play);
    const played = completedTricks(play).length;
    if (result !== undefined && facts.resultAgreed === true) {
      // The agreed result stands, whatever the cards say.
    } else if (played === TRICKS_PER_DEAL) {
      if (result !== undefined && result !== won) {
        return err('result-mismatch', `${resultLabel} says ${result} tricks, but the declarer took ${won} in the play`);
      }
      result = won;
    } else if (result !== undefined) {
      const most = won + TRICKS_PER_DEAL - played;
      if (result < won || result > most) {
        return err(
          'result-mismatch',
          `${resultLabel} says ${result} tricks, but the declarer has won ${won} of the ${played} tricks played, so the result is from ${won} to ${most}`,
        );
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
      return err('score-mismatch', `${facts.labels?.score ?? 'the stated score'} says NS ${facts.nsScore}, but ${made} scores NS ${score.ns}`);
    }
  } else if (facts.nsScore !== undefined) {
    // Only the total is known: no breakdown can be given.
    score = { ns: facts.nsScore + 0, ew: 0 - facts.nsScore, breakdown: [] };
  }

  return ok({
    ...base,
    ...(contract !== undefined ? { contract } : {}),
    ...(result !== undefined ? { result } : {}),
    ...(score !== undefined ? { score } : {}),
  });
}
