import { Link } from '@remix-run/react';
import { FormattedMessage } from 'react-intl';

export interface NoResultsProps {
  query: string;
  /** Alternative queries from the API ("did you mean"). */
  suggestions: string[];
  /** Where the same text without filters lives, when filters are set. */
  withoutFiltersHref: string | null;
  hrefForQuery: (query: string) => string;
}

/** Nothing matched: say so, offer the API's spellings as links, and a way out of the filters. */
export function NoResults({ query, suggestions, withoutFiltersHref, hrefForQuery }: NoResultsProps) {
  return (
    <div className="kori-search-empty" role="status">
      <h2>{query ? <FormattedMessage id="search.noResults.title" values={{ query }} /> : <FormattedMessage id="search.noResults.titleNoQuery" />}</h2>
      {suggestions.length > 0 && (
        <p>
          <FormattedMessage id="search.noResults.didYouMean" />{' '}
          {suggestions.map((suggestion, index) => (
            <span key={suggestion}>
              {index > 0 && ', '}
              <Link to={hrefForQuery(suggestion)}>{suggestion}</Link>
            </span>
          ))}
        </p>
      )}
      {withoutFiltersHref && (
        <p>
          <Link to={withoutFiltersHref}>
            <FormattedMessage id="search.noResults.removeFilters" />
          </Link>
        </p>
      )}
      <p className="kori-search-muted">
        <FormattedMessage id="search.noResults.tips" />
      </p>
      <p>
        <Link to="/all-products">
          <FormattedMessage id="search.noResults.browseAll" />
        </Link>
      </p>
    </div>
  );
}
