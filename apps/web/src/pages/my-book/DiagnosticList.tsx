import type { ReactNode } from 'react';
import type { RuleDiagnostic } from '../../api/generated.ts';
import { useT } from '../../i18n/language.tsx';

/** The errors and warnings of the book, each a button that takes the caret to its place. */
export function DiagnosticList({
  diagnostics,
  more,
  onGo,
}: {
  readonly diagnostics: readonly RuleDiagnostic[];
  readonly more: number;
  readonly onGo: (diagnostic: RuleDiagnostic) => void;
}): ReactNode {
  const t = useT();
  if (diagnostics.length === 0) return null;
  return (
    <>
      <ul className="book-diagnostics" aria-label={t('myBook.diagnostics')}>
        {diagnostics.map((d) => (
          <li key={`${d.line}:${d.column}:${d.message}`} className={`diagnostic-${d.severity}`}>
            <button type="button" className="link-button" onClick={() => onGo(d)}>
              {t(d.severity === 'error' ? 'myBook.errorAt' : 'myBook.warningAt', { line: d.line, column: d.column })}
            </button>{' '}
            {d.message}
          </li>
        ))}
      </ul>
      {more > 0 ? <p className="hint">{t('myBook.more', { count: more })}</p> : null}
    </>
  );
}
