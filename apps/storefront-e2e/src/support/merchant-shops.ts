import { expect, type APIRequestContext } from '@playwright/test';
import { sandboxUrl } from './servers';

const control = `${sandboxUrl}/merchant-shops/control`;

/** Forgets every sandbox merchant shop's carts, orders, sales and faults: each journey starts from the seed. */
export async function resetMerchantShops(request: APIRequestContext) {
  const response = await request.delete(`${control}/state`);
  expect(response.ok(), 'sandbox merchant shops reset').toBe(true);
}

/** A fault on one merchant's shop, e.g. `{ kind: 'agentBlocked' }` (a bot wall on every step). */
export async function addMerchantFault(request: APIRequestContext, merchantId: string, fault: { kind: string } & Record<string, unknown>) {
  const response = await request.post(`${control}/faults`, { data: { merchantId, ...fault } });
  expect(response.status(), `fault ${fault.kind} for ${merchantId}`).toBe(201);
}

/** Order references the merchant's shop took (the shop's own record, not what the storefront says). */
export async function merchantOrderCount(request: APIRequestContext, merchantId: string): Promise<number> {
  const response = await request.get(`${control}/orders?merchantId=${encodeURIComponent(merchantId)}`);
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { orders: unknown[] };
  return body.orders.length;
}
