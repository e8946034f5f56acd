import { Link, useLoaderData, useLocation } from '@remix-run/react';
import { FormattedMessage } from 'react-intl';
import { Container, PageMessage } from '@kori/ui';
import { checkoutPaths } from '../checkout-paths';
import type { PaymentReturnLoaderData } from './payment-data';
import { BackToShopLink } from '../back-to-shop-link';

/**
 * /auth_response and /payment-completed when they cannot send the shopper on at once: the return was not
 * understood, or the payment could not be confirmed just now (try again, or go back to the order).
 */
export function PaymentReturnPage() {
  const data = useLoaderData() as PaymentReturnLoaderData;
  const { pathname, search } = useLocation();
  return (
    <Container narrow>
      <PageMessage
        heading={<FormattedMessage id="checkout.paymentReturn.heading" />}
        text={<FormattedMessage id={data.problem === 'invalid' ? 'checkout.paymentReturn.invalid' : 'checkout.payment.unavailable'} />}
        role="alert"
      />
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
          <BackToShopLink />
        )}
      </p>
    </Container>
  );
}
