import { useEffect, useState, type ReactNode } from 'react';
import type { DealAnalyseAnswer, DealImport } from '../api/types.ts';
import { forgetDeals, readStoredDeals, storeDeals, type StoredDeals } from '../app/stored-deals.ts';
import { useT } from '../i18n/language.tsx';
import { BoardList, FailedBoards } from './deals/BoardList.tsx';
import { ImportForm } from './deals/ImportForm.tsx';
import { useSessionAnalysis, type SessionProgress } from './deals/use-session-analysis.ts';

/**
 * Your deals: bring a session's PBN or LIN file in, see its boards, open each as a hand record. The
 * file's boards stay in this browser (a reload shows them again) until forgotten.
 */
export function Deals(): ReactNode {
  const t = useT();
  const [session, setSession] = useState<StoredDeals | undefined>(readStoredDeals);
  const [kept, setKept] = useState(true);
  // Each import is a new session: its analysis starts afresh, never writing into another file's boards.
  const [imports, setImports] = useState(0);
  useEffect(() => {
    if (session !== undefined) setKept(storeDeals(session));
  }, [session]);

  const imported = (name: string, answer: DealImport): void => {
    setSession({ name, imported: answer, analyses: {} });
    setImports((count) => count + 1);
  };
  const analysed = (position: number, analysis: DealAnalyseAnswer): void =>
    setSession((now) => (now === undefined ? now : { ...now, analyses: { ...now.analyses, [position]: analysis } }));
  const forget = (): void => {
    forgetDeals();
    setSession(undefined);
    setKept(true);
  };

  return (
    <>
      <h1>{t('deals.title')}</h1>
      <p className="lead">{t('deals.intro')}</p>
      <ImportForm onImported={imported} />
      {session === undefined ? null : <Session key={imports} session={session} kept={kept} onAnalysed={analysed} onForget={forget} />}
    </>
  );
}

/** The session brought in: its boards, the games that could not be read, analysing them all, forgetting them. */
function Session({
  session,
  kept,
  onAnalysed,
  onForget,
}: {
  readonly session: StoredDeals;
  readonly kept: boolean;
  readonly onAnalysed: (position: number, analysis: DealAnalyseAnswer) => void;
  readonly onForget: () => void;
}): ReactNode {
  const t = useT();
  const { boards, failed } = session.imported;
  const { progress, start } = useSessionAnalysis(boards, session.analyses, onAnalysed);
  const allAnalysed = boards.every((_, position) => session.analyses[position] !== undefined);
  return (
    <section className="deal-session" aria-labelledby="deal-session-title">
      <h2 id="deal-session-title">{t('deals.session', { name: session.name, count: boards.length })}</h2>
      <p className="hint">{kept ? t('deals.kept') : t('deals.notKept')}</p>
      <div className="control-row">
        {allAnalysed ? null : (
          <button type="button" onClick={start} disabled={progress !== undefined && progress.done < progress.total}>
            {t('deals.analyseAll')}
          </button>
        )}
        <button type="button" onClick={onForget}>
          {t('deals.forget')}
        </button>
      </div>
      {progress === undefined ? null : <AnalysisProgress progress={progress} />}
      <BoardList boards={boards} analyses={session.analyses} />
      <FailedBoards failed={failed} />
    </section>
  );
}

/** The analysis of the session, board by board, as a progress bar and in words. */
function AnalysisProgress({ progress }: { readonly progress: SessionProgress }): ReactNode {
  const t = useT();
  return (
    <div className="analysis-progress">
      <label>
        <span>{t('deals.progress', { done: progress.done, total: progress.total })}</span>
        <progress value={progress.done} max={Math.max(progress.total, 1)} />
      </label>
      {progress.failed === 0 ? null : <p className="notice">{t('deals.progressFailed', { count: progress.failed })}</p>}
    </div>
  );
}
