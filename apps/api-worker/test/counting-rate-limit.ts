/**
 * A Workers Rate Limiting binding for tests: a count per key that never resets. The real one counts
 * per fixed minute window, so a test that fills it can see the window turn mid-way and its next
 * request let through; this one refuses it whatever the time.
 */
export class CountingRateLimit implements RateLimit {
  /** Requests counted so far, by key (the client's address). */
  readonly counts = new Map<string, number>();

  constructor(readonly perKey: number) {}

  limit({ key, delta = 1 }: RateLimitOptions): Promise<RateLimitOutcome> {
    const before = this.counts.get(key) ?? 0;
    this.counts.set(key, before + delta);
    // As the binding documents: allowed while the count is below the limit.
    return Promise.resolve({ success: before < this.perKey });
  }
}
