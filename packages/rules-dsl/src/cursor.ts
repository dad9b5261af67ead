import { excerpt, lazyMessage, type MessageText, type Span } from './diagnostic.ts';
import type { Token } from './lexer.ts';
import { closest } from './suggest.ts';

/**
 * A position in one line's tokens, with the bookkeeping for good error messages: parsing
 * backtracks freely, and when everything fails the error is reported where parsing got furthest,
 * listing what every alternative expected there ("farthest failure").
 */
export interface Expectation {
  /** How the message names it: `'of'`, `a suit such as Hearts …`. */
  readonly label: string;
  /** Words a near-miss may be corrected to. */
  readonly words: readonly string[];
  /** A precise explanation that replaces the list of alternatives at its position. */
  readonly only?: boolean;
}

export interface LineError {
  readonly span: Span;
  readonly message: MessageText;
}

/** `'of'` and its suggestion, made once per word: a parse expects some word at nearly every step. */
const QUOTED_WORDS = new Map<string, { readonly label: string; readonly words: readonly string[] }>();
function quotedWord(word: string): { readonly label: string; readonly words: readonly string[] } {
  let quoted = QUOTED_WORDS.get(word);
  if (quoted === undefined) {
    quoted = { label: `'${word}'`, words: [word] };
    QUOTED_WORDS.set(word, quoted);
  }
  return quoted;
}

export class Cursor {
  pos = 0;
  private farthest = 0;
  private expected: Expectation[] = [];

  constructor(
    readonly tokens: readonly Token[],
    readonly line: number,
    /** The column just after the line's last character, where "the end of the line" is. */
    readonly endColumn: number,
    private readonly source: string,
    /** The column of the source's first character (a placeholder is a piece of its line). */
    private readonly sourceColumn = 1,
  ) {}

  get token(): Token | undefined {
    return this.tokens[this.pos];
  }

  atEnd(): boolean {
    return this.pos >= this.tokens.length;
  }

  /** The current token's value if it is a word. */
  peekWord(offset = 0): string | undefined {
    const t = this.tokens[this.pos + offset];
    return t?.kind === 'word' ? t.value : undefined;
  }

  isWord(word: string): boolean {
    return this.peekWord() === word;
  }

  /** Records what would have been accepted at `at` (the current position by default). */
  expect(label: string, words: readonly string[] = [], at = this.pos, only = false): void {
    if (at > this.farthest) {
      this.farthest = at;
      this.expected = [];
    }
    if (at === this.farthest && !this.expected.some((e) => e.label === label)) this.expected.push({ label, words, only });
  }

  /** Consumes `word` (given as displayed; compared in lower case) or records it as expected. */
  word(word: string): boolean {
    if (this.isWord(word.toLowerCase())) {
      this.pos++;
      return true;
    }
    const quoted = quotedWord(word);
    this.expect(quoted.label, quoted.words);
    return false;
  }

  /** Consumes `word` if present, recording it as an option otherwise. */
  optional(word: string): boolean {
    return this.word(word);
  }

  /** Consumes a sequence of words, all or none. */
  words(phrase: string): boolean {
    const start = this.pos;
    for (const w of phrase.split(' ')) {
      if (!this.word(w)) {
        this.pos = start;
        return false;
      }
    }
    return true;
  }

  /** Runs a parse; on failure puts the position back. */
  attempt<T>(parse: () => T | undefined): T | undefined {
    const start = this.pos;
    const result = parse();
    if (result === undefined) this.pos = start;
    return result;
  }

  /**
   * Runs a parse that stands for a category ("a suit"): if it fails without getting past its first
   * token, the message names the category instead of every word inside it.
   */
  group<T>(label: string, words: readonly string[], parse: () => T | undefined): T | undefined {
    const start = this.pos;
    const savedFarthest = this.farthest;
    const savedExpected = this.expected;
    // Expectations are only ever added at the end (or the list replaced when parsing gets
    // farther), so cutting the list back to its length restores it without copying it.
    const savedLength = savedExpected.length;
    const result = this.attempt(parse);
    if (result === undefined && this.farthest <= start) {
      // Precise explanations found at the start survive; the rest give way to the category.
      const precise = this.farthest === start ? this.expected.filter((e) => e.only) : [];
      this.farthest = savedFarthest;
      savedExpected.length = savedLength;
      this.expected = savedExpected;
      this.expect(label, words, start);
      for (const e of precise) this.expect(e.label, e.words, start, true);
    }
    return result;
  }

  /** Runs a parse only to look ahead: it records nothing and moves nothing. */
  probe<T>(parse: () => T | undefined): T | undefined {
    const saved = { pos: this.pos, farthest: this.farthest, expected: this.expected, length: this.expected.length };
    const result = parse();
    this.pos = saved.pos;
    this.farthest = saved.farthest;
    saved.expected.length = saved.length;
    this.expected = saved.expected;
    return result;
  }

  /** The span and words from token `start` up to the current position. */
  span(start: number): Span & { text: string } {
    const first = this.tokens[start];
    const last = this.tokens[Math.max(start, this.pos - 1)];
    if (first === undefined || last === undefined) {
      return { line: this.line, column: this.endColumn, endColumn: this.endColumn, text: '' };
    }
    return {
      line: this.line,
      column: first.column,
      endColumn: last.endColumn,
      text: this.source.slice(first.column - this.sourceColumn, last.endColumn - this.sourceColumn),
    };
  }

  /**
   * The error at the furthest point reached: what was found, what was expected, a suggestion. The
   * message is composed only if asked for (a diagnostic past the listed ones is only counted).
   */
  error(): LineError {
    const found = this.tokens[this.farthest];
    const span: Span = found
      ? { line: this.line, column: found.column, endColumn: found.endColumn }
      : { line: this.line, column: this.endColumn, endColumn: this.endColumn };
    const expected = [...this.expected];
    return { span, message: lazyMessage(() => Cursor.message(found, expected)) };
  }

  private static message(found: Token | undefined, expectations: readonly Expectation[]): string {
    const precise = expectations.filter((e) => e.only);
    const list = precise.length > 0 ? precise : expectations;
    const labels = list.map((e) => e.label);
    const expected =
      labels.length === 0
        ? 'something else'
        : labels.length === 1
          ? (labels[0] ?? '')
          : `${labels.slice(0, -1).join(', ')} or ${labels[labels.length - 1] ?? ''}`;
    const foundText = found ? `'${excerpt(found.text)}'` : 'the end of the line';
    let message = `expected ${expected}, found ${foundText}`;
    if (found && (found.kind === 'word' || found.kind === 'number')) {
      const suggestion = closest(
        found.text,
        list.flatMap((e) => e.words),
      );
      if (suggestion !== undefined) message += `; did you mean '${suggestion}'?`;
    }
    return message;
  }
}
