import { FormattedMessage } from 'react-intl';
import type { ProductDetails } from './product-data';

/** The product's specifications as a two-column table with row headers. */
export function SpecsTable({ product }: { product: Pick<ProductDetails, 'name' | 'specs'> }) {
  if (product.specs.length === 0) return null;
  return (
    <section aria-labelledby="catalog-specs">
      <h2 id="catalog-specs">
        <FormattedMessage id="catalog.product.specs" />
      </h2>
      <table className="kori-catalog-table kori-catalog-specs">
        <caption className="kori-visually-hidden">
          <FormattedMessage id="catalog.product.specsCaption" values={{ product: product.name }} />
        </caption>
        <tbody>
          {product.specs.map((spec) => (
            <tr key={spec.name}>
              <th scope="row">{spec.name}</th>
              <td>{spec.value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
