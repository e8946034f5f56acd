import { useFetcher, useLocation } from '@remix-run/react';
import { reportCommerceEvent } from '@kori/shell';
import { Button } from '@kori/ui';
import { useEffect, useId, useRef } from 'react';
import { useIntl } from 'react-intl';
import {
  ALERT_ID_PATTERN,
  isPriceAlertOutcome,
  PRICE_ALERT_ACTION_PATH,
  PRICE_ALERT_OUTCOME_PARAM,
  PRICE_ALERT_PENDING_PARAM,
  type PriceAlertActionData,
  type PriceAlertOutcome,
} from '../model/price-alert-form';
import { isErrorOutcome, OUTCOME_MESSAGE } from './outcome-text';
import { useHydrated } from './use-hydrated';

export interface PriceAlertFormProps {
  productId: string;
  /** The region's currency code, for the target price's label. */
  currency: string;
  /** Signed-in shoppers' alerts go to their account's e-mail: no address field, no code. */
  signedIn: boolean;
}

/** The outcome of a plain form post, read back from the address it returned to. */
function outcomeFromAddress(search: string): { outcome: PriceAlertOutcome | null; pendingId: string | null } {
  const params = new URLSearchParams(search);
  const outcome = params.get(PRICE_ALERT_OUTCOME_PARAM);
  const pending = params.get(PRICE_ALERT_PENDING_PARAM);
  return { outcome: isPriceAlertOutcome(outcome) ? outcome : null, pendingId: pending && ALERT_ID_PATTERN.test(pending) ? pending : null };
}

/**
 * "Tell me when the price falls to …" on a product page. A plain form post to the price-alert action, so it
 * works without JavaScript (the outcome comes back in the address); once hydrated the same forms post
 * through a fetcher. Signed out, a code goes to the e-mail address and a second form confirms it.
 */
export function PriceAlertForm({ productId, currency, signedIn }: PriceAlertFormProps) {
  const intl = useIntl();
  const { pathname, search } = useLocation();
  const hydrated = useHydrated();
  const fetcher = useFetcher<PriceAlertActionData>({ key: `price-alert:${productId}` });
  const headingId = useId();
  const statusId = useId();
  const targetRef = useRef<HTMLInputElement>(null);
  const fromAddress = outcomeFromAddress(search);
  const result = fetcher.data;
  const outcome = result?.outcome ?? fromAddress.outcome;
  const pendingId = result ? (result.outcome === 'code-sent' || (result.intent === 'confirm' && result.outcome === 'invalid-code') ? result.alertId : null) : fromAddress.pendingId;
  const busy = fetcher.state !== 'idle';
  const returnTo = (() => {
    const params = new URLSearchParams(search);
    params.delete(PRICE_ALERT_OUTCOME_PARAM);
    params.delete(PRICE_ALERT_PENDING_PARAM);
    const rest = params.toString();
    return pathname + (rest ? `?${rest}` : '');
  })();

  const reported = useRef<PriceAlertActionData | null>(null);
  useEffect(() => {
    if (!result || reported.current === result) return;
    reported.current = result;
    if (result.outcome === 'created' || result.outcome === 'confirmed') {
      const value = targetRef.current?.value.replace(',', '.');
      reportCommerceEvent({ type: 'priceAlert', input: { action: 'created', productId, ...(value ? { targetPrice: { price: value, currency } } : {}) } });
    }
  }, [result, productId, currency]);

  const hidden = (
    <>
      <input type="hidden" name="returnTo" value={returnTo} />
      {hydrated && <input type="hidden" name="js" value="1" />}
    </>
  );

  return (
    <section className="kori-price-alert" aria-labelledby={headingId}>
      <h2 id={headingId}>{intl.formatMessage({ id: 'priceAlert.form.heading' })}</h2>
      {pendingId ? (
        <fetcher.Form method="post" action={PRICE_ALERT_ACTION_PATH} aria-describedby={statusId}>
          <input type="hidden" name="intent" value="confirm" />
          <input type="hidden" name="alertId" value={pendingId} />
          {hidden}
          <label htmlFor={`${headingId}-code`}>{intl.formatMessage({ id: 'priceAlert.form.codeLabel' })}</label>
          <input id={`${headingId}-code`} name="code" inputMode="numeric" autoComplete="one-time-code" pattern="\d{6}" maxLength={6} required />
          <Button type="submit" size="small" variant="primary" aria-disabled={busy || undefined} onClick={(event) => busy && event.preventDefault()}>
            {intl.formatMessage({ id: busy ? 'priceAlert.form.saving' : 'priceAlert.form.confirm' })}
          </Button>
        </fetcher.Form>
      ) : (
        <fetcher.Form method="post" action={PRICE_ALERT_ACTION_PATH} aria-describedby={statusId}>
          <p>{intl.formatMessage({ id: 'priceAlert.form.intro' })}</p>
          <input type="hidden" name="intent" value="create" />
          <input type="hidden" name="productId" value={productId} />
          {hidden}
          <label htmlFor={`${headingId}-target`}>{intl.formatMessage({ id: 'priceAlert.form.targetLabel' }, { currency })}</label>
          <input ref={targetRef} id={`${headingId}-target`} name="targetPrice" inputMode="decimal" pattern="\d{1,7}([.,]\d{1,2})?" required />
          {!signedIn && (
            <>
              <label htmlFor={`${headingId}-email`}>{intl.formatMessage({ id: 'priceAlert.form.emailLabel' })}</label>
              <input id={`${headingId}-email`} name="email" type="email" autoComplete="email" required />
            </>
          )}
          <Button type="submit" size="small" variant="primary" aria-disabled={busy || undefined} onClick={(event) => busy && event.preventDefault()}>
            {intl.formatMessage({ id: busy ? 'priceAlert.form.saving' : 'priceAlert.form.submit' })}
          </Button>
        </fetcher.Form>
      )}
      <p id={statusId} role="status" className={outcome && isErrorOutcome(outcome) ? 'kori-price-alert__status kori-price-alert__status--error' : 'kori-price-alert__status'}>
        {outcome ? intl.formatMessage({ id: OUTCOME_MESSAGE[outcome] }) : ''}
      </p>
    </section>
  );
}
