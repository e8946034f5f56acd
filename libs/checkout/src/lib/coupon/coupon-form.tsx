import { Form, useNavigation } from '@remix-run/react';
import { useAtomValue } from 'jotai';
import { useEffect, useId, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { lastUsedCouponCodeAtom } from '@kori/coupon-state';
import { Button, Money } from '@kori/ui';
import { deliverySelectionParams, type DeliverySelection } from '../processing/delivery-selection';
import type { InitiatedCheckoutView } from '../processing/processing-data';
import { COUPON_FIELD } from './coupon-code';

interface CouponFormProps {
  checkout: InitiatedCheckoutView;
  selection: DeliverySelection;
  /** The code the review was asked with (null: none given, so the last used code is offered). */
  couponCode: string | null;
  /** Refusals to show under the field: the review's, or the pay action's. */
  errors: readonly { couponCodeCode: string; errorType: string }[];
}

/**
 * The review's discount code: a GET form that asks the review again with the code, so the API prices it
 * (works without JavaScript). Offers the code this browser used last when the shopper has not given one.
 */
export function CouponForm({ checkout, selection, couponCode, errors }: CouponFormProps) {
  const lastUsed = useAtomValue(lastUsedCouponCodeAtom);
  const [value, setValue] = useState(couponCode ?? '');
  const [edited, setEdited] = useState(false);
  const navigation = useNavigation();
  // This form's own submission (the delivery form carries the code too, and must not read as checking it).
  const [submitted, setSubmitted] = useState(false);
  const applying = submitted && navigation.state !== 'idle';
  useEffect(() => {
    if (navigation.state === 'idle') setSubmitted(false);
  }, [navigation.state]);
  const inputId = useId();
  const errorId = useId();

  // Stored values arrive after the first render; the shopper's own typing always wins.
  useEffect(() => {
    if (couponCode === null && !edited && lastUsed) setValue(lastUsed);
  }, [couponCode, edited, lastUsed]);
  useEffect(() => {
    if (couponCode !== null) setValue(couponCode);
  }, [couponCode]);

  const applied = checkout.discounts.filter((discount) => discount.couponCodeCode);
  return (
    <section className="kori-checkout-coupon" aria-labelledby={`${inputId}-heading`}>
      <h2 id={`${inputId}-heading`}>
        <FormattedMessage id="checkout.coupon.heading" />
      </h2>
      <Form method="get" replace preventScrollReset onSubmit={() => setSubmitted(true)}>
        <input type="hidden" name="checkoutId" value={checkout.id} />
        {deliverySelectionParams(selection).map(([name, paramValue]) => (
          <input key={name} type="hidden" name={name} value={paramValue} />
        ))}
        <label htmlFor={inputId}>
          <FormattedMessage id="checkout.coupon.label" />
        </label>{' '}
        <input
          id={inputId}
          name={COUPON_FIELD}
          value={value}
          onChange={(event) => {
            setEdited(true);
            setValue(event.target.value);
          }}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={64}
          aria-invalid={errors.length > 0 || undefined}
          aria-describedby={errors.length > 0 ? errorId : undefined}
        />{' '}
        <Button type="submit" variant="secondary" disabled={applying} aria-busy={applying || undefined}>
          <FormattedMessage id={applying ? 'checkout.coupon.applying' : 'checkout.coupon.apply'} />
        </Button>
      </Form>
      {errors.length > 0 && (
        <div id={errorId} role="alert" className="kori-checkout-coupon__error">
          {errors.map((error) => (
            <p key={`${error.couponCodeCode}-${error.errorType}`}>
              <FormattedMessage id="checkout.coupon.refused" values={{ code: error.couponCodeCode }} />{' '}
              <FormattedMessage id={`checkout.checkoutError.${error.errorType}`} />
            </p>
          ))}
        </div>
      )}
      {applied.length > 0 && (
        <ul className="kori-checkout-discounts" aria-live="polite">
          {applied.map((discount) => (
            <li key={discount.couponCodeCode}>
              <FormattedMessage id="checkout.success.discountCode" values={{ code: discount.couponCodeCode }} />
              {discount.discountAmount && (
                <>
                  {' '}
                  −<Money amount={discount.discountAmount} />
                </>
              )}
              {discount.discountedProductId && discount.discountedProductPrice && (
                <>
                  {' '}
                  (
                  <FormattedMessage
                    id="checkout.coupon.onProduct"
                    values={{ product: checkout.lines.find((line) => line.productId === discount.discountedProductId)?.name ?? '' }}
                  />
                  )
                </>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
