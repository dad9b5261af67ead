import { useEffect, useRef, useState } from 'react';
import { readBookOptions } from '../../app/book-options.ts';
import { deals } from '../../api/client.ts';
import type { DealAnalyseAnswer, HandRecord } from '../../api/types.ts';

/** How far the analysis of a session has come. */
export interface SessionProgress {
  readonly done: number;
  readonly total: number;
  /** Boards the API could not analyse (a solver's budget, a failed request): left without a par. */
  readonly failed: number;
}

/**
 * Analyses the boards not yet analysed, one request a board in order, so the page can show its
 * progress; each analysis goes to `onAnalysed` as it comes. Leaving the page stops it.
 */
export function useSessionAnalysis(
  boards: readonly HandRecord[],
  analysed: Readonly<Record<number, DealAnalyseAnswer>>,
  onAnalysed: (position: number, analysis: DealAnalyseAnswer) => void,
): { readonly progress: SessionProgress | undefined; readonly start: () => void } {
  const [progress, setProgress] = useState<SessionProgress | undefined>(undefined);
  const running = useRef<AbortController | undefined>(undefined);
  useEffect(() => () => running.current?.abort(), []);

  const start = (): void => {
    if (running.current !== undefined) return;
    const controller = new AbortController();
    running.current = controller;
    const todo = boards.map((board, position) => ({ board, position })).filter(({ position }) => analysed[position] === undefined);
    void (async () => {
      let failed = 0;
      setProgress({ done: 0, total: todo.length, failed });
      for (const [count, { board, position }] of todo.entries()) {
        try {
          onAnalysed(position, await deals.analyse(board, readBookOptions(), controller.signal));
        } catch {
          if (controller.signal.aborted) return;
          failed++;
        }
        setProgress({ done: count + 1, total: todo.length, failed });
      }
      running.current = undefined;
    })();
  };
  return { progress, start };
}
