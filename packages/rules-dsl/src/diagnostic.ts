/**
 * A problem found in a rule file. Lines and columns count from 1; `endColumn` is the column just
 * after the last character of the words in question, so an editor can underline them.
 */
export interface Diagnostic {
  readonly file: string;
  readonly line: number;
  readonly column: number;
  readonly endLine: number;
  readonly endColumn: number;
  readonly message: string;
  readonly severity: 'error' | 'warning';
}

/** Where a piece of a line sits: its line, and the columns it covers (end exclusive). */
export interface Span {
  readonly line: number;
  readonly column: number;
  readonly endColumn: number;
}

export const makeDiagnostic = (
  file: string,
  span: Span,
  message: string,
  severity: Diagnostic['severity'] = 'error',
): Diagnostic => ({ file, line: span.line, column: span.column, endLine: span.line, endColumn: span.endColumn, message, severity });

/** Diagnostics in reading order. */
export const sortDiagnostics = (list: readonly Diagnostic[]): Diagnostic[] =>
  [...list].sort((a, b) => a.line - b.line || a.column - b.column);

/** `openings.rules:12:4: expected 'of' …`, as compilers print it. */
export const formatDiagnostic = (d: Diagnostic): string =>
  `${d.file}:${d.line}:${d.column}: ${d.severity === 'warning' ? 'warning: ' : ''}${d.message}`;
