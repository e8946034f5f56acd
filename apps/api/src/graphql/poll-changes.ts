export interface PollChangesOptions<T> {
  /** A cheap fingerprint of the watched state; `read` runs again only when it changes. */
  signature: () => Promise<string | null>;
  /** The full value to send. */
  read: () => Promise<T>;
  /** True for the last value worth sending (the stream ends after it). */
  isFinal: (value: T) => boolean;
  intervalMs: number;
  /** The stream ends after this long even if nothing became final. */
  maxMs: number;
  now?: () => number;
  /** Called once when the stream is over, however it ends (final value, time, client gone, error). */
  onClose?: () => void;
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve();
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
    signal.addEventListener('abort', done, { once: true });
  });
}

/**
 * An async iterator over a value polled from the database: the current value at once, then each changed
 * one, until a final value or `maxMs`. Its `return()` (the client went away) wakes the sleeping poll at
 * once, so a closed subscription stops querying instead of running out its time: a plain async
 * generator would only see `return()` at its next `yield`, which may never come.
 */
export function pollChanges<T>(options: PollChangesOptions<T>): AsyncIterableIterator<T> {
  const now = options.now ?? Date.now;
  const stop = new AbortController();

  async function* run(): AsyncGenerator<T, void, undefined> {
    const deadline = now() + options.maxMs;
    let last = await options.signature();
    for (;;) {
      const value = await options.read();
      if (stop.signal.aborted) return;
      yield value;
      if (options.isFinal(value)) return;
      for (;;) {
        await sleep(options.intervalMs, stop.signal);
        if (stop.signal.aborted || now() >= deadline) return;
        const next = await options.signature();
        if (next !== last) {
          last = next;
          break;
        }
      }
    }
  }

  const inner = run();
  let closed = false;
  const close = () => {
    if (closed) return;
    closed = true;
    options.onClose?.();
  };
  const closeWhenDone = (result: Promise<IteratorResult<T, unknown>>) =>
    result.then(
      (step) => {
        if (step.done) close();
        return step as IteratorResult<T>;
      },
      (error: unknown) => {
        close();
        throw error;
      },
    );
  const iterator: AsyncIterableIterator<T> = {
    next: () => closeWhenDone(inner.next()),
    return: (value?: unknown) => {
      stop.abort();
      close();
      return inner.return(value as undefined) as Promise<IteratorResult<T>>;
    },
    throw: (error?: unknown) => {
      stop.abort();
      close();
      return inner.throw(error) as Promise<IteratorResult<T>>;
    },
    [Symbol.asyncIterator]: () => iterator,
  };
  return iterator;
}
