import { Link } from '@remix-run/react';
import { FormattedMessage, useIntl } from 'react-intl';

export interface PaginationProps {
  page: number;
  totalPages: number;
  hrefFor: (page: number) => string;
}

/** Previous / next links with "page X of Y": plain links with the whole listing state, shareable. */
export function Pagination({ page, totalPages, hrefFor }: PaginationProps) {
  const intl = useIntl();
  if (totalPages <= 1) return null;
  return (
    <nav aria-label={intl.formatMessage({ id: 'search.pagination.label' })} className="kori-search-pagination">
      {page > 1 && (
        <Link to={hrefFor(Math.min(page - 1, totalPages))} rel="prev">
          <FormattedMessage id="search.pagination.previous" />
        </Link>
      )}
      <span>
        <FormattedMessage id="search.pagination.status" values={{ page, total: totalPages }} />
      </span>
      {page < totalPages && (
        <Link to={hrefFor(page + 1)} rel="next">
          <FormattedMessage id="search.pagination.next" />
        </Link>
      )}
    </nav>
  );
}
