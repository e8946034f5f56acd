import { FormattedMessage } from 'react-intl';
import type { PaymentMethod } from '@kori/payment-methods';

/** The payment methods the region offers as one required radio group, each with its name and a short description. */
export function PaymentMethodChoice({ methods, invalid }: { methods: readonly PaymentMethod[]; invalid: boolean }) {
  return (
    <fieldset className="kori-checkout-payment-methods" aria-describedby={invalid ? 'checkout-payment-method-error' : undefined}>
      <legend>
        <FormattedMessage id="checkout.pay.methodLegend" />
      </legend>
      {invalid && (
        <p id="checkout-payment-method-error" className="kori-checkout-payment-methods__error">
          <FormattedMessage id="checkout.pay.methodMissing" />
        </p>
      )}
      {methods.map((method) => {
        const id = `checkout-payment-method-${method}`;
        return (
          <div key={method} className="kori-checkout-payment-methods__option">
            <input type="radio" id={id} name="paymentMethod" value={method} required aria-describedby={`${id}-description`} />
            <label htmlFor={id}>
              <FormattedMessage id={`checkout.paymentMethod.${method}`} />
            </label>
            <p id={`${id}-description`} className="kori-checkout-payment-methods__description">
              <FormattedMessage id={`checkout.paymentMethod.${method}.description`} />
            </p>
          </div>
        );
      })}
    </fieldset>
  );
}
