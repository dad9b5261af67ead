import {
  DOUBLE,
  PASS,
  SUITS,
  SUIT_NAME,
  auctionState,
  bid,
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
import { ROMAN_KEYCARD, slamMove } from './slams.ts';

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
export const PLACEMENT_SHARE = 0.5;

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
export const slamLikely = (combined: NumberRange): number => (combined.min + Math.max(combined.min, Math.min(combined.max, combined.min + 8))) / 2;

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

export const isMajor = (s: Suit): boolean => s === 'S' || s === 'H';

/** The lowest level at which a strain may be bid now (8 when none is left). */
function cheapest(strain: Strain, auction: Auction): number {
  for (let level = 1; level <= 7; level++) if (isLegalCall(auction, bid(level as Level, strain))) return level;
  return 8;
}

export function describePoints(points: NumberRange): string {
  return points.max >= 40 || points.max - points.min > 15 ? `${points.min}+ points` : points.min === points.max ? `${points.min} points` : `${points.min}–${points.max} points`;
}

export interface Plan {
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
