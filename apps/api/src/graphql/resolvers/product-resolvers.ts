import { GraphQLError } from 'graphql';
import { addDays, daysBetween } from '../../domain/calendar-date';
import { HISTORY_RETENTION_DAYS, recordDailyPrice } from '../../domain/daily-price-record';
import { moneyAmount, optionalMoneyAmount } from '../../domain/money';
import { computePriceInsight, type DailyPrices, type PriceInsightFacts } from '../../domain/price-insight';
import { currencyForRegion, languageFromGraphQL, type Currency, type Region } from '@kori/region';
import type { ApiContext } from '../context';
import { badUserInput } from '../errors';
import type { PriceInsight, PricePoint, ProductResolvers } from '../generated/resolvers-types';
import type { ProductModel } from '../mappers';

export function insightToGraphQL(facts: PriceInsightFacts, currency: Currency): PriceInsight {
  return {
    current: optionalMoneyAmount(facts.current, currency),
    lowest30Days: optionalMoneyAmount(facts.lowest30Days, currency),
    trend90Days: optionalMoneyAmount(facts.trend90Days, currency),
    dropPercent: facts.dropPercent,
    isDeal: facts.isDeal,
  };
}

/**
 * Today's daily record and current price for a product in a region, straight from its offers, so the
 * product page is right even before the next stats refresh.
 */
async function livePrices(
  product: ProductModel,
  region: Region,
  ctx: ApiContext,
): Promise<{ current: number | null; history: DailyPrices | null }> {
  const key = { productId: product.id, region };
  const [offers, history] = await Promise.all([ctx.loaders.offers.load(key), ctx.loaders.history.load(key)]);
  const inStock = offers.filter((offer) => offer.stockStatus !== 'OUT_OF_STOCK');
  const current = inStock.length ? Math.min(...inStock.map((offer) => offer.price)) : null;
  return { current, history: recordDailyPrice(history, ctx.today, current).history };
}

/** The product's description and specs: its own when loaded whole, else from the full product row. */
async function withDetails(product: ProductModel, ctx: ApiContext): Promise<Required<Pick<ProductModel, 'description' | 'specs'>>> {
  if (product.description && product.specs) return { description: product.description, specs: product.specs };
  const full = await ctx.loaders.product.load(product.id);
  if (!full?.description || !full.specs) throw new GraphQLError(`Product ${product.id} is missing`);
  return { description: full.description, specs: full.specs };
}

export const productResolvers: ProductResolvers = {
  id: (product) => String(product.id),
  name: (product) => product.name,
  slug: (product) => product.slug,
  imageUrl: (product) => product.imageUrl,
  popularity: (product) => product.popularity,
  brand: async (product, _args, ctx) => {
    const brand = await ctx.loaders.brand.load(product.brandId);
    if (!brand) throw new GraphQLError(`Brand ${product.brandId} of product ${product.id} is missing`);
    return brand;
  },
  category: async (product, _args, ctx) => {
    const category = (await ctx.catalogue.categoryTree()).get(product.categoryId);
    if (!category) throw new GraphQLError(`Category ${product.categoryId} of product ${product.id} is missing`);
    return category;
  },
  description: async (product, { language }, ctx) => {
    const { description } = await withDetails(product, ctx);
    return description[languageFromGraphQL(language)] ?? description.fi;
  },
  specs: async (product, { language }, ctx) => {
    const { specs } = await withDetails(product, ctx);
    return specs[languageFromGraphQL(language)] ?? specs.fi;
  },
  offers: (product, { region }, ctx) => ctx.loaders.offers.load({ productId: product.id, region }),
  bestOffer: async (product, { region }, ctx) => (await ctx.loaders.offers.load({ productId: product.id, region }))[0] ?? null,
  offerCount: async (product, { region }, ctx) => (await ctx.loaders.offers.load({ productId: product.id, region })).length,
  priceInsight: async (product, { region }, ctx) => {
    const { current, history } = await livePrices(product, region, ctx);
    return insightToGraphQL(computePriceInsight(history, current, ctx.today), currencyForRegion(region));
  },
  priceHistory: async (product, { region, days }, ctx) => {
    const span = days ?? 90;
    if (!Number.isInteger(span) || span < 1 || span > 365) throw badUserInput('days must be between 1 and 365', 'days');
    const currency = currencyForRegion(region);
    const { history } = await livePrices(product, region, ctx);
    const points: PricePoint[] = [];
    if (history) {
      const firstDay = addDays(ctx.today, -(Math.min(span, HISTORY_RETENTION_DAYS) - 1));
      for (let offset = Math.max(0, daysBetween(history.startDate, firstDay)); offset < history.daily.length; offset += 1) {
        const price = history.daily[offset];
        const date = addDays(history.startDate, offset);
        if (price === null || price === undefined || date > ctx.today) continue;
        points.push({ date, price: moneyAmount(price, currency) });
      }
    }
    const prices = points.map((point) => Number(point.price.price));
    const lowestIndex = prices.indexOf(Math.min(...prices));
    const highestIndex = prices.indexOf(Math.max(...prices));
    return {
      region,
      days: span,
      points,
      lowest: points[lowestIndex]?.price ?? null,
      highest: points[highestIndex]?.price ?? null,
    };
  },
};
