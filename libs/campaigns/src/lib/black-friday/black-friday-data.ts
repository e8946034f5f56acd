import type { BlackFridayDealsQuery } from '../../graphql/generated/graphql';
import type { PageMeta } from '@kori/shell';

export type BlackFridayDeal = BlackFridayDealsQuery['deals']['deals'][number];

/** What `/blackfriday` returns. */
export interface BlackFridayLoaderData {
  deals: BlackFridayDeal[];
  totalCount: number;
  /** The page's title, description and search-engine links, read by the route's meta function. */
  meta: PageMeta;
}

/** How many of the biggest drops the Black Friday page lists. */
export const BLACK_FRIDAY_DEALS_COUNT = 48;
