import type { CartFieldsFragment, CartPayloadFieldsFragment, CartUserErrorCode } from '../../graphql/generated/graphql';

/** A cart as the panel, the badge and the analytics events read it. */
export type CartView = CartFieldsFragment;
export type CartMerchantGroupView = CartView['merchants'][number];
export type CartLineView = CartMerchantGroupView['lines'][number];
export type CheapestMixView = NonNullable<CartView['cheapestMix']>;
/** Why a cart change was refused (typed by the API; `available` and `limit` for the codes that have them). */
export type CartUserErrorView = CartPayloadFieldsFragment['userErrors'][number];
export type { CartUserErrorCode };
