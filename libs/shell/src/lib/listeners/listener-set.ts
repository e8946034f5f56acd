export interface ListenerSet<T> {
  /** Subscribes `listener`; returns the unsubscribe function. */
  on(listener: (value: T) => void): () => void;
  /** Delivers `value` to every listener; one failing listener is logged and does not stop the others. */
  notify(value: T): void;
}

/**
 * A browser-side set of listeners for one kind of report (page views, commerce events). `what` names the
 * kind in the log line of a failing listener. Reports are sent from effects and handlers, which never run
 * on the server, so nothing request-scoped is kept in one.
 */
export function createListenerSet<T>(what: string): ListenerSet<T> {
  const listeners = new Set<(value: T) => void>();
  return {
    on(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    notify(value) {
      for (const listener of [...listeners]) {
        try {
          listener(value);
        } catch (error) {
          console.error(`${what} listener failed`, error);
        }
      }
    },
  };
}
