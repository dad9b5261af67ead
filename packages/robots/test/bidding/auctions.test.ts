import {
  SEATS,
  auctionState,
  callsEqual,
  dealFromSeed,
  formatCall,
  isLegalCall,
  makeCall,
  partnerOf,
  seatOfCall,
  unwrap,
  type Auction,
  type Call,
} from '@tenace/engine';
import { describe, expect, it } from 'vitest';
import { SAYC_SOURCE, bookParts, compileRules, decide, readCall, saycBook, type RuleBook } from '@tenace/rules-dsl';
import { robotBid, type RobotCall } from '../../src/index.ts';

/** The book's part one alone: the sheet, word for word. */
function partOne(): RuleBook {
  const two = bookParts(SAYC_SOURCE).find((p) => p.part === 'two');
  const source = SAYC_SOURCE.split('\n')
    .slice(0, (two?.line ?? 1) - 1)
    .join('\n');
  const compiled = compileRules(source, 'sayc.rules');
  if (!compiled.ok) throw new Error('part one does not compile on its own');
  return compiled.value;
}

const DEALS = 2000;
const VULS = ['None', 'NS', 'EW', 'Both'] as const;

interface Played {
  readonly auction: Auction;
  readonly calls: readonly RobotCall[];
  readonly illegal: string[];
}

/** Four robots bid a seeded deal, each call checked for legality before it is made. */
function play(i: number): Played & { deal: ReturnType<typeof dealFromSeed> } {
  const dealer = SEATS[i % 4] ?? 'N';
  const vulnerability = VULS[Math.floor(i / 4) % 4] ?? 'None';
  const deal = dealFromSeed(`robot-auction:${i}`, dealer);
  let auction: Auction = { dealer, calls: [] };
  const calls: RobotCall[] = [];
  const illegal: string[] = [];
  while (!auctionState(auction).over && calls.length < 100) {
    const seat = seatOfCall(auction, auction.calls.length);
    const made = unwrap(robotBid({ hand: deal[seat], vulnerability, auction }));
    if (!isLegalCall(auction, made.call)) illegal.push(`${auction.calls.map(formatCall).join(' ')} → ${formatCall(made.call)}`);
    calls.push(made);
    auction = unwrap(makeCall(auction, made.call));
  }
  return { auction, calls, illegal, deal };
}

describe(`four robots bid ${DEALS} seeded deals`, () => {
  const book = saycBook();
  const sheet = partOne();
  const played = Array.from({ length: DEALS }, (_, i) => play(i));

  it('never make an illegal call, and every auction ends', () => {
    expect(played.flatMap((p) => p.illegal)).toEqual([]);
    expect(played.filter((p) => !auctionState(p.auction).over).length).toBe(0);
  });

  it('open as part one of the book (the sheet) says for the hand', () => {
    const wrong: string[] = [];
    for (const p of played) {
      const first = p.auction.calls.findIndex((c) => c.type === 'bid');
      const upTo = first < 0 ? p.auction.calls.length : first + 1;
      for (let i = 0; i < Math.min(upTo, 4); i++) {
        const before: Auction = { dealer: p.auction.dealer, calls: p.auction.calls.slice(0, i) };
        const seat = seatOfCall(p.auction, i);
        const want = decide(sheet, { hand: p.deal[seat], vulnerability: 'None', auction: before }, { trace: false });
        const made = p.auction.calls[i] as Call;
        if (want.call === undefined || !callsEqual(want.call, made))
          wrong.push(`${p.auction.calls.map(formatCall).join(' ')} at call ${i + 1}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('respond to an opening, the opponents passing, as part one says wherever it has a rule', () => {
    // Part two's situations written `before` one of part one's act first by design (positive
    // responses to 2♣ before the sheet's 2♦ waiting).
    const ahead = new Set(book.situations.filter((s) => s.before !== undefined).map((s) => s.name));
    let checked = 0;
    const wrong: string[] = [];
    for (const p of played) {
      const first = p.auction.calls.findIndex((c) => c.type === 'bid');
      if (first < 0 || p.auction.calls[first + 1]?.type !== 'pass') continue;
      const i = first + 2;
      const made = p.auction.calls[i];
      if (made === undefined) continue;
      const before: Auction = { dealer: p.auction.dealer, calls: p.auction.calls.slice(0, i) };
      const want = decide(sheet, { hand: p.deal[seatOfCall(p.auction, i)], vulnerability: 'None', auction: before }, { trace: false });
      if (want.call === undefined || ahead.has(p.calls[i]?.rule?.situation ?? '')) continue;
      checked++;
      if (!callsEqual(want.call, made))
        wrong.push(
          `${p.auction.calls
            .slice(0, i + 1)
            .map(formatCall)
            .join(' ')}: the sheet says ${formatCall(want.call)}`,
        );
    }
    expect(wrong).toEqual([]);
    expect(checked).toBeGreaterThan(DEALS / 2);
  });

  it('bid by the book wherever it decides, and place the contract only where it does not', () => {
    for (const p of played.slice(0, 300)) {
      p.calls.forEach((made, i) => {
        const before: Auction = { dealer: p.auction.dealer, calls: p.auction.calls.slice(0, i) };
        const d = decide(book, { hand: p.deal[seatOfCall(p.auction, i)], vulnerability: 'None', auction: before }, { trace: false });
        expect(made.source).toBe(d.call === undefined ? 'placement' : 'rules');
      });
    }
  });

  it("never pass partner's forcing call past the rules; 4NT only as Blackwood or quantitative", () => {
    const problems: string[] = [];
    for (const p of played) {
      p.calls.forEach((made, i) => {
        const before: Auction = { dealer: p.auction.dealer, calls: p.auction.calls.slice(0, i) };
        const text = `${before.calls.map(formatCall).join(' ')} → ${formatCall(made.call)}`;
        // The placement's only 5NT asks for kings after Blackwood (no ace missing).
        if (
          made.call.type === 'bid' &&
          made.call.strain === 'NT' &&
          made.call.level === 5 &&
          made.source !== 'rules' &&
          !made.does.includes('ask for kings')
        )
          problems.push(`placement ${text}`);
        // What the 4NT does, as the book (or placement) declares it: an ask, a slam invitation, Gerber's answer.
        if (
          made.call.type === 'bid' &&
          made.call.level === 4 &&
          made.call.strain === 'NT' &&
          !made.does.some((p) => p === 'ask for aces' || p === 'ask for keycards' || p === 'invite slam' || p === 'answer aces')
        )
          problems.push(`4NT neither Blackwood nor quantitative: ${text}`);
        if (made.source !== 'placement' || made.call.type !== 'pass' || i < 2) return;
        const partnerIndex = i - 2;
        const partnerCall = p.auction.calls[partnerIndex];
        const rightCall = p.auction.calls[i - 1];
        if (
          partnerCall === undefined ||
          rightCall?.type !== 'pass' ||
          seatOfCall(p.auction, partnerIndex) !== partnerOf(seatOfCall(p.auction, i))
        )
          return;
        const reading = readCall(
          book,
          { vulnerability: 'None', auction: { dealer: p.auction.dealer, calls: p.auction.calls.slice(0, partnerIndex) } },
          partnerCall,
        );
        if (reading.rules[0]?.does.includes('force') === true) problems.push(`passed a forcing call: ${text}`);
      });
    }
    expect(problems).toEqual([]);
  });
});
