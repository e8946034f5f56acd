// /:categoryId/:productName/:productId, not nested in the category page (`$categoryId_`: no shared layout).
// The app adds the cart's add-to-cart form to the catalogue's offers and the price-alert form under the
// price facts (features do not import each other).
import { ProductPage } from '@kori/catalog';
import { offerCartAction } from '../cart/offer-cart-action';
import { productPriceAlert } from '../price-alerts/product-price-alert';

export { productLoader as loader } from '@kori/catalog/server';
export { productHandle as handle, productMeta as meta } from '@kori/catalog';

export default function ProductRoute() {
  return <ProductPage renderOfferAction={offerCartAction} renderProductAction={productPriceAlert} />;
}
