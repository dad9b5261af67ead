import { useEffect, useState, type ReactNode } from 'react';
import { api, games } from '../api/client.ts';
import type { DoubleDummy, GameRecord, GameView } from '../api/types.ts';
import { useRequest } from '../api/use-request.ts';
import { useT } from '../i18n/language.tsx';
import { AuctionGrid } from '../ui/AuctionGrid.tsx';
import { CallCosts, TrickCosts } from '../ui/CostSections.tsx';
import { DdTable } from '../ui/DdTable.tsx';
import { ExportLinks } from '../ui/ExportLinks.tsx';
import { PlayReplay } from '../ui/PlayReplay.tsx';
import { ScoreTable } from '../ui/ScoreTable.tsx';
import { RequestStatus } from '../ui/Status.tsx';
import { CardFace } from '../ui/Trick.tsx';
import { seatKey } from '../ui/format.ts';
import { auctionEntries } from './auction-entries.ts';

/** Tricks the declarer needs: six and the level (`4S` needs ten). */
const BOOK = 6;
const levelOf = (contract: string): number | undefined => {
  const level = /^([1-7])/.exec(contract)?.[1];
  return level === undefined ? undefined : Number(level);
};

/** What the declarer took, against what the contract needed, in words. */
function ResultLine({ view }: { readonly view: GameView }): ReactNode {
  const t = useT();
  const level = view.contract === null ? undefined : levelOf(view.contract);
  if (level === undefined || view.declarer === null || view.result === null) return <p className="result-line">{t('play.passedOut')}</p>;
  const values = { declarer: t(seatKey(view.declarer)), tricks: view.result };
  const extra = view.result - (BOOK + level);
  return (
    <p className="result-line">
      {extra === 0
        ? t('play.made', values)
        : extra > 0
          ? t('play.overtricks', { ...values, extra })
          : t('play.down', { ...values, short: -extra })}
    </p>
  );
}

/** Every trick: who led, the cards in the order played, who won it. */
function TrickList({ record }: { readonly record: GameRecord }): ReactNode {
  const t = useT();
  if (record.tricks.length === 0) return null;
  return (
    <table className="trick-list">
      <caption>{t('play.tricks')}</caption>
      <thead>
        <tr>
          <th scope="col" className="number">
            {t('play.trickNumber')}
          </th>
          <th scope="col">{t('play.ledBy')}</th>
          <th scope="col">{t('play.cards')}</th>
          <th scope="col">{t('play.wonBy')}</th>
        </tr>
      </thead>
      <tbody>
        {record.tricks.map((trick, index) => (
          <tr key={index}>
            <th scope="row" className="number">
              {index + 1}
            </th>
            <td>{t(seatKey(trick.leader))}</td>
            <td className="trick-cards">
              {trick.cards.map((play) => (
                <CardFace key={play.card} card={play.card} />
              ))}
            </td>
            <td className="trick-winner-cell">{trick.winner === null ? '' : t(seatKey(trick.winner))}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * The play, trick by trick, to watch: open from the start when North declared (South was dummy, and
 * the robots played the whole deal in the answer to South's last call), a button away otherwise.
 */
function WatchPlay({ record }: { readonly record: GameRecord }): ReactNode {
  const t = useT();
  const southWasDummy = record.declarer === 'N';
  const [open, setOpen] = useState<'start' | 'asked' | undefined>(southWasDummy ? 'start' : undefined);
  if (record.deal === null || record.tricks.length === 0) return null;
  if (open === undefined) {
    return (
      <p>
        <button type="button" onClick={() => setOpen('asked')}>
          {t('replay.title')}
        </button>
      </p>
    );
  }
  return (
    <>
      {southWasDummy ? <p>{t('replay.dummyIntro')}</p> : null}
      <PlayReplay
        deal={record.deal}
        tricks={record.tricks}
        declarer={record.declarer}
        takeFocus={open === 'asked'}
        costs={record.analysis?.cards ?? []}
      />
    </>
  );
}

/**
 * The double-dummy table and par of the deal: the record's analysis, or for the rare deal the record
 * could not analyse (past the solver's budget for the whole play), POST /dd's table alone.
 */
function DealAnalysis({ record }: { readonly record: GameRecord }): ReactNode {
  const t = useT();
  if (record.analysis !== null) {
    return (
      <section className="deal-analysis" aria-label={t('play.dd')}>
        <h3>{t('play.dd')}</h3>
        <DdTable result={record.analysis} />
      </section>
    );
  }
  return <DdRequested record={record} />;
}

/** The double-dummy table and par asked of POST /dd once the record gives the deal. */
function DdRequested({ record }: { readonly record: GameRecord }): ReactNode {
  const t = useT();
  const { state, run } = useRequest<DoubleDummy>();
  const { deal, vulnerability, dealer } = record;
  const analyse = (): void => {
    if (deal !== null) void run(() => api.dd(deal, vulnerability, dealer));
  };
  useEffect(analyse, [deal, vulnerability, dealer, run]);
  if (deal === null) return null;
  return (
    <section className="deal-analysis" aria-label={t('play.dd')}>
      <h3>{t('play.dd')}</h3>
      <RequestStatus state={state} loading={t('dd.working')} onRetry={analyse} />
      {state.status === 'done' ? <DdTable result={state.value} /> : null}
    </section>
  );
}

/**
 * The end of the deal (the contract stands above it, with the tricks won): the result, the play to
 * watch trick by trick, the score's breakdown, the record (every call, every trick's winner), the
 * double-dummy table and par, where the tricks went and South's calls against the book's, the
 * exports (PBN, LIN, BBO's hand viewer) and a new deal.
 */
export function DealEnd({
  id,
  view,
  onNewDeal,
}: {
  readonly id: string;
  readonly view: GameView;
  readonly onNewDeal: () => void;
}): ReactNode {
  const t = useT();
  const { state, run } = useRequest<GameRecord>();
  const loadRecord = (): void => void run(() => games.record(id));
  useEffect(loadRecord, [id, run]);
  const record = state.status === 'done' ? state.value : undefined;
  return (
    <section className="deal-end" aria-labelledby="deal-end-title">
      <h2 id="deal-end-title">{t('play.over')}</h2>
      <ResultLine view={view} />
      {view.claim === null ? null : <p>{t('play.claimed', { seat: t(seatKey(view.claim.seat)), tricks: view.claim.tricks })}</p>}
      <p className="end-actions">
        <button type="button" onClick={onNewDeal}>
          {t('play.newDeal')}
        </button>
        <a className="pbn-link" href={games.pbnUrl(id)} download={`tenace-${id}.pbn`}>
          {t('play.pbn')}
        </a>
      </p>
      {record === undefined ? null : <WatchPlay record={record} />}
      {view.score === null ? null : <ScoreTable score={view.score} caption={t('play.score')} />}
      <h3>{t('play.record')}</h3>
      <RequestStatus state={state} loading={t('play.loadingRecord')} onRetry={loadRecord} />
      {record === undefined ? null : (
        <>
          <AuctionGrid dealer={record.dealer} calls={auctionEntries(record)} />
          <TrickList record={record} />
          <DealAnalysis record={record} />
          {record.analysis === null ? null : (
            <>
              <TrickCosts cards={record.analysis.cards} />
              <CallCosts calls={record.analysis.calls} seat="S" />
            </>
          )}
          {record.exports === null ? null : (
            <ExportLinks name={`tenace-${id}`} lin={record.exports.lin} handviewer={record.exports.handviewer} />
          )}
        </>
      )}
    </section>
  );
}
