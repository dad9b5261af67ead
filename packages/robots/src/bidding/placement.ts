import {
  DOUBLE,
  PASS,
  SUITS,
  SUIT_NAME,
  auctionState,
  bid,
  card,
  displayCall,
  gameLevel,
  highCardPoints,
  isLegalCall,
  leftOf,
  partnerOf,
  rightOf,
  seatOfCall,
  sideOf,
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
import type { TableCall, TableReading } from './reading.ts';

/**
 * Where the rules stop, the robot places the contract (the sheet's "The robot partner, past the
 * rules"): from the points and fits the partnership has shown, it chooses part-score, game or slam
 * and the strain, and bids it, or passes when the contract is already right.
 *
 * - Partner's hand is what the table reading says partner has shown (ranges of points and suit
 *   lengths): its lengths at their minimum (but in competition a six-card suit of the robot's own
 *   counts partner for a doubleton), its points at the middle of the range shown (at most 5 above
 *   the minimum, see `expected`). The robot's own hand is counted exactly. Combined points are high-card points, and once an
 *   eight-card fit is shown the robot's shortness counts too (void 3, singleton 2, doubleton 1:
 *   bench/par.bench.ts on 200 deals, 5.30 IMPs a deal from par against 5.57 without).
 * - Levels from the combined points counted (the minimum, a share of the rest, and one more
 *   once the opponents have bid): below 25 a part-score, 25–32 game (24 with an eight-card major
 *   fit shown), 33–36 a small slam, 37 or more a grand slam. After a game-forcing call of our side (a meaning saying
 *   "game-forcing" or "Forcing to game") the robot does not stop below game. Partner's
 *   invitation (a meaning saying "invites", within a range of at most three points) is accepted
 *   when game is there opposite partner's maximum: 1NT – 2NT (8–9) goes on to 3NT with 16. My
 *   own invitation that partner passed is declined: no game over partner's head.
 * - The strain: a major with an eight-card fit (the longer fit; on a tie the more even, 4-4
 *   before 5-3, then spades); else, for a part-score, a minor with an eight-card fit; else
 *   notrump. With a minor fit and game values the robot plays 3NT (stoppers are not modelled,
 *   and 3NT needs two tricks fewer than 5 of a minor), unless it holds a singleton or void in a
 *   suit the opponents bid: then five of the minor (bench/par.bench.ts 100 / 300 / 600 / 900
 *   deals: 3.94 / 4.58 / 4.50 / 4.63 against 4.07 / 4.62 / 4.54 / 4.63); slams are bid in the minor. A fit counts
 *   the robot's length plus partner's minimum.
 * - A part-score is the cheapest bid of the strain, if that is no higher than 3 of a suit or 2NT;
 *   once the opponents have bid, a suit part-score goes no higher than the fit allows (the law of
 *   total tricks: eight cards the two level, nine the three level), and 2NT needs 24 points
 *   counted. Game is 4 of a major or 3NT; slams 6 and 7.
 * - Slams in a suit are asked first: where the slam looks likely (the middle of our combined range
 *   reaches 33), the robot asks for aces with 4NT (Blackwood; the book answers it), then bids the
 *   slam with at most one ace missing and stops at five of the suit with two missing; with no ace
 *   missing, a major agreed and 35+ together it asks for kings with 5NT and bids the grand slam
 *   with every king. The player who answered Blackwood leaves the rest to the one who asked. The
 *   agreed suit is the one both partners bid first (a later cue bid names a suit, agrees none).
 * - A penalty double: the opponents' undoubled contract at the three level or higher, where we
 *   have at least 23 points, or 20 and four of their trumps, and would otherwise pass; partner's
 *   double of such a contract is left in.
 * - It passes when our side's last bid is already in the strain at that level or higher, or when
 *   the contract it wants is below the current one — unless partner's last call was forcing and
 *   the next player passed: then it makes the cheapest sensible bid (never passing a forcing call).
 * - Our side has made no bid and no rule of the book has a call: it passes — except after
 *   partner's takeout double, which it answers in its longest suit the opponents have not bid
 *   (partner's penalty double, of their 1NT, it leaves in).
 */

export interface Placement {
  readonly call: Call;
  /** Plain words: "We have 26–28 points and nine hearts: 4♥." */
  readonly explanation: string;
}

export const GAME_POINTS = 25;
/**
 * Game in a major with an eight-card fit shown: a point less (the trumps' ruffs and control play
 * better than notrump's count). bench/par.bench.ts, 300 / 600 / 100 deals: 4.70 / 4.66 / 4.23
 * IMPs a deal from par against 4.77 / 4.71 / 4.39 at 25; 23: the same as 24; 24 with any fit or
 * none: 4.70 / 4.69 / 4.32, and 24 without a major fit alone: 4.78 / 4.73 / 4.48 (worse).
 */
export const MAJOR_FIT_GAME_POINTS = 24;
export const SMALL_SLAM_POINTS = 33;
export const GRAND_SLAM_POINTS = 37;

const FORCING = /\bforcing\b|bids again|asks opener|opener bids|game-forcing|asks for aces|asks for the five keycards/i;
const NOT_FORCING = /\bnot forcing\b/i;
const GAME_FORCING = /game-forcing|forcing to game/i;

/** Whether a call's meaning says it is forcing: "Forcing", "game-forcing", "Partner bids again", "asks opener". */
export const isForcingMeaning = (meaning: string | undefined): boolean => meaning !== undefined && FORCING.test(meaning) && !NOT_FORCING.test(meaning);

/** Whether a call's meaning forces the partnership to game. */
export const isGameForcingMeaning = (meaning: string | undefined): boolean => meaning !== undefined && GAME_FORCING.test(meaning);

const INVITES = /\binvites\b/i;
const PENALTY = /\bpenalty\b/i;

/** Whether a call's meaning invites game ("…; invites game"). */
const isInvitingMeaning = (meaning: string | undefined): boolean => meaning !== undefined && INVITES.test(meaning);

const NUMBER_WORDS = ['none', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve', 'thirteen'];
const cards = (n: number, suit: Suit): string => `${NUMBER_WORDS[n] ?? String(n)} ${SUIT_NAME[suit]}`;

type Goal = 'part-score' | 'game' | 'small slam' | 'grand slam';

/**
 * The points the plan counts on: the minimum, plus this share of what partner may have above it
 * (up to 10 more). Counting the minimum alone missed games and slams; the middle of the range
 * (0.5) measured best on bench/par.bench.ts with today's book (with the invitation rule below:
 * 300 deals 4.93 IMPs a deal from par against 5.04 with 0.3, 600 deals 4.87 against 4.97; 0.4
 * 4.99 / 4.97, 0.6 4.90 / 4.87, 0.7 4.90 / 5.03).
 */
const PLACEMENT_SHARE = 0.5;

/**
 * Once the opponents have bid, one point more: partner's calls in competition (a negative double
 * 6+, a free bid, a pass over their bid) have wide ranges, and counted near their minimum the side
 * with the values stopped in part-scores once it no longer pushed them with a no-fit 2NT.
 * bench/par.bench.ts, deals 0–299 / 300–599 / 600–899: 4.87 / 4.63 / 4.95 IMPs a deal from par,
 * 4.92 / 4.69 / 5.07 without (two more: 4.83 / 4.70 / 4.91; three: 4.71 / 4.75 / 4.92), with
 * partner counted at 0.3 of its range; at the middle, 300 / 900 deals 4.74 / 4.74 with one point
 * (and 2NT at 24), 4.81–4.85 on 300 without it, 4.81 / 4.83 with two.
 */
const COMPETITIVE_POINTS = 1;

const expected = (combined: NumberRange, contested: boolean): number =>
  combined.min + Math.floor(PLACEMENT_SHARE * Math.max(0, Math.min(combined.max, combined.min + 10) - combined.min)) + (contested ? COMPETITIVE_POINTS : 0);

/**
 * Our side's combined points as placement counts them: mine exactly (with `extra`, my
 * distribution points, once an eight-card fit is shown), partner's shown range, and no more than
 * the opponents leave (`opponents`: the least they have shown), but never less than we surely hold.
 */
function combinedPoints(mine: number, extra: number, partner: NumberRange, opponents: number): NumberRange {
  const least = mine + extra + partner.min;
  return { min: least, max: Math.max(least, Math.min(mine + partner.max, 40 - opponents)) };
}

/** Where a slam in a suit looks likely (4NT asks from SMALL_SLAM_POINTS): the middle of the combined range, at most 8 above its least. */
const slamLikely = (combined: NumberRange): number => (combined.min + Math.max(combined.min, Math.min(combined.max, combined.min + 8))) / 2;

/** The least the opponents of `seat` have shown together (what caps our side's combined points). */
export const opponentsLeast = (seats: Readonly<Record<Seat, { readonly points: NumberRange }>>, seat: Seat): number =>
  seats[leftOf(seat)].points.min + seats[rightOf(seat)].points.min;

/**
 * The points a contract placed past the rules shows, for partner to read it as placement made it:
 * the high-card points of mine with which placement's own count (combinedPoints, then `expected`;
 * for a slam also slamLikely, which asks with 4NT first), with up to `extraMax` distribution
 * points, chooses the bid's goal. A part-score (below 3NT, four of a major, five of a minor) has
 * fewer than GAME_POINTS together, 3NT fewer than SMALL_SLAM_POINTS, a slam at least
 * SMALL_SLAM_POINTS (a small slam is bid with more when a king is missing). Game has no floor (a
 * forcing auction or an accepted invitation bids it with less), and a game in a suit no cap:
 * partner's slam tries read it at the middle of what is left (capped, four slams bid after a major
 * game were missed on bench/par.bench.ts 300). Undefined for those, for 4NT and 5NT (they ask),
 * and where no count of mine chooses the goal.
 */
export function placedContractPoints(bid: Bid, partner: NumberRange, contested: boolean, opponents: number, extraMax: number): NumberRange | undefined {
  const game = gameLevel(bid.strain);
  if (bid.strain === 'NT' && (bid.level === 4 || bid.level === 5)) return undefined;
  if (bid.strain !== 'NT' && bid.level >= game && bid.level < 6) return undefined;
  let min = Infinity;
  let max = -Infinity;
  for (let mine = 0; mine <= 37; mine++) {
    for (let extra = 0; extra <= extraMax; extra++) {
      const combined = combinedPoints(mine, extra, partner, opponents);
      const counted = expected(combined, contested);
      const chosen = bid.level < game ? counted < GAME_POINTS : bid.level < 6 ? counted < SMALL_SLAM_POINTS : Math.max(counted, slamLikely(combined)) >= SMALL_SLAM_POINTS;
      if (!chosen) continue;
      min = Math.min(min, mine);
      max = Math.max(max, mine);
    }
  }
  return min > max ? undefined : { min, max };
}

/**
 * The fewest cards of a suit placement bids it with: an eight-card fit, partner counted as
 * assumedLength counts it; when partner's call forces a bid and the plan has none, my longest suit
 * (four cards at least) may be the cheapest sensible bid.
 */
export function placedSuitLength(partner: NumberRange, contested: boolean, forced: boolean): number {
  let least = 13;
  for (let mine = 13; mine >= 0; mine--) if (mine + assumedLength(partner, mine, contested) >= 8) least = mine;
  return forced ? Math.min(least, 4) : least;
}

const goalOf = (points: number, majorFit = false): Goal =>
  points >= GRAND_SLAM_POINTS
    ? 'grand slam'
    : points >= SMALL_SLAM_POINTS
      ? 'small slam'
      : points >= (majorFit ? MAJOR_FIT_GAME_POINTS : GAME_POINTS)
        ? 'game'
        : 'part-score';

const isMajor = (s: Suit): boolean => s === 'S' || s === 'H';

/** The lowest level at which a strain may be bid now (8 when none is left). */
function cheapest(strain: Strain, auction: Auction): number {
  for (let level = 1; level <= 7; level++) if (isLegalCall(auction, bid(level as Level, strain))) return level;
  return 8;
}

function describePoints(points: NumberRange): string {
  return points.max >= 40 || points.max - points.min > 15 ? `${points.min}+ points` : points.min === points.max ? `${points.min} points` : `${points.min}–${points.max} points`;
}

interface Plan {
  readonly goal: Goal;
  readonly strain: Strain;
  /** Why this strain: "nine hearts", "no eight-card fit". */
  readonly fitWords: string;
  /** The level the plan wants (0: a part-score can no longer be bid). */
  readonly wanted: number;
  /** The bid the plan wants now; undefined when it wants no bid higher than the current contract. */
  readonly target: Bid | undefined;
}

/**
 * The points a notrump part-score at the two level needs once the opponents have bid: with fewer,
 * 2NT facing their suit and no fit goes down and only pushes them out of their own contract
 * (bench/par.bench.ts, 300 deals: 4.96 IMPs a deal from par, 5.04 with 2NT on any points). With
 * partner counted at the middle of its range and one point more in competition, 24 (300 / 900
 * deals: 4.74 / 4.74; 23: 4.78 / 4.75, 25: 4.78 / 4.75; without the point: 22–24 4.81–4.85 on 300,
 * two points 4.78–4.81 / 4.82–4.83). 1NT is still bid.
 */
const COMPETITIVE_TWO_NOTRUMP_POINTS = 24;

/**
 * The strain and bid for the partnership's combined points and fits (`contested`: the opponents
 * have bid; `points`: the combined points the plan counts on; `mine`: my lengths, so that of two
 * fits as long the more even one is chosen, a 4-4 before a 5-3: the long side's spare cards give
 * discards. bench/par.bench.ts: 600 deals 4.60 IMPs a deal from par against 4.62 on spades first;
 * 300 and 100 the same).
 */
function plan(goal: Goal, fits: Readonly<Record<Suit, number>>, mine: Readonly<Record<Suit, number>>, auction: Auction, contested: boolean, points: number): Plan {
  const evenness = (s: Suit): number => Math.min(mine[s], fits[s] - mine[s]);
  const best = (suits: readonly Suit[]): Suit | undefined =>
    suits.filter((s) => fits[s] >= 8).sort((a, b) => fits[b] - fits[a] || evenness(b) - evenness(a) || SUITS.indexOf(a) - SUITS.indexOf(b))[0];
  const major = best(['S', 'H']);
  const minor = best(['D', 'C']);
  const shortIn = theirSuits(auction).find((s) => mine[s] <= 1);
  let strain: Strain;
  let fitWords: string;
  if (major !== undefined) {
    strain = major;
    fitWords = cards(fits[major] ?? 8, major);
  } else if (minor !== undefined && (goal === 'part-score' || goal === 'small slam' || goal === 'grand slam')) {
    strain = minor;
    fitWords = cards(fits[minor] ?? 8, minor);
  } else if (minor !== undefined && shortIn !== undefined) {
    // Their suit against a singleton or void here: 3NT would need partner to stop it alone.
    strain = minor;
    fitWords = `${cards(fits[minor] ?? 8, minor)} and a ${mine[shortIn] === 0 ? 'void' : 'singleton'} in their ${SUIT_NAME[shortIn]} (five of a minor rather than 3NT)`;
  } else if (minor !== undefined) {
    strain = 'NT';
    fitWords = `${cards(fits[minor] ?? 8, minor)} but no major fit (3NT rather than five of a minor)`;
  } else {
    strain = 'NT';
    fitWords = 'no eight-card fit';
  }
  const level = cheapest(strain, auction);
  let wanted: number;
  switch (goal) {
    case 'part-score': {
      // The law of total tricks: in competition, as many tricks as trumps (eight: the two level).
      const notrump = contested && points < COMPETITIVE_TWO_NOTRUMP_POINTS ? 1 : 2;
      const highest = strain === 'NT' ? notrump : contested ? Math.min(3, (fits[strain] ?? 8) - 6) : 3;
      wanted = level <= highest ? level : 0;
      break;
    }
    case 'game':
      wanted = gameLevel(strain);
      break;
    case 'small slam':
      wanted = 6;
      break;
    case 'grand slam':
      wanted = 7;
      break;
  }
  const target = wanted >= 1 && wanted >= level && wanted <= 7 ? bid(wanted as Level, strain) : undefined;
  return { goal, strain, fitWords, wanted, target };
}

/** The cheapest bid the robot can make when it may not pass: the strain planned, else another, never 4NT or 5NT. */
function cheapestSensible(auction: Auction, preferred: readonly Strain[]): Bid | undefined {
  let found: Bid | undefined;
  for (const strain of preferred) {
    const level = cheapest(strain, auction);
    if (level > 7 || (strain === 'NT' && (level === 4 || level === 5))) continue;
    const b = bid(level as Level, strain);
    if (found === undefined || level < found.level) found = b;
  }
  return found;
}

/**
 * The length partner is counted for in a suit: the least partner has shown; in competition, with
 * six cards of my own, a doubleton unless partner has shown fewer (a six-card suit competes on its
 * own: eight cards together, the law of total tricks' two level). bench/par.bench.ts, deals
 * 0–299 / 300–599 / 600–899: 4.87 / 4.63 / 4.95 IMPs a deal from par, 4.88 / 4.76 / 4.95 counting
 * the least alone.
 */
function assumedLength(partner: NumberRange, mine: number, contested: boolean): number {
  return contested && mine >= 6 && partner.max >= 2 ? Math.max(partner.min, 2) : partner.min;
}

const lastCallOf = (calls: readonly TableCall[], seat: Seat): TableCall | undefined => calls.filter((c) => c.seat === seat).at(-1);

/** Whether partner's last call (in `calls`, the table read so far) is forcing and the next player passed: `seat` may not pass. */
export const partnerForces = (calls: readonly TableCall[], seat: Seat): boolean =>
  isForcingMeaning(lastCallOf(calls, partnerOf(seat))?.meaning) && lastCallOf(calls, rightOf(seat))?.call.type === 'pass';

/**
 * Whether the player whose turn it is in `auction` answers partner's takeout double: partner's
 * last call (in `calls`, the table read so far) is a double not read as for penalty, and the
 * opponents made the last bid. Placement answers it (answerTakeout), and the table reads the
 * answer so.
 */
export function partnerDoubledForTakeout(calls: readonly TableCall[], auction: Auction): boolean {
  const seat = seatOfCall(auction, auction.calls.length);
  const partnerLast = lastCallOf(calls, partnerOf(seat));
  const last = auctionState(auction).lastBid;
  return partnerLast?.call.type === 'double' && !PENALTY.test(partnerLast.meaning ?? '') && last !== undefined && sideOf(last.seat) !== sideOf(seat);
}

/**
 * The contract the robot places, for `hand`, the player whose turn it is in `auction`. The table
 * reading is asked for only when needed (reading every call through the book is the dear part).
 */
export function placeContract(hand: CardSet, auction: Auction, readTable: () => TableReading, playing: ReadonlySet<string> = new Set()): Placement {
  const seat = seatOfCall(auction, auction.calls.length);
  const partner = partnerOf(seat);
  const side = sideOf(seat);
  const state = auctionState(auction);
  const ours = (s: Seat): boolean => sideOf(s) === side;
  const weHaveBid = sideHasBid(auction, seat);
  const partnerDoubled = auction.calls.some((c, i) => c.type === 'double' && seatOfCall(auction, i) === partner);
  const noCompeting: Placement = { call: PASS, explanation: 'Our side has not bid, and no rule of the book has a call here: Pass.' };
  if (!weHaveBid && !partnerDoubled) return noCompeting;

  const table = readTable();
  const partnerLast = lastCallOf(table.calls, partner);
  const rightLast = lastCallOf(table.calls, rightOf(seat));
  const myLengths: Record<Suit, number> = { S: hand.count('S'), H: hand.count('H'), D: hand.count('D'), C: hand.count('C') };
  const mine = highCardPoints(hand);
  if (!weHaveBid) {
    // Partner's penalty double (of their 1NT) is left in: it is not a takeout double to answer.
    if (partnerLast?.call.type === 'double' && PENALTY.test(partnerLast.meaning ?? '')) return { call: PASS, explanation: "Partner's double is for penalty: Pass, to leave it in." };
    if (partnerDoubledForTakeout(table.calls, auction)) return answerTakeout(auction, table, hand, seat);
    return noCompeting;
  }

  const partnerShows = table.seats[partner];
  const opponents = opponentsLeast(table.seats, seat);
  // With an eight-card fit shown, my shortness counts too (void 3, singleton 2, doubleton 1).
  const fitShownIn = (s: Suit): boolean => myLengths[s] + partnerShows.lengths[s].min >= 8;
  const fitShown = SUITS.some(fitShownIn);
  const combined = combinedPoints(mine, fitShown ? new HandFacts(hand).distributionPoints : 0, partnerShows.points, opponents);
  const gameForced = table.calls.some((c) => ours(c.seat) && isGameForcingMeaning(c.meaning));
  const forced = partnerForces(table.calls, seat);
  const contested = sideHasBid(auction, seat, false);
  const counted = expected(combined, contested);
  let goal = goalOf(counted, fitShownIn('S') || fitShownIn('H'));
  if (gameForced && goal === 'part-score') goal = 'game';
  // Partner invites game within a narrow range: accept when game is there opposite its maximum
  // (bench/par.bench.ts, with the 0.5 share: 600 deals 4.87 against 4.91 without).
  const invited = isInvitingMeaning(partnerLast?.meaning) && rightLast?.call.type === 'pass';
  const invitedMax = combined.min - partnerShows.points.min + partnerShows.points.max;
  if (invited && goal === 'part-score' && partnerShows.points.max - partnerShows.points.min <= 3 && invitedMax >= GAME_POINTS) goal = 'game';
  // I invited game and partner passed: partner declined, and game is not bid over its head
  // (bench/par.bench.ts: 100 deals 4.44 against 4.57, 300 4.87 against 4.91, 600 4.82 against 4.84).
  const declined = isInvitingMeaning(lastCallOf(table.calls, seat)?.meaning) && partnerLast?.call.type === 'pass';
  if (declined && goal === 'game') goal = 'part-score';
  const fits: Record<Suit, number> = { S: 0, H: 0, D: 0, C: 0 };
  for (const s of SUITS) fits[s] = myLengths[s] + assumedLength(partnerShows.lengths[s], myLengths[s], contested);
  const p = plan(goal, fits, myLengths, auction, contested, counted);

  const points = describePoints(combined);
  const why = `We have ${points} and ${p.fitWords}`;
  const last = state.lastBid;
  const ourContract = last !== undefined && ours(last.seat);

  // A part-score of ours in a suit with a seven-card fit, or in notrump, is left alone: correcting
  // it would only push the partnership higher.
  const partScoreWillDo =
    p.goal === 'part-score' && ourContract && (last.bid.strain === 'NT' || fits[last.bid.strain] >= 7) && last.bid.strain !== p.strain;
  // Already in the planned strain: at or above the level wanted, or anywhere for a part-score (raising
  // our own part-score only pushes the partnership higher).
  const alreadyThere = ourContract && last.bid.strain === p.strain && (p.goal === 'part-score' || (p.target !== undefined && last.bid.level >= p.target.level));
  const slam = slamMove(hand, auction, table, seat, p, combined, playing.has(ROMAN_KEYCARD));
  if (slam !== undefined) return slam;
  if (p.target !== undefined && !partScoreWillDo && !alreadyThere) {
    const forcedWords = gameForced && goalOf(combined.min) === 'part-score' ? ' (the auction is forcing to game)' : '';
    return { call: p.target, explanation: `${why}${forcedWords}: ${p.goal === 'part-score' ? 'a part-score' : p.goal}, ${displayCall(p.target)}.` };
  }

  const current = last === undefined ? 'no contract' : displayCall(last.bid);
  const goalWords = p.goal === 'part-score' ? 'a part-score' : p.goal;
  let reason: string;
  if (partScoreWillDo) reason = `${current} will do as a part-score`;
  else if (ourContract && last.bid.strain === p.strain && last.bid.level === p.wanted) reason = `${current} is already the contract for ${goalWords}`;
  else if (ourContract && last.bid.strain === p.strain) reason = `we are already in ${current}, higher than ${goalWords} needs`;
  else reason = `${goalWords} in ${p.strain === 'NT' ? 'notrump' : SUIT_NAME[p.strain]} can no longer be bid over ${current}`;
  if (forced && partnerLast !== undefined) {
    const myLongest = [...SUITS].sort((a, b) => myLengths[b] - myLengths[a] || SUITS.indexOf(a) - SUITS.indexOf(b))[0] ?? 'S';
    const fallback = cheapestSensible(auction, [p.strain, myLongest, 'NT']);
    if (fallback !== undefined) {
      return {
        call: fallback,
        explanation: `Partner's ${displayCall(partnerLast.call)} is forcing, so not Pass. ${why}: ${displayCall(fallback)}, the cheapest sensible bid.`,
      };
    }
  }
  const penalty = penaltyDouble(hand, auction, seat, combined.min);
  if (penalty !== undefined) return { call: DOUBLE, explanation: `${why}, and ${reason}; ${penalty}` };
  return { call: PASS, explanation: `${why}, and ${reason}: Pass.` };
}

/** The aces a Blackwood answer shows (5♣: none or four, read as four only when the asker has none). */
const BLACKWOOD_ANSWER: Readonly<Record<string, number>> = { C: 0, D: 1, H: 2, S: 3 };
const PLAIN = 'Blackwood:';
/** The book's option "Roman Keycard Blackwood": its answers' meanings start so. */
const KEYCARD = 'Roman Keycard Blackwood:';
/** The book's answers to 5NT after Blackwood: kings, 6♣ none or four, 6♦ one, 6♥ two, 6♠ three. */
const KINGS = 'Kings:';
const KINGS_ANSWER: Readonly<Record<string, number>> = { C: 0, D: 1, H: 2, S: 3 };
/** The book's option name: with it on, the robot's own 4NT asks for keycards. */
const ROMAN_KEYCARD = 'Roman Keycard Blackwood';
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
function slamMove(hand: CardSet, auction: Auction, table: TableReading, seat: Seat, p: Plan, combined: NumberRange, keycardsPlayed: boolean): Placement | undefined {
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

/**
 * A penalty double of the opponents' contract, in words, or undefined: their undoubled contract at
 * the three level or higher, where we hold 23+ points, or 20+ and four of their trumps.
 */
function penaltyDouble(hand: CardSet, auction: Auction, seat: Seat, ourPoints: number): string | undefined {
  const state = auctionState(auction);
  const last = state.lastBid;
  if (last === undefined || sideOf(last.seat) === sideOf(seat) || state.doubling !== '' || last.bid.level < 3) return undefined;
  if (!isLegalCall(auction, DOUBLE)) return undefined;
  const trumps = last.bid.strain === 'NT' ? 0 : hand.count(last.bid.strain);
  if (ourPoints >= 23 || (ourPoints >= 20 && trumps >= 4)) return `a penalty double of ${displayCall(last.bid)}: we have ${ourPoints}+ points${trumps >= 4 ? ` and ${trumps} of their trumps` : ''}.`;
  return undefined;
}

/** The suits bid (not notrump) by the seats `who` picks, in the order first bid. */
export function suitsBidBy(auction: Auction, who: (seat: Seat) => boolean): Suit[] {
  const found: Suit[] = [];
  auction.calls.forEach((c, i) => {
    if (c.type === 'bid' && c.strain !== 'NT' && who(seatOfCall(auction, i)) && !found.includes(c.strain)) found.push(c.strain);
  });
  return found;
}

/** Whether the side of `seat` has made a bid (with `ours` false: whether the other side has). */
export const sideHasBid = (auction: Auction, seat: Seat, ours = true): boolean =>
  auction.calls.some((c, i) => c.type === 'bid' && (sideOf(seatOfCall(auction, i)) === sideOf(seat)) === ours);

/** The suits bid by the side not calling now. */
const theirSuits = (auction: Auction): Suit[] => {
  const side = sideOf(seatOfCall(auction, auction.calls.length));
  return suitsBidBy(auction, (s) => sideOf(s) !== side);
};

/** Answers partner's takeout double: our longest suit they have not bid, at the cheapest level (a major game with 25+). */
function answerTakeout(auction: Auction, table: TableReading, hand: CardSet, seat: Seat): Placement {
  const lengths = (s: Suit): number => hand.count(s);
  const theirs = theirSuits(auction);
  const suit = SUITS.filter((s) => !theirs.includes(s)).sort((a, b) => lengths(b) - lengths(a) || (isMajor(b) ? 1 : 0) - (isMajor(a) ? 1 : 0))[0];
  const rightLast = lastCallOf(table.calls, rightOf(seat));
  if (suit === undefined || rightLast?.call.type !== 'pass') return { call: PASS, explanation: "Partner doubled, and the next player bid: no rule has a call here, Pass." };
  const combined = 12 + highCardPoints(hand);
  const level = Math.max(cheapest(suit, auction), combined >= GAME_POINTS && isMajor(suit) ? 4 : 0);
  if (level > 4) return { call: PASS, explanation: `Partner doubled for takeout, but ${SUIT_NAME[suit]} can't be bid below game: Pass.` };
  const answer = bid(level as Level, suit);
  return {
    call: answer,
    explanation: `Partner's takeout double shows 12+ points and asks for our best suit: we have ${combined}+ points and ${cards(lengths(suit), suit)}, ${displayCall(answer)}.`,
  };
}
