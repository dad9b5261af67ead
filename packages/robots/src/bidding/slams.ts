import {
  PASS,
  SUITS,
  SUIT_NAME,
  bid,
  card,
  displayCall,
  highCardPoints,
  isLegalCall,
  partnerOf,
  type Auction,
  type Bid,
  type Call,
  type CardSet,
  type Level,
  type NumberRange,
  type Seat,
  type Strain,
  type Suit,
} from '@tenace/engine';
import { HandFacts } from '@tenace/rules-dsl';
import { GRAND_SLAM_POINTS, PLACEMENT_SHARE, SMALL_SLAM_POINTS, describePoints, isMajor, slamLikely, type Placement, type Plan, type TableCall, type TableReading } from './reckoning.ts';

/**
 * Slam bidding past the rules, for placement (placement.ts): where a slam in a suit looks likely the
 * robot asks for aces with 4NT (keycards, when the book plays Roman Keycard Blackwood), places the
 * contract from the answer, asks for the trump queen or for kings on the way to a grand slam, and
 * answers partner's queen ask; the partner who answered leaves the decision to the asker.
 */

/** The aces a Blackwood answer shows (5♣: none or four, read as four only when the asker has none). */
const BLACKWOOD_ANSWER: Readonly<Record<string, number>> = { C: 0, D: 1, H: 2, S: 3 };
const PLAIN = 'Blackwood:';
/** The book's option "Roman Keycard Blackwood": its answers' meanings start so. */
const KEYCARD = 'Roman Keycard Blackwood:';
/** The book's answers to 5NT after Blackwood: kings, 6♣ none or four, 6♦ one, 6♥ two, 6♠ three. */
const KINGS = 'Kings:';
const KINGS_ANSWER: Readonly<Record<string, number>> = { C: 0, D: 1, H: 2, S: 3 };
/** The book's option name: with it on, the robot's own 4NT asks for keycards. */
export const ROMAN_KEYCARD = 'Roman Keycard Blackwood';
/** A suit's name before a card ("the spade queen"). */
const CARD_SUIT: Readonly<Record<Suit, string>> = { S: 'spade', H: 'heart', D: 'diamond', C: 'club' };
const STRAIN_ORDER: readonly Strain[] = ['C', 'D', 'H', 'S', 'NT'];
const answersBlackwood = (meaning: string | undefined): boolean => meaning?.startsWith(PLAIN) === true || meaning?.startsWith(KEYCARD) === true;

/** Whether the hand holds the king (13) or queen (12) of a suit. */
const holds = (hand: CardSet, suit: Suit, rank: 12 | 13): boolean => hand.has(card(suit, rank));

/**
 * The keycards (four aces and the trump king) a Roman Keycard answer shows: 5♣ one or four, 5♦
 * none or three, 5♥ and 5♠ two. Four (three) is read when the asker holds none (at most one);
 * where both readings are possible otherwise (5♣ with one keycard of mine, 5♦ with two), by what
 * partner's shown points make likely: `share`, its expected part of the points I do not hold.
 */
function keycardsShown(strain: Strain, mine: number, share: number): number {
  const likely = (5 - mine) * share;
  if (strain === 'C') return mine === 0 || (mine === 1 && likely >= 2.5) ? 4 : 1;
  if (strain === 'D') return mine <= 1 || (mine === 2 && likely >= 1.5) ? 3 : 0;
  return 2;
}

/** The keycards I hold: the four aces and the trump king. */
const myKeycardsIn = (hand: CardSet, trump: Suit): number => new HandFacts(hand).count('aces') + Number(holds(hand, trump, 13));

/** With every keycard ours, the kings we know of: mine, and the trump king if partner holds it. */
const kingsKnownOurs = (hand: CardSet, trump: Suit): number => new HandFacts(hand).count('kings') + Number(!holds(hand, trump, 13));

/** The keycards neither partner holds, after partner's Roman Keycard answer in `strain`. */
const keycardsMissing = (strain: Strain, mine: number, share: number): number => Math.max(0, 5 - mine - keycardsShown(strain, mine, share));

/** Partner's expected part of the points I do not hold: the middle of its shown range (at most 10 above the minimum). */
function partnerShare(hand: CardSet, shown: NumberRange): number {
  const outstanding = 40 - highCardPoints(hand);
  const middle = shown.min + PLACEMENT_SHARE * Math.max(0, Math.min(shown.max, shown.min + 10) - shown.min);
  return outstanding <= 0 ? 0 : Math.min(1, middle / outstanding);
}

const isBid = (call: Call | undefined, level: number, strain: Strain): boolean => call?.type === 'bid' && call.level === level && call.strain === strain;

/**
 * Slams in a suit: ask for aces with 4NT when the slam looks likely, and place the contract from
 * the answer; the partner who answered leaves the decision to the asker. Undefined when neither
 * applies (the plan goes on as usual).
 */
export function slamMove(hand: CardSet, auction: Auction, table: TableReading, seat: Seat, p: Plan, combined: NumberRange, keycardsPlayed: boolean): Placement | undefined {
  const partner = partnerOf(seat);
  const mine = table.calls.filter((c) => c.seat === seat);
  const partners = table.calls.filter((c) => c.seat === partner);
  // A 4NT that is not quantitative asks for aces (the robot's own ask reads as nothing in the book).
  const asked = (calls: readonly TableCall[]): number => calls.findIndex((c) => isBid(c.call, 4, 'NT') && !/quantitative/i.test(c.meaning ?? ''));
  // I answered partner's Blackwood: the asker places the contract.
  const partnerAsked = asked(partners);
  const myLast = mine.at(-1);
  const partnerLast = partners.at(-1);
  const share = partnerShare(hand, table.seats[partner].points);
  if (partnerAsked >= 0 && myLast !== undefined && partnerLast !== undefined) {
    const trump = queenAskedIn(myLast, partnerLast, table, seat, hand);
    if (trump !== undefined) return answerQueenAsk(hand, auction, trump);
  }
  if (partnerAsked >= 0 && mine.some((c) => answersBlackwood(c.meaning))) {
    return { call: PASS, explanation: `Partner asked for ${keycardsPlayed ? 'keycards' : 'aces'} and places the contract: Pass.` };
  }
  const myAsk = asked(mine);
  const answer = partners.at(-1);
  // I asked for kings with 5NT (no ace missing): the grand slam with every king, else the small slam.
  const kingAnswer = answer?.call.type === 'bid' && answer.call.level === 6 && answer.call.strain !== 'NT' && answer.meaning?.startsWith(KINGS) === true ? answer.call : undefined;
  if (myAsk >= 0 && mine.some((c) => isBid(c.call, 5, 'NT')) && kingAnswer !== undefined) {
    const strain = fitSuitOf(table, seat, hand) ?? (p.strain === 'NT' ? undefined : p.strain);
    if (strain === undefined) return undefined;
    const myKings = new HandFacts(hand).count('kings');
    const shown = KINGS_ANSWER[kingAnswer.strain] ?? 0;
    const kings = myKings + (shown === 0 && myKings === 0 ? 4 : shown);
    const grand = kings === 4 || (kings === 3 && combined.min >= GRAND_SLAM_POINTS);
    const wanted = bid(grand ? 7 : 6, strain);
    const words = `we hold ${kings} king${kings === 1 ? '' : 's'}`;
    if (isBid(kingAnswer, wanted.level, wanted.strain)) return { call: PASS, explanation: `Kings: ${words}, and ${displayCall(wanted)} is the contract: Pass.` };
    // The answer went past six of our suit (6♠ with hearts agreed): the grand, or 6NT.
    const call = isLegalCall(auction, wanted) ? wanted : grand ? bid(7, strain) : bid(6, 'NT');
    return { call, explanation: `Kings: ${words}: ${displayCall(call)}.` };
  }
  // I asked for the trump queen after partner's 5♣ or 5♦ keycard answer: partner's next call answers.
  const keycardAnswer = partners.at(-2);
  if (myAsk >= 0 && answer !== undefined && keycardAnswer !== undefined && keycardAnswer.call.type === 'bid' && myLast !== undefined) {
    const strain = queenAskedIn(keycardAnswer, myLast, table, seat, hand);
    if (strain !== undefined) {
      const missing = keycardsMissing(keycardAnswer.call.strain, myKeycardsIn(hand, strain), share);
      // Partner returned to our suit: no queen; anything else (a king, 5NT) shows it.
      const noQueen = answer.call.type === 'bid' && answer.call.strain === strain;
      const words = `${missing === 0 ? 'no keycard is' : 'one keycard is'} missing and partner ${noQueen ? 'denies' : 'shows'} the ${CARD_SUIT[strain]} queen`;
      if (!noQueen && missing === 0) {
        // Every keycard and the queen: a grand slam may be there. Partner's 5NT showed no side king,
        // any other answer the king of its suit.
        const noSideKing = answer.call.type === 'bid' && answer.call.strain === 'NT';
        const grand = grandSlamTry(auction, strain, combined, kingsKnownOurs(hand, strain) + (noSideKing ? 0 : 1), noSideKing);
        if (grand !== undefined) return { call: grand.call, explanation: `Roman Keycard Blackwood: ${words}; ${grand.explanation}` };
      }
      const level: Level = noQueen && missing >= 1 ? 5 : 6;
      const wanted = bid(level, strain);
      if (isBid(answer.call, wanted.level, wanted.strain) || (noQueen && !isLegalCall(auction, wanted))) return { call: PASS, explanation: `Roman Keycard Blackwood: ${words}, and ${displayCall(answer.call)} is the contract: Pass.` };
      const call = isLegalCall(auction, wanted) ? wanted : bid(6, strain);
      return { call, explanation: `Roman Keycard Blackwood: ${words}: ${displayCall(call)}.` };
    }
  }
  if (myAsk >= 0 && answer !== undefined && answer.call.type === 'bid' && answer.call.level === 5 && answer.call.strain !== 'NT' && answersBlackwood(answer.meaning)) {
    const facts = new HandFacts(hand);
    const myAces = facts.count('aces');
    const strain = fitSuitOf(table, seat, hand) ?? (p.strain === 'NT' ? undefined : p.strain);
    if (strain === undefined) return undefined;
    let missing: number;
    let aces: number;
    const keycards = answer.meaning?.startsWith(KEYCARD) === true;
    if (keycards) {
      const myKeycards = myKeycardsIn(hand, strain);
      aces = Math.min(4, myKeycards + keycardsShown(answer.call.strain, myKeycards, share));
      missing = keycardsMissing(answer.call.strain, myKeycards, share);
    } else {
      const shown = BLACKWOOD_ANSWER[answer.call.strain] ?? 0;
      aces = myAces + (shown === 0 && myAces === 0 ? 4 : shown);
      missing = 4 - aces;
    }
    const trumps = hand.count(strain) + table.seats[partner].lengths[strain].min;
    // Choice: after 5♣ or 5♦ the trump queen is unknown; with at most one keycard missing, fewer than
    // ten trumps and no queen of my own, the next step that is not our suit asks for it (only where
    // a denial can still stop at five, or no keycard is missing).
    if (keycards && (answer.call.strain === 'C' || answer.call.strain === 'D') && missing <= 1) {
      const step = queenAskStep(answer.call.strain, strain);
      const queen = holds(hand, strain, 12);
      const fiveLeft = STRAIN_ORDER.indexOf(strain) > STRAIN_ORDER.indexOf(step?.strain ?? 'NT');
      if (step !== undefined && !queen && trumps < 10 && (missing === 0 || fiveLeft) && isLegalCall(auction, step)) {
        return { call: step, explanation: `Roman Keycard Blackwood: ${missing === 0 ? 'no keycard is' : 'one keycard is'} missing; ${displayCall(step)} asks partner for the ${CARD_SUIT[strain]} queen.` };
      }
    }
    // With Roman Keycard, 5♥ denies the trump queen: unless I hold it, or ten trumps make it
    // unneeded, a keycard and the queen missing is too much for a slam, and no grand is tried.
    const queenMissing = keycards && answer.call.strain === 'H' && !holds(hand, strain, 12) && trumps < 10;
    // No ace (keycard) missing and a grand slam in reach: 5NT asks for kings first (the SAYC booklet).
    if (missing === 0 && !queenMissing) {
      // With Roman Keycard every keycard is ours: the trump king too.
      const grand = grandSlamTry(auction, strain, combined, keycards ? kingsKnownOurs(hand, strain) : facts.count('kings'), false);
      if (grand !== undefined) return { call: grand.call, explanation: `Blackwood: no ${keycards ? 'keycard' : 'ace'} is missing and ${grand.explanation}` };
    }
    const level = missing >= 2 || (missing === 1 && queenMissing) ? 5 : 6;
    const wanted = bid(level as Level, strain);
    // Partner's answer may be five of our suit itself (5♥ with hearts agreed): then it is the contract.
    const call = isLegalCall(auction, wanted) || isBid(auction.calls.at(-2), wanted.level, wanted.strain) ? wanted : bid(Math.min(7, level + 1) as Level, strain);
    const card = keycards ? 'keycard' : 'ace';
    const counted = missing === 0 ? `no ${card} is missing` : missing === 1 ? `one ${card} is missing` : `${missing} ${card}s are missing`;
    const words = queenMissing ? `${counted} and partner denies the ${CARD_SUIT[strain]} queen` : counted;
    const held = keycards ? `${5 - missing} keycard${5 - missing === 1 ? '' : 's'}` : `${aces} ace${aces === 1 ? '' : 's'}`;
    if (isBid(auction.calls.at(-2), call.level, call.strain)) return { call: PASS, explanation: `Blackwood: ${words}, and ${displayCall(call)} is the contract: Pass.` };
    return { call, explanation: `Blackwood: we hold ${held}, ${words}: ${displayCall(call)}.` };
  }
  // Ask when a slam in a suit looks likely and 4NT is still below it.
  if (myAsk < 0 && partnerAsked < 0 && p.strain !== 'NT' && slamLikely(combined) >= SMALL_SLAM_POINTS && isLegalCall(auction, bid(4, 'NT')) && agreed(table, seat, p.strain)) {
    const asks = keycardsPlayed ? 'the five keycards (Roman Keycard: the four aces and the trump king)' : 'aces';
    return { call: bid(4, 'NT'), explanation: `Blackwood: we have ${describePoints(combined)} and a fit in ${SUIT_NAME[p.strain]}; 4NT asks partner for ${asks}.` };
  }
  return undefined;
}

/**
 * The grand-slam try with no keycard (ace) missing, and with Roman Keycard the trump queen ours,
 * from 35 together: the grand when `kings` (the kings known to be ours) are all four, or when
 * partner has shown all its kings (`allKings`) and we have 37; else 5NT asks for kings (a major
 * agreed and 5NT still free); else the grand from 37. Undefined: the small slam.
 */
function grandSlamTry(auction: Auction, trump: Suit, combined: NumberRange, kings: number, allKings: boolean): Placement | undefined {
  const points = describePoints(combined);
  const grand = bid(7, trump);
  if (combined.min < GRAND_SLAM_POINTS - 2 || !isLegalCall(auction, grand)) return undefined;
  if (kings >= 4) return { call: grand, explanation: `we hold every king and ${points}: ${displayCall(grand)}.` };
  if (allKings) return combined.min >= GRAND_SLAM_POINTS ? { call: grand, explanation: `we hold ${kings} kings and ${points}: ${displayCall(grand)}.` } : undefined;
  // Only with a major agreed: over a minor the answers go past six of it (6♦ over clubs).
  if (isMajor(trump) && isLegalCall(auction, bid(5, 'NT'))) return { call: bid(5, 'NT'), explanation: `we have ${points}; 5NT asks partner for kings, looking for a grand slam.` };
  if (combined.min >= GRAND_SLAM_POINTS) return { call: grand, explanation: `we have ${points}: ${displayCall(grand)}.` };
  return undefined;
}

/** A Roman Keycard answer that leaves the trump queen unknown: 5♣ (one or four) or 5♦ (none or three). */
const isKeycardAnswer = (c: TableCall): boolean => c.call.type === 'bid' && c.call.level === 5 && (c.call.strain === 'C' || c.call.strain === 'D') && c.meaning?.startsWith(KEYCARD) === true;

/** The queen ask after a 5♣ or 5♦ keycard answer: the next step at the five level that is not the trump suit. */
function queenAskStep(answer: Strain, trump: Suit): Bid | undefined {
  const next = STRAIN_ORDER.slice(STRAIN_ORDER.indexOf(answer) + 1).find((s) => s !== trump && s !== 'NT');
  return next === undefined ? undefined : bid(5, next);
}

/**
 * The trump suit when `ask` asked for its queen after the 5♣/5♦ keycard answer `answer` (the next
 * step that is not the trump suit); undefined when it did not.
 */
function queenAskedIn(answer: TableCall, ask: TableCall, table: TableReading, seat: Seat, hand: CardSet): Suit | undefined {
  if (!isKeycardAnswer(answer) || answer.call.type !== 'bid') return undefined;
  const trump = fitSuitOf(table, seat, hand);
  const step = trump === undefined ? undefined : queenAskStep(answer.call.strain, trump);
  return step !== undefined && isBid(ask.call, step.level, step.strain) ? trump : undefined;
}

/**
 * Answers partner's queen ask. Choice (the common simple scheme): without the trump queen, back to
 * five of our suit (six when five is below the ask); with it, the cheapest side king that can be
 * bid below six of our suit, else 5NT.
 */
function answerQueenAsk(hand: CardSet, auction: Auction, trump: Suit): Placement {
  const name = CARD_SUIT[trump];
  if (!holds(hand, trump, 12)) {
    const back = isLegalCall(auction, bid(5, trump)) ? bid(5, trump) : bid(6, trump);
    return { call: back, explanation: `Roman Keycard Blackwood: no ${name} queen (partner asked for it): ${displayCall(back)}.` };
  }
  const six = STRAIN_ORDER.indexOf(trump);
  for (const level of [5, 6] as const) {
    for (const s of SUITS.slice().reverse()) {
      const king = holds(hand, s, 13);
      const below = level === 5 || STRAIN_ORDER.indexOf(s) < six;
      if (s !== trump && king && below && isLegalCall(auction, bid(level, s))) {
        return { call: bid(level, s), explanation: `Roman Keycard Blackwood: the ${name} queen, and the ${CARD_SUIT[s]} king (the cheapest side king): ${displayCall(bid(level, s))}.` };
      }
    }
  }
  const call = isLegalCall(auction, bid(5, 'NT')) ? bid(5, 'NT') : bid(6, trump);
  return { call, explanation: `Roman Keycard Blackwood: the ${name} queen and no side king to show: ${displayCall(call)}.` };
}

/** Whether one of us has bid the suit the plan found a fit in: Blackwood asks for a suit bid, not one only placed. */
function agreed(table: TableReading, seat: Seat, suit: Suit): boolean {
  const bidBy = (who: Seat): boolean => table.calls.some((c) => c.seat === who && c.call.type === 'bid' && c.call.strain === suit);
  return bidBy(seat) || bidBy(partnerOf(seat));
}

/**
 * The suit the partnership has both bid (the one Blackwood was asked for): the one agreed first,
 * since a control-showing cue bid later names a suit partner opened (1♦ – 1♠ – 3♠ – 4♦ agrees
 * spades, not diamonds); then the longest fit.
 */
function fitSuitOf(table: TableReading, seat: Seat, hand: CardSet): Suit | undefined {
  // The answers to 4NT (5♦: one ace) name no suit: only the calls before the first 4NT count.
  const ask = table.calls.findIndex((c) => isBid(c.call, 4, 'NT'));
  const before = ask < 0 ? table.calls : table.calls.slice(0, ask);
  const isOurs = (who: Seat): boolean => who === seat || who === partnerOf(seat);
  const bidBy = (who: Seat, s: Suit): boolean => before.some((c) => c.seat === who && c.call.type === 'bid' && c.call.strain === s);
  // Where the suit is agreed: the first of our bids in it made after the other partner bid it.
  const agreedAt = (s: Suit): number =>
    before.findIndex((c, i) => isOurs(c.seat) && c.call.type === 'bid' && c.call.strain === s && before.slice(0, i).some((d) => d.seat === partnerOf(c.seat) && d.call.type === 'bid' && d.call.strain === s));
  const both = SUITS.filter((s) => bidBy(seat, s) && bidBy(partnerOf(seat), s));
  if (both.length > 0) return both.sort((a, b) => agreedAt(a) - agreedAt(b) || hand.count(b) - hand.count(a))[0];
  const either = SUITS.filter((s) => (bidBy(seat, s) || bidBy(partnerOf(seat), s)) && hand.count(s) + table.seats[partnerOf(seat)].lengths[s].min >= 8);
  return either.sort((a, b) => hand.count(b) - hand.count(a))[0];
}
