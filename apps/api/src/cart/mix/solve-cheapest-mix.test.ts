import { createRng, type Rng } from '@kori/catalogue-seed/server';
import { bruteForceMix } from './brute-force-mix';
import { mixTotal, type MixMerchant, type MixOffer, type MixProblem, type MixProduct } from './mix-problem';
import { MAX_EXACT_PRODUCTS, solveCheapestMix } from './solve-cheapest-mix';

const merchant = (id: string, deliveryCost: number, freeDeliveryThreshold: number | null): MixMerchant => ({ id, deliveryCost, freeDeliveryThreshold });
const problemOf = (products: MixProduct[], merchants: MixMerchant[]): MixProblem => ({ products, merchants: new Map(merchants.map((m) => [m.id, m])) });

/**
 * A random cart: few merchants (so they share products and thresholds matter), some merchants with
 * several offers of one product, thresholds that often equal a subtotal some mix reaches exactly, and
 * the number of combinations kept small enough for the brute force.
 */
function randomProblem(rng: Rng): MixProblem {
  const productCount = rng.int(1, 10);
  const maxOffers = productCount <= 5 ? 5 : productCount <= 7 ? 4 : 3;
  const merchantIds = Array.from({ length: rng.int(1, 6) }, (_, i) => `m${i}`);
  let offerId = 1;
  const products: MixProduct[] = Array.from({ length: productCount }, (_, p) => {
    const quantity = rng.chance(0.7) ? 1 : rng.int(2, 3);
    const base = rng.int(500, 20_000);
    const offers: MixOffer[] = Array.from({ length: rng.int(1, maxOffers) }, () => ({
      offerId: offerId++,
      merchantId: rng.pick(merchantIds),
      unitPrice: rng.chance(0.2) ? base : base + rng.int(-400, 1_500),
    }));
    return { productId: p + 1, quantity, offers, currentOfferId: rng.chance(0.8) ? rng.pick(offers).offerId : null };
  });
  const lines = products.flatMap((product) => product.offers.map((offer) => ({ merchantId: offer.merchantId, line: offer.unitPrice * product.quantity })));
  const merchants = merchantIds.map((id) => {
    const deliveryCost = rng.pick([0, 290, 490, 990, 1_900, 4_900]);
    const own = lines.filter((line) => line.merchantId === id).map((line) => line.line);
    let threshold: number | null;
    if (rng.chance(0.25) || own.length === 0) threshold = null;
    else if (rng.chance(0.5)) threshold = rng.sample(own, rng.int(1, own.length)).reduce((a, b) => a + b, 0); // a subtotal reached exactly
    else threshold = rng.int(1_000, 40_000);
    return merchant(id, deliveryCost, threshold);
  });
  return problemOf(products, merchants);
}

describe('solveCheapestMix', () => {
  it('finds the same lowest total as trying every combination, on 600 random carts of up to 10 products', () => {
    const rng = createRng('cheapest-mix-vs-brute-force');
    let checked = 0;
    for (let run = 0; run < 600; run += 1) {
      const problem = randomProblem(rng);
      const reference = bruteForceMix(problem)!;
      const solution = solveCheapestMix(problem)!;
      expect(solution.exact).toBe(true);
      expect(solution.total).toBe(reference.total);
      // The offers it names are the product's own and add up to the total it states.
      solution.choice.forEach((offer, i) => expect(problem.products[i]!.offers).toContain(offer));
      expect(mixTotal(problem, solution.choice)).toBe(solution.total);
      if (problem.products.length === 10) checked += 1;
    }
    expect(checked).toBeGreaterThan(20);
  });

  it('ships free at exactly the threshold, so it groups products at one merchant to reach it', () => {
    const problem = problemOf(
      [
        { productId: 1, quantity: 1, offers: [{ offerId: 1, merchantId: 'a', unitPrice: 3_000 }, { offerId: 2, merchantId: 'b', unitPrice: 2_900 }] },
        { productId: 2, quantity: 2, offers: [{ offerId: 3, merchantId: 'a', unitPrice: 1_000 }, { offerId: 4, merchantId: 'c', unitPrice: 950 }] },
      ],
      [merchant('a', 590, 5_000), merchant('b', 490, null), merchant('c', 390, 10_000)],
    );
    // a: 3000 + 2 x 1000 = 5000, exactly the threshold: free. Cheapest single offers would cost 2900 + 490 + 1900 + 390.
    expect(solveCheapestMix(problem)).toEqual({ total: 5_000, choice: [problem.products[0]!.offers[0], problem.products[1]!.offers[0]], exact: true });
  });

  it('takes a pricier offer of the same merchant when that reaches free delivery for less than delivery costs', () => {
    const problem = problemOf(
      [
        {
          productId: 1,
          quantity: 1,
          offers: [
            { offerId: 1, merchantId: 'a', unitPrice: 3_000 },
            { offerId: 2, merchantId: 'a', unitPrice: 3_400 },
          ],
        },
        { productId: 2, quantity: 1, offers: [{ offerId: 3, merchantId: 'a', unitPrice: 1_600 }] },
      ],
      [merchant('a', 500, 5_000)],
    );
    expect(solveCheapestMix(problem)).toMatchObject({ total: 5_000, choice: [{ offerId: 2 }, { offerId: 3 }] });
  });

  it('keeps the current offers among equally cheap mixes', () => {
    const offers = [
      { offerId: 1, merchantId: 'a', unitPrice: 1_000 },
      { offerId: 2, merchantId: 'b', unitPrice: 1_000 },
    ];
    const merchants = [merchant('a', 0, null), merchant('b', 0, null)];
    expect(solveCheapestMix(problemOf([{ productId: 1, quantity: 1, offers, currentOfferId: 2 }], merchants))?.choice).toEqual([offers[1]]);
    expect(solveCheapestMix(problemOf([{ productId: 1, quantity: 1, offers, currentOfferId: 1 }], merchants))?.choice).toEqual([offers[0]]);
  });

  it('answers an empty cart with zero, and a product without offers with null', () => {
    expect(solveCheapestMix(problemOf([], []))).toEqual({ total: 0, choice: [], exact: true });
    expect(solveCheapestMix(problemOf([{ productId: 1, quantity: 1, offers: [] }], []))).toBeNull();
  });

  it('still answers carts above the exact size, never worse than each product’s cheapest offer', () => {
    const rng = createRng('cheapest-mix-large');
    const merchants = Array.from({ length: 8 }, (_, i) => merchant(`m${i}`, rng.pick([290, 490, 990]), rng.pick([null, 5_000, 20_000])));
    const products: MixProduct[] = Array.from({ length: MAX_EXACT_PRODUCTS + 8 }, (_, p) => ({
      productId: p + 1,
      quantity: 1,
      offers: rng.sample(merchants, 4).map((m, k) => ({ offerId: p * 10 + k, merchantId: m.id, unitPrice: rng.int(1_000, 3_000) })),
    }));
    const problem = problemOf(products, merchants);
    const solution = solveCheapestMix(problem)!;
    const cheapestEach = products.map((product) => product.offers.reduce((a, b) => (b.unitPrice < a.unitPrice ? b : a)));
    expect(solution.exact).toBe(false);
    expect(mixTotal(problem, solution.choice)).toBe(solution.total);
    expect(solution.total).toBeLessThanOrEqual(mixTotal(problem, cheapestEach));
  });
});
