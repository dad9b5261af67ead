import type { Cursor } from './cursor.ts';

/**
 * Fixed phrases ("second longest suit", "new suit at 1 level") matched word by word, longest
 * match first. A phrase that matches partway records the word it needed next, so "raise 1 level
 * to 3" is answered with "expected '2' or '4'".
 */
export interface PhraseEntry<T> {
  /** As displayed in messages and suggestions. */
  readonly display: string;
  readonly words: readonly string[];
  readonly value: T;
}

export interface PhraseList<T> {
  readonly entries: readonly PhraseEntry<T>[];
  /** The category's name in messages: "a strength such as 2 strong top cards". */
  readonly label: string;
  /** First words of the phrases, for suggestions. */
  readonly firstWords: readonly string[];
  /** First words as compared (lower case): a token that is none of them fails at once. */
  readonly starts: ReadonlySet<string>;
}

const startsOf = <T>(entries: readonly PhraseEntry<T>[]): ReadonlySet<string> => new Set(entries.map((e) => e.words[0] ?? ''));

export function phraseList<T>(label: string, entries: readonly (readonly [string, T])[]): PhraseList<T> {
  const list = entries.map(([display, value]) => ({ display, words: display.toLowerCase().split(' '), value }));
  const firstWords = [...new Set(entries.map(([display]) => display.split(' ')[0] ?? display))];
  return { entries: list, label, firstWords, starts: startsOf(list) };
}

/** Several lists as one (their labels joined). */
export function mergeLists<T>(label: string, lists: readonly PhraseList<T>[]): PhraseList<T> {
  const entries = lists.flatMap((l) => l.entries);
  return { entries, label, firstWords: [...new Set(lists.flatMap((l) => l.firstWords))], starts: startsOf(entries) };
}

/** Matches the longest phrase of `list` at the cursor. */
export function matchPhrase<T>(c: Cursor, list: PhraseList<T>): T | undefined {
  const start = c.pos;
  const first = c.tokens[start];
  if (first === undefined || (first.kind !== 'word' && first.kind !== 'number') || !list.starts.has(first.value)) {
    c.expect(list.label, list.firstWords, start);
    return undefined;
  }
  let best: { value: T; end: number } | undefined;
  const partial = new Map<number, Set<string>>();
  for (const entry of list.entries) {
    let k = 0;
    while (k < entry.words.length) {
      const token = c.tokens[start + k];
      if (token === undefined || (token.kind !== 'word' && token.kind !== 'number') || token.value !== entry.words[k]) break;
      k++;
    }
    if (k === entry.words.length) {
      if (best === undefined || start + k > best.end) best = { value: entry.value, end: start + k };
    } else if (k > 0) {
      const next = entry.display.split(' ')[k] ?? '';
      const set = partial.get(start + k) ?? new Set<string>();
      set.add(next);
      partial.set(start + k, set);
    }
  }
  for (const [at, words] of partial) {
    if (best !== undefined && at <= best.end) continue;
    for (const w of words) c.expect(`'${w}'`, [w], at);
  }
  if (best === undefined) {
    if (partial.size === 0) c.expect(list.label, list.firstWords, start);
    return undefined;
  }
  c.pos = best.end;
  return best.value;
}
