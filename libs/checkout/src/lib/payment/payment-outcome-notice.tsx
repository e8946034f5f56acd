import { useEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import { authenticationOutcomeOf, settlementOf, type PaymentAuthorizationStatus } from '@kori/payment-methods';
import { reportCommerceEvent } from '@kori/shell';

// Outcomes reported on this page session (checkout and status): a revalidation must not send one twice.
const reportedOutcomes = new Set<string>();

/** Reports a settled payment's authentication outcome once per checkout and status. */
export function usePaymentOutcomeEvent(checkoutId: string | null, status: PaymentAuthorizationStatus | null, paymentType?: string) {
  useEffect(() => {
    if (!checkoutId || !status) return;
    const outcome = authenticationOutcomeOf(status);
    const key = `${checkoutId}:${status}`;
    if (!outcome || reportedOutcomes.has(key)) return;
    reportedOutcomes.add(key);
    reportCommerceEvent({ type: 'paymentAuthentication', input: { outcome, ...(paymentType ? { paymentType } : {}) } });
  }, [checkoutId, status, paymentType]);
}

/** Why the last payment did not go through, in words a shopper understands, above the methods to choose again. */
export function PaymentRefusedNotice({ status }: { status: PaymentAuthorizationStatus | null }) {
  if (!status || settlementOf(status) !== 'failed') return null;
  return (
    <div role="alert" className="kori-checkout-payment-refused">
      <h2>
        <FormattedMessage id="checkout.payment.refusedHeading" />
      </h2>
      <p>
        <FormattedMessage id={`checkout.paymentStatus.${status}`} />
      </p>
      <p>
        <FormattedMessage id="checkout.payment.chooseAgain" />
      </p>
    </div>
  );
}
