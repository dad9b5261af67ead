import { type Card } from './card.ts';
import { type Call } from './call.ts';
import { type Contract } from './auction.ts';
import { type Deal } from './deal.ts';
import { type Score } from './score.ts';
import { type Seat, type Vulnerability } from './seat.ts';

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
}
