import { deliveryCostFor, rankOffers, type RankableOffer } from './offer-ranking';
import { stockStatusOf } from './stock-status';

function offer(
  id: number,
  price: number,
  opts: { delivery?: number; threshold?: number | null; stock?: number; rating?: number | null } = {},
): RankableOffer {
  return {
    id,
    price,
    stockQuantity: opts.stock ?? 10,
    merchant: { deliveryCost: opts.delivery ?? 0, freeDeliveryThreshold: opts.threshold ?? null, rating: opts.rating ?? null },
  };
}

describe('deliveryCostFor', () => {
  it('charges delivery below the threshold and waives it at or above', () => {
    const merchant = { deliveryCost: 590, freeDeliveryThreshold: 5000, rating: null };
    expect(deliveryCostFor(4999, merchant)).toBe(590);
    expect(deliveryCostFor(5000, merchant)).toBe(0);
    expect(deliveryCostFor(9000, merchant)).toBe(0);
  });

  it('always charges when the merchant never ships free', () => {
    expect(deliveryCostFor(1_000_000, { deliveryCost: 490, freeDeliveryThreshold: null, rating: null })).toBe(490);
  });
});

describe('rankOffers', () => {
  it('ranks by item price plus delivery, not by item price alone', () => {
    const ranked = rankOffers([offer(1, 10000, { delivery: 1500 }), offer(2, 10500, { delivery: 0 }), offer(3, 9900, { delivery: 2000 })]);
    expect(ranked.map((o) => [o.id, o.totalPrice, o.rank])).toEqual([
      [2, 10500, 1],
      [1, 11500, 2],
      [3, 11900, 3],
    ]);
    expect(ranked.map((o) => o.rankReason)).toEqual(['LOWEST_TOTAL', 'HIGHER_TOTAL', 'HIGHER_TOTAL']);
  });

  it('applies the free-delivery threshold and says so when it decided the place', () => {
    // Offer 1 has the lower item price but pays delivery; offer 2 crosses its merchant's threshold.
    const ranked = rankOffers([offer(1, 4900, { delivery: 690, threshold: 10000 }), offer(2, 5000, { delivery: 690, threshold: 5000 })]);
    expect(ranked[0]).toMatchObject({ id: 2, deliveryCost: 0, totalPrice: 5000, rank: 1, rankReason: 'FREE_DELIVERY_APPLIED' });
    expect(ranked[1]).toMatchObject({ id: 1, deliveryCost: 690, totalPrice: 5590, rank: 2, rankReason: 'HIGHER_TOTAL' });
  });

  it('keeps LOWEST_TOTAL when free delivery did not change the order', () => {
    const ranked = rankOffers([offer(1, 5000, { delivery: 690, threshold: 5000 }), offer(2, 5200, { delivery: 0 })]);
    expect(ranked[0]).toMatchObject({ id: 1, rankReason: 'LOWEST_TOTAL', totalPrice: 5000 });
  });

  it('puts out-of-stock offers last even when they are cheapest', () => {
    const ranked = rankOffers([offer(1, 1000, { stock: 0 }), offer(2, 3000), offer(3, 2000, { stock: 2 })]);
    expect(ranked.map((o) => o.id)).toEqual([3, 2, 1]);
    expect(ranked[2]).toMatchObject({ rank: 3, rankReason: 'OUT_OF_STOCK_LAST', stockStatus: 'OUT_OF_STOCK' });
    expect(ranked[0]).toMatchObject({ stockStatus: 'LOW_STOCK', rankReason: 'LOWEST_TOTAL' });
  });

  it('breaks ties by item price, then merchant rating, then id', () => {
    const ranked = rankOffers([
      offer(4, 1000, { delivery: 500, rating: 0.99 }),
      offer(3, 1500, { rating: 0.5 }),
      offer(2, 1500, { rating: 0.9 }),
      offer(1, 1500, { rating: 0.9 }),
    ]);
    expect(ranked.map((o) => o.id)).toEqual([4, 1, 2, 3]);
  });

  it('returns nothing for no offers', () => {
    expect(rankOffers([])).toEqual([]);
  });
});

describe('stockStatusOf', () => {
  it.each([
    [0, 'OUT_OF_STOCK'],
    [1, 'LOW_STOCK'],
    [5, 'LOW_STOCK'],
    [6, 'IN_STOCK'],
  ])('%i -> %s', (quantity, status) => {
    expect(stockStatusOf(quantity)).toBe(status);
  });
});
