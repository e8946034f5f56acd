import { BestOfferProductCard, Container, CardGrid, LoadingStatus, pageCount, Pagination, useListingReloading, type BestOfferCardTexts } from '@kori/ui';
import { useLoaderData } from '@remix-run/react';
import { FormattedMessage } from 'react-intl';
import { ActiveFilters, useActiveFilters } from './active-filters';
import type { ListingLoaderData, ListingProduct } from './listing-data';
import { FiltersToggle, ListingFilters, useFiltersDialog } from './listing-filters';
import { listingHref, listingSearch, type SortParam } from './listing-params';
import { NoResults } from './no-results';

const PATHS = { search: '/search', 'all-products': '/all-products' } as const;
const TEXT_SORTS: SortParam[] = ['relevance', 'price-asc', 'price-desc', 'drop', 'popularity'];
const PLAIN_SORTS: SortParam[] = ['popularity', 'price-asc', 'price-desc', 'drop'];

/** A product card in a listing: best total price (item + delivery) in the region and how many shops. */
const CARD_TEXTS: BestOfferCardTexts = {
  bestTotalId: 'search.card.bestTotal',
  noOffersId: 'search.card.noOffers',
  offerCountId: 'search.card.offers',
  mutedClassName: 'kori-search-muted',
};

/** A reduced price (a deal) shows the lowest price of the previous 30 days, which the card adds. */
function reductionOf({ priceInsight }: ListingProduct) {
  return priceInsight.isDeal ? { lowest30Days: priceInsight.lowest30Days ?? null } : null;
}

export interface ListingPageViewProps {
  data: ListingLoaderData;
  /** True while the next results load. */
  loading?: boolean;
}

function hasFilters(data: ListingLoaderData): boolean {
  const { params } = data;
  return Boolean(params.category || params.brands.length || params.merchants.length || params.min || params.max || params.inStock);
}

/**
 * /search and /all-products: heading, filters, results and paging, all in the URL. Wide screens show
 * the filter form beside the results; narrow ones put the results first, with a "Filters" button and
 * the active filters as removable chips above them.
 */
export function ListingPageView({ data, loading = false }: ListingPageViewProps) {
  const { params, listing, defaultSort, kind } = data;
  const path = PATHS[kind];
  const dialog = useFiltersDialog();
  const activeFilters = useActiveFilters(path, params, defaultSort, listing.facets);
  const totalPages = pageCount(listing.totalCount, listing.perPage);
  const plain = { q: params.q, category: null, brands: [], merchants: [], min: null, max: null, inStock: false, sort: params.sort };
  return (
    <Container className="kori-search-page">
      <h1>
        {kind === 'search' ? (
          params.q ? (
            <FormattedMessage id="search.resultsFor" values={{ query: params.q }} />
          ) : (
            <FormattedMessage id="search.title" />
          )
        ) : (
          <FormattedMessage id="search.allProducts.title" />
        )}
      </h1>
      <p className="kori-search-muted" aria-live="polite">
        <FormattedMessage
          id={listing.totalCountIsLowerBound ? 'search.resultCountAtLeast' : 'search.resultCount'}
          values={{ count: listing.totalCount }}
        />
      </p>
      <FiltersToggle activeCount={activeFilters.length} expanded={dialog.open} onOpen={dialog.hydrated ? dialog.openDialog : null} />
      <div className={dialog.hydrated ? 'kori-search-layout kori-search-layout--dialog' : 'kori-search-layout'}>
        <ListingFilters
          formKey={listingSearch(params, defaultSort)}
          form={{ action: path, params, defaultSort, facets: listing.facets, sorts: params.q ? TEXT_SORTS : PLAIN_SORTS }}
          dialog={dialog}
        />
        <section aria-labelledby="kori-search-results" aria-busy={loading} className="kori-search-results">
          <h2 id="kori-search-results" className="kori-visually-hidden">
            <FormattedMessage id="search.results" />
          </h2>
          <ActiveFilters filters={activeFilters} />
          <LoadingStatus loading={loading}>
            <FormattedMessage id="search.loading" />
          </LoadingStatus>
          {listing.totalCount === 0 ? (
            <NoResults
              query={params.q}
              suggestions={listing.suggestions}
              withoutFiltersHref={hasFilters(data) ? listingHref(path, params, defaultSort, plain) : null}
              hrefForQuery={(q) => listingHref(path, params, defaultSort, { ...plain, q })}
            />
          ) : listing.products.length === 0 ? (
            <p className="kori-search-empty">
              <FormattedMessage id="search.pageOutOfRange" />{' '}
              <a href={listingHref(path, params, defaultSort, {})}>
                <FormattedMessage id="search.firstPage" />
              </a>
            </p>
          ) : (
            <CardGrid items={listing.products} keyOf={(product) => product.id} className="kori-search-grid">
              {(product, imagePriority) => <BestOfferProductCard product={product} texts={CARD_TEXTS} imagePriority={imagePriority} reduction={reductionOf(product)} />}
            </CardGrid>
          )}
          <Pagination page={listing.page} totalPages={totalPages} hrefFor={(page) => listingHref(path, params, defaultSort, { page })} />
        </section>
      </div>
    </Container>
  );
}

/** Route component for /search and /all-products. */
export function ListingPage() {
  const data = useLoaderData() as ListingLoaderData;
  return <ListingPageView data={data} loading={useListingReloading()} />;
}
