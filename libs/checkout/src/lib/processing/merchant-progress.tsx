import { FormattedMessage, useIntl } from 'react-intl';
import type { InitiatedCheckoutView } from './processing-data';

type Progress = InitiatedCheckoutView['currentProgress'][number];

/** One merchant's agent at work: how many products are in its cart so far, and how many it found. */
export function MerchantProgress({ progress }: { progress: Progress }) {
  const intl = useIntl();
  const { numberAdded, totalToAdd } = progress.progress;
  const labelId = `checkout-progress-${progress.merchantDetails.id}`;
  const text = intl.formatMessage({ id: 'checkout.processing.added' }, { added: numberAdded, total: totalToAdd });
  return (
    <li className="kori-checkout-progress__merchant">
      <h3 id={labelId}>{progress.merchantDetails.title}</h3>
      <div
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={totalToAdd}
        aria-valuenow={numberAdded}
        aria-valuetext={text}
        className="kori-checkout-progress__bar"
      >
        <span style={{ width: `${totalToAdd > 0 ? Math.round((numberAdded / totalToAdd) * 100) : 0}%` }} />
      </div>
      <p>{text}</p>
      <p>
        <FormattedMessage id="checkout.processing.found" values={{ found: progress.numberFound, count: progress.numberOfProducts }} />
      </p>
    </li>
  );
}

/** The agents' progress, merchant by merchant, announced politely as it changes. */
export function CheckoutProgress({ checkout }: { checkout: InitiatedCheckoutView }) {
  return (
    <section aria-labelledby="checkout-progress-heading" className="kori-checkout-progress">
      <h2 id="checkout-progress-heading">
        <FormattedMessage id="checkout.processing.progressHeading" />
      </h2>
      <p aria-live="polite">
        <FormattedMessage id="checkout.processing.progressIntro" />
      </p>
      <ul>
        {checkout.currentProgress.map((progress) => (
          <MerchantProgress key={progress.merchantDetails.id} progress={progress} />
        ))}
      </ul>
    </section>
  );
}
