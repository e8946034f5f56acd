import { Link } from '@remix-run/react';
import { useIntl } from 'react-intl';
import type { ListingFacets } from './listing-data';
import { listingHref, type ListingParams, type SortParam } from './listing-params';

export interface ActiveFilter {
  /** What the chip says: the brand, shop or category name, the price bound, "In stock". */
  label: string;
  /** The listing without this one filter. */
  href: string;
}

/** Every filter that is on, each with a link to the same listing without it. */
export function useActiveFilters(path: string, params: ListingParams, defaultSort: SortParam, facets: ListingFacets): ActiveFilter[] {
  const intl = useIntl();
  const href = (change: Partial<ListingParams>) => listingHref(path, params, defaultSort, change);
  const labelOf = (list: readonly { id: string; label: string }[], id: string) => list.find((item) => item.id === id)?.label ?? id;
  const filters: ActiveFilter[] = [];
  if (params.category) {
    const category = facets.categories.find((item) => item.id === params.category);
    filters.push({ label: category?.label ?? intl.formatMessage({ id: 'search.facets.currentCategory' }), href: href({ category: null }) });
  }
  for (const brand of params.brands) {
    filters.push({ label: labelOf(facets.brands, brand), href: href({ brands: params.brands.filter((id) => id !== brand) }) });
  }
  for (const merchant of params.merchants) {
    filters.push({ label: labelOf(facets.merchants, merchant), href: href({ merchants: params.merchants.filter((id) => id !== merchant) }) });
  }
  if (params.min) filters.push({ label: intl.formatMessage({ id: 'search.filters.minPrice' }, { price: params.min }), href: href({ min: null }) });
  if (params.max) filters.push({ label: intl.formatMessage({ id: 'search.filters.maxPrice' }, { price: params.max }), href: href({ max: null }) });
  if (params.inStock) filters.push({ label: intl.formatMessage({ id: 'search.filters.inStock' }), href: href({ inStock: false }) });
  return filters;
}

/** The filters that are on, as chips above the results; each is a link that removes that one filter. */
export function ActiveFilters({ filters }: { filters: ActiveFilter[] }) {
  const intl = useIntl();
  if (filters.length === 0) return null;
  return (
    <ul className="kori-search-active-filters" aria-label={intl.formatMessage({ id: 'search.filters.active' })}>
      {filters.map((filter) => (
        <li key={filter.href}>
          <Link to={filter.href} aria-label={intl.formatMessage({ id: 'search.filters.remove' }, { filter: filter.label })}>
            {filter.label} <span aria-hidden="true">×</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
