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
 * Requests in flight at once: each board is analysed on its own (Workers answer each request on
 * its own CPU), so two at a time halve the wait for a session (30 boards: some 12 s of CPU one after
 * another, docs/benchmarks.md) and stay well inside the route's 120 a minute.
 */
const AT_ONCE = 2;

/**
 * Analyses the boards not yet analysed, one request a board, two at a time in board order, so the
 * page can show its progress; each analysis goes to `onAnalysed` as it comes. Leaving the page stops it.
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
    let next = 0;
    let done = 0;
    let failed = 0;
    const analyseInTurn = async (): Promise<void> => {
      for (let job = todo[next++]; job !== undefined && !controller.signal.aborted; job = todo[next++]) {
        try {
          onAnalysed(job.position, await deals.analyse(job.board, readBookOptions(), controller.signal));
        } catch {
          if (controller.signal.aborted) return;
          failed++;
        }
        done++;
        setProgress({ done, total: todo.length, failed });
      }
    };
    setProgress({ done, total: todo.length, failed });
    void Promise.all(Array.from({ length: Math.min(AT_ONCE, todo.length) }, analyseInTurn)).then(() => {
      running.current = undefined;
    });
  };
  return { progress, start };
}
