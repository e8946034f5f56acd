import { z } from 'zod';

/** Every milestone a shipment passes, as the shop names them. */
export const SHIPMENT_MILESTONES = ['AvailableForPickup', 'Delivered', 'Exception', 'FailedAttempt', 'InTransit', 'InfoReceived', 'OutForDelivery', 'Pending'] as const;
export type ShipmentMilestone = (typeof SHIPMENT_MILESTONES)[number];

/** The courier's own status codes to the shop's milestones; an unknown code reads as Pending. */
export const COURIER_STATUS_TO_MILESTONE: Readonly<Record<string, ShipmentMilestone>> = {
  pending: 'Pending',
  info_received: 'InfoReceived',
  in_transit: 'InTransit',
  out_for_delivery: 'OutForDelivery',
  delivered: 'Delivered',
  available_for_pickup: 'AvailableForPickup',
  failed_attempt: 'FailedAttempt',
  exception: 'Exception',
};

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

export interface HttpCourierServiceOptions {
  /** e.g. `http://127.0.0.1:4010/couriers/api` */
  baseUrl: string;
  timeoutMs: number;
  fetch?: typeof fetch;
  onError?: (message: string, fields: Record<string, unknown>) => void;
}

/** The courier's tracking API over HTTP: `GET {base}/shipments/{trackingId}`. */
export function createHttpCourierService(options: HttpCourierServiceOptions): CourierService {
  const base = options.baseUrl.replace(/\/+$/, '');
  const fetchImpl = options.fetch ?? fetch;
  return {
    async track(trackingId) {
      try {
        const response = await fetchImpl(`${base}/shipments/${encodeURIComponent(trackingId)}`, {
          headers: { accept: 'application/json' },
          signal: AbortSignal.timeout(options.timeoutMs),
        });
        if (response.status === 404) return null;
        if (!response.ok) {
          options.onError?.('courier service refused', { status: response.status, trackingId });
          return null;
        }
        const parsed = answerSchema.safeParse(await response.json());
        if (!parsed.success) {
          options.onError?.('courier service answered an unknown shape', { trackingId });
          return null;
        }
        const events = parsed.data.events
          .map((event) => ({ title: event.title, date: new Date(event.at).toISOString(), courier: event.courier, milestone: milestoneOf(event.status), location: event.location }))
          .sort((a, b) => a.date.localeCompare(b.date));
        return { milestone: milestoneOf(parsed.data.status), events, relayEmail: parsed.data.relayEmail };
      } catch (error) {
        options.onError?.('courier service unreachable', { trackingId, error: error instanceof Error ? error.message : String(error) });
        return null;
      }
    },
  };
}
