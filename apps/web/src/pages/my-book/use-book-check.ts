import { useEffect, useState } from 'react';
import { books } from '../../api/client.ts';
import type { RulesCheck } from '../../api/generated.ts';
import { failureOf, type Failure } from '../../api/use-request.ts';

/** How long typing must pause before the source is checked: a request per pause, not per key. */
export const CHECK_DELAY_MS = 400;

export type CheckState =
  | { readonly status: 'checking' }
  | { readonly status: 'done'; readonly check: RulesCheck }
  | { readonly status: 'failed'; readonly failure: Failure };

/** POST /rules/check on `source` once typing pauses; an older check still on its way is cancelled. */
export function useBookCheck(source: string): CheckState {
  const [state, setState] = useState<CheckState>({ status: 'checking' });
  useEffect(() => {
    const abort = new AbortController();
    setState({ status: 'checking' });
    const timer = window.setTimeout(() => {
      books.check(source, abort.signal).then(
        (check) => {
          if (!abort.signal.aborted) setState({ status: 'done', check });
        },
        (error: unknown) => {
          if (!abort.signal.aborted) setState({ status: 'failed', failure: failureOf(error) });
        },
      );
    }, CHECK_DELAY_MS);
    return () => {
      window.clearTimeout(timer);
      abort.abort();
    };
  }, [source]);
  return state;
}
