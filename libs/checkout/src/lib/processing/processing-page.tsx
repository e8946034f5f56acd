import { Link, useActionData, useLoaderData } from '@remix-run/react';
import { FormattedMessage } from 'react-intl';
import { Container, PageMessage, Stack } from '@kori/ui';
import { settlementOf, type PaymentAuthorizationStatus } from '@kori/payment-methods';
import { CheckoutNotFound } from '../checkout-not-found';
import { checkoutPaths } from '../checkout-paths';
import { OtherMethodForm } from '../payment/other-method-form';
import { usePaymentOutcomeEvent } from '../payment/payment-outcome-notice';
import { usePolledLoaderData } from '../polling/use-polled-loader-data';
import { CheckoutReview } from './checkout-review';
import { CheckoutProgress } from './merchant-progress';
import { NO_SCRIPT_REFRESH_SECONDS, POLL_INTERVAL_MS, type ProcessingActionData, type ProcessingLoaderData } from './processing-data';
import { useLiveCheckoutProgress, withLiveProgress } from './use-live-checkout-progress';
import { BackToShopLink } from '../back-to-shop-link';

// While the agents work (INITIATED) or the orders are being placed (PERFORM) the page follows the API.
const WORKING = new Set(['INITIATED', 'PERFORM']);

const isWorking = (data: ProcessingLoaderData) => data.unavailable || (data.checkout !== null && WORKING.has(data.checkout.checkoutStatus));
const notPolled = () => false;

/**
 * Without JavaScript the browser reloads the page; inside <noscript> a browser with JavaScript never sees
 * the tag, so it polls instead.
 */
export function NoScriptRefresh({ seconds }: { seconds: number }) {
  return (
    <noscript>
      <meta httpEquiv="refresh" content={String(seconds)} />
    </noscript>
  );
}

function BackLinks() {
  return (
    <p>
      <Link to={checkoutPaths.shipping()}>
        <FormattedMessage id="checkout.processing.tryAgain" />
      </Link>{' '}
      ·{' '}
      <BackToShopLink />
    </p>
  );
}

/**
 * While the orders wait for the payment: what the shopper is waiting for, the way back to an open Avarda
 * purchase, and the way to leave the unfinished payment and choose another method.
 */
function AwaitingPayment({ checkoutId, status }: { checkoutId: string; status: PaymentAuthorizationStatus | null }) {
  const action = useActionData() as ProcessingActionData | undefined;
  if (status !== null && settlementOf(status) === 'approved') {
    return (
      <h1 aria-live="polite">
        <FormattedMessage id="checkout.processing.placingOrders" />
      </h1>
    );
  }
  return (
    <PageMessage
      heading={<FormattedMessage id="checkout.payment.awaitingHeading" />}
      text={<FormattedMessage id="checkout.payment.awaitingText" />}
      live
    >
      {status === 'CREATED_AVARDA_CHECKOUTV3' && (
        <p>
          <Link to={checkoutPaths.avardaCheckout(checkoutId)} reloadDocument>
            <FormattedMessage id="checkout.payment.continueAvarda" />
          </Link>
        </p>
      )}
      {action?.unavailable && (
        <p role="alert">
          <FormattedMessage id="checkout.shipping.formError.UNAVAILABLE" />
        </p>
      )}
      <OtherMethodForm checkoutId={checkoutId} />
    </PageMessage>
  );
}

/**
 * /checkout/processing: the agents' progress merchant by merchant, then the review and the pay step; while
 * the payment is not settled the page polls it (getPaymentAuthorizationStatus through the loader) and
 * moves on when it settles: a refusal shows why, with the methods to choose again.
 * While INITIATED the progress arrives live over a subscription; when that is not to be had (and while
 * the orders are placed) the page polls its loader; without JavaScript it reloads itself.
 */
export function ProcessingPage() {
  const loaderData = useLoaderData() as ProcessingLoaderData;
  const live = useLiveCheckoutProgress(loaderData.checkout);
  const data = usePolledLoaderData(live.streaming ? notPolled : isWorking, POLL_INTERVAL_MS);
  const { selection, unavailable, paymentMethods, paymentStatus } = data;
  const checkout = withLiveProgress(data.checkout, live);
  const status = checkout?.checkoutStatus ?? null;
  const working = status !== null && WORKING.has(status);
  usePaymentOutcomeEvent(checkout?.id ?? null, paymentStatus);

  if (unavailable) {
    return (
      <Container narrow>
        <NoScriptRefresh seconds={NO_SCRIPT_REFRESH_SECONDS} />
        <PageMessage
          heading={<FormattedMessage id="checkout.processing.heading" />}
          text={<FormattedMessage id="checkout.processing.unavailable" />}
          role="status"
        />
      </Container>
    );
  }
  if (!checkout) {
    return (
      <CheckoutNotFound>
        <BackLinks />
      </CheckoutNotFound>
    );
  }
  return (
    <Container narrow>
      <Stack gap={4} className="kori-checkout-processing">
        {working && <NoScriptRefresh seconds={NO_SCRIPT_REFRESH_SECONDS} />}
        {status === 'INITIATED' && (
          <>
            <h1>
              <FormattedMessage id="checkout.processing.heading" />
            </h1>
            <CheckoutProgress checkout={checkout} />
          </>
        )}
        {status === 'PERFORM' && <AwaitingPayment checkoutId={checkout.id} status={paymentStatus} />}
        {status === 'INITIATE_COMPLETE' && (
          <CheckoutReview checkout={checkout} selection={selection} couponCode={data.couponCode} paymentMethods={paymentMethods} paymentStatus={paymentStatus} />
        )}
        {status === 'FAILED' && (
          <PageMessage
            heading={<FormattedMessage id="checkout.processing.failedHeading" />}
            text={<FormattedMessage id="checkout.processing.failedText" />}
            role="alert"
          >
            <BackLinks />
          </PageMessage>
        )}
      </Stack>
    </Container>
  );
}
