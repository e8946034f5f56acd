import { useSetAtom } from 'jotai';
import { recordUsedCouponCodesAtom } from '@kori/coupon-state';
import { useSearchParams } from '@remix-run/react';
import { useEffect, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { isPaymentMethod, paymentTypeForMethod } from '@kori/payment-methods';
import { vatPercentForRegion } from '@kori/region';
import { reportCommerceEvent } from '@kori/shell';
import { Container, Money, Stack } from '@kori/ui';
import { purchasedItems } from '../analytics/commerce-items';
import { usePaymentOutcomeEvent } from '../payment/payment-outcome-notice';
import { CheckoutNotFound } from '../checkout-not-found';
import { usePolledLoaderData } from '../polling/use-polled-loader-data';
import { useStoreLatestDeliveryAddress } from '../delivery-address/use-store-latest-delivery-address';
import { NoScriptRefresh } from '../processing/processing-page';
import { NO_SCRIPT_REFRESH_SECONDS, POLL_INTERVAL_MS } from '../processing/processing-data';
import { CostTotals, type CostRow } from '../totals/cost-totals';
import { includedVat } from './included-vat';
import { MerchantSummary } from './merchant-summary';
import type { CompletedCheckoutView, SuccessLoaderData } from './success-data';
import { BackToShopLink } from '../back-to-shop-link';

type ReceiptAddress = { firstName: string; lastName: string; streetAddress: string; postalCode: string; city: string };

/** One of the receipt's addresses under its heading (`id` names the section), with anything added after it. */
function AddressSection({ id, headingId, address, children }: { id: string; headingId: string; address: ReceiptAddress; children?: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>
        <FormattedMessage id={headingId} />
      </h2>
      <address>
        {address.firstName} {address.lastName}
        <br />
        {address.streetAddress}
        <br />
        {address.postalCode} {address.city}
      </address>
      {children}
    </section>
  );
}

function Totals({ checkout, region }: { checkout: CompletedCheckoutView; region: SuccessLoaderData['region'] }) {
  const totals = checkout.orderTotalCosts;
  const vat = includedVat(totals.owedByCustomer, region);
  const rows: CostRow[] = [
    { label: 'checkout.totals.itemsTotal', amount: totals.itemsTotal },
    { label: 'checkout.totals.deliveryCost', amount: totals.deliveryCost },
    ...(Number(totals.discount.price) !== 0 ? [{ label: 'checkout.totals.discount', amount: totals.discount }] : []),
    { label: 'checkout.totals.paid', amount: totals.owedByCustomer, emphasis: true },
    ...(vat ? [{ label: 'checkout.totals.vat', values: { rate: vatPercentForRegion(region) }, amount: vat }] : []),
  ];
  return <CostTotals className="kori-checkout-receipt__totals" rows={rows} />;
}

// Checkouts whose purchase was reported on this page session: a revalidation must not send it twice.
const reportedPurchases = new Set<string>();

/** The purchase event once per checkout, for the merchants that took their orders. */
function usePurchaseEvent(checkout: CompletedCheckoutView | null, region: SuccessLoaderData['region'], productNames: Record<string, string>) {
  const [params] = useSearchParams();
  const transactionId = checkout?.orderId ?? params.get('checkoutId');
  const recordUsedCodes = useSetAtom(recordUsedCouponCodesAtom);
  useEffect(() => {
    if (!checkout || !transactionId || reportedPurchases.has(transactionId)) return;
    if (checkout.checkoutStatus !== 'PERFORM_COMPLETE' && checkout.checkoutStatus !== 'PERFORM_FAILED') return;
    const items = purchasedItems(checkout, productNames);
    if (items.length === 0) return;
    reportedPurchases.add(transactionId);
    const totals = checkout.orderTotalCosts;
    const tax = includedVat(totals.owedByCustomer, region);
    reportCommerceEvent({
      type: 'purchase',
      input: {
        transactionId,
        items,
        value: totals.owedByCustomer,
        shipping: totals.deliveryCost,
        ...(tax ? { tax } : {}),
        ...(isPaymentMethod(checkout.paymentMethod) ? { paymentType: paymentTypeForMethod(checkout.paymentMethod) } : {}),
        email: checkout.deliveryAddress?.email ?? null,
        phone: checkout.deliveryAddress?.phone ?? null,
      },
    });
    if (checkout.discounts.some((discount) => discount.referral)) reportCommerceEvent({ type: 'referralCode', input: { action: 'applied' } });
    const codes = checkout.discounts.flatMap((discount) => (discount.couponCodeCode ? [discount.couponCodeCode] : []));
    // A code the order used counts as used in this browser (campaign banners follow the used codes).
    if (codes.length > 0) recordUsedCodes({ codes });
  }, [checkout, transactionId, region, productNames, recordUsedCodes]);
}

// While the orders are being placed the receipt follows the API.
const isPlacing = (data: SuccessLoaderData) => data.checkout?.checkoutStatus === 'PERFORM';

/** /checkout/success: the receipt, merchant by merchant; keeps the address for the next checkout. */
export function SuccessPage() {
  const { checkout, region, productNames } = usePolledLoaderData(isPlacing, POLL_INTERVAL_MS);
  const placing = checkout?.checkoutStatus === 'PERFORM';
  useStoreLatestDeliveryAddress(checkout?.deliveryAddress ?? null);
  // Orders are placed only after the payment was approved: the authentication succeeded (once per checkout, wherever seen first).
  const [params] = useSearchParams();
  const settled = checkout?.checkoutStatus === 'PERFORM_COMPLETE' || checkout?.checkoutStatus === 'PERFORM_FAILED';
  usePaymentOutcomeEvent(
    settled ? params.get('checkoutId') : null,
    'APPROVED',
    isPaymentMethod(checkout?.paymentMethod) ? paymentTypeForMethod(checkout.paymentMethod) : undefined,
  );
  usePurchaseEvent(checkout, region, productNames);

  if (!checkout) {
    return (
      <CheckoutNotFound>
        <BackToShopLink />
      </CheckoutNotFound>
    );
  }
  const failed = checkout.checkoutStatus === 'PERFORM_FAILED';
  return (
    <Container narrow>
      <Stack gap={4} className="kori-checkout-receipt">
        {placing && <NoScriptRefresh seconds={NO_SCRIPT_REFRESH_SECONDS} />}
        <h1>
          <FormattedMessage id={placing ? 'checkout.processing.placingOrders' : failed ? 'checkout.success.failedHeading' : 'checkout.success.heading'} />
        </h1>
        {failed && (
          <p role="alert">
            <FormattedMessage id="checkout.success.failedText" />
          </p>
        )}
        {checkout.orderId && (
          <p>
            <FormattedMessage id="checkout.success.orderId" values={{ orderId: <strong>{checkout.orderId}</strong> }} />
          </p>
        )}
        {checkout.deliveryAddress?.email && (
          <p>
            <FormattedMessage id="checkout.success.confirmationSent" values={{ email: checkout.deliveryAddress.email }} />
          </p>
        )}
        <section aria-labelledby="checkout-receipt-merchants">
          <h2 id="checkout-receipt-merchants">
            <FormattedMessage id="checkout.success.merchantsHeading" values={{ count: checkout.totalProductCount }} />
          </h2>
          {checkout.merchantSummaries.map((summary) => (
            <MerchantSummary key={summary.merchantDetails.id} summary={summary} productNames={productNames} />
          ))}
        </section>
        {checkout.discounts.length > 0 && (
          <ul className="kori-checkout-receipt__discounts">
            {checkout.discounts.map((discount, index) => (
              <li key={index}>
                <FormattedMessage id="checkout.success.discountCode" values={{ code: discount.couponCodeCode ?? '' }} />
                {discount.discountAmount && (
                  <>
                    {' '}
                    −<Money amount={discount.discountAmount} />
                  </>
                )}
              </li>
            ))}
          </ul>
        )}
        <Totals checkout={checkout} region={region} />
        {checkout.paymentMethod && (
          <p>
            <FormattedMessage id="checkout.success.paymentMethod" />: <FormattedMessage id={`checkout.paymentMethod.${checkout.paymentMethod}`} />
          </p>
        )}
        {checkout.deliveryAddress && (
          <AddressSection id="checkout-receipt-delivery-address" headingId="checkout.review.addressHeading" address={checkout.deliveryAddress}>
            <p>{checkout.deliveryAddress.phone}</p>
          </AddressSection>
        )}
        {checkout.billingAddress && (
          <AddressSection id="checkout-receipt-billing-address" headingId="checkout.success.billingAddress" address={checkout.billingAddress} />
        )}
        {checkout.userReferralCode && (
          <p>
            <FormattedMessage id="checkout.success.referralCode" values={{ code: <strong>{checkout.userReferralCode}</strong> }} />
          </p>
        )}
        <BackToShopLink />
      </Stack>
    </Container>
  );
}
