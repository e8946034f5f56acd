import type { HomeDealsQuery } from '../../graphql/generated/graphql';
import type { PageMeta } from '../shared/page-meta';

export type HomeDeal = HomeDealsQuery['deals']['deals'][number];

/** What the home loader returns. */
export interface HomeLoaderData {
  deals: HomeDeal[];
  totalCount: number;
  meta: PageMeta;
}

/** How many deals the home page shows. */
export const HOME_DEALS_COUNT = 12;
