import { merchantOf, mixTotal, type MixMerchant, type MixOffer, type MixProblem, type MixSolution } from './mix-problem';

/**
 * Up to this many products the answer is exact. The work grows as 3^n (12 products: about 0.3 million
 * steps, a few milliseconds); larger carts get a local search instead.
 */
export const MAX_EXACT_PRODUCTS = 12;

/** The cheapest way to buy every product of the problem; null when some product has no offer. */
export function solveCheapestMix(problem: MixProblem): MixSolution | null {
  const { products } = problem;
  if (products.some((product) => product.offers.length === 0)) return null;
  const exact = products.length <= MAX_EXACT_PRODUCTS;
  const choice = exact ? exactChoice(problem) : localSearchChoice(problem);
  return { total: mixTotal(problem, choice), choice, exact };
}

/** items[i], which the caller knows exists (indices come from bit masks over the products). */
function at<T>(items: readonly T[], i: number): T {
  const item = items[i];
  if (item === undefined) throw new RangeError(`No item at ${i}`);
  return item;
}

/** One way to buy product i at a merchant. `cost` is the line price, scaled, plus 1 when it changes the cart. */
interface Option {
  offer: MixOffer;
  line: number;
  cost: number;
}

/** A merchant's options per product index (cheapest first; empty when it does not sell the product). */
interface MerchantOptions {
  merchant: MixMerchant;
  /** Bit i set: the merchant sells product i. */
  sells: number;
  options: Option[][];
  /** Per product: the dearest line this merchant offers (how far its subtotal can rise). */
  dearestLine: number[];
}

/**
 * Exact search as a partition of the products into per-merchant blocks.
 *
 * Any mix groups the products by merchant, and costs the sum over its groups of (lines + that
 * merchant's delivery). So the cheapest mix is the cheapest partition of the product set into blocks,
 * each bought from the one merchant that buys that block cheapest. Both steps are small dynamic
 * programmes over product subsets (2^n blocks, 3^n block/remainder pairs). A partition that puts two
 * blocks at the same merchant is never better than merging them (delivery is paid at most once and
 * only falls as the subtotal grows), so the minimum over partitions is the true minimum.
 *
 * Costs are scaled by n + 1 and every product moved away from its current offer adds 1: among the
 * mixes with the lowest total, the one that changes the fewest lines wins.
 */
function exactChoice(problem: MixProblem): MixOffer[] {
  const { products } = problem;
  const n = products.length;
  const scale = n + 1;
  const merchants = merchantOptions(problem, scale);

  const size = 1 << n;
  const blockCost = new Float64Array(size).fill(Infinity);
  const blockMerchant: (MerchantOptions | undefined)[] = new Array(size);
  const baseCost = new Float64Array(size);
  const baseLine = new Float64Array(size);
  const dearest = new Float64Array(size);
  for (const entry of merchants) {
    // Ascending, so every block's block-minus-its-lowest-product is known before it.
    for (let block = 1; block < size; block += 1) {
      if ((block & ~entry.sells) !== 0) continue;
      const low = block & -block;
      const i = 31 - Math.clz32(low);
      const cheapest = at(at(entry.options, i), 0);
      const cost = (baseCost[block ^ low] ?? 0) + cheapest.cost;
      const line = (baseLine[block ^ low] ?? 0) + cheapest.line;
      const reach = (dearest[block ^ low] ?? 0) + at(entry.dearestLine, i);
      baseCost[block] = cost;
      baseLine[block] = line;
      dearest[block] = reach;
      const total = blockCostAt(entry, block, cost, line, reach, scale);
      if (total < (blockCost[block] ?? Infinity)) {
        blockCost[block] = total;
        blockMerchant[block] = entry;
      }
    }
  }

  // best[s]: cheapest way to buy the products of s. Each s splits into the block holding its lowest
  // product and the rest, so each partition is counted once.
  const best = new Float64Array(size);
  const bestBlock = new Int32Array(size);
  for (let s = 1; s < size; s += 1) {
    const low = s & -s;
    const rest = s ^ low;
    let value = Infinity;
    let chosen = low;
    for (let sub = rest; ; sub = (sub - 1) & rest) {
      const block = sub | low;
      const cost = (blockCost[block] ?? Infinity) + (best[s ^ block] ?? Infinity);
      if (cost < value) {
        value = cost;
        chosen = block;
      }
      if (sub === 0) break;
    }
    best[s] = value;
    bestBlock[s] = chosen;
  }

  const choice: MixOffer[] = new Array(n);
  for (let s = size - 1; s !== 0; ) {
    const block = bestBlock[s] ?? 0;
    const entry = blockMerchant[block];
    if (!entry || block === 0) throw new Error('cheapest mix: a product subset without a merchant');
    assignBlock(entry, block, choice, scale);
    s ^= block;
  }
  return choice;
}

function merchantOptions(problem: MixProblem, scale: number): MerchantOptions[] {
  const n = problem.products.length;
  const byMerchant = new Map<string, MerchantOptions>();
  problem.products.forEach((product, i) => {
    for (const offer of product.offers) {
      let entry = byMerchant.get(offer.merchantId);
      if (!entry) {
        entry = { merchant: merchantOf(problem, offer.merchantId), sells: 0, options: Array.from({ length: n }, () => []), dearestLine: new Array<number>(n).fill(0) };
        byMerchant.set(offer.merchantId, entry);
      }
      const line = offer.unitPrice * product.quantity;
      at(entry.options, i).push({ offer, line, cost: line * scale + (offer.offerId === product.currentOfferId ? 0 : 1) });
      entry.sells |= 1 << i;
      entry.dearestLine[i] = Math.max(at(entry.dearestLine, i), line);
    }
  });
  for (const entry of byMerchant.values()) for (const options of entry.options) options.sort((a, b) => a.cost - b.cost);
  return [...byMerchant.values()];
}

/** What buying `block` at this merchant costs (scaled): cheapest offers plus delivery, or pricier ones that ship free. */
function blockCostAt(entry: MerchantOptions, block: number, base: number, line: number, dearest: number, scale: number): number {
  const { deliveryCost, freeDeliveryThreshold: threshold } = entry.merchant;
  const paid = base + deliveryCost * scale;
  if (threshold === null || deliveryCost === 0) return paid;
  if (line >= threshold) return base;
  if (dearest < threshold) return paid;
  const upgrade = cheapestUpgrade(entry, block, threshold - line, deliveryCost * scale);
  return upgrade ? base + upgrade.cost : paid;
}

/**
 * When a merchant sells a product more than once (several offers), a pricier one can lift the subtotal
 * over the free-delivery threshold for less than the delivery costs. Finds the cheapest such set of
 * swaps within `block` that adds at least `gap` to the subtotal, costing less than `budget`; or null.
 */
function cheapestUpgrade(entry: MerchantOptions, block: number, gap: number, budget: number): { cost: number; picks: Map<number, Option> } | null {
  const items: number[] = [];
  for (let rest = block; rest !== 0; rest &= rest - 1) {
    const i = 31 - Math.clz32(rest & -rest);
    if (at(entry.options, i).length > 1) items.push(i);
  }
  const reach = new Array<number>(items.length + 1).fill(0);
  for (let k = items.length - 1; k >= 0; k -= 1) {
    const options = at(entry.options, at(items, k));
    reach[k] = at(reach, k + 1) + Math.max(...options.map((option) => option.line)) - at(options, 0).line;
  }
  let bestCost = budget;
  let bestPicks: number[] | null = null;
  const picks = new Array<number>(items.length).fill(0);
  const visit = (k: number, cost: number, gained: number): void => {
    if (gained >= gap) {
      bestCost = cost;
      bestPicks = [...picks];
      return;
    }
    if (k === items.length || gained + at(reach, k) < gap) return;
    const options = at(entry.options, at(items, k));
    const cheapest = at(options, 0);
    for (let o = 0; o < options.length; o += 1) {
      const option = at(options, o);
      const extra = option.cost - cheapest.cost;
      // Options are sorted by cost: the rest cost at least as much.
      if (cost + extra >= bestCost) break;
      picks[k] = o;
      visit(k + 1, cost + extra, gained + option.line - cheapest.line);
    }
    picks[k] = 0;
  };
  visit(0, 0, 0);
  const found: number[] | null = bestPicks;
  if (!found) return null;
  const chosen = new Map<number, Option>();
  items.forEach((i, k) => chosen.set(i, at(at(entry.options, i), at(found, k))));
  return { cost: bestCost, picks: chosen };
}

/** Writes the offers the block is bought with into `choice`, deciding as blockCostAt did. */
function assignBlock(entry: MerchantOptions, block: number, choice: MixOffer[], scale: number): void {
  let line = 0;
  let dearest = 0;
  for (let rest = block; rest !== 0; rest &= rest - 1) {
    const i = 31 - Math.clz32(rest & -rest);
    const cheapest = at(at(entry.options, i), 0);
    choice[i] = cheapest.offer;
    line += cheapest.line;
    dearest += at(entry.dearestLine, i);
  }
  const { deliveryCost, freeDeliveryThreshold: threshold } = entry.merchant;
  if (threshold === null || deliveryCost === 0 || line >= threshold || dearest < threshold) return;
  const upgrade = cheapestUpgrade(entry, block, threshold - line, deliveryCost * scale);
  for (const [i, option] of upgrade?.picks ?? []) choice[i] = option.offer;
}

/**
 * For carts above MAX_EXACT_PRODUCTS: from each product's cheapest offer, takes single-product moves and
 * whole-merchant moves (everything from one merchant to another) while they lower the total.
 */
function localSearchChoice(problem: MixProblem): MixOffer[] {
  const { products } = problem;
  const choice = products.map((product) => product.offers.reduce((a, b) => (b.unitPrice < a.unitPrice ? b : a)));
  let total = mixTotal(problem, choice);
  const tryChoice = (candidate: MixOffer[]): boolean => {
    const value = mixTotal(problem, candidate);
    if (value >= total) return false;
    total = value;
    candidate.forEach((offer, i) => (choice[i] = offer));
    return true;
  };
  const merchantIds = [...new Set(products.flatMap((product) => product.offers.map((offer) => offer.merchantId)))];
  for (let round = 0; round < 100; round += 1) {
    let improved = false;
    products.forEach((product, i) => {
      for (const offer of product.offers) {
        if (offer !== choice[i] && tryChoice(choice.map((current, j) => (j === i ? offer : current)))) improved = true;
      }
    });
    for (const from of new Set(choice.map((offer) => offer.merchantId))) {
      for (const to of merchantIds) {
        if (to === from) continue;
        const moved = choice.map((offer, i) => {
          if (offer.merchantId !== from) return offer;
          const there = at(products, i).offers.filter((candidate) => candidate.merchantId === to);
          return there.length ? there.reduce((a, b) => (b.unitPrice < a.unitPrice ? b : a)) : null;
        });
        if (moved.every((offer): offer is MixOffer => offer !== null) && tryChoice(moved)) improved = true;
      }
    }
    if (!improved) break;
  }
  return choice;
}
