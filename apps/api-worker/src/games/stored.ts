/**
 * A game as its Durable Object stores it: the setup, and the log one entry a row, both in the API's
 * notation (so a stored game reads the same whatever the engine's inner encoding becomes). Read
 * back through the same schemas that check requests.
 */
import { z } from '@hono/zod-openapi';
import { formatPbnDeal } from '@tenace/engine';
import { entryToJson, type TableEntry, type TableSetup } from '@tenace/trainer';
import { BookOptionsInput, CallInput, CardInput, DealInput, SeatInput, Tricks, VulnerabilityInput } from '../schemas.ts';

/**
 * A game's setup as read back: the table's, but for a book of one's own, which storage names by its
 * id alone (the book itself is stored once, by the book store): the session looks the book up
 * before it rebuilds the game.
 */
export type StoredTableSetup = Omit<TableSetup, 'book'> & { readonly book?: string };

export const StoredSetup = z
  .object({
    vulnerability: VulnerabilityInput,
    seed: z.string(),
    deal: DealInput,
    dealer: SeatInput.optional(),
    options: BookOptionsInput,
    book: z.string().optional(),
  })
  .transform(
    ({ options, book, dealer, ...setup }): StoredTableSetup => ({
      ...setup,
      ...(dealer === undefined ? {} : { dealer }),
      ...(options === undefined || options.length === 0 ? {} : { options }),
      ...(book === undefined ? {} : { book }),
    }),
  );

export const setupToStored = (setup: TableSetup): z.input<typeof StoredSetup> => ({
  vulnerability: setup.vulnerability,
  seed: setup.seed,
  deal: formatPbnDeal(setup.deal),
  ...(setup.dealer === undefined ? {} : { dealer: setup.dealer }),
  ...(setup.options === undefined ? {} : { options: [...setup.options] }),
  ...(setup.book === undefined ? {} : { book: setup.book.id }),
});

export const StoredEntry = z
  .discriminatedUnion('kind', [
    z.object({ seat: SeatInput, kind: z.literal('call'), call: CallInput }),
    z.object({ seat: SeatInput, kind: z.literal('play'), card: CardInput }),
    z.object({ seat: SeatInput, kind: z.literal('claim'), tricks: Tricks }),
    z.object({ seat: SeatInput, kind: z.literal('undo') }),
  ])
  .transform((stored): TableEntry => {
    switch (stored.kind) {
      case 'call':
        return { seat: stored.seat, action: { kind: 'call', call: stored.call } };
      case 'play':
        return { seat: stored.seat, action: { kind: 'play', card: stored.card } };
      case 'claim':
        return { seat: stored.seat, action: { kind: 'claim', tricks: stored.tricks } };
      case 'undo':
        return { seat: stored.seat, action: { kind: 'undo' } };
    }
  });

export const entryToStored = (entry: TableEntry): string => JSON.stringify(entryToJson(entry));
