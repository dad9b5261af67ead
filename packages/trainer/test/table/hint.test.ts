import { describe, expect, it } from 'vitest';
import { parseCard, unwrap } from '@tenace/engine';
import type { CardChoice, RatedCard } from '@tenace/robots';
import { cardReason } from '../../src/table/hint.ts';

const card = (text: string): number => unwrap(parseCard(text));
const rated = (text: string, goal: number, tricks: number, layouts = 32): RatedCard => ({ card: card(text), goal, tricks, layouts });
const choice = (ratings: RatedCard[], samples = 32, screened = 0): CardChoice => ({
  card: ratings[0]?.card ?? 0,
  chooser: 'S',
  samples,
  screened,
  relaxation: 0,
  ratings,
  outOfTime: false,
});

describe('the reason given for a card', () => {
  it('names how often the card reaches the goal when that sets it apart', () => {
    const reason = cardReason(choice([rated('SA', 1, 9), rated('S2', 0.5, 9.5)]), 5, false, true);
    expect(reason).toBe(
      '♠A makes the contract on 100 % of 32 layouts of the hidden cards that agree with the bidding and the play; the next best, ♠2, on 50 %.',
    );
  });

  it('names the tricks when the goal is alike', () => {
    const reason = cardReason(choice([rated('HK', 0, 4.5), rated('H3', 0, 4)]), 5, true, false);
    expect(reason).toBe(
      '♥K from dummy takes 4.5 tricks from here on for your side, on average over 32 layouts of the hidden cards that agree with the bidding and the play; the next best, ♥3, takes 4.0 tricks.',
    );
  });

  it('says so when a card reaching the goal on a few more layouts was passed over for more tricks', () => {
    // The ratings as the engine reads them: goal shares a layout apart are level, more tricks first.
    const reason = cardReason(choice([rated('DA', 31 / 32, 9.4), rated('D4', 30 / 32, 9.2), rated('DQ', 1, 8.8)]), 5, false, true);
    expect(reason).toBe(
      '♦A takes 9.4 tricks from here on for your side, on average over 32 layouts of the hidden cards that agree with the bidding and the play; ' +
        '♦Q makes the contract on a few more layouts (100 % against 97 %), too few to tell apart, but takes 8.8 tricks.',
    );
    // A card solved on fewer layouts (dropped early) is not compared.
    const dropped = cardReason(choice([rated('DA', 31 / 32, 9.4), rated('DQ', 1, 8.8, 12)]), 5, false, true);
    expect(dropped).not.toMatch(/a few more layouts/);
  });

  it('says it in Indonesian when asked, the cards and figures the same', () => {
    const reaches = cardReason(choice([rated('SA', 1, 9), rated('S2', 0.5, 9.5)]), 5, false, true, 'id');
    expect(reaches).toBe(
      '♠A memenuhi kontrak pada 100 % dari 32 susunan kartu tersembunyi yang sesuai dengan lelang dan permainan; terbaik berikutnya, ♠2, pada 50 %.',
    );
    const takes = cardReason(choice([rated('HK', 0, 4.5), rated('H3', 0, 4)]), 5, true, false, 'id');
    expect(takes).toBe(
      '♥K dari dummy mengambil 4.5 trik mulai sekarang untuk pihak Anda, rata-rata atas 32 susunan kartu tersembunyi yang sesuai dengan lelang dan permainan; terbaik berikutnya, ♥3, mengambil 4.0 trik.',
    );
    expect(cardReason(choice([rated('HK', 0, 4.5)]), 1, false, false, 'id')).toBe('♥K adalah satu-satunya kartu yang bisa Anda mainkan.');
  });
});
