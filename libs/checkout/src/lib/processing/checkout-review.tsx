import { Form, useActionData, useNavigation } from '@remix-run/react';
import { FormattedMessage } from 'react-intl';
import { reportCommerceEvent } from '@kori/shell';
import { Button, Money } from '@kori/ui';
import { checkoutItems } from '../analytics/commerce-items';
import { DeliveryChoiceForm, type DeliverySummaryView } from './delivery-choice';
import { deliverySelectionParams, type DeliverySelection } from './delivery-selection';
import { STAND_IN_PAYMENT_METHOD, type InitiatedCheckoutView, type ProcessingActionData } from './processing-data';
import { CostTotals, orderTotalsRows, type CostRow } from '../totals/cost-totals';
import { ChangeAddressLink, ReviewProblems } from './review-problems';
import { COUPON_FIELD } from '../coupon/coupon-code';
import { CouponForm } from '../coupon/coupon-form';

/**
 * A line's state on the review. The review shows once every agent is done, so a line still PENDING there is
 * one its merchant's agent never reached (the shop failed before it, e.g. a bot wall): it is not coming.
 */
const reviewLineStatus = (status: InitiatedCheckoutView['lines'][number]['status']) => (status === 'PENDING' ? 'FAILED' : status);

/** The lines one merchant will get, with their state. */
function MerchantLines({ checkout, merchantId, title }: { checkout: InitiatedCheckoutView; merchantId: string; title: string }) {
  const lines = checkout.lines.filter((line) => line.merchantId === merchantId);
  return (
    <section className="kori-checkout-merchant" aria-label={title}>
      <h3>{title}</h3>
      <ul>
        {lines.map((line) => (
          <li key={line.offerId}>
            {line.name} × {line.quantity} – <Money amount={line.unitPrice} />
            {line.status !== 'ADDED' && (
              <>
                {' '}
                (<FormattedMessage id={`checkout.lineStatus.${reviewLineStatus(line.status)}`} />)
              </>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The delivery types the shopper goes with, e.g. "HOME_DELIVERY,PICKUP_DELIVERY" (analytics' shipping tier). */
export function chosenDeliveryTypes(checkout: InitiatedCheckoutView, selection: DeliverySelection): string {
  const chosen = new Map(selection.deliveryOptions.map((choice) => [choice.merchantId, choice.deliveryOptionId]));
  const types = (checkout.summary?.delivery ?? []).flatMap((delivery) => {
    if (!('deliveryOptions' in delivery)) return [];
    const id = chosen.get(delivery.merchantDetails.id) ?? delivery.selectedDeliveryOption?.id;
    const option = delivery.deliveryOptions.find((candidate) => candidate.id === id);
    return option ? [option.type] : [];
  });
  return [...new Set(types)].sort().join(',');
}

/** The test-only payment step: performCheckout with the stand-in method and the chosen delivery. */
function PayForm({ checkout, selection, couponCode }: { checkout: InitiatedCheckoutView; selection: DeliverySelection; couponCode: string | null }) {
  const navigation = useNavigation();
  const paying = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'pay';
  const reportShippingInfo = () => {
    const value = checkout.summary?.totalCosts.owedByCustomer;
    reportCommerceEvent({
      type: 'addShippingInfo',
      input: { items: checkoutItems(checkout), shippingTier: chosenDeliveryTypes(checkout, selection), ...(value ? { value } : {}) },
    });
  };
  return (
    <Form method="post" onSubmit={reportShippingInfo} className="kori-checkout-pay" aria-labelledby="checkout-pay-heading">
      <h2 id="checkout-pay-heading">
        <FormattedMessage id="checkout.pay.heading" />
      </h2>
      <p>
        <FormattedMessage id="checkout.pay.standInNotice" />
      </p>
      <input type="hidden" name="intent" value="pay" />
      <input type="hidden" name="checkoutId" value={checkout.id} />
      <input type="hidden" name="paymentMethod" value={STAND_IN_PAYMENT_METHOD} />
      {couponCode && <input type="hidden" name={COUPON_FIELD} value={couponCode} />}
      {deliverySelectionParams(selection).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <Button type="submit" variant="primary" disabled={paying} aria-busy={paying || undefined}>
        <FormattedMessage id={paying ? 'checkout.pay.submitting' : 'checkout.pay.submit'} />
      </Button>
    </Form>
  );
}

/** The totals with the discount the code takes off, just above what the shopper owes. */
function withDiscountRow(rows: CostRow[], checkout: InitiatedCheckoutView): CostRow[] {
  const amounts = checkout.discounts.flatMap((discount) => (discount.discountAmount ? [discount.discountAmount] : []));
  const first = amounts[0];
  if (!first) return rows;
  const minor = amounts.reduce((sum, amount) => sum + Math.round(Number(amount.price) * 100), 0);
  const discount = { price: `-${(minor / 100).toFixed(2)}`, currency: first.currency };
  return [...rows.slice(0, -1), { label: 'checkout.totals.discount', amount: discount }, ...rows.slice(-1)];
}

/** The review once every merchant's agent is done: lines, delivery per merchant, totals, problems, pay. */
export function CheckoutReview({
  checkout,
  selection,
  couponCode = null,
}: {
  checkout: InitiatedCheckoutView;
  selection: DeliverySelection;
  couponCode?: string | null;
}) {
  const action = useActionData<ProcessingActionData>();
  const couponErrors = action?.couponCodeErrors?.length ? action.couponCodeErrors : checkout.couponCodeErrors;
  const summary = checkout.summary;
  const deliveries = (summary?.delivery ?? []).filter((delivery): delivery is DeliverySummaryView => 'deliveryOptions' in delivery);
  const merchants = [...new Map((summary?.delivery ?? []).map((delivery) => [delivery.merchantDetails.id, delivery.merchantDetails.title]))];
  return (
    <div className="kori-checkout-review">
      <h1>
        <FormattedMessage id="checkout.review.heading" />
      </h1>
      {action && (
        <div role="alert" className="kori-checkout-review__error">
          {action.cartError && (
            <p>
              <FormattedMessage id={`checkout.cartError.${action.cartError}`} />
            </p>
          )}
          {action.checkoutErrors.map((type) => (
            <p key={type}>
              <FormattedMessage id={`checkout.checkoutError.${type}`} />
            </p>
          ))}
          {action.unavailable && (
            <p>
              <FormattedMessage id="checkout.shipping.formError.UNAVAILABLE" />
            </p>
          )}
        </div>
      )}
      <ReviewProblems checkout={checkout} />
      <section aria-labelledby="checkout-address-heading">
        <h2 id="checkout-address-heading">
          <FormattedMessage id="checkout.review.addressHeading" />
        </h2>
        <p>
          {checkout.deliveryAddress.firstName} {checkout.deliveryAddress.lastName}, {checkout.deliveryAddress.streetAddress},{' '}
          {checkout.deliveryAddress.postalCode} {checkout.deliveryAddress.city}
        </p>
        <ChangeAddressLink />
      </section>
      <section aria-labelledby="checkout-lines-heading">
        <h2 id="checkout-lines-heading">
          <FormattedMessage id="checkout.review.linesHeading" values={{ count: summary?.totalProductCount ?? 0 }} />
        </h2>
        {merchants.map(([merchantId, title]) => (
          <MerchantLines key={merchantId} checkout={checkout} merchantId={merchantId} title={title} />
        ))}
      </section>
      {deliveries.length > 0 && <DeliveryChoiceForm checkout={checkout} selection={selection} deliveries={deliveries} couponCode={couponCode} />}
      <CouponForm checkout={checkout} selection={selection} couponCode={couponCode} errors={couponErrors} />
      {summary && <CostTotals className="kori-checkout-totals" rows={withDiscountRow(orderTotalsRows(summary.totalCosts, true), checkout)} />}
      <PayForm checkout={checkout} selection={selection} couponCode={couponCode} />
    </div>
  );
}
