import { useEffect, useState, type ReactNode } from 'react';
import { deals } from '../api/client.ts';
import type { DealAnalyseAnswer, DealImport, HandRecord } from '../api/types.ts';
import { useRequest } from '../api/use-request.ts';
import { Link, useLocation } from '../app/router.tsx';
import { readStoredDeals, storeDeals, storedBoard } from '../app/stored-deals.ts';
import { useT } from '../i18n/language.tsx';
import { RequestStatus } from '../ui/Status.tsx';
import { HandRecordView } from './deals/HandRecordView.tsx';
import { DEALS_PATH, boardAddress } from './deals/links.ts';
import { useBoardAnalysis } from './deals/use-board-analysis.ts';

/** A board with its analysis asked (or known), as a hand record. */
function AnalysedBoard({
  board,
  known,
  onAnalysed,
}: {
  readonly board: HandRecord;
  readonly known?: DealAnalyseAnswer | undefined;
  readonly onAnalysed?: (analysis: DealAnalyseAnswer) => void;
}): ReactNode {
  const { state, retry } = useBoardAnalysis(board, known, onAnalysed);
  return <HandRecordView board={board} analysis={state} onRetry={retry} />;
}

/** A board of the session kept in this browser; its analysis is kept with it once asked. */
function StoredBoard({ position }: { readonly position: number }): ReactNode {
  const t = useT();
  const [found] = useState(() => storedBoard(position));
  if (found === undefined) return <MissingBoard text={t('record.missing')} />;
  const keep = (analysis: DealAnalyseAnswer): void => {
    const session = readStoredDeals();
    if (session !== undefined) storeDeals({ ...session, analyses: { ...session.analyses, [position]: analysis } });
  };
  return <AnalysedBoard board={found.board} known={found.analysis} onAnalysed={keep} />;
}

/** A board shared as a link: the LIN in the address, read by the API as any file of deals is. */
function SharedBoard({ lin }: { readonly lin: string }): ReactNode {
  const t = useT();
  const { state, run } = useRequest<DealImport>();
  const read = (): void => void run(() => deals.import(lin, 'lin'));
  // biome-ignore lint/correctness/useExhaustiveDependencies: the address's LIN is the only input.
  useEffect(read, [lin]);
  const board = state.status === 'done' ? state.value.boards[0] : undefined;
  if (state.status === 'done' && board === undefined) return <MissingBoard text={t('record.unreadable')} />;
  return (
    <>
      {board === undefined ? <h1>{t('record.shared')}</h1> : null}
      <RequestStatus state={state} loading={t('record.reading')} onRetry={read} />
      {board === undefined ? null : <AnalysedBoard board={board} />}
    </>
  );
}

function MissingBoard({ text }: { readonly text: string }): ReactNode {
  const t = useT();
  return (
    <>
      <h1>{t('record.shared')}</h1>
      <p className="notice">{text}</p>
      <p>
        <Link to={DEALS_PATH}>{t('record.back')}</Link>
      </p>
    </>
  );
}

/** /deals/board: one board as a hand record, from the session kept here (`?n=`) or a shared link (`?lin=`). */
export function DealBoard(): ReactNode {
  const t = useT();
  const location = useLocation();
  const address = boardAddress(location.slice(location.indexOf('?') + 1));
  switch (address.kind) {
    case 'stored':
      return <StoredBoard key={address.position} position={address.position} />;
    case 'shared':
      return <SharedBoard key={address.lin} lin={address.lin} />;
    case 'none':
      return <MissingBoard text={t('record.missing')} />;
  }
}
