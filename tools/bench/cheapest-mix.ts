// Times the cheapest-mix optimizer on the carts the requirement names: 10 products, 20 offers each,
// from random merchants of a pool of 15 with random delivery costs and free-delivery thresholds.
// Target: p95 <= 50 ms per cart. Run: npm run bench:cheapest-mix [-- --carts 1000 --seed 1]
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { createRng, type Rng } from '@kori/catalogue-seed/server';
import type { MixMerchant, MixProblem, MixProduct } from '../../apps/api/src/cart/mix/mix-problem';
import { solveCheapestMix } from '../../apps/api/src/cart/mix/solve-cheapest-mix';

const PRODUCTS = 10;
const OFFERS_PER_PRODUCT = 20;
const MERCHANT_POOL = 15;
const TARGET_P95_MS = 50;

const { values } = parseArgs({ options: { carts: { type: 'string', default: '1000' }, seed: { type: 'string', default: '1' } } });
const carts = Number(values.carts);
const rng = createRng(`bench-cheapest-mix-${values.seed}`);

/** Delivery terms like the seeded Finnish shops (cents): some free, most with a threshold. */
function merchantPool(random: Rng): MixMerchant[] {
  return Array.from({ length: MERCHANT_POOL }, (_, i) => {
    const deliveryCost = random.pick([0, 390, 490, 590, 690, 990]);
    return { id: `m${i}`, deliveryCost, freeDeliveryThreshold: deliveryCost === 0 || random.chance(0.2) ? null : random.int(20, 300) * 100 };
  });
}

function randomCart(random: Rng): MixProblem {
  const merchants = merchantPool(random);
  let offerId = 1;
  const products: MixProduct[] = Array.from({ length: PRODUCTS }, (_, p) => {
    // Item prices from 5 to 500 euros, spread evenly on a log scale; offers within -10..+25 % of it.
    const base = Math.round(500 * 100 ** random.next());
    const offers = Array.from({ length: OFFERS_PER_PRODUCT }, () => ({
      offerId: offerId++,
      merchantId: random.pick(merchants).id,
      unitPrice: Math.round(base * random.float(0.9, 1.25)),
    }));
    return { productId: p + 1, quantity: random.chance(0.8) ? 1 : random.int(2, 3), offers, currentOfferId: random.pick(offers).offerId };
  });
  return { products, merchants: new Map(merchants.map((m) => [m.id, m])) };
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? NaN;
}

const problems = Array.from({ length: carts }, () => randomCart(rng));
// Warm-up: let the JIT compile the solver before timing it.
for (const problem of problems.slice(0, 50)) solveCheapestMix(problem);

const timings: number[] = [];
let merchantsUsed = 0;
for (const problem of problems) {
  const start = performance.now();
  const solution = solveCheapestMix(problem);
  timings.push(performance.now() - start);
  if (!solution?.exact) throw new Error('expected an exact answer for a 10-product cart');
  merchantsUsed += new Set(solution.choice.map((offer) => offer.merchantId)).size;
}
timings.sort((a, b) => a - b);
const p95 = percentile(timings, 95);
const fmt = (ms: number) => `${ms.toFixed(2)} ms`;
console.log(`cheapest mix: ${carts} carts of ${PRODUCTS} products x ${OFFERS_PER_PRODUCT} offers, merchant pool ${MERCHANT_POOL} (node ${process.version})`);
console.log(`  p50 ${fmt(percentile(timings, 50))}  p95 ${fmt(p95)}  max ${fmt(timings[timings.length - 1] ?? NaN)}  (target p95 <= ${TARGET_P95_MS} ms)`);
console.log(`  merchants per cheapest mix: ${(merchantsUsed / carts).toFixed(2)} on average`);
if (p95 > TARGET_P95_MS) process.exitCode = 1;
