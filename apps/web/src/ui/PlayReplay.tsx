import { partnerOf, sideOf, type Seat } from '@tenace/engine/browser';
import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import type { CardCost } from '../api/types.ts';
import { useT } from '../i18n/language.tsx';
import { CardCostLine, costlyCards } from './CostSections.tsx';
import { Hand } from './Hand.tsx';
import { Trick, type TrickView } from './Trick.tsx';
import { dealHands, handWithout, seatKey } from './format.ts';

/** The four hands around the trick: North at the top, South (the user) at the bottom. */
const PLACES: readonly Seat[] = ['N', 'W', 'E', 'S'];

/** Keys that step through the play, and where to (from the tricks shown and the last trick). */
const STEPS: Readonly<Record<string, (shown: number, last: number) => number>> = {
  ArrowLeft: (shown) => shown - 1,
  ArrowRight: (shown) => shown + 1,
  Home: () => 0,
  End: (_, last) => last,
};

/**
 * The play of a finished deal, trick by trick, from its record: the four hands as they shrink (the
 * deal less the cards played so far), the trick's cards by seat and its winner, and the tricks each
 * side has won so far. It starts at trick 1; Previous trick goes back as far as the deal before the
 * opening lead, Show all goes to the last trick, and the arrow keys step too. Nothing is worked out
 * here: the winners are the record's. With `costs` (the analysis of the play), the cards that gave
 * up tricks are marked in their trick and said under it.
 */
export function PlayReplay({
  deal,
  tricks,
  declarer,
  takeFocus = false,
  costs = [],
}: {
  /** All four hands (PBN), as the record gives them once the deal is over. */
  readonly deal: string;
  readonly tricks: readonly TrickView[];
  /** Named beside its seat, and dummy beside the seat opposite. */
  readonly declarer: Seat | null;
  /** Moves the focus to Next trick when the replay appears (it was opened by a button now gone). */
  readonly takeFocus?: boolean;
  /** What each card cost its side, double dummy (the record's or the board's analysis). */
  readonly costs?: readonly CardCost[];
}): ReactNode {
  const t = useT();
  const [shown, setShown] = useState(1);
  const next = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (takeFocus) next.current?.focus();
  }, [takeFocus]);

  const hands = dealHands(deal);
  const last = tricks.length;
  if (hands === undefined || last === 0) return null;

  const step = (to: number): void => setShown(Math.min(Math.max(to, 0), last));
  const onKeyDown = (event: KeyboardEvent<HTMLElement>): void => {
    const move = STEPS[event.key];
    if (move === undefined) return;
    event.preventDefault();
    step(move(shown, last));
  };

  const done = tricks.slice(0, shown);
  const played = new Set(done.flatMap((trick) => trick.cards.map((play) => play.card)));
  const won = { NS: 0, EW: 0 };
  for (const trick of done) if (trick.winner !== null) won[sideOf(trick.winner)]++;
  const trick = shown === 0 ? undefined : tricks[shown - 1];
  const costly = costlyCards(costs);
  const costlyHere = costly.filter((cost) => cost.trick === shown);
  const seatName = (seat: Seat): string =>
    seat === declarer
      ? t('replay.declarer', { seat: t(seatKey(seat)) })
      : declarer !== null && seat === partnerOf(declarer)
        ? t('replay.dummy', { seat: t(seatKey(seat)) })
        : t(seatKey(seat));
  // Buttons that cannot step further stay in the tab order (aria-disabled), so the focus is not lost at either end.
  const control = (label: string, to: number, ref?: typeof next): ReactNode => (
    <button type="button" ref={ref} aria-disabled={to === shown || to < 0 || to > last} onClick={() => step(to)}>
      {label}
    </button>
  );

  return (
    <section className="play-replay" aria-labelledby="play-replay-title" onKeyDown={onKeyDown}>
      <h3 id="play-replay-title">{t('replay.title')}</h3>
      <div className="control-row" role="group" aria-label={t('replay.controls')}>
        {control(t('replay.previous'), shown - 1)}
        {control(t('replay.next'), shown + 1, next)}
        {control(t('replay.all'), last)}
      </div>
      <p className="replay-position" aria-live="polite">
        <strong>{shown === 0 ? t('replay.before') : t('replay.position', { number: shown, total: last })}</strong>
        {' · '}
        {t('play.tricksWon', { ns: won.NS, ew: won.EW })}
      </p>
      <div className="replay-table">
        {PLACES.map((seat) => (
          <div key={seat} className={`replay-hand replay-${seat}`} data-seat={seat}>
            <span className="replay-seat">{seatName(seat)}</span>
            <Hand hand={handWithout(hands[seat], played)} label={t('hand.of', { seat: t(seatKey(seat)) })} />
          </div>
        ))}
        <div className="replay-trick">
          {trick === undefined ? null : (
            <Trick trick={trick} label={t('replay.trick', { number: shown })} costly={new Set(costly.map((cost) => cost.card))} />
          )}
        </div>
      </div>
      {costlyHere.length === 0 ? null : (
        <ul className="replay-costs">
          {costlyHere.map((cost) => (
            <li key={cost.index}>
              {t(seatKey(cost.seat))}: <CardCostLine cost={cost} />
            </li>
          ))}
        </ul>
      )}
      <p className="replay-keys">{t('replay.keys')}</p>
    </section>
  );
}
