import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiProblem, type Problem } from './client.ts';

export type Failure = Problem | { readonly kind: 'unexpected'; readonly message: string };

export type RequestState<T> =
  | { readonly status: 'idle' }
  | { readonly status: 'loading' }
  | { readonly status: 'done'; readonly value: T }
  | { readonly status: 'failed'; readonly failure: Failure };

export function failureOf(error: unknown): Failure {
  if (error instanceof ApiProblem) return error.problem;
  return { kind: 'unexpected', message: error instanceof Error ? error.message : String(error) };
}

/**
 * One request at a time and its state for the page: a newer request makes the answer of an older
 * one (or one that lands after the page is gone) be ignored, so a slow answer never overwrites a
 * newer one.
 */
export function useRequest<T>(): {
  readonly state: RequestState<T>;
  readonly run: (start: () => Promise<T>) => Promise<T | undefined>;
  readonly reset: () => void;
} {
  const [state, setState] = useState<RequestState<T>>({ status: 'idle' });
  const generation = useRef(0);
  useEffect(
    () => () => {
      generation.current++;
    },
    [],
  );
  const run = useCallback(async (start: () => Promise<T>): Promise<T | undefined> => {
    const mine = ++generation.current;
    setState({ status: 'loading' });
    try {
      const value = await start();
      if (mine !== generation.current) return undefined;
      setState({ status: 'done', value });
      return value;
    } catch (error) {
      if (mine === generation.current) setState({ status: 'failed', failure: failureOf(error) });
      return undefined;
    }
  }, []);
  const reset = useCallback(() => {
    generation.current++;
    setState({ status: 'idle' });
  }, []);
  return { state, run, reset };
}
