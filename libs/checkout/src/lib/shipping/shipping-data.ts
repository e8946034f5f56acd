import type { AddressField, AddressValidationErrorCode } from '@kori/address-rules';
import type { CommerceItem, CommerceMoney, PageMeta } from '@kori/shell';
import type { DeliveryAddress } from '../delivery-address/stored-delivery-address';

/** Why the form cannot go on besides the address itself; each has a text (`checkout.shipping.formError.*`). */
export type ShippingFormError =
  | 'EMPTY_CART'
  | 'CONCURRENT_CHECKOUT'
  | 'MAXIMUM_CART_AMOUNT'
  | 'CHECKOUT_ERROR'
  | 'UNAVAILABLE';

/** What the shipping loader gives the page. */
export interface ShippingLoaderData {
  meta: PageMeta;
  /** False without a cart or with an empty one: the page says so instead of showing the form. */
  hasCart: boolean;
  /** The cart's lines and total (for the begin_checkout event); null without a cart. */
  cart: { items: CommerceItem[]; total: CommerceMoney | null } | null;
  /** The signed-in shopper's latest delivery address (server side, so it works without JavaScript). */
  latestDeliveryAddress: DeliveryAddress | null;
}

/** What the shipping action answers when it does not redirect: the input kept, and what was wrong. */
export interface ShippingActionData {
  values: DeliveryAddress;
  fieldErrors: Partial<Record<AddressField, AddressValidationErrorCode>>;
  formError: ShippingFormError | null;
  /** CheckoutErrorType values the API gave (texts `checkout.checkoutError.*`). */
  checkoutErrors: string[];
}
