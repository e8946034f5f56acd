/** A money amount as every query's `Money` fragment returns it. */
export interface MoneyFixture {
  price: string;
  currency: 'EUR' | 'SEK';
}

export function money(price: string, currency: MoneyFixture['currency'] = 'EUR'): MoneyFixture {
  return { price, currency };
}

export interface DealFixtureOptions {
  id?: string;
  name?: string;
  price?: string;
  currency?: MoneyFixture['currency'];
  merchant?: string;
}

/** One deal in the shape of the shared `DealCardFields` fragment: an 11 % drop with its 30-day lowest and 90-day trend prices. */
export function dealFixture({ id = 'p-1', name = 'Nordic Phone 12', price = '1249.00', currency = 'EUR', merchant = 'Nordic Shop' }: DealFixtureOptions = {}) {
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
      price: money(price, currency),
      totalPrice: money(price, currency),
      merchant: { title: merchant },
    },
    insight: {
      current: money(price, currency),
      lowest30Days: money('1399.00', currency),
      trend90Days: money('1450.00', currency),
      dropPercent: 11,
      isDeal: true,
    },
  };
}
