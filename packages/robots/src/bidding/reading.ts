import {
  auctionState,
  displayCall,
  partnerOf,
  seatOfCall,
  sideOf,
  type Auction,
  type Bid,
  type Call,
  type NumberRange,
  type Seat,
  type Suit,
  type Vulnerability,
} from '@tenace/engine';
import { cheapestLevel, auctionKey, keptPerBook, combineShows, readAuction, type HandShows } from '@tenace/rules-dsl';
import type { CallProperty, RuleBook } from '@tenace/rules-dsl';
import { systemNumbers, type SystemNumbers } from './numbers.ts';
import { lengthWords, pointsWords, suitsWords, type Words } from './words.ts';
import {
  opponentsLeast,
  partnerDoubledForTakeout,
  partnerForces,
  placedContractPoints,
  placedSuitLength,
  sideHasBid,
  suitsBidBy,
  type ReadCall,
  type TableCall,
  type TableReading,
} from './reckoning.ts';

/**
 * What every player at the table has shown, for the robot placing a contract: each call is read
 * through the book where a rule could have made it (the opponents' too: the book has competitive
 * bidding); otherwise, by a side that has bid, as placement makes it (placedContract), and else as
 * natural, with the ranges of the sheet's Competition section (systems/sayc-sheet.txt), for calls
 * no rule explains (a lesson's auction, a hand a player brings).
 */

export interface NaturalReading {
  /** Plain words, in each language: "An overcall: 5+ hearts, 8–17 points." */
  readonly meanings: Words;
  /** What the call does, as data (the words are for people): a takeout double, an invitation. */
  readonly does: readonly CallProperty[];
  /** The ranges the call shows; undefined when it shows nothing (Michaels, a later pass). */
  readonly shows: HandShows | undefined;
}

const ANY: NumberRange = { min: 0, max: 13 };

/** A hand about which nothing is known. */
export const NOTHING_SHOWN: HandShows = {
  points: { min: 0, max: 37 },
  distributionPoints: { min: 0, max: 9 },
  totalPoints: { min: 0, max: 46 },
  lengths: { S: ANY, H: ANY, D: ANY, C: ANY },
  aces: { min: 0, max: 4 },
  kings: { min: 0, max: 4 },
  balanced: false,
};

const BALANCED_LENGTHS: Readonly<Record<Suit, NumberRange>> = {
  S: { min: 2, max: 5 },
  H: { min: 2, max: 5 },
  D: { min: 2, max: 5 },
  C: { min: 2, max: 5 },
};

/** A reading limiting points and some suit lengths (a balanced hand: every suit 2–5). */
function shows(points: NumberRange, lengths: Partial<Record<Suit, NumberRange>> = {}, balanced = false): HandShows {
  return { ...NOTHING_SHOWN, points, lengths: { ...(balanced ? BALANCED_LENGTHS : NOTHING_SHOWN.lengths), ...lengths }, balanced };
}

const range = (min: number, max: number): NumberRange => ({ min, max });

/** What natural readings declare: mostly nothing; a takeout or negative double; an invitation. */
const NOTHING_DONE: readonly CallProperty[] = [];
const TAKEOUT: readonly CallProperty[] = ['double for takeout'];
const INVITES: readonly CallProperty[] = ['invite'];
const PENALTY: readonly CallProperty[] = ['double for penalty'];

/**
 * The natural reading of a call, made by the player whose turn it is in `auction`, with the
 * sheet's Competition ranges:
 * - a pass before anyone has bid: at most 11 points; any later pass shows nothing;
 * - by the side that did not open: an overcall, 5+ cards, 8–17 points at the one level and 10–17
 *   higher; a weak jump overcall, 6+ cards and at most 10 points; 1NT over an opening, 15–18
 *   balanced (11–15 in the pass-out seat); a takeout double, 12+ points and at most 3 cards in each
 *   suit the opponents bid; a bid in a suit the opponents bid (Michaels) or a jump to 2NT (the
 *   Unusual 2NT) shows nothing; a raise of partner's suit shows 3+ cards;
 * - by the side that opened, where no rule explains the call: a negative double 6+ points, a bid
 *   in a suit 4+ cards (readTable reads a bid by a side that has bid as placement makes it);
 * - a bid answering partner's takeout double: as placement answers it (answerToTakeout). Where
 *   the table is read, `partnerDoubledForTakeout` says whether partner's double was for takeout
 *   as placement reads it (the book may read a double of 1NT so); without it, a double of a suit;
 * - a redouble, by either side: 10+ points.
 */
export function readOpponentCall(auction: Auction, call: Call, numbers: SystemNumbers, partnerDoubledForTakeout?: boolean): NaturalReading {
  const at = naturalContext(auction, partnerDoubledForTakeout);
  switch (call.type) {
    case 'pass':
      if (at.opener === undefined) {
        const most = numbers.passBeforeOpening;
        const meanings = {
          en: `A pass before anyone has bid: at most ${most} points.`,
          id: `Pass sebelum ada yang menawar: paling banyak ${most} poin.`,
        };
        return { does: NOTHING_DONE, meanings, shows: shows(range(0, most)) };
      }
      return {
        does: NOTHING_DONE,
        meanings: { en: 'A pass: shows nothing more.', id: 'Pass: tidak menunjukkan apa-apa lagi.' },
        shows: undefined,
      };
    case 'redouble': {
      const least = numbers.redouble;
      const meanings = { en: `A redouble: ${least}+ points.`, id: `Redouble: ${least}+ poin.` };
      return { does: NOTHING_DONE, meanings, shows: shows(range(least, 37)) };
    }
    case 'double':
      return naturalDouble(at, numbers);
    case 'bid':
      if (at.opener === undefined)
        return {
          does: NOTHING_DONE,
          meanings: callMeans(call, { en: 'an opening, read by the rules', id: 'pembukaan, dibaca oleh aturan' }),
          shows: undefined,
        };
      if (at.answeringTakeout) return answerToTakeout(call, cheapestLevel(call.strain, at.lastBid), at.theirSuits);
      return call.strain === 'NT' ? naturalNotrump(at, call, numbers) : naturalSuitBid(at, call, call.strain, numbers);
  }
}

/** What the natural reading of a call needs to know of the auction before it. */
interface NaturalContext {
  readonly opener: Seat | undefined;
  readonly weOpened: boolean;
  readonly weHaveBid: boolean;
  readonly theirSuits: readonly Suit[];
  readonly partnerSuits: readonly Suit[];
  readonly lastBid: Bid | undefined;
  readonly passes: number;
  readonly answeringTakeout: boolean;
}

function naturalContext(auction: Auction, partnerDoubledForTakeout: boolean | undefined): NaturalContext {
  const seat = seatOfCall(auction, auction.calls.length);
  const state = auctionState(auction);
  const openingIndex = auction.calls.findIndex((c) => c.type === 'bid');
  const opener = openingIndex < 0 ? undefined : seatOfCall(auction, openingIndex);
  const weOpened = opener !== undefined && sideOf(opener) === sideOf(seat);
  const weHaveBid = sideHasBid(auction, seat);
  return {
    opener,
    weOpened,
    weHaveBid,
    theirSuits: suitsBidBy(auction, (s) => sideOf(s) !== sideOf(seat)),
    partnerSuits: suitsBidBy(auction, (s) => s === partnerOf(seat)),
    lastBid: state.lastBid?.bid,
    passes: state.passes,
    answeringTakeout: !weOpened && !weHaveBid && (partnerDoubledForTakeout ?? partnersDoubleOfASuit(auction, seat)),
  };
}

/** "2♥: an overcall" — a call, then what it is. */
const callMeans = (call: Call, what: Words): Words => ({
  en: `${displayCall(call)}: ${what.en}.`,
  id: `${displayCall(call)}: ${what.id}.`,
});

/** A double: negative by the side that opened, else for takeout, short in their suits. */
function naturalDouble(at: NaturalContext, numbers: SystemNumbers): NaturalReading {
  if (at.weOpened) {
    const least = numbers.negativeDouble;
    const meanings = { en: `A negative double: ${least}+ points.`, id: `Double negatif: ${least}+ poin.` };
    return { does: TAKEOUT, meanings, shows: shows(range(least, 37)) };
  }
  const short = Object.fromEntries(at.theirSuits.map((s) => [s, range(0, 3)]));
  const named = suitsWords(at.theirSuits);
  const least = numbers.takeoutDouble;
  return {
    does: TAKEOUT,
    meanings: {
      en: `A takeout double: ${least}+ points${named.en === '' ? '' : ` and at most 3 ${named.en}`}.`,
      id: `Double takeout: ${least}+ poin${named.id === '' ? '' : ` dan paling banyak 3 kartu ${named.id}`}.`,
    },
    shows: shows(range(least, 37), short),
  };
}

/** A notrump bid: 1NT over their opening (in the pass-out seat, weaker); the Unusual 2NT and the rest show nothing. */
function naturalNotrump(at: NaturalContext, call: Bid, numbers: SystemNumbers): NaturalReading {
  const nothing = {
    does: NOTHING_DONE,
    meanings: callMeans(call, { en: 'shows nothing the rules can read', id: 'tidak menunjukkan apa pun yang bisa dibaca aturan' }),
    shows: undefined,
  };
  if (at.weOpened) return nothing;
  if (call.level === 1 && !at.weHaveBid) {
    const passOut = at.passes === 2;
    const points = passOut ? numbers.passOutNotrump : numbers.notrumpOvercall;
    const words = passOut
      ? { en: '1NT in the pass-out seat', id: '1NT di posisi pass-out' }
      : { en: '1NT over the opening', id: '1NT di atas pembukaan' };
    const range = pointsWords(points);
    const meanings = { en: `${words.en}: ${range.en}, balanced.`, id: `${words.id}: ${range.id}, seimbang.` };
    return { does: NOTHING_DONE, meanings, shows: shows(points, {}, true) };
  }
  const jump = call.level > cheapestLevel(call.strain, at.lastBid);
  if (call.level === 2 && jump && !at.weHaveBid)
    return {
      does: NOTHING_DONE,
      meanings: {
        en: 'The Unusual 2NT: the rules read it as showing nothing.',
        id: 'Unusual 2NT: aturan membacanya tidak menunjukkan apa-apa.',
      },
      shows: undefined,
    };
  return nothing;
}

/** A bid in a suit: by the side that opened 4+ cards; else a cue bid, a raise, a weak jump or an overcall. */
function naturalSuitBid(at: NaturalContext, call: Bid, suit: Suit, numbers: SystemNumbers): NaturalReading {
  if (at.weOpened)
    return {
      does: NOTHING_DONE,
      meanings: callMeans(call, lengthWords(4, suit)),
      shows: shows(range(0, 37), { [suit]: range(4, 13) }),
    };
  if (at.theirSuits.includes(suit))
    return {
      does: NOTHING_DONE,
      meanings: {
        en: `${displayCall(call)}, the opponents' suit (Michaels or a cue bid): the rules read it as showing nothing.`,
        id: `${displayCall(call)}, suit lawan (Michaels atau cue bid): aturan membacanya tidak menunjukkan apa-apa.`,
      },
      shows: undefined,
    };
  if (at.partnerSuits.includes(suit))
    return {
      does: NOTHING_DONE,
      meanings: callMeans(call, { en: `a raise, ${lengthWords(3, suit).en}`, id: `dukungan, ${lengthWords(3, suit).id}` }),
      shows: shows(range(0, 37), { [suit]: range(3, 13) }),
    };
  if (call.level > cheapestLevel(call.strain, at.lastBid) && !at.weHaveBid) {
    // The sheet: "6+ cards, at most 10 points" (the least is the practice deal's test, competition.ts).
    const most = numbers.weakJumpOvercall.max;
    return {
      does: NOTHING_DONE,
      meanings: {
        en: `A weak jump overcall: ${lengthWords(6, suit).en}, at most ${most} points.`,
        id: `Weak jump overcall: ${lengthWords(6, suit).id}, paling banyak ${most} poin.`,
      },
      shows: shows(range(0, most), { [suit]: range(6, 13) }),
    };
  }
  const points = call.level === 1 ? numbers.overcallAtOne : numbers.overcallHigher;
  return {
    does: NOTHING_DONE,
    meanings: {
      en: `An overcall: ${lengthWords(5, suit).en}, ${pointsWords(points).en}.`,
      id: `Overcall: ${lengthWords(5, suit).id}, ${pointsWords(points).id}.`,
    },
    shows: shows(points, { [suit]: range(5, 13) }),
  };
}

/**
 * Whether the last call of `seat`'s partner other than a pass is a double of the opponents' suit
 * (a takeout double; a double of notrump is for penalty).
 */
function partnersDoubleOfASuit(auction: Auction, seat: Seat): boolean {
  let lastBid: Bid | undefined;
  let takeout = false;
  auction.calls.forEach((c, i) => {
    if (seatOfCall(auction, i) === partnerOf(seat) && c.type !== 'pass')
      takeout = c.type === 'double' && lastBid !== undefined && lastBid.strain !== 'NT';
    if (c.type === 'bid') lastBid = c;
  });
  return takeout;
}

/** "Answering the takeout double: …." in each language. */
const answering = (en: string, id: string): Words => ({
  en: `Answering the takeout double: ${en}.`,
  id: `Menjawab double takeout: ${id}.`,
});

/**
 * A bid answering partner's takeout double where no rule of the book explains it, read as
 * placement answers it (answerTakeout): its longest suit they have not bid (three cards at least)
 * at the cheapest level, with any points in a minor and at most 12 in a major, whose game it bids
 * with 13+ (25 with the double's 12). Jumps short of a major's game, and notrump, which placement
 * does not bid, are read as the booklet's answers: a jump 9–11 points and 4+ cards; 1NT 6–10
 * balanced, 2NT 11–12, 3NT 13–15; their suit, the cue bid, 12+.
 */
function answerToTakeout(call: Bid, cheapest: number, theirSuits: readonly Suit[]): NaturalReading {
  const above = call.level - cheapest;
  if (call.strain === 'NT') {
    if (call.level === 1)
      return {
        does: NOTHING_DONE,
        meanings: answering('6–10 points, balanced', '6–10 poin, seimbang'),
        shows: shows(range(6, 10), {}, true),
      };
    if (call.level === 2)
      return {
        does: INVITES,
        meanings: answering('11–12 points, balanced; invites 3NT', '11–12 poin, seimbang; mengundang 3NT'),
        shows: shows(range(11, 12), {}, true),
      };
    return {
      does: NOTHING_DONE,
      meanings: {
        en: `Answering the takeout double, ${displayCall(call)}: 13+ points, balanced.`,
        id: `Menjawab double takeout, ${displayCall(call)}: 13+ poin, seimbang.`,
      },
      shows: shows(range(13, 37), {}, true),
    };
  }
  const suit = call.strain;
  if (theirSuits.includes(suit))
    return {
      does: NOTHING_DONE,
      meanings: { en: 'Answering the takeout double with a cue bid: 12+ points.', id: 'Menjawab double takeout dengan cue bid: 12+ poin.' },
      shows: shows(range(12, 37)),
    };
  const major = suit === 'S' || suit === 'H';
  const longest = { [suit]: range(3, 13) };
  if (major && call.level === 4 && above > 0)
    return {
      does: NOTHING_DONE,
      meanings: {
        en: `Answering the takeout double with game: 13+ points and ${lengthWords(3, suit).en}, the longest suit.`,
        id: `Menjawab double takeout dengan game: 13+ poin dan ${lengthWords(3, suit).id}, suit terpanjang.`,
      },
      shows: shows(range(13, 37), longest),
    };
  if (above === 0) {
    const points = major && call.level < 4 ? range(0, 12) : range(0, 37);
    const words =
      points.max < 37 ? { en: `0–${points.max} points`, id: `0–${points.max} poin` } : { en: 'any points', id: 'poin berapa pun' };
    const held = lengthWords(3, suit);
    return {
      does: NOTHING_DONE,
      meanings: answering(`${words.en} and ${held.en}, the longest suit`, `${words.id} dan ${held.id}, suit terpanjang`),
      shows: shows(points, longest),
    };
  }
  return {
    does: INVITES,
    meanings: {
      en: `Answering the takeout double with a jump: 9–11 points and ${lengthWords(4, suit).en}; invites game.`,
      id: `Menjawab double takeout dengan lompatan: 9–11 poin dan ${lengthWords(4, suit).id}; mengundang game.`,
    },
    shows: shows(range(9, 11), { [suit]: range(4, 13) }),
  };
}

/**
 * A bid no rule explains, by a side that has already bid: a contract placed past the rules, read
 * as placement makes it, with its own reckoning: the points with which its count chooses the
 * bid's goal (placedContractPoints), and in a suit the fewest cards it bids the suit with
 * (placedSuitLength). Once our side has asked for aces with 4NT, a bid at the five level or higher
 * names a king or the suit agreed before: it shows no length. A double of their contract at the
 * three level or higher is placement's penalty double: it shows nothing. Undefined for a side that
 * has not bid.
 */
function placedContract(
  auction: Auction,
  call: Call,
  seats: Readonly<Record<Seat, HandShows>>,
  calls: readonly ReadCall[],
  numbers: SystemNumbers,
): NaturalReading | undefined {
  const seat = seatOfCall(auction, auction.calls.length);
  if (!sideHasBid(auction, seat)) return undefined;
  if (call.type === 'double') {
    // Placement doubles their contract at the three level or higher for penalty, on the points
    // the partnership holds together: it shows nothing of the doubler's own hand.
    const last = auctionState(auction).lastBid;
    if (last === undefined || last.bid.level < 3 || sideOf(last.seat) === sideOf(seat)) return undefined;
    const theirs = displayCall(last.bid);
    return {
      does: PENALTY,
      meanings: {
        en: `A penalty double of ${theirs}, placed past the rules on the points we hold together: it shows nothing more.`,
        id: `Double penalti atas ${theirs}, ditempatkan di luar aturan dari poin yang kita punya bersama: tidak menunjukkan apa-apa lagi.`,
      },
      shows: undefined,
    };
  }
  if (call.type !== 'bid') return undefined;
  const partner = seats[partnerOf(seat)];
  const contested = sideHasBid(auction, seat, false);
  const extraMax = seats[seat].distributionPoints.max;
  const points = placedContractPoints(call, partner.points, contested, opponentsLeast(seats, seat), extraMax, numbers);
  const forced = partnerForces(calls, seat);
  const asked = calls.some((c) => sideOf(c.seat) === sideOf(seat) && c.call.type === 'bid' && c.call.level === 4 && c.call.strain === 'NT');
  const suit = call.strain === 'NT' || (asked && call.level >= 5) ? undefined : call.strain;
  const least = suit === undefined ? 0 : placedSuitLength(partner.lengths[suit], contested, forced);
  const words = [
    ...(suit === undefined || least === 0 ? [] : [lengthWords(least, suit)]),
    ...(points === undefined ? [] : [pointsWords(points)]),
  ];
  if (words.length === 0)
    return {
      does: NOTHING_DONE,
      meanings: callMeans(call, {
        en: 'the contract placed past the rules; it shows nothing more',
        id: 'kontrak yang ditempatkan di luar aturan; tidak menunjukkan apa-apa lagi',
      }),
      shows: undefined,
    };
  return {
    does: NOTHING_DONE,
    meanings: callMeans(call, {
      en: `the contract placed past the rules from what partner has shown: ${words.map((w) => w.en).join(', ')}`,
      id: `kontrak yang ditempatkan di luar aturan dari apa yang sudah ditunjukkan partner: ${words.map((w) => w.id).join(', ')}`,
    }),
    shows: shows(points ?? NOTHING_SHOWN.points, suit === undefined ? {} : { [suit]: range(least, 13) }),
  };
}

/**
 * Tables already read, by book: a table depends only on the auction and the vulnerability, and
 * the robots read the same one again and again (placement at every call past the rules, and the
 * play's test of sampled hands, which replays the robots' calls).
 */
const tables = keptPerBook<TableReading>(2_000);

/**
 * Reads every call of an auction, and what each of the four players has shown: through the book
 * where a rule could have made the call, and otherwise with readOpponentCall.
 */
export function readTable(book: RuleBook, context: { readonly vulnerability: Vulnerability; readonly auction: Auction }): TableReading {
  return tables.get(book, auctionKey(context.vulnerability, context.auction), () => readTableAfresh(book, context));
}

function readTableAfresh(book: RuleBook, context: { readonly vulnerability: Vulnerability; readonly auction: Auction }): TableReading {
  const { auction } = context;
  const byBook = readAuction(book, context);
  const numbers = systemNumbers(book);
  const seats: Record<Seat, HandShows> = { N: NOTHING_SHOWN, E: NOTHING_SHOWN, S: NOTHING_SHOWN, W: NOTHING_SHOWN };
  const calls: TableCall[] = [];
  auction.calls.forEach((call, i) => {
    const seat = seatOfCall(auction, i);
    const reading = byBook.calls[i];
    const first = reading?.rules[0];
    let read: TableCall;
    if (reading?.shows !== undefined && first !== undefined) {
      read = { seat, call, source: 'rules', does: first.does, meaning: first.meaning, meanings: first.meanings, shows: reading.shows };
    } else {
      const before: Auction = { dealer: auction.dealer, calls: auction.calls.slice(0, i) };
      const placed =
        placedContract(before, call, seats, calls, numbers) ??
        readOpponentCall(before, call, numbers, partnerDoubledForTakeout(calls, before));
      const source = placed.shows === undefined ? 'none' : 'competition';
      read = { seat, call, source, does: placed.does, meaning: placed.meanings.en, meanings: placed.meanings, shows: placed.shows };
    }
    if (read.shows !== undefined) seats[seat] = combineShows(seats[seat], read.shows);
    calls.push(read);
  });
  return { calls, seats };
}
