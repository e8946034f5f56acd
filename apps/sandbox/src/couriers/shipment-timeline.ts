import type { ShopOrder } from '../merchants/shop-state-schema';
import type { InjectedEvent } from './courier-state-schema';

/** The courier's status codes, in the order a parcel normally passes them. */
export type CourierStatus = 'pending' | 'info_received' | 'in_transit' | 'out_for_delivery' | 'delivered' | 'available_for_pickup' | 'failed_attempt' | 'exception';

export interface CourierEvent {
  status: CourierStatus;
  title: string;
  at: number;
  courier: string;
  location: string | null;
}

export interface Shipment {
  trackingId: string;
  orderReference: string;
  merchantId: string;
  status: CourierStatus;
  relayEmail: string;
  /** Oldest first, up to now. */
  events: CourierEvent[];
  /** When the next scheduled step happens, if one is still to come. */
  nextAt: number | null;
}

const MINUTE = 60_000;
/** When each step happens after the order was placed. */
export const SCHEDULE_MINUTES = { inTransit: 120, outForDelivery: 20 * 60, delivered: 24 * 60, availableForPickup: 22 * 60 } as const;
/** A failed attempt pushes every later step back by a day. */
export const FAILED_ATTEMPT_DELAY_MINUTES = 24 * 60;

const TITLES: Record<CourierStatus, string> = {
  pending: 'Waiting for the parcel',
  info_received: 'Shipment information received',
  in_transit: 'In transit',
  out_for_delivery: 'Out for delivery',
  delivered: 'Delivered',
  available_for_pickup: 'Available for pickup',
  failed_attempt: 'Delivery attempt failed',
  exception: 'Delivery problem: the courier will contact the recipient',
};

function courierOf(order: ShopOrder): string {
  return order.currency === 'SEK' ? 'PostNord' : 'Posti';
}

function isPickup(order: ShopOrder): boolean {
  return order.delivery.type !== 'HOME_DELIVERY';
}

/**
 * A placed order's shipment at sandbox time `now`: information received at placing, in transit two
 * hours later, out for delivery after 20 hours and delivered after 24 (available for pickup after 22
 * for pickup deliveries). Injected failed attempts push what follows back by a day; an exception, or a
 * cancelled order, stops the parcel where it is.
 */
export function shipmentOf(order: ShopOrder, injected: readonly InjectedEvent[], now: number): Shipment {
  const courier = courierOf(order);
  const hub = order.currency === 'SEK' ? 'Jönköping terminal' : 'Vantaa sorting centre';
  const destination = order.delivery.pickupPoint ?? `${order.contact.postalCode} ${order.contact.city}`;
  const base = order.placedAt;
  let planned: CourierEvent[] = [
    { status: 'info_received', title: TITLES.info_received, at: base, courier, location: null },
    { status: 'in_transit', title: TITLES.in_transit, at: base + SCHEDULE_MINUTES.inTransit * MINUTE, courier, location: hub },
  ];
  if (isPickup(order)) {
    planned.push({ status: 'available_for_pickup', title: TITLES.available_for_pickup, at: base + SCHEDULE_MINUTES.availableForPickup * MINUTE, courier, location: destination });
  } else {
    planned.push({ status: 'out_for_delivery', title: TITLES.out_for_delivery, at: base + SCHEDULE_MINUTES.outForDelivery * MINUTE, courier, location: order.contact.city });
    planned.push({ status: 'delivered', title: TITLES.delivered, at: base + SCHEDULE_MINUTES.delivered * MINUTE, courier, location: destination });
  }
  const extra: CourierEvent[] = [];
  const stops = [...injected].sort((a, b) => a.at - b.at);
  if (order.status === 'CANCELLED' && order.cancelledAt !== null) {
    stops.push({ status: 'exception', at: order.cancelledAt, location: null });
  }
  for (const event of stops) {
    extra.push({
      status: event.status,
      title: order.status === 'CANCELLED' && event.at === order.cancelledAt && event.status === 'exception' ? 'Shipment cancelled by the sender' : TITLES[event.status],
      at: event.at,
      courier,
      location: event.location,
    });
    if (event.status === 'failed_attempt') {
      planned = planned.map((step) => (step.at > event.at ? { ...step, at: step.at + FAILED_ATTEMPT_DELAY_MINUTES * MINUTE } : step));
    } else {
      planned = planned.filter((step) => step.at <= event.at);
    }
  }
  const all = [...planned, ...extra].sort((a, b) => a.at - b.at);
  const events = all.filter((event) => event.at <= now);
  const upcoming = all.find((event) => event.at > now);
  return {
    trackingId: order.trackingId,
    orderReference: order.reference,
    merchantId: order.merchantId,
    status: events.at(-1)?.status ?? 'pending',
    relayEmail: `${order.trackingId.toLowerCase()}@relay.couriers.sandbox`,
    events,
    nextAt: upcoming?.at ?? null,
  };
}

export function findShopOrderByTracking(orders: Record<string, ShopOrder>, trackingId: string): ShopOrder | undefined {
  return Object.values(orders).find((order) => order.trackingId === trackingId);
}
