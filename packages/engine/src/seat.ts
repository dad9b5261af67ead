import { err, ok, type EngineError, type Result } from './result.ts';

/** Seats clockwise from North. */
export type Seat = 'N' | 'E' | 'S' | 'W';
export const SEATS: readonly Seat[] = ['N', 'E', 'S', 'W'];
export type Side = 'NS' | 'EW';

export const SEAT_NAME: Readonly<Record<Seat, string>> = { N: 'North', E: 'East', S: 'South', W: 'West' };

export const seatIndex = (seat: Seat): number => SEATS.indexOf(seat);
/** The seat `steps` places clockwise from `seat`. */
export const rotate = (seat: Seat, steps: number): Seat => SEATS[(((seatIndex(seat) + steps) % 4) + 4) % 4] as Seat;
/** Left-hand opponent: the next seat clockwise, who plays after `seat`. */
export const leftOf = (seat: Seat): Seat => rotate(seat, 1);
export const partnerOf = (seat: Seat): Seat => rotate(seat, 2);
/** Right-hand opponent: who plays before `seat`. */
export const rightOf = (seat: Seat): Seat => rotate(seat, 3);
export const sideOf = (seat: Seat): Side => (seat === 'N' || seat === 'S' ? 'NS' : 'EW');
export const otherSide = (side: Side): Side => (side === 'NS' ? 'EW' : 'NS');
export const isSeat = (text: string): text is Seat => text === 'N' || text === 'E' || text === 'S' || text === 'W';

/** Which sides are vulnerable. */
export type Vulnerability = 'None' | 'NS' | 'EW' | 'Both';
export const VULNERABILITIES: readonly Vulnerability[] = ['None', 'NS', 'EW', 'Both'];
export const isVulnerable = (vul: Vulnerability, side: Side): boolean => vul === 'Both' || vul === side;

// Maps, not objects: a user's word such as `constructor` must not find a prototype member.
const SEAT_WORDS: ReadonlyMap<string, Seat> = new Map(
  Object.entries({ N: 'N', E: 'E', S: 'S', W: 'W', NORTH: 'N', EAST: 'E', SOUTH: 'S', WEST: 'W' } as const),
);

/** Reads `N`, `E`, `S`, `W` or the seat's name, any case. */
export function parseSeat(text: string): Result<Seat, EngineError<'unknown-seat'>> {
  const seat = SEAT_WORDS.get(text.trim().toUpperCase());
  return seat ? ok(seat) : err('unknown-seat', `unknown seat '${text}': write N, E, S or W`);
}

const VULNERABILITY_WORDS: ReadonlyMap<string, Vulnerability> = new Map(
  Object.entries({
    NONE: 'None',
    LOVE: 'None',
    '-': 'None',
    NS: 'NS',
    EW: 'EW',
    BOTH: 'Both',
    ALL: 'Both',
  } as const),
);

/** Reads `None`, `NS`, `EW`, `Both`, any case, and PBN's `All`, `Love`, `-`, `N-S`, `E/W`. */
export function parseVulnerability(text: string): Result<Vulnerability, EngineError<'unknown-vulnerability'>> {
  const word = text.trim().toUpperCase();
  // `N-S` and `E/W` name a side; a lone `-` is PBN's "nobody".
  const vulnerability = VULNERABILITY_WORDS.get(word === '-' ? word : word.replace(/[\s/-]/g, ''));
  return vulnerability ? ok(vulnerability) : err('unknown-vulnerability', `unknown vulnerability '${text}': write None, NS, EW or Both`);
}
