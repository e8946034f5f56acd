import { eq } from 'drizzle-orm';
import { categoryName } from '../../catalog/category-tree';
import { dealOffer, findDeals } from '../../catalog/find-deals';
import { buildListingQuery, pagination, type ListingQuery } from '../../catalog/listing/listing-query';
import { runListing, suggestAlternatives } from '../../catalog/listing/run-listing';
import { autocompleteProductIds } from '../../catalog/search/autocomplete';
import { searchWindow } from '../../catalog/search/search-window';
import { toSearchVocabulary } from '../../catalog/search/search-tsquery';
import { products } from '../../db/schema';
import type { Region } from '@kori/region';
import type { ApiContext } from '../context';
import { badUserInput, listingInputError } from '../errors';
import type { QueryProductsArgs, QueryResolvers, ResolversTypes } from '../generated/resolvers-types';
import { productColumns } from '../loaders/create-loaders';
import type { ProductListingModel, ProductModel } from '../mappers';
import { insightToGraphQL } from './product-resolvers';

const PRICE_PAGE_SUFFIX = '-price';
const MAX_AUTOCOMPLETE = 20;

/**
 * Loads product cards by id, keeping the listing order and dropping ids that vanished meanwhile.
 * With a region, a listing's cards come with their offers there (listingCard), which its cards show.
 */
async function productsInOrder(ctx: ApiContext, ids: number[], region?: Region): Promise<ProductModel[]> {
  const rows = region
    ? await ctx.loaders.listingCard.loadMany(ids.map((productId) => ({ productId, region })))
    : await ctx.loaders.productCard.loadMany(ids);
  return rows.filter((row): row is ProductModel => row !== null);
}

type ListingArgs = Omit<QueryProductsArgs, 'filter'> & Pick<Partial<QueryProductsArgs>, 'filter'>;

async function listing(ctx: ApiContext, args: ListingArgs, text: string | null): Promise<ProductListingModel> {
  const tree = await ctx.catalogue.categoryTree();
  const vocabulary = text ? toSearchVocabulary(await ctx.catalogue.searchVocabulary()) : null;
  const terms = text ? await ctx.catalogue.searchTermIndex() : null;
  const built = buildListingQuery(tree, { ...args, text, vocabulary, terms });
  if (!built.ok) throw listingInputError(built.error);
  const query = built.value;
  if (text === null) {
    const page = await runListing(ctx.db, query);
    return { ...listingPage(query, page.totalCount, false, []), products: await productsInOrder(ctx, page.productIds, query.region) };
  }
  // A text search reads its window once; the page, the count and the facets all come from it.
  const window = await searchWindow(ctx.db, query, { cache: ctx.catalogue.windows });
  const start = (query.page - 1) * query.perPage;
  const ids = window.ids.slice(start, start + query.perPage);
  const suggestions = window.ids.length === 0 && vocabulary ? suggestAlternatives(query, vocabulary.words) : [];
  return {
    ...listingPage(query, window.ids.length, window.truncated, suggestions),
    products: await productsInOrder(ctx, ids, query.region),
    window,
  };
}

function listingPage(query: ListingQuery, totalCount: number, totalCountIsLowerBound: boolean, suggestions: string[]) {
  return { page: query.page, perPage: query.perPage, totalCount, totalCountIsLowerBound, suggestions, query };
}

export const catalogueQueryResolvers: QueryResolvers = {
  categories: async (_root, { rootId }, ctx) => {
    const tree = await ctx.catalogue.categoryTree();
    return rootId ? tree.children(rootId) : tree.roots();
  },
  category: async (_root, { id }, ctx) => (await ctx.catalogue.categoryTree()).get(id) ?? null,
  product: async (_root, { id }, ctx) => {
    if (!/^\d{1,9}$/.test(id)) return null;
    return ctx.loaders.product.load(Number(id));
  },
  products: (_root, args, ctx) => listing(ctx, args, null),
  search: (_root, { query, ...args }, ctx) => listing(ctx, args, query),
  autocomplete: async (_root, { region, query, limit }, ctx) => {
    const max = limit ?? 8;
    if (!Number.isInteger(max) || max < 1 || max > MAX_AUTOCOMPLETE)
      throw badUserInput(`limit must be between 1 and ${MAX_AUTOCOMPLETE}`, 'limit');
    const text = query.trim().replace(/\s+/g, ' ');
    if (text.length < 2) return [];
    if (text.length > 100) throw badUserInput('query is longer than 100 characters', 'query');
    const language = ctx.labelLanguage(region);
    const tree = await ctx.catalogue.categoryTree();
    const needle = text.toLowerCase();
    const categories: ResolversTypes['AutocompleteSuggestion'][] = tree
      .all()
      .filter((category) => categoryName(category, language).toLowerCase().includes(needle))
      .sort((a, b) => tree.productCount(b.id) - tree.productCount(a.id))
      .slice(0, Math.min(3, max))
      .map((category) => ({ category, label: categoryName(category, language) }));
    const vocabulary = toSearchVocabulary(await ctx.catalogue.searchVocabulary());
    const ids = await autocompleteProductIds(ctx.db, { region, text, limit: max - categories.length, vocabulary });
    const found = await productsInOrder(ctx, ids);
    return [...found.map((product) => ({ product, label: product.name })), ...categories];
  },
  deals: async (_root, { region, categoryId, page, perPage }, ctx) => {
    const pageRequest = pagination(page, perPage);
    if (!pageRequest.ok) throw listingInputError(pageRequest.error);
    const paging = pageRequest.value;
    const tree = await ctx.catalogue.categoryTree();
    const result = await findDeals(ctx.db, { region, categoryIds: categoryId ? tree.subtreeIds(categoryId) : null, ...paging });
    const currency = ctx.currencyFor(region);
    const deals = await Promise.all(
      result.stats.map(async (stats) => {
        const [product, offers] = await Promise.all([
          ctx.loaders.product.load(stats.productId),
          ctx.loaders.offers.load({ productId: stats.productId, region }),
        ]);
        const offer = dealOffer(offers, stats);
        if (!product || !offer) return null;
        return {
          product,
          offer,
          insight: insightToGraphQL(
            {
              current: stats.bestPrice,
              lowest30Days: stats.lowest30Days,
              trend90Days: stats.trend90Days,
              dropPercent: stats.dropPercent,
              isDeal: stats.isDeal,
            },
            currency,
          ),
        };
      }),
    );
    return { deals: deals.filter((deal) => deal !== null), page: paging.page, perPage: paging.perPage, totalCount: result.totalCount };
  },
  priceLandingPage: async (_root, { slug }, ctx) => {
    if (!slug.endsWith(PRICE_PAGE_SUFFIX) || slug.length > 300) return null;
    const productSlug = slug.slice(0, -PRICE_PAGE_SUFFIX.length);
    const [product] = await ctx.db.select(productColumns).from(products).where(eq(products.slug, productSlug));
    return product ? { slug, product } : null;
  },
  merchants: async (_root, { region }, ctx) => {
    const all = [...(await ctx.catalogue.merchants()).values()];
    return all.filter((merchant) => !region || merchant.region === region).sort((a, b) => a.title.localeCompare(b.title, 'en'));
  },
};
