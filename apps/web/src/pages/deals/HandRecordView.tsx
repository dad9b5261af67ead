import type { ReactNode } from 'react';
import type { DealAnalyseAnswer, HandRecord } from '../../api/types.ts';
import type { RequestState } from '../../api/use-request.ts';
import { Link } from '../../app/router.tsx';
import { useT } from '../../i18n/language.tsx';
import { AuctionGrid, type AuctionEntry } from '../../ui/AuctionGrid.tsx';
import { CompassHands } from '../../ui/CompassHands.tsx';
import { CallCosts, TrickCosts } from '../../ui/CostSections.tsx';
import { DdTable } from '../../ui/DdTable.tsx';
import { ExportLinks } from '../../ui/ExportLinks.tsx';
import { PlayReplay } from '../../ui/PlayReplay.tsx';
import { RequestStatus } from '../../ui/Status.tsx';
import { BoardFacts, BoardWarnings } from './BoardFacts.tsx';
import { DEALS_PATH } from './links.ts';
import { PlayThisDeal } from './PlayThisDeal.tsx';
import { ShareLink } from './ShareLink.tsx';

/** The board's calls as the grid draws them: the book's meaning, else the file's own note. */
const entriesOf = (board: HandRecord): AuctionEntry[] =>
  board.auction.map((c) => ({
    call: c.call,
    ...(c.meaning === null ? {} : { meaning: c.meaning }),
    ...(c.note === null ? {} : { note: c.note }),
  }));

/** The board's name for headings and files: its number, else its place in the file. */
export const boardName = (board: HandRecord): string => board.board ?? String(board.index + 1);

/**
 * A board as a hand record: its facts, the four hands, the auction with meanings, the double-dummy
 * table and par, the play trick by trick with the costly cards marked, what each card and call cost,
 * the exports, a link to share it, and a game on its deal.
 */
export function HandRecordView({
  board,
  analysis,
  onRetry,
}: {
  readonly board: HandRecord;
  readonly analysis: RequestState<DealAnalyseAnswer>;
  readonly onRetry: () => void;
}): ReactNode {
  const t = useT();
  const done = analysis.status === 'done' ? analysis.value : undefined;
  return (
    <article className="hand-record" aria-labelledby="hand-record-title">
      <p>
        <Link to={DEALS_PATH}>{t('record.back')}</Link>
      </p>
      <h1 id="hand-record-title">{t('record.title', { board: boardName(board) })}</h1>
      {board.event === null ? null : <p className="lead">{board.event}</p>}
      <BoardFacts board={board} />
      <BoardWarnings warnings={board.warnings} />
      <PlayThisDeal board={board} />
      <CompassHands hands={board.hands} players={board.players} dealer={board.dealer} />
      <AuctionGrid dealer={board.dealer} calls={entriesOf(board)} />
      <section className="deal-analysis" aria-labelledby="record-dd-title">
        <h2 id="record-dd-title">{t('play.dd')}</h2>
        <RequestStatus state={analysis} loading={t('record.analysing')} onRetry={onRetry} />
        {done === undefined ? null : <DdTable result={done} />}
      </section>
      {board.tricks.length === 0 ? null : (
        <PlayReplay deal={board.deal} tricks={board.tricks} declarer={board.declarer} costs={done?.cards ?? []} />
      )}
      {done === undefined ? null : (
        <>
          <TrickCosts cards={done.cards} />
          <CallCosts calls={done.calls} />
          <section className="record-exports" aria-labelledby="record-exports-title">
            <h2 id="record-exports-title">{t('exports.title')}</h2>
            <ExportLinks name={`board-${boardName(board)}`} pbn={done.pbn} lin={done.lin} handviewer={done.handviewer} />
            <ShareLink lin={done.lin} />
          </section>
        </>
      )}
    </article>
  );
}
