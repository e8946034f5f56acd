import { Form, useNavigate } from '@remix-run/react';
import { useRef, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useFormatMoney } from '@kori/ui';
import { useHydrated } from '../use-hydrated';
import { formToParams } from './form-to-params';
import type { ListingFacets } from './listing-data';
import { listingSearch, type ListingParams, type SortParam } from './listing-params';

export const LISTING_FORM_ID = 'kori-listing-form';

const SORT_MESSAGES: Record<SortParam, string> = {
  relevance: 'search.sort.relevance',
  'price-asc': 'search.sort.priceAsc',
  'price-desc': 'search.sort.priceDesc',
  drop: 'search.sort.drop',
  popularity: 'search.sort.popularity',
};

export interface FacetsFormProps {
  /** The listing's path (/search, /all-products). */
  action: string;
  params: ListingParams;
  defaultSort: SortParam;
  facets: ListingFacets;
  /** Relevance only makes sense with a text. */
  sorts: SortParam[];
  /** Called after the form was applied with its button (the filters dialog closes then). */
  onSubmitted?: () => void;
}

interface CheckboxFacetProps {
  /** The fieldset's legend (message id). */
  legendId: string;
  /** The form field each box submits (repeated once per chosen value). */
  name: string;
  values: ReadonlyArray<{ id: string; label: string; count: number }>;
  /** The values chosen now. */
  checked: readonly string[];
}

/** A facet where any number of values can be chosen (brand, shop), each with its result count; none when it has no values. */
function CheckboxFacet({ legendId, name, values, checked }: CheckboxFacetProps) {
  if (values.length === 0) return null;
  return (
    <fieldset>
      <legend>
        <FormattedMessage id={legendId} />
      </legend>
      {values.map((value) => (
        <label key={value.id}>
          <input type="checkbox" name={name} value={value.id} defaultChecked={checked.includes(value.id)} />
          {value.label} <span className="kori-search-muted">({value.count})</span>
        </label>
      ))}
    </fieldset>
  );
}

/**
 * The listing's filters and sort order as one GET form: without JavaScript the "Apply" button submits
 * it and the browser puts every choice in the URL. Hydrated, a changed checkbox, radio or select
 * applies at once, and the URL is built without empty fields.
 */
export function FacetsForm({ action, params, defaultSort, facets, sorts, onSubmitted }: FacetsFormProps) {
  const intl = useIntl();
  const formatMoney = useFormatMoney();
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const formRef = useRef<HTMLFormElement>(null);

  const apply = (form: HTMLFormElement) => {
    formToParams(new FormData(form), defaultSort).then(
      (next) => navigate(`${action}${listingSearch(next, defaultSort)}`),
      // The parser did not load: the browser submits the form itself, as it does without JavaScript.
      () => form.submit(),
    );
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    apply(event.currentTarget);
    onSubmitted?.();
  };
  const onChange = (event: FormEvent<HTMLFormElement>) => {
    const target = event.target as HTMLInputElement;
    // Price fields apply with the button or Enter, not on every keystroke.
    if (target.type === 'checkbox' || target.type === 'radio' || target.tagName === 'SELECT') apply(event.currentTarget);
  };

  return (
    <Form
      ref={formRef}
      id={LISTING_FORM_ID}
      method="get"
      action={action}
      className="kori-search-facets"
      onSubmit={hydrated ? onSubmit : undefined}
      onChange={hydrated ? onChange : undefined}
      aria-label={intl.formatMessage({ id: 'search.facets.title' })}
    >
      {params.q && <input type="hidden" name="q" value={params.q} />}

      <div className="kori-search-facets__sort">
        <label htmlFor="kori-listing-sort">
          <FormattedMessage id="search.sort.label" />
        </label>
        <select id="kori-listing-sort" name="sort" defaultValue={params.sort}>
          {sorts.map((sort) => (
            <option key={sort} value={sort}>
              {intl.formatMessage({ id: SORT_MESSAGES[sort] })}
            </option>
          ))}
        </select>
      </div>

      {(facets.categories.length > 0 || params.category) && (
        <fieldset>
          <legend>
            <FormattedMessage id="search.facets.category" />
          </legend>
          <label>
            <input type="radio" name="category" value="" defaultChecked={!params.category} />
            <FormattedMessage id="search.facets.allCategories" />
          </label>
          {params.category && !facets.categories.some((c) => c.id === params.category) && (
            <label>
              <input type="radio" name="category" value={params.category} defaultChecked />
              <FormattedMessage id="search.facets.currentCategory" />
            </label>
          )}
          {facets.categories.map((category) => (
            <label key={category.id}>
              <input type="radio" name="category" value={category.id} defaultChecked={params.category === category.id} />
              {category.label} <span className="kori-search-muted">({category.count})</span>
            </label>
          ))}
        </fieldset>
      )}

      <CheckboxFacet legendId="search.facets.brand" name="brand" values={facets.brands} checked={params.brands} />
      <CheckboxFacet legendId="search.facets.merchant" name="merchant" values={facets.merchants} checked={params.merchants} />

      <fieldset>
        <legend>
          <FormattedMessage id="search.facets.price" />
        </legend>
        {facets.price.min && facets.price.max && (
          <p className="kori-search-muted">
            <FormattedMessage id="search.facets.priceRange" values={{ min: formatMoney(facets.price.min), max: formatMoney(facets.price.max) }} />
          </p>
        )}
        <label>
          <FormattedMessage id="search.facets.min" />
          <input type="text" inputMode="decimal" name="min" defaultValue={params.min ?? ''} size={7} pattern="[0-9]+([.,][0-9]{1,2})?" />
        </label>
        <label>
          <FormattedMessage id="search.facets.max" />
          <input type="text" inputMode="decimal" name="max" defaultValue={params.max ?? ''} size={7} pattern="[0-9]+([.,][0-9]{1,2})?" />
        </label>
      </fieldset>

      <label className="kori-search-facets__stock">
        <input type="checkbox" name="instock" value="1" defaultChecked={params.inStock} />
        <FormattedMessage id="search.facets.inStock" values={{ count: facets.inStockCount }} />
      </label>

      <button type="submit" className="kori-button kori-button--primary kori-button--medium">
        <FormattedMessage id="search.facets.apply" />
      </button>
    </Form>
  );
}
