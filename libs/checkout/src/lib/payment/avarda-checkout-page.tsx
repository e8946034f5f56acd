import { Link, useLoaderData, useLocation, useNavigation, useSubmit } from '@remix-run/react';
import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { paymentTypeForMethod } from '@kori/payment-methods';
import { NarrowPage, Spinner } from '@kori/ui';
import { OTHER_METHOD_INTENT } from '../processing/processing-data';
import { NoScriptOtherMethodForm, OtherMethodForm } from './other-method-form';
import type { AvardaCheckoutLoaderData } from './payment-data';
import { usePaymentOutcomeEvent } from './payment-outcome-notice';

/** The element the Avarda script renders its checkout into. */
export const AVARDA_ROOT_ELEMENT_ID = 'avarda-checkout-root';

/** What the Avarda Checkout 3.0 script defines on window. */
export interface AvardaCheckoutInitOptions {
  purchaseJwt: string;
  rootElementId: string;
  redirectUrl: string;
  /** Avarda passes the purchase's id (and an unmount function). */
  completedPurchaseCallback: (result?: { purchaseId?: string }) => void;
  sessionTimedOutCallback: (result?: { purchaseId?: string }) => void;
}
type AvardaWindow = Window & { avardaCheckoutInit?: (options: AvardaCheckoutInitOptions) => void };

type MountState = 'loading' | 'ready' | 'failed' | 'timedOut' | 'completing';

/** Loads the configured Avarda script once and mounts the purchase; the callbacks move the page on. */
function useAvardaCheckout(data: Extract<AvardaCheckoutLoaderData, { state: 'ready' }>) {
  const [state, setState] = useState<MountState>('loading');
  const submit = useSubmit();
  const mounted = useRef(false);
  const { scriptUrl, jwt, redirectUrl } = data;

  useEffect(() => {
    if (mounted.current) return;
    mounted.current = true;
    const win = window as AvardaWindow;
    const mount = () => {
      if (!win.avardaCheckoutInit) {
        setState('failed');
        return;
      }
      win.avardaCheckoutInit({
        purchaseJwt: jwt,
        rootElementId: AVARDA_ROOT_ELEMENT_ID,
        redirectUrl,
        completedPurchaseCallback: (result) => {
          setState('completing');
          // The API asks Avarda for the purchase's state before the checkout moves on.
          const purchaseId = typeof result?.purchaseId === 'string' ? result.purchaseId : '';
          submit({ purchaseId }, { method: 'post', replace: true });
        },
        sessionTimedOutCallback: () => setState('timedOut'),
      });
      setState('ready');
    };
    if (win.avardaCheckoutInit) {
      mount();
      return;
    }
    const script = document.createElement('script');
    script.src = scriptUrl;
    script.async = true;
    script.onload = mount;
    script.onerror = () => setState('failed');
    document.head.appendChild(script);
  }, [scriptUrl, jwt, redirectUrl, submit]);

  return state;
}

function RetryLinks({ checkoutId }: { checkoutId: string | null }) {
  const { pathname, search } = useLocation();
  return (
    <>
      <p>
        <Link to={`${pathname}${search}`} reloadDocument>
          <FormattedMessage id="checkout.avarda.retry" />
        </Link>
      </p>
      {checkoutId && <OtherMethodForm checkoutId={checkoutId} variant="link" />}
    </>
  );
}

/** A spinner announcing what the page waits for, with the same words visible. */
function BusyLine({ messageId }: { messageId: string }) {
  const intl = useIntl();
  const text = intl.formatMessage({ id: messageId });
  return (
    <p>
      <Spinner size="small" label={text} /> <span aria-hidden="true">{text}</span>
    </p>
  );
}

function AvardaCheckout({ data }: { data: Extract<AvardaCheckoutLoaderData, { state: 'ready' }> }) {
  const state = useAvardaCheckout(data);
  const intl = useIntl();
  const navigation = useNavigation();
  const leaving = navigation.formData?.get('intent') === OTHER_METHOD_INTENT;
  const completing = state === 'completing' || (navigation.state !== 'idle' && !leaving);
  const paymentType = data.paymentMethod ? paymentTypeForMethod(data.paymentMethod) : undefined;
  // A session that timed out in the embedded checkout is an abandoned authentication.
  usePaymentOutcomeEvent(data.checkoutId, state === 'timedOut' ? 'CANCELLED' : null, paymentType);
  return (
    <>
      <noscript>
        <div role="alert">
          <p>
            <FormattedMessage id="checkout.avarda.needsScript" />
          </p>
          <NoScriptOtherMethodForm checkoutId={data.checkoutId} label={intl.formatMessage({ id: 'checkout.payment.otherMethod' })} />
        </div>
      </noscript>
      {state === 'loading' && <BusyLine messageId="checkout.avarda.loading" />}
      {completing && <BusyLine messageId="checkout.avarda.completing" />}
      {(state === 'failed' || state === 'timedOut') && (
        <div role="alert">
          <p>
            <FormattedMessage id={state === 'failed' ? 'checkout.avarda.loadFailed' : 'checkout.avarda.timedOut'} />
          </p>
          <RetryLinks checkoutId={data.checkoutId} />
        </div>
      )}
      <div id={AVARDA_ROOT_ELEMENT_ID} aria-busy={state === 'loading' || completing || undefined} hidden={state === 'timedOut'} />
    </>
  );
}

/** /avarda-checkout-v3: Avarda's embedded checkout (card, invoice, part payment) for the checkout's open purchase. */
export function AvardaCheckoutPage() {
  const data = useLoaderData() as AvardaCheckoutLoaderData;
  return (
    <NarrowPage heading={<FormattedMessage id="checkout.avarda.heading" />} className="kori-checkout-avarda">
      {data.state === 'ready' && <AvardaCheckout data={data} />}
      {data.state === 'notFound' && (
        <p role="alert">
          <FormattedMessage id="checkout.processing.notFound" />
        </p>
      )}
      {data.state === 'unavailable' && (
        <div role="alert">
          <p>
            <FormattedMessage id="checkout.payment.unavailable" />
          </p>
          <RetryLinks checkoutId={data.checkoutId} />
        </div>
      )}
    </NarrowPage>
  );
}
