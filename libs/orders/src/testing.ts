// Fixtures for tests of pages that show the order pages' loader data.
import type { MyOrdersData, OrderDetailsData } from './lib/pages/orders-data';

export function myOrdersDataFixture(overrides: Partial<MyOrdersData> = {}): MyOrdersData {
  return { meta: { title: 'My orders | Kori', description: '' }, email: 'ada@example.com', ...overrides };
}

export function orderDetailsDataFixture(overrides: Partial<OrderDetailsData> = {}): OrderDetailsData {
  return { ...myOrdersDataFixture(), orderId: 'ord-42', ...overrides };
}
