import { Form, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { useAtom } from 'jotai';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ADDRESS_FIELDS, type AddressField } from '@kori/address-rules';
import { parseLocale } from '@kori/i18n';
import { reportCommerceEvent } from '@kori/shell';
import { Button, Container, NarrowPage, Stack } from '@kori/ui';
import {
  EMPTY_DELIVERY_ADDRESS,
  isDeliveryAddressEmpty,
  storedDeliveryAddressAtom,
  type DeliveryAddress,
} from '../delivery-address/stored-delivery-address';
import { addressFormFields, POSTAL_CODE_EXAMPLE } from './address-form-fields';
import type { ShippingActionData, ShippingLoaderData } from './shipping-data';
import { BackToShopLink } from '../back-to-shop-link';

const inputId = (field: AddressField) => `checkout-shipping-${field}`;
const errorId = (field: AddressField) => `checkout-shipping-${field}-error`;

/** What the form starts with: the shopper's last input, else this browser's stored address, else the account's. */
function initialValues(action: ShippingActionData | undefined, stored: DeliveryAddress, latest: DeliveryAddress | null): DeliveryAddress {
  if (action?.values) return action.values;
  if (!isDeliveryAddressEmpty(stored)) return stored;
  return latest ?? EMPTY_DELIVERY_ADDRESS;
}

function EmptyCart() {
  return (
    <Stack gap={3}>
      <p role="alert">
        <FormattedMessage id="checkout.shipping.emptyCart" />
      </p>
      <p>
        <BackToShopLink />
      </p>
    </Stack>
  );
}

/**
 * /checkout/shipping: the delivery address form. A plain form post (works without JavaScript); the
 * action's errors appear at their fields, the first one focused, with everything typed kept.
 */
export function ShippingPage() {
  const { hasCart, cart, latestDeliveryAddress } = useLoaderData<ShippingLoaderData>();
  const action = useActionData<ShippingActionData>();
  const navigation = useNavigation();
  const intl = useIntl();
  const region = parseLocale(intl.locale).region;
  const [stored, setStored] = useAtom(storedDeliveryAddressAtom);
  // The form re-mounts with new starting values (the stored address arrives after hydration) only until the
  // shopper types: from then on nothing replaces the input.
  const [edited, setEdited] = useState(false);
  const values = initialValues(action, stored, latestDeliveryAddress);
  const formKey = useRef('');
  if (!edited) formKey.current = JSON.stringify(values);
  const fieldErrors = action?.fieldErrors ?? {};
  const formError = action?.formError ?? (hasCart ? null : 'EMPTY_CART');

  // begin_checkout once per visit of the form (not again after a refused post).
  useEffect(() => {
    if (cart && cart.items.length > 0) reportCommerceEvent({ type: 'beginCheckout', input: { items: cart.items, ...(cart.total ? { value: cart.total } : {}) } });
  }, [cart]);

  useEffect(() => {
    const first = ADDRESS_FIELDS.find((field) => action?.fieldErrors[field]);
    if (first) document.getElementById(inputId(first))?.focus();
  }, [action]);

  if (formError === 'EMPTY_CART') {
    return (
      <Container narrow>
        <h1>
          <FormattedMessage id="checkout.shipping.heading" />
        </h1>
        <EmptyCart />
      </Container>
    );
  }

  function rememberAddress(event: FormEvent<HTMLFormElement>) {
    const form = new FormData(event.currentTarget);
    const address = Object.fromEntries(ADDRESS_FIELDS.map((field) => [field, String(form.get(field) ?? '')])) as DeliveryAddress;
    setStored(address);
    reportCommerceEvent({ type: 'addContactInfo', input: { email: address.email, phone: address.phone } });
  }

  const submitting = navigation.state !== 'idle' && navigation.formMethod?.toUpperCase() === 'POST';
  return (
    <NarrowPage heading={<FormattedMessage id="checkout.shipping.heading" />} className="kori-checkout-shipping">
      {formError && (
        <div role="alert" className="kori-checkout-shipping__form-error">
          <p>
            <FormattedMessage id={`checkout.shipping.formError.${formError}`} />
          </p>
          {action?.checkoutErrors.map((type) => (
            <p key={type}>
              <FormattedMessage id={`checkout.checkoutError.${type}`} />
            </p>
          ))}
        </div>
      )}
      <Form
        method="post"
        noValidate
        key={formKey.current}
        onInput={() => setEdited(true)}
        onSubmit={rememberAddress}
        aria-describedby="checkout-shipping-required"
      >
        <Stack gap={3}>
          <p id="checkout-shipping-required">
            <FormattedMessage id="checkout.shipping.allRequired" />
          </p>
          {addressFormFields(region).map((field) => {
            const error = fieldErrors[field.name];
            const hintId = field.name === 'postalCode' ? 'checkout-shipping-postalCode-hint' : undefined;
            const describedBy = [hintId, error ? errorId(field.name) : undefined].filter(Boolean).join(' ') || undefined;
            return (
              <div key={field.name} className="kori-checkout-shipping__field">
                <label htmlFor={inputId(field.name)}>
                  <FormattedMessage id={`checkout.shipping.field.${field.name}`} />
                </label>
                {hintId && (
                  <p id={hintId} className="kori-checkout-shipping__hint">
                    <FormattedMessage id="checkout.shipping.postalCodeHint" values={{ example: POSTAL_CODE_EXAMPLE[region] }} />
                  </p>
                )}
                <input
                  id={inputId(field.name)}
                  name={field.name}
                  type={field.type}
                  autoComplete={field.autoComplete}
                  inputMode={field.inputMode}
                  defaultValue={values[field.name]}
                  required
                  aria-required="true"
                  aria-invalid={error ? true : undefined}
                  aria-describedby={describedBy}
                />
                {error && (
                  <p id={errorId(field.name)} className="kori-checkout-shipping__error">
                    <FormattedMessage id={`checkout.addressError.${error}`} values={{ example: POSTAL_CODE_EXAMPLE[region] }} />
                  </p>
                )}
              </div>
            );
          })}
          <Button type="submit" variant="primary" disabled={submitting} aria-busy={submitting || undefined}>
            <FormattedMessage id={submitting ? 'checkout.shipping.submitting' : 'checkout.shipping.submit'} />
          </Button>
        </Stack>
      </Form>
    </NarrowPage>
  );
}
