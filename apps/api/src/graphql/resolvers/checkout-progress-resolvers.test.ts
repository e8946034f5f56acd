import { and, eq } from 'drizzle-orm';
import { deliveryAddressFixture } from '@kori/address-rules/testing';
import { createFakeMerchantShops } from '../../checkout/testing/fake-merchant-shops';
import { createMemoryCarts } from '../../checkout/testing/memory-carts';
import { checkouts, merchants, offers } from '../../db/schema';
import { useTestApi } from '../../testing/use-test-api';
import { openProgressStreams } from './checkout-progress-resolvers';

const shops = createFakeMerchantShops();
const carts = createMemoryCarts();
// Counts the subscription's change checks (its aggregate over the merchant rows).
let progressPolls = 0;
const t = useTestApi({
  merchantShops: shops,
  carts,
  onQuery: (query) => {
    if (query.includes('max("checkout_merchants"."updated_at")')) progressPolls += 1;
  },
});

const address = deliveryAddressFixture();

const initiate = `mutation Initiate($cartId: ID!, $address: DeliveryAddressInput!) {
  initiateCheckout(cartId: $cartId, deliveryAddress: $address) { checkout { id } }
}`;

const progress = `subscription Progress($id: ID!) {
  checkoutProgress(checkoutId: $id) { id checkoutStatus currentProgress { merchantDetails { id } progress { numberAdded totalToAdd } } }
}`;

type Progress = { id: string; checkoutStatus: string; currentProgress: { progress: { numberAdded: number; totalToAdd: number } }[] } | null;
type Event = { data?: { checkoutProgress: Progress }; errors?: unknown[] };

/** Subscribes over server-sent events; `events` fills as they arrive, `ended` settles when the API ends the stream. */
async function subscribe(checkoutId: string, signal?: AbortSignal) {
  const response = await fetch(`${t.origin}/graphql`, {
    method: 'POST',
    ...(signal ? { signal } : {}),
    headers: { 'content-type': 'application/json', accept: 'text/event-stream' },
    body: JSON.stringify({ query: progress, variables: { id: checkoutId } }),
  });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
  const events: Event[] = [];
  const waiters: Array<() => void> = [];
  const ended = (async () => {
    const decoder = new TextDecoder();
    let buffer = '';
    for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
      buffer += decoder.decode(chunk, { stream: true });
      let end: number;
      while ((end = buffer.indexOf('\n\n')) !== -1) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const data = block
          .split('\n')
          .filter((line) => line.startsWith('data:'))
          .map((line) => line.slice(5).trim())
          .join('\n');
        if (!/^event: complete/m.test(block) && data) events.push(JSON.parse(data) as Event);
        waiters.splice(0).forEach((wake) => wake());
      }
    }
  })();
  const eventCount = async (count: number) => {
    while (events.length < count) await new Promise<void>((resolve) => waiters.push(resolve));
  };
  return { events, ended, eventCount };
}

describe('checkoutProgress subscription', () => {
  let offer: { id: number; merchantId: string };

  beforeAll(async () => {
    const [row] = await t.db.db
      .select({ id: offers.id, merchantId: offers.merchantId })
      .from(offers)
      .innerJoin(merchants, eq(merchants.id, offers.merchantId))
      .where(and(eq(offers.region, 'FI'), eq(merchants.purchaseMode, 'KORI_CHECKOUT')))
      .limit(1);
    offer = row!;
  });

  async function startCheckout(cartId: string): Promise<string> {
    carts.put({ id: cartId, region: 'FI', userId: null, lines: [{ offerId: String(offer.id), quantity: 1 }], maximumAmount: 10_000_000 });
    const started = await t.data<{ initiateCheckout: { checkout: { id: string } } }>(initiate, { cartId, address });
    return started.initiateCheckout.checkout.id;
  }

  it('sends the progress as the agent works and ends at INITIATE_COMPLETE', async () => {
    // The agent waits at the shop's add-to-cart until released, so the first answer shows nothing added yet.
    const hold = shops.hold(offer.merchantId, 'addItem');
    const checkoutId = await startCheckout('cart-live');
    await hold.reached;
    const stream = await subscribe(checkoutId);
    await stream.eventCount(1);
    expect(openProgressStreams()).toBe(1);
    expect(stream.events[0]!.data!.checkoutProgress).toMatchObject({
      id: checkoutId,
      checkoutStatus: 'INITIATED',
      currentProgress: [{ progress: { numberAdded: 0, totalToAdd: 1 } }],
    });
    hold.release();
    await stream.ended;
    expect(openProgressStreams()).toBe(0);
    const last = stream.events.at(-1)!.data!.checkoutProgress;
    expect(last).toMatchObject({ checkoutStatus: 'INITIATE_COMPLETE', currentProgress: [{ progress: { numberAdded: 1, totalToAdd: 1 } }] });
    expect(stream.events.length).toBeGreaterThanOrEqual(2);
    // Only the final answer leaves INITIATED, and nothing repeats an unchanged answer.
    const statuses = stream.events.map((event) => event.data!.checkoutProgress!.checkoutStatus);
    expect(statuses.slice(0, -1).every((status) => status === 'INITIATED')).toBe(true);
    const bodies = stream.events.map((event) => JSON.stringify(event.data));
    expect(new Set(bodies).size).toBe(bodies.length);
  });

  it("answers someone else's checkout with one null and ends", async () => {
    const checkoutId = await startCheckout('cart-other');
    await t.db.db.update(checkouts).set({ userId: 'someone-else' }).where(eq(checkouts.id, checkoutId));
    const stream = await subscribe(checkoutId);
    await stream.ended;
    expect(stream.events).toEqual([{ data: { checkoutProgress: null } }]);
  });

  it('answers an unknown checkout id with one null and ends', async () => {
    const stream = await subscribe('not-a-checkout');
    await stream.ended;
    expect(stream.events).toEqual([{ data: { checkoutProgress: null } }]);
  });

  it('stops checking for changes when the client goes away', async () => {
    const hold = shops.hold(offer.merchantId, 'addItem');
    try {
      const checkoutId = await startCheckout('cart-gone');
      await hold.reached;
      const client = new AbortController();
      const stream = await subscribe(checkoutId, client.signal);
      await stream.eventCount(1);
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(progressPolls).toBeGreaterThan(0);
      client.abort();
      await stream.ended.catch(() => undefined);
      await new Promise((resolve) => setTimeout(resolve, 300));
      const afterClose = progressPolls;
      await new Promise((resolve) => setTimeout(resolve, 1000));
      expect(progressPolls).toBe(afterClose);
      expect(openProgressStreams()).toBe(0);
    } finally {
      hold.release();
    }
  });
});
