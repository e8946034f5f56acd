import { z } from 'zod';
import { createSandboxServiceClient, type SandboxServiceOptions } from './sandbox-service-client';

/** Every milestone a shipment passes, as the shop names them. */
export const SHIPMENT_MILESTONES = ['AvailableForPickup', 'Delivered', 'Exception', 'FailedAttempt', 'InTransit', 'InfoReceived', 'OutForDelivery', 'Pending'] as const;
export type ShipmentMilestone = (typeof SHIPMENT_MILESTONES)[number];

/** The courier's code for a milestone is its name in snake_case (`OutForDelivery` is `out_for_delivery`). */
const courierStatusOf = (milestone: ShipmentMilestone): string => milestone.replace(/(?<=.)(?=[A-Z])/g, '_').toLowerCase();

/** The courier's own status codes to the shop's milestones; an unknown code reads as Pending. */
export const COURIER_STATUS_TO_MILESTONE: Readonly<Record<string, ShipmentMilestone>> = Object.fromEntries(SHIPMENT_MILESTONES.map((milestone) => [courierStatusOf(milestone), milestone]));

export function milestoneOf(courierStatus: string): ShipmentMilestone {
  return COURIER_STATUS_TO_MILESTONE[courierStatus] ?? 'Pending';
}

export interface TrackingEvent {
  title: string;
  /** ISO timestamp. */
  date: string;
  courier: string | null;
  milestone: ShipmentMilestone;
  location: string | null;
}

export interface TrackingState {
  milestone: ShipmentMilestone;
  /** Oldest first. */
  events: TrackingEvent[];
  relayEmail: string | null;
}

/** Where shipment tracking comes from. */
export interface CourierService {
  /** The shipment's state now; null when the courier does not know the tracking id or cannot answer. */
  track(trackingId: string): Promise<TrackingState | null>;
}

const eventSchema = z.object({
  status: z.string().min(1).max(64),
  title: z.string().max(500),
  at: z.iso.datetime({ offset: true }),
  courier: z.string().max(200).nullable(),
  location: z.string().max(500).nullable(),
});
const answerSchema = z.object({
  status: z.string().min(1).max(64),
  relayEmail: z.string().max(320).nullable(),
  events: z.array(eventSchema).max(200),
});

export type HttpCourierServiceOptions = SandboxServiceOptions;

/** The courier's tracking API over HTTP: `GET {base}/shipments/{trackingId}`; an unknown tracking id (404) is null. */
export function createHttpCourierService(options: HttpCourierServiceOptions): CourierService {
  const client = createSandboxServiceClient('courier service', options);
  return {
    async track(trackingId) {
      const answer = await client.call({ path: `/shipments/${encodeURIComponent(trackingId)}`, schema: answerSchema, fields: { trackingId }, notFoundIsNull: true });
      if (!answer) return null;
      const events = answer.events
        .map((event) => ({ title: event.title, date: new Date(event.at).toISOString(), courier: event.courier, milestone: milestoneOf(event.status), location: event.location }))
        .sort((a, b) => a.date.localeCompare(b.date));
      return { milestone: milestoneOf(answer.status), events, relayEmail: answer.relayEmail };
    },
  };
}
