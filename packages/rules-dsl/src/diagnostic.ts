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

export const makeDiagnostic = (file: string, span: Span, message: string, severity: Diagnostic['severity'] = 'error'): Diagnostic => ({
  file,
  line: span.line,
  column: span.column,
  endLine: span.line,
  endColumn: span.endColumn,
  message,
  severity,
});

/** The most characters of the writer's text a message quotes: longer than any phrase of the language. */
const EXCERPT_LENGTH = 80;

/**
 * The writer's text as a message quotes it: whole when short, else its beginning and '…', so a
 * message never echoes a huge word or line back.
 */
export function excerpt(text: string): string {
  if (text.length <= EXCERPT_LENGTH) return text;
  let end = EXCERPT_LENGTH - 1;
  // Don't cut a character written with two UTF-16 units (an emoji) in half.
  const last = text.charCodeAt(end - 1);
  if (last >= 0xd800 && last <= 0xdbff) end--;
  return `${text.slice(0, end)}…`;
}

/** How to compose a message: the message of a diagnostic that is not listed is never composed. */
export interface LazyMessage {
  compose(): string;
}

/** A message, or how to compose it. */
export type MessageText = string | LazyMessage;

/**
 * A message composed when needed. (Taking the function as an argument matters: wrangler bundles
 * with keepNames, which wraps every arrow function stored under a name in a call that renames it,
 * and on a path run for each placeholder of a 64 KB meaning that costs more than the parse.)
 */
export const lazyMessage = (compose: () => string): LazyMessage => ({ compose });

interface Kept {
  readonly diagnostic: Diagnostic;
  /** The order it was reported in, which breaks ties of position. */
  readonly seq: number;
}

const byPosition = (a: Kept, b: Kept): number =>
  a.diagnostic.line - b.diagnostic.line || a.diagnostic.column - b.diagnostic.column || a.seq - b.seq;

/** The errors or the warnings kept, and the position past which no more of them can be listed. */
interface KeptList {
  readonly kept: Kept[];
  last: Span | undefined;
}

/**
 * Collects a file's diagnostics and keeps at most `limit` errors and `limit` warnings, the first
 * in reading order, counting the rest. A 64 KB source can hold tens of thousands of problems:
 * holding them all costs memory, and garbage-collector time, that grow faster than the source,
 * and composing a message (with its "did you mean") for each would cost more than parsing.
 */
export class DiagnosticCollector {
  private readonly errors: KeptList = { kept: [], last: undefined };
  private readonly warnings: KeptList = { kept: [], last: undefined };
  private seq = 0;
  private errorsReported = 0;
  private warningsReported = 0;

  constructor(readonly limit = Infinity) {}

  add(file: string, span: Span, message: MessageText, severity: Diagnostic['severity'] = 'error'): void {
    const list = severity === 'error' ? this.errors : this.warnings;
    if (severity === 'error') this.errorsReported++;
    else this.warningsReported++;
    const seq = this.seq++;
    // Past the last of `limit` kept ones it can't be listed (a tie is listed in report order).
    if (
      this.limit === 0 ||
      (list.last !== undefined && (span.line > list.last.line || (span.line === list.last.line && span.column >= list.last.column)))
    )
      return;
    list.kept.push({ diagnostic: makeDiagnostic(file, span, typeof message === 'string' ? message : message.compose(), severity), seq });
    // Cut back now and then rather than at every report: sorting 2 × limit costs little.
    if (list.kept.length >= 2 * this.limit) this.cut(list);
  }

  /** The diagnostics kept, in reading order: errors first when some must be left out. */
  list(): Diagnostic[] {
    this.cut(this.errors);
    this.cut(this.warnings);
    const listed = [...this.errors.kept, ...this.warnings.kept].slice(0, this.limit);
    return listed.sort(byPosition).map((k) => k.diagnostic);
  }

  /** How many errors were reported, listed or not. */
  get errorCount(): number {
    return this.errorsReported;
  }

  /** How many were reported in all. */
  get count(): number {
    return this.errorsReported + this.warningsReported;
  }

  private cut(list: KeptList): void {
    list.kept.sort(byPosition);
    if (list.kept.length >= this.limit) {
      list.kept.length = this.limit;
      list.last = list.kept[this.limit - 1]?.diagnostic;
    }
  }
}

/** `openings.rules:12:4: expected 'of' …`, as compilers print it. */
export const formatDiagnostic = (d: Diagnostic): string =>
  `${d.file}:${d.line}:${d.column}: ${d.severity === 'warning' ? 'warning: ' : ''}${d.message}`;
