import { Form, useSubmit } from '@remix-run/react';
import { COUPON_FIELD } from '../coupon/coupon-code';
import type { ChangeEvent } from 'react';
import { FormattedMessage } from 'react-intl';
import { Button, Money } from '@kori/ui';
import { DELIVERY_FIELD_PREFIX, DELIVERY_OPTION_TEMPLATES, TEMPLATE_FIELD, type DeliverySelection } from './delivery-selection';
import type { InitiatedCheckoutView } from './processing-data';

type Delivery = NonNullable<InitiatedCheckoutView['summary']>['delivery'][number];
export type DeliverySummaryView = Extract<Delivery, { deliveryOptions: unknown }>;

/** One merchant's delivery options as a radio group: type, cost and the merchant's description. */
export function MerchantDeliveryOptions({ delivery, checkedId }: { delivery: DeliverySummaryView; checkedId: string | null }) {
  const merchant = delivery.merchantDetails;
  return (
    <fieldset className="kori-checkout-delivery">
      <legend>
        <FormattedMessage id="checkout.review.deliveryFrom" values={{ merchant: merchant.title }} />
      </legend>
      {delivery.deliveryOptions.map((option) => {
        const id = `checkout-delivery-${merchant.id}-${option.id}`;
        return (
          <div key={option.id} className="kori-checkout-delivery__option">
            <input
              type="radio"
              id={id}
              name={`${DELIVERY_FIELD_PREFIX}${merchant.id}`}
              value={option.id}
              defaultChecked={option.id === checkedId}
              aria-describedby={option.merchantDescription ? `${id}-description` : undefined}
            />
            <label htmlFor={id}>
              <FormattedMessage id={`checkout.deliveryType.${option.type}`} /> – <Money amount={option.cost} />
            </label>
            {option.merchantDescription && (
              <p id={`${id}-description`} className="kori-checkout-delivery__description">
                {option.merchantDescription}
              </p>
            )}
          </div>
        );
      })}
      {delivery.deliveryDescription && <p>{delivery.deliveryDescription}</p>}
    </fieldset>
  );
}

/**
 * The delivery choice: a template for all merchants and one radio group per merchant. A GET form, so the
 * page (and its totals) is recomputed by the loader with or without JavaScript; with JavaScript a change
 * applies at once.
 */
export function DeliveryChoiceForm({
  checkout,
  selection,
  deliveries,
  couponCode = null,
}: {
  checkout: InitiatedCheckoutView;
  selection: DeliverySelection;
  deliveries: DeliverySummaryView[];
  /** The review's coupon code, kept when the delivery changes. */
  couponCode?: string | null;
}) {
  const coupon: Record<string, string> = couponCode ? { [COUPON_FIELD]: couponCode } : {};
  const submit = useSubmit();
  const chosen = new Map(selection.deliveryOptions.map((choice) => [choice.merchantId, choice.deliveryOptionId]));

  function applyAtOnce(event: ChangeEvent<HTMLFormElement>) {
    const form = event.currentTarget;
    // A new template applies to every merchant: earlier choices per merchant are dropped with it.
    if (event.target.name === TEMPLATE_FIELD) submit({ checkoutId: checkout.id, [TEMPLATE_FIELD]: event.target.value, ...coupon }, { method: 'get', replace: true, preventScrollReset: true });
    else submit(form, { method: 'get', replace: true, preventScrollReset: true });
  }

  return (
    <Form method="get" onChange={applyAtOnce} className="kori-checkout-delivery-choice" aria-labelledby="checkout-delivery-heading">
      <h2 id="checkout-delivery-heading">
        <FormattedMessage id="checkout.review.deliveryHeading" />
      </h2>
      <input type="hidden" name="checkoutId" value={checkout.id} />
      {couponCode && <input type="hidden" name={COUPON_FIELD} value={couponCode} />}
      <label htmlFor="checkout-delivery-template">
        <FormattedMessage id="checkout.review.templateLabel" />
      </label>
      <select id="checkout-delivery-template" name={TEMPLATE_FIELD} defaultValue={selection.template ?? 'LEAST_EXPENSIVE'}>
        {DELIVERY_OPTION_TEMPLATES.map((template) => (
          <FormattedMessage key={template} id={`checkout.template.${template}`}>
            {(text) => <option value={template}>{text}</option>}
          </FormattedMessage>
        ))}
      </select>
      {deliveries.map((delivery) => {
        const checkedId = chosen.get(delivery.merchantDetails.id) ?? delivery.selectedDeliveryOption?.id ?? null;
        // Keyed by the choice, so a new answer from the loader (another template) re-checks the radios.
        return <MerchantDeliveryOptions key={`${delivery.merchantDetails.id}:${checkedId}`} delivery={delivery} checkedId={checkedId} />;
      })}
      <noscript>
        <Button type="submit" variant="secondary">
          <FormattedMessage id="checkout.review.applyDelivery" />
        </Button>
      </noscript>
    </Form>
  );
}
