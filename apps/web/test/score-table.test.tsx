import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ScoreTable } from '../src/ui/ScoreTable.tsx';
import { renderIn } from './render.tsx';

afterEach(cleanup);

const UNDERTRICKS = {
  item: 'Undertricks (2 down, vulnerable)',
  points: -200,
  kind: 'undertricks',
  count: 2,
  doubled: '',
  vulnerable: true,
} as const;

const cellsOf = (row: HTMLElement): string[] => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent ?? '');

describe('ScoreTable', () => {
  it('lists the breakdown item by item, then each side’s score with its sign', () => {
    renderIn(
      <ScoreTable
        caption="4♠ doubled"
        score={{
          ns: 590,
          ew: -590,
          breakdown: [
            { item: 'Contract tricks (4♠, doubled)', points: 240, kind: 'contract-tricks', contract: '4♠', doubled: 'X' },
            { item: 'Game bonus (not vulnerable)', points: 300, kind: 'game-bonus', vulnerable: false },
            { item: 'Doubled contract made', points: 50, kind: 'doubled-made' },
          ],
        }}
      />,
    );
    const table = screen.getByRole('table', { name: '4♠ doubled' });
    const rows = within(table).getAllByRole('row').map(cellsOf);
    expect(rows).toEqual([
      ['Item', 'Points'],
      ['Contract tricks (4♠, doubled)', '+240'],
      ['Game bonus (not vulnerable)', '+300'],
      ['Doubled contract made', '+50'],
      ['North–South', '+590'],
      ['East–West', '−590'],
    ]);
  });

  it('shows undertricks as minus points for the declaring side', () => {
    renderIn(<ScoreTable caption="3NT" score={{ ns: -200, ew: 200, breakdown: [UNDERTRICKS] }} />);
    const rows = within(screen.getByRole('table')).getAllByRole('row').map(cellsOf);
    expect(rows.slice(1)).toEqual([
      ['Undertricks (2 down, vulnerable)', '−200'],
      ['North–South', '−200'],
      ['East–West', '+200'],
    ]);
  });

  it('words each item in the page’s language, from the item as data', () => {
    renderIn(
      <ScoreTable
        caption="2♥X"
        score={{
          ns: 670,
          ew: -670,
          breakdown: [
            { item: 'Contract tricks (2♥, doubled)', points: 120, kind: 'contract-tricks', contract: '2♥', doubled: 'X' },
            { item: 'Overtricks (1 × 200, doubled)', points: 200, kind: 'overtricks', count: 1, each: 200, doubled: 'X' },
            { item: 'Game bonus (vulnerable)', points: 500, kind: 'game-bonus', vulnerable: true },
            { item: 'Doubled contract made', points: 50, kind: 'doubled-made' },
          ],
        }}
      />,
      'id',
    );
    const rows = within(screen.getByRole('table')).getAllByRole('row').map(cellsOf);
    expect(rows.slice(1, 5)).toEqual([
      ['Trik kontrak (2♥, di-double)', '+120'],
      ['Overtrick (1 × 200, di-double)', '+200'],
      ['Bonus game (rentan)', '+500'],
      ['Kontrak yang di-double terpenuhi', '+50'],
    ]);
  });

  it('says that nothing scores for a passed-out deal, in the page’s language', () => {
    renderIn(<ScoreTable caption="Pass" score={{ ns: 0, ew: 0, breakdown: [] }} />, 'id');
    const rows = within(screen.getByRole('table')).getAllByRole('row').map(cellsOf);
    expect(rows).toEqual([['Rincian', 'Poin'], ['Tidak ada yang mendapat skor.'], ['Utara–Selatan', '0'], ['Timur–Barat', '0']]);
  });
});
