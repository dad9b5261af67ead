import type { ReactNode } from 'react';
import { Link } from '../../app/router.tsx';
import { useT } from '../../i18n/language.tsx';
import { ErrorNotice } from '../../ui/Status.tsx';
import { DiagnosticList } from './DiagnosticList.tsx';
import type { SaveState } from './use-save-book.ts';
import type { RuleDiagnostic } from '../../api/generated.ts';

/** What came of Save: the link that opens the book, or why it was refused. */
export function SaveResult({ state, onGo }: { readonly state: SaveState; readonly onGo: (diagnostic: RuleDiagnostic) => void }): ReactNode {
  const t = useT();
  switch (state.status) {
    case 'idle':
    case 'saving':
      return null;
    case 'failed':
      return <ErrorNotice failure={state.failure} />;
    case 'refused':
      return (
        <div className="error" role="alert">
          <p>{t('myBook.refused')}</p>
          <DiagnosticList diagnostics={state.check.diagnostics} more={state.check.more} onGo={onGo} />
        </div>
      );
    case 'saved': {
      const link = `/book?id=${encodeURIComponent(state.book.id)}`;
      return (
        <div className="notice" role="status">
          <p>{t('myBook.saved', { name: state.book.summary.title ?? state.book.id })}</p>
          <p>
            {t('myBook.link')} <Link to={link}>{`${window.location.origin}${link}`}</Link>
          </p>
          <p>
            <Link to="/bid">{t('myBook.bidWithIt')}</Link>
          </p>
        </div>
      );
    }
  }
}
