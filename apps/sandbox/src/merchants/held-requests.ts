import type { Response } from 'express';

/** A timeout fault answers nothing for this long (far past any client timeout), then 504. */
const HOLD_MS = 10 * 60_000;

/** Requests a timeout fault is holding open; the sandbox drops them when it stops. */
export interface HeldRequests {
  hold(res: Response): void;
  sleep(ms: number): Promise<void>;
  dispose(): void;
}

export function createHeldRequests(): HeldRequests {
  const held = new Map<Response, NodeJS.Timeout>();
  const sleepers = new Set<() => void>();
  return {
    hold(res) {
      const timer = setTimeout(() => {
        held.delete(res);
        if (!res.headersSent) res.status(504).json({ error: { code: 'SERVER_ERROR', message: 'Held by a timeout fault.' } });
      }, HOLD_MS);
      timer.unref();
      held.set(res, timer);
      res.on('close', () => {
        clearTimeout(timer);
        held.delete(res);
      });
    },
    sleep(ms) {
      return new Promise((resolve) => {
        const wake = () => {
          clearTimeout(timer);
          sleepers.delete(wake);
          resolve();
        };
        const timer = setTimeout(wake, ms);
        timer.unref();
        sleepers.add(wake);
      });
    },
    dispose() {
      for (const [res, timer] of held) {
        clearTimeout(timer);
        res.destroy();
      }
      held.clear();
      for (const wake of [...sleepers]) wake();
    },
  };
}
