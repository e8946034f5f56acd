import { Container, DealListing, pageCount, Pagination } from '@kori/ui';
import { Link, useLoaderData } from '@remix-run/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { dealsPath, type DealsLoaderData } from './deals-data';

/** /deals and /deals/:categoryId: the category tree to narrow by, then the deals biggest drop first. */
export function DealsPageView({ data }: { data: DealsLoaderData }) {
  const intl = useIntl();
  const { category, subcategories, deals } = data;
  const totalPages = pageCount(deals.totalCount, deals.perPage);
  return (
    <Container className="kori-search-page">
      {category && (
        <nav aria-label={intl.formatMessage({ id: 'search.deals.breadcrumbs' })} className="kori-search-breadcrumbs">
          <ol>
            <li>
              <Link to={dealsPath(null)}>
                <FormattedMessage id="search.deals.allDeals" />
              </Link>
            </li>
            {category.path.map((step) => (
              <li key={step.id}>
                {step.id === category.id ? (
                  <span aria-current="page">{step.name}</span>
                ) : (
                  <Link to={dealsPath(step.id)}>{step.name}</Link>
                )}
              </li>
            ))}
          </ol>
        </nav>
      )}
      <h1>{category ? <FormattedMessage id="search.deals.titleIn" values={{ category: category.name }} /> : <FormattedMessage id="search.deals.title" />}</h1>
      <p className="kori-search-muted">
        <FormattedMessage id="search.deals.explain" />
      </p>
      {subcategories.length > 0 && (
        <nav aria-label={intl.formatMessage({ id: 'search.deals.categories' })}>
          <ul className="kori-search-chips">
            {subcategories.map((sub) => (
              <li key={sub.id}>
                <Link to={dealsPath(sub.id)}>{sub.name}</Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <p className="kori-search-muted">
        <FormattedMessage id="search.deals.count" values={{ count: deals.totalCount }} />
      </p>
      <DealListing
        deals={deals.deals}
        ordered
        empty={
          <>
            <FormattedMessage id="search.deals.empty" />{' '}
            {category && (
              <Link to={dealsPath(null)}>
                <FormattedMessage id="search.deals.allDeals" />
              </Link>
            )}
          </>
        }
      />
      <Pagination page={deals.page} totalPages={totalPages} hrefFor={(page) => dealsPath(category?.id ?? null, page)} />
    </Container>
  );
}

/** Route component for /deals and /deals/:categoryId. */
export function DealsPage() {
  return <DealsPageView data={useLoaderData() as DealsLoaderData} />;
}
