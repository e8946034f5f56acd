import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { asUser, bearerSessions } from '../auth/testing/bearer-sessions';
import { queryRows } from '../db/database';
import { useTestApi } from '../testing/use-test-api';

// `user.<name>.token` is a session of user `cart-test-<name>`.
const sessions = bearerSessions('cart-test');

// Set to make the next statement matching it fail, as a broken database would.
let failNext: RegExp | null = null;
const t = useTestApi({
  sessions,
  onQuery: (query) => {
    if (failNext?.test(query)) {
      failNext = null;
      throw new Error('injected database failure');
    }
  },
});


const CART_FIELDS = `
  id region currency itemCount
  itemsTotal { price currency } deliveryTotal { price } total { price } maximumAmount { price currency }
  merchants {
    merchantDetails { id name title tos_url privacyPolicyUrl }
    lines { id offerId productId productPath name brand imageUrl quantity unitPrice { price currency } lineTotal { price } stockStatus }
    subtotal { price } deliveryCost { price } freeDeliveryThreshold { price } deliveryDays
  }
`;
const PAYLOAD = `cart { ${CART_FIELDS} } userErrors { code offerId available limit { price currency } }`;

interface Money {
  price: string;
  currency?: string;
}
interface CartLineView {
  id: string;
  offerId: string;
  productId: string;
  productPath: string;
  name: string;
  brand: string | null;
  imageUrl: string | null;
  quantity: number;
  unitPrice: Money;
  lineTotal: Money;
  stockStatus: string;
}
interface CartView {
  id: string;
  region: string;
  currency: string;
  itemCount: number;
  itemsTotal: Money;
  deliveryTotal: Money;
  total: Money;
  maximumAmount: Money;
  merchants: {
    merchantDetails: { id: string; name: string; title: string };
    lines: CartLineView[];
    subtotal: Money;
    deliveryCost: Money;
    freeDeliveryThreshold: Money | null;
    deliveryDays: number;
  }[];
}
interface UserError {
  code: string;
  offerId: string | null;
  available: number | null;
  limit: Money | null;
}
interface Payload {
  cart: CartView | null;
  userErrors: UserError[];
}

const cents = (money: Money) => Math.round(Number(money.price) * 100);
const linesOf = (cart: CartView | null) => cart?.merchants.flatMap((group) => group.lines) ?? [];

async function mutate(name: string, args: string, variables: Record<string, unknown>, headers: Record<string, string> = {}): Promise<Payload> {
  const declared = Object.keys(variables)
    .map((key) => `$${key}: ${key === 'region' ? 'Region!' : key === 'quantity' ? 'Int!' : key === 'cartId' && name !== 'cartAddOffer' && name !== 'cartClaim' ? 'ID!' : key === 'cartId' ? 'ID' : 'ID!'}`)
    .join(', ');
  const query = `mutation(${declared}) { result: ${name}(${args}) { ${PAYLOAD} } }`;
  const result = await t.graphql<{ result: Payload }>(query, variables, headers);
  expect(result.status).toBe(200);
  expect(result.body.errors).toBeUndefined();
  return result.body.data!.result;
}

const add = (variables: { cartId?: string; region?: string; offerId: string; quantity?: number }, headers?: Record<string, string>) =>
  mutate('cartAddOffer', 'cartId: $cartId, region: $region, offerId: $offerId, quantity: $quantity', { region: 'FI', quantity: 1, cartId: null, ...variables }, headers);
const setQuantity = (cartId: string, lineId: string, quantity: number, headers?: Record<string, string>) =>
  mutate('cartSetLineQuantity', 'cartId: $cartId, lineId: $lineId, quantity: $quantity', { cartId, lineId, quantity }, headers);
const removeLine = (cartId: string, lineId: string, headers?: Record<string, string>) => mutate('cartRemoveLine', 'cartId: $cartId, lineId: $lineId', { cartId, lineId }, headers);
const clear = (cartId: string, headers?: Record<string, string>) => mutate('cartClear', 'cartId: $cartId', { cartId }, headers);
const applyMix = (cartId: string, headers?: Record<string, string>) => mutate('cartApplyCheapestMix', 'cartId: $cartId', { cartId }, headers);
const claim = (cartId: string | null, headers?: Record<string, string>) => mutate('cartClaim', 'cartId: $cartId', { cartId }, headers);

async function readCart(id: string, headers: Record<string, string> = {}): Promise<CartView | null> {
  const result = await t.graphql<{ cart: CartView | null }>(`query($id: ID!) { cart(id: $id) { ${CART_FIELDS} } }`, { id }, headers);
  expect(result.body.errors).toBeUndefined();
  return result.body.data!.cart;
}

interface OfferRow {
  id: number;
  product_id: number;
  price: number;
  stock_quantity: number;
  merchant_id: string;
  delivery_cost: number;
  free_delivery_threshold: number | null;
}

/** Offers of the seeded catalogue that match a condition on offers (o) and merchants (m). */
async function offersWhere(condition: ReturnType<typeof sql>, order = sql`o.id`): Promise<OfferRow[]> {
  return queryRows<OfferRow>(
    t.db.db,
    sql`select o.id, o.product_id, o.price, o.stock_quantity, o.merchant_id, m.delivery_cost, m.free_delivery_threshold
      from offers o join merchants m on m.id = o.merchant_id where ${condition} order by ${order}`,
  );
}

const buyableFi = sql`o.region = 'FI' and m.purchase_mode = 'KORI_CHECKOUT' and o.stock_quantity > 0`;

async function buyableOffer(extra = sql`true`): Promise<OfferRow> {
  const [offer] = await offersWhere(sql`${buyableFi} and o.stock_quantity >= 3 and ${extra}`);
  if (!offer) throw new Error('the tiny seed has no such offer');
  return offer;
}

describe('adding offers', () => {
  it('creates a cart in the region and groups the lines by merchant with subtotal, delivery and totals', async () => {
    const first = await buyableOffer();
    const second = await buyableOffer(sql`o.merchant_id <> ${first.merchant_id} and o.product_id <> ${first.product_id}`);
    const created = await add({ offerId: String(first.id), quantity: 2 });
    expect(created.userErrors).toEqual([]);
    const cartId = created.cart!.id;
    expect(cartId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    const { cart } = await add({ cartId, offerId: String(second.id) });
    expect(cart).toMatchObject({ id: cartId, region: 'FI', currency: 'EUR', itemCount: 3, maximumAmount: { price: '10000.00', currency: 'EUR' } });
    expect(cart!.merchants.map((group) => group.merchantDetails.id)).toEqual([first.merchant_id, second.merchant_id]);
    for (const [group, offer, quantity] of [
      [cart!.merchants[0]!, first, 2],
      [cart!.merchants[1]!, second, 1],
    ] as const) {
      const subtotal = offer.price * quantity;
      const free = offer.free_delivery_threshold !== null && subtotal >= offer.free_delivery_threshold;
      expect(cents(group.subtotal)).toBe(subtotal);
      expect(cents(group.deliveryCost)).toBe(free ? 0 : offer.delivery_cost);
      expect(group.lines).toHaveLength(1);
      expect(group.lines[0]).toMatchObject({ offerId: String(offer.id), productId: String(offer.product_id), quantity });
      expect(cents(group.lines[0]!.lineTotal)).toBe(subtotal);
      expect(group.lines[0]!.productPath).toMatch(new RegExp(`^/[a-z0-9-]+/[a-z0-9-]+/${offer.product_id}$`));
      expect(group.deliveryDays).toBeGreaterThan(0);
    }
    const items = first.price * 2 + second.price;
    expect(cents(cart!.itemsTotal)).toBe(items);
    expect(cents(cart!.total)).toBe(items + cents(cart!.deliveryTotal));
    expect(cents(cart!.deliveryTotal)).toBe(cart!.merchants.reduce((sum, group) => sum + cents(group.deliveryCost), 0));

    // Adding the same offer again adds to its line.
    const again = await add({ cartId, offerId: String(first.id) });
    expect(linesOf(again.cart).find((line) => line.offerId === String(first.id))?.quantity).toBe(3);
    expect(linesOf(again.cart)).toHaveLength(2);
  });

  it('refuses bad ids and quantities with ADD_TO_CART_FAILED and creates no cart', async () => {
    const offer = await buyableOffer();
    for (const variables of [{ offerId: 'abc' }, { offerId: '-1' }, { offerId: '999999999' }, { offerId: String(offer.id), quantity: 0 }, { offerId: String(offer.id), quantity: 100 }]) {
      const result = await add(variables);
      expect(result.cart).toBeNull();
      expect(result.userErrors.map((error) => error.code)).toEqual(['ADD_TO_CART_FAILED']);
    }
  });

  it('refuses redirect-only, out-of-stock and other-region offers with PRODUCT_NOT_AVAILABLE', async () => {
    const [redirectOnly] = await offersWhere(sql`o.region = 'FI' and m.purchase_mode = 'REDIRECT_ONLY' and o.stock_quantity > 0`);
    const [soldOut] = await offersWhere(sql`o.region = 'FI' and m.purchase_mode = 'KORI_CHECKOUT' and o.stock_quantity = 0`);
    const [swedish] = await offersWhere(sql`o.region = 'SE' and m.purchase_mode = 'KORI_CHECKOUT' and o.stock_quantity > 0`);
    const { cart } = await add({ offerId: String((await buyableOffer()).id) });
    for (const offer of [redirectOnly!, soldOut!, swedish!]) {
      const result = await add({ cartId: cart!.id, offerId: String(offer.id) });
      expect(result.userErrors).toEqual([{ code: 'PRODUCT_NOT_AVAILABLE', offerId: String(offer.id), available: null, limit: null }]);
      // Unchanged, and still shown.
      expect(linesOf(result.cart)).toHaveLength(1);
    }
    // A Swedish offer in a new Finnish cart: nothing is created.
    expect(await add({ offerId: String(swedish!.id), region: 'FI' })).toMatchObject({ cart: null, userErrors: [{ code: 'PRODUCT_NOT_AVAILABLE' }] });
    expect((await add({ offerId: String(swedish!.id), region: 'SE' })).cart).toMatchObject({ region: 'SE', currency: 'SEK' });
  });

  it('answers NOT_ENOUGH_STOCK with what the merchant has', async () => {
    const [offer] = await offersWhere(sql`${buyableFi} and o.stock_quantity between 2 and 60`);
    const result = await add({ offerId: String(offer!.id), quantity: offer!.stock_quantity + 1 });
    expect(result.userErrors).toEqual([{ code: 'NOT_ENOUGH_STOCK', offerId: String(offer!.id), available: offer!.stock_quantity, limit: null }]);
    // Within stock, then past it by adding more.
    const { cart } = await add({ offerId: String(offer!.id), quantity: offer!.stock_quantity });
    const more = await add({ cartId: cart!.id, offerId: String(offer!.id) });
    expect(more.userErrors[0]).toMatchObject({ code: 'NOT_ENOUGH_STOCK', available: offer!.stock_quantity });
    expect(linesOf(more.cart)[0]!.quantity).toBe(offer!.stock_quantity);
  });

  it('refuses a change past the maximum amount with MAXIMUM_CART_AMOUNT and its limit, and still allows lowering', async () => {
    const offers = await offersWhere(sql`${buyableFi} and o.price * least(o.stock_quantity, 99) < 1000000`, sql`o.price * least(o.stock_quantity, 99) desc`);
    let cartId: string | undefined;
    let total = 0;
    let refused: Payload | undefined;
    for (const offer of offers) {
      const quantity = Math.min(offer.stock_quantity, 99);
      const result = await add({ ...(cartId ? { cartId } : {}), offerId: String(offer.id), quantity });
      if (total + offer.price * quantity > 1_000_000) {
        refused = result;
        break;
      }
      expect(result.userErrors).toEqual([]);
      cartId = result.cart!.id;
      total += offer.price * quantity;
    }
    expect(refused?.userErrors).toEqual([{ code: 'MAXIMUM_CART_AMOUNT', offerId: expect.any(String), available: null, limit: { price: '10000.00', currency: 'EUR' } }]);
    expect(cents(refused!.cart!.itemsTotal)).toBe(total);
    const line = linesOf(refused!.cart).find((candidate) => candidate.quantity > 1)!;
    expect((await setQuantity(cartId!, line.id, line.quantity - 1)).userErrors).toEqual([]);
  });

  it('answers an unexpected failure with UNKNOWN and writes nothing', async () => {
    const offer = await buyableOffer();
    const { cart } = await add({ offerId: String(offer.id) });
    failNext = /^insert into "cart_lines"/i;
    const result = await add({ cartId: cart!.id, offerId: String((await buyableOffer(sql`o.id <> ${offer.id}`)).id) });
    expect(failNext).toBeNull();
    expect(result.userErrors).toEqual([{ code: 'UNKNOWN', offerId: null, available: null, limit: null }]);
    expect(linesOf(result.cart)).toHaveLength(1);
  });

  it('answers CART_NOT_FOUND for an unknown or malformed cart id', async () => {
    const offer = await buyableOffer();
    for (const cartId of [randomUUID(), 'not-a-cart']) {
      expect(await add({ cartId, offerId: String(offer.id) })).toEqual({ cart: null, userErrors: [{ code: 'CART_NOT_FOUND', offerId: null, available: null, limit: null }] });
      expect((await clear(cartId)).userErrors[0]?.code).toBe('CART_NOT_FOUND');
      expect(await readCart(cartId)).toBeNull();
    }
  });
});

describe('concurrent changes', () => {
  it('loses no update when adds to one cart race, and gives a shopper one cart when their first adds race', async () => {
    const offer = await buyableOffer(sql`o.stock_quantity >= 8`);
    const cartId = (await add({ offerId: String(offer.id) })).cart!.id;
    const raced = await Promise.all(Array.from({ length: 6 }, () => add({ cartId, offerId: String(offer.id) })));
    expect(raced.flatMap((result) => result.userErrors)).toEqual([]);
    expect(linesOf(await readCart(cartId))[0]?.quantity).toBe(7);

    const firsts = await Promise.all(Array.from({ length: 4 }, () => add({ offerId: String(offer.id) }, asUser('racer'))));
    expect(firsts.flatMap((result) => result.userErrors)).toEqual([]);
    expect(new Set(firsts.map((result) => result.cart?.id)).size).toBe(1);
    expect((await readCart(firsts[0]!.cart!.id, asUser('racer')))?.itemCount).toBe(4);
  });
});

describe('changing lines', () => {
  it('sets quantities (0 removes), removes lines, clears, and refuses bad line ids and quantities', async () => {
    const first = await buyableOffer(sql`o.stock_quantity between 3 and 60`);
    const second = await buyableOffer(sql`o.id <> ${first.id}`);
    const cartId = (await add({ offerId: String(first.id) })).cart!.id;
    const withTwo = await add({ cartId, offerId: String(second.id) });
    const [lineA, lineB] = linesOf(withTwo.cart);

    expect(linesOf((await setQuantity(cartId, lineA!.id, 3)).cart).find((line) => line.id === lineA!.id)?.quantity).toBe(3);
    expect((await setQuantity(cartId, lineA!.id, first.stock_quantity + 1)).userErrors).toEqual([
      { code: 'NOT_ENOUGH_STOCK', offerId: String(first.id), available: first.stock_quantity, limit: null },
    ]);
    for (const [lineId, quantity] of [
      [lineA!.id, -1],
      [lineA!.id, 100],
      ['nope', 1],
      [randomUUID(), 1],
    ] as const) {
      expect((await setQuantity(cartId, lineId, quantity)).userErrors.map((error) => error.code)).toEqual(['ADD_TO_CART_FAILED']);
    }
    expect(linesOf((await setQuantity(cartId, lineA!.id, 0)).cart).map((line) => line.id)).toEqual([lineB!.id]);

    const readded = await add({ cartId, offerId: String(first.id) });
    const removed = await removeLine(cartId, lineB!.id);
    expect(removed.userErrors).toEqual([]);
    expect(linesOf(removed.cart).map((line) => line.offerId)).toEqual([String(first.id)]);
    // Removing it again is no error: a repeated click.
    expect((await removeLine(cartId, lineB!.id)).userErrors).toEqual([]);
    expect((await removeLine(cartId, 'nope')).userErrors.map((error) => error.code)).toEqual(['ADD_TO_CART_FAILED']);
    expect(linesOf(readded.cart)).toHaveLength(2);

    const cleared = await clear(cartId);
    expect(cleared).toMatchObject({ userErrors: [], cart: { id: cartId, itemCount: 0, merchants: [], total: { price: '0.00' } } });
  });
});

describe('ownership', () => {
  it('keeps a signed-in shopper’s cart theirs: one per region, invisible and unchangeable to others', async () => {
    const offer = await buyableOffer();
    const owned = await add({ offerId: String(offer.id) }, asUser('owner'));
    const cartId = owned.cart!.id;
    // Without a cart id, the owner's next add goes to the same cart.
    expect((await add({ offerId: String(offer.id) }, asUser('owner'))).cart?.id).toBe(cartId);
    expect((await readCart(cartId, asUser('owner')))?.itemCount).toBe(2);

    for (const headers of [{}, asUser('stranger'), { authorization: 'Bearer forged.token.here' }]) {
      expect(await readCart(cartId, headers)).toBeNull();
      const embedded = await t.graphql<{ embeddedCart: unknown }>('query($id: ID!) { embeddedCart(id: $id) { id } }', { id: cartId }, headers);
      expect(embedded.body.data?.embeddedCart).toBeNull();
      expect(await add({ cartId, offerId: String(offer.id) }, headers)).toEqual({ cart: null, userErrors: [{ code: 'CART_NOT_FOUND', offerId: null, available: null, limit: null }] });
      expect((await setQuantity(cartId, linesOf(owned.cart)[0]!.id, 1, headers)).userErrors[0]?.code).toBe('CART_NOT_FOUND');
      expect((await removeLine(cartId, linesOf(owned.cart)[0]!.id, headers)).userErrors[0]?.code).toBe('CART_NOT_FOUND');
      expect((await clear(cartId, headers)).userErrors[0]?.code).toBe('CART_NOT_FOUND');
      expect((await applyMix(cartId, headers)).userErrors[0]?.code).toBe('CART_NOT_FOUND');
    }
    expect((await readCart(cartId, asUser('owner')))?.itemCount).toBe(2);
  });
});

describe('claiming a signed-out cart', () => {
  it('merges it into the shopper’s cart, quantities adding up and capped by stock, and deletes it', async () => {
    const shared = await buyableOffer(sql`o.stock_quantity between 4 and 60`);
    const other = await buyableOffer(sql`o.id <> ${shared.id}`);
    const userCart = (await add({ offerId: String(shared.id), quantity: shared.stock_quantity - 1 }, asUser('merger'))).cart!;
    const anonymous = (await add({ offerId: String(shared.id), quantity: 3 })).cart!;
    await add({ cartId: anonymous.id, offerId: String(other.id), quantity: 2 });

    const claimed = await claim(anonymous.id, asUser('merger'));
    expect(claimed.cart?.id).toBe(userCart.id);
    expect(claimed.userErrors).toEqual([{ code: 'NOT_ENOUGH_STOCK', offerId: String(shared.id), available: shared.stock_quantity, limit: null }]);
    const quantities = Object.fromEntries(linesOf(claimed.cart).map((line) => [line.offerId, line.quantity]));
    expect(quantities).toEqual({ [String(shared.id)]: shared.stock_quantity, [String(other.id)]: 2 });
    expect(await readCart(anonymous.id)).toBeNull();
    expect(await readCart(anonymous.id, asUser('merger'))).toBeNull();
  });

  it('makes the cart the shopper’s own when they have none in its region; without an id answers their cart', async () => {
    const offer = await buyableOffer();
    const anonymous = (await add({ offerId: String(offer.id), quantity: 2 })).cart!;
    const claimed = await claim(anonymous.id, asUser('newcomer'));
    expect(claimed).toMatchObject({ userErrors: [], cart: { id: anonymous.id, itemCount: 2 } });
    expect(await readCart(anonymous.id)).toBeNull();
    expect((await claim(null, asUser('newcomer'))).cart?.id).toBe(anonymous.id);
    expect(await claim(null, asUser('nobody-yet'))).toEqual({ cart: null, userErrors: [] });
  });

  it('refuses another user’s cart with CART_NOT_FOUND, and answers strangers UNAUTHENTICATED', async () => {
    const offer = await buyableOffer();
    const theirs = (await add({ offerId: String(offer.id) }, asUser('first-owner'))).cart!;
    const mine = (await add({ offerId: String(offer.id) }, asUser('second-owner'))).cart!;
    const result = await claim(theirs.id, asUser('second-owner'));
    expect(result.userErrors.map((error) => error.code)).toEqual(['CART_NOT_FOUND']);
    expect(result.cart?.id).toBe(mine.id);
    expect((await readCart(theirs.id, asUser('first-owner')))?.itemCount).toBe(1);
    expect((await claim('garbage', asUser('second-owner'))).userErrors.map((error) => error.code)).toEqual(['CART_NOT_FOUND']);

    const anonymous = await t.graphql('mutation($id: ID) { cartClaim(cartId: $id) { userErrors { code } } }', { id: theirs.id });
    expect(anonymous.body.errors?.[0]?.extensions?.['code']).toBe('UNAUTHENTICATED');
  });
});

describe('cheapest mix', () => {
  const MIX = 'cheapestMix { total { price currency } saving { price } changes { productId name fromOfferId fromMerchant { id } toOfferId toMerchant { id } quantity } }';
  interface Mix {
    total: Money;
    saving: Money;
    changes: { productId: string; fromOfferId: string; toOfferId: string; fromMerchant: { id: string }; toMerchant: { id: string }; quantity: number }[];
  }
  const readMix = async (cartId: string) =>
    (await t.data<{ cart: { total: Money; cheapestMix: Mix | null } }>(`query($id: ID!) { cart(id: $id) { total { price } ${MIX} } }`, { id: cartId })).cart;

  it('shows the saving of moving a line to a cheaper merchant, applies it, and then has nothing left to save', async () => {
    // A product whose dearest buyable offer costs more than the cheapest plus any Finnish delivery.
    const [product] = await queryRows<{ product_id: number }>(
      t.db.db,
      sql`select o.product_id from offers o join merchants m on m.id = o.merchant_id
        where o.region = 'FI' and m.purchase_mode = 'KORI_CHECKOUT' and o.stock_quantity > 0
        group by o.product_id having count(distinct o.merchant_id) >= 2 and max(o.price) - min(o.price) > 1000 order by o.product_id limit 1`,
    );
    const [dearest] = await offersWhere(sql`${buyableFi} and o.product_id = ${product!.product_id}`, sql`o.price desc`);
    const cartId = (await add({ offerId: String(dearest!.id) })).cart!.id;

    const before = await readMix(cartId);
    const mix = before.cheapestMix!;
    expect(cents(mix.saving)).toBeGreaterThan(0);
    expect(cents(mix.total)).toBe(cents(before.total) - cents(mix.saving));
    expect(mix.changes).toEqual([
      expect.objectContaining({ productId: String(product!.product_id), fromOfferId: String(dearest!.id), fromMerchant: { id: dearest!.merchant_id }, quantity: 1 }),
    ]);

    const applied = await applyMix(cartId);
    expect(applied.userErrors).toEqual([]);
    expect(linesOf(applied.cart).map((line) => line.offerId)).toEqual([mix.changes[0]!.toOfferId]);
    expect(applied.cart!.merchants[0]!.merchantDetails.id).toBe(mix.changes[0]!.toMerchant.id);
    expect(applied.cart!.total).toEqual({ price: mix.total.price });
    const after = await readMix(cartId);
    expect(after.cheapestMix).toEqual({ total: mix.total, saving: { price: '0.00' }, changes: [] });
    // Applying again changes nothing.
    expect(linesOf((await applyMix(cartId)).cart).map((line) => line.offerId)).toEqual([mix.changes[0]!.toOfferId]);
  });

  it('has no cheapest mix for an empty cart', async () => {
    const cartId = (await add({ offerId: String((await buyableOffer()).id) })).cart!.id;
    await clear(cartId);
    expect((await readMix(cartId)).cheapestMix).toBeNull();
  });
});

describe('embedded cart', () => {
  it('lists each line with url, quantity, name, brand, image, unit price, currency and store', async () => {
    const offer = await buyableOffer();
    const cartId = (await add({ offerId: String(offer.id), quantity: 2 })).cart!.id;
    const { embeddedCart } = await t.data<{ embeddedCart: { id: string; products: Record<string, unknown>[] } }>(
      'query($id: ID!) { embeddedCart(id: $id) { id products { url quantity name brand imageUrl price discountPrice currency store } } }',
      { id: cartId },
    );
    const [expected] = await queryRows<{ name: string; brand: string; image_url: string; title: string }>(
      t.db.db,
      sql`select p.name, b.name as brand, p.image_url, m.title from offers o join products p on p.id = o.product_id
        join brands b on b.id = p.brand_id join merchants m on m.id = o.merchant_id where o.id = ${offer.id}`,
    );
    expect(embeddedCart).toEqual({
      id: cartId,
      products: [
        {
          url: expect.stringMatching(/^https?:\/\//),
          quantity: 2,
          name: expected!.name,
          brand: expected!.brand,
          imageUrl: expected!.image_url,
          price: (offer.price / 100).toFixed(2),
          discountPrice: null,
          currency: 'EUR',
          store: expected!.title,
        },
      ],
    });
    expect((await t.data<{ embeddedCart: null }>('query($id: ID!) { embeddedCart(id: $id) { id } }', { id: randomUUID() })).embeddedCart).toBeNull();
  });
});
