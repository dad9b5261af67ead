import { rotate, type Seat } from '@tenace/engine/browser';
import { useEffect, useState, type ReactNode } from 'react';
import { RichMessage, useT } from '../i18n/language.tsx';
import { CallView } from './CallView.tsx';
import { seatKey } from './format.ts';

/** One call of the auction with what it means, when the API said. */
export interface AuctionEntry {
  readonly call: string;
  /** The rule book's meaning of the call. */
  readonly meaning?: string;
  /** Said instead of a meaning when there is none to give (East–West's passes in a practice). */
  readonly note?: string;
}

/** West first, as bridge columns are printed; South, the user, last. */
const COLUMNS: readonly Seat[] = ['W', 'N', 'E', 'S'];

type Cell =
  | { readonly kind: 'empty' }
  | { readonly kind: 'call'; readonly index: number; readonly entry: AuctionEntry }
  | { readonly kind: 'awaiting' };

/** The grid's rows of four: empty cells before the dealer's column, the calls, then the call awaited. */
function auctionRows(dealer: Seat, calls: readonly AuctionEntry[], awaiting: Seat | undefined): Cell[][] {
  const lead = COLUMNS.indexOf(dealer);
  const cells: Cell[] = [
    ...Array.from({ length: lead }, (): Cell => ({ kind: 'empty' })),
    ...calls.map((entry, index): Cell => ({ kind: 'call', index, entry })),
    ...(awaiting === undefined ? [] : [{ kind: 'awaiting' } as const]),
  ];
  const rows: Cell[][] = [];
  for (let i = 0; i < cells.length; i += 4) rows.push(cells.slice(i, i + 4));
  return rows;
}

/**
 * The auction as a grid, one column a seat. Each call is a button: hovering shows its meaning as a
 * tooltip, and choosing it (tap, click, Enter) writes the meaning under the grid.
 */
export function AuctionGrid({
  dealer,
  calls,
  awaiting,
  explain,
}: {
  readonly dealer: Seat;
  readonly calls: readonly AuctionEntry[];
  /** Whose call is awaited, marked in the grid; undefined once the auction is over. */
  readonly awaiting?: Seat | undefined;
  /** A call to explain without being asked (the robot's latest), until another is chosen. */
  readonly explain?: number | undefined;
}): ReactNode {
  const t = useT();
  const [chosen, setChosen] = useState<number | undefined>(explain);
  useEffect(() => setChosen(explain), [explain]);
  const rows = auctionRows(dealer, calls, awaiting);

  return (
    <div className="auction">
      <table className="auction-grid">
        <caption>{t('auction.caption')}</caption>
        <thead>
          <tr>
            {COLUMNS.map((seat) => (
              <th scope="col" key={seat}>
                {t(seatKey(seat))}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, r) => (
            <tr key={r}>
              {COLUMNS.map((_, c) => (
                <AuctionCell key={c} cell={row[c]} chosen={chosen} onChoose={setChosen} />
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <AuctionMeaning dealer={dealer} calls={calls} chosen={chosen} />
    </div>
  );
}

/** One cell of the grid: nothing, the call awaited, or a call to choose (pressed while its meaning is shown). */
function AuctionCell({
  cell,
  chosen,
  onChoose,
}: {
  readonly cell: Cell | undefined;
  readonly chosen: number | undefined;
  readonly onChoose: (index: number | undefined) => void;
}): ReactNode {
  const t = useT();
  if (cell === undefined || cell.kind === 'empty') return <td />;
  if (cell.kind === 'awaiting')
    return (
      <td className="awaiting">
        <span aria-hidden="true">?</span>
        <span className="visually-hidden">{t('auction.next')}</span>
      </td>
    );
  const explanation = cell.entry.meaning ?? cell.entry.note;
  return (
    <td>
      <button
        type="button"
        className="auction-call"
        data-call={cell.entry.call}
        aria-pressed={chosen === cell.index}
        {...(explanation === undefined ? {} : { title: explanation })}
        onClick={() => onChoose(chosen === cell.index ? undefined : cell.index)}
      >
        <CallView call={cell.entry.call} short />
      </button>
    </td>
  );
}

/** Under the grid: the chosen call, whose it is and what it means; or how to have one explained. */
function AuctionMeaning({
  dealer,
  calls,
  chosen,
}: {
  readonly dealer: Seat;
  readonly calls: readonly AuctionEntry[];
  readonly chosen: number | undefined;
}): ReactNode {
  const t = useT();
  const chosenEntry = chosen === undefined ? undefined : calls[chosen];
  return (
    <p className="auction-meaning" aria-live="polite">
      {chosenEntry === undefined || chosen === undefined ? (
        calls.length > 0 ? (
          t('auction.choose')
        ) : null
      ) : (
        <>
          <strong>
            <RichMessage
              id="auction.meaningOf"
              values={{ call: <CallView call={chosenEntry.call} />, seat: t(seatKey(rotate(dealer, chosen))) }}
            />
          </strong>{' '}
          {chosenEntry.meaning === undefined ? (chosenEntry.note ?? t('auction.noMeaning')) : <q>{chosenEntry.meaning}</q>}
        </>
      )}
    </p>
  );
}
