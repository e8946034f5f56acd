import {
  BestOfferProductCard,
  categoryPath,
  Container,
  CardGrid,
  LoadingStatus,
  pageCount,
  Pagination,
  useListingReloading,
  type BestOfferCardTexts,
} from '@kori/ui';
import { Link, useLoaderData } from '@remix-run/react';
import { FormattedMessage } from 'react-intl';
import { isPriceLandingData, type PriceLandingLoaderData } from '../price-landing/price-landing-data';
import { PriceLandingPageView } from '../price-landing/price-landing-page';
import { Breadcrumbs } from '../shared/breadcrumbs';
import type { CategoryDetails, CategoryListing, CategoryLoaderData } from './category-data';

/** A product card in a category: its best total price (item + delivery) in the region and how many offers. */
const CARD_TEXTS: BestOfferCardTexts = {
  bestTotalId: 'catalog.category.bestTotal',
  noOffersId: 'catalog.category.noOffers',
  offerCountId: 'catalog.category.offerCount',
  mutedClassName: 'kori-catalog-muted',
  priceClassName: 'kori-catalog-price',
};

export interface CategoryPageViewProps {
  category: CategoryDetails;
  listing: CategoryListing;
  /** True while the next page of this category is loading. */
  loading?: boolean;
}

/** A category: breadcrumbs, subcategories and one page of its products. */
export function CategoryPageView({ category, listing, loading = false }: CategoryPageViewProps) {
  const totalPages = pageCount(listing.totalCount, listing.perPage);
  return (
    <Container className="kori-catalog-page">
      <Breadcrumbs categories={category.path} />
      <h1>{category.name}</h1>
      <p className="kori-catalog-muted">
        <FormattedMessage id="catalog.category.productCount" values={{ count: category.productCount }} />
      </p>

      {category.children.length > 0 && (
        <section aria-labelledby="catalog-subcategories">
          <h2 id="catalog-subcategories">
            <FormattedMessage id="catalog.category.subcategories" />
          </h2>
          <ul className="kori-catalog-chips">
            {category.children.map((child) => (
              <li key={child.id}>
                <Link to={categoryPath(child.id)}>
                  {child.name} <span className="kori-catalog-muted">({child.productCount})</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}

      <section aria-labelledby="catalog-products" aria-busy={loading}>
        <h2 id="catalog-products">
          <FormattedMessage id="catalog.category.products" />
        </h2>
        <LoadingStatus loading={loading}>
          <FormattedMessage id="catalog.category.loading" />
        </LoadingStatus>
        {listing.totalCount === 0 ? (
          <p className="kori-catalog-empty">
            <FormattedMessage id="catalog.category.empty" />
          </p>
        ) : listing.products.length === 0 ? (
          <p className="kori-catalog-empty">
            <FormattedMessage id="catalog.category.emptyPage" />{' '}
            <Link to={categoryPath(category.id)}>
              <FormattedMessage id="catalog.category.firstPage" />
            </Link>
          </p>
        ) : (
          <CardGrid items={listing.products} keyOf={(product) => product.id} className="kori-catalog-grid">
            {(product, imagePriority) => <BestOfferProductCard product={product} texts={CARD_TEXTS} imagePriority={imagePriority} />}
          </CardGrid>
        )}
        <Pagination
          page={listing.page}
          totalPages={totalPages}
          hrefFor={(page) => categoryPath(category.id, page)}
        />
      </section>
    </Container>
  );
}

/** Route component for `/:categoryId`: a category, or a price landing page for a `{product}-price` address. */
export function CategoryPage() {
  const data = useLoaderData() as CategoryLoaderData | PriceLandingLoaderData;
  const loading = useListingReloading();
  if (isPriceLandingData(data)) {
    return <PriceLandingPageView product={data.product} region={data.region} priceHistory={data.priceHistory} historyDays={data.historyDays} />;
  }
  return <CategoryPageView category={data.category} listing={data.listing} loading={loading} />;
}
