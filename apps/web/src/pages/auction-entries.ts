import type { GameCall } from '../api/types.ts';
import type { AuctionEntry } from '../ui/AuctionGrid.tsx';

/** A game's auction as the grid draws it, each call with the book's meaning when it has one. */
export const auctionEntries = (game: { readonly auction: readonly GameCall[] }): AuctionEntry[] =>
  game.auction.map((c) => (c.meaning === null ? { call: c.call } : { call: c.call, meaning: c.meaning }));
