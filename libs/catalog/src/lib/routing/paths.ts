// Catalogue-only addresses; the page addresses every listing links to (categoryPath, productPath) are in @kori/ui.

const segment = (value: string) => encodeURIComponent(value);

/** The "Go to shop" hop: the storefront records the click and sends the shopper on to the merchant. */
export function offerRedirectPath(locale: string, productId: string, offerId: string): string {
  return `/redirect/${segment(locale)}/${segment(productId)}/${segment(offerId)}`;
}
