// The shared notation schemas, including those the coming endpoints (bid, mark, games) will use.
import { card, formatCall, formatHand, parseSeat, parseVulnerability } from '@tenace/engine';
import { describe, expect, it } from 'vitest';
import { CallInput, CardInput, ContractInput, HandInput, SeatInput, VulnerabilityInput } from '../../src/schemas.ts';

describe('seats', () => {
  it.each([
    ['N', 'N'],
    ['e', 'E'],
    [' South ', 'S'],
    ['west', 'W'],
  ])('reads %j as %s', (text, seat) => {
    expect(parseSeat(text)).toEqual({ ok: true, value: seat });
    expect(SeatInput.parse(text)).toBe(seat);
  });

  it.each(['', 'X', 'NS', 'Norths', 'constructor', '__proto__', 'toString'])('refuses %j in plain words', (text) => {
    expect(parseSeat(text)).toEqual({ ok: false, error: { code: 'unknown-seat', message: `unknown seat '${text}': write N, E, S or W` } });
  });
});

describe('vulnerability', () => {
  it.each([
    ['None', 'None'],
    ['none', 'None'],
    ['Love', 'None'],
    ['-', 'None'],
    ['NS', 'NS'],
    ['n-s', 'NS'],
    ['N/S', 'NS'],
    ['EW', 'EW'],
    ['e-w', 'EW'],
    ['Both', 'Both'],
    ['ALL', 'Both'],
    ['all', 'Both'],
  ])('reads %j as %s', (text, vulnerability) => {
    expect(parseVulnerability(text)).toEqual({ ok: true, value: vulnerability });
    expect(VulnerabilityInput.parse(text)).toBe(vulnerability);
  });

  it.each(['', 'Some', 'N', '--', 'NSEW', 'constructor', '__proto__', 'valueOf'])('refuses %j', (text) => {
    expect(parseVulnerability(text).ok).toBe(false);
  });
});

describe('calls', () => {
  it.each([
    ['Pass', 'Pass'],
    ['p', 'Pass'],
    ['Double', 'X'],
    ['x', 'X'],
    ['Redouble', 'XX'],
    ['1N', '1NT'],
    ['1nt', '1NT'],
    ['1♠', '1S'],
    ['7♣', '7C'],
    ['3h', '3H'],
  ])('reads %j as %s', (text, canonical) => {
    expect(formatCall(CallInput.parse(text))).toBe(canonical);
  });

  it("refuses an unknown call with the engine's message", () => {
    const result = CallInput.safeParse('8S');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe("unknown call '8S': write Pass, X, XX or a bid from 1C to 7NT");
  });
});

describe('cards', () => {
  it.each([
    ['SA', card('S', 14)],
    ['s10', card('S', 10)],
    ['HT', card('H', 10)],
    ['♠A', card('S', 14)],
    ['c2', card('C', 2)],
  ])('reads %j', (text, expected) => {
    expect(CardInput.parse(text)).toBe(expected);
  });

  it('refuses a card with no suit', () => {
    expect(CardInput.safeParse('A').success).toBe(false);
  });
});

describe('contracts and hands', () => {
  it('reads a contract with symbols, spaces and any case', () => {
    expect(ContractInput.parse('4 ♠ xx')).toEqual({ level: 4, strain: 'S', doubled: 'XX' });
    expect(ContractInput.parse('3n')).toEqual({ level: 3, strain: 'NT', doubled: '' });
    expect(ContractInput.parse('PASS')).toBe('passed-out');
  });

  it('reads a hand as PBN, card words or an array, to the same cards', () => {
    const forms = [
      'AT762.QJ9.K93.K4',
      'sa s10 s7 s6 s2 hq hj h9 ck c4 dk d9 d3',
      ['SA', 'ST', 'S7', 'S6', 'S2', 'HQ', 'HJ', 'H9', 'CK', 'C4', 'DK', 'D9', 'D3'],
    ];
    for (const form of forms) expect(formatHand(HandInput.parse(form))).toBe('AT762.QJ9.K93.K4');
  });
});

describe("a game's stored setup", () => {
  it('keeps the options of the book through storage, and reads a setup stored before games had options', async () => {
    const { tableSetup } = await import('@tenace/trainer');
    const { StoredSetup, setupToStored } = await import('../../src/games/stored.ts');
    const withKeycards = tableSetup('NS', 'stored', ['Roman Keycard Blackwood']);
    expect(StoredSetup.parse(JSON.parse(JSON.stringify(setupToStored(withKeycards)))).options).toEqual(['Roman Keycard Blackwood']);
    const old = setupToStored(tableSetup('NS', 'stored'));
    expect(old).not.toHaveProperty('options');
    expect(StoredSetup.parse(old)).not.toHaveProperty('options');
  });
});
