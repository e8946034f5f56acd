/**
 * How a shop's refusal reads to the shopper: a line the shop will not sell (AddToCartErrorType), or a
 * merchant the agent cannot get through (InitiateErrorType). Transient answers are retried first.
 */
import type { ContactField, MerchantShopError } from '../merchant-shops/merchant-shop-port';
import type { AddToCartErrorType, InitiateErrorType } from './checkout-records';

/** Answers worth another try after a pause; after the last try they count as SERVER_ERROR. */
export function isTransientShopError(error: MerchantShopError): boolean {
  return error.code === 'SERVER_ERROR' || error.code === 'TIMEOUT';
}

const CONTACT_FIELD_ERRORS: Record<ContactField, InitiateErrorType> = {
  firstName: 'FIRST_NAME_INPUT_FAILED',
  lastName: 'LAST_NAME_INPUT_FAILED',
  streetAddress: 'STREET_ADDRESS_INPUT_FAILED',
  postalCode: 'ZIP_INPUT_FAILED',
  city: 'CITY_INPUT_FAILED',
  email: 'EMAIL_ADDRESS_INPUT_FAILED',
  phone: 'PHONE_INPUT_FAILED',
};

/** A refusal that concerns one line only: the rest of the merchant's cart goes on. */
export function lineErrorType(error: MerchantShopError): AddToCartErrorType | null {
  switch (error.code) {
    case 'NOT_ENOUGH_STOCK':
      return 'NOT_ENOUGH_STOCK';
    case 'PRODUCT_NOT_AVAILABLE':
      return 'PRODUCT_NOT_AVAILABLE';
    case 'CART_NOT_FOUND':
    case 'ORDER_NOT_FOUND':
      return 'ADD_TO_CART_FAILED';
    default:
      return null;
  }
}

/** A refusal that stops the merchant's agent. */
export function merchantErrorType(error: MerchantShopError): InitiateErrorType {
  switch (error.code) {
    case 'AGENT_BLOCKED':
    case 'MINIMUM_ORDER_AMOUNT':
    case 'UNDELIVERABLE_TO_GIVEN_ADDRESS':
    case 'UNDELIVERABLE_PRODUCTS':
    case 'UNDELIVERABLE_PRODUCT_COMBINATION':
    case 'EMAIL_ADDRESS_IN_USE':
    case 'SERVER_ERROR':
      return error.code;
    case 'TIMEOUT':
      return 'SERVER_ERROR';
    case 'FIELD_REJECTED':
      // A rejected field the shop did not name is most likely the address line.
      return error.field ? CONTACT_FIELD_ERRORS[error.field] : 'ADDRESS_INPUT_FAILED';
    default:
      return 'UNKNOWN';
  }
}
