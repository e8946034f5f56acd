export type LimitDecision = { allowed: true } | { allowed: false; retryAfterMs: number };

/**
 * Counts events per key over a sliding window held in memory (one storefront process).
 * `check` only asks; `record` counts an event. Keys with no recent events are dropped, so memory
 * stays bounded by the number of keys active within one window.
 */
export class SlidingWindowLimiter {
  private readonly events = new Map<string, number[]>();
  private recordsSinceSweep = 0;

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  check(key: string): LimitDecision {
    const recent = this.recent(key);
    if (recent.length < this.limit) return { allowed: true };
    // The oldest event still inside the window decides when one more is allowed.
    const oldest = recent[recent.length - this.limit] ?? this.now();
    return { allowed: false, retryAfterMs: Math.max(1, oldest + this.windowMs - this.now()) };
  }

  record(key: string): void {
    const recent = this.recent(key);
    recent.push(this.now());
    this.events.set(key, recent);
    this.recordsSinceSweep += 1;
    if (this.recordsSinceSweep >= 1000) this.sweep();
  }

  /** Number of keys currently tracked (for tests and diagnostics). */
  get size(): number {
    return this.events.size;
  }

  private recent(key: string): number[] {
    const since = this.now() - this.windowMs;
    const recent = (this.events.get(key) ?? []).filter((at) => at > since);
    if (recent.length === 0) this.events.delete(key);
    else this.events.set(key, recent);
    return recent;
  }

  private sweep(): void {
    this.recordsSinceSweep = 0;
    for (const key of [...this.events.keys()]) this.recent(key);
  }
}
