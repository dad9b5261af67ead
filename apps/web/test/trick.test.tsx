import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Trick, cardParts } from '../src/ui/Trick.tsx';
import { renderIn } from './render.tsx';

afterEach(cleanup);

const seatText = (seat: string): string => {
  const place = document.querySelector<HTMLElement>(`.trick-seat[data-seat="${seat}"]`);
  if (place === null) throw new Error(`no place for ${seat}`);
  const copy = place.cloneNode(true) as HTMLElement;
  for (const hidden of copy.querySelectorAll('[aria-hidden="true"]')) hidden.remove();
  return (copy.textContent ?? '').replace(/\s+/g, ' ').trim();
};

describe('Trick', () => {
  it('puts each card at its seat and marks the winner', () => {
    renderIn(
      <Trick
        trick={{
          leader: 'W',
          cards: [
            { seat: 'W', card: 'HK' },
            { seat: 'N', card: 'HA' },
            { seat: 'E', card: 'H2' },
            { seat: 'S', card: 'ST' },
          ],
          winner: 'S',
        }}
      />,
    );
    const trick = screen.getByRole('figure', { name: 'The current trick' });
    expect(seatText('W')).toBe('WestKhearts');
    expect(seatText('S')).toBe('South10spadeswins');
    expect(within(trick).getByText('South wins the trick.')).toBeTruthy();
    expect(document.querySelectorAll('.trick-winner')).toHaveLength(1);
    expect(document.querySelector('.trick-winner')?.getAttribute('data-seat')).toBe('S');
    // Each card in its suit's colour.
    expect(document.querySelector('.trick-seat[data-seat="S"] .card')?.classList.contains('suit-S')).toBe(true);
    expect(document.querySelector('.trick-seat[data-seat="N"] .card')?.classList.contains('suit-H')).toBe(true);
  });

  it('shows a trick under way: the cards so far, who led, no winner yet', () => {
    renderIn(<Trick trick={{ leader: 'E', cards: [{ seat: 'E', card: 'DQ' }], winner: null }} />);
    expect(seatText('E')).toBe('EastQdiamonds');
    expect(seatText('S')).toBe('Southno card yet');
    expect(screen.getByText('East led.')).toBeTruthy();
    expect(document.querySelectorAll('.trick-winner')).toHaveLength(0);
  });

  it('speaks Indonesian when the page does', () => {
    renderIn(<Trick trick={{ leader: 'N', cards: [{ seat: 'N', card: 'CA' }], winner: null }} />, 'id');
    expect(screen.getByRole('figure', { name: 'Trik yang sedang dimainkan' })).toBeTruthy();
    expect(screen.getByText('Utara memimpin.')).toBeTruthy();
  });

  it('reads cards as the API writes them', () => {
    expect(cardParts('SA')).toEqual({ suit: 'S', rank: 'A' });
    expect(cardParts('HT')).toEqual({ suit: 'H', rank: '10' });
    expect(cardParts('X2')).toBeUndefined();
  });
});
