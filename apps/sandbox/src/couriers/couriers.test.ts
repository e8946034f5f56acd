import type { ShopOrder } from '../merchants/shop-state-schema';
import { useSandbox } from '../test-support/use-sandbox';
import { shipmentOf } from './shipment-timeline';

const HOUR = 3_600_000;
const placedAt = Date.UTC(2026, 10, 2, 8);

function shopOrder(overrides: Partial<ShopOrder> = {}): ShopOrder {
  return {
    reference: 'SHOP-1',
    trackingId: 'TRK0001',
    merchantId: 'shop',
    cartId: 'cart',
    idempotencyKey: 'key',
    lines: [],
    contact: { firstName: 'Aino', lastName: 'V', streetAddress: 'Katu 1', postalCode: '00100', city: 'Helsinki', email: 'a@example.com', phone: '0401234567' },
    delivery: { id: 'home', type: 'HOME_DELIVERY', description: 'Home', pickupPoint: null },
    itemsTotal: 1000,
    deliveryCost: 490,
    currency: 'EUR',
    status: 'PLACED',
    placedAt,
    cancelledAt: null,
    ...overrides,
  } as ShopOrder;
}

describe('shipment timeline', () => {
  it('a home delivery goes info received, in transit, out for delivery, delivered as time passes', () => {
    const statusAt = (hours: number) => shipmentOf(shopOrder(), [], placedAt + hours * HOUR).status;
    expect([0, 1, 2, 19, 20, 23, 24, 100].map(statusAt)).toEqual([
      'info_received',
      'info_received',
      'in_transit',
      'in_transit',
      'out_for_delivery',
      'out_for_delivery',
      'delivered',
      'delivered',
    ]);
    expect(shipmentOf(shopOrder(), [], placedAt + 30 * HOUR).events.map((event) => event.status)).toEqual(['info_received', 'in_transit', 'out_for_delivery', 'delivered']);
  });

  it('a pickup delivery ends available for pickup at the pickup point', () => {
    const order = shopOrder({ delivery: { id: 'pickup', type: 'PICKUP_DELIVERY', description: 'Pickup', pickupPoint: 'Kiosk, Katu 2' } });
    const shipment = shipmentOf(order, [], placedAt + 22 * HOUR);
    expect(shipment.status).toBe('available_for_pickup');
    expect(shipment.events.at(-1)?.location).toBe('Kiosk, Katu 2');
  });

  it('a failed attempt pushes delivery back a day; an exception stops the parcel', () => {
    const failed = [{ status: 'failed_attempt' as const, at: placedAt + 21 * HOUR, location: 'Helsinki' }];
    expect(shipmentOf(shopOrder(), failed, placedAt + 22 * HOUR).status).toBe('failed_attempt');
    expect(shipmentOf(shopOrder(), failed, placedAt + 30 * HOUR).status).toBe('failed_attempt');
    expect(shipmentOf(shopOrder(), failed, placedAt + 48 * HOUR).status).toBe('delivered');
    const stopped = [{ status: 'exception' as const, at: placedAt + 3 * HOUR, location: null }];
    expect(shipmentOf(shopOrder(), stopped, placedAt + 100 * HOUR).status).toBe('exception');
    expect(shipmentOf(shopOrder({ status: 'CANCELLED', cancelledAt: placedAt + HOUR }), [], placedAt + 100 * HOUR).events.at(-1)?.title).toBe('Shipment cancelled by the sender');
  });
});

describe('couriers over HTTP', () => {
  const h = useSandbox('each');

  /** The service's own API: JSON, without the Stytch credentials. */
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown) => h.api(method, path, body, null);

  it('tracks a placed order and moves it to delivered when the sandbox clock moves', async () => {
    h.sandbox.store.state.merchantShops.orders['SHOP-1'] = shopOrder({ placedAt: h.clock.now() });
    const first = await call('GET', '/couriers/api/shipments/TRK0001');
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ trackingId: 'TRK0001', status: 'info_received', relayEmail: 'trk0001@relay.couriers.sandbox' });

    const moved = await call('POST', '/couriers/control/clock', { advanceMinutes: 24 * 60 });
    expect(moved.body).toMatchObject({ offsetMinutes: 1440 });
    const later = await call('GET', '/couriers/api/shipments/TRK0001');
    expect(later.body['status']).toBe('delivered');
    expect((later.body['events'] as unknown[]).length).toBe(4);
    // The invoice service runs on the same clock.
    expect((await call('GET', '/invoices/control/clock')).body).toMatchObject({ offsetMinutes: 1440 });
  });

  it('injects an exception, refuses bad input and unknown shipments, and lists shipments for people', async () => {
    h.sandbox.store.state.merchantShops.orders['SHOP-1'] = shopOrder({ placedAt: h.clock.now() });
    expect((await call('POST', '/couriers/control/shipments/TRK0001/events', { status: 'exception', location: 'Vantaa' })).status).toBe(201);
    expect((await call('GET', '/couriers/api/shipments/TRK0001')).body['status']).toBe('exception');
    expect((await call('POST', '/couriers/control/shipments/TRK0001/events', { status: 'delivered' })).status).toBe(400);
    expect((await call('POST', '/couriers/control/shipments/NOPE/events', { status: 'exception' })).status).toBe(404);
    expect((await call('GET', '/couriers/api/shipments/NOPE')).status).toBe(404);
    expect((await call('POST', '/couriers/control/clock', { advanceMinutes: -5 })).status).toBe(400);
    const page = await fetch(`${h.url}/couriers`);
    const html = await page.text();
    expect(html).toContain('TRK0001');
    expect(html).toContain('exception');
  });
});
