import { ADDRESS_VALIDATION_ERROR_CODES, type AddressField, type AddressValidationErrorCode } from '@kori/address-rules';
import { validDeliveryAddress } from '@kori/address-rules/testing';
import type { Locale } from '@kori/i18n';
import { testMessages } from '@kori/i18n/testing';
import { onCommerceEvent, type CommerceEvent } from '@kori/shell';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderCheckoutPage } from '../../testing/render-checkout-page';
import type { ShippingActionData, ShippingLoaderData } from './shipping-data';
import { ShippingPage } from './shipping-page';

const tv = { id: 'p-1', name: 'Lumo TV', price: { price: '499.00', currency: 'EUR' }, quantity: 1, merchant: 'Verkko', offerId: 'o-1' };
const loaderData: ShippingLoaderData = {
  meta: { title: 'Delivery address', description: '', noindex: true },
  hasCart: true,
  cart: { items: [tv], total: { price: '499.00', currency: 'EUR' } },
  latestDeliveryAddress: null,
};

/** Where each code is reported (the address rules' field for it). */
const FIELD_OF: Record<AddressValidationErrorCode, AddressField> = {
  INVALID_FI_ZIP_CODE: 'postalCode',
  NONEXISTENT_RESIDENTIAL_FI_ZIP_CODE: 'postalCode',
  UNSUPPORTED_AX_ZIP_CODE: 'postalCode',
  INVALID_EMAIL: 'email',
  INVALID_PHONE: 'phone',
  INVALID_PHONE_COUNTRY_CODE: 'phone',
  FULL_NAME_TOO_LONG: 'lastName',
  INVALID_FIRST_NAME: 'firstName',
  INVALID_LAST_NAME: 'lastName',
  INVALID_CITY: 'city',
  INVALID_STREET_ADDRESS: 'streetAddress',
  NO_SPACE_BEFORE_STREET_NUMBER: 'streetAddress',
};

const LABEL_OF: Record<AddressField, RegExp> = {
  firstName: /^first name$/i,
  lastName: /^last name$/i,
  streetAddress: /^street address$/i,
  postalCode: /^postal code$/i,
  city: /^city$/i,
  email: /^email$/i,
  phone: /^phone$/i,
};

function actionData(overrides: Partial<ShippingActionData> = {}): ShippingActionData {
  return { values: validDeliveryAddress('FI', { postalCode: '2210' }), fieldErrors: {}, formError: null, checkoutErrors: [], ...overrides };
}

describe('ShippingPage', () => {
  beforeEach(() => window.localStorage.clear());

  it('labels seven required fields with autocomplete and keyboards', async () => {
    renderCheckoutPage(<ShippingPage />, { loaderData });
    const postal = await screen.findByLabelText(LABEL_OF.postalCode);
    expect(postal).toHaveAttribute('autocomplete', 'shipping postal-code');
    expect(postal).toHaveAttribute('inputmode', 'numeric');
    expect(screen.getByLabelText(LABEL_OF.email)).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText(LABEL_OF.phone)).toHaveAttribute('inputmode', 'tel');
    for (const label of Object.values(LABEL_OF)) expect(screen.getByLabelText(label)).toBeRequired();
    expect(screen.getByRole('button', { name: 'Continue' })).toHaveAttribute('type', 'submit');
  });

  it.each(ADDRESS_VALIDATION_ERROR_CODES.map((code) => [code]))('shows %s at its field, described and focused', async (code) => {
    const field = FIELD_OF[code];
    renderCheckoutPage(<ShippingPage />, { loaderData, actionData: actionData({ fieldErrors: { [field]: code } }) });
    const input = await screen.findByLabelText(LABEL_OF[field]);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    const text = testMessages('en-FI')[`checkout.addressError.${code}`];
    expect(text).toBeTruthy();
    expect(input).toHaveAccessibleDescription(expect.stringContaining(String(text).split('{')[0]!.trim()));
    await waitFor(() => expect(input).toHaveFocus());
  });

  it('keeps what the shopper typed after an error', async () => {
    const data = actionData({ fieldErrors: { postalCode: 'INVALID_FI_ZIP_CODE' } });
    renderCheckoutPage(<ShippingPage />, { loaderData, actionData: data });
    expect(await screen.findByLabelText(LABEL_OF.postalCode)).toHaveValue('2210');
    expect(screen.getByLabelText(LABEL_OF.streetAddress)).toHaveValue(data.values.streetAddress);
    expect(screen.getByLabelText(LABEL_OF.firstName)).not.toHaveAttribute('aria-invalid');
  });

  it.each<[Locale, string]>([
    ['fi-FI', 'Valitettavasti emme toimita Ahvenanmaalle.'],
    ['sv-SE', 'Tyvärr kan vi inte leverera till Åland.'],
    ['nl-NL', 'Helaas kunnen we niet naar Åland bezorgen.'],
  ])('speaks %s', async (locale, text) => {
    renderCheckoutPage(<ShippingPage />, { loaderData, actionData: actionData({ fieldErrors: { postalCode: 'UNSUPPORTED_AX_ZIP_CODE' } }), locale });
    expect(await screen.findByText(text)).toBeInTheDocument();
  });

  it("pre-fills the account's latest address", async () => {
    const latest = validDeliveryAddress('FI');
    renderCheckoutPage(<ShippingPage />, { loaderData: { ...loaderData, latestDeliveryAddress: latest } });
    expect(await screen.findByLabelText(LABEL_OF.city)).toHaveValue(latest.city);
  });

  it('reports begin_checkout with the cart, and the contact info when the form is sent', async () => {
    const events: CommerceEvent[] = [];
    const stop = onCommerceEvent((event) => events.push(event));
    try {
      renderCheckoutPage(<ShippingPage />, { loaderData: { ...loaderData, latestDeliveryAddress: validDeliveryAddress('FI') } });
      await waitFor(() => expect(events).toContainEqual({ type: 'beginCheckout', input: { items: [tv], value: { price: '499.00', currency: 'EUR' } } }));
      const form = (await screen.findByLabelText(LABEL_OF.email)).closest('form')!;
      await act(async () => {
        fireEvent.submit(form);
      });
      expect(events).toContainEqual({ type: 'addContactInfo', input: { email: 'matti@example.fi', phone: '040 123 4567' } });
      expect(JSON.parse(window.localStorage.getItem('checkout-shipping') ?? '{}')).toMatchObject({ email: 'matti@example.fi' });
    } finally {
      stop();
    }
  });

  it('says the cart is empty, with a way back', async () => {
    renderCheckoutPage(<ShippingPage />, { loaderData: { ...loaderData, hasCart: false, cart: null } });
    expect(await screen.findByRole('alert')).toHaveTextContent(/cart is empty/i);
    expect(screen.getByRole('link', { name: 'Back to the shop' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('shows a form error with the checkout errors', async () => {
    renderCheckoutPage(<ShippingPage />, {
      loaderData,
      actionData: actionData({ formError: 'CHECKOUT_ERROR', checkoutErrors: ['UNKNOWN_ERROR'] }),
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your order could not be started.');
    expect(alert).toHaveTextContent('Something went wrong with your order.');
  });
});
