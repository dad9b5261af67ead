import { STRAINS, SUIT_SYMBOL, parseSuit, strainIndex, type Strain } from './card.ts';
import { err, ok, type EngineError, type Result } from './result.ts';

export type Level = 1 | 2 | 3 | 4 | 5 | 6 | 7;

/** A call in the auction: a bid, or pass, double, redouble. */
export type Call =
  | { readonly type: 'pass' }
  | { readonly type: 'double' }
  | { readonly type: 'redouble' }
  | { readonly type: 'bid'; readonly level: Level; readonly strain: Strain };

export type Bid = Extract<Call, { type: 'bid' }>;

export const PASS: Call = { type: 'pass' };
export const DOUBLE: Call = { type: 'double' };
export const REDOUBLE: Call = { type: 'redouble' };
export const bid = (level: Level, strain: Strain): Bid => ({ type: 'bid', level, strain });

export const isBid = (call: Call): call is Bid => call.type === 'bid';

/** 0 for 1♣ … 34 for 7NT: bids in auction order. */
export const bidRank = (b: { level: Level; strain: Strain }): number => (b.level - 1) * 5 + strainIndex(b.strain);

/** Every bid from 1♣ to 7NT, lowest first. */
export const ALL_BIDS: readonly Bid[] = Array.from({ length: 35 }, (_, i) =>
  bid((Math.floor(i / 5) + 1) as Level, STRAINS[i % 5] as Strain),
);

/** Canonical form: `Pass`, `X`, `XX`, `1C` … `7NT`. */
export function formatCall(call: Call): string {
  switch (call.type) {
    case 'pass':
      return 'Pass';
    case 'double':
      return 'X';
    case 'redouble':
      return 'XX';
    case 'bid':
      return `${call.level}${call.strain}`;
  }
}

/** For people: `1♠`, `3NT`, `Pass`, `Double`, `Redouble`. */
export function displayCall(call: Call): string {
  switch (call.type) {
    case 'pass':
      return 'Pass';
    case 'double':
      return 'Double';
    case 'redouble':
      return 'Redouble';
    case 'bid':
      return call.strain === 'NT' ? `${call.level}NT` : `${call.level}${SUIT_SYMBOL[call.strain]}`;
  }
}

export const callsEqual = (a: Call, b: Call): boolean => formatCall(a) === formatCall(b);

/**
 * Reads a call as people and programs write it: `Pass`/`P`, `X`/`Double`/`Dbl`, `XX`/`Redouble`/
 * `Rdbl`, `1C`, `1N`, `1NT`, `1♠`, any case.
 */
export function parseCall(text: string): Result<Call, EngineError<'unknown-call'>> {
  const t = text.trim().toUpperCase();
  if (t === 'P' || t === 'PASS') return ok(PASS);
  if (t === 'X' || t === 'D' || t === 'DOUBLE' || t === 'DBL') return ok(DOUBLE);
  if (t === 'XX' || t === 'R' || t === 'REDOUBLE' || t === 'RDBL') return ok(REDOUBLE);
  const m = /^([1-7])\s*(NT|N|[SHDC♠♥♦♣♤♡♢♧])$/u.exec(t);
  if (m) {
    const level = Number(m[1]) as Level;
    const s = m[2] ?? '';
    if (s === 'NT' || s === 'N') return ok(bid(level, 'NT'));
    const suit = parseSuit(s);
    if (suit) return ok(bid(level, suit));
  }
  return err('unknown-call', `unknown call '${text}': write Pass, X, XX or a bid from 1C to 7NT`);
}
