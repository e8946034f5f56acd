import { useFetcher, useLocation, useNavigate } from '@remix-run/react';
import { reportCommerceEvent } from '@kori/shell';
import { pushNotificationAtom } from '@kori/ui';
import { useSetAtom } from 'jotai';
import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { ALERT_ID_PATTERN, PRICE_ALERT_ACTION_PATH, PRICE_ALERT_DELETE_PARAM, type PriceAlertActionData } from '../model/price-alert-form';

/**
 * Mounted once in the root: on any page with `?price-alert-to-delete=ID` (the link in an alert's e-mail) it
 * deletes that alert, takes the parameter out of the address without a reload, and then shows
 * `priceAlert.deletedSuccess` when the alert is INACTIVE, otherwise only `priceAlert.deletedFailure`.
 * Renders nothing.
 */
export function PriceAlertDeletion() {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const intl = useIntl();
  const notify = useSetAtom(pushNotificationAtom);
  const fetcher = useFetcher<PriceAlertActionData>({ key: 'price-alert-deletion' });
  const started = useRef<string | null>(null);
  const shown = useRef<PriceAlertActionData | null>(null);

  useEffect(() => {
    const params = new URLSearchParams(search);
    if (!params.has(PRICE_ALERT_DELETE_PARAM)) return;
    const id = params.get(PRICE_ALERT_DELETE_PARAM) ?? '';
    params.delete(PRICE_ALERT_DELETE_PARAM);
    const rest = params.toString();
    navigate({ pathname, search: rest ? `?${rest}` : '', hash }, { replace: true, preventScrollReset: true });
    if (started.current === id) return;
    started.current = id;
    if (!ALERT_ID_PATTERN.test(id)) {
      notify({ message: intl.formatMessage({ id: 'priceAlert.deletedFailure' }), type: 'ERROR' });
      reportCommerceEvent({ type: 'priceAlert', input: { action: 'delete_failed' } });
      return;
    }
    fetcher.submit({ intent: 'delete', alertId: id, js: '1' }, { method: 'post', action: PRICE_ALERT_ACTION_PATH });
    // Runs when the address gains the parameter; the fetcher and the rest are stable enough for that.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [search]);

  useEffect(() => {
    const result = fetcher.data;
    if (fetcher.state !== 'idle' || !result || shown.current === result || result.intent !== 'delete') return;
    shown.current = result;
    const success = result.outcome === 'deleted';
    notify({ message: intl.formatMessage({ id: success ? 'priceAlert.deletedSuccess' : 'priceAlert.deletedFailure' }), type: success ? 'SUCCESS' : 'ERROR' });
    reportCommerceEvent({ type: 'priceAlert', input: { action: success ? 'deleted' : 'delete_failed' } });
  }, [fetcher.state, fetcher.data, intl, notify]);

  return null;
}
