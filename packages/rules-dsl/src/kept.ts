import { formatCall, type Auction, type Vulnerability } from '@tenace/engine';
import type { RuleBook } from './compile.ts';

/**
 * Results kept by book and key: the robots read and replay the same auctions thousands of times
 * (placement at every call past the rules, the play's test of sampled hands), and what they work
 * out depends only on the book and the auction. Each book's store is emptied once it holds
 * `limit` results, so memory stays bounded however many auctions come.
 */
export interface KeptPerBook<T> {
  /** The book's store, emptied first if full: for a caller that keeps several results in one pass. */
  of(book: RuleBook): Map<string, T>;
  /** The result kept for `key`, or `make`'s, kept. */
  get(book: RuleBook, key: string, make: () => T): T;
}

export function keptPerBook<T>(limit: number): KeptPerBook<T> {
  const stores = new WeakMap<RuleBook, Map<string, T>>();
  const of = (book: RuleBook): Map<string, T> => {
    let kept = stores.get(book);
    if (kept === undefined) stores.set(book, (kept = new Map()));
    else if (kept.size >= limit) kept.clear();
    return kept;
  };
  return {
    of,
    get(book, key, make) {
      const kept = of(book);
      const known = kept.get(key);
      if (known !== undefined) return known;
      const made = make();
      kept.set(key, made);
      return made;
    },
  };
}

/** An auction's key in these stores: the vulnerability, the dealer and the calls. */
export const auctionKey = (vulnerability: Vulnerability, auction: Auction): string =>
  `${vulnerability} ${auction.dealer} ${auction.calls.map(formatCall).join(' ')}`;
