import { z } from 'zod';
import type { StateStore } from '../state/state-store';

/**
 * The sandbox's own clock for couriers and the invoice service: real time plus an offset that tests
 * and people move forward, so a parcel is delivered or an invoice falls due without waiting days.
 */
export const clockStateSchema = z.object({ offsetMinutes: z.number().int().min(0) });
export type ClockState = z.infer<typeof clockStateSchema>;

export const advanceClockSchema = z.object({ advanceMinutes: z.coerce.number().int().min(1).max(525_600) });

export interface SandboxClock {
  /** Sandbox time, epoch ms. */
  now(): number;
  offsetMinutes(): number;
  advance(minutes: number): void;
  reset(): void;
}

export function createSandboxClock(store: StateStore, realNow: () => number): SandboxClock {
  const state = () => store.state.clock;
  return {
    now: () => realNow() + state().offsetMinutes * 60_000,
    offsetMinutes: () => state().offsetMinutes,
    advance(minutes) {
      state().offsetMinutes += minutes;
      store.save();
    },
    reset() {
      state().offsetMinutes = 0;
      store.save();
    },
  };
}

/** What the clock control endpoints answer. */
export function clockBody(clock: SandboxClock) {
  return { now: new Date(clock.now()).toISOString(), offsetMinutes: clock.offsetMinutes() };
}
