import { Link } from '@remix-run/react';
import { FormattedMessage, useIntl } from 'react-intl';

export interface PaginationProps {
  page: number;
  totalPages: number;
  /** The link for a page number (with whatever else the listing's address carries). */
  hrefFor: (page: number) => string;
}

/** Previous / next links with "page X of Y"; plain links, so paging works without JavaScript and can be shared. */
export function Pagination({ page, totalPages, hrefFor }: PaginationProps) {
  const intl = useIntl();
  if (totalPages <= 1) return null;
  return (
    <nav aria-label={intl.formatMessage({ id: 'catalog.pagination.label' })} className="kori-catalog-pagination">
      {page > 1 && (
        <Link to={hrefFor(Math.min(page - 1, totalPages))} rel="prev">
          <FormattedMessage id="catalog.pagination.previous" />
        </Link>
      )}
      <span className="kori-catalog-pagination__status">
        <FormattedMessage id="catalog.pagination.status" values={{ page, total: totalPages }} />
      </span>
      {page < totalPages && (
        <Link to={hrefFor(page + 1)} rel="next">
          <FormattedMessage id="catalog.pagination.next" />
        </Link>
      )}
    </nav>
  );
}
