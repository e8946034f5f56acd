/**
 * Fixtures for campaign tests (this lib's and others'): data shaped exactly like the generated query
 * types, so a schema change breaks them at compile time.
 */
import type { BlackFridayDeal } from './lib/black-friday/black-friday-data';

type Currency = 'EUR' | 'SEK';

const money = (price: string, currency: Currency) => ({ price, currency });

/** One Black Friday deal: a 14 % drop with its 30-day lowest and 90-day trend prices. */
export function blackFridayDealFixture(overrides: { id?: string; name?: string; price?: string; currency?: Currency } = {}): BlackFridayDeal {
  const id = overrides.id ?? 'p-1';
  const name = overrides.name ?? 'Nordic Phone 12';
  const currency = overrides.currency ?? 'EUR';
  return {
    product: {
      id,
      name,
      slug: name.toLowerCase().replace(/\s+/g, '-'),
      imageUrl: `/images/products/${id}.svg`,
      brand: { name: 'Nordic' },
      category: { id: 'smartphones', name: 'Smartphones' },
    },
    offer: {
      id: `${id}-o-1`,
      price: money(overrides.price ?? '1249.00', currency),
      totalPrice: money(overrides.price ?? '1249.00', currency),
      merchant: { title: 'Nordic Shop' },
    },
    insight: {
      current: money(overrides.price ?? '1249.00', currency),
      lowest30Days: money('1399.00', currency),
      trend90Days: money('1450.00', currency),
      dropPercent: 11,
      isDeal: true,
    },
  };
}
