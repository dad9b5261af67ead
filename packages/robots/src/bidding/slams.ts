import {
  PASS,
  SUITS,
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
import type { SystemNumbers } from './numbers.ts';
import { pointsWords, same, strainWords, type Words } from './words.ts';
import { PLACEMENT_SHARE, isMajor, placed, slamLikely, type BiddingTable, type Placement, type Plan, type ReadCall } from './reckoning.ts';

/**
 * Slam bidding past the rules, for placement (placement.ts): where a slam in a suit looks likely the
 * robot asks for aces with 4NT (keycards, when the book plays Roman Keycard Blackwood), places the
 * contract from the answer, asks for the trump queen or for kings on the way to a grand slam, and
 * answers partner's queen ask; the partner who answered leaves the decision to the asker.
 */

/** The aces a Blackwood answer shows (5♣: none or four, read as four only when the asker has none). */
const BLACKWOOD_ANSWER: Readonly<Record<string, number>> = { C: 0, D: 1, H: 2, S: 3 };
/** The book's answers to 5NT after Blackwood: kings, 6♣ none or four, 6♦ one, 6♥ two, 6♠ three. */
const KINGS_ANSWER: Readonly<Record<string, number>> = { C: 0, D: 1, H: 2, S: 3 };
/** The book's option name: with it on, the robot's own 4NT asks for keycards. */
export const ROMAN_KEYCARD = 'Roman Keycard Blackwood';
/** A suit's name before a card ("the spade queen"). */
const CARD_SUIT: Readonly<Record<Suit, string>> = { S: 'spade', H: 'heart', D: 'diamond', C: 'club' };
/** "the spade queen" / "Queen sekop". */
const cardWords = (suit: Suit, rank: 'queen' | 'king'): Words => ({
  en: `the ${CARD_SUIT[suit]} ${rank}`,
  id: `${rank === 'queen' ? 'Queen' : 'King'} ${strainWords(suit).id}`,
});
const STRAIN_ORDER: readonly Strain[] = ['C', 'D', 'H', 'S', 'NT'];
/**
 * Whether a call answers 4NT for aces or keycards: a five-level bid the book declares an answer
 * (Gerber's answers, at the four level, and the answers to kings are not).
 */
const answersBlackwood = (c: ReadCall): boolean =>
  c.call.type === 'bid' && c.call.level === 5 && (c.does.includes('answer aces') || c.does.includes('answer keycards'));

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

const isBid = (call: Call | undefined, level: number, strain: Strain): boolean =>
  call?.type === 'bid' && call.level === level && call.strain === strain;

/** "Kings: we hold 3 kings: 6♥." — a convention's step, what it found, and the call. */
const bidding = (convention: string, found: Words, call: Call): Words => ({
  en: `${convention}: ${found.en}: ${displayCall(call)}.`,
  id: `${convention}: ${found.id}: ${displayCall(call)}.`,
});

/** "Blackwood: …, and 6♥ is the contract: Pass." */
const theContract = (convention: string, found: Words, contract: Call): Words => ({
  en: `${convention}: ${found.en}, and ${displayCall(contract)} is the contract: Pass.`,
  id: `${convention}: ${found.id}, dan ${displayCall(contract)} menjadi kontrak: Pass.`,
});

/** "Roman Keycard Blackwood: …; we hold every king …" — a step, then what follows from it. */
const then = (convention: string, found: Words, next: Words): Words => ({
  en: `${convention}: ${found.en}; ${next.en}`,
  id: `${convention}: ${found.id}; ${next.id}`,
});

/**
 * What each step of the slam bidding reads: my hand and seat, the auction and the table's reading
 * of it (my calls and partner's), what placement found (the plan, our points together), whether
 * the book plays Roman Keycard Blackwood, and partner's expected part of the points I do not hold.
 */
type SlamContext = ReturnType<typeof slamContext>;

function slamContext(
  hand: CardSet,
  auction: Auction,
  table: BiddingTable,
  seat: Seat,
  plan: Plan,
  combined: NumberRange,
  keycardsPlayed: boolean,
  numbers: SystemNumbers,
) {
  const partner = partnerOf(seat);
  const mine: readonly ReadCall[] = table.calls.filter((c) => c.seat === seat);
  const partners: readonly ReadCall[] = table.calls.filter((c) => c.seat === partner);
  return {
    hand,
    auction,
    table,
    seat,
    plan,
    combined,
    keycardsPlayed,
    numbers,
    mine,
    partners,
    share: partnerShare(hand, table.seats[partner].points),
  } as const;
}

/**
 * Slams in a suit: ask for aces with 4NT when the slam looks likely, and place the contract from
 * the answer; the partner who answered leaves the decision to the asker. Undefined when neither
 * applies (the plan goes on as usual).
 */
export function slamMove(
  hand: CardSet,
  auction: Auction,
  table: BiddingTable,
  seat: Seat,
  p: Plan,
  combined: NumberRange,
  keycardsPlayed: boolean,
  numbers: SystemNumbers,
): Placement | undefined {
  const s = slamContext(hand, auction, table, seat, p, combined, keycardsPlayed, numbers);
  const partnerAsked = askIndex(s.partners) >= 0;
  if (partnerAsked) {
    const answer = afterMyAnswer(s);
    if (answer !== undefined) return answer;
  }
  if (askIndex(s.mine) >= 0) return afterPartnersAnswer(s);
  return partnerAsked ? undefined : blackwoodAsk(s);
}

/**
 * Where in `calls` a 4NT asks for aces: any 4NT but a slam invitation (the robot's own ask reads
 * as nothing in the book); -1 when none.
 */
const askIndex = (calls: readonly ReadCall[]): number => calls.findIndex((c) => isBid(c.call, 4, 'NT') && !c.does.includes('invite slam'));

/** The suit of the slam: the one we both bid, else the plan's; undefined in no trump. */
const slamSuit = (s: SlamContext): Suit | undefined =>
  fitSuitOf(s.table, s.seat, s.hand) ?? (s.plan.strain === 'NT' ? undefined : s.plan.strain);

/** Keycards missing, in words: none, or one. */
const keycardsMissingWords = (missing: number): Words =>
  missing === 0
    ? { en: 'no keycard is missing', id: 'tidak ada keycard yang kurang' }
    : { en: 'one keycard is missing', id: 'satu keycard kurang' };

/**
 * I answered partner's Blackwood: the asker places the contract, so I answer its queen ask, or
 * pass. Undefined when I have not answered.
 */
function afterMyAnswer(s: SlamContext): Placement | undefined {
  const myLast = s.mine.at(-1);
  const partnerLast = s.partners.at(-1);
  if (myLast !== undefined && partnerLast !== undefined) {
    const trump = queenAskedIn(myLast, partnerLast, s.table, s.seat, s.hand);
    if (trump !== undefined) return answerQueenAsk(s.hand, s.auction, trump);
  }
  if (s.mine.some(answersBlackwood)) {
    return placed(PASS, {
      en: `Partner asked for ${s.keycardsPlayed ? 'keycards' : 'aces'} and places the contract: Pass.`,
      id: `Partner menanyakan ${s.keycardsPlayed ? 'keycard' : 'As'} dan menentukan kontrak: Pass.`,
    });
  }
  return undefined;
}

/**
 * I asked for aces (keycards): the contract from partner's answers, to my 5NT (kings), to my
 * queen ask, or to 4NT itself. Undefined when partner has not answered, or no suit is ours.
 */
function afterPartnersAnswer(s: SlamContext): Placement | undefined {
  const answer = s.partners.at(-1);
  if (answer === undefined) return undefined;
  const kingAnswer =
    answer.call.type === 'bid' && answer.call.level === 6 && answer.call.strain !== 'NT' && answer.does.includes('answer kings')
      ? answer.call
      : undefined;
  if (s.mine.some((c) => isBid(c.call, 5, 'NT')) && kingAnswer !== undefined) return afterKings(s, kingAnswer);
  // I asked for the trump queen after partner's 5♣ or 5♦ keycard answer: partner's next call answers.
  const keycardAnswer = s.partners.at(-2);
  const myLast = s.mine.at(-1);
  if (keycardAnswer !== undefined && keycardAnswer.call.type === 'bid' && myLast !== undefined) {
    const trump = queenAskedIn(keycardAnswer, myLast, s.table, s.seat, s.hand);
    if (trump !== undefined) return afterQueenAnswer(s, keycardAnswer.call.strain, answer.call, trump);
  }
  if (answer.call.type === 'bid' && answer.call.strain !== 'NT' && answersBlackwood(answer)) {
    return afterAcesAnswer(s, answer.call.strain, answer.does.includes('answer keycards'));
  }
  return undefined;
}

/** I asked for kings with 5NT (no ace missing): the grand slam with every king, else the small slam. */
function afterKings(s: SlamContext, kingAnswer: Bid): Placement | undefined {
  const strain = slamSuit(s);
  if (strain === undefined) return undefined;
  const myKings = new HandFacts(s.hand).count('kings');
  const shown = KINGS_ANSWER[kingAnswer.strain] ?? 0;
  const kings = myKings + (shown === 0 && myKings === 0 ? 4 : shown);
  const grand = kings === 4 || (kings === 3 && s.combined.min >= s.numbers.grandSlam);
  const wanted = bid(grand ? 7 : 6, strain);
  const words: Words = { en: `we hold ${kings} king${kings === 1 ? '' : 's'}`, id: `kita memegang ${kings} King` };
  if (isBid(kingAnswer, wanted.level, wanted.strain)) return placed(PASS, theContract('Kings', words, wanted));
  // The answer went past six of our suit (6♠ with hearts agreed): the grand, or 6NT.
  const call = isLegalCall(s.auction, wanted) ? wanted : grand ? bid(7, strain) : bid(6, 'NT');
  return placed(call, bidding('Kings', words, call));
}

/**
 * Partner answered my ask for the `trump` queen (`answer`), after its keycard answer in
 * `keycardStrain`: a grand slam with every keycard and the queen, else the small slam, or five
 * when a keycard and the queen are missing.
 */
function afterQueenAnswer(s: SlamContext, keycardStrain: Strain, answer: Call, trump: Suit): Placement {
  const missing = keycardsMissing(keycardStrain, myKeycardsIn(s.hand, trump), s.share);
  // Partner returned to our suit: no queen; anything else (a king, 5NT) shows it.
  const noQueen = answer.type === 'bid' && answer.strain === trump;
  const counted = keycardsMissingWords(missing);
  const queen = cardWords(trump, 'queen');
  const words: Words = {
    en: `${counted.en} and partner ${noQueen ? 'denies' : 'shows'} ${queen.en}`,
    id: `${counted.id} dan partner ${noQueen ? 'menyangkal' : 'menunjukkan'} ${queen.id}`,
  };
  if (!noQueen && missing === 0) {
    // Every keycard and the queen: a grand slam may be there. Partner's 5NT showed no side king,
    // any other answer the king of its suit.
    const noSideKing = answer.type === 'bid' && answer.strain === 'NT';
    const grand = grandSlamTry(s, trump, kingsKnownOurs(s.hand, trump) + (noSideKing ? 0 : 1), noSideKing);
    if (grand !== undefined) return placed(grand.call, then('Roman Keycard Blackwood', words, grand.explanation), grand.does);
  }
  const level: Level = noQueen && missing >= 1 ? 5 : 6;
  const wanted = bid(level, trump);
  if (isBid(answer, wanted.level, wanted.strain) || (noQueen && !isLegalCall(s.auction, wanted))) {
    return placed(PASS, theContract('Roman Keycard Blackwood', words, answer));
  }
  const call = isLegalCall(s.auction, wanted) ? wanted : bid(6, trump);
  return placed(call, bidding('Roman Keycard Blackwood', words, call));
}

/** The aces (keycards, with `keycards`) partner's answer in `answerStrain` shows ours, and how many are missing. */
function acesCounted(s: SlamContext, answerStrain: Strain, trump: Suit, keycards: boolean): { aces: number; missing: number } {
  if (keycards) {
    const myKeycards = myKeycardsIn(s.hand, trump);
    return {
      aces: Math.min(4, myKeycards + keycardsShown(answerStrain, myKeycards, s.share)),
      missing: keycardsMissing(answerStrain, myKeycards, s.share),
    };
  }
  const myAces = new HandFacts(s.hand).count('aces');
  const shown = BLACKWOOD_ANSWER[answerStrain] ?? 0;
  const aces = myAces + (shown === 0 && myAces === 0 ? 4 : shown);
  return { aces, missing: 4 - aces };
}

/**
 * Partner answered my 4NT at five in `answerStrain` (with Roman Keycard when `keycards`): the
 * queen ask, the grand-slam try, or the contract by the aces (keycards) missing.
 */
function afterAcesAnswer(s: SlamContext, answerStrain: Strain, keycards: boolean): Placement | undefined {
  const strain = slamSuit(s);
  if (strain === undefined) return undefined;
  const { aces, missing } = acesCounted(s, answerStrain, strain, keycards);
  const trumps = s.hand.count(strain) + s.table.seats[partnerOf(s.seat)].lengths[strain].min;
  if (keycards && (answerStrain === 'C' || answerStrain === 'D') && missing <= 1) {
    const ask = queenAsk(s, answerStrain, strain, missing, trumps);
    if (ask !== undefined) return ask;
  }
  // With Roman Keycard, 5♥ denies the trump queen: unless I hold it, or ten trumps make it
  // unneeded, a keycard and the queen missing is too much for a slam, and no grand is tried.
  const queenMissing = keycards && answerStrain === 'H' && !holds(s.hand, strain, 12) && trumps < 10;
  // No ace (keycard) missing and a grand slam in reach: 5NT asks for kings first (the SAYC booklet).
  if (missing === 0 && !queenMissing) {
    // With Roman Keycard every keycard is ours: the trump king too.
    const grand = grandSlamTry(s, strain, keycards ? kingsKnownOurs(s.hand, strain) : new HandFacts(s.hand).count('kings'), false);
    const none: Words = keycards
      ? { en: 'no keycard is missing and', id: 'tidak ada keycard yang kurang dan' }
      : { en: 'no ace is missing and', id: 'tidak ada As yang kurang dan' };
    if (grand !== undefined)
      return placed(
        grand.call,
        { en: `Blackwood: ${none.en} ${grand.explanation.en}`, id: `Blackwood: ${none.id} ${grand.explanation.id}` },
        grand.does,
      );
  }
  return slamByAces(s, strain, keycards, aces, missing, queenMissing);
}

/**
 * Choice: after 5♣ or 5♦ the trump queen is unknown; with at most one keycard missing, fewer than
 * ten trumps and no queen of my own, the next step that is not our suit asks for it (only where
 * a denial can still stop at five, or no keycard is missing). Undefined: no ask.
 */
function queenAsk(s: SlamContext, answerStrain: Strain, trump: Suit, missing: number, trumps: number): Placement | undefined {
  const step = queenAskStep(answerStrain, trump);
  const queen = holds(s.hand, trump, 12);
  const fiveLeft = STRAIN_ORDER.indexOf(trump) > STRAIN_ORDER.indexOf(step?.strain ?? 'NT');
  if (step === undefined || queen || trumps >= 10 || !(missing === 0 || fiveLeft) || !isLegalCall(s.auction, step)) return undefined;
  const counted = keycardsMissingWords(missing);
  const theQueen = cardWords(trump, 'queen');
  const ask = displayCall(step);
  return placed(
    step,
    {
      en: `Roman Keycard Blackwood: ${counted.en}; ${ask} asks partner for ${theQueen.en}.`,
      id: `Roman Keycard Blackwood: ${counted.id}; ${ask} menanyakan ${theQueen.id} kepada partner.`,
    },
    ['ask for the trump queen'],
  );
}

/** The contract by the aces (keycards) missing: five with two, or one and the trump queen, else the small slam. */
function slamByAces(s: SlamContext, strain: Suit, keycards: boolean, aces: number, missing: number, queenMissing: boolean): Placement {
  const level = missing >= 2 || (missing === 1 && queenMissing) ? 5 : 6;
  const wanted = bid(level as Level, strain);
  // Partner's answer may be five of our suit itself (5♥ with hearts agreed): then it is the contract.
  const call =
    isLegalCall(s.auction, wanted) || isBid(s.auction.calls.at(-2), wanted.level, wanted.strain)
      ? wanted
      : bid(Math.min(7, level + 1) as Level, strain);
  const card: Words = keycards ? same('keycard') : { en: 'ace', id: 'As' };
  const counted: Words =
    missing === 0
      ? { en: `no ${card.en} is missing`, id: `tidak ada ${card.id} yang kurang` }
      : missing === 1
        ? { en: `one ${card.en} is missing`, id: `satu ${card.id} kurang` }
        : { en: `${missing} ${card.en}s are missing`, id: `${missing} ${card.id} kurang` };
  const queen = cardWords(strain, 'queen');
  const words: Words = queenMissing
    ? { en: `${counted.en} and partner denies ${queen.en}`, id: `${counted.id} dan partner menyangkal ${queen.id}` }
    : counted;
  const count = keycards ? 5 - missing : aces;
  const held: Words = { en: `we hold ${count} ${card.en}${count === 1 ? '' : 's'}`, id: `kita memegang ${count} ${card.id}` };
  if (isBid(s.auction.calls.at(-2), call.level, call.strain)) return placed(PASS, theContract('Blackwood', words, call));
  return placed(call, bidding('Blackwood', { en: `${held.en}, ${words.en}`, id: `${held.id}, ${words.id}` }, call));
}

/** Ask with 4NT when a slam in a suit looks likely and 4NT is still below it; undefined otherwise. */
function blackwoodAsk(s: SlamContext): Placement | undefined {
  const { plan, combined } = s;
  if (
    plan.strain === 'NT' ||
    slamLikely(combined) < s.numbers.smallSlam ||
    !isLegalCall(s.auction, bid(4, 'NT')) ||
    !agreed(s.table, s.seat, plan.strain)
  )
    return undefined;
  const asks: Words = s.keycardsPlayed
    ? {
        en: 'the five keycards (Roman Keycard: the four aces and the trump king)',
        id: 'lima keycard (Roman Keycard: empat As dan King trump)',
      }
    : { en: 'aces', id: 'As' };
  const points = pointsWords(combined);
  const fit = strainWords(plan.strain);
  return placed(
    bid(4, 'NT'),
    {
      en: `Blackwood: we have ${points.en} and a fit in ${fit.en}; 4NT asks partner for ${asks.en}.`,
      id: `Blackwood: kita punya ${points.id} dan fit di ${fit.id}; 4NT menanyakan ${asks.id} kepada partner.`,
    },
    [s.keycardsPlayed ? 'ask for keycards' : 'ask for aces'],
  );
}

/**
 * The grand-slam try with no keycard (ace) missing, and with Roman Keycard the trump queen ours,
 * from two points short of the book's grand slam (35 in SAYC) together: the grand when `kings`
 * (the kings known to be ours) are all four, or when partner has shown all its kings (`allKings`)
 * and we have the grand slam's points (37); else 5NT asks for kings (a major agreed and 5NT still
 * free); else the grand from its points. Undefined: the small slam.
 */
function grandSlamTry(s: SlamContext, trump: Suit, kings: number, allKings: boolean): Placement | undefined {
  const { auction, combined } = s;
  const grandSlam = s.numbers.grandSlam;
  const points = pointsWords(combined);
  const grand = bid(7, trump);
  const seven = displayCall(grand);
  // Two points short of the grand slam's: worth asking for kings (the robots' judgement).
  if (combined.min < grandSlam - 2 || !isLegalCall(auction, grand)) return undefined;
  if (kings >= 4)
    return placed(grand, {
      en: `we hold every king and ${points.en}: ${seven}.`,
      id: `kita memegang semua King dan ${points.id}: ${seven}.`,
    });
  if (allKings)
    return combined.min >= grandSlam
      ? placed(grand, {
          en: `we hold ${kings} kings and ${points.en}: ${seven}.`,
          id: `kita memegang ${kings} King dan ${points.id}: ${seven}.`,
        })
      : undefined;
  // Only with a major agreed: over a minor the answers go past six of it (6♦ over clubs).
  if (isMajor(trump) && isLegalCall(auction, bid(5, 'NT')))
    return placed(
      bid(5, 'NT'),
      {
        en: `we have ${points.en}; 5NT asks partner for kings, looking for a grand slam.`,
        id: `kita punya ${points.id}; 5NT menanyakan King kepada partner, mencari grand slam.`,
      },
      ['ask for kings'],
    );
  if (combined.min >= grandSlam) return placed(grand, { en: `we have ${points.en}: ${seven}.`, id: `kita punya ${points.id}: ${seven}.` });
  return undefined;
}

/** A Roman Keycard answer that leaves the trump queen unknown: 5♣ (one or four) or 5♦ (none or three). */
const isKeycardAnswer = (c: ReadCall): boolean =>
  c.call.type === 'bid' && c.call.level === 5 && (c.call.strain === 'C' || c.call.strain === 'D') && c.does.includes('answer keycards');

/** The queen ask after a 5♣ or 5♦ keycard answer: the next step at the five level that is not the trump suit. */
function queenAskStep(answer: Strain, trump: Suit): Bid | undefined {
  const next = STRAIN_ORDER.slice(STRAIN_ORDER.indexOf(answer) + 1).find((s) => s !== trump && s !== 'NT');
  return next === undefined ? undefined : bid(5, next);
}

/**
 * The trump suit when `ask` asked for its queen after the 5♣/5♦ keycard answer `answer` (the next
 * step that is not the trump suit); undefined when it did not.
 */
function queenAskedIn(answer: ReadCall, ask: ReadCall, table: BiddingTable, seat: Seat, hand: CardSet): Suit | undefined {
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
  const queen = cardWords(trump, 'queen');
  if (!holds(hand, trump, 12)) {
    const back = isLegalCall(auction, bid(5, trump)) ? bid(5, trump) : bid(6, trump);
    const words: Words = { en: `no ${CARD_SUIT[trump]} queen (partner asked for it)`, id: `tidak ada ${queen.id} (partner menanyakannya)` };
    return placed(back, bidding('Roman Keycard Blackwood', words, back));
  }
  const six = STRAIN_ORDER.indexOf(trump);
  for (const level of [5, 6] as const) {
    for (const s of SUITS.slice().reverse()) {
      const king = holds(hand, s, 13);
      const below = level === 5 || STRAIN_ORDER.indexOf(s) < six;
      if (s !== trump && king && below && isLegalCall(auction, bid(level, s))) {
        const king = cardWords(s, 'king');
        const words: Words = {
          en: `${queen.en}, and ${king.en} (the cheapest side king)`,
          id: `${queen.id}, dan ${king.id} (King samping termurah)`,
        };
        return placed(bid(level, s), bidding('Roman Keycard Blackwood', words, bid(level, s)));
      }
    }
  }
  const call = isLegalCall(auction, bid(5, 'NT')) ? bid(5, 'NT') : bid(6, trump);
  const words: Words = { en: `${queen.en} and no side king to show`, id: `${queen.id} dan tidak ada King samping untuk ditunjukkan` };
  return placed(call, bidding('Roman Keycard Blackwood', words, call));
}

/** Whether one of us has bid the suit the plan found a fit in: Blackwood asks for a suit bid, not one only placed. */
function agreed(table: BiddingTable, seat: Seat, suit: Suit): boolean {
  const bidBy = (who: Seat): boolean => table.calls.some((c) => c.seat === who && c.call.type === 'bid' && c.call.strain === suit);
  return bidBy(seat) || bidBy(partnerOf(seat));
}

/**
 * The suit the partnership has both bid (the one Blackwood was asked for): the one agreed first,
 * since a control-showing cue bid later names a suit partner opened (1♦ – 1♠ – 3♠ – 4♦ agrees
 * spades, not diamonds); then the longest fit.
 */
function fitSuitOf(table: BiddingTable, seat: Seat, hand: CardSet): Suit | undefined {
  // The answers to 4NT (5♦: one ace) name no suit: only the calls before the first 4NT count.
  const ask = table.calls.findIndex((c) => isBid(c.call, 4, 'NT'));
  const before = ask < 0 ? table.calls : table.calls.slice(0, ask);
  const isOurs = (who: Seat): boolean => who === seat || who === partnerOf(seat);
  const bidBy = (who: Seat, s: Suit): boolean => before.some((c) => c.seat === who && c.call.type === 'bid' && c.call.strain === s);
  // Where the suit is agreed: the first of our bids in it made after the other partner bid it.
  const agreedAt = (s: Suit): number =>
    before.findIndex(
      (c, i) =>
        isOurs(c.seat) &&
        c.call.type === 'bid' &&
        c.call.strain === s &&
        before.slice(0, i).some((d) => d.seat === partnerOf(c.seat) && d.call.type === 'bid' && d.call.strain === s),
    );
  const both = SUITS.filter((s) => bidBy(seat, s) && bidBy(partnerOf(seat), s));
  if (both.length > 0) return both.sort((a, b) => agreedAt(a) - agreedAt(b) || hand.count(b) - hand.count(a))[0];
  const either = SUITS.filter(
    (s) => (bidBy(seat, s) || bidBy(partnerOf(seat), s)) && hand.count(s) + table.seats[partnerOf(seat)].lengths[s].min >= 8,
  );
  return either.sort((a, b) => hand.count(b) - hand.count(a))[0];
}
