import {
  SUITS,
  VULNERABILITIES,
  auctionState,
  bid,
  dealFromSeed,
  err,
  freshSeed,
  highCardPoints,
  makeCall,
  ok,
  partnerOf,
  randomInt,
  rotate,
  seatIndex,
  seatOfCall,
  seededRandom,
  type Auction,
  type Call,
  type CardSet,
  type EngineError,
  type Result,
  type Seat,
  type Seed,
  type Vulnerability,
} from '@tenace/engine';
import { saycBook } from '@tenace/rules-dsl';
import type { Language, RuleBook } from '@tenace/rules-dsl';
import { robotBid } from '@tenace/robots';

/** A topic of the bidding quizzes. */
export interface QuizTopic {
  readonly id: string;
  readonly title: string;
  readonly description: string;
}

/** A topic's words in one language. */
type TopicWords = Omit<QuizTopic, 'id'>;

/**
 * The quiz topics, in the order a course would take them, each with its words in every language
 * the book speaks (the terms of docs/indonesian.md) side by side, so none is added in one alone.
 */
const TOPICS: readonly { readonly topic: string; readonly en: TopicWords; readonly id: TopicWords }[] = [
  {
    topic: 'openings',
    en: { title: 'Openings', description: 'Open the bidding, or pass (hands of 10+ points or with a six-card suit).' },
    id: { title: 'Pembukaan', description: 'Buka lelang, atau pass (tangan 10+ poin atau dengan suit enam kartu).' },
  },
  {
    topic: 'responses-minor',
    en: { title: 'Responses to 1♣ and 1♦', description: 'Partner opened one of a minor and the next player passed.' },
    id: { title: 'Jawaban atas 1♣ dan 1♦', description: 'Partner membuka satu di minor dan pemain berikutnya pass.' },
  },
  {
    topic: 'responses-major',
    en: { title: 'Responses to 1♥ and 1♠', description: 'Partner opened one of a major and the next player passed.' },
    id: { title: 'Jawaban atas 1♥ dan 1♠', description: 'Partner membuka satu di mayor dan pemain berikutnya pass.' },
  },
  {
    topic: 'responses-1nt',
    en: { title: 'Responses to 1NT', description: 'Partner opened 1NT and the next player passed.' },
    id: { title: 'Jawaban atas 1NT', description: 'Partner membuka 1NT dan pemain berikutnya pass.' },
  },
  {
    topic: 'responses-2nt',
    en: { title: 'Responses to 2NT', description: 'Partner opened 2NT and the next player passed.' },
    id: { title: 'Jawaban atas 2NT', description: 'Partner membuka 2NT dan pemain berikutnya pass.' },
  },
  {
    topic: 'opener-rebids',
    en: { title: "Opener's rebids", description: 'You opened one of a suit and partner answered.' },
    id: { title: 'Rebid pembuka', description: 'Anda membuka satu di suit dan partner menjawab.' },
  },
  {
    topic: 'stayman-transfers',
    en: {
      title: 'Stayman and transfers',
      description: 'After 1NT or 2NT: answer Stayman or complete a transfer, or carry on as responder.',
    },
    id: {
      title: 'Stayman dan transfer',
      description: 'Setelah 1NT atau 2NT: jawab Stayman atau selesaikan transfer, atau lanjutkan sebagai penjawab.',
    },
  },
  {
    topic: 'blackwood',
    en: { title: 'Blackwood', description: 'Partner asks for aces with 4NT once a suit has been bid.' },
    id: { title: 'Blackwood', description: 'Partner menanyakan As dengan 4NT setelah sebuah suit ditawar.' },
  },
  {
    topic: 'strong-2c',
    en: {
      title: 'The strong 2♣',
      description:
        "Answer partner's 2♣ (2♦ waiting, or a positive response with a good suit or a balanced 8+, the book's part two), or rebid after 2♣ – 2♦.",
    },
    id: {
      title: '2♣ kuat',
      description:
        'Jawab 2♣ partner (2♦ menunggu, atau jawaban positif dengan suit bagus atau seimbang 8+, bagian dua buku), atau rebid setelah 2♣ – 2♦.',
    },
  },
  {
    topic: 'competition',
    en: {
      title: 'Bidding in competition',
      description:
        "An opponent has bid: overcall, double, answer partner's overcall or double, or bid on after their interference (the book's part two).",
    },
    id: {
      title: 'Menawar dalam kompetisi',
      description:
        'Lawan sudah menawar: overcall, double, jawab overcall atau double partner, atau lanjutkan setelah gangguan mereka (bagian dua buku).',
    },
  },
  {
    topic: 'slams',
    en: {
      title: 'Slams: Blackwood, Gerber and cue bids',
      description:
        "Partner asks for aces: 4NT once a suit has been bid (keycards with the option Roman Keycard Blackwood), or 4♣ (Gerber) over your 1NT or 2NT; or partner raised your major to three (or answered Jacoby 2NT): cue-bid a control toward slam (the book's part two).",
    },
    id: {
      title: 'Slam: Blackwood, Gerber dan cue bid',
      description:
        'Partner menanyakan As: 4NT setelah sebuah suit ditawar (keycard dengan opsi Roman Keycard Blackwood), atau 4♣ (Gerber) atas 1NT atau 2NT Anda; atau partner mendukung mayor Anda ke level tiga (atau menjawab Jacoby 2NT): cue bid kontrol menuju slam (bagian dua buku).',
    },
  },
  {
    topic: 'fourth-suit',
    en: {
      title: 'Fourth suit forcing',
      description:
        "Three suits have been bid at the one level (1♣ – 1♥ – 1♠): bid on as responder, the fourth suit forcing to game, or answer partner's fourth suit as opener (the book's part two).",
    },
    id: {
      title: 'Fourth suit forcing',
      description:
        'Tiga suit sudah ditawar di level satu (1♣ – 1♥ – 1♠): lanjutkan sebagai penjawab, suit keempat forcing sampai game, atau jawab suit keempat partner sebagai pembuka (bagian dua buku).',
    },
  },
  {
    topic: 'reverses',
    en: {
      title: "Responder after opener's reverse",
      description: "You answered at the one level and partner reversed (1♦ – 1♠ – 2♥): show your strength and shape (the book's part two).",
    },
    id: {
      title: 'Penjawab setelah reverse pembuka',
      description:
        'Anda menjawab di level satu dan partner melakukan reverse (1♦ – 1♠ – 2♥): tunjukkan kekuatan dan bentuk Anda (bagian dua buku).',
    },
  },
  {
    topic: 'notrump-interference',
    en: {
      title: 'Interference over our 1NT',
      description:
        "Partner opened 1NT and the next player doubled or overcalled: escape, redouble, bid to play or force, cue-bid Stayman, or double for penalty (the book's part two).",
    },
    id: {
      title: 'Gangguan atas 1NT kita',
      description:
        'Partner membuka 1NT dan pemain berikutnya men-double atau overcall: lari, redouble, tawar untuk dimainkan atau forcing, cue bid Stayman, atau double penalti (bagian dua buku).',
    },
  },
  {
    topic: 'their-1nt',
    en: {
      title: 'Their 1NT',
      description:
        "An opponent opened 1NT: overcall a good suit, double for penalty, or pass; in the pass-out seat, balance (the book's part two).",
    },
    id: {
      title: '1NT lawan',
      description:
        'Lawan membuka 1NT: overcall dengan suit bagus, double penalti, atau pass; di posisi pass-out, balancing (bagian dua buku).',
    },
  },
  {
    topic: 'balancing',
    en: {
      title: 'Reopening and balancing',
      description:
        "They opened one of a suit and it comes round to you in the pass-out seat: balance with a double, 1NT or a suit, or pass (the book's part two).",
    },
    id: {
      title: 'Reopening dan balancing',
      description:
        'Lawan membuka satu di suit dan giliran sampai pada Anda di posisi pass-out: balancing dengan double, 1NT atau suit, atau pass (bagian dua buku).',
    },
  },
  {
    topic: 'negative-doubles',
    en: {
      title: 'Negative doubles',
      description:
        "Partner opened one of a suit and the next player overcalled (up to 3♠): a negative double, a new suit, a raise, notrump or pass (the book's part two).",
    },
    id: {
      title: 'Double negatif',
      description:
        'Partner membuka satu di suit dan pemain berikutnya overcall (sampai 3♠): double negatif, suit baru, dukungan, tanpa trump atau pass (bagian dua buku).',
    },
  },
  {
    topic: 'responder-rebids',
    en: {
      title: "Responder's second call",
      description:
        "Partner opened, you answered and partner rebid, the opponents passing: place the contract or describe your hand (the book's part two).",
    },
    id: {
      title: 'Panggilan kedua penjawab',
      description:
        'Partner membuka, Anda menjawab dan partner rebid, lawan selalu pass: tentukan kontrak atau gambarkan tangan Anda (bagian dua buku).',
    },
  },
  {
    topic: 'preempts',
    en: {
      title: 'Preempts and the answers',
      description:
        "Partner opened a weak two or a three-level preempt and the next player passed: raise, ask with 2NT, bid a new suit or pass (the book's part two).",
    },
    id: {
      title: 'Preempt dan jawabannya',
      description:
        'Partner membuka weak two atau preempt di level tiga dan pemain berikutnya pass: dukung, tanya dengan 2NT, tawar suit baru atau pass (bagian dua buku).',
    },
  },
  {
    topic: 'two-suited-overcalls',
    en: {
      title: 'Michaels and the Unusual 2NT',
      description:
        "They opened one of a suit: show a 5-5 two-suiter with the cue bid or 2NT, or answer partner's (pick a suit, jump, or ask for the minor) (the book's part two).",
    },
    id: {
      title: 'Michaels dan Unusual 2NT',
      description:
        'Lawan membuka satu di suit: tunjukkan tangan dua suit 5-5 dengan cue bid atau 2NT, atau jawab milik partner (pilih suit, lompat, atau tanyakan minornya) (bagian dua buku).',
    },
  },
  {
    topic: 'takeout-doubles',
    en: {
      title: 'Takeout doubles and the answers',
      description:
        "They opened one of a suit and partner doubled for takeout, the next player passing: answer in a suit, jump, bid notrump, cue-bid or pass for penalty (the book's part two).",
    },
    id: {
      title: 'Double takeout dan jawabannya',
      description:
        'Lawan membuka satu di suit dan partner men-double untuk takeout, pemain berikutnya pass: jawab dengan suit, lompat, tawar tanpa trump, cue bid atau pass penalti (bagian dua buku).',
    },
  },
  {
    topic: 'reopening-doubles',
    en: {
      title: 'Reopening doubles',
      description:
        "You opened, they overcalled and it came back to you: reopen with a double, rebid or pass; or answer partner's reopening double, passing for penalty with their suit (the book's part two).",
    },
    id: {
      title: 'Double reopening',
      description:
        'Anda membuka, lawan overcall dan giliran kembali pada Anda: reopening dengan double, rebid atau pass; atau jawab double reopening partner, pass penalti dengan suit mereka (bagian dua buku).',
    },
  },
];

/** The quiz topics with their words in `language`. */
export const quizTopics = (language: Language = 'en'): QuizTopic[] => TOPICS.map((t) => ({ id: t.topic, ...t[language] }));

/** The quiz topics in English. */
export const QUIZ_TOPICS: readonly QuizTopic[] = quizTopics('en');

export const QUIZ_TOPIC_IDS: readonly string[] = TOPICS.map((t) => t.topic);

/** A quiz question: the player (always South) calls next with `hand`; answer with markCall. */
export interface QuizItem {
  readonly topic: string;
  readonly seed: string;
  readonly hand: CardSet;
  readonly seat: Seat;
  readonly dealer: Seat;
  readonly vulnerability: Vulnerability;
  /** The calls so far, made by robots, from the dealer. */
  readonly auction: Auction;
}

/** Deals tried per question before giving up (the rarest topic, 2♣, needs a few hundred). */
export const QUIZ_ATTEMPTS = 4000;

interface Spot {
  readonly auction: Auction;
  readonly seat: Seat;
  readonly hand: CardSet;
}

const isBid = (c: Call | undefined, level: number, strain: string): boolean =>
  c?.type === 'bid' && c.level === level && c.strain === strain;
const isPass = (c: Call | undefined): boolean => c?.type === 'pass';

/** The opening's index and seat, if anyone has bid. */
function opening(auction: Auction): { index: number; seat: Seat; call: Call } | undefined {
  const index = auction.calls.findIndex((c) => c.type === 'bid');
  const call = auction.calls[index];
  return call === undefined ? undefined : { index, seat: seatOfCall(auction, index), call };
}

/** Whether the opponents of `seat` have passed every call since the opening. */
function opponentsPassed(auction: Auction, seat: Seat, from: number): boolean {
  for (let i = from; i < auction.calls.length; i++) {
    const who = seatOfCall(auction, i);
    if (who !== seat && who !== partnerOf(seat) && !isPass(auction.calls[i])) return false;
  }
  return true;
}

/**
 * Whether the spot is a question of the topic. A Map, not an object: the topic is the user's word,
 * and `__proto__` or `constructor` must not find a prototype member.
 */
const MATCHES: ReadonlyMap<string, (spot: Spot) => boolean> = new Map(
  Object.entries<(spot: Spot) => boolean>({
    openings: ({ auction, hand }) =>
      opening(auction) === undefined && (highCardPoints(hand) >= 10 || SUITS.some((s) => hand.count(s) >= 6)),
    'responses-minor': (spot) => response(spot, (c) => isBid(c, 1, 'C') || isBid(c, 1, 'D')),
    'responses-major': (spot) => response(spot, (c) => isBid(c, 1, 'H') || isBid(c, 1, 'S')),
    'responses-1nt': (spot) => response(spot, (c) => isBid(c, 1, 'NT')),
    'responses-2nt': (spot) => response(spot, (c) => isBid(c, 2, 'NT')),
    'opener-rebids': ({ auction, seat }) => {
      const o = opening(auction);
      return (
        o !== undefined &&
        o.seat === seat &&
        o.call.type === 'bid' &&
        o.call.level === 1 &&
        o.call.strain !== 'NT' &&
        auction.calls.length === o.index + 4 &&
        opponentsPassed(auction, seat, o.index) &&
        !isPass(auction.calls[o.index + 2])
      );
    },
    'stayman-transfers': ({ auction, seat }) => {
      const o = opening(auction);
      if (o === undefined || !opponentsPassed(auction, seat, o.index)) return false;
      const level = isBid(o.call, 1, 'NT') ? 2 : isBid(o.call, 2, 'NT') ? 3 : 0;
      const answer = auction.calls[o.index + 2];
      if (level === 0 || !(isBid(answer, level, 'C') || isBid(answer, level, 'D') || isBid(answer, level, 'H'))) return false;
      return (
        (o.seat === seat && auction.calls.length === o.index + 4) || (o.seat === partnerOf(seat) && auction.calls.length === o.index + 6)
      );
    },
    // The player's first call after an opponent's bid, early in the auction (overcalls, doubles, answers, negative doubles).
    competition: ({ auction, seat }) => {
      const o = opening(auction);
      if (o === undefined || auction.calls.length > 6) return false;
      const theyBid = auction.calls.some(
        (c, i) => c.type === 'bid' && seatOfCall(auction, i) !== seat && seatOfCall(auction, i) !== partnerOf(seat),
      );
      const iBid = auction.calls.some((c, i) => c.type !== 'pass' && seatOfCall(auction, i) === seat);
      return theyBid && !iBid;
    },
    // Responder with game values (where the fourth suit is at stake), or opener answering it.
    'fourth-suit': ({ auction, seat, hand }) => {
      const ours = uncontested(auction, seat);
      if (ours === undefined) return false;
      const [first, answer, rebid, fourth] = ours.calls;
      const threeSuits =
        [first, answer, rebid].every((c) => c?.type === 'bid' && c.level === 1 && c.strain !== 'NT') &&
        new Set([first, answer, rebid].map(strainOf)).size === 3;
      if (!threeSuits) return false;
      if (ours.calls.length === 3) return seat === partnerOf(ours.opener) && highCardPoints(hand) >= GAME_VALUES;
      const isFourth =
        fourth?.type === 'bid' &&
        fourth.level === 2 &&
        fourth.strain !== 'NT' &&
        ![first, answer, rebid].map(strainOf).includes(fourth.strain);
      return ours.calls.length === 4 && seat === ours.opener && isFourth;
    },
    'notrump-interference': ({ auction, seat }) => {
      const o = opening(auction);
      return (
        o !== undefined &&
        o.seat === partnerOf(seat) &&
        isBid(o.call, 1, 'NT') &&
        auction.calls.length === o.index + 2 &&
        !isPass(auction.calls[o.index + 1])
      );
    },
    'their-1nt': ({ auction, seat }) => {
      const o = opening(auction);
      if (o === undefined || !isBid(o.call, 1, 'NT') || o.seat === seat || o.seat === partnerOf(seat)) return false;
      const after = auction.calls.slice(o.index + 1);
      return (
        (after.length === 0 || (after.length === 2 && after.every(isPass))) &&
        !auction.calls.some((c, i) => !isPass(c) && seatOfCall(auction, i) === seat)
      );
    },
    balancing: ({ auction, seat }) => {
      const o = opening(auction);
      return (
        o !== undefined &&
        o.seat !== seat &&
        o.seat !== partnerOf(seat) &&
        o.call.type === 'bid' &&
        o.call.level === 1 &&
        o.call.strain !== 'NT' &&
        auction.calls.length === o.index + 3 &&
        isPass(auction.calls[o.index + 1]) &&
        isPass(auction.calls[o.index + 2])
      );
    },
    'negative-doubles': ({ auction, seat }) => {
      const o = opening(auction);
      const overcall = o === undefined ? undefined : auction.calls[o.index + 1];
      return (
        o !== undefined &&
        o.seat === partnerOf(seat) &&
        o.call.type === 'bid' &&
        o.call.level === 1 &&
        o.call.strain !== 'NT' &&
        auction.calls.length === o.index + 2 &&
        overcall?.type === 'bid' &&
        overcall.strain !== 'NT' &&
        overcall.level <= 3
      );
    },
    'responder-rebids': ({ auction, seat }) => {
      const ours = uncontested(auction, seat);
      if (ours === undefined || ours.calls.length !== 3 || seat !== partnerOf(ours.opener)) return false;
      const [first, answer, rebid] = ours.calls;
      return first?.type === 'bid' && first.level === 1 && answer?.type === 'bid' && rebid?.type === 'bid';
    },
    preempts: ({ auction, seat }) => {
      const o = opening(auction);
      if (o === undefined || o.seat !== partnerOf(seat) || o.call.type !== 'bid' || o.call.strain === 'NT') return false;
      const weak = (o.call.level === 2 && o.call.strain !== 'C') || o.call.level === 3;
      return weak && auction.calls.length === o.index + 2 && isPass(auction.calls[o.index + 1]);
    },
    reverses: ({ auction, seat }) => {
      const ours = uncontested(auction, seat);
      if (ours === undefined || ours.calls.length !== 3 || seat !== partnerOf(ours.opener)) return false;
      const [first, answer, rebid] = ours.calls;
      if (
        first?.type !== 'bid' ||
        first.level !== 1 ||
        first.strain === 'NT' ||
        answer?.type !== 'bid' ||
        answer.level !== 1 ||
        answer.strain === first.strain
      )
        return false;
      // A reverse ranks above the suit opened and below the answer's suit: above it, two is a jump shift.
      const rank = (c: Call): number => SUIT_RANK.indexOf(c.type === 'bid' ? c.strain : '');
      return rebid?.type === 'bid' && rebid.level === 2 && rebid.strain !== 'NT' && rank(rebid) > rank(first) && rank(rebid) < rank(answer);
    },
    // Over their one of a suit: my first call with two five-card suits, or advancing partner's cue bid or 2NT.
    'two-suited-overcalls': ({ auction, seat, hand }) => {
      const o = theirOneOfASuit(auction, seat);
      if (o === undefined) return false;
      const theirs = strainOf(o.call);
      if (auction.calls.length === o.index + 1) return SUITS.filter((s) => s !== theirs && hand.count(s) >= 5).length >= 2;
      const shown = auction.calls[o.index + 1];
      const twoSuited = isBid(shown, 2, 'NT') || (theirs !== undefined && isBid(shown, 2, theirs));
      return auction.calls.length === o.index + 3 && twoSuited && isPass(auction.calls[o.index + 2]);
    },
    // Partner doubled their one of a suit and the next player passed.
    'takeout-doubles': ({ auction, seat }) => {
      const o = theirOneOfASuit(auction, seat);
      return (
        o !== undefined &&
        auction.calls.length === o.index + 3 &&
        auction.calls[o.index + 1]?.type === 'double' &&
        isPass(auction.calls[o.index + 2])
      );
    },
    // Our one of a suit, their overcall, two passes: opener's reopening call; or responder after the reopening double.
    'reopening-doubles': ({ auction, seat }) => {
      const o = opening(auction);
      if (o === undefined || o.call.type !== 'bid' || o.call.level !== 1 || o.call.strain === 'NT') return false;
      const overcall = auction.calls[o.index + 1];
      if (overcall?.type !== 'bid' || !isPass(auction.calls[o.index + 2]) || !isPass(auction.calls[o.index + 3])) return false;
      if (o.seat === seat) return auction.calls.length === o.index + 4;
      return (
        o.seat === partnerOf(seat) &&
        auction.calls.length === o.index + 6 &&
        auction.calls[o.index + 4]?.type === 'double' &&
        isPass(auction.calls[o.index + 5])
      );
    },
    'strong-2c': ({ auction, seat }) => {
      const o = opening(auction);
      if (o === undefined || !isBid(o.call, 2, 'C') || !opponentsPassed(auction, seat, o.index)) return false;
      return (
        (o.seat === partnerOf(seat) && auction.calls.length === o.index + 2) || (o.seat === seat && auction.calls.length === o.index + 4)
      );
    },
  }),
);

/** The opening, when an opponent of `seat` made it and it is one of a suit. */
function theirOneOfASuit(auction: Auction, seat: Seat): { index: number; call: Call } | undefined {
  const o = opening(auction);
  if (o === undefined || o.seat === seat || o.seat === partnerOf(seat)) return undefined;
  return o.call.type === 'bid' && o.call.level === 1 && o.call.strain !== 'NT' ? o : undefined;
}

const SUIT_RANK: readonly string[] = ['C', 'D', 'H', 'S'];
const strainOf = (c: Call | undefined): string | undefined => (c?.type === 'bid' ? c.strain : undefined);

/**
 * The auction so far when the side of `seat` opened and the opponents passed throughout: the opener
 * and our side's calls in order (opener, responder, opener, …), or undefined.
 */
function uncontested(auction: Auction, seat: Seat): { opener: Seat; calls: readonly Call[] } | undefined {
  const o = opening(auction);
  if (o === undefined || (o.seat !== seat && o.seat !== partnerOf(seat)) || !opponentsPassed(auction, seat, o.index)) return undefined;
  if ((auction.calls.length - o.index) % 2 !== 0) return undefined;
  return { opener: o.seat, calls: auction.calls.filter((_, i) => i >= o.index && (i - o.index) % 2 === 0) };
}

/** Responder's points (high cards) that make game a question, with more for slam: what the fourth-suit and cue-bid questions ask of the hand. */
const GAME_VALUES = 12;

/**
 * Responder's turn, with game values, after opener raised responder's major to three or answered
 * Jacoby 2NT with three of the major: a control-showing cue bid toward slam may come next.
 */
const cueBidSpot = ({ auction, seat, hand }: Spot): boolean => {
  const ours = uncontested(auction, seat);
  if (highCardPoints(hand) < GAME_VALUES || ours === undefined || ours.calls.length !== 3 || seat !== partnerOf(ours.opener)) return false;
  const [first, answer, rebid] = ours.calls;
  if (first?.type !== 'bid' || first.level !== 1 || rebid?.type !== 'bid' || rebid.level !== 3) return false;
  const raised =
    answer?.type === 'bid' && answer.level === 1 && (answer.strain === 'H' || answer.strain === 'S') && rebid.strain === answer.strain;
  const jacoby = isBid(answer, 2, 'NT') && (first.strain === 'H' || first.strain === 'S') && rebid.strain === first.strain;
  return raised || jacoby;
};

function response({ auction, seat }: Spot, opened: (c: Call) => boolean): boolean {
  const o = opening(auction);
  return (
    o !== undefined &&
    o.seat === partnerOf(seat) &&
    opened(o.call) &&
    auction.calls.length === o.index + 2 &&
    isPass(auction.calls[o.index + 1])
  );
}

/**
 * Blackwood: the robots ask for aces only when a slam is likely, rare in random deals, so the
 * question puts 4NT in the mouth of partner —
 * a robot holding 16+ points whose side has agreed a suit (both partners have bid it), opponents
 * passing, the contract below
 * 4NT — and the player answers after the next opponent passes.
 */
function blackwoodSpot({ auction, seat, hand }: Spot): Auction | undefined {
  const o = opening(auction);
  if (o === undefined || (o.seat !== seat && o.seat !== partnerOf(seat)) || !opponentsPassed(auction, seat, o.index)) return undefined;
  // A suit both partners have bid: the fit Blackwood is for.
  const suitsOf = (who: Seat): Set<string> =>
    new Set(auction.calls.flatMap((c, i) => (c.type === 'bid' && c.strain !== 'NT' && seatOfCall(auction, i) === who ? [c.strain] : [])));
  const partners = suitsOf(partnerOf(seat));
  const ourSuit = [...suitsOf(seat)].some((s) => partners.has(s));
  const mine = auction.calls.filter((_, i) => seatOfCall(auction, i) === seat).length;
  if (!ourSuit || mine < 1 || highCardPoints(hand) < 16) return undefined;
  const asked = makeCall(auction, bid(4, 'NT'));
  if (!asked.ok) return undefined;
  const passed = makeCall(asked.value, { type: 'pass' });
  return passed.ok ? passed.value : undefined;
}

/** Gerber: the question puts 4♣ in the mouth of a robot holding 15+ whose partner (the player) opened 1NT or 2NT, the opponents passing. */
function gerberSpot({ auction, seat, hand }: Spot): Auction | undefined {
  const o = opening(auction);
  if (o === undefined || o.seat !== partnerOf(seat) || auction.calls.length !== o.index + 2 || !isPass(auction.calls[o.index + 1]))
    return undefined;
  if (!(isBid(o.call, 1, 'NT') || isBid(o.call, 2, 'NT')) || highCardPoints(hand) < 15) return undefined;
  const asked = makeCall(auction, bid(4, 'C'));
  if (!asked.ok) return undefined;
  const passed = makeCall(asked.value, { type: 'pass' });
  return passed.ok ? passed.value : undefined;
}

const SLAM_KINDS = ['blackwood', 'gerber', 'cue-bid'] as const;

const swapVulnerability = (v: Vulnerability): Vulnerability => (v === 'NS' ? 'EW' : v === 'EW' ? 'NS' : v);

/** The question as South sees it: the seats turned so the player sits South. */
function asSouth(topic: string, seed: string, auction: Auction, seat: Seat, hand: CardSet, vulnerability: Vulnerability): QuizItem {
  const steps = (seatIndex('S') - seatIndex(seat) + 4) % 4;
  const dealer = rotate(auction.dealer, steps);
  return {
    topic,
    seed,
    hand,
    seat: 'S',
    dealer,
    vulnerability: steps % 2 === 1 ? swapVulnerability(vulnerability) : vulnerability,
    auction: { dealer, calls: auction.calls },
  };
}

/**
 * A quiz question on a topic (chosen by the seed when not given), deterministic per seed. Seed
 * derivation: attempt k of topic t and seed s uses the key `quiz:t:s:k`, whose seeded random
 * numbers give the dealer and vulnerability and `dealFromSeed(key, dealer)` the cards; four robots
 * bid the deal and the first moment the topic's situation arises is the question. Attempts go on
 * until one does (at most QUIZ_ATTEMPTS).
 */
export function quizItem(
  options: { readonly topic?: string; readonly seed?: Seed; readonly book?: RuleBook } = {},
): Result<QuizItem, EngineError<'unknown-topic' | 'no-question'>> {
  const seed = options.seed === undefined ? freshSeed() : String(options.seed);
  const topic = options.topic ?? QUIZ_TOPIC_IDS[randomInt(seededRandom(`quiz-topic:${seed}`), QUIZ_TOPIC_IDS.length)] ?? 'openings';
  const matches = MATCHES.get(topic);
  const book = options.book ?? saycBook();
  // A slams question is one kind for a seed: an answer to Blackwood, to Gerber, or a cue bid.
  const slamKind = topic === 'slams' ? SLAM_KINDS[randomInt(seededRandom(`quiz-slams:${seed}`), SLAM_KINDS.length)] : 'blackwood';
  if (matches === undefined && topic !== 'blackwood' && topic !== 'slams') {
    return err('unknown-topic', `unknown quiz topic '${topic}': the topics are ${QUIZ_TOPIC_IDS.join(', ')}`);
  }
  for (let attempt = 0; attempt < QUIZ_ATTEMPTS; attempt++) {
    const key = `quiz:${topic}:${seed}:${attempt}`;
    const random = seededRandom(key);
    const dealer = rotate('N', randomInt(random, 4));
    const vulnerability = VULNERABILITIES[randomInt(random, 4)] ?? 'None';
    const deal = dealFromSeed(key, dealer);
    let auction: Auction = { dealer, calls: [] };
    while (!auctionState(auction).over) {
      const seat = seatOfCall(auction, auction.calls.length);
      const spot = { auction, seat, hand: deal[seat] };
      if (slamKind === 'cue-bid' && topic === 'slams') {
        if (cueBidSpot(spot)) return ok(asSouth(topic, seed, auction, seat, deal[seat], vulnerability));
      } else if (topic === 'blackwood' || topic === 'slams') {
        const asked = slamKind === 'gerber' ? gerberSpot(spot) : blackwoodSpot(spot);
        const player = partnerOf(seat);
        if (asked !== undefined) return ok(asSouth(topic, seed, asked, player, deal[player], vulnerability));
      } else if (matches?.(spot) === true) {
        return ok(asSouth(topic, seed, auction, seat, deal[seat], vulnerability));
      }
      const made = robotBid({ hand: deal[seat], vulnerability, auction }, { book });
      if (!made.ok) break;
      const next = makeCall(auction, made.value.call);
      if (!next.ok) break;
      auction = next.value;
    }
  }
  return err('no-question', `no '${topic}' question was found for seed '${seed}' in ${QUIZ_ATTEMPTS} deals; try another seed`);
}
