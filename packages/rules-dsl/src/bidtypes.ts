import { partnerOf, seatOfCall, strainIndex, type Auction, type Bid, type Call, type Level, type Strain } from '@tenace/engine';
import { BID_TYPES, LEVEL_WORDS, type BidType } from './vocabulary.ts';

/**
 * The game's own reading of the type of a bid ("single raise", "jump shift", "reverse bid", …),
 * before any rule sets one. The document has the game classify the opener's first bid and the
 * responder's first bid; it classifies the opener's rebid too, because most of the document's
 * types ("minimum in suit opened", "reverse bid", "raise 1 level to 2", …) only describe one.
 * Later bids get no type unless a rule sets it. A bid may carry several types ("new suit at 2
 * level" is also "new suit over 1 level"): a test asks whether the bid has the type named.
 *
 * Every pass, double and redouble anywhere in the auction has the type "pass", "double" or
 * "redouble".
 */

const TYPE_SET: ReadonlySet<string> = new Set(BID_TYPES);
const types = (...names: string[]): BidType[] => names.filter((n): n is BidType => TYPE_SET.has(n));

/** The lowest level at which `strain` may be bid over `last`. */
export const cheapestLevel = (strain: Strain, last: Bid | undefined): number =>
  last === undefined ? 1 : last.level + (strainIndex(strain) > strainIndex(last.strain) ? 0 : 1);

const levelWord = (level: Level): string => LEVEL_WORDS[level] ?? '';

/** The opening bid: "one in a suit" … "seven no trump". */
export function classifyOpening(opening: Bid): BidType[] {
  return types(opening.strain === 'NT' ? `${levelWord(opening.level)} no trump` : `${levelWord(opening.level)} in a suit`);
}

/** A bid in a suit nobody on the side has bid: at its cheapest level, or a jump. */
function newSuit(bidMade: Bid, cheapest: number): BidType[] {
  if (bidMade.level > cheapest) return types('jump shift', 'jump in new suit');
  const found = types(`new suit at ${bidMade.level} level`);
  if (bidMade.level >= 2) found.push(...types('new suit over 1 level'));
  if (bidMade.level >= 3) found.push(...types('new suit over 2 level'));
  return found;
}

/** A raise of a suit by 0, 1 or 2 levels above the cheapest: single, double, triple raise. */
function raise(bidMade: Bid, cheapest: number): BidType[] {
  const jump = bidMade.level - cheapest;
  return types(jump === 0 ? 'single raise' : jump === 1 ? 'double raise' : jump === 2 ? 'triple raise' : '');
}

/** The responder's first bid, after the opening `opening`, the last bid before it being `last`. */
export function classifyResponse(opening: Bid, response: Bid, last: Bid): BidType[] {
  const cheapest = cheapestLevel(response.strain, last);
  if (response.strain === 'NT') {
    const found = types(`${levelWord(response.level)} no trump`);
    if (opening.strain === 'NT' && opening.level === 1 && response.level === 2) found.push(...types('raise 1 NT to 2 NT'));
    return found;
  }
  if (response.strain === opening.strain) return raise(response, cheapest);
  return newSuit(response, cheapest);
}

/**
 * The opener's second bid. `response` is the responder's last call before it (a bid or not),
 * `last` the last bid before it.
 */
export function classifyRebid(opening: Bid, response: Call | undefined, rebid: Bid, last: Bid): BidType[] {
  const cheapest = cheapestLevel(rebid.strain, last);
  const responseBid = response?.type === 'bid' ? response : undefined;
  if (rebid.strain === 'NT') {
    const found = types(`${levelWord(rebid.level)} no trump`);
    if (rebid.level === 2 && opening.strain !== 'NT') found.push(...types(cheapest === 2 ? 'minimum 2 no trump' : 'jump 2 no trump'));
    if (rebid.level === 2 && responseBid?.strain === 'NT' && responseBid.level === 1) found.push(...types('raise 1 NT to 2 NT'));
    return found;
  }
  if (rebid.strain === opening.strain) return types(rebid.level === cheapest ? 'minimum in suit opened' : 'jump in suit opened');
  if (responseBid !== undefined && rebid.strain === responseBid.strain) {
    return [...raise(rebid, cheapest), ...types(`raise ${responseBid.level} level to ${rebid.level}`)];
  }
  const found = newSuit(rebid, cheapest);
  const isReverse =
    opening.strain !== 'NT' &&
    opening.level === 1 &&
    rebid.level === cheapest &&
    rebid.level >= 2 &&
    strainIndex(rebid.strain) > strainIndex(opening.strain);
  if (isReverse) found.push(...types('reverse bid'));
  return found;
}

/**
 * The game's type of every call of an auction, by index. Calls are classified from the calls
 * before them only, so the types of an auction's first n calls are those of its first n calls
 * alone.
 */
export function classifyCalls(auction: Auction): readonly (readonly BidType[])[] {
  const calls = auction.calls;
  const result: BidType[][] = calls.map((c) => (c.type === 'bid' ? [] : types(c.type)));
  const lastBidBefore: (Bid | undefined)[] = [];
  let last: Bid | undefined;
  for (const c of calls) {
    lastBidBefore.push(last);
    if (c.type === 'bid') last = c;
  }
  const openingIndex = calls.findIndex((c) => c.type === 'bid');
  const opening = calls[openingIndex];
  if (opening === undefined || opening.type !== 'bid') return result;
  result[openingIndex] = classifyOpening(opening);
  const opener = seatOfCall(auction, openingIndex);
  const responder = partnerOf(opener);
  let responderCall: Call | undefined;
  for (let i = openingIndex + 1; i < calls.length; i++) {
    const seat = seatOfCall(auction, i);
    const c = calls[i];
    const before = lastBidBefore[i];
    if (c === undefined || before === undefined) continue;
    if (seat === responder && responderCall === undefined) {
      responderCall = c;
      if (c.type === 'bid') result[i] = classifyResponse(opening, c, before);
    } else if (seat === opener) {
      if (c.type === 'bid') result[i] = classifyRebid(opening, responderCall, c, before);
      break;
    }
  }
  return result;
}
