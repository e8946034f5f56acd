/** @jest-environment node */
import { join } from 'node:path';
import { ADDRESS_VALIDATION_ERROR_CODES } from '@kori/address-rules';
import { apiEnumValues as values, itHasEveryEnumText } from '@kori/graphql-schema/testing';

// Every value the API can answer with is shown to the shopper as a text: none may be missing in any language.
const TEXTS: [prefix: string, values: readonly string[]][] = [
  ['checkout.addressError', ADDRESS_VALIDATION_ERROR_CODES],
  ['checkout.addressError', values('AddressValidationErrorCode')],
  ['checkout.initiateError', values('InitiateErrorType')],
  ['checkout.addToCartError', values('AddToCartErrorType')],
  ['checkout.checkoutError', values('CheckoutErrorType')],
  ['checkout.cartError', values('CartErrorCode')],
  ['checkout.deliveryType', values('DeliveryType')],
  ['checkout.template', values('DeliveryOptionTemplate')],
  ['checkout.paymentMethod', values('PaymentMethod')],
  ['checkout.paymentMethod', values('PaymentMethod').map((method) => `${method}.description`)],
  ['checkout.paymentStatus', values('PaymentAuthorizationStatus')],
  ['checkout.merchantStatus', values('CheckoutStatus')],
  ['checkout.lineStatus', values('CheckoutLineStatus')],
];

describe('checkout texts', () => {
  itHasEveryEnumText(join(__dirname, '../messages'), TEXTS);

  it('checks real enumerations', () => {
    expect(values('InitiateErrorType')).toHaveLength(16);
    expect(values('CheckoutErrorType')).toContain('FAILED_CHECKOUT');
  });
});
