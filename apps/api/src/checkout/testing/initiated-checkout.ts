import { deliveryAddressFixture } from '@kori/address-rules/testing';
import type { TestApiFixture } from '../../testing/use-test-api';

/** Reads again every `intervalMs` until `done` holds; fails with the last value after `timeoutMs`. */
export async function until<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  what: string,
  { timeoutMs = 20_000, intervalMs = 150 }: { timeoutMs?: number; intervalMs?: number } = {},
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}

/**
 * Initiates a checkout of the cart over GraphQL (to the shared test delivery address) and waits until
 * its initiation has finished; answers the checkout id.
 */
export async function initiatedCheckout(t: TestApiFixture, cartId: string, options?: { intervalMs?: number }): Promise<string> {
  const initiated = await t.data<{ initiateCheckout: { checkout: { id: string } } }>(
    `mutation I($cartId: ID!, $address: DeliveryAddressInput!) { initiateCheckout(cartId: $cartId, deliveryAddress: $address) { checkout { id } } }`,
    { cartId, address: deliveryAddressFixture() },
  );
  const checkoutId = initiated.initiateCheckout.checkout.id;
  await until(
    () => t.data<{ initiatedCheckout: { checkoutStatus: string } }>(`query R($id: ID!) { initiatedCheckout(checkoutId: $id) { checkoutStatus } }`, { id: checkoutId }),
    (value) => value.initiatedCheckout.checkoutStatus !== 'INITIATED',
    'initiation',
    options,
  );
  return checkoutId;
}
