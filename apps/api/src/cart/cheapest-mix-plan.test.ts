import type { CartRow } from '../db/schema';
import type { CartLineDetail, CartMerchant, CartOffer } from './cart-store';
import { buildCartView } from './cart-view';
import { planCheapestMix } from './cheapest-mix-plan';

const cart: CartRow = { id: 'c0ffee00-0000-4000-8000-000000000000', region: 'FI', currency: 'EUR', userId: null, createdAt: new Date(), updatedAt: new Date() };

const merchant = (id: string, deliveryCost: number, freeDeliveryThreshold: number | null = null): CartMerchant => ({
  id,
  name: `${id} Oy`,
  title: id,
  deliveryCost,
  freeDeliveryThreshold,
  deliveryDays: 2,
  tosUrl: null,
  privacyPolicyUrl: null,
  purchaseMode: 'KORI_CHECKOUT',
});

const line = (lineId: string, offerId: number, productId: number, seller: CartMerchant, unitPrice: number, quantity: number, stockQuantity = 10): CartLineDetail => ({
  lineId,
  offerId,
  quantity,
  productId,
  productName: `Product ${productId}`,
  productSlug: `product-${productId}`,
  categoryId: 'phones',
  imageUrl: '',
  brand: null,
  unitPrice,
  stockQuantity,
  offerUrl: '/offers/1',
  offerRegion: 'FI',
  merchant: seller,
});

const offer = (offerId: number, productId: number, seller: CartMerchant, unitPrice: number, stockQuantity = 10): CartOffer => ({ offerId, productId, region: 'FI', unitPrice, stockQuantity, merchant: seller });

describe('planCheapestMix', () => {
  const a = merchant('a', 500);
  const b = merchant('b', 500);
  const c = merchant('c', 900, 5_000);

  it('brings the lines of one product held at two offers onto one, with their summed quantity', () => {
    const lines = [line('l1', 1, 7, a, 1_000, 1), line('l2', 2, 7, b, 1_100, 2)];
    const plan = planCheapestMix(buildCartView(cart, lines), [offer(1, 7, a, 1_000), offer(2, 7, b, 1_100)]);
    // Now: 1000 + 500 + 2200 + 500 = 4200; all three at a: 3000 + 500.
    expect(plan).toMatchObject({ total: 3_500, saving: 700 });
    expect(plan!.moves.map((move) => [move.line.lineId, move.to.offerId])).toEqual([['l2', 1]]);
    expect(plan!.targets).toEqual([expect.objectContaining({ productId: 7, quantity: 3, offer: expect.objectContaining({ offerId: 1 }) })]);
  });

  it('only moves to offers with stock for the whole quantity, and leaves a product without one where it is', () => {
    const lines = [line('l1', 1, 7, a, 2_000, 3, 0), line('l2', 3, 8, c, 2_000, 1)];
    // Product 7's cheaper offer at c has too little stock for 3; product 8 has no buyable offer at all.
    const plan = planCheapestMix(buildCartView(cart, lines), [offer(4, 7, c, 1_500, 2), offer(5, 7, b, 1_900, 5)]);
    // Now: a 6000 + 500, c 2000 + 900 = 9400. Moving product 7 to b: b 5700 + 500, c 2900 = 9100.
    expect(plan).toMatchObject({ total: 9_100, saving: 300 });
    expect(plan!.moves.map((move) => [move.line.lineId, move.to.offerId])).toEqual([['l1', 5]]);
  });

  it('reports no saving and no moves when the cart already is a cheapest mix, and nothing for an empty cart', () => {
    const lines = [line('l1', 1, 7, a, 1_000, 1)];
    expect(planCheapestMix(buildCartView(cart, lines), [offer(1, 7, a, 1_000), offer(2, 7, b, 1_000)])).toEqual({ total: 1_500, saving: 0, moves: [], targets: [] });
    expect(planCheapestMix(buildCartView(cart, []), [])).toBeNull();
  });
});
