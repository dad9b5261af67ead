import type { Seat } from '@tenace/engine/browser';
import { Fragment, type ReactNode } from 'react';
import type { CallCost, CardCost } from '../api/types.ts';
import { RichMessage, useT } from '../i18n/language.tsx';
import { CallView } from './CallView.tsx';
import { CardFace } from './Trick.tsx';
import { seatKey } from './format.ts';

/** The cards that gave tricks up (double dummy, their side's tricks fell), in the order played. */
export const costlyCards = (cards: readonly CardCost[]): CardCost[] => cards.filter((c) => c.after < c.before);

/** Cards in a row for a sentence: "♦K or ♦Q". */
function CardChoices({ cards }: { readonly cards: readonly string[] }): ReactNode {
  const t = useT();
  return cards.map((card, index) => (
    <Fragment key={card}>
      {index === 0 ? null : ` ${t('costs.or')} `}
      <CardFace card={card} />
    </Fragment>
  ));
}

/** "♦J gave up a trick; ♦K or ♦Q kept it." for one costly card. */
export function CardCostLine({ cost }: { readonly cost: CardCost }): ReactNode {
  const lost = cost.before - cost.after;
  const card = <CardFace card={cost.card} />;
  if (cost.kept.length === 0) return <RichMessage id={lost === 1 ? 'costs.lostOne' : 'costs.lostMany'} values={{ card, count: lost }} />;
  return (
    <RichMessage
      id={lost === 1 ? 'costs.keptOne' : 'costs.keptMany'}
      values={{ card, count: lost, kept: <CardChoices cards={cost.kept} /> }}
    />
  );
}

/**
 * "Where the tricks went": each card that gave up tricks, double dummy, and the cards that would have
 * kept them; a line saying so when none did.
 */
export function TrickCosts({ cards }: { readonly cards: readonly CardCost[] }): ReactNode {
  const t = useT();
  if (cards.length === 0) return null;
  const costly = costlyCards(cards);
  return (
    <section className="trick-costs" aria-labelledby="trick-costs-title">
      <h3 id="trick-costs-title">{t('costs.tricksTitle')}</h3>
      <p>{t('costs.tricksIntro')}</p>
      {costly.length === 0 ? (
        <p>{t('costs.noneLost')}</p>
      ) : (
        <ul className="cost-list">
          {costly.map((cost) => (
            <li key={cost.index} data-card={cost.card}>
              <strong>{t('costs.where', { trick: cost.trick, seat: t(seatKey(cost.seat)) })}</strong> <CardCostLine cost={cost} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * The calls the book would have made otherwise: the call made, the book's with its meaning, and why.
 * `seat` names whose calls these are (South's on the end of a game); every seat's otherwise.
 */
export function CallCosts({ calls, seat }: { readonly calls: readonly CallCost[]; readonly seat?: Seat }): ReactNode {
  const t = useT();
  const title = seat === 'S' ? t('costs.callsSouth') : t('costs.callsAll');
  return (
    <section className="call-costs" aria-labelledby="call-costs-title">
      <h3 id="call-costs-title">{title}</h3>
      {calls.length === 0 ? (
        <p>{t('costs.callsNone')}</p>
      ) : (
        <table className="call-cost-table">
          <caption>{t('costs.callsCaption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('costs.seat')}</th>
              <th scope="col">{t('costs.made')}</th>
              <th scope="col">{t('costs.book')}</th>
              <th scope="col">{t('costs.why')}</th>
            </tr>
          </thead>
          <tbody>
            {calls.map((call) => (
              <tr key={call.index} data-call={call.call}>
                <th scope="row">{t(seatKey(call.seat))}</th>
                <td>
                  <CallView call={call.call} />
                  {call.meaning === null ? null : <span className="cost-meaning"> {call.meaning}</span>}
                </td>
                <td>
                  <CallView call={call.bookCall} />
                  <span className="cost-meaning"> {call.bookMeaning}</span>
                </td>
                <td>{call.why}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
