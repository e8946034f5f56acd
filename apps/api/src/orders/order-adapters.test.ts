import { createHttpCourierService, SHIPMENT_MILESTONES, COURIER_STATUS_TO_MILESTONE } from './courier-service';
import { finnishReference } from './invoice-issue';
import { createHttpInvoiceService, INVOICE_PAYMENT_STATUSES, SERVICE_STATUS_TO_PAYMENT_STATUS } from './invoice-service';

const answering = (status: number, body: unknown): typeof fetch => (async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })) as typeof fetch;
const registration = { id: 'inv-1', totalAmount: 1000, currency: 'EUR' as const, issuedAt: '2026-11-01T10:00:00.000Z', dueDate: '2026-11-15' };

describe('invoice service adapter', () => {
  it('maps every payment status, and an unknown one to Unknown', async () => {
    expect(new Set(Object.values(SERVICE_STATUS_TO_PAYMENT_STATUS))).toEqual(new Set(INVOICE_PAYMENT_STATUSES));
    for (const [serviceStatus, paymentStatus] of Object.entries(SERVICE_STATUS_TO_PAYMENT_STATUS)) {
      const service = createHttpInvoiceService({ baseUrl: 'http://invoices.test/api/', timeoutMs: 1000, fetch: answering(200, { status: serviceStatus, balance: 10 }) });
      expect(await service.stateOf(registration)).toEqual({ paymentStatus, balance: 10 });
    }
    const later = createHttpInvoiceService({ baseUrl: 'http://invoices.test', timeoutMs: 1000, fetch: answering(200, { status: 'written_off', balance: 0 }) });
    expect(await later.stateOf(registration)).toEqual({ paymentStatus: 'Unknown', balance: 0 });
  });

  it('answers null (and logs) when the service fails or answers nonsense', async () => {
    const errors: string[] = [];
    const onError = (message: string) => void errors.push(message);
    for (const fetchImpl of [answering(500, {}), answering(200, { status: 'paid', balance: -1 }), (async () => { throw new Error('down'); }) as typeof fetch]) {
      expect(await createHttpInvoiceService({ baseUrl: 'http://invoices.test', timeoutMs: 1000, fetch: fetchImpl, onError }).stateOf(registration)).toBeNull();
    }
    expect(errors).toEqual(['invoice service refused', 'invoice service answered an unknown shape', 'invoice service unreachable']);
  });
});

describe('courier adapter', () => {
  it('maps every milestone, orders events oldest first, and reads an unknown tracking id as null', async () => {
    expect(new Set(Object.values(COURIER_STATUS_TO_MILESTONE))).toEqual(new Set(SHIPMENT_MILESTONES));
    expect(Object.keys(COURIER_STATUS_TO_MILESTONE).sort()).toEqual(['available_for_pickup', 'delivered', 'exception', 'failed_attempt', 'in_transit', 'info_received', 'out_for_delivery', 'pending']);
    expect(COURIER_STATUS_TO_MILESTONE['available_for_pickup']).toBe('AvailableForPickup');
    const events = [
      { status: 'in_transit', title: 'In transit', at: '2026-11-01T12:00:00Z', courier: 'Posti', location: 'Vantaa' },
      { status: 'info_received', title: 'Info', at: '2026-11-01T10:00:00Z', courier: 'Posti', location: null },
    ];
    const service = createHttpCourierService({ baseUrl: 'http://couriers.test', timeoutMs: 1000, fetch: answering(200, { status: 'in_transit', relayEmail: null, events }) });
    const tracked = await service.track('TRK1');
    expect(tracked?.milestone).toBe('InTransit');
    expect(tracked?.events.map((event) => event.milestone)).toEqual(['InfoReceived', 'InTransit']);
    expect(await createHttpCourierService({ baseUrl: 'http://couriers.test', timeoutMs: 1000, fetch: answering(404, {}) }).track('NOPE')).toBeNull();
  });

  it('answers null when the courier fails or answers nonsense, logging all but an unknown tracking id', async () => {
    const errors: string[] = [];
    const onError = (message: string) => void errors.push(message);
    const failures = [answering(404, {}), answering(502, {}), answering(200, { status: 'in_transit', events: [] }), (async () => { throw new Error('down'); }) as typeof fetch];
    for (const fetchImpl of failures) {
      expect(await createHttpCourierService({ baseUrl: 'http://couriers.test', timeoutMs: 1000, fetch: fetchImpl, onError }).track('TRK1')).toBeNull();
    }
    expect(errors).toEqual(['courier service refused', 'courier service answered an unknown shape', 'courier service unreachable']);
  });
});

describe('invoice payment reference', () => {
  it('appends the Finnish 7-3-1 check digit', () => {
    // Known examples: 1234561, 1009.
    expect(finnishReference('123456')).toBe('1234561');
    expect(finnishReference('100')).toBe('1009');
  });
});
