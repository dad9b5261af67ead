import {
  DOUBLE,
  PASS,
  SUITS,
  auctionState,
  bid,
  displayCall,
  gameLevel,
  highCardPoints,
  isLegalCall,
  isVulnerable,
  partnerOf,
  rightOf,
  seatOfCall,
  sideOf,
  type Auction,
  type Bid,
  type CardSet,
  type Level,
  type Seat,
  type Strain,
  type Suit,
  type Vulnerability,
} from '@tenace/engine';
import { HandFacts } from '@tenace/rules-dsl';
import { ROMAN_KEYCARD, slamMove } from './slams.ts';
import type { SystemNumbers } from './numbers.ts';
import { cardsWords, goalWords, pointsWords, same, strainWords, type Words } from './words.ts';
import {
  assumedLength,
  combinedPoints,
  expected,
  forcesToGame,
  isInvitation,
  isMajor,
  isPenaltyDouble,
  lastCallOf,
  opponentsLeast,
  partnerDoubledForTakeout,
  partnerForces,
  placed,
  sideHasBid,
  suitsBidBy,
  type BiddingTable,
  type Goal,
  type Placement,
  type Plan,
} from './reckoning.ts';

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
 *   fit shown), 33–36 a small slam, 37 or more a grand slam. A small slam in notrump (no fit) needs
 *   our least within two points of 33 too (NOTRUMP_SLAM_MARGIN). After a game-forcing call of our side (one
 *   the book declares `force to game`) the robot does not stop below game. Partner's
 *   invitation (declared `invite`, within a range of at most three points) is accepted
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
 *   counted. Game is 4 of a major or 3NT; slams 6 and 7. Outbid by the opponents, our side goes
 *   on by total tricks: ten trumps held (my length and partner's least) the four level, eleven
 *   the five, one level more as a sacrifice over their vulnerable suit game when we are not
 *   vulnerable; never at unfavourable vulnerability (competeByTotalTricks).
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

/** The goal for the points together, by the book's numbers (game a point less with a major fit, in SAYC). */
const goalOf = (points: number, numbers: SystemNumbers, majorFit = false): Goal =>
  points >= numbers.grandSlam
    ? 'grand slam'
    : points >= numbers.smallSlam
      ? 'small slam'
      : points >= (majorFit ? numbers.majorFitGame : numbers.game)
        ? 'game'
        : 'part-score';

/** The lowest level at which a strain may be bid now (8 when none is left). */
function cheapest(strain: Strain, auction: Auction): number {
  for (let level = 1; level <= 7; level++) if (isLegalCall(auction, bid(level as Level, strain))) return level;
  return 8;
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
 * How far below the book's points for a small slam our least may be for placement to bid 6NT with
 * no fit: a slam in notrump has no ruffs, and a wide range (an opening's 12–21) counted at its
 * middle bid 6NT on 29 and went down.
 */
const NOTRUMP_SLAM_MARGIN = 2;

/**
 * The strain and bid for the partnership's combined points and fits (`contested`: the opponents
 * have bid; `points`: the combined points the plan counts on; `mine`: my lengths, so that of two
 * fits as long the more even one is chosen, a 4-4 before a 5-3: the long side's spare cards give
 * discards. bench/par.bench.ts: 600 deals 4.60 IMPs a deal from par against 4.62 on spades first;
 * 300 and 100 the same).
 */
function plan(
  goal: Goal,
  fits: Readonly<Record<Suit, number>>,
  mine: Readonly<Record<Suit, number>>,
  auction: Auction,
  contested: boolean,
  points: number,
  numbers: SystemNumbers,
): Plan {
  const evenness = (s: Suit): number => Math.min(mine[s], fits[s] - mine[s]);
  const best = (suits: readonly Suit[]): Suit | undefined =>
    suits
      .filter((s) => fits[s] >= 8)
      .sort((a, b) => fits[b] - fits[a] || evenness(b) - evenness(a) || SUITS.indexOf(a) - SUITS.indexOf(b))[0];
  const major = best(['S', 'H']);
  const minor = best(['D', 'C']);
  const shortIn = theirSuits(auction).find((s) => mine[s] <= 1);
  let strain: Strain;
  let fitWords: Words;
  if (major !== undefined) {
    strain = major;
    fitWords = cardsWords(fits[major] ?? 8, major);
  } else if (minor !== undefined && (goal === 'part-score' || goal === 'small slam' || goal === 'grand slam')) {
    strain = minor;
    fitWords = cardsWords(fits[minor] ?? 8, minor);
  } else if (minor !== undefined && shortIn !== undefined) {
    // Their suit against a singleton or void here: 3NT would need partner to stop it alone.
    strain = minor;
    const fit = cardsWords(fits[minor] ?? 8, minor);
    const short = mine[shortIn] === 0 ? 'void' : 'singleton';
    const theirs = strainWords(shortIn);
    fitWords = {
      en: `${fit.en} and a ${short} in their ${theirs.en} (five of a minor rather than 3NT)`,
      id: `${fit.id} dan ${short} di ${theirs.id} lawan (lima di minor, bukan 3NT)`,
    };
  } else if (minor !== undefined) {
    strain = 'NT';
    const fit = cardsWords(fits[minor] ?? 8, minor);
    fitWords = {
      en: `${fit.en} but no major fit (3NT rather than five of a minor)`,
      id: `${fit.id} tetapi tanpa fit mayor (3NT, bukan lima di minor)`,
    };
  } else {
    strain = 'NT';
    fitWords = { en: 'no eight-card fit', id: 'tanpa fit delapan kartu' };
  }
  const level = cheapest(strain, auction);
  let wanted: number;
  switch (goal) {
    case 'part-score': {
      // The law of total tricks: in competition, as many tricks as trumps (the book's number of
      // trumps competes at the two level, one more the three level).
      const notrump = contested && points < COMPETITIVE_TWO_NOTRUMP_POINTS ? 1 : 2;
      const byTrumps = (suit: Suit): number => fits[suit] - numbers.twoLevelTrumps + 2;
      const highest = strain === 'NT' ? notrump : contested ? Math.min(3, byTrumps(strain)) : 3;
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
 * The contract the robot places, for `hand`, the player whose turn it is in `auction`. The table
 * reading is asked for only when needed (reading every call through the book is the dear part).
 */
export function placeContract(
  hand: CardSet,
  auction: Auction,
  readTable: () => BiddingTable,
  numbers: SystemNumbers,
  playing: ReadonlySet<string> = new Set(),
  vulnerability: Vulnerability = 'None',
): Placement {
  const seat = seatOfCall(auction, auction.calls.length);
  const partner = partnerOf(seat);
  const side = sideOf(seat);
  const state = auctionState(auction);
  const ours = (s: Seat): boolean => sideOf(s) === side;
  const weHaveBid = sideHasBid(auction, seat);
  const partnerDoubled = auction.calls.some((c, i) => c.type === 'double' && seatOfCall(auction, i) === partner);
  const noCompeting: Placement = placed(PASS, {
    en: 'Our side has not bid, and no rule of the book has a call here: Pass.',
    id: 'Pihak kita belum menawar, dan tidak ada aturan dalam buku untuk panggilan di sini: Pass.',
  });
  if (!weHaveBid && !partnerDoubled) return noCompeting;

  const table = readTable();
  const partnerLast = lastCallOf(table.calls, partner);
  const rightLast = lastCallOf(table.calls, rightOf(seat));
  const myLengths: Record<Suit, number> = { S: hand.count('S'), H: hand.count('H'), D: hand.count('D'), C: hand.count('C') };
  const mine = highCardPoints(hand);
  if (!weHaveBid) {
    // Partner's penalty double (of their 1NT) is left in: it is not a takeout double to answer.
    if (isPenaltyDouble(partnerLast))
      return placed(PASS, {
        en: "Partner's double is for penalty: Pass, to leave it in.",
        id: 'Double partner adalah double penalti: Pass, untuk membiarkannya.',
      });
    if (partnerDoubledForTakeout(table.calls, auction)) return answerTakeout(auction, table, hand, seat, numbers);
    return noCompeting;
  }

  const partnerShows = table.seats[partner];
  const opponents = opponentsLeast(table.seats, seat);
  // With an eight-card fit shown, my shortness counts too (void 3, singleton 2, doubleton 1).
  const fitShownIn = (s: Suit): boolean => myLengths[s] + partnerShows.lengths[s].min >= 8;
  const fitShown = SUITS.some(fitShownIn);
  const combined = combinedPoints(mine, fitShown ? new HandFacts(hand).distributionPoints : 0, partnerShows.points, opponents);
  const gameForced = table.calls.some((c) => ours(c.seat) && forcesToGame(c));
  const forced = partnerForces(table.calls, seat);
  const contested = sideHasBid(auction, seat, false);
  const counted = expected(combined, contested);
  let goal = goalOf(counted, numbers, fitShownIn('S') || fitShownIn('H'));
  if (gameForced && goal === 'part-score') goal = 'game';
  // Partner invites game within a narrow range: accept when game is there opposite its maximum
  // (bench/par.bench.ts, with the 0.5 share: 600 deals 4.87 against 4.91 without).
  const invited = isInvitation(partnerLast) && rightLast?.call.type === 'pass';
  const invitedMax = combined.min - partnerShows.points.min + partnerShows.points.max;
  if (invited && goal === 'part-score' && partnerShows.points.max - partnerShows.points.min <= 3 && invitedMax >= numbers.game)
    goal = 'game';
  // I invited game and partner passed: partner declined, and game is not bid over its head
  // (bench/par.bench.ts: 100 deals 4.44 against 4.57, 300 4.87 against 4.91, 600 4.82 against 4.84).
  const declined = isInvitation(lastCallOf(table.calls, seat)) && partnerLast?.call.type === 'pass';
  if (declined && goal === 'game') goal = 'part-score';
  const fits: Record<Suit, number> = { S: 0, H: 0, D: 0, C: 0 };
  for (const s of SUITS) fits[s] = myLengths[s] + assumedLength(partnerShows.lengths[s], myLengths[s], contested);
  let p = plan(goal, fits, myLengths, auction, contested, counted, numbers);
  // No fit, and partner's range too wide to be sure: no slam in notrump on the hope of partner's maximum.
  if (p.strain === 'NT' && p.goal === 'small slam' && combined.min < numbers.smallSlam - NOTRUMP_SLAM_MARGIN)
    p = plan('game', fits, myLengths, auction, contested, counted, numbers);

  const points = pointsWords(combined);
  const why: Words = { en: `We have ${points.en} and ${p.fitWords.en}`, id: `Kita punya ${points.id} dan ${p.fitWords.id}` };
  const last = state.lastBid;
  const ourContract = last !== undefined && ours(last.seat);

  // A part-score of ours in a suit with a seven-card fit, or in notrump, is left alone: correcting
  // it would only push the partnership higher.
  const partScoreWillDo =
    p.goal === 'part-score' && ourContract && (last.bid.strain === 'NT' || fits[last.bid.strain] >= 7) && last.bid.strain !== p.strain;
  // Already in the planned strain: at or above the level wanted, or anywhere for a part-score (raising
  // our own part-score only pushes the partnership higher).
  const alreadyThere =
    ourContract &&
    last.bid.strain === p.strain &&
    (p.goal === 'part-score' || (p.target !== undefined && last.bid.level >= p.target.level));
  const slam = slamMove(hand, auction, table, seat, p, combined, playing.has(ROMAN_KEYCARD), numbers);
  if (slam !== undefined) return slam;
  if (p.target !== undefined && !partScoreWillDo && !alreadyThere) {
    const forcedToGame = gameForced && goalOf(combined.min, numbers) === 'part-score';
    const aim = goalWords(p.goal);
    const target = displayCall(p.target);
    return placed(p.target, {
      en: `${why.en}${forcedToGame ? ' (the auction is forcing to game)' : ''}: ${aim.en}, ${target}.`,
      id: `${why.id}${forcedToGame ? ' (lelang ini forcing sampai game)' : ''}: ${aim.id}, ${target}.`,
    });
  }

  const current: Words = last === undefined ? { en: 'no contract', id: 'tidak ada kontrak' } : same(displayCall(last.bid));
  const aim = goalWords(p.goal);
  let reason: Words;
  if (partScoreWillDo) reason = { en: `${current.en} will do as a part-score`, id: `${current.id} cukup sebagai part-score` };
  else if (ourContract && last.bid.strain === p.strain && last.bid.level === p.wanted)
    reason = { en: `${current.en} is already the contract for ${aim.en}`, id: `${current.id} sudah menjadi kontrak untuk ${aim.id}` };
  else if (ourContract && last.bid.strain === p.strain)
    reason = {
      en: `we are already in ${current.en}, higher than ${aim.en} needs`,
      id: `kita sudah di ${current.id}, lebih tinggi dari yang dibutuhkan ${aim.id}`,
    };
  else {
    const strain = strainWords(p.strain);
    reason = {
      en: `${aim.en} in ${strain.en} can no longer be bid over ${current.en}`,
      id: `${aim.id} di ${strain.id} tidak bisa lagi ditawar di atas ${current.id}`,
    };
  }
  if (forced && partnerLast !== undefined) {
    const myLongest = [...SUITS].sort((a, b) => myLengths[b] - myLengths[a] || SUITS.indexOf(a) - SUITS.indexOf(b))[0] ?? 'S';
    const fallback = cheapestSensible(auction, [p.strain, myLongest, 'NT']);
    if (fallback !== undefined) {
      const theirs = displayCall(partnerLast.call);
      const mine = displayCall(fallback);
      return placed(fallback, {
        en: `Partner's ${theirs} is forcing, so not Pass. ${why.en}: ${mine}, the cheapest sensible bid.`,
        id: `${theirs} partner forcing, jadi bukan Pass. ${why.id}: ${mine}, tawaran masuk akal yang termurah.`,
      });
    }
  }
  const penalty = penaltyDouble(hand, auction, seat, combined.min);
  if (penalty !== undefined)
    return placed(DOUBLE, { en: `${why.en}, and ${reason.en}; ${penalty.en}`, id: `${why.id}, dan ${reason.id}; ${penalty.id}` }, [
      'double for penalty',
    ]);
  // The fit as shown (partner's least length, no length assumed): the law of total tricks counts trumps held.
  const shownFits: Record<Suit, number> = { S: 0, H: 0, D: 0, C: 0 };
  for (const s of SUITS) shownFits[s] = myLengths[s] + partnerShows.lengths[s].min;
  const competing = competeByTotalTricks(auction, seat, shownFits, vulnerability);
  if (competing !== undefined) return competing;
  return placed(PASS, { en: `${why.en}, and ${reason.en}: Pass.`, id: `${why.id}, dan ${reason.id}: Pass.` });
}

/**
 * A penalty double of the opponents' contract, in words, or undefined: their undoubled contract at
 * the three level or higher, where we hold 23+ points, or 20+ and four of their trumps.
 */
function penaltyDouble(hand: CardSet, auction: Auction, seat: Seat, ourPoints: number): Words | undefined {
  const state = auctionState(auction);
  const last = state.lastBid;
  if (last === undefined || sideOf(last.seat) === sideOf(seat) || state.doubling !== '' || last.bid.level < 3) return undefined;
  if (!isLegalCall(auction, DOUBLE)) return undefined;
  const trumps = last.bid.strain === 'NT' ? 0 : hand.count(last.bid.strain);
  if (ourPoints < 23 && (ourPoints < 20 || trumps < 4)) return undefined;
  const theirs = displayCall(last.bid);
  return {
    en: `a penalty double of ${theirs}: we have ${ourPoints}+ points${trumps >= 4 ? ` and ${trumps} of their trumps` : ''}.`,
    id: `double penalti atas ${theirs}: kita punya ${ourPoints}+ poin${trumps >= 4 ? ` dan ${trumps} trump mereka` : ''}.`,
  };
}

/**
 * Competing by the law of total tricks once the opponents have outbid our part-score: with ten
 * trumps together our side bids on to the four level, with eleven the five level (as many
 * tricks as trumps; the three level is the part-score's, plan), but not at unfavourable vulnerability; at favourable
 * vulnerability over their game, one level more: a sacrifice (nine trumps at four, ten at five),
 * doubled and down two or three costing less than their vulnerable game. Once only: not when our
 * side has already bid at the four level or higher, nor over a double. The fit is the longest we
 * hold as shown: my length and partner's least (no length assumed for partner).
 */
function competeByTotalTricks(
  auction: Auction,
  seat: Seat,
  fits: Readonly<Record<Suit, number>>,
  vulnerability: Vulnerability,
): Placement | undefined {
  const state = auctionState(auction);
  const last = state.lastBid;
  if (last === undefined || sideOf(last.seat) === sideOf(seat) || state.doubling !== '') return undefined;
  const ourHighest = Math.max(
    0,
    ...auction.calls.flatMap((c, i) => (c.type === 'bid' && sideOf(seatOfCall(auction, i)) === sideOf(seat) ? [c.level] : [])),
  );
  if (ourHighest >= 4) return undefined;
  const suit = (['S', 'H', 'D', 'C'] as const).filter((s) => fits[s] >= 9).sort((a, b) => fits[b] - fits[a])[0];
  if (suit === undefined) return undefined;
  const we = isVulnerable(vulnerability, sideOf(seat));
  const they = isVulnerable(vulnerability, sideOf(last.seat));
  const theirGame = last.bid.strain !== 'NT' && last.bid.level >= gameLevel(last.bid.strain);
  const sacrifice = !we && they && theirGame;
  if (we && !they) return undefined;
  const allowed = fits[suit] - 6 + (sacrifice ? 1 : 0);
  const level = cheapest(suit, auction);
  if (level > Math.min(allowed, 5) || level < 4) return undefined;
  const target = bid(level as Level, suit);
  const shown = cardsWords(fits[suit], suit);
  const call = displayCall(target);
  return placed(
    target,
    sacrifice
      ? {
          en: `We have ${shown.en}, and they are in a vulnerable game while we are not: a sacrifice, ${call} (doubled and down two or three costs less than their game).`,
          id: `Kita punya ${shown.id}, dan mereka di game rentan sedangkan kita tidak: sacrifice, ${call} (di-double dan kalah dua atau tiga lebih murah daripada game mereka).`,
        }
      : {
          en: `We have ${shown.en}: by the law of total tricks we compete to ${call}, as many tricks as trumps.`,
          id: `Kita punya ${shown.id}: menurut law of total tricks kita bersaing sampai ${call}, jumlah trik sebanyak jumlah trump.`,
        },
  );
}

/** The suits bid by the side not calling now. */
const theirSuits = (auction: Auction): Suit[] => {
  const side = sideOf(seatOfCall(auction, auction.calls.length));
  return suitsBidBy(auction, (s) => sideOf(s) !== side);
};

/** Answers partner's takeout double: our longest suit they have not bid, at the cheapest level (a major game with game values together). */
function answerTakeout(auction: Auction, table: BiddingTable, hand: CardSet, seat: Seat, numbers: SystemNumbers): Placement {
  const lengths = (s: Suit): number => hand.count(s);
  const theirs = theirSuits(auction);
  const suit = SUITS.filter((s) => !theirs.includes(s)).sort(
    (a, b) => lengths(b) - lengths(a) || (isMajor(b) ? 1 : 0) - (isMajor(a) ? 1 : 0),
  )[0];
  const rightLast = lastCallOf(table.calls, rightOf(seat));
  if (suit === undefined || rightLast?.call.type !== 'pass')
    return placed(PASS, {
      en: 'Partner doubled, and the next player bid: no rule has a call here, Pass.',
      id: 'Partner men-double, dan pemain berikutnya menawar: tidak ada aturan untuk panggilan di sini, Pass.',
    });
  const combined = numbers.takeoutDouble + highCardPoints(hand);
  const level = Math.max(cheapest(suit, auction), combined >= numbers.game && isMajor(suit) ? 4 : 0);
  const name = strainWords(suit);
  if (level > 4)
    return placed(PASS, {
      en: `Partner doubled for takeout, but ${name.en} can't be bid below game: Pass.`,
      id: `Partner men-double takeout, tetapi ${name.id} tidak bisa ditawar di bawah game: Pass.`,
    });
  const answer = bid(level as Level, suit);
  const held = cardsWords(lengths(suit), suit);
  const least = numbers.takeoutDouble;
  return placed(answer, {
    en: `Partner's takeout double shows ${least}+ points and asks for our best suit: we have ${combined}+ points and ${held.en}, ${displayCall(answer)}.`,
    id: `Double takeout partner menunjukkan ${least}+ poin dan meminta suit terbaik kita: kita punya ${combined}+ poin dan ${held.id}, ${displayCall(answer)}.`,
  });
}
