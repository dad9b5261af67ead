/**
 * The answers of API v1 that the pages read, as the OpenAPI document (`GET /api/v1/openapi.json`)
 * describes them. Only the fields the pages use are listed; the API may send more.
 */
import type { Score, Seat, Vulnerability } from '@tenace/engine/browser';

/** A call as the API writes it: `Pass`, `X`, `XX`, `1C` … `7NT`. */
export type CallText = string;
/** A hand as the API writes it: PBN, spades.hearts.diamonds.clubs. */
export type HandText = string;

export interface PracticeDeal {
  readonly deal: string;
  readonly dealer: Seat;
  readonly vulnerability: Vulnerability;
  readonly seed: string;
  readonly hands: Readonly<Record<Seat, HandText>>;
}

export interface RobotCall {
  readonly call: CallText;
  readonly meaning: string;
  readonly explanation: string;
}

export interface Mark {
  readonly correct: boolean;
  readonly expected: { readonly call: CallText; readonly meaning: string };
  readonly given: { readonly call: CallText; readonly meaning?: string };
  readonly why?: string;
}

export interface QuizItem {
  readonly topic: string;
  readonly seed: string;
  readonly hand: HandText;
  readonly seat: Seat;
  readonly dealer: Seat;
  readonly vulnerability: Vulnerability;
  readonly auction: readonly CallText[];
  /** The book's options the question was bid with: send them back with /mark. */
  readonly options?: readonly string[];
}

export interface BookRule {
  readonly line: number;
  readonly call?: string;
  readonly meaning?: string;
  readonly tests: readonly string[];
}

export interface BookSituation {
  readonly name: string;
  readonly line: number;
  readonly part?: string;
  readonly when: readonly string[];
  readonly rules: readonly BookRule[];
}

export interface QuizTopic {
  readonly id: string;
  readonly title: string;
  readonly description: string;
}

export interface BookOption {
  readonly name: string;
  readonly description: string;
  readonly line: number;
  readonly default: 'off';
}

export interface BookConvention {
  readonly name: string;
  readonly description: string;
  readonly line: number;
  readonly options: readonly BookOption[];
}

export interface BiddingSystem {
  readonly name: string;
  readonly parts: readonly { readonly part: string; readonly title: string }[];
  readonly ruleCount: number;
  /** The conventions the book plays, with their named options (off unless switched on). */
  readonly conventions: readonly BookConvention[];
  readonly situations: readonly BookSituation[];
  readonly quizTopics: readonly QuizTopic[];
}

export type SuitKey = 'S' | 'H' | 'D' | 'C';

export interface Evaluation {
  readonly hand: HandText;
  readonly hcp: number;
  readonly distributionPoints: number;
  readonly total: number;
  readonly lengths: Readonly<Record<SuitKey, number>>;
  readonly strength: Readonly<Record<SuitKey, string>>;
  readonly shape: string;
  readonly balanced: boolean;
}

/** POST /score answers the engine's score as it is: `{ns, ew, breakdown: [{item, points}]}`. */
export type { Score, ScoreItem } from '@tenace/engine/browser';

export type StrainKey = 'C' | 'D' | 'H' | 'S' | 'NT';

export interface DoubleDummy {
  readonly tricks: Readonly<Record<Seat, Readonly<Record<StrainKey, number>>>>;
  readonly par: { readonly score: number; readonly contracts: readonly string[] };
}

/** A card as the API writes it: suit then rank, `SA`, `HT`, `C2`. */
export type CardText = string;

export type GamePhase = 'auction' | 'play' | 'done';

export interface GameCall {
  readonly seat: Seat;
  readonly call: CallText;
  /** What the call shows by the SAYC book; null when it shows nothing. */
  readonly meaning: string | null;
}

export interface GameTrick {
  readonly leader: Seat;
  readonly cards: readonly { readonly seat: Seat; readonly card: CardText }[];
  /** Null while the trick is in progress. */
  readonly winner: Seat | null;
}

/** What a game and its record both show. */
interface GameFacts {
  readonly version: number;
  readonly phase: GamePhase;
  readonly dealer: Seat;
  readonly vulnerability: Vulnerability;
  readonly auction: readonly GameCall[];
  /** `4S`, `3NTX`, `Pass` (passed out); null during the auction. */
  readonly contract: string | null;
  readonly declarer: Seat | null;
  readonly tricks: readonly GameTrick[];
  readonly claim: { readonly seat: Seat; readonly tricks: number } | null;
  /** Tricks the declarer took, once the deal is over. */
  readonly result: number | null;
  readonly score: Score | null;
  /** All four hands (PBN, North first), once the deal is over. */
  readonly deal: string | null;
}

/** South's view of a game: what South may see and nothing more. */
export interface GameView extends GameFacts {
  readonly seat: Seat;
  /** Whose call or card is next (dummy's seat when South plays from dummy); null at the end. */
  readonly turn: Seat | null;
  /** The calls or cards South may choose now; empty when South has nothing to do. */
  readonly legal: readonly string[];
  readonly hand: HandText;
  readonly dummy: { readonly seat: Seat; readonly hand: HandText } | null;
  readonly tricksWon: { readonly NS: number; readonly EW: number };
  readonly canUndo: boolean;
  readonly canClaim: boolean;
}

export interface NewGame {
  readonly id: string;
  readonly view: GameView;
}

export interface GameHint {
  /** The call or card the robot would choose for South. */
  readonly action: string;
  readonly reason: string;
}

/** The record of a game (GET /games/{id}/record); the deal is null until the deal is over. */
export interface GameRecord extends GameFacts {
  readonly seed: string | null;
}
