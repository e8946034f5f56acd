import type { RefreshOutcome } from './refresh-session';
import { refreshBackoffDelay, SESSION_REFRESH_INTERVAL_MS } from './refresh-schedule';

export interface SessionRefresherOptions {
  refresh(): Promise<RefreshOutcome>;
  onRefreshed(outcome: Extract<RefreshOutcome, { kind: 'refreshed' }>): void;
  onDestroyed(): void;
  /** Called after each failed attempt that will be retried (for logs). */
  onTransient?(attempt: number, delayMs: number): void;
  intervalMs?: number;
  random?: () => number;
}

export interface SessionRefresher {
  /** Refreshes now (`immediately`) or after one interval, then keeps going until stopped or destroyed. */
  start(immediately: boolean): void;
  stop(): void;
}

/**
 * The background refresh schedule: every 180000 ms; after a transient failure retries with
 * exponential backoff (2000 ms doubled per attempt, capped at 2^7, +-175 ms jitter) until a refresh
 * succeeds, then back to the regular interval. An unrecoverable answer ends the schedule.
 */
export function createSessionRefresher(options: SessionRefresherOptions): SessionRefresher {
  const intervalMs = options.intervalMs ?? SESSION_REFRESH_INTERVAL_MS;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let running = false;
  let failures = 0;
  // Each start gets its own generation, so an answer arriving after stop() changes nothing.
  let generation = 0;

  const schedule = (delayMs: number, gen: number) => {
    timer = setTimeout(() => void run(gen), delayMs);
  };

  const run = async (gen: number) => {
    timer = null;
    const outcome = await options.refresh();
    if (!running || gen !== generation) return;
    if (outcome.kind === 'refreshed') {
      failures = 0;
      options.onRefreshed(outcome);
      schedule(intervalMs, gen);
    } else if (outcome.kind === 'destroyed') {
      running = false;
      options.onDestroyed();
    } else {
      const delayMs = refreshBackoffDelay(failures, options.random);
      options.onTransient?.(failures, delayMs);
      failures += 1;
      schedule(delayMs, gen);
    }
  };

  return {
    start(immediately) {
      this.stop();
      running = true;
      failures = 0;
      generation += 1;
      if (immediately) void run(generation);
      else schedule(intervalMs, generation);
    },
    stop() {
      running = false;
      if (timer !== null) clearTimeout(timer);
      timer = null;
    },
  };
}
