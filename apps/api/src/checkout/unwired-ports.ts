/**
 * Stand-ins for the ports the engine drives until the API wires the real ones (the cart module's
 * reader and the HTTP merchant-shop adapter): no cart is found and every shop answers SERVER_ERROR,
 * so a checkout fails with a typed error instead of the API failing to start.
 */
import type { MerchantShop, MerchantShopResult, MerchantShops } from '../merchant-shops/merchant-shop-port';
import type { CheckoutCarts } from './checkout-ports';

export const unwiredCarts: CheckoutCarts = {
  read: async () => null,
  clear: async () => undefined,
};

const unavailable = async (): Promise<MerchantShopResult<never>> => ({ ok: false, error: { code: 'SERVER_ERROR' } });

const unwiredShop: MerchantShop = {
  createCart: unavailable,
  addItem: unavailable,
  setContact: unavailable,
  deliveryOptions: unavailable,
  placeOrder: unavailable,
  cancelOrder: unavailable,
};

export const unwiredMerchantShops: MerchantShops = { forMerchant: () => unwiredShop };
