import { describe, expect, it } from 'vitest';
import { newAuction } from '@tenace/engine';
import { saycBook } from '../src/index.ts';
import { auctionKey, keptPerBook } from '../src/kept.ts';
import { call } from './helpers.ts';

describe('results kept by book', () => {
  it('works a result out once, and forgets them all once the store is full, so memory stays bounded', () => {
    const kept = keptPerBook<number>(3);
    const book = saycBook();
    let made = 0;
    const make = () => ++made;
    expect(kept.get(book, 'a', make)).toBe(1);
    expect(kept.get(book, 'a', make)).toBe(1);
    kept.get(book, 'b', make);
    kept.get(book, 'c', make);
    expect(kept.of(book).size).toBe(0);
    expect(kept.get(book, 'a', make)).toBe(4);
  });

  it('keys an auction by its vulnerability, dealer and calls', () => {
    const auction = { ...newAuction('N'), calls: [call('1NT'), call('Pass')] };
    expect(auctionKey('NS', auction)).toBe('NS N 1NT Pass');
    expect(auctionKey('NS', { ...auction, dealer: 'E' })).not.toBe(auctionKey('NS', auction));
  });
});
