import { Link } from '@remix-run/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { categoryPath } from '@kori/ui';

export interface BreadcrumbsProps {
  /** Categories from the root down. */
  categories: ReadonlyArray<{ id: string; name: string }>;
  /** The current page's own name: shown last, not linked. Omit when the last category is the page. */
  current?: string;
}

/** Home > categories > current page, as a labelled navigation list. */
export function Breadcrumbs({ categories, current }: BreadcrumbsProps) {
  const intl = useIntl();
  const trail = current === undefined ? categories.slice(0, -1) : categories;
  const here = current ?? categories[categories.length - 1]?.name;
  return (
    <nav aria-label={intl.formatMessage({ id: 'catalog.breadcrumbs.label' })} className="kori-catalog-breadcrumbs">
      <ol>
        <li>
          <Link to="/">
            <FormattedMessage id="catalog.breadcrumbs.home" />
          </Link>
        </li>
        {trail.map((category) => (
          <li key={category.id}>
            <Link to={categoryPath(category.id)}>{category.name}</Link>
          </li>
        ))}
        {here !== undefined && (
          <li>
            <span aria-current="page">{here}</span>
          </li>
        )}
      </ol>
    </nav>
  );
}
