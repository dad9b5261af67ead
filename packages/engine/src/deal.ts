import { displayCard, type Card } from './card.ts';
import { CardSet } from './cardset.ts';
import { HAND_SIZE, formatHand, parsePbnHand, type HandErrorCode } from './hand.ts';
import { randomInt, seededRandom, type Seed } from './random.ts';
import { err, ok, type EngineError, type Result } from './result.ts';
import { SEATS, SEAT_NAME, isSeat, leftOf, rotate, type Seat } from './seat.ts';

/** The four hands of a deal. */
export type Deal = Readonly<Record<Seat, CardSet>>;

/** Checks that no card is in two hands. */
export function checkDisjoint(deal: Deal): Result<Deal, EngineError<'duplicate-card'>> {
  for (let i = 0; i < 4; i++) {
    for (let j = i + 1; j < 4; j++) {
      const a = SEATS[i] as Seat;
      const b = SEATS[j] as Seat;
      const [shared] = deal[a].intersect(deal[b]);
      if (shared !== undefined) return err('duplicate-card', `${displayCard(shared)} appears in ${SEAT_NAME[a]} and ${SEAT_NAME[b]}`);
    }
  }
  return ok(deal);
}

/** Why checkDeal refuses four hands. */
export const CHECK_DEAL_CODES = ['hand-size', 'duplicate-card'] as const;
export type CheckDealCode = (typeof CHECK_DEAL_CODES)[number];

/** Checks that four hands are a deal: 13 cards each, 52 distinct cards in all. */
export function checkDeal(deal: Deal): Result<Deal, EngineError<CheckDealCode>> {
  for (const seat of SEATS) {
    const n = deal[seat].size;
    if (n !== HAND_SIZE) return err('hand-size', `${SEAT_NAME[seat]}'s hand has ${n} card${n === 1 ? '' : 's'}; a hand has 13`);
  }
  return checkDisjoint(deal);
}

/**
 * Reads a PBN deal: `N:hand hand hand hand`, the first seat named, then clockwise.
 * With `complete` false, hands may hold fewer than 13 cards (a deal in the middle of play);
 * PBN's `-` stands for a hand that is not known and reads as empty.
 */
/** Why a PBN deal cannot be read. */
export type DealErrorCode = 'deal-format' | HandErrorCode;

export function parsePbnDeal(text: string, options: { complete?: boolean } = {}): Result<Deal, EngineError<DealErrorCode>> {
  const complete = options.complete ?? true;
  const m = /^\s*([NESWnesw])\s*:\s*(.*?)\s*$/s.exec(text);
  if (!m) return err('deal-format', `a PBN deal starts with the first seat and a colon, as in 'N:AKQ2.K93.T8.QJ43 …'; got '${text}'`);
  const first = (m[1] ?? 'N').toUpperCase();
  const parts = (m[2] ?? '').split(/\s+/).filter((p) => p !== '');
  if (parts.length !== 4) return err('deal-format', `a PBN deal has four hands after '${first}:'; found ${parts.length}`);
  const hands: Partial<Record<Seat, CardSet>> = {};
  for (let i = 0; i < 4; i++) {
    const seat = rotate(isSeat(first) ? first : 'N', i);
    const part = parts[i] ?? '';
    if (part === '-' && !complete) {
      hands[seat] = CardSet.empty;
      continue;
    }
    const hand = parsePbnHand(part, undefined);
    if (!hand.ok) return err(hand.error.code, `${SEAT_NAME[seat]}: ${hand.error.message}`);
    hands[seat] = hand.value;
  }
  const deal: Deal = { N: hands.N ?? CardSet.empty, E: hands.E ?? CardSet.empty, S: hands.S ?? CardSet.empty, W: hands.W ?? CardSet.empty };
  return complete ? checkDeal(deal) : checkDisjoint(deal);
}

/** Formats a deal as PBN, starting with `first` (North by default). */
export function formatPbnDeal(deal: Deal, first: Seat = 'N'): string {
  return `${first}:${[0, 1, 2, 3].map((i) => formatHand(deal[rotate(first, i)])).join(' ')}`;
}

/** Which seat holds a card, if any. */
export function holderOf(deal: Deal, c: Card): Seat | undefined {
  return SEATS.find((s) => deal[s].has(c));
}

/** The pack shuffled from a seed: a Fisher–Yates shuffle driven by `seededRandom`; index 0 is dealt first. */
export function shuffledPack(seed: Seed): Card[] {
  const random = seededRandom(seed);
  const pack: Card[] = Array.from({ length: 52 }, (_, i) => i);
  for (let i = pack.length - 1; i > 0; i--) {
    const j = randomInt(random, i + 1);
    const t = pack[i] as Card;
    pack[i] = pack[j] as Card;
    pack[j] = t;
  }
  return pack;
}

/**
 * Deals the pack of `shuffledPack(seed)` one card at a time, clockwise, starting with the
 * dealer's left-hand opponent (game card §2).
 */
export function dealFromSeed(seed: Seed, dealer: Seat = 'S'): Deal {
  const hands: Record<Seat, Card[]> = { N: [], E: [], S: [], W: [] };
  let seat = leftOf(dealer);
  for (const c of shuffledPack(seed)) {
    hands[seat].push(c);
    seat = leftOf(seat);
  }
  return {
    N: CardSet.fromCards(hands.N),
    E: CardSet.fromCards(hands.E),
    S: CardSet.fromCards(hands.S),
    W: CardSet.fromCards(hands.W),
  };
}
