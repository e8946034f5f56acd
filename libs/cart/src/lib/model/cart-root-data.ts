/** What every page needs of the cart: its id (the cookie is HttpOnly, so the page learns it from the root loader). */
export interface CartRootData {
  cartId: string | null;
}
