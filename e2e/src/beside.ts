/**
 * Requests timed side by side: the page's (from the browser's events) and a second client's (the
 * test's own fetches), to check that no request to the server waits on another's. A request may be
 * slow because the server is busy, but not much slower than the slowest request running beside it:
 * the old dev proxy once held a second client's GET for 60 s while the page's POST /dd took one.
 */
import type { Page, Request } from 'playwright-core';

export interface TimedRequest {
  readonly who: 'page' | 'second client';
  readonly what: string;
  /** Milliseconds since the epoch, from the test's clock. */
  readonly start: number;
  readonly end: number;
}

const duration = (r: TimedRequest): number => r.end - r.start;
const overlap = (a: TimedRequest, b: TimedRequest): boolean => a.start < b.end && b.start < a.end;

/** The page's API requests from now on, each added once it has its answer (or failed). */
export function timePageRequests(page: Page): { readonly finished: TimedRequest[]; stop(): void } {
  const finished: TimedRequest[] = [];
  const sent = new Map<Request, number>();
  const isApi = (request: Request): boolean => new URL(request.url()).pathname.startsWith('/api/');
  const onRequest = (request: Request): void => {
    if (isApi(request)) sent.set(request, Date.now());
  };
  const onDone = (request: Request): void => {
    const start = sent.get(request);
    if (start === undefined) return;
    sent.delete(request);
    finished.push({ who: 'page', what: `${request.method()} ${new URL(request.url()).pathname}`, start, end: Date.now() });
  };
  page.on('request', onRequest);
  page.on('requestfinished', onDone);
  page.on('requestfailed', onDone);
  return {
    finished,
    stop: () => {
      page.off('request', onRequest);
      page.off('requestfinished', onDone);
      page.off('requestfailed', onDone);
    },
  };
}

/** A second client's GET, timed; its status goes into `what`, so a refusal shows in the report. */
export async function timedGet(baseUrl: string, route: string): Promise<TimedRequest> {
  const start = Date.now();
  const response = await fetch(`${baseUrl}/api/v1${route}`, { signal: AbortSignal.timeout(90_000) });
  await response.arrayBuffer();
  return { who: 'second client', what: `GET /api/v1${route} → ${response.status}`, start, end: Date.now() };
}

/**
 * The requests that took longer than the slowest other request running beside them plus `slackMs`,
 * described in words (none when every request kept pace with its neighbours).
 */
export function waitedOnOthers(requests: readonly TimedRequest[], slackMs: number): string[] {
  return requests.flatMap((r) => {
    const beside = requests.filter((other) => other !== r && overlap(r, other));
    if (beside.length === 0) return [];
    const slowest = Math.max(...beside.map(duration));
    return duration(r) > slowest + slackMs ? [`${r.who} ${r.what} took ${duration(r)} ms; the slowest beside it ${slowest} ms`] : [];
  });
}
