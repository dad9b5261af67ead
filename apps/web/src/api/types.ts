/**
 * The answers of API v1 that the pages read, as the OpenAPI document (`GET /api/v1/openapi.json`)
 * describes them. Only the fields the pages use are listed; the API may send more.
 */
import type { Seat, Vulnerability } from '@tenace/engine/browser';

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

export interface BiddingSystem {
  readonly name: string;
  readonly parts: readonly { readonly part: string; readonly title: string }[];
  readonly ruleCount: number;
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
