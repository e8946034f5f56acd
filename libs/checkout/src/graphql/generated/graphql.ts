/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type AddToCartErrorType =
  | 'ADD_TO_CART_FAILED'
  | 'NOT_ENOUGH_STOCK'
  | 'PRODUCT_NOT_AVAILABLE'
  | 'UNKNOWN';

export type AddressField =
  | 'city'
  | 'email'
  | 'firstName'
  | 'lastName'
  | 'phone'
  | 'postalCode'
  | 'streetAddress';

export type AddressValidationErrorCode =
  | 'FULL_NAME_TOO_LONG'
  | 'INVALID_CITY'
  | 'INVALID_EMAIL'
  | 'INVALID_FIRST_NAME'
  | 'INVALID_FI_ZIP_CODE'
  | 'INVALID_LAST_NAME'
  | 'INVALID_PHONE'
  | 'INVALID_PHONE_COUNTRY_CODE'
  | 'INVALID_STREET_ADDRESS'
  | 'NONEXISTENT_RESIDENTIAL_FI_ZIP_CODE'
  | 'NO_SPACE_BEFORE_STREET_NUMBER'
  | 'UNSUPPORTED_AX_ZIP_CODE';

export type CartErrorCode =
  | 'CONCURRENT_CHECKOUT'
  | 'MAXIMUM_CART_AMOUNT';

export type CartUserErrorCode =
  | 'ADD_TO_CART_FAILED'
  /** The cart id is unknown, or the cart belongs to another shopper. */
  | 'CART_NOT_FOUND'
  | 'CONCURRENT_CHECKOUT'
  | 'MAXIMUM_CART_AMOUNT'
  | 'NOT_ENOUGH_STOCK'
  | 'PRODUCT_NOT_AVAILABLE'
  | 'UNKNOWN';

export type CheckoutErrorType =
  | 'COUPON_EXPIRED'
  | 'COUPON_NOT_EXISTS'
  | 'COUPON_NOT_YET_VALID'
  | 'COUPON_PRODUCT_MINIMUM_PRICE_NOT_EXCEEDED'
  | 'COUPON_USED'
  | 'FAILED_CHECKOUT'
  | 'NOT_RETURNING_CUSTOMER'
  | 'NO_PRODUCTS_FOUND'
  | 'UNKNOWN_ERROR';

export type CheckoutLineStatus =
  | 'ADDED'
  | 'FAILED'
  | 'PENDING';

export type CheckoutStatus =
  | 'FAILED'
  | 'INITIATED'
  | 'INITIATE_COMPLETE'
  | 'PERFORM'
  | 'PERFORM_COMPLETE'
  | 'PERFORM_FAILED';

export type Currency =
  | 'EUR'
  | 'SEK';

export type DeliveryAddressInput = {
  city: string;
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
  postalCode: string;
  streetAddress: string;
};

export type DeliveryOptionSelection = {
  deliveryOptionId: string | number;
  merchantId: string | number;
};

export type DeliveryOptionTemplate =
  | 'LEAST_EXPENSIVE'
  | 'PREFER_HOME_DELIVERY'
  | 'PREFER_PICKUP_DELIVERY';

export type DeliveryType =
  | 'HOME_DELIVERY'
  | 'PICKUP_DELIVERY'
  | 'STORE_PICKUP';

export type InitiateErrorType =
  | 'ADDRESS_INPUT_FAILED'
  | 'AGENT_BLOCKED'
  | 'CITY_INPUT_FAILED'
  | 'EMAIL_ADDRESS_INPUT_FAILED'
  | 'EMAIL_ADDRESS_IN_USE'
  | 'FIRST_NAME_INPUT_FAILED'
  | 'LAST_NAME_INPUT_FAILED'
  | 'MINIMUM_ORDER_AMOUNT'
  | 'PHONE_INPUT_FAILED'
  | 'SERVER_ERROR'
  | 'STREET_ADDRESS_INPUT_FAILED'
  | 'UNDELIVERABLE_PRODUCTS'
  | 'UNDELIVERABLE_PRODUCT_COMBINATION'
  | 'UNDELIVERABLE_TO_GIVEN_ADDRESS'
  | 'UNKNOWN'
  | 'ZIP_INPUT_FAILED';

export type PaymentMethod =
  | 'ADYEN'
  | 'AVARDA_CHECKOUTV3_CARD'
  | 'AVARDA_CHECKOUTV3_CREDIT'
  | 'AVARDA_CHECKOUTV3_INVOICE'
  | 'CREDIT'
  | 'INVOICE'
  | 'STRIPE';

/** Shopping region. FI and NL pay in EUR, SE in SEK. */
export type Region =
  | 'FI'
  | 'NL'
  | 'SE';

export type CheckoutMerchantFragment = { id: string, name: string, title: string, tos_url: string | null, privacyPolicyUrl: string | null };

export type FetchUserDataQueryVariables = Exact<{
  region: Region;
}>;


export type FetchUserDataQuery = { eligibleForFTB: boolean, latestDeliveryAddress: { firstName: string, lastName: string, streetAddress: string, postalCode: string, city: string, email: string, phone: string } | null };

export type GetCheckoutCartQueryVariables = Exact<{
  id: string | number;
}>;


export type GetCheckoutCartQuery = { cart: { id: string, itemCount: number, merchants: Array<{ lines: Array<{ id: string, offerId: string }> }> } | null };

export type GetCompletedCheckoutQueryVariables = Exact<{
  checkoutId: string | number;
}>;


export type GetCompletedCheckoutQuery = { completedCheckout: { checkoutStatus: CheckoutStatus, totalProductCount: number, orderId: string | null, paymentMethod: PaymentMethod | null, userReferralCode: string | null, deliveryAddress: { firstName: string, lastName: string, streetAddress: string, postalCode: string, city: string, email: string, phone: string } | null, billingAddress: { firstName: string, lastName: string, streetAddress: string, postalCode: string, city: string } | null, orderTotalCosts: { deliveryCost: { price: string, currency: Currency }, discount: { price: string, currency: Currency }, itemsTotal: { price: string, currency: Currency }, owedByCustomer: { price: string, currency: Currency }, paidToMerchant: { price: string, currency: Currency } }, discounts: Array<{ couponCodeCode: string | null, discountedProductId: string | null, discountedProductPrice: { price: string, currency: Currency } | null }>, merchantSummaries: Array<{ merchantStatus: CheckoutStatus, deliveryDescription: string | null, merchantDetails: { id: string, name: string, title: string, tos_url: string | null, privacyPolicyUrl: string | null }, merchantTotalCosts: { deliveryCost: { price: string, currency: Currency }, itemsTotal: { price: string, currency: Currency }, owedByCustomer: { price: string, currency: Currency }, paidToMerchant: { price: string, currency: Currency } }, deliveryOption: { id: string, merchantDescription: string | null, type: DeliveryType, cost: { price: string, currency: Currency } } | null, resultProducts: Array<{ offerId: string, count: number, price: { price: string, currency: Currency }, priceWithBenefit: { price: string, currency: Currency } | null, benefitAmount: { price: string, currency: Currency } | null }> }> } | null };

export type GetInitiatedCheckoutQueryVariables = Exact<{
  checkoutId: string | number;
  deliveryOptionTemplate?: DeliveryOptionTemplate | null | undefined;
  couponCode?: string | null | undefined;
  deliveryOptions?: Array<DeliveryOptionSelection> | DeliveryOptionSelection | null | undefined;
}>;


export type GetInitiatedCheckoutQuery = { initiatedCheckout: { id: string, checkoutStatus: CheckoutStatus, region: Region, deliveryAddress: { firstName: string, lastName: string, streetAddress: string, postalCode: string, city: string, email: string, phone: string }, currentProgress: Array<{ numberOfProducts: number, numberFound: number, merchantDetails: { id: string, name: string, title: string, tos_url: string | null, privacyPolicyUrl: string | null }, progress: { numberAdded: number, totalToAdd: number } }>, lines: Array<{ offerId: string, productId: string, merchantId: string, name: string, imageUrl: string | null, quantity: number, status: CheckoutLineStatus, errorType: AddToCartErrorType | null, unitPrice: { price: string, currency: Currency } }>, summary: { totalProductCount: number, totalCosts: { deliveryCost: { price: string, currency: Currency }, itemsTotal: { price: string, currency: Currency }, owedByCustomer: { price: string, currency: Currency }, paidToMerchant: { price: string, currency: Currency } }, delivery: Array<
        | { errorType: InitiateErrorType, merchantDetails: { id: string, name: string, title: string, tos_url: string | null, privacyPolicyUrl: string | null } }
        | { deliveryDescription: string | null, merchantDetails: { id: string, name: string, title: string, tos_url: string | null, privacyPolicyUrl: string | null }, deliveryOptions: Array<{ id: string, type: DeliveryType, merchantDescription: string | null, cost: { price: string, currency: Currency } }>, selectedDeliveryOption: { id: string } | null }
      >, productErrors: Array<{ errorType: AddToCartErrorType, offerUrl: string | null }>, merchantErrors: Array<{ errorType: InitiateErrorType, merchantDetails: { id: string, name: string, title: string, tos_url: string | null, privacyPolicyUrl: string | null } | null }>, checkoutErrors: Array<{ errorType: CheckoutErrorType }> } | null, discounts: Array<{ title: string, couponCodeCode: string | null, discountedProductId: string | null, discountAmount: { price: string, currency: Currency } | null, discountedProductPrice: { price: string, currency: Currency } | null }>, couponCodeErrors: Array<{ couponCodeCode: string, errorType: CheckoutErrorType }> } | null };

export type InitiateCheckoutMutationVariables = Exact<{
  cartId: string | number;
  deliveryAddress: DeliveryAddressInput;
}>;


export type InitiateCheckoutMutation = { initiateCheckout: { cartError: CartErrorCode | null, checkout: { id: string, checkoutStatus: CheckoutStatus } | null, addressErrors: Array<{ field: AddressField, code: AddressValidationErrorCode }>, checkoutErrors: Array<{ errorType: CheckoutErrorType }> } };

export type PerformCheckoutMutationVariables = Exact<{
  checkoutId: string | number;
  paymentMethod: PaymentMethod;
  deliveryOptionTemplate?: DeliveryOptionTemplate | null | undefined;
  deliveryOptions?: Array<DeliveryOptionSelection> | DeliveryOptionSelection | null | undefined;
}>;


export type PerformCheckoutMutation = { performCheckout: { checkoutId: string, checkoutStatus: CheckoutStatus | null, cartError: CartErrorCode | null, checkoutErrors: Array<{ errorType: CheckoutErrorType }> } };

export type RemoveCheckoutCartLineMutationVariables = Exact<{
  cartId: string | number;
  lineId: string | number;
}>;


export type RemoveCheckoutCartLineMutation = { cartRemoveLine: { cart: { id: string, itemCount: number } | null, userErrors: Array<{ code: CartUserErrorCode }> } };

export type DealCardFieldsFragment = { product: { id: string, name: string, slug: string, imageUrl: string, brand: { name: string }, category: { id: string, name: string } }, offer: { id: string, price: { price: string, currency: Currency }, totalPrice: { price: string, currency: Currency }, merchant: { title: string } }, insight: { dropPercent: number, isDeal: boolean, current: { price: string, currency: Currency } | null, lowest30Days: { price: string, currency: Currency } | null, trend90Days: { price: string, currency: Currency } | null } };

export type MoneyFragment = { price: string, currency: Currency };

export type PriceInsightFieldsFragment = { dropPercent: number, isDeal: boolean, current: { price: string, currency: Currency } | null, lowest30Days: { price: string, currency: Currency } | null, trend90Days: { price: string, currency: Currency } | null };

export type ProductCardFieldsFragment = { id: string, name: string, slug: string, imageUrl: string, offerCount: number, brand: { name: string }, category: { id: string }, bestOffer: { id: string, totalPrice: { price: string, currency: Currency }, merchant: { title: string } } | null };

export const CheckoutMerchantFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CheckoutMerchant"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MerchantDetails"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"tos_url"}},{"kind":"Field","name":{"kind":"Name","value":"privacyPolicyUrl"}}]}}]} as unknown as DocumentNode<CheckoutMerchantFragment, unknown>;
export const MoneyFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Money"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MoneyAmount"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}}]} as unknown as DocumentNode<MoneyFragment, unknown>;
export const PriceInsightFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PriceInsightFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PriceInsight"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"current"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Money"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lowest30Days"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Money"}}]}},{"kind":"Field","name":{"kind":"Name","value":"trend90Days"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Money"}}]}},{"kind":"Field","name":{"kind":"Name","value":"dropPercent"}},{"kind":"Field","name":{"kind":"Name","value":"isDeal"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Money"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MoneyAmount"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}}]} as unknown as DocumentNode<PriceInsightFieldsFragment, unknown>;
export const DealCardFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DealCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Deal"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"brand"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"category"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"language"},"value":{"kind":"Variable","name":{"kind":"Name","value":"language"}}}]}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"offer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"price"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Money"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalPrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Money"}}]}},{"kind":"Field","name":{"kind":"Name","value":"merchant"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"insight"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PriceInsightFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Money"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MoneyAmount"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PriceInsightFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PriceInsight"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"current"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Money"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lowest30Days"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Money"}}]}},{"kind":"Field","name":{"kind":"Name","value":"trend90Days"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Money"}}]}},{"kind":"Field","name":{"kind":"Name","value":"dropPercent"}},{"kind":"Field","name":{"kind":"Name","value":"isDeal"}}]}}]} as unknown as DocumentNode<DealCardFieldsFragment, unknown>;
export const ProductCardFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"brand"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"category"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"offerCount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"region"},"value":{"kind":"Variable","name":{"kind":"Name","value":"region"}}}]},{"kind":"Field","name":{"kind":"Name","value":"bestOffer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"region"},"value":{"kind":"Variable","name":{"kind":"Name","value":"region"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"totalPrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Money"}}]}},{"kind":"Field","name":{"kind":"Name","value":"merchant"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Money"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MoneyAmount"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}}]} as unknown as DocumentNode<ProductCardFieldsFragment, unknown>;
export const FetchUserDataDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FetchUserData"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"region"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Region"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"latestDeliveryAddress"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"region"},"value":{"kind":"Variable","name":{"kind":"Name","value":"region"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"streetAddress"}},{"kind":"Field","name":{"kind":"Name","value":"postalCode"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}}]}},{"kind":"Field","name":{"kind":"Name","value":"eligibleForFTB"}}]}}]} as unknown as DocumentNode<FetchUserDataQuery, FetchUserDataQueryVariables>;
export const GetCheckoutCartDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GetCheckoutCart"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cart"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"itemCount"}},{"kind":"Field","name":{"kind":"Name","value":"merchants"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"offerId"}}]}}]}}]}}]}}]} as unknown as DocumentNode<GetCheckoutCartQuery, GetCheckoutCartQueryVariables>;
export const GetCompletedCheckoutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GetCompletedCheckout"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"checkoutId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"completedCheckout"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"checkoutId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"checkoutId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"checkoutStatus"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryAddress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"streetAddress"}},{"kind":"Field","name":{"kind":"Name","value":"postalCode"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}}]}},{"kind":"Field","name":{"kind":"Name","value":"billingAddress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"streetAddress"}},{"kind":"Field","name":{"kind":"Name","value":"postalCode"}},{"kind":"Field","name":{"kind":"Name","value":"city"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalProductCount"}},{"kind":"Field","name":{"kind":"Name","value":"orderTotalCosts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deliveryCost"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Money"}}]}},{"kind":"Field","name":{"kind":"Name","value":"discount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Money"}}]}},{"kind":"Field","name":{"kind":"Name","value":"itemsTotal"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Money"}}]}},{"kind":"Field","name":{"kind":"Name","value":"owedByCustomer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Money"}}]}},{"kind":"Field","name":{"kind":"Name","value":"paidToMerchant"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Money"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"orderId"}},{"kind":"Field","name":{"kind":"Name","value":"paymentMethod"}},{"kind":"Field","name":{"kind":"Name","value":"discounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"couponCodeCode"}},{"kind":"Field","name":{"kind":"Name","value":"discountedProductId"}},{"kind":"Field","name":{"kind":"Name","value":"discountedProductPrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Money"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"merchantSummaries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"merchantDetails"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CheckoutMerchant"}}]}},{"kind":"Field","name":{"kind":"Name","value":"merchantStatus"}},{"kind":"Field","name":{"kind":"Name","value":"merchantTotalCosts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deliveryCost"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Money"}}]}},{"kind":"Field","name":{"kind":"Name","value":"itemsTotal"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Money"}}]}},{"kind":"Field","name":{"kind":"Name","value":"owedByCustomer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Money"}}]}},{"kind":"Field","name":{"kind":"Name","value":"paidToMerchant"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Money"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"deliveryDescription"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryOption"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"merchantDescription"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"cost"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Money"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"resultProducts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"offerId"}},{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"price"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Money"}}]}},{"kind":"Field","name":{"kind":"Name","value":"priceWithBenefit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Money"}}]}},{"kind":"Field","name":{"kind":"Name","value":"benefitAmount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Money"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"userReferralCode"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Money"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MoneyAmount"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CheckoutMerchant"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MerchantDetails"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"tos_url"}},{"kind":"Field","name":{"kind":"Name","value":"privacyPolicyUrl"}}]}}]} as unknown as DocumentNode<GetCompletedCheckoutQuery, GetCompletedCheckoutQueryVariables>;
export const GetInitiatedCheckoutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GetInitiatedCheckout"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"checkoutId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"deliveryOptionTemplate"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"DeliveryOptionTemplate"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"couponCode"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"deliveryOptions"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DeliveryOptionSelection"}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"initiatedCheckout"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"checkoutId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"checkoutId"}}},{"kind":"Argument","name":{"kind":"Name","value":"deliveryOptionTemplate"},"value":{"kind":"Variable","name":{"kind":"Name","value":"deliveryOptionTemplate"}}},{"kind":"Argument","name":{"kind":"Name","value":"couponCode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"couponCode"}}},{"kind":"Argument","name":{"kind":"Name","value":"deliveryOptions"},"value":{"kind":"Variable","name":{"kind":"Name","value":"deliveryOptions"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"checkoutStatus"}},{"kind":"Field","name":{"kind":"Name","value":"region"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryAddress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"streetAddress"}},{"kind":"Field","name":{"kind":"Name","value":"postalCode"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}}]}},{"kind":"Field","name":{"kind":"Name","value":"currentProgress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"merchantDetails"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CheckoutMerchant"}}]}},{"kind":"Field","name":{"kind":"Name","value":"progress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"numberAdded"}},{"kind":"Field","name":{"kind":"Name","value":"totalToAdd"}}]}},{"kind":"Field","name":{"kind":"Name","value":"numberOfProducts"}},{"kind":"Field","name":{"kind":"Name","value":"numberFound"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"offerId"}},{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"merchantId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"unitPrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Money"}}]}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"errorType"}}]}},{"kind":"Field","name":{"kind":"Name","value":"summary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalProductCount"}},{"kind":"Field","name":{"kind":"Name","value":"totalCosts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deliveryCost"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Money"}}]}},{"kind":"Field","name":{"kind":"Name","value":"itemsTotal"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Money"}}]}},{"kind":"Field","name":{"kind":"Name","value":"owedByCustomer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Money"}}]}},{"kind":"Field","name":{"kind":"Name","value":"paidToMerchant"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Money"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"delivery"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DeliverySummary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"merchantDetails"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CheckoutMerchant"}}]}},{"kind":"Field","name":{"kind":"Name","value":"deliveryOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"merchantDescription"}},{"kind":"Field","name":{"kind":"Name","value":"cost"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Money"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"selectedDeliveryOption"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"deliveryDescription"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DeliveryProblem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"merchantDetails"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CheckoutMerchant"}}]}},{"kind":"Field","name":{"kind":"Name","value":"errorType"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"productErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"errorType"}},{"kind":"Field","name":{"kind":"Name","value":"offerUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"merchantErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"merchantDetails"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CheckoutMerchant"}}]}},{"kind":"Field","name":{"kind":"Name","value":"errorType"}}]}},{"kind":"Field","name":{"kind":"Name","value":"checkoutErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"errorType"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"discounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"couponCodeCode"}},{"kind":"Field","name":{"kind":"Name","value":"discountedProductId"}},{"kind":"Field","name":{"kind":"Name","value":"discountAmount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Money"}}]}},{"kind":"Field","name":{"kind":"Name","value":"discountedProductPrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Money"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"couponCodeErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"couponCodeCode"}},{"kind":"Field","name":{"kind":"Name","value":"errorType"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CheckoutMerchant"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MerchantDetails"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"tos_url"}},{"kind":"Field","name":{"kind":"Name","value":"privacyPolicyUrl"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Money"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MoneyAmount"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}}]} as unknown as DocumentNode<GetInitiatedCheckoutQuery, GetInitiatedCheckoutQueryVariables>;
export const InitiateCheckoutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"InitiateCheckout"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"cartId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"deliveryAddress"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DeliveryAddressInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"initiateCheckout"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"cartId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"cartId"}}},{"kind":"Argument","name":{"kind":"Name","value":"deliveryAddress"},"value":{"kind":"Variable","name":{"kind":"Name","value":"deliveryAddress"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"checkout"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"checkoutStatus"}}]}},{"kind":"Field","name":{"kind":"Name","value":"addressErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}},{"kind":"Field","name":{"kind":"Name","value":"cartError"}},{"kind":"Field","name":{"kind":"Name","value":"checkoutErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"errorType"}}]}}]}}]}}]} as unknown as DocumentNode<InitiateCheckoutMutation, InitiateCheckoutMutationVariables>;
export const PerformCheckoutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PerformCheckout"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"checkoutId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"paymentMethod"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentMethod"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"deliveryOptionTemplate"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"DeliveryOptionTemplate"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"deliveryOptions"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DeliveryOptionSelection"}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"performCheckout"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"checkoutId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"checkoutId"}}},{"kind":"Argument","name":{"kind":"Name","value":"paymentMethod"},"value":{"kind":"Variable","name":{"kind":"Name","value":"paymentMethod"}}},{"kind":"Argument","name":{"kind":"Name","value":"deliveryOptionTemplate"},"value":{"kind":"Variable","name":{"kind":"Name","value":"deliveryOptionTemplate"}}},{"kind":"Argument","name":{"kind":"Name","value":"deliveryOptions"},"value":{"kind":"Variable","name":{"kind":"Name","value":"deliveryOptions"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"checkoutId"}},{"kind":"Field","name":{"kind":"Name","value":"checkoutStatus"}},{"kind":"Field","name":{"kind":"Name","value":"cartError"}},{"kind":"Field","name":{"kind":"Name","value":"checkoutErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"errorType"}}]}}]}}]}}]} as unknown as DocumentNode<PerformCheckoutMutation, PerformCheckoutMutationVariables>;
export const RemoveCheckoutCartLineDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemoveCheckoutCartLine"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"cartId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"lineId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cartRemoveLine"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"cartId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"cartId"}}},{"kind":"Argument","name":{"kind":"Name","value":"lineId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"lineId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cart"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"itemCount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]}}]} as unknown as DocumentNode<RemoveCheckoutCartLineMutation, RemoveCheckoutCartLineMutationVariables>;