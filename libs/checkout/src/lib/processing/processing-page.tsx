import { Link, useLoaderData } from '@remix-run/react';
import { FormattedMessage } from 'react-intl';
import { Container, Stack } from '@kori/ui';
import { checkoutPaths } from '../checkout-paths';
import { usePolledLoaderData } from '../polling/use-polled-loader-data';
import { CheckoutReview } from './checkout-review';
import { CheckoutProgress } from './merchant-progress';
import { NO_SCRIPT_REFRESH_SECONDS, POLL_INTERVAL_MS, type ProcessingLoaderData } from './processing-data';
import { useLiveCheckoutProgress, withLiveProgress } from './use-live-checkout-progress';

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
      <Link to="/">
        <FormattedMessage id="checkout.backToShop" />
      </Link>
    </p>
  );
}

/**
 * /checkout/processing: the agents' progress merchant by merchant, then the review and the pay step.
 * While INITIATED the progress arrives live over a subscription; when that is not to be had (and while
 * the orders are placed) the page polls its loader; without JavaScript it reloads itself.
 */
export function ProcessingPage() {
  const loaderData = useLoaderData() as ProcessingLoaderData;
  const live = useLiveCheckoutProgress(loaderData.checkout);
  const data = usePolledLoaderData(live.streaming ? notPolled : isWorking, POLL_INTERVAL_MS);
  const { selection, unavailable } = data;
  const checkout = withLiveProgress(data.checkout, live);
  const status = checkout?.checkoutStatus ?? null;
  const working = status !== null && WORKING.has(status);

  if (unavailable) {
    return (
      <Container narrow>
        <NoScriptRefresh seconds={NO_SCRIPT_REFRESH_SECONDS} />
        <h1>
          <FormattedMessage id="checkout.processing.heading" />
        </h1>
        <p role="status">
          <FormattedMessage id="checkout.processing.unavailable" />
        </p>
      </Container>
    );
  }
  if (!checkout) {
    return (
      <Container narrow>
        <h1>
          <FormattedMessage id="checkout.processing.notFound" />
        </h1>
        <BackLinks />
      </Container>
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
        {status === 'PERFORM' && (
          <h1 aria-live="polite">
            <FormattedMessage id="checkout.processing.placingOrders" />
          </h1>
        )}
        {status === 'INITIATE_COMPLETE' && <CheckoutReview checkout={checkout} selection={selection} couponCode={data.couponCode} />}
        {status === 'FAILED' && (
          <div role="alert">
            <h1>
              <FormattedMessage id="checkout.processing.failedHeading" />
            </h1>
            <p>
              <FormattedMessage id="checkout.processing.failedText" />
            </p>
            <BackLinks />
          </div>
        )}
      </Stack>
    </Container>
  );
}
