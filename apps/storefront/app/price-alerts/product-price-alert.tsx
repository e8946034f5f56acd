import { isLoggedInAtom } from '@kori/auth';
import type { RenderProductAction } from '@kori/catalog';
import { PriceAlertForm } from '@kori/price-alerts';
import { currencyForRegion } from '@kori/region';
import { useAtomValue } from 'jotai';

function ProductPriceAlert({ productId, currency }: { productId: string; currency: string }) {
  const signedIn = useAtomValue(isLoggedInAtom);
  return <PriceAlertForm productId={productId} currency={currency} signedIn={signedIn} />;
}

/** The price-alert form under a product's price facts (the catalogue and the alerts do not know each other). */
export const productPriceAlert: RenderProductAction = (product, region) => <ProductPriceAlert productId={product.id} currency={currencyForRegion(region)} />;
