// Fixtures for tests of pages that show the order pages' loader data.
import type { InvoiceDetails, MyOrdersData, OrderDetails, OrderDetailsData, OrderSummary, ShipmentDetails } from './lib/pages/orders-data';
import { fixtureFactory } from '@kori/util-testing';

export const orderSummaryFixture = fixtureFactory<OrderSummary>(() => ({
  id: '0b6f2f0e-7d7c-4c61-9a39-6f1f0f6f3a01',
  createdAt: '2026-11-02T10:15:00.000Z',
  paymentMethod: 'INVOICE',
  region: 'FI',
  owedByCustomerAmount: '59.90',
  owedByCustomerCurrency: 'EUR',
  merchantDetails: [
    { id: 'shop-a', name: 'Shop A Oy', title: 'Shop A' },
    { id: 'shop-b', name: 'Shop B Oy', title: 'Shop B' },
  ],
  shipmentTracking: [
    { trackerId: 'TRK-A', reference: 'A-1', milestone: 'InTransit', merchantName: 'Shop A', merchantId: 'shop-a' },
    { trackerId: 'TRK-B', reference: 'B-1', milestone: 'Delivered', merchantName: 'Shop B', merchantId: 'shop-b' },
  ],
}));

export const myOrdersDataFixture = fixtureFactory<MyOrdersData>(() => ({ meta: { title: 'My orders | Kori', description: '' }, email: 'ada@example.com', orders: [], page: 1, perPage: 10, totalCount: 0 }));

export const orderDetailsFixture = fixtureFactory<OrderDetails>(() => {
  const summary = orderSummaryFixture();
  return {
    ...summary,
    itemsTotalAmount: '55.00',
    itemsTotalCurrency: 'EUR',
    deliveryCostAmount: '4.90',
    deliveryCostCurrency: 'EUR',
    discountAmount: '0.00',
    discountCurrency: 'EUR',
    tax: { price: '12.17', currency: 'EUR' },
    merchantCheckouts: [
      { merchantId: 'shop-a', lineItems: [{ id: 'o1', productId: 'p1', count: 2, costCurrency: 'EUR', costValue: '12.50', title: 'Kettle' }] },
      { merchantId: 'shop-b', lineItems: [{ id: 'o2', productId: 'p2', count: 1, costCurrency: 'EUR', costValue: '30.00', title: 'Toaster' }] },
    ],
    merchantDetails: [
      { id: 'shop-a', name: 'Shop A Oy', title: 'Shop A', tos_url: 'https://shop-a.example/terms', privacyPolicyUrl: null },
      { id: 'shop-b', name: 'Shop B Oy', title: 'Shop B', tos_url: null, privacyPolicyUrl: null },
    ],
    invoice: { id: 'inv-1' },
  };
});

export const invoiceDetailsFixture = fixtureFactory<InvoiceDetails>(() => ({
  id: 'inv-1',
  orderNumber: 'K-0B6F2F0E7D',
  dueDate: '2026-11-16',
  paymentStatus: 'PaymentScheduled',
  balance: { price: '59.90', currency: 'EUR' },
  totalAmount: { price: '59.90', currency: 'EUR' },
  purchaseId: 'checkout-1',
  bankAccount: 'FI49 5000 9420 0287 30',
  paymentReference: '1234561',
  receiver: 'Kori Payments Oy',
}));

export const shipmentDetailsFixture = fixtureFactory<ShipmentDetails>(() => ({
  trackerId: 'TRK-A',
  orderId: '0b6f2f0e-7d7c-4c61-9a39-6f1f0f6f3a01',
  relayEmail: null,
  merchantName: 'Shop A',
  reference: 'A-1',
  milestone: 'InTransit',
  events: [
    { title: 'Shipment information received', date: '2026-11-02T10:15:00.000Z', courier: 'Posti', statusMilestone: 'InfoReceived', location: null },
    { title: 'In transit', date: '2026-11-02T12:15:00.000Z', courier: 'Posti', statusMilestone: 'InTransit', location: 'Vantaa sorting centre' },
  ],
  customer: { address: 'Mannerheimintie 12, 00100 Helsinki', email: 'ada@example.com' },
}));

export const orderDetailsDataFixture = fixtureFactory<OrderDetailsData>(() => {
  const order = orderDetailsFixture();
  return {
    meta: { title: 'Order details | Kori', description: '' },
    email: 'ada@example.com',
    orderId: order.id,
    order,
    invoice: invoiceDetailsFixture(),
    shipments: [shipmentDetailsFixture()],
  };
});
