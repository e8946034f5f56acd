import { test } from '@playwright/test';
import { findTwoShopProduct, type TwoShopProduct } from './cart-offers';
import { setEnglishWithConsentDecided } from './cookies';
import { resetMerchantShops } from './merchant-shops';

/**
 * The set-up the checkout specs share: a product two shops sell, found once for the file and handed to
 * `onProduct`; before each test the storefront in English with the consent decided and the merchant
 * shops reset (no faults, no orders). Call it at the top of a spec file.
 */
export function setUpTwoShopCheckout(onProduct: (product: TwoShopProduct) => void): void {
  test.beforeAll(async ({ request }) => {
    onProduct(await findTwoShopProduct(request));
  });

  test.beforeEach(async ({ context, request }) => {
    await setEnglishWithConsentDecided(context);
    await resetMerchantShops(request);
  });
}
