import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { asUser, bearerSessions } from '../auth/testing/bearer-sessions';
import { SANDBOX_DEFAULTS } from '../config/env';
import { merchants, offers, priceAlerts } from '../db/schema';
import { rankOffers } from '../domain/offer-ranking';
import { startMerchantSandbox, type MerchantSandbox } from '../merchant-shops/start-merchant-sandbox';
import { startTestApi, type TestApi } from '../testing/start-test-api';

// `user.<name>.token` is a session of user `alert-test-<name>`.
const sessions = bearerSessions('alert-test');

const CREATE = `mutation Create($productId: ID!, $target: String!, $email: String) {
  priceAlertCreate(productId: $productId, region: FI, targetPrice: $target, email: $email, language: EN) {
    confirmationRequired
    alert { id productId email status confirmed targetPrice { price currency } lastNotifiedPrice { price } product { id } }
  }
}`;
const CONFIRM = `mutation Confirm($id: ID!, $code: String!) { priceAlertConfirm(id: $id, code: $code) { id confirmed } }`;
const DELETE = `mutation Delete($id: ID!) { priceAlertDelete(id: $id) { status } }`;
const MINE = `{ myPriceAlerts { id targetPrice { price } } }`;

interface Mail {
  to: string;
  subject: string;
  text: string;
}

describe('price alerts', () => {
  let sandbox: MerchantSandbox;
  let t: TestApi;
  let productId: number;
  let bestOfferId: number;
  let bestOfferPrice: number;
  let bestTotal: number;
  let bestDelivery: number;

  beforeAll(async () => {
    sandbox = await startMerchantSandbox();
    t = await startTestApi({ sessions, env: { SANDBOX_URL: sandbox.url, STOREFRONT_ORIGIN: 'https://shop.example' } });
    // A product sold in FI whose best offer is in stock and from a merchant outside Kori's checkout: its
    // price changes here, and on PostgreSQL the checkout tests run beside this file on the checkout's offers.
    const rows = await t.db.db.select().from(offers).innerJoin(merchants, eq(merchants.id, offers.merchantId)).where(eq(offers.region, 'FI'));
    const bestOf = (id: number) => rankOffers(rows.filter((row) => row.offers.productId === id).map((row) => ({ ...row.offers, merchant: row.merchants })))[0];
    const candidates = [...new Set(rows.map((row) => row.offers.productId))].map(bestOf);
    const best = candidates.find((offer) => offer !== undefined && offer.stockQuantity > 5 && offer.merchant.purchaseMode !== 'KORI_CHECKOUT');
    if (!best) throw new Error('the tiny seed has no product in FI whose best offer is a redirect-only merchant in stock');
    productId = best.productId;
    [bestOfferId, bestOfferPrice, bestTotal, bestDelivery] = [best.id, best.price, best.totalPrice, best.deliveryCost];
  }, 60_000);
  afterAll(async () => {
    await t?.db.db.update(offers).set({ price: bestOfferPrice }).where(eq(offers.id, bestOfferId));
    await t?.close();
    await sandbox?.close();
  });
  beforeEach(async () => {
    await fetch(`${sandbox.url}/mailbox/api`, { method: 'DELETE' });
  });

  const inbox = async (to: string): Promise<Mail[]> => ((await (await fetch(`${sandbox.url}/mailbox/api?to=${encodeURIComponent(to)}`)).json()) as { messages: Mail[] }).messages;
  async function waitForMail(to: string, count: number, timeoutMs = 20_000): Promise<Mail[]> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const messages = await inbox(to);
      if (messages.length >= count) return messages;
      if (Date.now() > deadline) throw new Error(`expected ${count} mail(s) to ${to}, got ${messages.length}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  const setPrice = (offerId: number, price: number, secret: string = SANDBOX_DEFAULTS.INTERNAL_API_SECRET) =>
    fetch(`${t.origin}/internal/offer-price`, {
      method: 'POST',
      headers: { authorization: `Bearer ${secret}`, 'content-type': 'application/json' },
      body: JSON.stringify({ offerId, price }),
    });
  const decimal = (minor: number) => (minor / 100).toFixed(2);

  it('creates a signed-in alert at once, lists it for its owner only, and mails one e-mail per drop', async () => {
    const target = bestTotal - 100;
    const created = await t.graphql<{ priceAlertCreate: { confirmationRequired: boolean; alert: { id: string; email: string; confirmed: boolean; status: string; targetPrice: { price: string; currency: string }; product: { id: string } } } }>(
      CREATE,
      { productId: String(productId), target: decimal(target) },
      asUser('ann'),
    );
    expect(created.body.errors).toBeUndefined();
    const { alert, confirmationRequired } = created.body.data!.priceAlertCreate;
    expect(confirmationRequired).toBe(false);
    expect(alert).toMatchObject({ email: 'ann@example.com', confirmed: true, status: 'ACTIVE', targetPrice: { price: decimal(target), currency: 'EUR' }, product: { id: String(productId) } });
    expect(created.headers.get('cache-control')).toMatch(/no-store/);

    const mine = await t.graphql<{ myPriceAlerts: { id: string }[] }>(MINE, {}, asUser('ann'));
    expect(mine.body.data!.myPriceAlerts.map((a) => a.id)).toEqual([alert.id]);
    expect((await t.graphql<{ myPriceAlerts: unknown[] }>(MINE, {}, asUser('bob'))).body.data!.myPriceAlerts).toEqual([]);
    expect((await t.graphql(MINE)).body.errors?.[0]?.extensions?.['code']).toBe('UNAUTHENTICATED');

    // The price is above the target: nothing is mailed.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await inbox('ann@example.com')).toEqual([]);

    // The item price drops so that item + delivery is 50 cents under the target.
    const dropped = target - 50 - bestDelivery;
    const response = await setPrice(bestOfferId, dropped);
    expect(response.status).toBe(200);
    const [mail] = await waitForMail('ann@example.com', 1);
    expect(mail!.subject).toContain('Price drop');
    expect(mail!.text).toContain(`${decimal(target - 50)} EUR`);
    expect(mail!.text).toContain(`https://shop.example/?price-alert-to-delete=${alert.id}`);

    // The same price again, and more checks: still one e-mail.
    expect((await setPrice(bestOfferId, dropped)).status).toBe(200);
    await t.graphql(DELETE, { id: randomUUID() });
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(await inbox('ann@example.com')).toHaveLength(1);
    const [row] = await t.db.db.select().from(priceAlerts).where(eq(priceAlerts.id, alert.id));
    expect(row).toMatchObject({ lastNotifiedPrice: target - 50, notifiedCount: 1 });

    // Back above the target and down again: the next drop is mailed too.
    expect((await setPrice(bestOfferId, bestOfferPrice)).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect((await setPrice(bestOfferId, dropped)).status).toBe(200);
    await waitForMail('ann@example.com', 2);

    const deleted = await t.graphql<{ priceAlertDelete: { status: string } }>(DELETE, { id: alert.id });
    expect(deleted.body.data!.priceAlertDelete.status).toBe('INACTIVE');
    expect((await t.graphql<{ myPriceAlerts: unknown[] }>(MINE, {}, asUser('ann'))).body.data!.myPriceAlerts).toEqual([]);
    await setPrice(bestOfferId, bestOfferPrice);
  }, 60_000);

  it('sets an alert by e-mail only after the mailed code, then mails the drop', async () => {
    await setPrice(bestOfferId, bestOfferPrice);
    const created = await t.graphql<{ priceAlertCreate: { confirmationRequired: boolean; alert: { id: string; confirmed: boolean } } }>(CREATE, {
      productId: String(productId),
      target: decimal(bestTotal - 10),
      email: 'Guest@Example.com',
    });
    expect(created.body.errors).toBeUndefined();
    const { alert, confirmationRequired } = created.body.data!.priceAlertCreate;
    expect(confirmationRequired).toBe(true);
    expect(alert.confirmed).toBe(false);
    const [codeMail] = await waitForMail('guest@example.com', 1);
    const code = /(\d{6})/.exec(codeMail!.text)![1]!;

    // Unconfirmed alerts are not checked.
    await setPrice(bestOfferId, bestOfferPrice - 500);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await inbox('guest@example.com')).toHaveLength(1);

    const wrong = await t.graphql(CONFIRM, { id: alert.id, code: code === '000000' ? '000001' : '000000' });
    expect(wrong.body.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', reason: 'INVALID_CODE' });
    const right = await t.graphql<{ priceAlertConfirm: { confirmed: boolean } }>(CONFIRM, { id: alert.id, code });
    expect(right.body.data!.priceAlertConfirm.confirmed).toBe(true);
    const messages = await waitForMail('guest@example.com', 2);
    expect(messages[0]!.text).toContain(`?price-alert-to-delete=${alert.id}`);
    await setPrice(bestOfferId, bestOfferPrice);
  }, 60_000);

  it('refuses bad input with clear errors, never a 500', async () => {
    const code = async (query: string, variables: Record<string, unknown>, headers?: Record<string, string>) => {
      const result = await t.graphql(query, variables, headers);
      expect(result.status).toBe(200);
      return result.body.errors?.[0]?.extensions?.['code'];
    };
    expect(await code(CREATE, { productId: String(productId), target: 'cheap' }, asUser('ann'))).toBe('BAD_USER_INPUT');
    expect(await code(CREATE, { productId: String(productId), target: '-1' }, asUser('ann'))).toBe('BAD_USER_INPUT');
    expect(await code(CREATE, { productId: String(productId), target: '10.00' })).toBe('BAD_USER_INPUT');
    expect(await code(CREATE, { productId: String(productId), target: '10.00', email: 'not-mail' })).toBe('BAD_USER_INPUT');
    expect(await code(CREATE, { productId: '999999', target: '10.00' }, asUser('ann'))).toBe('NOT_FOUND');
    expect(await code(DELETE, { id: 'x' })).toBe('BAD_USER_INPUT');
    expect(await code(DELETE, { id: randomUUID() })).toBe('NOT_FOUND');
    expect(await code(CONFIRM, { id: randomUUID(), code: '123456' })).toBe('NOT_FOUND');
    expect(await code(CONFIRM, { id: randomUUID(), code: '12' })).toBe('BAD_USER_INPUT');
  });

  it('mails at most five codes an hour to one address', async () => {
    const create = () => t.graphql(CREATE, { productId: String(productId), target: '10.00', email: 'flood@example.com' });
    for (let i = 0; i < 5; i++) expect((await create()).body.errors).toBeUndefined();
    const refused = await create();
    expect(refused.status).toBe(200);
    expect(refused.body.errors?.[0]?.extensions).toMatchObject({ code: 'RATE_LIMITED', reason: 'TOO_MANY_CODES' });
  });

  it('takes price changes only from holders of the internal secret, with a valid body', async () => {
    expect((await setPrice(bestOfferId, 100, 'wrong-secret-000000000000000000000000')).status).toBe(401);
    const bad = await fetch(`${t.origin}/internal/offer-price`, {
      method: 'POST',
      headers: { authorization: `Bearer ${SANDBOX_DEFAULTS.INTERNAL_API_SECRET}`, 'content-type': 'application/json' },
      body: JSON.stringify({ offerId: bestOfferId, price: -5 }),
    });
    expect(bad.status).toBe(400);
    expect((await setPrice(2_000_000_000, 100)).status).toBe(404);
    const [row] = await t.db.db.select({ price: offers.price }).from(offers).where(and(eq(offers.id, bestOfferId)));
    expect(row!.price).toBe(bestOfferPrice);
  });
});
