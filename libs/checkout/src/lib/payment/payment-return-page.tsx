import { Link, useLoaderData, useLocation } from '@remix-run/react';
import { FormattedMessage } from 'react-intl';
import { Container } from '@kori/ui';
import { checkoutPaths } from '../checkout-paths';
import type { PaymentReturnLoaderData } from './payment-data';

/**
 * /auth_response and /payment-completed when they cannot send the shopper on at once: the return was not
 * understood, or the payment could not be confirmed just now (try again, or go back to the order).
 */
export function PaymentReturnPage() {
  const data = useLoaderData() as PaymentReturnLoaderData;
  const { pathname, search } = useLocation();
  return (
    <Container narrow>
      <div role="alert">
        <h1>
          <FormattedMessage id="checkout.paymentReturn.heading" />
        </h1>
        <p>
          <FormattedMessage id={data.problem === 'invalid' ? 'checkout.paymentReturn.invalid' : 'checkout.payment.unavailable'} />
        </p>
      </div>
      <p>
        {data.problem === 'unavailable' && (
          <>
            <Link to={`${pathname}${search}`} reloadDocument>
              <FormattedMessage id="checkout.avarda.retry" />
            </Link>{' '}
            ·{' '}
          </>
        )}
        {data.checkoutId ? (
          <Link to={checkoutPaths.processing(data.checkoutId)}>
            <FormattedMessage id="checkout.paymentReturn.backToOrder" />
          </Link>
        ) : (
          <Link to="/">
            <FormattedMessage id="checkout.backToShop" />
          </Link>
        )}
      </p>
    </Container>
  );
}
