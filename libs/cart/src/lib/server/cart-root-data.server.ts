import type { CartRootData } from '../model/cart-root-data';
import { readCartId } from './cart-cookie.server';

/** For the root loader: `cart: cartRootLoaderData(request)`, passed to `<CartRoot data={...} />`. */
export function cartRootLoaderData(request: Request): CartRootData {
  return { cartId: readCartId(request) };
}
