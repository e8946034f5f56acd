import { z } from 'zod';
import { epochMs } from '../state/state-fields';

/** Events people or tests inject into a shipment: a failed delivery attempt, or an exception that stops it. */
export const INJECTABLE_STATUSES = ['failed_attempt', 'exception'] as const;

export const injectedEventSchema = z.object({
  status: z.enum(INJECTABLE_STATUSES),
  at: epochMs,
  location: z.string().max(200).nullable(),
});

export const couriersStateSchema = z.object({
  /** Per tracking id, oldest first. */
  injected: z.record(z.string(), z.array(injectedEventSchema)),
});

export type InjectedEvent = z.infer<typeof injectedEventSchema>;
export type CouriersState = z.infer<typeof couriersStateSchema>;

export const emptyCouriersState = (): CouriersState => ({ injected: {} });
