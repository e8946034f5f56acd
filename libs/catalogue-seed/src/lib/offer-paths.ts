/** The sandbox serves merchant product pages here; the API resolves the path against SANDBOX_URL. */
export function sandboxOfferPath(merchantId: string, offerId: number): string {
  return `/merchants/${merchantId}/products/${offerId}`;
}

export function productImagePath(productId: number): string {
  return `/images/products/${productId}.svg`;
}
