import type { ReactNode } from 'react';
import type { RuleDiagnostic } from '../../api/generated.ts';
import { useT } from '../../i18n/language.tsx';
import { ErrorNotice } from '../../ui/Status.tsx';
import { DiagnosticList } from './DiagnosticList.tsx';
import type { CheckState } from './use-book-check.ts';

/** Where the check as you type stands: checking, fine, or its diagnostics. */
export function CheckSummary({
  state,
  onGo,
}: {
  readonly state: CheckState;
  readonly onGo: (diagnostic: RuleDiagnostic) => void;
}): ReactNode {
  const t = useT();
  if (state.status === 'failed') return <ErrorNotice failure={state.failure} />;
  const errors = state.status === 'done' ? state.check.diagnostics.filter((d) => d.severity === 'error').length : 0;
  const text =
    state.status === 'checking'
      ? t('myBook.checking')
      : state.check.ok
        ? t('myBook.ok')
        : t('myBook.errors', { count: errors + state.check.more });
  return (
    <section className="book-check" aria-label={t('myBook.check')}>
      <p role="status">{text}</p>
      {state.status === 'done' ? <DiagnosticList diagnostics={state.check.diagnostics} more={state.check.more} onGo={onGo} /> : null}
    </section>
  );
}
