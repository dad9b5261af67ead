import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AuctionGrid } from '../src/ui/AuctionGrid.tsx';
import { renderIn } from './render.tsx';

afterEach(cleanup);

const gridRows = (): string[][] =>
  within(screen.getByRole('table', { name: 'The auction' }))
    .getAllByRole('row')
    .map((row) =>
      [...row.querySelectorAll('th, td')].map((cell) => cell.querySelector('[aria-hidden="true"]')?.textContent ?? cell.textContent ?? ''),
    );

describe('AuctionGrid', () => {
  it('puts each call under its seat, West first, starting at the dealer, and marks whose call is next', () => {
    renderIn(
      <AuctionGrid dealer="N" calls={[{ call: '1H' }, { call: 'Pass' }, { call: '2H' }, { call: 'Pass' }, { call: 'X' }]} awaiting="E" />,
    );
    expect(gridRows()).toEqual([
      ['West', 'North', 'East', 'South'],
      ['', '1♥', 'Pass', '2♥'],
      ['Pass', 'X', '?', ''],
    ]);
  });

  it('explains a call when it is chosen, and gives its meaning as a tooltip', () => {
    renderIn(
      <AuctionGrid
        dealer="S"
        calls={[
          { call: '1NT', meaning: '15–17 points and a balanced hand.' },
          { call: 'Pass', note: 'East and West pass throughout.' },
        ]}
      />,
    );
    const opening = screen.getByRole('button', { name: '1 no trump' });
    expect(opening.getAttribute('title')).toBe('15–17 points and a balanced hand.');
    expect(screen.getByText('Choose a call in the auction to read what it means.')).toBeTruthy();
    fireEvent.click(opening);
    expect(opening.getAttribute('aria-pressed')).toBe('true');
    expect(document.querySelector('.auction-meaning')?.textContent).toContain('by South: 15–17 points and a balanced hand.');
    fireEvent.click(screen.getByRole('button', { name: 'Pass' }));
    expect(document.querySelector('.auction-meaning')?.textContent).toContain('by West: East and West pass throughout.');
  });

  it('explains the call it is asked to without a click', () => {
    renderIn(<AuctionGrid dealer="N" calls={[{ call: '1C', meaning: 'Clubs.' }]} explain={0} />);
    expect(document.querySelector('.auction-meaning')?.textContent).toContain('by North: Clubs.');
  });
});
