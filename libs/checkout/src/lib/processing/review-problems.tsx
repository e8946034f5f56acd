import { Form, Link } from '@remix-run/react';
import { FormattedMessage } from 'react-intl';
import { Button } from '@kori/ui';
import { checkoutPaths } from '../checkout-paths';
import type { InitiatedCheckoutView } from './processing-data';

type Summary = NonNullable<InitiatedCheckoutView['summary']>;

// Merchant errors about the address: changing it is the way out.
const ADDRESS_ERRORS = new Set([
  'ADDRESS_INPUT_FAILED',
  'CITY_INPUT_FAILED',
  'EMAIL_ADDRESS_INPUT_FAILED',
  'FIRST_NAME_INPUT_FAILED',
  'LAST_NAME_INPUT_FAILED',
  'PHONE_INPUT_FAILED',
  'STREET_ADDRESS_INPUT_FAILED',
  'UNDELIVERABLE_TO_GIVEN_ADDRESS',
  'ZIP_INPUT_FAILED',
  'EMAIL_ADDRESS_IN_USE',
]);

/** A button that takes one product out of the cart (the checkout then starts again from the address). */
export function RemoveProductButton({ checkoutId, offerId, name }: { checkoutId: string; offerId: string; name: string }) {
  return (
    <Form method="post" className="kori-checkout-problem__action">
      <input type="hidden" name="intent" value="removeProduct" />
      <input type="hidden" name="checkoutId" value={checkoutId} />
      <input type="hidden" name="offerId" value={offerId} />
      <Button type="submit" variant="secondary" size="small">
        <FormattedMessage id="checkout.problem.removeProduct" values={{ product: name }} />
      </Button>
    </Form>
  );
}

export function ChangeAddressLink() {
  return (
    <Link to={checkoutPaths.shipping()}>
      <FormattedMessage id="checkout.changeAddress" />
    </Link>
  );
}

type MerchantProblem = { merchantDetails?: { id: string; title: string } | null; errorType: string };

/**
 * A merchant whose agent failed has no delivery (a delivery problem) and a merchant error, often with the same
 * type: the shopper reads each problem once.
 */
function onePerMerchantAndType<T extends MerchantProblem>(problems: T[]): T[] {
  const seen = new Set<string>();
  return problems.filter((problem) => {
    const key = `${problem.merchantDetails?.id ?? ''}:${problem.errorType}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Everything that stands in the way of the order, each with a text and a way out. */
export function ReviewProblems({ checkout }: { checkout: InitiatedCheckoutView }) {
  const summary: Summary | null = checkout.summary;
  if (!summary) return null;
  const failedLines = checkout.lines.filter((line) => line.status === 'FAILED');
  const merchantProblems = onePerMerchantAndType([...summary.delivery.filter((delivery) => 'errorType' in delivery), ...summary.merchantErrors]);
  const count = failedLines.length + summary.productErrors.length + merchantProblems.length + summary.checkoutErrors.length;
  // A refused coupon code is said at the code field (CouponForm), not here.
  if (count === 0) return null;
  return (
    <section aria-labelledby="checkout-problems-heading" className="kori-checkout-problems" role="alert">
      <h2 id="checkout-problems-heading">
        <FormattedMessage id="checkout.problem.heading" />
      </h2>
      <ul>
        {failedLines.map((line) => (
          <li key={`line-${line.offerId}`}>
            <p>
              <strong>{line.name}</strong>: <FormattedMessage id={`checkout.addToCartError.${line.errorType ?? 'UNKNOWN'}`} />
            </p>
            <RemoveProductButton checkoutId={checkout.id} offerId={line.offerId} name={line.name} />
          </li>
        ))}
        {summary.productErrors.map((error, index) => (
          <li key={`product-${index}`}>
            <p>
              <FormattedMessage id={`checkout.addToCartError.${error.errorType}`} />
            </p>
            {error.offerUrl && (
              <a href={error.offerUrl}>
                <FormattedMessage id="checkout.problem.otherOffer" />
              </a>
            )}
          </li>
        ))}
        {merchantProblems.map((problem, index) => (
          <li key={`merchant-${index}`}>
            <p>
              {problem.merchantDetails && <strong>{problem.merchantDetails.title}: </strong>}
              <FormattedMessage id={`checkout.initiateError.${problem.errorType}`} />
            </p>
            {ADDRESS_ERRORS.has(problem.errorType) && <ChangeAddressLink />}
          </li>
        ))}
        {summary.checkoutErrors.map((error) => (
          <li key={`checkout-${error.errorType}`}>
            <FormattedMessage id={`checkout.checkoutError.${error.errorType}`} />
          </li>
        ))}
      </ul>
    </section>
  );
}
