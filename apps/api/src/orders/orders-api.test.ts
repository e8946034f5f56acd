import { asUser, bearerSessions } from '../auth/testing/bearer-sessions';
import { useTestApi } from '../testing/use-test-api';
import type { CourierService, TrackingState } from './courier-service';
import type { InvoiceRegistration, InvoiceService, InvoiceState } from './invoice-service';
import { DEMO_SHOPPER_EMAIL, seedDemoOrders } from './demo-orders';
import { recordPlacedOrder } from './placed-orders';

// `user.<name>.token` is a session of user `orders-test-<name>`; `demo.token` one of the demo shopper.
const sessions = bearerSessions('orders-test', {
  'demo.token': { userId: 'orders-test-demo', sessionId: 'session-demo', email: DEMO_SHOPPER_EMAIL, expiresAt: null },
});

// The invoice service and couriers as tests set them: states change between requests.
const invoiceStates = new Map<string, InvoiceState>();
const registered: InvoiceRegistration[] = [];
const invoices: InvoiceService = {
  async stateOf(invoice) {
    registered.push(invoice);
    return invoiceStates.get(invoice.id) ?? { paymentStatus: 'Unpaid', balance: invoice.totalAmount };
  },
};
const shipments = new Map<string, TrackingState | null>();
const couriers: CourierService = {
  async track(trackingId) {
    return shipments.get(trackingId) ?? null;
  },
};

const t = useTestApi({ sessions, orderServices: { invoices, couriers } });

const address = { firstName: 'Aino', lastName: 'Virtanen', streetAddress: 'Mannerheimintie 12', postalCode: '00100', city: 'Helsinki', email: 'aino@example.com', phone: '0401234567' };

async function placeOrder(user: string, day: number, paymentMethod = 'STRIPE', trackingPrefix = `TRK-${user}-${day}`) {
  return recordPlacedOrder(t.db.db, {
    userId: `orders-test-${user}`,
    region: 'FI',
    currency: 'EUR',
    paymentMethod,
    createdAt: new Date(Date.UTC(2026, 9, day, 12)),
    deliveryAddress: address,
    merchants: [
      {
        merchantId: 'shop-a',
        orderReference: `A-${day}`,
        trackingId: `${trackingPrefix}-A`,
        deliveryCost: 490,
        lines: [{ offerId: `o-${day}-1`, productId: 'p1', name: 'Kettle', imageUrl: null, offerUrl: '/x', quantity: 2, unitPrice: 1250 }],
      },
      {
        merchantId: 'shop-b',
        orderReference: `B-${day}`,
        trackingId: `${trackingPrefix}-B`,
        deliveryCost: 0,
        lines: [{ offerId: `o-${day}-2`, productId: 'p2', name: 'Toaster', imageUrl: null, offerUrl: '/y', quantity: 1, unitPrice: 3000 }],
      },
    ],
  });
}

const ORDER_FIELDS = `
  id owedByCustomerAmount owedByCustomerCurrency paymentMethod createdAt itemsTotalAmount itemsTotalCurrency
  deliveryCostAmount deliveryCostCurrency discountAmount discountCurrency region tax { price currency }
  merchantCheckouts { merchantId lineItems { id productId count costCurrency costValue title } }
  shipmentTracking { reference trackerId milestone merchantName merchantId }
  invoice { id orderNumber dueDate paymentStatus balance { price currency } totalAmount { price } purchaseId bankAccount paymentReference receiver }
  merchantDetails { id name title }
`;
const LIST = `query ($page: Int, $perPage: Int) { myOrders(page: $page, perPage: $perPage) { page perPage totalCount orders { id createdAt } } }`;
const ONE = `query ($id: ID!) { myOrder(orderId: $id) { ${ORDER_FIELDS} } }`;
const INVOICE = `query ($id: ID!) { invoiceDetails(invoiceId: $id) { id paymentStatus balance { price } totalAmount { price } } }`;
const SHIPMENT = `query ($id: ID!) { shipmentDetails(trackerId: $id) { trackerId orderId relayEmail merchantName reference milestone events { title date courier statusMilestone location } customer { address email } } }`;

interface ListData {
  myOrders: { page: number; perPage: number; totalCount: number; orders: { id: string; createdAt: string }[] };
}

describe('my orders', () => {
  it('pages the signed-in user’s orders newest first, with the total count', async () => {
    const placed = [];
    for (const day of [3, 1, 5, 2, 4]) placed.push(await placeOrder('pager', day));
    await placeOrder('someone-else', 9);
    const first = await t.graphql<ListData>(LIST, { page: 1, perPage: 2 }, asUser('pager'));
    expect(first.body.errors).toBeUndefined();
    expect(first.headers.get('cache-control')).toBe('no-store');
    expect(first.body.data?.myOrders).toMatchObject({ page: 1, perPage: 2, totalCount: 5 });
    expect(first.body.data?.myOrders.orders.map((order) => order.createdAt.slice(0, 10))).toEqual(['2026-10-05', '2026-10-04']);
    const last = await t.graphql<ListData>(LIST, { page: 3, perPage: 2 }, asUser('pager'));
    expect(last.body.data?.myOrders.orders.map((order) => order.createdAt.slice(0, 10))).toEqual(['2026-10-01']);
    // Out-of-range paging is clamped, not an error.
    const odd = await t.graphql<ListData>(LIST, { page: 0, perPage: 5000 }, asUser('pager'));
    expect(odd.body.errors).toBeUndefined();
    expect(odd.body.data?.myOrders).toMatchObject({ page: 1, perPage: 10, totalCount: 5 });
    expect(placed).toHaveLength(5);
  });

  it('has every order field: lines per merchant, totals, tax for the region, shipments and merchants', async () => {
    const order = await placeOrder('details', 7);
    shipments.set('TRK-details-7-A', { milestone: 'InTransit', relayEmail: null, events: [] });
    const result = await t.graphql<{ myOrder: Record<string, unknown> }>(ONE, { id: order.id }, asUser('details'));
    expect(result.body.errors).toBeUndefined();
    expect(result.body.data?.myOrder).toMatchObject({
      id: order.id,
      owedByCustomerAmount: '59.90',
      itemsTotalAmount: '55.00',
      deliveryCostAmount: '4.90',
      discountAmount: '0.00',
      paymentMethod: 'STRIPE',
      region: 'FI',
      // 59.90 x 25.5 / 125.5 = 12.17
      tax: { price: '12.17', currency: 'EUR' },
      invoice: null,
      merchantCheckouts: [
        { merchantId: 'shop-a', lineItems: [{ id: 'o-7-1', productId: 'p1', count: 2, costCurrency: 'EUR', costValue: '12.50', title: 'Kettle' }] },
        { merchantId: 'shop-b', lineItems: [{ id: 'o-7-2', count: 1, costValue: '30.00', title: 'Toaster' }] },
      ],
      shipmentTracking: [
        { trackerId: 'TRK-details-7-A', milestone: 'InTransit', reference: 'A-7', merchantId: 'shop-a' },
        // A tracker the courier does not know yet is still pending.
        { trackerId: 'TRK-details-7-B', milestone: 'Pending', reference: 'B-7', merchantId: 'shop-b' },
      ],
      merchantDetails: [{ id: 'shop-a' }, { id: 'shop-b' }],
    });
  });

  it('an order paid by invoice has an invoice whose state follows the invoice service', async () => {
    const order = await placeOrder('billed', 8, 'INVOICE');
    const read = async () => (await t.graphql<{ myOrder: { invoice: { id: string; paymentStatus: string; balance: { price: string }; orderNumber: string; dueDate: string; paymentReference: string } } }>(ONE, { id: order.id }, asUser('billed'))).body.data?.myOrder.invoice;
    const before = await read();
    expect(before).toMatchObject({ paymentStatus: 'Unpaid', balance: { price: '59.90' }, dueDate: '2026-10-22', receiver: 'Kori Payments Oy' });
    expect(before?.orderNumber).toMatch(/^K-[0-9A-F]{10}$/);
    expect(registered.some((invoice) => invoice.id === before?.id && invoice.totalAmount === 5990 && invoice.dueDate === '2026-10-22')).toBe(true);

    invoiceStates.set(before?.id ?? '', { paymentStatus: 'Paid', balance: 0 });
    const after = await t.graphql<{ invoiceDetails: unknown }>(INVOICE, { id: before?.id }, asUser('billed'));
    expect(after.body.data?.invoiceDetails).toEqual({ id: before?.id, paymentStatus: 'Paid', balance: { price: '0.00' }, totalAmount: { price: '59.90' } });
  });

  it('shipment details follow the courier', async () => {
    const order = await placeOrder('tracked', 10);
    const id = 'TRK-tracked-10-A';
    shipments.set(id, { milestone: 'InfoReceived', relayEmail: 'relay@couriers.example', events: [{ title: 'Shipment information received', date: '2026-10-10T12:00:00.000Z', courier: 'Posti', milestone: 'InfoReceived', location: 'Vantaa' }] });
    const before = await t.graphql<{ shipmentDetails: { milestone: string; events: unknown[] } }>(SHIPMENT, { id }, asUser('tracked'));
    expect(before.body.data?.shipmentDetails).toMatchObject({
      trackerId: id,
      orderId: order.id,
      reference: 'A-10',
      milestone: 'InfoReceived',
      relayEmail: 'relay@couriers.example',
      customer: { address: 'Mannerheimintie 12, 00100 Helsinki', email: 'aino@example.com' },
      events: [{ title: 'Shipment information received', statusMilestone: 'InfoReceived', courier: 'Posti', location: 'Vantaa' }],
    });
    shipments.set(id, { milestone: 'Delivered', relayEmail: null, events: [] });
    const after = await t.graphql<{ shipmentDetails: { milestone: string } }>(SHIPMENT, { id }, asUser('tracked'));
    expect(after.body.data?.shipmentDetails.milestone).toBe('Delivered');
  });

  it('another signed-in user gets nothing of someone’s order, invoice or shipment', async () => {
    const order = await placeOrder('owner', 11, 'CREDIT');
    const owned = await t.graphql<{ myOrder: { invoice: { id: string } } }>(ONE, { id: order.id }, asUser('owner'));
    const invoiceId = owned.body.data?.myOrder.invoice.id;
    expect(invoiceId).toBeDefined();

    const stranger = asUser('stranger');
    const results = await Promise.all([
      t.graphql(ONE, { id: order.id }, stranger),
      t.graphql(INVOICE, { id: invoiceId }, stranger),
      t.graphql(SHIPMENT, { id: 'TRK-owner-11-A' }, stranger),
      t.graphql<ListData>(LIST, {}, stranger),
    ]);
    for (const result of results) {
      expect(result.status).toBe(200);
      expect(result.body.errors).toBeUndefined();
    }
    expect(results.map((result) => Object.values(result.body.data ?? {})[0])).toEqual([null, null, null, { page: 1, perPage: 10, totalCount: 0, orders: [] }]);
  });

  it('bad ids find nothing, and a signed-out request is told to sign in', async () => {
    for (const [query, id] of [
      [ONE, 'not-a-uuid'],
      [ONE, ''],
      [INVOICE, 'x'.repeat(500)],
      [SHIPMENT, '  '],
    ] as const) {
      const result = await t.graphql(query, { id }, asUser('details'));
      expect(result.status).toBe(200);
      expect(result.body.errors).toBeUndefined();
      expect(Object.values(result.body.data ?? {})[0]).toBeNull();
    }
    const signedOut = await t.graphql(LIST, {});
    expect(signedOut.body.errors?.[0]?.extensions?.['code']).toBe('UNAUTHENTICATED');
  });

  it('the demo orders wait for the demo shopper and become theirs at first sign-in, invoices included', async () => {
    expect(await seedDemoOrders(t.db.db)).toBe(3);
    expect(await seedDemoOrders(t.db.db)).toBe(0);
    const demo = { authorization: 'Bearer demo.token' };
    const list = await t.graphql<{ myOrders: { totalCount: number; orders: { id: string; paymentMethod: string; invoice: { paymentStatus: string } | null }[] } }>(
      `{ myOrders { totalCount orders { id paymentMethod invoice { paymentStatus } } } }`,
      {},
      demo,
    );
    expect(list.body.errors).toBeUndefined();
    expect(list.body.data?.myOrders.totalCount).toBe(3);
    expect(list.body.data?.myOrders.orders.map((order) => [order.paymentMethod, order.invoice?.paymentStatus ?? null])).toEqual([
      ['INVOICE', 'Unpaid'],
      ['STRIPE', null],
      ['CREDIT', 'Unpaid'],
    ]);
    // Nobody else sees them.
    expect((await t.graphql<ListData>(LIST, {}, asUser('stranger'))).body.data?.myOrders.totalCount).toBe(0);
  });
});
