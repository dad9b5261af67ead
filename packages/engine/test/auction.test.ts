import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  ALL_BIDS,
  DOUBLE,
  PASS,
  REDOUBLE,
  SEATS,
  auctionFromCalls,
  auctionState,
  bid,
  callsEqual,
  displayCall,
  dummyOf,
  finalContract,
  formatCall,
  formatContract,
  isLegalCall,
  legalCalls,
  makeCall,
  newAuction,
  parseCall,
  parseContract,
  unwrap,
  type Auction,
  type Call,
  type Result,
  type Seat,
} from '../src/index.ts';

const call = (text: string): Call => unwrap(parseCall(text));
const calls = (text: string): Call[] =>
  text
    .split(/\s+/)
    .filter((w) => w !== '')
    .map(call);
/** An auction from its calls, dealer South as on the game card unless said otherwise. */
const auction = (text: string, dealer: Seat = 'S'): Auction => unwrap(auctionFromCalls(dealer, calls(text)));
/** Why the next call is refused, or 'legal'. */
const refusal = (before: string, next: string, dealer: Seat = 'S'): string => {
  const r = makeCall(auction(before, dealer), call(next));
  return r.ok ? 'legal' : r.error.message;
};
const contract = (text: string, dealer: Seat = 'S'): string => {
  const c = finalContract(auction(text, dealer));
  if (c === undefined) return 'not over';
  return c === 'passed-out' ? 'passed out' : `${formatContract(c)} by ${c.declarer}`;
};
const message = (r: Result<unknown>): string => (r.ok ? 'no error' : r.error.message);

describe('calls', () => {
  it.each([
    ['P', 'Pass'],
    ['Pass', 'Pass'],
    ['pass', 'Pass'],
    ['X', 'X'],
    ['x', 'X'],
    ['Double', 'X'],
    ['double', 'X'],
    ['XX', 'XX'],
    ['xx', 'XX'],
    ['Redouble', 'XX'],
    ['1N', '1NT'],
    ['1NT', '1NT'],
    ['1nt', '1NT'],
    ['3n', '3NT'],
    ['1♠', '1S'],
    ['2♥', '2H'],
    ['3♦', '3D'],
    ['4♣', '4C'],
    ['1C', '1C'],
    ['7s', '7S'],
    [' 2h ', '2H'],
  ])('reads %j as %s', (text, canonical) => {
    expect(formatCall(call(text))).toBe(canonical);
  });

  it.each(['', '0C', '8C', '1', 'C', '1Z', '1NTT', 'PP', 'XXX', '10S'])('rejects %j in plain words', (text) => {
    const r = parseCall(text);
    expect(r.ok ? '' : r.error.code).toBe('unknown-call');
    expect(message(r)).toContain(`unknown call '${text}'`);
  });

  it('reads back every call it writes', () => {
    for (const c of [PASS, DOUBLE, REDOUBLE, ...ALL_BIDS]) {
      expect(callsEqual(call(formatCall(c)), c)).toBe(true);
      expect(callsEqual(call(displayCall(c)), c)).toBe(true);
    }
  });

  it('shows calls to people with suit symbols', () => {
    expect(displayCall(bid(1, 'S'))).toBe('1♠');
    expect(displayCall(bid(3, 'NT'))).toBe('3NT');
    expect([PASS, DOUBLE, REDOUBLE].map(displayCall)).toEqual(['Pass', 'Double', 'Redouble']);
  });

  it('lists the 35 bids lowest first: clubs < diamonds < hearts < spades < NT, then the next level', () => {
    expect(ALL_BIDS).toHaveLength(35);
    expect(ALL_BIDS.slice(0, 6).map(formatCall)).toEqual(['1C', '1D', '1H', '1S', '1NT', '2C']);
    expect(ALL_BIDS.map(formatCall).at(-1)).toBe('7NT');
  });
});

describe('the auction (game card §3)', () => {
  it('goes clockwise from the dealer', () => {
    expect(auctionState(auction('')).turn).toBe('S');
    expect(auctionState(auction('1C')).turn).toBe('W');
    expect(auctionState(auction('1C P')).turn).toBe('N');
    expect(auctionState(auction('1C P P')).turn).toBe('E');
    expect(auctionState(auction('1C', 'E')).turn).toBe('S');
  });

  it('wants each bid to outrank the last: higher strain at the level, or any higher level', () => {
    expect(refusal('1H', '1C')).toBe('1C does not outrank 1H');
    expect(refusal('1H', '1H')).toBe('1H does not outrank 1H');
    expect(refusal('1H P', '1D')).toBe('1D does not outrank 1H');
    expect(refusal('1NT', '1S')).toBe('1S does not outrank 1NT');
    expect(refusal('3C', '2NT')).toBe('2NT does not outrank 3C');
    expect(refusal('1H', '1S')).toBe('legal');
    expect(refusal('1H', '1NT')).toBe('legal');
    expect(refusal('1NT', '2C')).toBe('legal');
    expect(refusal('1H X', '2C')).toBe('legal');
    expect(refusal('6NT', '7C')).toBe('legal');
    expect(refusal('7NT', '7NT')).toBe('7NT does not outrank 7NT');
  });

  it('names the call and its maker when a list of calls has an illegal one', () => {
    expect(message(auctionFromCalls('S', calls('1H 1C')))).toBe('call 2 (West, 1C): 1C does not outrank 1H');
    expect(message(auctionFromCalls('N', calls('1S P X')))).toBe("call 3 (South, X): you cannot double your partner's bid");
  });

  it('lets only an opponent double, and only an undoubled bid', () => {
    expect(refusal('1H', 'X')).toBe('legal'); // West doubles South
    expect(refusal('1H P', 'X')).toBe("you cannot double your partner's bid"); // North
    expect(refusal('1H P P', 'X')).toBe('legal'); // East, in the balancing seat
    expect(refusal('1H X', 'X')).toBe('1H is already doubled');
    expect(refusal('1H X P P', 'X')).toBe('1H is already doubled');
    expect(refusal('1H X XX', 'X')).toBe('1H is already redoubled');
    expect(refusal('', 'X')).toBe('there is no bid to double');
    expect(refusal('P P', 'X')).toBe('there is no bid to double');
  });

  it('lets only the doubled side redouble', () => {
    expect(refusal('1H X', 'XX')).toBe('legal'); // North, partner of the bidder
    expect(refusal('1H X P P', 'XX')).toBe('legal'); // South, the bidder
    expect(refusal('1H X P', 'XX')).toBe('only the side that was doubled may redouble'); // East
    expect(refusal('P 1H X P P', 'XX')).toBe('legal'); // West bid, North doubled, West redoubles
    expect(refusal('1H', 'XX')).toBe('you can redouble only a bid that the opponents have doubled');
    expect(refusal('1H X XX', 'XX')).toBe('1H is already redoubled');
    expect(refusal('', 'XX')).toBe('there is no bid to redouble');
  });

  it('keeps a double in force through passes, and a higher bid cancels it', () => {
    expect(auctionState(auction('1H X P')).doubling).toBe('X');
    expect(auctionState(auction('1H X XX P')).doubling).toBe('XX');
    expect(auctionState(auction('1H X 1S')).doubling).toBe('');
    expect(auctionState(auction('1H X XX 2C')).doubling).toBe('');
    expect(contract('1H X P P P')).toBe('1HX by S');
    expect(contract('1H X XX P P P')).toBe('1HXX by S');
    expect(contract('1H X 1S P P P')).toBe('1S by N');
    expect(contract('1H X XX 2C P P P')).toBe('2C by E');
    // After a bid cancels the double, the new bid can be doubled afresh.
    expect(refusal('1H X 1S', 'X')).toBe('legal');
  });

  it('restarts the count of passes after a double or redouble', () => {
    expect(auctionState(auction('1H P P X')).passes).toBe(0);
    expect(contract('1H P P X P P')).toBe('not over');
    expect(contract('1H P P X P P P')).toBe('1HX by S');
    expect(contract('1H X P P XX P P')).toBe('not over');
    expect(contract('1H X P P XX P P P')).toBe('1HXX by S');
  });

  it('passes the deal out after four passes with no bid', () => {
    expect(contract('P P P')).toBe('not over');
    expect(contract('P P P P')).toBe('passed out');
    expect(auctionState(auction('P P P P')).over).toBe(true);
    expect(legalCalls(auction('P P P P'))).toEqual([]);
    expect(refusal('P P P P', 'P')).toBe('the auction is over');
    expect(refusal('P P P P', '1C')).toBe('the auction is over');
    // Fourth hand may still open after three passes.
    expect(contract('P P P 1C P P P')).toBe('1C by E');
  });

  it('ends the auction after a bid and three consecutive passes', () => {
    expect(contract('1C')).toBe('not over');
    expect(contract('1C P')).toBe('not over');
    expect(contract('1C P P')).toBe('not over');
    expect(contract('1C P P P')).toBe('1C by S');
    expect(contract('1C P 1H P 2C P P P')).toBe('2C by S');
    expect(refusal('1C P P P', 'P')).toBe('the auction is over');
    expect(refusal('1C P P P', '2C')).toBe('the auction is over');
    expect(refusal('1C P P P', 'X')).toBe('the auction is over');
    expect(legalCalls(auction('1C P P P'))).toEqual([]);
  });

  it('makes the last bid the contract, played by the first of its side to name the strain', () => {
    // South named hearts first.
    expect(contract('1H P 2H P 4H P P P')).toBe('4H by S');
    // North named hearts first, then South raised it: North declares.
    expect(contract('1C P 1H P 2H P 4H P P P')).toBe('4H by N');
    // West named hearts first, but West is not on the winning side.
    expect(contract('1C 1H P P 2H P P P')).toBe('2H by S');
    // A strain named earlier in another suit's turn does not count, only the final strain.
    expect(contract('1S P 2C P 3NT P P P')).toBe('3NT by S');
    expect(contract('1S P 2NT P 3NT P P P')).toBe('3NT by N');
    // East-West win: East named spades first, West raised.
    expect(contract('1C 1S 2C 4S P P P')).toBe('4S by W');
  });

  it('gives the declarer and dummy for any dealer', () => {
    const c = finalContract(auction('1C 1S 2C 4S P P P'));
    expect(c !== undefined && c !== 'passed-out' ? [c.declarer, dummyOf(c)] : []).toEqual(['W', 'E']);
    const d = finalContract(auction('P 1NT P 3NT P P P', 'W'));
    expect(d !== undefined && d !== 'passed-out' ? [d.declarer, dummyOf(d)] : []).toEqual(['N', 'S']);
  });

  it('lists the legal calls: pass, double or redouble when allowed, then every higher bid', () => {
    const opening = legalCalls(newAuction('S'));
    expect(opening.map(formatCall)).toEqual(['Pass', ...ALL_BIDS.map(formatCall)]);
    expect(legalCalls(auction('1H')).map(formatCall)).toEqual(['Pass', 'X', ...ALL_BIDS.slice(3).map(formatCall)]);
    expect(legalCalls(auction('1H P')).map(formatCall)).toEqual(['Pass', ...ALL_BIDS.slice(3).map(formatCall)]);
    expect(legalCalls(auction('1H X')).map(formatCall)).toEqual(['Pass', 'XX', ...ALL_BIDS.slice(3).map(formatCall)]);
    expect(legalCalls(auction('1H X P')).map(formatCall)).toEqual(['Pass', ...ALL_BIDS.slice(3).map(formatCall)]);
    expect(legalCalls(auction('7NT')).map(formatCall)).toEqual(['Pass', 'X']);
    expect(legalCalls(auction('7NT X XX')).map(formatCall)).toEqual(['Pass']);
  });

  it('accepts exactly the legal calls, and every auction of legal calls ends with a contract', () => {
    const everyCall = [PASS, DOUBLE, REDOUBLE, ...ALL_BIDS];
    fc.assert(
      fc.property(fc.constantFrom(...SEATS), fc.array(fc.nat(), { maxLength: 400 }), (dealer, choices) => {
        let a = newAuction(dealer);
        for (const choice of choices) {
          const legal = legalCalls(a);
          if (legal.length === 0) break;
          for (const c of everyCall) {
            const isListed = legal.some((l) => callsEqual(l, c));
            expect(isLegalCall(a, c)).toBe(isListed);
            expect(makeCall(a, c).ok).toBe(isListed);
          }
          // Pass more often than not so that auctions end.
          const next = choice % 3 === 0 ? (legal[choice % legal.length] ?? PASS) : PASS;
          a = unwrap(makeCall(a, next));
        }
        const state = auctionState(a);
        const result = finalContract(a);
        expect(result === undefined).toBe(!state.over);
        if (result !== undefined && result !== 'passed-out') {
          const last = state.lastBid;
          expect(last && formatCall(last.bid)).toBe(`${result.level}${result.strain}`);
          expect(last && (SEATS.indexOf(last.seat) - SEATS.indexOf(result.declarer) + 4) % 2).toBe(0);
        }
      }),
      { numRuns: 150 },
    );
  });
});

describe('contracts', () => {
  it.each([
    ['4S', '4S'],
    ['4SX', '4SX'],
    ['4SXX', '4SXX'],
    ['3NT', '3NT'],
    ['3N', '3NT'],
    ['3ntx', '3NTX'],
    ['7cxx', '7CXX'],
    ['1D', '1D'],
    [' 2H ', '2H'],
    ['4♠X', '4SX'],
    ['6♥xx', '6HXX'],
    ['4S X', '4SX'],
  ])('reads %j as %s', (text, canonical) => {
    const r = parseContract(text);
    expect(r.ok && r.value !== 'passed-out' ? `${r.value.level}${r.value.strain}${r.value.doubled}` : '').toBe(canonical);
  });

  it('reads a passed-out deal', () => {
    expect(parseContract('Pass')).toEqual({ ok: true, value: 'passed-out' });
    expect(parseContract('pass')).toEqual({ ok: true, value: 'passed-out' });
    expect(parseContract('P')).toEqual({ ok: true, value: 'passed-out' });
    expect(formatContract('passed-out')).toBe('Pass');
  });

  it.each(['', '8S', '0S', '4', 'S', '4SXXX', '4Z', '4SX X', 'X', 'XX'])('rejects %j in plain words', (text) => {
    const r = parseContract(text);
    expect(r.ok ? '' : r.error.code).toBe('unknown-contract');
    expect(message(r)).toContain(`unknown contract '${text}'`);
  });
});
