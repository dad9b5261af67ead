import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { auctionFacts } from '../src/ui/auction.ts';
import { BiddingBox } from '../src/ui/BiddingBox.tsx';
import { renderIn } from './render.tsx';

afterEach(cleanup);

/** The legal calls after `calls` from `dealer`, as the practice pages work them out. */
function legalAfter(dealer: 'N' | 'E' | 'S' | 'W', calls: string[]): readonly string[] {
  const facts = auctionFacts(dealer, calls);
  if (!facts.ok) throw new Error(facts.message);
  return facts.facts.legal;
}

function box(legal: readonly string[], disabled = false): { onCall: ReturnType<typeof vi.fn>; buttons: HTMLButtonElement[] } {
  const onCall = vi.fn();
  renderIn(<BiddingBox legal={legal} onCall={onCall} disabled={disabled} />);
  const buttons = within(screen.getByRole('group', { name: 'Bidding box' })).getAllByRole<HTMLButtonElement>('button');
  return { onCall, buttons };
}

const button = (name: string): HTMLButtonElement => screen.getByRole<HTMLButtonElement>('button', { name });

describe('BiddingBox', () => {
  it('has a button for every call: pass, double, redouble and the 35 bids, named in words', () => {
    const { buttons } = box(legalAfter('S', []));
    expect(buttons).toHaveLength(38);
    expect(button('2 hearts')).toBeTruthy();
    expect(button('7 no trump')).toBeTruthy();
    expect(button('Pass')).toBeTruthy();
    expect(button('Double')).toBeTruthy();
    expect(button('Redouble')).toBeTruthy();
  });

  it('before any bid: pass and every bid enabled, double and redouble not', () => {
    const { buttons } = box(legalAfter('S', []));
    expect(buttons.filter((b) => !b.disabled)).toHaveLength(36);
    expect(button('Pass').disabled).toBe(false);
    expect(button('1 clubs').disabled).toBe(false);
    expect(button('Double').disabled).toBe(true);
    expect(button('Redouble').disabled).toBe(true);
  });

  it("after an opponent's 1♥: only higher bids, and double", () => {
    // East deals and opens 1♥; South calls next.
    box(legalAfter('E', ['1H']));
    expect(button('1 clubs').disabled).toBe(true);
    expect(button('1 hearts').disabled).toBe(true);
    expect(button('1 spades').disabled).toBe(false);
    expect(button('7 no trump').disabled).toBe(false);
    expect(button('Double').disabled).toBe(false);
    expect(button('Redouble').disabled).toBe(true);
  });

  it("after partner's bid: no double of partner", () => {
    box(legalAfter('N', ['1H', 'Pass']));
    expect(button('Double').disabled).toBe(true);
    expect(button('Redouble').disabled).toBe(true);
    expect(button('1 spades').disabled).toBe(false);
  });

  it("after the opponents double partner's bid: redouble, and no double", () => {
    box(legalAfter('N', ['1H', 'X']));
    expect(button('Redouble').disabled).toBe(false);
    expect(button('Double').disabled).toBe(true);
  });

  it('once the auction is over: nothing enabled', () => {
    const { buttons } = box(legalAfter('N', ['1H', 'Pass', 'Pass', 'Pass']));
    expect(buttons.every((b) => b.disabled)).toBe(true);
  });

  it('choosing a call hands it over in the API notation', () => {
    const { onCall } = box(legalAfter('S', []));
    fireEvent.click(button('1 no trump'));
    fireEvent.click(button('Pass'));
    expect(onCall.mock.calls).toEqual([['1NT'], ['Pass']]);
  });

  it('disabled while a call is being marked: every button off, a click does nothing', () => {
    const { onCall, buttons } = box(legalAfter('S', []), true);
    expect(buttons.every((b) => b.disabled)).toBe(true);
    fireEvent.click(button('1 no trump'));
    expect(onCall).not.toHaveBeenCalled();
  });

  it('shows suit symbols in colour, in Indonesian words for screen readers', () => {
    renderIn(<BiddingBox legal={['2H']} onCall={() => undefined} />, 'id');
    const twoHearts = screen.getByRole<HTMLButtonElement>('button', { name: '2 hati' });
    expect(twoHearts.querySelector('.suit-H')?.textContent).toBe('♥');
    expect(twoHearts.disabled).toBe(false);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: '2 sekop' }).disabled).toBe(true);
  });
});
