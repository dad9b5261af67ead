import { useRef, type ReactNode, type RefObject } from 'react';
import type { RuleDiagnostic } from '../../api/generated.ts';
import { useT } from '../../i18n/language.tsx';

/** The offset in `source` of a line and column counted from 1, as the diagnostics give them. */
export function offsetOf(source: string, line: number, column: number): number {
  const lines = source.split('\n');
  let offset = 0;
  for (let i = 0; i < line - 1 && i < lines.length; i++) offset += (lines[i]?.length ?? 0) + 1;
  return Math.min(offset + column - 1, source.length);
}

/**
 * A plain textarea beside a gutter of line numbers, the lines with an error or a warning marked:
 * enough to write a book without an editor library's weight on the page.
 */
export function BookEditor({
  source,
  onChange,
  diagnostics,
  editor,
}: {
  readonly source: string;
  readonly onChange: (source: string) => void;
  readonly diagnostics: readonly RuleDiagnostic[];
  readonly editor: RefObject<HTMLTextAreaElement | null>;
}): ReactNode {
  const t = useT();
  const gutter = useRef<HTMLOListElement>(null);
  const severityOf = (line: number): string | undefined =>
    diagnostics.find((d) => d.line === line && d.severity === 'error')?.severity ?? diagnostics.find((d) => d.line === line)?.severity;
  const count = source.split('\n').length;
  return (
    <div className="book-editor">
      {/* The numbers are for the eye; the diagnostics list says the lines in words. */}
      <ol className="book-gutter" ref={gutter} aria-hidden="true">
        {Array.from({ length: count }, (_, i) => {
          const severity = severityOf(i + 1);
          return (
            <li key={i} className={severity === undefined ? undefined : `gutter-${severity}`} data-line={i + 1}>
              {i + 1}
            </li>
          );
        })}
      </ol>
      <textarea
        ref={editor}
        aria-label={t('myBook.editor')}
        value={source}
        spellCheck={false}
        wrap="off"
        onChange={(event) => onChange(event.target.value)}
        onScroll={(event) => {
          if (gutter.current !== null) gutter.current.scrollTop = event.currentTarget.scrollTop;
        }}
      />
    </div>
  );
}
