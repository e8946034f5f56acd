import { Link } from '@remix-run/react';
import { FormattedMessage } from 'react-intl';
import { categoryPath } from '@kori/ui';
import type { PopularCategory } from './home-data';

/** Links to the top categories: the way in from home to a category and on to a product. */
export function PopularCategories({ categories }: { categories: readonly PopularCategory[] }) {
  if (categories.length === 0) return null;
  return (
    <section aria-labelledby="catalog-popular-categories" className="kori-catalog-popular">
      <h2 id="catalog-popular-categories">
        <FormattedMessage id="catalog.home.popularCategories" />
      </h2>
      <ul className="kori-catalog-chips">
        {categories.map((category) => (
          <li key={category.id}>
            <Link to={categoryPath(category.id)}>
              {category.name}{' '}
              <span className="kori-catalog-muted">
                <FormattedMessage id="catalog.category.productCount" values={{ count: category.productCount }} />
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
