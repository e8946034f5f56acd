import { Container, EAGER_GRID_IMAGES, Pagination } from '@kori/ui';
import { Link, useLoaderData } from '@remix-run/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { DealCard } from './deal-card';
import { dealsPath, type DealsLoaderData } from './deals-data';

/** /deals and /deals/:categoryId: the category tree to narrow by, then the deals biggest drop first. */
export function DealsPageView({ data }: { data: DealsLoaderData }) {
  const intl = useIntl();
  const { category, subcategories, deals } = data;
  const totalPages = Math.max(1, Math.ceil(deals.totalCount / Math.max(1, deals.perPage)));
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
      {deals.deals.length === 0 ? (
        <p className="kori-search-empty">
          <FormattedMessage id="search.deals.empty" />{' '}
          {category && (
            <Link to={dealsPath(null)}>
              <FormattedMessage id="search.deals.allDeals" />
            </Link>
          )}
        </p>
      ) : (
        <ul className="kori-search-grid">
          {deals.deals.map((deal, index) => (
            <li key={deal.product.id}>
              <DealCard deal={deal} imagePriority={index < EAGER_GRID_IMAGES} />
            </li>
          ))}
        </ul>
      )}
      <Pagination page={deals.page} totalPages={totalPages} hrefFor={(page) => dealsPath(category?.id ?? null, page)} />
    </Container>
  );
}

/** Route component for /deals and /deals/:categoryId. */
export function DealsPage() {
  return <DealsPageView data={useLoaderData() as DealsLoaderData} />;
}
