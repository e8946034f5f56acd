import { mixTotal, type MixOffer, type MixProblem } from './mix-problem';

/**
 * The reference answer: tries every combination of offers. Exponential in the number of products; the
 * tests check the fast solver against it on small carts.
 */
export function bruteForceMix(problem: MixProblem): { total: number; choice: MixOffer[] } | null {
  const { products } = problem;
  if (products.some((product) => product.offers.length === 0)) return null;
  const choice: MixOffer[] = [];
  let best: { total: number; choice: MixOffer[] } | null = null;
  const visit = (i: number): void => {
    if (i === products.length) {
      const total = mixTotal(problem, choice);
      if (!best || total < best.total) best = { total, choice: [...choice] };
      return;
    }
    for (const offer of products[i]?.offers ?? []) {
      choice[i] = offer;
      visit(i + 1);
    }
  };
  visit(0);
  return best;
}
